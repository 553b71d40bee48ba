/**
 * What happens to an order sets off elsewhere: each change of its row (the order progress
 * extension records it), and its payment: a bought membership starts, the shopper's coupon of the
 * order's code is spent, the order counts for the buyer's referrer, the receipt is mailed and the
 * campaigns area files the order in its group. Each grant is recorded per order, so a refund
 * reverses exactly it (./refunds.ts). ./orders.ts calls in here; nothing here imports it back.
 */
import type { Db } from '../db';
import type { OrderEventKind } from '../../../types/after-sales';
import { couponShopperKey, markCouponUsed } from './coupons';
import { grantMembershipIfBought } from './membership';
import { details, type OrderRow } from './order-row';
import { sendReceipt } from './receipts';
import { attributeOrder } from './referrals';
import { getLocation } from './store';

/**
 * Run after every change of an order row, with the columns changed; the order progress extension
 * (./order-timeline.ts) records status changes here.
 */
export const orderUpdateHooks: ((db: Db, id: number, patch: Partial<Omit<OrderRow, 'id'>>) => void)[] = [];

/** An order row changed (outside ./orders.ts updateOrder, which calls this too): run the hooks. */
export function orderUpdated(db: Db, id: number, patch: Partial<Omit<OrderRow, 'id'>>): void {
  for (const hook of orderUpdateHooks) hook(db, id, patch);
}

/**
 * Run after a step of the order's progress is recorded (ready for pickup, out for delivery, ...:
 * ./order-timeline.ts recordEvent); the WeChat subscribe messages (./wechat-messages.ts) send here.
 */
export const orderEventHooks: ((db: Db, orderId: number, kind: OrderEventKind) => void)[] = [];

/**
 * Run inside the transaction that marks an order paid, with the paid row. The campaigns area
 * (./campaign-groups.ts) adds the order to its group here.
 */
export const orderPaidHooks: ((db: Db, row: OrderRow) => void)[] = [];

const readRow = (db: Db, id: number) => db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?').get(id);

/** The order has just been marked paid (inside the same transaction). */
export function orderPaid(db: Db, id: number, paidAt: string): void {
  const row = readRow(db, id);
  if (!row) return;
  const d = details(row);
  grantMembershipIfBought(db, row.user_id, d.lines ?? [], new Date(paidAt), row.id);
  markCouponUsed(db, row.user_id, d.couponCode, row.id, couponShopperKey(row.user_id, d.contact?.email));
  attributeOrder(db, row.user_id, row.id, row.total + row.store_credit, row.currency, paidAt);
  mailReceipt(db, id);
  for (const hook of orderPaidHooks) hook(db, readRow(db, id)!);
}

/** The receipt of a confirmed order (paid, or placed to pay at the store), with its store's name. */
export function mailReceipt(db: Db, id: number): void {
  const row = readRow(db, id);
  if (!row) return;
  const locationId = details(row).locationId;
  sendReceipt(db, row, locationId ? (getLocation(db, locationId, row.locale)?.localStoreName ?? null) : null);
}
