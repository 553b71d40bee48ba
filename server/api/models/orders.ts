/**
 * Orders: owned by a signed-in shopper (user_id) or by a guest session (owner_key
 * 'guest:<key>', the key kept in the session). A payment decision may be due later (the
 * sandbox delay): reads settle it lazily, so no timer is needed and a restart loses nothing.
 */
import crypto from 'node:crypto';
import type { Db } from '../db';
import { parseJson } from '../db';
import type { Session } from '../http/session';
import type { Locale, Order, OrderComment, OrderLine, OrderState, OrderStateFilter } from '../../../types/api';
import { ORDER_STATES } from '../../../types/user';
import { readState, writeState } from './checkout';
import { checkoutSettings } from './checkout-config';
import { payableUntil } from './unpaid-orders';
import { removeOrderedItems } from './cart';
import { creditBalance, spendCredit } from './credit';
import { orderPaid, orderUpdated } from './order-events';
import { details, type Decision, type OrderRow } from './order-row';
import { couponShopperKey, couponUseRefusal } from './coupons';
import { recordPaymentRefund } from './refunds';
import { REFUND_REASONS } from '../mail/refund-mail';
import { translateMessage } from '../http/messages-zh';
import { takeStock } from './products';
import { getLocation } from './store';

// The row's shape lives in ./order-row.ts; the routes and models keep reading it from here.
export { details, type Decision, type OrderDetails, type OrderRow } from './order-row';

// ---- Owners --------------------------------------------------------------------------------

export const GUEST_SESSION_KEY = 'guestKey';

export interface Owner {
  userId: string | null;
  guestKey: string | null;
}

export function ownerOf(session: Session): Owner {
  return { userId: session.userId, guestKey: session.get<string>(GUEST_SESSION_KEY) ?? null };
}

/** The key new orders are filed under (creates the guest key when needed). */
export function ownerKeyForWrite(session: Session): string {
  if (session.userId) return `user:${session.userId}`;
  return `guest:${session.ensure(GUEST_SESSION_KEY, () => crypto.randomBytes(16).toString('base64url'))}`;
}

/** The key orders of this session would be filed under, without writing; null when none. */
export function ownerKeyForRead(owner: Owner): string | null {
  if (owner.userId) return `user:${owner.userId}`;
  return owner.guestKey ? `guest:${owner.guestKey}` : null;
}

const OWNED = '((? IS NOT NULL AND user_id = ?) OR owner_key = ?)';
// A signed-in shopper sees their account's orders only: the browser's guest orders are not theirs
// unless placed with the account's own (confirmed) email, which signing in adopts.
const ownedParams = (o: Owner) => [o.userId, o.userId, !o.userId && o.guestKey ? `guest:${o.guestKey}` : null] as const;

// ---- Reads ---------------------------------------------------------------------------------

/** An order this session may see, settled; undefined for a bad id or someone else's order. */
export function findOwnedOrder(db: Db, owner: Owner, orderID: string): OrderRow | undefined {
  if (!/^\d{1,15}$/.test(orderID)) return undefined;
  const row = db
    .prepare<unknown[], OrderRow>(`SELECT * FROM orders WHERE id = ? AND ${OWNED}`)
    .get(Number(orderID), ...ownedParams(owner));
  return row ? settle(db, row) : undefined;
}

export function findOrderById(db: Db, id: number): OrderRow | undefined {
  const row = db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?').get(id);
  return row ? settle(db, row) : undefined;
}

export function findByIdempotencyKey(db: Db, ownerKey: string, key: string): OrderRow | undefined {
  const row = db
    .prepare<[string, string], OrderRow>('SELECT * FROM orders WHERE owner_key = ? AND idempotency_key = ?')
    .get(ownerKey, key);
  return row ? settle(db, row) : undefined;
}

export function findUnpaidForCart(db: Db, ownerKey: string, cartId: string, fingerprint: string): OrderRow | undefined {
  const row = db
    .prepare<[string, string, string], OrderRow>(
      `SELECT * FROM orders WHERE owner_key = ? AND cart_id = ? AND cart_fingerprint = ?
         AND status = 'INTERIM' AND payment_status = 'NOT_PAID' AND pending_decision IS NULL
       ORDER BY id DESC LIMIT 1`,
    )
    .get(ownerKey, cartId, fingerprint);
  return row ? settle(db, row) : undefined;
}

