/**
 * Carts: one per anonymous session (its id kept in the session as `cartId`) or one per signed-in
 * shopper (carts.user_id). Signing in adopts or merges the session's anonymous cart into the
 * shopper's; signing out stops showing it. Anonymous reads never create a cart or a session.
 */
import crypto from 'node:crypto';
import type { Db } from '../db';
import { parseJson } from '../db';
import type { Session } from '../http/session';
import type { CartLine, Locale } from '../../../types/api';
import { MAX_LINE_QUANTITY } from '../../../types/checkout';
import { getProduct, getStock } from './products';
import { optionPriceDelta, productOptions } from './inventory';

export interface CartRow {
  id: string;
  user_id: string | null;
  checkout: string;
  created_at: string;
  updated_at: string;
}

export interface LineRow {
  id: string;
  cart_id: string;
  product_id: number;
  option_pair: string;
  quantity: number;
  added_at: string;
}

export const CART_SESSION_KEY = 'cartId';

const newId = (bytes = 9) => crypto.randomBytes(bytes).toString('base64url');
const now = () => new Date().toISOString();

function cartById(db: Db, id: string): CartRow | undefined {
  return db.prepare<[string], CartRow>('SELECT * FROM carts WHERE id = ?').get(id);
}

function cartOfUser(db: Db, userId: string): CartRow | undefined {
  return db.prepare<[string], CartRow>('SELECT * FROM carts WHERE user_id = ?').get(userId);
}

function createCart(db: Db, userId: string | null): CartRow {
  const id = newId(12);
  const t = now();
  db.prepare('INSERT INTO carts (id, user_id, checkout, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(
    id,
    userId,
    '{}',
    t,
    t,
  );
  return cartById(db, id)!;
}

export function cartLines(db: Db, cartId: string): LineRow[] {
  return db.prepare<[string], LineRow>('SELECT * FROM cart_lines WHERE cart_id = ? ORDER BY added_at, id').all(cartId);
}

/** Moves an anonymous cart's lines into the shopper's cart (quantities added, capped at 99). */
function mergeInto(db: Db, from: CartRow, into: CartRow): void {
  const upsert = db.prepare(
    `INSERT INTO cart_lines (id, cart_id, product_id, option_pair, quantity, added_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (cart_id, product_id, option_pair) DO UPDATE SET quantity = MIN(?, quantity + excluded.quantity)`,
  );
  for (const l of cartLines(db, from.id)) {
    upsert.run(newId(), into.id, l.product_id, l.option_pair, l.quantity, l.added_at, MAX_LINE_QUANTITY);
  }
  db.prepare('DELETE FROM carts WHERE id = ?').run(from.id);
  touch(db, into.id);
}

/**
 * The session's cart, or undefined when it has none (and `create` is false). Signed in: the
 * shopper's cart, after taking over the session's anonymous cart.
 */
export function resolveCart(db: Db, session: Session, create: boolean): CartRow | undefined {
  const sessionCartId = session.get<string>(CART_SESSION_KEY);
  const sessionCart = sessionCartId ? cartById(db, sessionCartId) : undefined;
  if (session.userId) {
    const userId = session.userId;
    return db.transaction(() => {
      let cart = cartOfUser(db, userId);
      if (sessionCart && sessionCart.user_id === null) {
        if (!cart) {
          db.prepare('UPDATE carts SET user_id = ? WHERE id = ?').run(userId, sessionCart.id);
          cart = cartById(db, sessionCart.id);
        } else {
          mergeInto(db, sessionCart, cart);
        }
      }
      if (!cart && create) cart = createCart(db, userId);
      if (cart && sessionCartId !== cart.id) session.set(CART_SESSION_KEY, cart.id);
      return cart;
    })();
  }
  if (sessionCart && sessionCart.user_id === null) return sessionCart;
  if (sessionCartId) session.set(CART_SESSION_KEY, undefined); // signed out, or the cart is gone
  if (!create) return undefined;
  // Atomic get-or-create: a racing request of this session may have created the cart meanwhile.
  return db.transaction(() =>
    cartById(
      db,
      session.ensure(CART_SESSION_KEY, () => createCart(db, null).id),
    ),
  )();
}

export function touch(db: Db, cartId: string): void {
  db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').run(now(), cartId);
}

export function findLine(db: Db, cartId: string, lineId: string): LineRow | undefined {
  return db
    .prepare<[string, string], LineRow>('SELECT * FROM cart_lines WHERE id = ? AND cart_id = ?')
    .get(lineId, cartId);
}

export function findLineByItem(db: Db, cartId: string, productId: number, optionPair: string): LineRow | undefined {
  return db
    .prepare<[string, number, string], LineRow>(
      'SELECT * FROM cart_lines WHERE cart_id = ? AND product_id = ? AND option_pair = ?',
    )
    .get(cartId, productId, optionPair);
}

