/**
 * The store's rule for a referral reward after a refund: the reward follows what the order still
 * pays. A referrer earns their group's reward on a paid order; when refunds give back part of the
 * payment, the reward keeps the same share of itself as the order keeps of its payment (rounded
 * down, in minor units), so a friend who keeps CA$1.37 of CA$13.51 leaves CA$0.50 of a CA$5.00
 * reward, and a full refund leaves nothing. keptReferralReward is the pure rule; trimReferral
 * writes what it takes back (a full refund's reversal is ./refunds.ts reverseReferral).
 */
import type { Db } from '../db';

export function keptReferralReward(reward: number, paid: number, refunded: number): number {
  if (reward <= 0 || paid <= 0) return 0;
  const kept = Math.min(paid, Math.max(0, paid - refunded));
  return Math.floor((reward * kept) / paid);
}

export const referralPartialMigration = {
  id: 'user-003-referral-reward-reversed',
  up: 'ALTER TABLE referral_orders ADD COLUMN reward_reversed INTEGER NOT NULL DEFAULT 0;',
};

/**
 * A partial refund: the reward keeps only the share the store's rule gives what the order still
 * pays (./referral-reward.ts); the part above it goes back. Answers what went back now.
 */
export function trimReferral(db: Db, orderId: number, paid: number, refunded: number, now: string): number {
  const r = db
    .prepare<[number], { referrer_id: string; reward: number; reward_reversed: number }>(
      'SELECT referrer_id, reward, reward_reversed FROM referral_orders WHERE order_id = ? AND reversed_at IS NULL',
    )
    .get(orderId);
  if (!r) return 0;
  const back = r.reward - r.reward_reversed - keptReferralReward(r.reward, paid, refunded);
  if (back <= 0) return 0;
  db.prepare('UPDATE referral_orders SET reward_reversed = reward_reversed + ? WHERE order_id = ?').run(back, orderId);
  db.prepare(
    'INSERT INTO store_credit_ledger (user_id, amount, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(r.referrer_id, -back, `Referral reward reduced, order ${orderId} partly refunded`, orderId, now);
  return back;
}
