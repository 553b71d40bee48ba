/**
 * Favourites (extension `favourites`): the rules of a wish list, shared by the app (the device's
 * list, the hearts, the Favourites page) and the reference server (merging a device's list into
 * the account).
 */
import { MAX_FAVOURITES, type FavouriteEntry } from '@api-types';

/** The list without repeats (first of each product wins), newest first, at most MAX_FAVOURITES. */
export function normalizeFavourites(entries: readonly FavouriteEntry[]): FavouriteEntry[] {
  const seen = new Set<number>();
  const out: FavouriteEntry[] = [];
  for (const e of entries) {
    if (seen.has(e.productId)) continue;
    seen.add(e.productId);
    out.push(e);
  }
  // stable: equal times keep their order
  return out
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.savedAt < b.e.savedAt ? 1 : a.e.savedAt > b.e.savedAt ? -1 : a.i - b.i))
    .map(({ e }) => e)
    .slice(0, MAX_FAVOURITES);
}

/**
 * A device's list merged into the account's: every product of either, once. A product in both
 * keeps the earlier save (its price then is what "was CA$y when you saved it" means). When the
 * union is over MAX_FAVOURITES, the newest saves stay.
 */
export function mergeFavourites(
  account: readonly FavouriteEntry[],
  device: readonly FavouriteEntry[],
): FavouriteEntry[] {
  const byProduct = new Map<number, FavouriteEntry>();
  for (const e of [...account, ...device]) {
    const had = byProduct.get(e.productId);
    if (!had || e.savedAt < had.savedAt) byProduct.set(e.productId, e);
  }
  return normalizeFavourites([...byProduct.values()]);
}

/** The list with the product saved (at the front) or removed. Saving one already there keeps it. */
export function toggleFavourite(list: readonly FavouriteEntry[], entry: FavouriteEntry, on: boolean): FavouriteEntry[] {
  const without = list.filter((e) => e.productId !== entry.productId);
  if (!on) return without;
  const had = list.find((e) => e.productId === entry.productId);
  return normalizeFavourites([had ?? entry, ...without]);
}

export type FavouriteState =
  /** gone from the store */
  | { kind: 'gone' }
  | { kind: 'outOfStock'; now: number }
  /** in stock; `was` set when the price differs from the saved one (same currency) */
  | { kind: 'available'; now: number; was: number | null };

/** What the Favourites page says of an entry, from the product as of now. */
export function favouriteState(
  entry: FavouriteEntry,
  product: { price: number; currencyCode: string; available: boolean } | null,
): FavouriteState {
  if (!product) return { kind: 'gone' };
  if (!product.available) return { kind: 'outOfStock', now: product.price };
  const was =
    product.currencyCode === entry.currencyCode && product.price !== entry.savedPrice ? entry.savedPrice : null;
  return { kind: 'available', now: product.price, was };
}

/** A device's stored list, read defensively: malformed entries are dropped. */
export function readFavourites(raw: unknown): FavouriteEntry[] {
  if (!Array.isArray(raw)) return [];
  const out: FavouriteEntry[] = [];
  for (const x of raw) {
    if (typeof x !== 'object' || x === null) continue;
    const r = x as Record<string, unknown>;
    if (
      Number.isInteger(r.productId) &&
      (r.productId as number) > 0 &&
      Number.isInteger(r.savedPrice) &&
      (r.savedPrice as number) >= 0 &&
      typeof r.currencyCode === 'string' &&
      /^[A-Z]{3}$/.test(r.currencyCode) &&
      typeof r.savedAt === 'string' &&
      !Number.isNaN(Date.parse(r.savedAt))
    ) {
      out.push({
        productId: r.productId as number,
        savedPrice: r.savedPrice as number,
        currencyCode: r.currencyCode,
        savedAt: r.savedAt,
      });
    }
  }
  return normalizeFavourites(out);
}
