import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { alertStatusKey, canCancelAlert, optionPairLabel } from '@/domain/alerts';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import type { AlertModel } from '@/services/alerts';
import { AlertsListStore } from '@/stores/AlertsListStore';
import { useStores } from '@/stores/context';
import type { Translator } from '@/i18n/translator';
import { moneyFormat, type MoneyFormat } from '@/components/checkout/money';
import { ActionButton } from '@/components/form/button';
import { Alert } from '@/components/checkout/alert';
import { NoticeToast } from '@/components/notice-toast';
import { UserPage } from '@/components/user-page';
import '@/i18n/alerts';
import '@/i18n/checkout-account';

const BADGE: Record<AlertModel['status'], string> = {
  pending: 'awaiting',
  active: 'paid',
  sent: 'other',
  cancelled: 'cancelled',
};

function whenText(a: AlertModel, t: Translator, money: MoneyFormat): string {
  if (a.kind === 'price') return t('istore_alert_kind_price', { price: money(a.price, a.currencyCode) });
  const option = optionPairLabel(a.optionPair);
  return option ? t('istore_alert_kind_stock_option', { option }) : t('istore_alert_kind_stock');
}

const Row = observer(function Row({ a, list, t }: { a: AlertModel; list: AlertsListStore; t: Translator }) {
  const money = moneyFormat(useStores().session);
  const name = a.productName || `#${a.productId}`;
  return (
    <View className="co-card" data-alert={a.id} data-status={a.status} {...a11y({ role: 'listitem' })}>
      <View className="user-page__row">
        <AppLink href={`/store/product/${a.productId}`} className="co-card__title">
          {name}
        </AppLink>
        <Text className={`co-badge co-badge--${BADGE[a.status]}`}>{t(alertStatusKey(a.kind, a.status))}</Text>
      </View>
      <Text className="co-muted">{whenText(a, t, money)}</Text>
      {canCancelAlert(a.status) && (
        <ActionButton
          variant="quiet"
          busy={list.cancelling === a.id}
          label={t('istore_alert_cancel_named', { name })}
          onPress={() => void list.cancel(a)}
        >
          {t('istore_alert_cancel')}
        </ActionButton>
      )}
    </View>
  );
});

const AlertsBody = observer(function AlertsBody({ list }: { list: AlertsListStore }) {
  const { session, app } = useStores();
  const t = session.t;
  if (!app.offers('alerts')) return <Text className="co-empty__text">{t('istore_alert_empty')}</Text>;
  if (list.status === 'error') {
    return (
      <View className="co-card">
        <Alert kind="error">{list.error ?? ''}</Alert>
        <ActionButton onPress={() => void list.load()}>{t('istore_alert_link_retry')}</ActionButton>
      </View>
    );
  }
  if (list.status !== 'ready') return <Text className="co-empty__text">{t('istore_common_loading')}</Text>;
  return (
    <View className="alerts-page" data-ext="alerts">
      <Text className="co-muted">{t('istore_alert_intro')}</Text>
      {list.actionError && <Alert kind="error">{list.actionError}</Alert>}
      {list.alerts.length === 0 ? (
        <View className="co-card">
          <Text className="co-empty__text">{t('istore_alert_empty')}</Text>
        </View>
      ) : (
        <View className="user-page__list" {...a11y({ role: 'list' })}>
          {list.sorted.map((a) => (
            <Row key={a.id} a={a} list={list} t={t} />
          ))}
        </View>
      )}
      <NoticeToast text={list.notice} seq={list.noticeSeq} onClose={() => list.clearNotice()} />
    </View>
  );
});

/**
 * /user/alerts (extension `alerts`): the signed-in shopper's back-in-stock and price alerts, each
 * with its state, and Cancel on those still waiting. Reached from My Account.
 */
function AlertsPage() {
  const root = useStores();
  const { session, app } = root;
  const [list] = useState(() => new AlertsListStore(root));
  const offered = app.offers('alerts');
  useEffect(() => {
    if (session.loggedIn && offered) void list.load();
  }, [list, session.loggedIn, offered]);
  return (
    <UserPage title={session.t('istore_alert_title')} path="/user/alerts">
      {() => <AlertsBody list={list} />}
    </UserPage>
  );
}

export default observer(AlertsPage);
