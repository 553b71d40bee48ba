import { observer } from 'mobx-react-lite';
import { usePageTitle } from '@/platform/title';
import { useStores } from '@/stores/context';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';

/**
 * The group-buy (fission campaign) routes of the store area: the reference server runs no campaigns
 * yet (common3/campaign/fissionList is not served), so the page says so and leads back to the shop.
 */
export const GroupBuyUnavailable = observer(function GroupBuyUnavailable() {
  const { session, app } = useStores();
  const t = session.t;
  usePageTitle(t('istore_campaign_unavailable'), app.storeName);
  return (
    <PageShell>
      <EmptyState
        title={t('istore_campaign_unavailable')}
        message={t('istore_campaign_unavailable_text')}
        actionLabel={t('istore_common_back_to_shop')}
      />
    </PageShell>
  );
});
