import { useMemo, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { campaignPaths, parseCampaignId, parseGroupId } from '@/domain/campaigns';
import { routeParams } from '@/platform/navigation';
import { campaignCheckoutRoot } from '@/stores/campaignStores';
import { StoreProvider, useStores } from '@/stores/context';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';

/**
 * A normal checkout screen (checkout or payment) in campaign mode: the same page, under a
 * StoreProvider whose root is the campaign's lens (campaignStores.ts), so every call works on the
 * campaign cart and every step link stays on the campaign routes. The query string (id, group)
 * is the page's state, so a language reload keeps it (spec 4).
 */
export function withCampaignCheckout(Page: ComponentType) {
  return observer(function CampaignCheckoutScreen() {
    const root = useStores();
    const params = useMemo(() => routeParams(), []);
    const id = parseCampaignId(params.id);
    const group = parseGroupId(params.group);
    const view = useMemo(() => (id === null ? null : campaignCheckoutRoot(root, id, group)), [root, id, group]);
    const t = root.session.t;
    if (!view || id === null) {
      return (
        <PageShell>
          <EmptyState
            message={t('istore_campaign_not_found')}
            actionLabel={t('istore_campaign_list_title')}
            actionHref="/store/groupCampaigns"
          />
        </PageShell>
      );
    }
    if (!root.session.loggedIn && root.app.ready) {
      return (
        <PageShell>
          <EmptyState
            message={t('istore_campaign_sign_in')}
            actionLabel={t('istore_header_sign_in')}
            actionHref={`/account/login?redirect=${encodeURIComponent(campaignPaths(id, group).cart)}`}
          />
        </PageShell>
      );
    }
    return (
      <StoreProvider store={view}>
        <Page />
      </StoreProvider>
    );
  });
}
