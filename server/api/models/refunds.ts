/**
 * Refunds: ONE place that undoes what a payment granted. Whatever the cause (a group-buy
 * group that failed at its deadline, a campaign sold out or ended before the payment landed, an
 * order cancelled after payment, a return), a refunded order calls `refundPaidOrder`, which in one
 * transaction:
 *
 * - reverses the referral reward the order earned its buyer's referrer (a negative store credit
 *   entry; the order no longer counts in the referrer's statistics);
 * - takes back the membership time the order bought (exactly the days it added);
 * - frees the coupon use the order spent (the wallet shows it available again, the use no longer
 *   counts against the coupon's limits);
 * - returns the items to stock (and to the campaign's allocation when the payment took one);
 * - gives back the store credit the order spent;
 * - marks the order CANCELLED / REFUNDED and writes the refund into `refunds` (the history entry,
 *   one per order), and mails the shopper in the language the order was placed in.
 *
 * It is idempotent: a second call for the same order changes nothing and answers the first
 * refund. `recordPaymentRefund` records the refund of money that paid for nothing (a second
 * channel's approval of an order that was already paid, a payment refused at the last step).
 *
 * What a payment grants is recorded when it lands (server/api/models/order-events.ts): the referral row,
 * the membership grant (`membership_grants`), the coupon use (`coupon_uses`), so a refund reverses
 * exactly that and never guesses.
 */
import type { Db } from '../db';
import type { Locale, OrderLine } from '../../../types/api';
import { clockNow } from '../http/clock';
import { returnStock } from './inventory';
import { unverifyOrderReviews } from './reviews';
import { orderRefundedMail, paymentRefundedMail, type Bilingual } from '../mail/refund-mail';
import { sendMail, type MailText } from './outbox';

export type RefundKind = 'GROUP_FAILED' | 'SOLD_OUT' | 'CAMPAIGN_ENDED' | 'CANCELLED_AFTER_PAYMENT' | 'RETURN';

export interface RefundRecord {
  id: number;
  orderId: number;
  kind: RefundKind | 'DUPLICATE_PAYMENT' | 'PAYMENT_REFUSED';
  reason: string;
  /** Minor units given back: the online payment plus the store credit the order spent. */
  amount: number;
  storeCredit: number;
  /** What was reversed, for the history: referral reward, membership days, coupon, items. */
  reversed: ReversedGrants;
  createdAt: string;
}

export interface ReversedGrants {
  referralReward: number;
  referrerId: string | null;
  membershipDays: number;
  couponCode: string | null;
  items: number;
  campaignItems: number;
}

export const refundsMigration = {
  id: 'user-002-refunds-and-grants',
  up: `
    CREATE TABLE refunds (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id INTEGER NOT NULL,
      kind TEXT NOT NULL,
      reason TEXT NOT NULL,
      amount INTEGER NOT NULL,
      store_credit INTEGER NOT NULL DEFAULT 0,
      attempt_token TEXT,
      reversed TEXT NOT NULL DEFAULT '{}',
      created_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX refunds_full ON refunds(order_id) WHERE attempt_token IS NULL;
    CREATE UNIQUE INDEX refunds_attempt ON refunds(attempt_token) WHERE attempt_token IS NOT NULL;
    CREATE TABLE membership_grants (
      order_id INTEGER PRIMARY KEY,
      user_id TEXT NOT NULL,
      days INTEGER NOT NULL,
      prev_name TEXT,
      prev_expires_at TEXT,
      granted_until TEXT NOT NULL,
      created_at TEXT NOT NULL,
      reversed_at TEXT
    );
    CREATE TABLE coupon_uses (
      order_id INTEGER PRIMARY KEY,
      code TEXT NOT NULL,
      shopper_key TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX coupon_uses_code ON coupon_uses(code, shopper_key);
    ALTER TABLE referral_orders ADD COLUMN reversed_at TEXT;
    ALTER TABLE coupons ADD COLUMN per_shopper_limit INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE coupons ADD COLUMN total_limit INTEGER;
  `,
};

interface PaidOrderRow {
  id: number;
  user_id: string | null;
  status: string;
  payment_status: string;
  total: number;
  store_credit: number;
  details: string;
  locale: Locale;
}

interface RefundRow {
  id: number;
  order_id: number;
  kind: RefundRecord['kind'];
  reason: string;
  amount: number;
  store_credit: number;
  reversed: string;
  created_at: string;
}

const toRecord = (r: RefundRow): RefundRecord => ({
  id: r.id,
  orderId: r.order_id,
  kind: r.kind,
  reason: r.reason,
  amount: r.amount,
  storeCredit: r.store_credit,
  reversed: JSON.parse(r.reversed) as ReversedGrants,
  createdAt: r.created_at,
});