/** SQL of each tab of /user/orders (types/user.ts ORDER_STATES). */
const STATE_SQL: Record<OrderStateFilter, string> = {
  all: '1 = 1',
  unpaid: "status = 'INTERIM' AND payment_status = 'NOT_PAID'",
  paid: "status = 'NEW'",
  cancelled: "status = 'CANCELLED'",
  failed: "status = 'FAILED'",
};

export function listOwned(
  db: Db,
  owner: Owner,
  start: number,
  count: number,
  state: OrderStateFilter = 'all',
): { rows: OrderRow[]; total: number } {
  const params = ownedParams(owner);
  // settle first: a payment decision that has come due moves an order between tabs
  db.prepare<unknown[], OrderRow>(`SELECT * FROM orders WHERE ${OWNED} AND pending_decision IS NOT NULL`)
    .all(...params)
    .forEach((r) => settle(db, r));
  const rows = db
    .prepare<unknown[], OrderRow>(
      `SELECT * FROM orders WHERE ${OWNED} AND ${STATE_SQL[state]} ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, count, start)
    .map((r) => settle(db, r));
  return { rows, total: countOwned(db, owner, state) };
}

export function countOwned(db: Db, owner: Owner, state: OrderStateFilter = 'all'): number {
  return (
    db
      .prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM orders WHERE ${OWNED} AND ${STATE_SQL[state]}`)
      .get(...ownedParams(owner)) ?? { n: 0 }
  ).n;
}

export function countOwnedByState(db: Db, owner: Owner): Record<OrderState, number> {
  return Object.fromEntries(ORDER_STATES.map((s) => [s, countOwned(db, owner, s)])) as Record<OrderState, number>;
}

export function toOrder(db: Db, row: OrderRow, locale: Locale): Order {
  const d = details(row);
  return {
    orderID: String(row.id),
    status: row.status,
    paymentStatus: row.payment_status,
    paymentChannel: row.payment_channel,
    paymentMethod: row.payment_method,
    customerID: row.user_id,
    orderMethod: d.orderMethod,
    location: d.locationId ? (getLocation(db, d.locationId, locale) ?? null) : null,
    timeSlot: d.timeSlot,
    contact: d.contact,
    delivery: d.delivery,
    billingAddress: d.billingAddress,
    couponCode: d.couponCode,
    customerComment: d.customerComment,
    comments: parseJson<OrderComment[]>(row.comments, []),
    itemCount: d.lines.reduce((s, l) => s + l.quantity, 0),
    lineItems: d.lines,
    currency: row.currency,
    subtotal: row.subtotal,
    discount: row.discount,
    deliveryFee: row.delivery_fee,
    tax: row.tax,
    tips: row.tips,
    storeCredit: row.store_credit,
    total: row.total,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    paidAt: row.paid_at,
    payableUntil: payableUntil(row, checkoutSettings(db)),
  };
}

export const isUnpaid = (row: OrderRow) => row.status === 'INTERIM' && row.payment_status === 'NOT_PAID';

// ---- Writes --------------------------------------------------------------------------------

export function updateOrder(db: Db, id: number, patch: Partial<Omit<OrderRow, 'id'>>): void {
  const keys = Object.keys(patch) as (keyof typeof patch)[];
  const sets = [...keys.map((k) => `${k} = @${k}`), 'updated_at = @updated_at'].join(', ');
  db.prepare(`UPDATE orders SET ${sets} WHERE id = @id`).run({ ...patch, updated_at: new Date().toISOString(), id });
  orderUpdated(db, id, patch);
}

/**
 * Records a payment decision: applied now (delay 0) or at now + delay. An approval spends the
 * applied store credit and takes the ordered items out of the cart; without enough credit left
 * the payment fails.
 */
