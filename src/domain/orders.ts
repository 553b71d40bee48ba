/**
 * The shopper's orders (/user/orders, spec 4 and 7.3): which tab an order belongs to, whether it
 * can still be cancelled or paid and why not, a comment's limits, and merging pages so an order
 * fetched twice is shown once.
 */

/** Tabs of the list: every order, then one per state (the server's orders/list `state`). */
export const ORDER_TABS = ['all', 'unpaid', 'paid', 'cancelled', 'failed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export interface OrderStateFields {
  status: string;
  paymentStatus: string;
}

/** The tab an order shows under (besides All); null for a state the app does not know. */
export function orderTabOf(o: OrderStateFields): Exclude<OrderTab, 'all'> | null {
  if (o.status === 'CANCELLED') return 'cancelled';
  if (o.status === 'FAILED') return 'failed';
  if (o.status === 'INTERIM' && o.paymentStatus === 'NOT_PAID') return 'unpaid';
  if (o.status === 'NEW') return 'paid';
  return null;
}

/** Message key of the order's state, shown as its badge. */
export function orderStateKey(o: OrderStateFields): string {
  if (o.status === 'CANCELLED') return 'istore_orders_state_cancelled';
  if (o.status === 'INTERIM' && o.paymentStatus === 'NOT_PAID') return 'istore_orders_state_awaiting';
  if (o.status === 'NEW' && o.paymentStatus === 'PAID_ONLINE') return 'istore_orders_state_paid';
  if (o.paymentStatus === 'PAY_AT_STORE') return 'istore_orders_state_pay_at_store';
  if (o.status === 'FAILED') return 'istore_orders_state_failed';
  return 'istore_orders_state_other';
}

/**
 * Null when the order can be cancelled (unpaid, or to be paid at the store, as the server
 * allows); otherwise the message key saying why not.
 */
export function cancelBlockKey(o: OrderStateFields): string | null {
  if (o.status === 'CANCELLED') return 'istore_orders_cancel_no_cancelled';
  if (o.paymentStatus === 'PAY_AT_STORE' && o.status === 'NEW') return null;
  if (o.status === 'INTERIM' && o.paymentStatus === 'NOT_PAID') return null;
  if (o.paymentStatus === 'PAID_ONLINE') return 'istore_orders_cancel_no_paid';
  if (o.status === 'FAILED') return 'istore_orders_cancel_no_failed';
  return 'istore_orders_cancel_no_other';
}

export interface PayNowFields extends OrderStateFields {
  total: number;
  /**
   * Until when (ms) the store takes a payment for it: its time to pay, or the end of its pickup
   * or delivery slot if sooner; the server cancels it then. Null or absent: the server does not say.
   */
  payableUntil?: number | null;
}

const awaitingPayment = (o: PayNowFields) => o.status === 'INTERIM' && o.paymentStatus === 'NOT_PAID' && o.total > 0;

/** Pay now: an order still waiting for an online payment, with something left to pay, within its time to pay. */
export function canPayNow(o: PayNowFields, now: number): boolean {
  return awaitingPayment(o) && (o.payableUntil == null || now < o.payableUntil);
}

/** An order that was waiting for payment and whose time to pay (or slot) has passed: it is no longer offered. */
export function payTimeOver(o: PayNowFields, now: number): boolean {
  return awaitingPayment(o) && o.payableUntil != null && now >= o.payableUntil;
}

export const COMMENT_MAX = 500;
export const COMMENTS_MAX = 20;

/** Null when the comment can be sent, else the message key (with its parameters). */
export function commentError(text: string, existing: number): { key: string; params?: Record<string, number> } | null {
  const t = text.trim();
  if (!t) return { key: 'istore_orders_comment_required' };
  if (t.length > COMMENT_MAX) return { key: 'istore_checkout_err_too_long', params: { max: COMMENT_MAX } };
  if (existing >= COMMENTS_MAX) return { key: 'istore_orders_comment_full', params: { max: COMMENTS_MAX } };
  return null;
}

/** `next` appended to `shown`, leaving out any item already there (a page fetched twice). */
export function mergeUnique<T>(shown: readonly T[], next: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set(shown.map(keyOf));
  const out = [...shown];
  for (const item of next) {
    const k = keyOf(item);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(item);
    }
  }
  return out;
}
