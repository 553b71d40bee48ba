/**
 * Stock holds: a pay-at-store order takes its items from stock with no payment, so the hold is
 * bounded (checkout settings `payAtStoreHold`): at most `maxQuantity` items held at once for one
 * contact email or shopper, for `minutes`, with a contact the store can reach (mailed the hold)
 * or a signed-in shopper, as the store configures. Cancelling the order or the hold running out
 * gives the items back, exactly once: `held_quantity` is set to 0 in the same statement that
 * decides who returns the stock.
 */
import { releaseCouponUse } from './coupons';
import type { Db } from '../db';
import type { OrderLine } from '../../../types/api';
import { ApiError } from '../http/errors';
import { returnStock } from './inventory';
import { sendMail } from './outbox';
import type { PayAtStoreHold } from '../seed/checkout';

export interface HoldRequest {
  userId: string | null;
  email: string | null;
  phone: string | null;
  /** When the chosen pickup time ends, as an ISO instant (null when the slot has no time). */
  pickupEndsAt: string | null;
  lines: OrderLine[];
}

const itemCount = (lines: OrderLine[]) => lines.reduce((s, l) => s + l.quantity, 0);

function heldFor(db: Db, userId: string | null, email: string | null): number {
  const row = db
    .prepare<[string | null, string | null, string | null, string | null], { n: number | null }>(
      `SELECT SUM(held_quantity) AS n FROM orders
       WHERE held_quantity > 0 AND ((? IS NOT NULL AND user_id = ?) OR (? IS NOT NULL AND hold_email = ?))`,
    )
    .get(userId, userId, email, email);
  return row?.n ?? 0;
}

/** Throws the shopper's reason when this hold is not allowed; else its expiry (ISO). */
export function checkHold(db: Db, rule: PayAtStoreHold, req: HoldRequest, now = new Date()): string {
  if (rule.requires === 'sign-in' && !req.userId) {
    throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to pay at the store', 'payAtStore');
  }
  if (!req.email || !req.phone) {
    throw new ApiError(422, 'VALIDATION', 'Give an email and a phone number so the store can reach you', 'contact');
  }
  const email = req.email.toLowerCase();
  if (itemCount(req.lines) + heldFor(db, req.userId, email) > rule.maxQuantity) {
    throw new ApiError(
      422,
      'VALIDATION',
      `At most ${rule.maxQuantity} items can be held to pay at the store; pay online for more`,
      'payAtStore',
    );
  }
  const expiresAt = new Date(now.getTime() + rule.minutes * 60_000).toISOString();
  if (req.pickupEndsAt && Date.parse(req.pickupEndsAt) > Date.parse(expiresAt)) {
    throw new ApiError(
      422,
      'VALIDATION',
      `To pay at the store, choose a pickup time within ${durationText(rule.minutes)}`,
      'payAtStore',
    );
  }
  return expiresAt;
}

function durationText(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
}

/** Records the hold on a new order (its stock already taken) and mails the contact. */
export function recordHold(db: Db, orderId: number, req: HoldRequest, expiresAt: string): void {
  const email = req.email!.toLowerCase();
  db.prepare('UPDATE orders SET held_quantity = ?, hold_email = ?, hold_expires_at = ? WHERE id = ?').run(
    itemCount(req.lines),
    email,
    expiresAt,
    orderId,
  );
  const items = req.lines.map((l) => `${l.quantity} × ${l.name}`).join('\n');
  sendMail(db, {
    to: email,
    subject: `Order #${orderId}: held for you to pay at the store`,
    text: `Your items are held until ${expiresAt.replace('T', ' ').slice(0, 16)} UTC. Pay when you pick them up; after that time the order is cancelled.\n\n${items}`,
  });
}

/** Gives a held order's items back to stock; false when nothing was held (or already returned). */
export function releaseHold(db: Db, orderId: number): boolean {
  return db.transaction(() => {
    const row = db
      .prepare<[number], { held_quantity: number; details: string }>(
        'SELECT held_quantity, details FROM orders WHERE id = ?',
      )
      .get(orderId);
    if (!row || row.held_quantity <= 0) return false;
    const claimed = db.prepare('UPDATE orders SET held_quantity = 0 WHERE id = ? AND held_quantity > 0').run(orderId);
    if (claimed.changes !== 1) return false;
    releaseCouponUse(db, orderId); // the unpaid order no longer holds its coupon either
    const lines = (JSON.parse(row.details) as { lines?: OrderLine[] }).lines ?? [];
    for (const l of lines) returnStock(db, l.productId, l.optionPair, l.quantity);
    return true;
  })();
}

/** Cancels the pay-at-store orders whose hold ran out and returns their stock; how many. */
export function releaseExpiredHolds(db: Db, now = new Date()): number {
  const due = db
    .prepare<[string], { id: number }>('SELECT id FROM orders WHERE held_quantity > 0 AND hold_expires_at <= ?')
    .all(now.toISOString());
  let released = 0;
  for (const { id } of due) {
    db.transaction(() => {
      if (!releaseHold(db, id)) return;
      db.prepare("UPDATE orders SET status = 'CANCELLED', updated_at = ? WHERE id = ? AND status = 'NEW'").run(
        now.toISOString(),
        id,
      );
      released++;
    })();
  }
  return released;
}
