import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { a11y } from '@/platform/a11y';
import { usePageTitle } from '@/platform/title';
import { campaignStore } from '@/stores/campaignStores';
import { useStores } from '@/stores/context';
import { CampaignCard } from '@/components/campaign-card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageShell } from '@/components/page-shell';
import { ProductGridSkeleton } from '@/components/skeletons';
import './index.scss';

/** `/store/groupCampaigns` (spec 2.2, GET common3/campaign/fissionList): every campaign with its state. */
function GroupCampaignsPage() {
  const root = useStores();
  const { session, app } = root;
  const t = session.t;
  const store = campaignStore(root);
  const [now, setNow] = useState(() => Date.now());
  const reload = () => {
    setNow(Date.now());
    void store.loadList();
  };
  // eslint-disable-next-line react-hooks/set-state-in-effect -- each load reads the clock again, so each campaign's state is judged at the time the list came
  useEffect(reload, [store]);
  useDidShow(() => {
    if (store.listStatus === 'ready') reload();
  });
  const title = t('istore_campaign_list_title');
  usePageTitle(title, app.storeName);

  let body: JSX.Element;
  if (store.listStatus === 'error') {
    body = (
      <ErrorState
        title={t('istore_common_error')}
        detail={store.listError ?? undefined}
        retryLabel={t('istore_common_retry')}
        onRetry={reload}
      />
    );
  } else if (store.listStatus !== 'ready') {
    body = <ProductGridSkeleton label={t('istore_common_loading')} />;
  } else if (store.campaigns.length === 0) {
    body = (
      <EmptyState
        title={t('istore_campaign_empty')}
        message={t('istore_campaign_empty_text')}
        actionLabel={t('istore_common_back_to_shop')}
      />
    );
  } else {
    body = (
      <View className="campaigns-page__grid" {...a11y({ role: 'list', label: title })}>
        {store.campaigns.map((c) => (
          <CampaignCard key={c.id} campaign={c} now={now} onEnd={reload} />
        ))}
      </View>
    );
  }
  return (
    <PageShell>
      <View className="campaigns-page">
        <Text className="campaigns-page__title" {...a11y({ role: 'heading', level: 1 })}>
          {title}
        </Text>
        <Text className="campaigns-page__intro">{t('istore_campaign_list_intro')}</Text>
        {body}
      </View>
    </PageShell>
  );
}

export default observer(GroupCampaignsPage);
