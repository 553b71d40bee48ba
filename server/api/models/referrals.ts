/**
 * Referrals (spec 9's rid): a visitor who registers with a shopper's referral id (cookie SASROID,
 * then SASRFRID) is that shopper's introduced user; each paid order of an introduced user is an
 * introduced order and earns the referrer the reward of their referral group, as store credit.
 */
import type { Db } from '../db';
import type {
  IntroducedOrder,
  IntroducedUser,
  Locale,
  ReferralGeneralInfo,
  ReferralGroup,
  ReferralSummary,
} from '../../../types/api';
import { getDefaultCurrency } from './store';
import { findUserById } from './users';

/** Months shown by the summaries, the current one last. */
export const SUMMARY_MONTHS = 6;

interface GroupRow {
  id: number;
  name_en: string;
  name_zh: string;
  description_en: string;
  description_zh: string;
  reward_per_order: number;
}

function groupOf(db: Db, userId: string): GroupRow | undefined {
  return db
    .prepare<[string], GroupRow>(
      'SELECT g.* FROM referral_groups g JOIN referral_group_members m ON m.group_id = g.id WHERE m.user_id = ?',
    )
    .get(userId);
}

export function referralGroups(db: Db, userId: string, locale: Locale): ReferralGroup[] {
  const currency = getDefaultCurrency(db);
  const mine = groupOf(db, userId)?.id;
  const rows = db
    .prepare<[], GroupRow & { members: number }>(
      'SELECT g.*, (SELECT COUNT(*) FROM referral_group_members m WHERE m.group_id = g.id) AS members FROM referral_groups g ORDER BY g.position, g.id',
    )
    .all();
  return rows.map((g) => ({
    id: g.id,
    name: locale === 'zh' ? g.name_zh : g.name_en,
    nameContent: { en: g.name_en, zh: g.name_zh },
    description: locale === 'zh' ? g.description_zh : g.description_en,
    rewardPerOrder: g.reward_per_order,
    currency,
    members: g.members,
    joined: g.id === mine,
  }));
}

/** Joins a group (a shopper is in one group at a time); false for an unknown group. */
export function joinGroup(db: Db, userId: string, groupId: number, now = new Date().toISOString()): boolean {
  const g = db.prepare<[number], GroupRow>('SELECT * FROM referral_groups WHERE id = ?').get(groupId);
  if (!g) return false;
  db.transaction(() => {
    db.prepare(
      `INSERT INTO referral_group_members (user_id, group_id, joined_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET group_id = excluded.group_id, joined_at = excluded.joined_at`,
    ).run(userId, groupId, now);
    db.prepare('UPDATE users SET referrer_user_group = ? WHERE id = ?').run(g.name_en, userId);
  })();
  return true;
}

/** A new shopper registered with referral id `rid`: filed under its owner (never under themselves). */
export function attributeRegistration(
  db: Db,
  userId: string,
  rid: string | undefined,
  now = new Date().toISOString(),
): void {
  const id = (rid ?? '').trim();
  if (!id || id.length > 40) return;
  const referrer = db.prepare<[string], { id: string }>('SELECT id FROM users WHERE my_id = ?').get(id);
  if (!referrer || referrer.id === userId) return;
  db.prepare('UPDATE users SET referred_by = ?, referred_at = ? WHERE id = ? AND referred_by IS NULL').run(
    referrer.id,
    now,
    userId,
  );
}

