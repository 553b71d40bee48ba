import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { useTitle } from './use-title';
import '../form/form.scss';
import './checkout.scss';

/**
 * The group-buy (fission campaign) cart, checkout and payment routes: the reference server has no
 * campaigns (myCart/fc/{id} answers 404), so these say so and offer the way back.
 */
export const CampaignUnavailable = observer(function CampaignUnavailable() {
  const { session, app } = useStores();
  const t = session.t;
  useTitle(t('istore_campaign_unavailable'), app.storeName);
  return (
    <PageShell>
      <View className="co-page">
        <View className="co-empty" {...a11y({ role: 'status' })}>
          <Text className="co-empty__title" {...a11y({ role: 'heading', level: 1 })}>
            {t('istore_campaign_unavailable')}
          </Text>
          <Text className="co-empty__text">{t('istore_campaign_unavailable_text')}</Text>
          <AppLink href="/checkout/cart" className="action-button action-button--primary">
            {t('istore_confirmation_back_to_cart')}
          </AppLink>
          <AppLink href="/store" className="action-button action-button--quiet">
            {t('istore_confirmation_continue_shopping')}
          </AppLink>
        </View>
      </View>
    </PageShell>
  );
});
