import { useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { dayLabel, slotLabel } from '@/domain/checkout';
import { orderDetailUrl } from '@/domain/payment';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { routeParams } from '@/platform/navigation';
import type { OrderModel } from '@/services/orders';
import { OrdersStore } from '@/stores/OrdersStore';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { ActionButton } from '@/components/form/button';
import { Spinner } from '@/components/form/spinner';
import { Alert } from '@/components/checkout/alert';
import { LineItem } from '@/components/checkout/line-item';
import { moneyFormat, type MoneyFormat } from '@/components/checkout/money';
import { Totals } from '@/components/checkout/totals';
import { useTitle } from '@/components/checkout/use-title';
import '../../../components/form/form.scss';
import '../../../components/checkout/checkout.scss';

/** The order's state in words (spec 4 pairs, plus cancelled and pay-at-store). */
function orderStateKey(o: Pick<OrderModel, 'status' | 'paymentStatus'>): string {
  if (o.status === 'CANCELLED') return 'istore_orders_state_cancelled';
  if (o.status === 'INTERIM' && o.paymentStatus === 'NOT_PAID') return 'istore_orders_state_awaiting';
  if (o.status === 'NEW' && o.paymentStatus === 'PAID_ONLINE') return 'istore_orders_state_paid';
  if (o.paymentStatus === 'PAY_AT_STORE') return 'istore_orders_state_pay_at_store';
  if (o.status === 'FAILED') return 'istore_orders_state_failed';
  return 'istore_orders_state_other';
}

const OrderDetail = observer(function OrderDetail({ orders, t, money, placed }: { orders: OrdersStore; t: Translator; money: MoneyFormat; placed: boolean }) {
  const { session } = useStores();
  const o = orders.order;
  if (orders.orderStatus === 'loading' || orders.orderStatus === 'idle') {
    return (
      <View className="co-loading" {...a11y({ role: 'status' })}>
        <Spinner />
        <Text>{t('istore_common_loading')}</Text>
      </View>
    );
  }
  if (!o) {
    return (
      <View className="co-card">
        <Alert kind="error">{orders.orderError ?? t('istore_common_error')}</Alert>
        <AppLink href="/user/orders" className="action-button action-button--secondary">
          {t('istore_orders_all')}
        </AppLink>
      </View>
    );
  }
  const state = orderStateKey(o);
  const where = o.orderMethod === 'DELIVERY' ? o.delivery && `${o.delivery.streetNumberAndNameDetails}, ${o.delivery.city} ${o.delivery.postCode}` : o.location?.localStoreName;
  const when = o.timeSlot ? `${dayLabel(o.timeSlot.date, session.locale)} ${o.timeSlot.time ? slotLabel(o.timeSlot.time, o.timeSlot.end) : ''}`.trim() : '';
  return (
    <View className="co-layout">
      <View className="co-layout__main">
        {placed && o.paymentStatus === 'PAID_ONLINE' && <Alert kind="success">{`${t('istore_confirmation_success')} ${t('istore_confirmation_receipt_emailed')}`}</Alert>}
        {placed && o.paymentStatus === 'PAY_AT_STORE' && <Alert kind="success">{t('istore_orders_placed_pay_at_store')}</Alert>}
        {orders.orderError && <Alert kind="error">{orders.orderError}</Alert>}
        <View className="co-card">
          <View className="co-order__head">
            <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
              {t('istore_confirmation_order_id', { orderId: o.orderID })}
            </Text>
            <Text className={`co-badge co-badge--${state.replace('istore_orders_state_', '')}`}>{t(state)}</Text>
          </View>
          <Text className="co-muted">
            {t('istore_orders_placed_on', { date: `${dayLabel(orders.placedAt(o.createdAt).date, session.locale)} ${orders.placedAt(o.createdAt).time}`.trim() })}
          </Text>
          {[where, when, o.contact ? `${o.contact.firstName} ${o.contact.lastName} · ${o.contact.email}` : '', o.contact?.tableNumber ? t('istore_checkout_table_n', { table: o.contact.tableNumber }) : '']
            .filter(Boolean)
            .map((line) => (
              <Text key={String(line)} className="co-review__line">
                {line}
              </Text>
            ))}
          {o.customerComment && <Text className="co-review__line">{`“${o.customerComment}”`}</Text>}
          {o.status === 'INTERIM' && o.paymentStatus === 'NOT_PAID' && (
            <ActionButton variant="danger" busy={orders.cancelling} onPress={() => void orders.cancel()}>
              {t('istore_orders_cancel')}
            </ActionButton>
          )}
        </View>
      </View>
      <View className="co-layout__aside">
        <View className="co-card co-summary">
          <View className="co-lines co-lines--compact" {...a11y({ role: 'list', label: t('istore_orders_items') })}>
            {o.lines.map((line) => (
              <LineItem key={line.lineId} line={line} currency={o.totals.currency} money={money} t={t} />
            ))}
          </View>
          <Totals totals={o.totals} money={money} t={t} />
        </View>
        <AppLink href="/user/orders" className="action-button action-button--quiet action-button--block">
          {t('istore_orders_all')}
        </AppLink>
      </View>
    </View>
  );
});

const OrderList = observer(function OrderList({ orders, t, money }: { orders: OrdersStore; t: Translator; money: MoneyFormat }) {
  const { session } = useStores();
  if (orders.listStatus === 'loading' || orders.listStatus === 'idle') {
    return (
      <View className="co-loading" {...a11y({ role: 'status' })}>
        <Spinner />
        <Text>{t('istore_common_loading')}</Text>
      </View>
    );
  }
  if (orders.listStatus === 'error') {
    return (
      <View className="co-card">
        <Alert kind="error">{orders.listError ?? t('istore_common_error')}</Alert>
        <ActionButton variant="primary" onPress={() => void orders.loadFirst()}>
          {t('istore_common_retry')}
        </ActionButton>
      </View>
    );
  }
  if (orders.orders.length === 0) {
    return (
      <View className="co-empty" {...a11y({ role: 'status' })}>
        <Text className="co-empty__title">{t('istore_orders_none')}</Text>
        <AppLink href="/store" className="action-button action-button--primary">
          {t('istore_confirmation_continue_shopping')}
        </AppLink>
      </View>
    );
  }
  return (
    <View>
      <View className="co-orders" {...a11y({ role: 'list', label: t('istore_orders_title') })}>
        {orders.orders.map((o) => {
          const state = orderStateKey(o);
          return (
            <View key={o.orderID} {...a11y({ role: 'listitem' })}>
              <AppLink href={orderDetailUrl(o.orderID)} className="co-card co-order-row">
                <View className="co-order-row__main">
                  <Text className="co-order-row__id">{t('istore_confirmation_order_id', { orderId: o.orderID })}</Text>
                  <Text className="co-muted">{`${dayLabel(orders.placedAt(o.createdAt).date, session.locale)} · ${t('istore_cart_items', { count: o.itemCount })}`}</Text>
                </View>
                <View className="co-order-row__side">
                  <Text className="co-order-row__total">{money(o.totals.total, o.totals.currency)}</Text>
                  <Text className={`co-badge co-badge--${state.replace('istore_orders_state_', '')}`}>{t(state)}</Text>
                </View>
              </AppLink>
            </View>
          );
        })}
      </View>
      {orders.listError && <Alert kind="error">{orders.listError}</Alert>}
      {orders.hasMore && (
        <ActionButton variant="secondary" block onPress={() => void orders.loadMore()}>
          {t('istore_common_load_more')}
        </ActionButton>
      )}
      <Text className="co-muted co-orders__count">{t('istore_orders_showing', { shown: orders.orders.length, total: orders.total })}</Text>
    </View>
  );
});

/** /user/orders (spec 2.2: order detail, logged in): the list (10 per page) or one order (?orderID=). */
function OrdersPage() {
  const root = useStores();
  const { session, app } = root;
  const t = session.t;
  const money = moneyFormat(session);
  const [orders] = useState(() => new OrdersStore(root));
  const params = useMemo(() => routeParams(), []);
  const orderID = params.orderID || params.id || '';
  useTitle(t('istore_orders_title'), app.storeName);

  useEffect(() => {
    if (orderID) void orders.loadOrder(orderID);
  }, [orders, orderID]);
  useEffect(() => {
    if (!orderID && session.loggedIn) void orders.loadFirst();
  }, [orders, orderID, session.loggedIn]);

  let body: JSX.Element;
  if (orderID) body = <OrderDetail orders={orders} t={t} money={money} placed={params.placed === '1'} />;
  else if (!session.loggedIn) {
    body = (
      <View className="co-card co-account__card">
        <Text className="co-empty__text">{app.loading ? t('istore_common_loading') : t('istore_orders_sign_in')}</Text>
        {!app.loading && (
          <AppLink href="/account/login?redirect=%2Fuser%2Forders" className="action-button action-button--primary action-button--block">
            {t('istore_header_sign_in')}
          </AppLink>
        )}
      </View>
    );
  } else body = <OrderList orders={orders} t={t} money={money} />;

  return (
    <PageShell>
      <View className="co-page co-orders-page">
        <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
          {orderID ? t('istore_orders_detail') : t('istore_orders_title')}
        </Text>
        {body}
      </View>
    </PageShell>
  );
}

export default observer(OrdersPage);