/** The full refund of an order, if it had one. */
export function findRefund(db: Db, orderId: number): RefundRecord | undefined {
  const row = db
    .prepare<[number], RefundRow>('SELECT * FROM refunds WHERE order_id = ? AND attempt_token IS NULL')
    .get(orderId);
  return row ? toRecord(row) : undefined;
}

/** Every refund of an order (the full one and any refunded second payment), oldest first. */
export function refundsOf(db: Db, orderId: number): RefundRecord[] {
  return db
    .prepare<[number], RefundRow>('SELECT * FROM refunds WHERE order_id = ? ORDER BY id')
    .all(orderId)
    .map(toRecord);
}

const day = 86_400_000;
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Takes back the membership the order bought: the shopper's membership as it was before, when
 * nothing changed it since; else the bought days off its end (never past today).
 */
export function reverseMembership(db: Db, orderId: number, now: number): number {
  const g = db
    .prepare<
      [number],
      { user_id: string; days: number; prev_name: string | null; prev_expires_at: string | null; granted_until: string }
    >('SELECT * FROM membership_grants WHERE order_id = ? AND reversed_at IS NULL')
    .get(orderId);
  if (!g) return 0;
  db.prepare('UPDATE membership_grants SET reversed_at = ? WHERE order_id = ?').run(
    new Date(now).toISOString(),
    orderId,
  );
  const u = db
    .prepare<[string], { membership_expires_at: string | null }>('SELECT membership_expires_at FROM users WHERE id = ?')
    .get(g.user_id);
  if (!u?.membership_expires_at) return 0;
  const set = db.prepare('UPDATE users SET membership_name = ?, membership_expires_at = ? WHERE id = ?');
  if (u.membership_expires_at === g.granted_until) {
    set.run(g.prev_name, g.prev_expires_at, g.user_id);
    return g.days;
  }
  // bought again since: only this order's days go
  const until = Date.parse(`${u.membership_expires_at.slice(0, 10)}T00:00:00Z`) - g.days * day;
  const yesterday = Date.parse(`${dateOnly(now)}T00:00:00Z`) - day;
  db.prepare('UPDATE users SET membership_expires_at = ? WHERE id = ?').run(
    dateOnly(Math.max(until, yesterday)),
    g.user_id,
  );
  return g.days;
}

