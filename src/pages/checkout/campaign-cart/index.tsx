import { useEffect, useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { campaignPaths, parseCampaignId, parseGroupId } from '@/domain/campaigns';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { navigate, routeParams } from '@/platform/navigation';
import { campaignStore } from '@/stores/campaignStores';
import { useStores } from '@/stores/context';
import { Alert } from '@/components/checkout/alert';
import { LineItem } from '@/components/checkout/line-item';
import { displayCurrency, moneyFormat } from '@/components/checkout/money';
import { Totals } from '@/components/checkout/totals';
import { useTitle } from '@/components/checkout/use-title';
import { EmptyState } from '@/components/empty-state';
import { ActionButton } from '@/components/form/button';
import { Spinner } from '@/components/form/spinner';
import { GroupProgress } from '@/components/group-progress';
import { PageShell } from '@/components/page-shell';
import '../../../components/checkout/checkout.scss';
import '@/i18n/checkout-account';
import '@/i18n/cart';

/**
 * `/checkout/campaignCart?id=` (spec 2.2, myCart/fc/{id}): the group-buy cart, apart from the
 * normal cart: the chosen item at the group price (the server's), its quantity, the group being
 * joined or the new group being started, then the campaign checkout. A group that filled or ended
 * meanwhile is said so, with Start a new group instead.
 */
function CampaignCartPage() {
  const root = useStores();
  const { session, app } = root;
  const t = session.t;
  const store = campaignStore(root);
  const params = useMemo(() => routeParams(), []);
  const id = parseCampaignId(params.id);
  const group = parseGroupId(params.group);
  const money = moneyFormat(session);
  useTitle(t('istore_campaign_cart_title'), app.storeName);
  useEffect(() => {
    if (id === null) return;
    void store.loadCart(id);
    if (store.campaignId !== id || !store.campaign) void store.load(id);
  }, [id, store]);
  useDidShow(() => {
    if (id !== null && store.cartStatus === 'ready') void store.loadCart(id);
  });

  if (id === null) {
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
  const paths = campaignPaths(id, store.cart?.group?.id ?? null);
  const cart = store.cart?.campaignId === id ? store.cart : null;
  const campaign = store.campaignId === id ? store.campaign : null;
  const lines = cart?.lines ?? [];
  const problem = store.problem;

  let body: JSX.Element;
  if (!cart && store.cartStatus !== 'error') {
    body = (
      <View className="co-loading" {...a11y({ role: 'status' })}>
        <Spinner />
        <Text>{t('istore_checkout_loading')}</Text>
      </View>
    );
  } else if (!cart || lines.length === 0) {
    body = (
      <View className="co-empty" {...a11y({ role: 'status' })}>
        {problem && <Alert kind="error">{problem.message}</Alert>}
        <Text className="co-empty__title">
          {problem?.signIn ? t('istore_campaign_sign_in') : t('istore_campaign_cart_empty')}
        </Text>
        <AppLink
          href={
            problem?.signIn
              ? `/account/login?redirect=${encodeURIComponent(campaignPaths(id, group).campaign)}`
              : campaignPaths(id, group).campaign
          }
          className="action-button action-button--primary"
        >
          {problem?.signIn ? t('istore_header_sign_in') : t('istore_campaign_back')}
        </AppLink>
      </View>
    );
  } else {
    const g = cart.group;
    const size = g?.size ?? campaign?.groupSize ?? 0;
    body = (
      <View className="co-layout">
        <View className="co-layout__main">
          {problem && (
            <View className="co-card">
              <Alert kind="error">{problem.message}</Alert>
              {problem.offerNewGroup && (
                <ActionButton variant="primary" busy={store.busy} onPress={() => void store.startNewGroup(id)}>
                  {t('istore_campaign_new_group')}
                </ActionButton>
              )}
            </View>
          )}
          <View className="co-card" data-group-id={g?.id ?? ''}>
            <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
              {campaign?.name ?? t('istore_campaign_cart_title')}
            </Text>
            {g ? (
              <>
                <Text>{t('istore_campaign_joining', { count: g.needed })}</Text>
                <GroupProgress
                  initials={g.initials}
                  size={g.size}
                  state={g.state}
                  label={t('istore_campaign_progress', { count: g.initials.length, size: g.size })}
                />
              </>
            ) : (
              size > 0 && <Text>{t('istore_campaign_starting', { size })}</Text>
            )}
          </View>
          <View className="co-lines" {...a11y({ role: 'list', label: t('istore_campaign_cart_title') })}>
            {lines.map((line) => (
              <LineItem
                key={line.lineId}
                line={line}
                currency={cart.totals?.currency ?? 'USD'}
                money={money}
                t={t}
                pending={store.busy}
                onQuantity={(q) => void store.setQuantity(id, line.lineId, q)}
              />
            ))}
          </View>
        </View>
        <View className="co-layout__aside">
          <View className="co-card co-summary">
            <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
              {t('istore_cart_summary')}
            </Text>
            {cart.totals && (
              <Totals
                totals={cart.totals}
                method={null}
                tipChosen={false}
                t={t}
                locale={session.locale}
                display={displayCurrency(session, cart.totals.currency)}
                charge="currency"
                updating={store.busy}
              />
            )}
            <ActionButton
              variant="primary"
              block
              disabled={store.busy || !!problem?.offerNewGroup}
              onPress={() => navigate(paths.checkout)}
            >
              {t('istore_campaign_to_checkout')}
            </ActionButton>
            <AppLink
              href={campaignPaths(id, g?.id ?? null).campaign}
              className="action-button action-button--quiet action-button--block"
            >
              {t('istore_campaign_back')}
            </AppLink>
          </View>
        </View>
      </View>
    );
  }

  return (
    <PageShell>
      <View className="co-page co-cart">
        <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
          {t('istore_campaign_cart_title')}
        </Text>
        {body}
      </View>
    </PageShell>
  );
}

export default observer(CampaignCartPage);
