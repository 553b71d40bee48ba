/**
 * Extension `favourites`: a shopper's wish list and its read-only share link. Entries keep the
 * price when saved; the product itself is read as of now (gone when no longer active).
 */
import crypto from 'node:crypto';
import type { AreaData, Db } from '../db';
import type { Favourite, FavouriteEntry, Locale, Product } from '../../../types/api';
import { mergeFavourites, normalizeFavourites } from '../../../src/domain/favourites';
import { getProduct } from './products';

export const favouritesData: AreaData = {
  area: 'ext-favourites',
  migrations: [
    {
      id: 'ext-favourites-001',
      up: `
        CREATE TABLE favourites (
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          product_id INTEGER NOT NULL,
          saved_price INTEGER NOT NULL,
          currency_code TEXT NOT NULL,
          saved_at TEXT NOT NULL,
          PRIMARY KEY (user_id, product_id)
        );
        CREATE TABLE favourite_shares (
          token TEXT PRIMARY KEY,
          user_id TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
          created_at TEXT NOT NULL
        );
      `,
    },
  ],
};

interface Row {
  product_id: number;
  saved_price: number;
  currency_code: string;
  saved_at: string;
}

const toEntry = (r: Row): FavouriteEntry => ({
  productId: r.product_id,
  savedPrice: r.saved_price,
  currencyCode: r.currency_code,
  savedAt: r.saved_at,
});

export function favouriteEntries(db: Db, userId: string): FavouriteEntry[] {
  const rows = db
    .prepare<[string], Row>(
      'SELECT product_id, saved_price, currency_code, saved_at FROM favourites WHERE user_id = ? ORDER BY saved_at DESC, product_id',
    )
    .all(userId);
  return rows.map(toEntry);
}

/** Entries with their products as of now, in the session's language. */
export function withProducts(db: Db, entries: FavouriteEntry[], locale: Locale): Favourite[] {
  return entries.map((e) => ({ ...e, product: getProduct(db, e.productId, locale) ?? null }));
}

export function hasFavourite(db: Db, userId: string, productId: number): boolean {
  return !!db.prepare('SELECT 1 FROM favourites WHERE user_id = ? AND product_id = ?').get(userId, productId);
}

export function countFavourites(db: Db, userId: string): number {
  return db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM favourites WHERE user_id = ?').get(userId)!.n;
}

/** Saves the product at its price now; a product already saved keeps its first save. */
export function saveFavourite(db: Db, userId: string, product: Product, now = new Date()): void {
  db.prepare(
    `INSERT INTO favourites (user_id, product_id, saved_price, currency_code, saved_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, product_id) DO NOTHING`,
  ).run(userId, product.id, product.price, product.currencyCode, now.toISOString());
}

export function removeFavourite(db: Db, userId: string, productId: number): void {
  db.prepare('DELETE FROM favourites WHERE user_id = ? AND product_id = ?').run(userId, productId);
}

/**
 * The price and currency a device says it saved a product at, as far as the store can vouch for
 * them: the product's own currency, and a price between its price now and its regular price.
 * Anything else (a price the product never had, a currency the store does not sell in) becomes
 * the product's price now, so a shared list shows no price the store did not ask. Pure.
 */
export function trustedSave(
  entry: Pick<FavouriteEntry, 'savedPrice' | 'currencyCode'>,
  product: Pick<Product, 'price' | 'listPrice' | 'currencyCode'>,
): Pick<FavouriteEntry, 'savedPrice' | 'currencyCode'> {
  const low = Math.min(product.price, product.listPrice);
  const high = Math.max(product.price, product.listPrice);
  const fits = entry.currencyCode === product.currencyCode && entry.savedPrice >= low && entry.savedPrice <= high;
  return fits ? entry : { savedPrice: product.price, currencyCode: product.currencyCode };
}

/**
 * A device's list merged into the account's (src/domain/favourites.ts: each product once, the
 * earlier save wins, the newest MAX_FAVOURITES stay). Products not in the store now are left out
 * of what the device brings (nothing to save), kept when the account already had them.
 */
export function mergeIntoAccount(db: Db, userId: string, device: FavouriteEntry[], locale: Locale): void {
  const known = device.flatMap((e) => {
    const product = getProduct(db, e.productId, locale);
    return product ? [{ ...e, ...trustedSave(e, product) }] : [];
  });
  const merged = mergeFavourites(favouriteEntries(db, userId), known);
  db.transaction(() => {
    db.prepare('DELETE FROM favourites WHERE user_id = ?').run(userId);
    const insert = db.prepare(
      'INSERT INTO favourites (user_id, product_id, saved_price, currency_code, saved_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (const e of normalizeFavourites(merged))
      insert.run(userId, e.productId, e.savedPrice, e.currencyCode, e.savedAt);
  })();
}

export function shareToken(db: Db, userId: string): string | null {
  return (
    db.prepare<[string], { token: string }>('SELECT token FROM favourite_shares WHERE user_id = ?').get(userId)
      ?.token ?? null
  );
}

/** The list's read-only link token: the existing one, or a new unguessable one (128 bits). */
export function createShareToken(db: Db, userId: string): string {
  const had = shareToken(db, userId);
  if (had) return had;
  const token = crypto.randomBytes(16).toString('base64url');
  db.prepare('INSERT INTO favourite_shares (token, user_id, created_at) VALUES (?, ?, ?)').run(
    token,
    userId,
    new Date().toISOString(),
  );
  return token;
}

export function revokeShareToken(db: Db, userId: string): void {
  db.prepare('DELETE FROM favourite_shares WHERE user_id = ?').run(userId);
}

/** The owner of a share token and their first name, or undefined. */
export function shareOwner(db: Db, token: string): { userId: string; firstName: string } | undefined {
  const row = db
    .prepare<[string], { user_id: string; first_name: string }>(
      'SELECT s.user_id, u.first_name FROM favourite_shares s JOIN users u ON u.id = s.user_id WHERE s.token = ?',
    )
    .get(token);
  return row && { userId: row.user_id, firstName: row.first_name };
}
