/**
 * Stock holds: a pay-at-store order takes its items from stock with no payment, so the hold is
 * bounded (checkout settings `payAtStoreHold`): at most `maxQuantity` items held at once for one
 * contact email or shopper, for `minutes`, with a contact the store can reach (mailed the hold)
 * or a signed-in shopper, as the store configures. Cancelling the order or the hold running out
 * gives the items back, exactly once: `held_quantity` is set to 0 in the same statement that
 * decides who returns the stock.
 *
 * Fresh emails cost nothing, so the per-email cap alone let one person hold all stock for a day.
 * Holds are also bounded per client address and per item (HoldLimits, settings
 * STORE_HOLD_*): one address holds at most `perAddress` items, and of each item's stock at most
 * `addressShare`; all holds together take at most `totalShare` of an item's stock, so the rest
 * stays for shoppers who pay. A hold whose email is not confirmed (a guest, or a contact other
 * than the signed-in account's email) lasts `unconfirmedMinutes` unless the link mailed with it
 * is opened, which keeps it for the store's full `minutes`.
 */
import crypto from 'node:crypto';
import { releaseCouponUse } from './coupons';
import type { Db } from '../db';
import { API_BASE_PATH, type Locale, type OrderLine } from '../../../types/api';
import { holdMail } from '../mail/order-mail';
import { ApiError } from '../http/errors';
import { getStock, returnStock } from './inventory';
import { orderUpdated } from './order-events';
import { NO_LINK_NOTE, sendMail } from './outbox';
import { hashToken } from './password-resets';
import { findUserById, normalizeEmail } from './users';
import type { PayAtStoreHold } from '../seed/checkout';

export interface HoldLimits {
  /** Most items held at once for one client address (all its emails together). */
  perAddress: number;
  /** Share (0..1) of an item's stock one client address may hold. */
  addressShare: number;
  /** Share (0..1) of an item's stock all holds together may take; the rest is for shoppers who pay. */
  totalShare: number;
  /** How long a hold lasts until its mailed link confirms the email. */
  unconfirmedMinutes: number;
}

export const DEFAULT_HOLD_LIMITS: HoldLimits = {
  perAddress: 20,
  addressShare: 0.25,
  totalShare: 0.5,
  unconfirmedMinutes: 30,
};

/** Environment variables (process.env or a plain object in tests). */
type Env = Record<string, string | undefined>;

