import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { shareUrl } from '@/domain/share';
import { a11y } from '@/platform/a11y';
import { QrView } from '@/platform/qr-view';
import { renderQr } from '@/platform/qr';
import { ReferralsStore } from '@/stores/ReferralsStore';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { Alert } from '@/components/checkout/alert';
import { moneyFormat } from '@/components/checkout/money';
import { BarChart } from '@/components/bar-chart';
import { ErrorState } from '@/components/error-state';
import { ShareWidget } from '@/components/share-widget';
import { WechatShareModal } from '@/components/wechat-share-modal';
import { UserPage } from '@/components/user-page';
import '@/i18n/checkout-account';

const QR_CANVAS = 'referral-qr';

/**
 * /user/referrals: the shopper's referral id with the share widget and a QR code of their link,
 * referral groups to join, and what their referrals brought (figures, monthly bars, lists).
 */
function ReferralsPage() {
  const root = useStores();
  const { session, platform, app } = root;
  const t = session.t;
  const money = moneyFormat(session);
  const [r] = useState(() => new ReferralsStore(root));
  const [wechatOpen, setWechatOpen] = useState(false);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (session.loggedIn) void r.load();
  }, [r, session.loggedIn]);

  const myID = r.info?.myID ?? session.myID ?? '';
  // the store's home page (H5: this origin's; the mini-program: its home path) with the shopper's own id as rid (spec 9)
  const origin = /^(https?:\/\/[^/?#]+)/.exec(platform.currentLocation().href)?.[1] ?? '';
  const link = myID ? shareUrl(`${origin}/`, `${origin}/`, myID) : '';
  useEffect(() => {
    if (!link) return undefined;
    let live = true;
    renderQr(link, QR_CANVAS).then(
      (src) => live && setQr(src),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [link]);

  const info = r.info;
  return (
    <UserPage title={t('istore_referrals_title')} path="/user/referrals">
      {() => (
        <View className="user-page__list referrals">
          {r.status === 'error' && (
            <ErrorState
              inline
              title={t('istore_common_error')}
              detail={r.error ?? undefined}
              retryLabel={t('istore_common_retry')}
              onRetry={() => void r.load()}
            />
          )}
          {myID && (
            <View className="co-card">
              <Text className="co-muted">{t('istore_referrals_my_id')}</Text>
              <Text className="referrals__id">{myID}</Text>
              <Text className="co-muted">{t('istore_referrals_share_hint')}</Text>
              <QrView canvasId={QR_CANVAS} src={qr} label={link} className="referrals__qr" />
              <ShareWidget
                url={link}
                title={t('istore_referrals_share_title', { store: app.storeName })}
                onWechat={() => setWechatOpen(true)}
              />
              <WechatShareModal open={wechatOpen} onClose={() => setWechatOpen(false)} />
            </View>
          )}
          {r.status === 'loading' && (
            <Text className="co-muted" {...a11y({ role: 'status' })}>
              {t('istore_common_loading')}
            </Text>
          )}
          {info && (
            <View className="co-card" {...a11y({ role: 'region', label: t('istore_referrals_stats') })}>
              <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
                {t('istore_referrals_stats')}
              </Text>
              <View className="referrals__figures">
                {[
                  ['users', t('istore_referrals_users'), String(info.usersIntroduced)],
                  ['orders', t('istore_referrals_orders'), String(info.ordersIntroduced)],
                  ['amount', t('istore_referrals_amount'), money(info.orderAmount, info.currency)],
                  ['earned', t('istore_referrals_earned'), money(info.rewardEarned, info.currency)],
                ].map(([k, label, value]) => (
                  <View key={k} className="referrals__figure" data-figure={k}>
                    <Text className="user-page__figure">{value}</Text>
                    <Text className="co-muted">{label}</Text>
                  </View>
                ))}
              </View>
              <View className="referrals__charts">
                {r.userSummary && (
                  <BarChart
                    title={t('istore_referrals_chart_users')}
                    locale={session.locale}
                    points={r.userSummary.points.map((p) => ({ period: p.period, value: p.count }))}
                    barLabel={(month, count) => t('istore_referrals_chart_bar', { month, count })}
                  />
                )}
                {r.orderSummary && (
                  <BarChart
                    title={t('istore_referrals_chart_orders')}
                    locale={session.locale}
                    points={r.orderSummary.points.map((p) => ({ period: p.period, value: p.count }))}
                    barLabel={(month, count) => t('istore_referrals_chart_bar', { month, count })}
                  />
                )}
              </View>
            </View>
          )}
          {r.status === 'ready' && (
            <View className="co-card">
              <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
                {t('istore_referrals_groups')}
              </Text>
              {r.joinError && <Alert kind="error">{r.joinError}</Alert>}
              {r.groups.map((g) => (
                <View key={g.id} className="user-page__row referrals__group" data-group={g.id}>
                  <View>
                    <Text className="co-review__line">{g.name}</Text>
                    <Text className="co-muted">{g.description}</Text>
                    <Text className="co-muted">{`${t('istore_referrals_reward', { amount: money(g.rewardPerOrder, g.currency) })} · ${t('istore_referrals_members', { count: g.members })}`}</Text>
                  </View>
                  {g.joined ? (
                    <Text className="co-badge co-badge--paid">{t('istore_referrals_joined')}</Text>
                  ) : (
                    <ActionButton
                      variant="secondary"
                      busy={r.joining === g.id}
                      label={`${t('istore_referrals_join')} ${g.name}`}
                      onPress={() => void r.join(g.id)}
                    >
                      {t('istore_referrals_join')}
                    </ActionButton>
                  )}
                </View>
              ))}
            </View>
          )}
          {r.status === 'ready' && (
            <View className="co-card">
              <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
                {t('istore_referrals_users_list')}
              </Text>
              {r.users.length === 0 ? (
                <Text className="co-muted">{t('istore_referrals_none_users')}</Text>
              ) : (
                r.users.map((u, i) => (
                  <View key={`${u.name}-${i}`} className="user-page__row">
                    <Text>{u.name}</Text>
                    <Text className="co-muted">{u.registeredAt.slice(0, 10)}</Text>
                  </View>
                ))
              )}
              <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
                {t('istore_referrals_orders_list')}
              </Text>
              {r.orders.length === 0 ? (
                <Text className="co-muted">{t('istore_referrals_none_orders')}</Text>
              ) : (
                r.orders.map((o) => (
                  <View key={o.orderID} className="user-page__row">
                    <Text>{`${o.buyer} · ${o.paidAt.slice(0, 10)}`}</Text>
                    <Text>{`${money(o.total, o.currency)} · +${money(o.reward, o.currency)}`}</Text>
                  </View>
                ))
              )}
            </View>
          )}
        </View>
      )}
    </UserPage>
  );
}

export default observer(ReferralsPage);
