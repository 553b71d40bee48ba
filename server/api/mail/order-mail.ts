/**
 * An order's mails at checkout (the receipt, the pay-at-store hold) in the language the order was
 * placed in (orders.locale), whenever they are sent. Amounts as everywhere in the server
 * (moneyText); times in UTC, as the hold's limits are kept.
 */
import type { Locale, OrderLine } from '../../../types/api';
import { moneyText } from '../models/checkout-config';
import type { OrderDetails, OrderRow } from '../models/order-row';
import type { MailText } from '../models/outbox';

const METHOD_NAMES: Record<string, Record<Locale, string>> = {
  WECHATPAY: { en: 'WeChat Pay', zh: '微信支付' },
  ALIPAY: { en: 'Alipay', zh: '支付宝' },
  UNIONPAY: { en: 'UnionPay', zh: '银联' },
  CARD: { en: 'Card', zh: '银行卡' },
};

/** The receipt's words, per language; amounts and places are filled in by receiptText. */
const WORDS = {
  en: {
    thanks: (id: number) => `Thank you for your order ${id}.`,
    options: (o: string) => ` (${o})`,
    subtotal: 'Subtotal',
    discount: (code: string | null | undefined) => `Discount${code ? ` (${code})` : ''}`,
    delivery: 'Delivery',
    tip: 'Tip',
    storeCredit: 'Store credit',
    taxOn: (base: string) => `Tax on ${base}`,
    total: (atStore: boolean, amount: string, c: string) =>
      `${atStore ? 'To pay at the store' : 'Total charged'}  ${amount} (${c})`,
    paidWith: 'Paid with',
    online: 'Online payment',
    deliveryTo: (address: string, when: string) => `Delivery to ${address}${when ? `, ${when}` : ''}`,
    place: (eatIn: boolean, name: string, when: string) =>
      `${eatIn ? 'Eat in at' : 'Pick up at'} ${name}${when ? `, ${when}` : ''}`,
    link: (link: string | null) =>
      link ? `Your order, any time: ${link}` : 'Your order, any time: sign in to the store and open My Orders.',
  },
  zh: {
    thanks: (id: number) => `感谢您的订购，订单号 ${id}。`,
    options: (o: string) => `（${o}）`,
    subtotal: '小计',
    discount: (code: string | null | undefined) => `优惠${code ? `（${code}）` : ''}`,
    delivery: '配送费',
    tip: '小费',
    storeCredit: '店铺余额',
    taxOn: (base: string) => `税（按 ${base} 计）`,
    total: (atStore: boolean, amount: string, c: string) => `${atStore ? '到店支付' : '实付合计'}  ${amount}（${c}）`,
    paidWith: '支付方式',
    online: '在线支付',
    deliveryTo: (address: string, when: string) => `配送至 ${address}${when ? `，${when}` : ''}`,
    place: (eatIn: boolean, name: string, when: string) =>
      `${eatIn ? '堂食' : '到店自取'}：${name}${when ? `，${when}` : ''}`,
    link: (link: string | null) =>
      link ? `随时查看您的订单：${link}` : '随时查看您的订单：请登录本店并打开“我的订单”。',
  },
};

/** A line's product name in a language (the name it was ordered under when that language has none). */
export const lineName = (l: OrderLine, locale: Locale) => (locale === 'zh' && l.nameContent?.zh) || l.name;

/** The option values as the order keeps them (`size:small|colour:white` → `small, white`). */
const rawOptions = (l: OrderLine) =>
  l.optionPair
    .split('|')
    .map((p) => p.split(':').pop())
    .join(', ');

export function receiptSubject(row: OrderRow): string {
  return row.locale === 'zh' ? `订单 ${row.id} 的收据` : `Your receipt for order ${row.id}`;
}

/**
 * The receipt as plain text: lines, every amount, how it was paid, pickup or delivery.
 * `options`: a line's option values in the order's language (the values as kept, without).
 */
