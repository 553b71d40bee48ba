import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { BuyAgainButton, BuyAgainDialog } from '@/components/buy-again';
import { BuyAgainStore } from '@/stores/BuyAgainStore';
import { dayLabel, slotLabel } from '@/domain/slots';
import { canPayNow, cancelBlockKey, orderStateKey, payTimeOver } from '@/domain/orders';
import { personName } from '@/domain/profile';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import type { OrderModel } from '@/services/orders';
import type { OrdersStore } from '@/stores/OrdersStore';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { TextAreaField } from '@/components/form/fields';
import { Spinner } from '@/components/form/spinner';
import { Alert } from '@/components/checkout/alert';
import { displayCurrency, type MoneyFormat } from '@/components/checkout/money';
import { paidWith, Receipt } from '@/components/checkout/receipt';
import { Dialog } from '@/components/dialog';
import { CampaignGroupStatus } from '@/components/campaign-group-status';
import { PayNow } from '@/components/pay-now';
import { OrderAfterSales } from '@/components/order-after-sales';
import './index.scss';
import '@/i18n/user-area';
import '@/i18n/checkout';
import '@/i18n/checkout-account';
import '@/i18n/confirmation';

/** An instant as the store's clock reads it, in the shopper's language ('Mon, Nov 23 10:15'). */
function when(orders: OrdersStore, iso: string, locale: 'en' | 'zh'): string {
  if (!iso) return '';
  const at = orders.placedAt(iso);
  return `${dayLabel(at.date, locale)} ${at.time}`.trim();
}

/** How the order is handed over: pickup / eat-in at a store, or delivery to an address. */
function methodLine(o: OrderModel, t: Translator): string {
  const store = o.location?.localStoreName ?? '';
  if (o.orderMethod === 'DELIVERY' && o.delivery) {
    const d = o.delivery;
    return t('istore_orders_method_delivery', {
      address: `${d.streetNumberAndNameDetails}${d.unit ? ` ${d.unit}` : ''}, ${d.city} ${d.province} ${d.postCode}`,
    });
  }
  if (o.orderMethod === 'EAT_IN') return t('istore_orders_method_eat_in', { store });
  return o.orderMethod === 'PICKUP' ? t('istore_orders_method_pickup', { store }) : '';
}

const Comments = observer(function Comments({ orders, t }: { orders: OrdersStore; t: Translator }) {
  const { session } = useStores();
  const [text, setText] = useState('');
  const o = orders.order!;
  return (
    <View className="co-card" {...a11y({ role: 'region', label: t('istore_orders_comments') })}>
      <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
        {t('istore_orders_comments')}
      </Text>
      {o.comments.length === 0 ? (
        <Text className="co-muted">{t('istore_orders_comments_none')}</Text>
      ) : (
        <View className="order-comments" {...a11y({ role: 'list', label: t('istore_orders_comments') })}>
          {o.comments.map((c, i) => (
            <View key={`${c.createdAt}-${i}`} className="order-comments__item" {...a11y({ role: 'listitem' })}>
              <Text className="order-comments__text">{c.comment}</Text>
              <Text className="co-muted">{when(orders, c.createdAt, session.locale)}</Text>
            </View>
          ))}
        </View>
      )}
      <TextAreaField
        id="order.comment"
        label={t('istore_orders_comment_label')}
        value={text}
        maxLength={500}
        error={orders.commentError ?? undefined}
        onInput={setText}
      />
      <ActionButton
        variant="secondary"
        busy={orders.commenting}
        onPress={() => {
          void orders.addComment(text).then((ok) => ok && setText(''));
        }}
      >
        {t('istore_orders_comment_send')}
      </ActionButton>
    </View>
  );
});

export interface OrderDetailProps {
  orders: OrdersStore;
  t: Translator;
  money: MoneyFormat;
  /** Just placed (…&placed=1): says so above the order. */
  placed: boolean;
  /** Opened through a receipt link (?token=): read only, no cancel, pay or comment. */
  viaLink: boolean;
}