export function decide(db: Db, row: OrderRow, decision: Decision, delayMs: number): void {
  if (!isUnpaid(row) || row.pending_decision) return;
  if (delayMs > 0) {
    updateOrder(db, row.id, { pending_decision: decision, decide_at: new Date(Date.now() + delayMs).toISOString() });
    return;
  }
  applyDecision(db, row.id, decision);
}

function applyDecision(db: Db, id: number, decision: Decision): void {
  db.transaction(() => {
    const row = db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?').get(id);
    if (!row || !isUnpaid(row)) return;
    const clear = { pending_decision: null, decide_at: null };
    const creditShort = row.store_credit > 0 && (!row.user_id || creditBalance(db, row.user_id) < row.store_credit);
    if (decision === 'decline' || creditShort) {
      updateOrder(db, row.id, { ...clear, status: 'FAILED', payment_status: 'FAILED' });
      return;
    }
    const d = details(row);
    const couponRefused =
      d.couponCode && couponUseRefusal(db, d.couponCode, couponShopperKey(row.user_id, d.contact?.email), row.id);
    if (couponRefused) {
      // the coupon's last use went to another order meanwhile (two orders paid at once)
      if (row.total > 0 && row.payment_channel !== 'storeCredit')
        recordPaymentRefund(db, row.id, {
          kind: 'PAYMENT_REFUSED',
          // the checkout's own words, in Chinese as a zh page shows them
          reason: { en: couponRefused, zh: translateMessage(couponRefused) },
          amount: row.total,
          email: d.contact?.email,
        });
      updateOrder(db, row.id, {
        ...clear,
        status: 'FAILED',
        payment_status: 'FAILED',
        details: JSON.stringify({ ...d, paymentError: couponRefused }),
      });
      return;
    }
    if (!takeOrderStock(db, details(row).lines)) {
      // the channel took the money: it goes back, on the record
      if (row.total > 0 && row.payment_channel !== 'storeCredit')
        recordPaymentRefund(db, row.id, {
          kind: 'PAYMENT_REFUSED',
          reason: REFUND_REASONS.soldOut,
          amount: row.total,
          email: details(row).contact?.email,
        });
      updateOrder(db, row.id, {
        ...clear,
        status: 'FAILED',
        payment_status: 'FAILED',
        details: JSON.stringify({ ...details(row), paymentError: 'Sold out before the payment completed' }),
      });
      return;
    }
    if (row.store_credit > 0 && row.user_id) spendCredit(db, row.user_id, row.store_credit, row.id);
    const paidAt = new Date().toISOString();
    updateOrder(db, row.id, { ...clear, status: 'NEW', payment_status: 'PAID_ONLINE', paid_at: paidAt });
    emptyCartAfterOrder(db, row);
    orderPaid(db, row.id, paidAt);
  })();
}

class StockShort extends Error {}

/** Takes every line's quantity from stock, or nothing (false) when any is short. */
export function takeOrderStock(db: Db, lines: OrderLine[]): boolean {
  try {
    db.transaction(() => {
      for (const l of lines) if (!takeStock(db, l.productId, l.optionPair, l.quantity)) throw new StockShort();
    })();
    return true;
  } catch (e) {
    if (e instanceof StockShort) return false;
    throw e;
  }
}

/** After a successful (or pay-at-store) order: ordered items leave the cart, per-order choices reset. */
export function emptyCartAfterOrder(db: Db, row: OrderRow): void {
  if (!row.cart_id) return;
  const cart = db
    .prepare<[string], { id: string; checkout: string }>('SELECT id, checkout FROM carts WHERE id = ?')
    .get(row.cart_id);
  if (!cart) return;
  removeOrderedItems(db, cart.id, details(row).lines);
  const state = readState({ ...cart, user_id: null, created_at: '', updated_at: '' });
  writeState(db, cart.id, {
    ...state,
    couponCode: undefined,
    tips: undefined,
    storeCredit: undefined,
    comment: undefined,
  });
}

/** Applies a decision whose time has come; returns the current row. */
export function settle(db: Db, row: OrderRow): OrderRow {
  if (!row.pending_decision || !row.decide_at || Date.parse(row.decide_at) > Date.now()) return row;
  applyDecision(db, row.id, row.pending_decision);
  return db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?').get(row.id)!;
}