/** The referrer's reward for this order goes back (a negative credit entry for what partial refunds left); the order stops counting. */
export function reverseReferral(db: Db, orderId: number, now: string): { reward: number; referrerId: string | null } {
  const r = db
    .prepare<[number], { referrer_id: string; reward: number; reward_reversed: number }>(
      'SELECT referrer_id, reward, reward_reversed FROM referral_orders WHERE order_id = ? AND reversed_at IS NULL',
    )
    .get(orderId);
  if (!r) return { reward: 0, referrerId: null };
  const won = db
    .prepare(
      'UPDATE referral_orders SET reversed_at = ?, reward_reversed = reward WHERE order_id = ? AND reversed_at IS NULL',
    )
    .run(now, orderId);
  if (won.changes !== 1) return { reward: 0, referrerId: null };
  const left = r.reward - r.reward_reversed;
  if (left > 0) {
    db.prepare(
      'INSERT INTO store_credit_ledger (user_id, amount, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(r.referrer_id, -left, `Referral reward reversed, order ${orderId} refunded`, orderId, now);
  }
  return { reward: left, referrerId: r.referrer_id };
}

/** The coupon the order spent is free again: for the shopper's wallet and for the coupon's limits. */
export function releaseCoupon(db: Db, orderId: number): string | null {
  const use = db.prepare<[number], { code: string }>('SELECT code FROM coupon_uses WHERE order_id = ?').get(orderId);
  db.prepare('DELETE FROM coupon_uses WHERE order_id = ?').run(orderId);
  const wallet = db.prepare('UPDATE user_coupons SET used_order_id = NULL WHERE used_order_id = ?').run(orderId);
  return use?.code ?? (wallet.changes > 0 ? '' : null);
}

export interface RefundOptions {
  kind: RefundKind;
  /** Said to the shopper in the mail, in the order's language ("Your group did not fill before its deadline"); kept in English. */
  reason: Bilingual;
  /**
   * Items go back to stock (default true). False when the payment never took them (a payment
   * that landed after the last unit was gone).
   */
  restock?: boolean;
  /** The mail's words instead of the plain refund notice (a group-buy group that did not fill says so). */
  mail?: (refund: { amount: number; storeCredit: number }) => MailText;
}

/**
 * Refunds a paid order in full and reverses everything its payment granted (see the module's
 * comment). Answers the refund, or undefined when the order is not a paid order (unpaid, failed,
 * unknown). Idempotent: an order refunded before answers its first refund.
 */
export function refundPaidOrder(db: Db, orderId: number, opts: RefundOptions): RefundRecord | undefined {
  return db.transaction((): RefundRecord | undefined => {
    const earlier = findRefund(db, orderId);
    if (earlier) return earlier;
    const row = db.prepare<[number], PaidOrderRow>('SELECT * FROM orders WHERE id = ?').get(orderId);
    if (!row || row.payment_status !== 'PAID_ONLINE') return undefined;
    const nowMs = clockNow(db);
    const now = new Date(nowMs).toISOString();
    const d = JSON.parse(row.details) as { lines?: OrderLine[]; contact?: { email?: string } };
    const lines = d.lines ?? [];

    const referral = reverseReferral(db, row.id, now);
    const membershipDays = reverseMembership(db, row.id, nowMs);
    const couponCode = releaseCoupon(db, row.id);

    let items = 0;
    let campaignItems = 0;
    if (opts.restock !== false) {
      // a campaign order took its allocation when it joined a group (campaign_orders.group_id)
      const campaign = db
        .prepare<[number], { campaign_id: number; group_id: string | null }>(
          'SELECT campaign_id, group_id FROM campaign_orders WHERE order_id = ? AND group_id IS NOT NULL',
        )
        .get(row.id);
      for (const l of lines) {
        returnStock(db, l.productId, l.optionPair, l.quantity);
        items += l.quantity;
        if (campaign) {
          db.prepare('UPDATE campaign_items SET stock = stock + ? WHERE campaign_id = ? AND product_id = ?').run(
            l.quantity,
            campaign.campaign_id,
            l.productId,
          );
          campaignItems += l.quantity;
        }
      }
    }
    if (row.store_credit > 0 && row.user_id) {
      db.prepare(
        'INSERT INTO store_credit_ledger (user_id, amount, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(row.user_id, row.store_credit, `Refund of order ${row.id}`, row.id, now);
    }
    unverifyOrderReviews(db, row.id);
    db.prepare("UPDATE orders SET status = 'CANCELLED', payment_status = 'REFUNDED', updated_at = ? WHERE id = ?").run(
      now,
      row.id,
    );
    const reversed: ReversedGrants = {
      referralReward: referral.reward,
      referrerId: referral.referrerId,
      membershipDays,
      couponCode,
      items,
      campaignItems,
    };
    const amount = row.total + row.store_credit;
    db.prepare(
      'INSERT INTO refunds (order_id, kind, reason, amount, store_credit, reversed, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(row.id, opts.kind, opts.reason.en, amount, row.store_credit, JSON.stringify(reversed), now);
    if (d.contact?.email) {
      sendMail(db, {
        to: d.contact.email,
        ...(opts.mail?.({ amount, storeCredit: row.store_credit }) ??
          orderRefundedMail(row.locale, row.id, opts.reason)),
      });
    }
    return findRefund(db, row.id)!;
  })();
}

/**
 * Money that paid for nothing goes back, on the record: a second channel's approval of an order
 * already paid (`attemptToken` set, one refund per attempt), or a payment approved while the order
 * could no longer be sold (sold out, coupon used up meanwhile). The order itself does not change here.
 */
export function recordPaymentRefund(
  db: Db,
  orderId: number,
  p: {
    kind: 'DUPLICATE_PAYMENT' | 'PAYMENT_REFUSED';
    /** Said in the order's language in the mail; kept in English. */
    reason: Bilingual;
    amount: number;
    attemptToken?: string;
    email?: string;
  },
): void {
  const now = new Date(clockNow(db)).toISOString();
  const inserted = db
    .prepare(
      `INSERT OR IGNORE INTO refunds (order_id, kind, reason, amount, store_credit, attempt_token, reversed, created_at)
       VALUES (?, ?, ?, ?, 0, ?, '{}', ?)`,
    )
    .run(orderId, p.kind, p.reason.en, p.amount, p.attemptToken ?? `refused:${orderId}`, now);
  if (inserted.changes === 1 && p.email) {
    const order = db.prepare<[number], { locale: Locale }>('SELECT locale FROM orders WHERE id = ?').get(orderId);
    sendMail(db, { to: p.email, ...paymentRefundedMail(order?.locale ?? 'en', orderId, p.reason) });
  }
}