/** The limits from env (STORE_HOLD_MAX_PER_ADDRESS, STORE_HOLD_ADDRESS_SHARE, STORE_HOLD_TOTAL_SHARE, STORE_HOLD_UNCONFIRMED_MINUTES). */
export function holdLimitsFromEnv(env: Env): Partial<HoldLimits> {
  const num = (v: string | undefined, min: number, max: number) => {
    const n = v === undefined || v.trim() === '' ? NaN : Number(v);
    return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
  };
  const out: Partial<HoldLimits> = {
    perAddress: num(env.STORE_HOLD_MAX_PER_ADDRESS, 0, 100_000),
    addressShare: num(env.STORE_HOLD_ADDRESS_SHARE, 0, 1),
    totalShare: num(env.STORE_HOLD_TOTAL_SHARE, 0, 1),
    unconfirmedMinutes: num(env.STORE_HOLD_UNCONFIRMED_MINUTES, 1, 7 * 24 * 60),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** Where the hold confirmation link points (GET, `?token=`): routes/orders.ts. */
export const HOLD_CONFIRM_PATH = `${API_BASE_PATH}/shoppingManagement4/payAtStore/confirm`;

export interface HoldRequest {
  userId: string | null;
  email: string | null;
  phone: string | null;
  /** When the chosen pickup time ends, as an ISO instant (null when the slot has no time). */
  pickupEndsAt: string | null;
  lines: OrderLine[];
  /** The client address the hold came from (the proxy-aware request address). */
  client: string;
}

/** What checkHold allows: when the hold ends, and whether it must be confirmed to last that long. */
export interface HoldPlan {
  /** The end of a confirmed hold (the store's `minutes` from now). */
  confirmedExpiresAt: string;
  /** When the hold ends: confirmedExpiresAt, or sooner while its email is unconfirmed. */
  expiresAt: string;
  /** The email is not known to be the shopper's: the hold mail carries a link to confirm it. */
  needsConfirmation: boolean;
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

function heldFromAddress(db: Db, client: string): number {
  const row = db
    .prepare<[string], { n: number | null }>(
      'SELECT SUM(held_quantity) AS n FROM orders WHERE held_quantity > 0 AND hold_client = ?',
    )
    .get(client);
  return row?.n ?? 0;
}

/** How many of one item all holds, and the holds of `client`, keep now. */
function heldOfItem(db: Db, productId: number, optionPair: string, client: string): { all: number; mine: number } {
  const row = db
    .prepare<[string, number, string], { all_held: number; mine: number }>(
      `SELECT COALESCE(SUM(json_extract(l.value, '$.quantity')), 0) AS all_held,
              COALESCE(SUM(CASE WHEN o.hold_client = ? THEN json_extract(l.value, '$.quantity') END), 0) AS mine
       FROM orders o, json_each(o.details, '$.lines') l
       WHERE o.held_quantity > 0 AND json_extract(l.value, '$.productId') = ?
         AND json_extract(l.value, '$.optionPair') = ?`,
    )
    .get(client, productId, optionPair);
  return { all: row?.all_held ?? 0, mine: row?.mine ?? 0 };
}

/** Throws unless one address may hold these items (per-address cap, per-item shares). */
function checkShares(db: Db, limits: HoldLimits, req: HoldRequest): void {
  if (itemCount(req.lines) + heldFromAddress(db, req.client) > limits.perAddress) {
    throw new ApiError(
      422,
      'VALIDATION',
      `At most ${limits.perAddress} items can be held to pay at the store from one address; pay online for more`,
      'payAtStore',
    );
  }
  for (const l of req.lines) {
    const held = heldOfItem(db, l.productId, l.optionPair, req.client);
    // what the store has of the item: on the shelf now plus what holds keep aside
    const stock = (getStock(db, l.productId, l.optionPair) ?? 0) + held.all;
    const totalLeft = Math.floor(limits.totalShare * stock) - held.all;
    const mineLeft = Math.max(1, Math.floor(limits.addressShare * stock)) - held.mine;
    const left = Math.max(0, Math.min(totalLeft, mineLeft));
    if (l.quantity > left) {
      throw new ApiError(
        422,
        'VALIDATION',
        `At most ${left} of ${l.name} can be held to pay at the store now; pay online for more`,
        'payAtStore',
      );
    }
  }
}

/** The contact email is the signed-in account's own (confirmed when the account was created). */
function emailConfirmed(db: Db, userId: string | null, email: string): boolean {
  const user = userId ? findUserById(db, userId) : undefined;
  return !!user && normalizeEmail(user.email) === normalizeEmail(email);
}

/** Throws the shopper's reason when this hold is not allowed; else how long it lasts. */
export function checkHold(
  db: Db,
  rule: PayAtStoreHold,
  limits: HoldLimits,
  req: HoldRequest,
  now = new Date(),
): HoldPlan {
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
  checkShares(db, limits, req);
  const expiresAt = new Date(now.getTime() + rule.minutes * 60_000).toISOString();
  if (req.pickupEndsAt && Date.parse(req.pickupEndsAt) > Date.parse(expiresAt)) {
    throw new ApiError(
      422,
      'VALIDATION',
      `To pay at the store, choose a pickup time within ${durationText(rule.minutes)}`,
      'payAtStore',
    );
  }
  if (emailConfirmed(db, req.userId, email)) {
    return { confirmedExpiresAt: expiresAt, expiresAt, needsConfirmation: false };
  }
  const minutes = Math.min(rule.minutes, limits.unconfirmedMinutes);
  return {
    confirmedExpiresAt: expiresAt,
    expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
    needsConfirmation: true,
  };
}

function durationText(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
}

/**
 * Records the hold on a new order (its stock already taken) and mails the contact in the order's
 * language; an unconfirmed hold's mail carries the link that keeps it (`origin`: the mail links'
 * origin; without one the hold simply ends at its short expiry).
 */
export function recordHold(
  db: Db,
  orderId: number,
  req: HoldRequest,
  plan: HoldPlan,
  origin: string | null,
  locale: Locale,
): void {
  const email = req.email!.toLowerCase();
  const token = plan.needsConfirmation ? crypto.randomBytes(24).toString('base64url') : null;
  db.prepare(
    `UPDATE orders SET held_quantity = ?, hold_email = ?, hold_expires_at = ?, hold_client = ?, hold_token_hash = ?,
       hold_confirmed_expires_at = ? WHERE id = ?`,
  ).run(
    itemCount(req.lines),
    email,
    plan.expiresAt,
    req.client,
    token ? hashToken(token) : null,
    plan.needsConfirmation ? plan.confirmedExpiresAt : null,
    orderId,
  );
  const link = token && origin ? `${origin}${HOLD_CONFIRM_PATH}?token=${token}` : undefined;
  const said = {
    orderId,
    lines: req.lines,
    expiresAt: plan.expiresAt,
    confirmedExpiresAt: plan.confirmedExpiresAt,
    link,
  };
  sendMail(db, {
    to: email,
    ...holdMail(locale, said),
    ...(link ? { link } : token ? { note: NO_LINK_NOTE } : {}),
  });
}

/**
 * The mailed link of an unconfirmed hold: the email is the shopper's, so the hold lasts the
 * store's full time. Once per link; the order id, or null for an unknown, used or ended hold.
 */
export function confirmHold(db: Db, token: string, now = new Date()): { orderId: number; expiresAt: string } | null {
  const row = db
    .prepare<[string, string], { id: number; hold_confirmed_expires_at: string }>(
      `SELECT id, hold_confirmed_expires_at FROM orders WHERE hold_token_hash = ? AND held_quantity > 0
         AND hold_expires_at > ?`,
    )
    .get(hashToken(token), now.toISOString());
  if (!row) return null;
  const done = db
    .prepare(
      `UPDATE orders SET hold_expires_at = hold_confirmed_expires_at, hold_token_hash = NULL
       WHERE id = ? AND hold_token_hash IS NOT NULL AND held_quantity > 0`,
    )
    .run(row.id);
  return done.changes === 1 ? { orderId: row.id, expiresAt: row.hold_confirmed_expires_at } : null;
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
      const cancelled = db
        .prepare("UPDATE orders SET status = 'CANCELLED', updated_at = ? WHERE id = ? AND status = 'NEW'")
        .run(now.toISOString(), id);
      // what follows an order's change (its timeline records the cancelling) follows this one too
      if (cancelled.changes === 1) orderUpdated(db, id, { status: 'CANCELLED' });
      released++;
    })();
  }
  return released;
}
