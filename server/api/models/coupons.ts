/**
 * The shopper's coupon wallet: store coupons handed to a shopper (user_coupons), each AVAILABLE,
 * USED (spent by a paid order that carried its code) or EXPIRED.
 */
import type { Db } from '../db';
import type { Coupon, CouponState, Locale } from '../../../types/api';
import { couponExpired, findCoupon } from './checkout';
import { getDefaultCurrency } from './store';

interface WalletRow {
  code: string;
  used_order_id: number | null;
}

type CouponRow = NonNullable<ReturnType<typeof findCoupon>>;

function toCoupon(db: Db, c: CouponRow, wallet: WalletRow | undefined, locale: Locale): Coupon {
  const state: CouponState = wallet?.used_order_id ? 'USED' : couponExpired(c) ? 'EXPIRED' : 'AVAILABLE';
  return {
    code: c.code,
    name: locale === 'zh' ? c.name_zh : c.name_en,
    nameContent: { en: c.name_en, zh: c.name_zh },
    kind: c.kind,
    value: c.value,
    minSubtotal: c.min_subtotal,
    currency: getDefaultCurrency(db),
    expiresAt: c.expires_at,
    state,
    usedOrderID: wallet?.used_order_id ? String(wallet.used_order_id) : null,
    owned: !!wallet,
  };
}

const STATE_ORDER: Record<CouponState, number> = { AVAILABLE: 0, USED: 1, EXPIRED: 2 };

/** The shopper's coupons: usable first, then used, then expired. */
export function walletCoupons(db: Db, userId: string, locale: Locale): Coupon[] {
  const rows = db
    .prepare<[string], WalletRow>(
      'SELECT code, used_order_id FROM user_coupons WHERE user_id = ? ORDER BY assigned_at, code',
    )
    .all(userId);
  const out: Coupon[] = [];
  for (const w of rows) {
    const c = findCoupon(db, w.code);
    if (c) out.push(toCoupon(db, c, w, locale));
  }
  return out.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
}

/** Any code of the store, as it stands for this shopper (null user: a visitor). */
export function lookupCoupon(db: Db, userId: string | null, code: string, locale: Locale): Coupon | undefined {
  const c = findCoupon(db, code);
  if (!c) return undefined;
  const w = userId
    ? db
        .prepare<[string, string], WalletRow>(
          'SELECT code, used_order_id FROM user_coupons WHERE user_id = ? AND code = ?',
        )
        .get(userId, c.code)
    : undefined;
  return toCoupon(db, c, w, locale);
}

export function giveCoupon(db: Db, userId: string, code: string, assignedAt = new Date().toISOString()): void {
  db.prepare(
    'INSERT OR IGNORE INTO user_coupons (user_id, code, used_order_id, assigned_at) VALUES (?, ?, NULL, ?)',
  ).run(userId, code, assignedAt);
}

/**
 * Why the coupon `code` cannot be used (once more) by this shopper, or undefined when it can. Its
 * uses are the orders paid with it (and pay-at-store orders holding it): `per_shopper_limit` per
 * shopper, `total_limit` (when set) over every shopper. `exceptOrderId`: the order being paid,
 * which does not count against itself. Checked at apply, at reserve and, atomically, at payment.
 */
export function couponUseRefusal(
  db: Db,
  code: string,
  shopperKey: string,
  exceptOrderId: number | null = null,
): string | undefined {
  const c = db
    .prepare<[string], { code: string; per_shopper_limit: number; total_limit: number | null }>(
      'SELECT code, per_shopper_limit, total_limit FROM coupons WHERE code = ?',
    )
    .get(code.trim().toUpperCase());
  if (!c) return undefined;
  const userId = shopperKey.startsWith('user:') ? shopperKey.slice(5) : null;
  // the wallet's USED mark counts too (a seeded or older use has no coupon_uses row)
  const mine = db
    .prepare<unknown[], { n: number }>(
      `SELECT COUNT(*) AS n FROM (
         SELECT order_id FROM coupon_uses WHERE code = ? AND shopper_key = ? AND order_id IS NOT ?
         UNION SELECT used_order_id FROM user_coupons
           WHERE user_id = ? AND code = ? AND used_order_id IS NOT NULL AND used_order_id IS NOT ?)`,
    )
    .get(c.code, shopperKey, exceptOrderId, userId, c.code, exceptOrderId)!.n;
  if (mine >= c.per_shopper_limit)
    return c.per_shopper_limit === 1
      ? `You have already used coupon ${c.code}`
      : `You have already used coupon ${c.code} ${c.per_shopper_limit} times`;
  const all = db
    .prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM coupon_uses WHERE code = ? AND order_id IS NOT ?')
    .get(c.code, exceptOrderId)!.n;
  if (c.total_limit !== null && all >= c.total_limit) return `Coupon ${c.code} has been used up`;
  return undefined;
}

/** An order no longer holds its coupon (cancelled, refunded, its hold expired). */
export function releaseCouponUse(db: Db, orderId: number): void {
  db.prepare('DELETE FROM coupon_uses WHERE order_id = ?').run(orderId);
  db.prepare('UPDATE user_coupons SET used_order_id = NULL WHERE used_order_id = ?').run(orderId);
}

/**
 * Who a coupon's per-shopper limit counts for: the account, or a guest's email (lower-cased).
 */
export function couponShopperKey(userId: string | null, email: string | null | undefined): string {
  return userId ? `user:${userId}` : `email:${(email ?? '').trim().toLowerCase()}`;
}

/** A paid order spent its coupon: one use on the record (limits) and the wallet's copy USED. */
export function markCouponUsed(
  db: Db,
  userId: string | null,
  code: string | null,
  orderId: number,
  shopperKey = couponShopperKey(userId, null),
): void {
  if (!code) return;
  db.prepare('INSERT OR IGNORE INTO coupon_uses (order_id, code, shopper_key, created_at) VALUES (?, ?, ?, ?)').run(
    orderId,
    code.toUpperCase(),
    shopperKey,
    new Date().toISOString(),
  );
  if (!userId) return;
  db.prepare('UPDATE user_coupons SET used_order_id = ? WHERE user_id = ? AND code = ? AND used_order_id IS NULL').run(
    orderId,
    userId,
    code.toUpperCase(),
  );
}