export function receiptText(
  row: OrderRow,
  d: OrderDetails,
  link: string | null,
  locationName: string | null,
  options: (l: OrderLine) => string = rawOptions,
): string {
  const locale = row.locale === 'zh' ? 'zh' : 'en';
  const w = WORDS[locale];
  const c = row.currency;
  const m = (n: number) => moneyText(n, c);
  const out: string[] = [w.thanks(row.id), ''];
  for (const l of d.lines ?? []) {
    const opts = l.optionPair ? w.options(options(l)) : '';
    out.push(`${l.quantity} × ${lineName(l, locale)}${opts}  ${m(l.lineTotal)}`);
  }
  out.push('', `${w.subtotal}  ${m(row.subtotal)}`);
  if (row.discount > 0) out.push(`${w.discount(d.couponCode)}  -${m(row.discount)}`);
  if (d.orderMethod === 'DELIVERY') out.push(`${w.delivery}  ${m(row.delivery_fee)}`);
  if (row.tips > 0) out.push(`${w.tip}  ${m(row.tips)}`);
  if (row.store_credit > 0) out.push(`${w.storeCredit}  -${m(row.store_credit)}`);
  out.push(`${w.taxOn(m(row.subtotal - row.discount + row.delivery_fee))}  ${m(row.tax)}`);
  const atStore = row.payment_status === 'PAY_AT_STORE';
  out.push(w.total(atStore, m(row.total), c));
  if (!atStore) {
    const method =
      row.payment_channel === 'storeCredit'
        ? w.storeCredit
        : (METHOD_NAMES[row.payment_method ?? '']?.[locale] ?? w.online);
    out.push(`${w.paidWith}  ${method}`);
  }
  out.push('');
  const when = d.timeSlot
    ? `${d.timeSlot.date}${d.timeSlot.time ? ` ${d.timeSlot.time}${d.timeSlot.end ? `–${d.timeSlot.end}` : ''}` : ''}`
    : '';
  if (d.orderMethod === 'DELIVERY' && d.delivery) {
    const a = d.delivery;
    out.push(w.deliveryTo(`${a.streetNumberAndNameDetails}, ${a.city} ${a.province} ${a.postCode}`, when));
  } else if (locationName) {
    out.push(w.place(d.orderMethod === 'EAT_IN', locationName, when));
  }
  // a mail is read outside the store: a path alone opens nothing, so without the store's address
  // the shopper is told where to look instead
  out.push('', w.link(link));
  return out.join('\n');
}

const utc = (iso: string) => `${iso.replace('T', ' ').slice(0, 16)} UTC`;

/** A pay-at-store order's hold: until when, and the link that keeps it longer when the email is not confirmed yet. */
export function holdMail(
  locale: Locale,
  m: { orderId: number; lines: OrderLine[]; expiresAt: string; confirmedExpiresAt: string; link?: string },
): MailText {
  const items = m.lines.map((l) => `${l.quantity} × ${lineName(l, locale)}`).join('\n');
  const until = utc(m.expiresAt);
  if (locale === 'zh') {
    const when = m.link
      ? `您的商品保留至 ${until}。如需保留至 ${utc(m.confirmedExpiresAt)}，请打开此链接确认此电子邮箱：\n${m.link}\n\n请在取货时付款；超过该时间，订单将被取消。`
      : `您的商品保留至 ${until}。请在取货时付款；超过该时间，订单将被取消。`;
    return { subject: `订单 #${m.orderId}：已为您保留，请到店付款`, text: `${when}\n\n${items}` };
  }
  const when = m.link
    ? `Your items are held until ${until}. To keep them until ${utc(m.confirmedExpiresAt)}, confirm this email address by opening this link:\n${m.link}\n\nPay when you pick them up; after that time the order is cancelled.`
    : `Your items are held until ${until}. Pay when you pick them up; after that time the order is cancelled.`;
  return { subject: `Order #${m.orderId}: held for you to pay at the store`, text: `${when}\n\n${items}` };
}