/** One order: state, handover, payment, lines and totals; cancel (or why not), pay now, comments. */
export const OrderDetail = observer(function OrderDetail({ orders, t, money, placed, viaLink }: OrderDetailProps) {
  const root = useStores();
  const { session } = root;
  const [confirming, setConfirming] = useState(false);
  const [buyAgain] = useState(() => new BuyAgainStore(root));
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
  const placedOn = orders.placedAt(o.createdAt);
  const slot = o.timeSlot
    ? `${dayLabel(o.timeSlot.date, session.locale)} ${o.timeSlot.time ? slotLabel(o.timeSlot.time, o.timeSlot.end) : ''}`.trim()
    : '';
  const blocked = cancelBlockKey(o);
  const payFields = { ...o, total: o.totals.total };
  const now = Date.now();
  const payable = canPayNow(payFields, now);
  return (
    <View className="co-layout order-detail">
      <View className="co-layout__main">
        {placed && o.paymentStatus === 'PAID_ONLINE' && (
          <Alert kind="success">{`${t('istore_confirmation_success')} ${t('istore_confirmation_receipt_emailed')}`}</Alert>
        )}
        {placed && o.paymentStatus === 'PAY_AT_STORE' && (
          <Alert kind="success">{t('istore_orders_placed_pay_at_store')}</Alert>
        )}
        {orders.orderError && <Alert kind="error">{orders.orderError}</Alert>}
        {orders.cancelledNow === o.orderID && (
          // the Cancel button is gone: the reading focus goes to what happened
          <Alert kind="success" focusKey={1}>
            {t('istore_orders_cancelled_now')}
          </Alert>
        )}
        <View className="co-card">
          <View className="co-order__head">
            <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
              {t('istore_confirmation_order_id', { orderId: o.orderID })}
            </Text>
            <Text className={`co-badge co-badge--${state.replace('istore_orders_state_', '')}`}>{t(state)}</Text>
          </View>
          <Text className="co-muted">
            {t('istore_orders_placed_on', {
              date: `${dayLabel(placedOn.date, session.locale)} ${placedOn.time}`.trim(),
            })}
          </Text>
          {[
            methodLine(o, t),
            slot,
            o.contact ? `${personName(o.contact.firstName, o.contact.lastName)} · ${o.contact.email}` : '',
            o.contact?.tableNumber ? t('istore_checkout_table_n', { table: o.contact.tableNumber }) : '',
          ]
            .filter(Boolean)
            .map((line) => (
              <Text key={String(line)} className="co-review__line">
                {line}
              </Text>
            ))}
          <Text className="co-review__line">
            {o.paidAt
              ? // the method the shopper chose, in their words (never the processor's name)
                t('istore_orders_paid_with', { channel: paidWith(o, t), date: when(orders, o.paidAt, session.locale) })
              : t('istore_orders_payment_status', { status: t(state) })}
          </Text>
          {o.customerComment && (
            <Text className="co-review__line">{t('istore_orders_your_note', { note: o.customerComment })}</Text>
          )}
          {viaLink || orders.cancelledNow === o.orderID ? null : blocked === null ? (
            <ActionButton variant="danger" busy={orders.cancelling} onPress={() => setConfirming(true)}>
              {t('istore_orders_cancel')}
            </ActionButton>
          ) : (
            <Text className="co-muted order-detail__why">{t(blocked)}</Text>
          )}
          <Dialog
            open={confirming}
            title={t('istore_orders_cancel_title', { orderId: o.orderID })}
            onClose={() => setConfirming(false)}
            closeLabel={t('istore_common_close')}
            footer={
              <>
                <ActionButton variant="secondary" onPress={() => setConfirming(false)}>
                  {t('istore_orders_cancel_keep')}
                </ActionButton>
                <ActionButton
                  variant="danger"
                  busy={orders.cancelling}
                  onPress={() => {
                    setConfirming(false);
                    void orders.cancel();
                  }}
                >
                  {t('istore_orders_cancel_confirm')}
                </ActionButton>
              </>
            }
          >
            <Text>{t('istore_orders_cancel_text')}</Text>
          </Dialog>
        </View>
        {!viaLink && <CampaignGroupStatus orderID={o.orderID} />}
        {payTimeOver(payFields, now) && (
          <Alert kind="info">{t(o.timeSlot ? 'istore_orders_pay_expired_slot' : 'istore_orders_pay_expired')}</Alert>
        )}
        {payable && !viaLink && <PayNow order={o} t={t} amount={money(o.totals.total, o.totals.currency)} />}
        <OrderAfterSales order={o} t={t} viaLink={viaLink} token={orders.orderToken ?? undefined} />
        {!viaLink && <Comments orders={orders} t={t} />}
      </View>
      <View className="co-layout__aside">
        <Receipt
          order={o}
          t={t}
          locale={session.locale}
          money={money}
          display={displayCurrency(session, o.totals.currency)}
        />
        <BuyAgainButton order={o} store={buyAgain} t={t} />
        <BuyAgainDialog store={buyAgain} t={t} money={money} />
        <AppLink href="/user/orders" className="action-button action-button--quiet action-button--block">
          {t('istore_orders_all')}
        </AppLink>
      </View>
    </View>
  );
});