/** How long an add-to-cart key is remembered: far longer than a shopper retries a lost answer. */
export const ADD_KEY_TTL_MS = 60 * 60_000;

/** True when this cart already took the add sent with `key` (within ADD_KEY_TTL_MS). */
export function addKeySeen(db: Db, cartId: string, key: string, at = Date.now()): boolean {
  return !!db
    .prepare('SELECT 1 FROM cart_add_keys WHERE cart_id = ? AND idempotency_key = ? AND created_at > ?')
    .get(cartId, key, new Date(at - ADD_KEY_TTL_MS).toISOString());
}

/** Remembers that the add sent with `key` was taken; forgets keys past ADD_KEY_TTL_MS. */
export function rememberAddKey(db: Db, cartId: string, key: string, at = Date.now()): void {
  db.prepare('DELETE FROM cart_add_keys WHERE created_at <= ?').run(new Date(at - ADD_KEY_TTL_MS).toISOString());
  db.prepare(
    `INSERT INTO cart_add_keys (cart_id, idempotency_key, created_at) VALUES (?, ?, ?)
     ON CONFLICT (cart_id, idempotency_key) DO UPDATE SET created_at = excluded.created_at`,
  ).run(cartId, key, new Date(at).toISOString());
}

export function insertLine(db: Db, cartId: string, productId: number, optionPair: string, quantity: number): string {
  const id = newId();
  db.prepare(
    'INSERT INTO cart_lines (id, cart_id, product_id, option_pair, quantity, added_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(id, cartId, productId, optionPair, quantity, now());
  touch(db, cartId);
  return id;
}

export function setLineQuantity(db: Db, cartId: string, lineId: string, quantity: number): void {
  db.prepare('UPDATE cart_lines SET quantity = ? WHERE id = ? AND cart_id = ?').run(quantity, lineId, cartId);
  touch(db, cartId);
}

export function deleteLine(db: Db, cartId: string, lineId: string): void {
  db.prepare('DELETE FROM cart_lines WHERE id = ? AND cart_id = ?').run(lineId, cartId);
  touch(db, cartId);
}

/** Takes an order's lines out of a cart after payment (what was added since stays). */
export function removeOrderedItems(
  db: Db,
  cartId: string,
  items: { productId: number; optionPair: string; quantity: number }[],
): void {
  for (const item of items) {
    const line = findLineByItem(db, cartId, item.productId, item.optionPair);
    if (!line) continue;
    if (line.quantity <= item.quantity) db.prepare('DELETE FROM cart_lines WHERE id = ?').run(line.id);
    else db.prepare('UPDATE cart_lines SET quantity = ? WHERE id = ?').run(line.quantity - item.quantity, line.id);
  }
  touch(db, cartId);
}

/**
 * Set by the campaigns area (server/api/models/campaign-groups.ts): a group-buy cart's lines are
 * priced at the group price and limited by the campaign's stock. Undefined for a normal cart.
 */
export const campaignLineTerms: {
  of?: (db: Db, cartId: string, productId: number) => { unitPrice: number; stock: number } | undefined;
} = {};

/** The lines as the API shows them, priced and checked against the catalogue now. */
export function lineViews(db: Db, lines: LineRow[], locale: Locale): CartLine[] {
  return lines.map((l) => {
    const product = getProduct(db, l.product_id, locale);
    const terms = campaignLineTerms.of?.(db, l.cart_id, l.product_id);
    const inventory = product ? (getStock(db, l.product_id, l.option_pair) ?? 0) : 0;
    const stock = terms ? Math.min(terms.stock, inventory) : inventory;
    // a larger size costs more: the chosen values' price deltas are part of the unit price
    const unitPrice =
      terms?.unitPrice ??
      (product ? product.price + optionPriceDelta(productOptions(db, l.product_id) ?? [], l.option_pair) : 0);
    const maxQuantity = Math.min(MAX_LINE_QUANTITY, Math.max(0, stock));
    return {
      lineId: l.id,
      productId: l.product_id,
      name: product?.name ?? `#${l.product_id}`,
      nameContent: product?.nameContent ?? {},
      imageURL: product?.thumbnail.imageURL ?? null, // a cart line is small: the list tile's picture
      optionPair: l.option_pair,
      quantity: l.quantity,
      unitPrice,
      lineTotal: unitPrice * l.quantity,
      maxQuantity,
      available: !!product && l.quantity <= maxQuantity,
    };
  });
}

export function readCheckoutJson<T>(cart: CartRow | undefined, fallback: T): T {
  return cart ? parseJson<T>(cart.checkout, fallback) : fallback;
}
