/**
 * Membership: buying the MEMBERSHIP product (an order line of it, paid) makes the shopper a member
 * for a year; a member's later orders get MEMBER_DISCOUNT_PERCENT off the subtotal of their
 * ordinary items (priced in server/api/models/checkout.ts).
 */
import type { Db } from '../db';
import type { Locale, MembershipDetail, MembershipProduct, OrderLine } from '../../../types/api';
import { roundHalfUp } from './checkout-config';
import { getDefaultCurrency } from './store';
import { findUserById, type UserRow } from './users';

export const MEMBER_DISCOUNT_PERCENT = 5;
export const MEMBERSHIP_DAYS = 365;

interface MembershipProductRow {
  id: number;
  name_en: string;
  name_zh: string;
  price: number;
}

function membershipRows(db: Db): MembershipProductRow[] {
  return db
    .prepare<[], MembershipProductRow>(
      "SELECT id, name_en, name_zh, price FROM products WHERE product_type = 'MEMBERSHIP' AND record_status = 'ACTIVE' ORDER BY position, id",
    )
    .all();
}

export function isMembershipProduct(db: Db, productId: number): boolean {
  return !!db
    .prepare<[number], { id: number }>("SELECT id FROM products WHERE id = ? AND product_type = 'MEMBERSHIP'")
    .get(productId);
}

export function membershipProducts(db: Db, locale: Locale): MembershipProduct[] {
  const currency = getDefaultCurrency(db);
  return membershipRows(db).map((r) => ({
    productId: r.id,
    name: locale === 'zh' ? r.name_zh : r.name_en,
    nameContent: { en: r.name_en, zh: r.name_zh },
    price: r.price,
    currency,
    discountPercent: MEMBER_DISCOUNT_PERCENT,
    durationDays: MEMBERSHIP_DAYS,
  }));
}

export function activeMember(u: UserRow | undefined, now = Date.now()): boolean {
  if (!u?.membership_name) return false;
  return !u.membership_expires_at || Date.parse(`${u.membership_expires_at.slice(0, 10)}T23:59:59Z`) >= now;
}

export function membershipDetail(db: Db, userId: string): MembershipDetail {
  const u = findUserById(db, userId);
  const active = activeMember(u);
  return {
    active,
    name: u?.membership_name ?? null,
    expiresAt: u?.membership_expires_at ?? null,
    discountPercent: active ? MEMBER_DISCOUNT_PERCENT : 0,
  };
}

/** The member discount on these lines (membership products themselves are not discounted). */
export function memberDiscount(
  db: Db,
  userId: string | null,
  lines: { productId: number; lineTotal: number }[],
): number {
  if (!userId || !activeMember(findUserById(db, userId))) return 0;
  const base = lines.filter((l) => !isMembershipProduct(db, l.productId)).reduce((s, l) => s + l.lineTotal, 0);
  return roundHalfUp(base * MEMBER_DISCOUNT_PERCENT, 100);
}

/** A paid order holding a membership line: the shopper becomes (or stays) a member one year more. */
export function grantMembershipIfBought(
  db: Db,
  userId: string | null,
  lines: OrderLine[],
  now = new Date(),
  orderId?: number,
): void {
  if (!userId) return;
  const line = lines.find((l) => isMembershipProduct(db, l.productId));
  if (!line) return;
  const u = findUserById(db, userId);
  const from =
    u && activeMember(u, now.getTime()) && u.membership_expires_at
      ? new Date(`${u.membership_expires_at.slice(0, 10)}T00:00:00Z`)
      : now;
  const until = new Date(from.getTime() + MEMBERSHIP_DAYS * line.quantity * 86_400_000).toISOString().slice(0, 10);
  const name =
    (line.nameContent?.en ?? line.name).replace(/\s*\(.*\)\s*$/, '').replace(/\s+Membership$/, '') || line.name;
  db.prepare('UPDATE users SET membership_name = ?, membership_expires_at = ? WHERE id = ?').run(name, until, userId);
  // what this order added, so a refund takes back exactly that (server/api/models/refunds.ts)
  if (orderId !== undefined)
    db.prepare(
      `INSERT OR IGNORE INTO membership_grants (order_id, user_id, days, prev_name, prev_expires_at, granted_until, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      orderId,
      userId,
      MEMBERSHIP_DAYS * line.quantity,
      u?.membership_name ?? null,
      u?.membership_expires_at ?? null,
      until,
      now.toISOString(),
    );
}
