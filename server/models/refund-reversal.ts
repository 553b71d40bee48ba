/**
 * What a refund takes back from what the payment granted (issue 27: "every refund reverses what
 * the payment granted"), in one function so every refund path calls the same thing:
 * - stock: returned items go back on sale;
 * - membership: a returned membership product shortens the membership by what it added;
 * - on a full refund only: the coupon the order used can be used again, and the referrer's reward
 *   for the order is taken back from their store credit (and the order no longer counts for them).
 * Each reversal leaves an entry in `refund_reversals` (the order's refund history).
 * Run inside the refund's transaction.
 */
import type { Db } from '../db';
import { hasTable } from '../db';
import type { OrderLine } from '../../types/api';
import { MEMBERSHIP_DAYS, isMembershipProduct } from './membership';
import type { OrderRow } from './orders';

const DAY_MS = 86_400_000;

export interface Reversal {
  /** Lines (or parts of lines) that came back: their stock and membership time are reversed. */
  returned: { line: OrderLine; quantity: number }[];
  /** The whole payment has now been refunded. */
  full: boolean;
  at: string;
}

function note(db: Db, orderId: number, what: string, detail: string, at: string): void {
  if (!hasTable(db, 'refund_reversals')) return;
  db.prepare('INSERT INTO refund_reversals (order_id, what, detail, created_at) VALUES (?, ?, ?, ?)').run(
    orderId,
    what,
    detail,
    at,
  );
}

export function reversePaymentGrants(db: Db, row: OrderRow, r: Reversal): void {
  for (const { line, quantity } of r.returned) {
    if (quantity <= 0) continue;
    if (row.user_id && isMembershipProduct(db, line.productId)) {
      const u = db
        .prepare<[string], { membership_expires_at: string | null }>(
          'SELECT membership_expires_at FROM users WHERE id = ?',
        )
        .get(row.user_id);
      if (u?.membership_expires_at) {
        const until =
          Date.parse(`${u.membership_expires_at.slice(0, 10)}T00:00:00Z`) - MEMBERSHIP_DAYS * quantity * DAY_MS;
        const ended = until <= Date.parse(r.at);
        if (ended)
          db.prepare('UPDATE users SET membership_name = NULL, membership_expires_at = NULL WHERE id = ?').run(
            row.user_id,
          );
        else
          db.prepare('UPDATE users SET membership_expires_at = ? WHERE id = ?').run(
            new Date(until).toISOString().slice(0, 10),
            row.user_id,
          );
        note(db, row.id, 'membership', `${MEMBERSHIP_DAYS * quantity} days`, r.at);
      }
      continue;
    }
    db.prepare('UPDATE product_inventory SET quantity = quantity + ? WHERE product_id = ? AND option_pair = ?').run(
      quantity,
      line.productId,
      line.optionPair ?? '',
    );
    note(db, row.id, 'stock', `${line.productId}${line.optionPair ? ` ${line.optionPair}` : ''} +${quantity}`, r.at);
  }
  if (!r.full) return;
  if (row.user_id) {
    const freed = db
      .prepare('UPDATE user_coupons SET used_order_id = NULL WHERE user_id = ? AND used_order_id = ?')
      .run(row.user_id, row.id);
    if (freed.changes > 0) note(db, row.id, 'coupon', 'usable again', r.at);
  }
  const referral = db
    .prepare<[number], { referrer_id: string; reward: number }>(
      'SELECT referrer_id, reward FROM referral_orders WHERE order_id = ?',
    )
    .get(row.id);
  if (referral) {
    if (referral.reward > 0) {
      db.prepare(
        'INSERT INTO store_credit_ledger (user_id, amount, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(referral.referrer_id, -referral.reward, `Referral reward reversed, order ${row.id} refunded`, row.id, r.at);
    }
    db.prepare('DELETE FROM referral_orders WHERE order_id = ?').run(row.id);
    note(db, row.id, 'referral', `reward ${referral.reward} taken back`, r.at);
  }
}