/** A paid order of an introduced shopper: counted for the referrer, who earns the group's reward. */
export function attributeOrder(
  db: Db,
  buyerId: string | null,
  orderId: number,
  total: number,
  currency: string,
  paidAt = new Date().toISOString(),
): void {
  if (!buyerId) return;
  const row = db
    .prepare<[string], { referred_by: string | null }>('SELECT referred_by FROM users WHERE id = ?')
    .get(buyerId);
  const referrerId = row?.referred_by;
  if (!referrerId) return;
  const reward = groupOf(db, referrerId)?.reward_per_order ?? 0;
  const inserted = db
    .prepare(
      'INSERT OR IGNORE INTO referral_orders (order_id, referrer_id, buyer_id, total, reward, currency, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(orderId, referrerId, buyerId, total, reward, currency, paidAt);
  if (inserted.changes === 1 && reward > 0) {
    db.prepare(
      'INSERT INTO store_credit_ledger (user_id, amount, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(referrerId, reward, `Referral reward, order ${orderId}`, orderId, paidAt);
  }
}

/** 'Dana C.': enough to recognise a friend, not their full name. */
function shortName(first: string, last: string): string {
  return `${first} ${last ? `${last[0]}.` : ''}`.trim();
}

export function introducedUsers(db: Db, referrerId: string): IntroducedUser[] {
  return db
    .prepare<[string], { first_name: string; last_name: string; referred_at: string | null; created_at: string }>(
      'SELECT first_name, last_name, referred_at, created_at FROM users WHERE referred_by = ? ORDER BY COALESCE(referred_at, created_at) DESC',
    )
    .all(referrerId)
    .map((u) => ({ name: shortName(u.first_name, u.last_name), registeredAt: u.referred_at ?? u.created_at }));
}

interface ReferralOrderRow {
  order_id: number;
  buyer_id: string;
  total: number;
  reward: number;
  /** The part of the reward partial refunds took back (./referral-reward.ts). */
  reward_reversed: number;
  currency: string;
  paid_at: string;
}

function referralOrders(db: Db, referrerId: string): ReferralOrderRow[] {
  return db
    .prepare<[string], ReferralOrderRow>(
      'SELECT * FROM referral_orders WHERE referrer_id = ? AND reversed_at IS NULL ORDER BY paid_at DESC, order_id DESC',
    )
    .all(referrerId);
}

export function introducedOrders(db: Db, referrerId: string): IntroducedOrder[] {
  return referralOrders(db, referrerId).map((o) => {
    const buyer = findUserById(db, o.buyer_id);
    return {
      orderID: String(o.order_id),
      buyer: buyer ? shortName(buyer.first_name, buyer.last_name) : '',
      total: o.total,
      reward: o.reward - o.reward_reversed,
      currency: o.currency,
      paidAt: o.paid_at,
    };
  });
}

export function generalInfo(db: Db, userId: string, locale: Locale): ReferralGeneralInfo {
  const u = findUserById(db, userId);
  const orders = referralOrders(db, userId);
  const g = groupOf(db, userId);
  return {
    myID: u?.my_id ?? '',
    group: g ? (locale === 'zh' ? g.name_zh : g.name_en) : null,
    usersIntroduced: introducedUsers(db, userId).length,
    ordersIntroduced: orders.length,
    orderAmount: orders.reduce((s, o) => s + o.total, 0),
    rewardEarned: orders.reduce((s, o) => s + o.reward - o.reward_reversed, 0),
    currency: getDefaultCurrency(db),
  };
}

/** The last SUMMARY_MONTHS months as YYYY-MM, oldest first. */
export function lastMonths(now = new Date(), months = SUMMARY_MONTHS): string[] {
  const out: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

function summarize(db: Db, items: { at: string; amount: number }[], now?: Date): ReferralSummary {
  const points = lastMonths(now).map((period) => ({ period, count: 0, amount: 0 }));
  for (const it of items) {
    const p = points.find((x) => x.period === it.at.slice(0, 7));
    if (p) {
      p.count++;
      p.amount += it.amount;
    }
  }
  return { currency: getDefaultCurrency(db), points };
}

export function userSummary(db: Db, referrerId: string, now?: Date): ReferralSummary {
  return summarize(
    db,
    introducedUsers(db, referrerId).map((u) => ({ at: u.registeredAt, amount: 0 })),
    now,
  );
}

export function orderSummary(db: Db, referrerId: string, now?: Date): ReferralSummary {
  return summarize(
    db,
    referralOrders(db, referrerId).map((o) => ({ at: o.paid_at, amount: o.total })),
    now,
  );
}
