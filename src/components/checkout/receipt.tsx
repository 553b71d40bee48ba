import { Text, View } from '@tarojs/components';
import type { Locale } from '@api-types';
import { dayLabel, slotLabel } from '@/domain/slots';
import { methodLabelKey } from '@/domain/paymentMethods';
import { a11y } from '@/platform/a11y';
import '@/i18n/checkout';
import type { Translator } from '@/i18n/translator';
import type { OrderModel } from '@/services/orders';
import { LineItem } from './line-item';
import type { DisplayCurrency, MoneyFormat } from './money';
import { Totals } from './totals';
import './checkout.scss';
import '@/i18n/checkout-account';

export interface ReceiptProps {
  order: OrderModel;
  t: Translator;
  locale: Locale;
  money: MoneyFormat;
  display: DisplayCurrency | null;
}

/** How the order was (or will be) paid, in the shopper's words. */
export function paidWith(o: OrderModel, t: Translator): string {
  if (o.paymentStatus === 'PAY_AT_STORE') return t('istore_payment_pay_at_store');
  if (o.paymentChannel === 'storeCredit') return t('istore_method_store_credit');
  return t(methodLabelKey(o.paymentMethod ?? ''));
}

/** Pickup, eat-in or delivery: where and when, one line each. */
export function fulfilment(o: OrderModel, t: Translator, locale: Locale): string[] {
  const when = o.timeSlot
    ? `${dayLabel(o.timeSlot.date, locale)} ${o.timeSlot.time ? slotLabel(o.timeSlot.time, o.timeSlot.end) : ''}`.trim()
    : '';
  const lines: string[] = [];
  if (o.orderMethod === 'DELIVERY' && o.delivery) {
    const d = o.delivery;
    lines.push(
      t('istore_receipt_delivery_to', {
        address: `${d.streetNumberAndNameDetails}${d.unit ? ` ${d.unit}` : ''}, ${d.city} ${d.province} ${d.postCode}`,
      }),
    );
  } else if (o.location) {
    const a = o.location.address;
    const place = [o.location.localStoreName, a?.streetNumberAndNameDetails, a?.city].filter(Boolean).join(', ');
    lines.push(t(o.orderMethod === 'EAT_IN' ? 'istore_receipt_eat_in_at' : 'istore_receipt_pickup_at', { place }));
  }
  if (when) lines.push(when);
  if (o.contact?.tableNumber) lines.push(t('istore_checkout_table_n', { table: o.contact.tableNumber }));
  return lines;
}

/** The receipt of an order: its lines, the one summary, how it is paid, pickup or delivery. */
export function Receipt({ order: o, t, locale, money, display }: ReceiptProps) {
  const charge = o.paymentStatus === 'PAID_ONLINE' ? 'paid' : o.paymentStatus === 'PAY_AT_STORE' ? 'atStore' : 'will';
  return (
    <View className="co-card co-receipt" data-testid="receipt">
      <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
        {t('istore_receipt_title')}
      </Text>
      <View className="co-review">
        {fulfilment(o, t, locale).map((line) => (
          <Text key={line} className="co-review__line">
            {line}
          </Text>
        ))}
        <Text className="co-review__line" data-testid="paid-with">
          {t('istore_receipt_paid_with', { method: paidWith(o, t) })}
        </Text>
      </View>
      <View className="co-lines co-lines--compact" {...a11y({ role: 'list', label: t('istore_orders_items') })}>
        {o.lines.map((line) => (
          <LineItem key={line.lineId} line={line} currency={o.totals.currency} money={money} t={t} />
        ))}
      </View>
      <Totals
        totals={o.totals}
        method={o.orderMethod}
        tipChosen
        t={t}
        locale={locale}
        display={display}
        charge={charge}
      />
    </View>
  );
}
