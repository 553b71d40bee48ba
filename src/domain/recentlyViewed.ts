/**
 * Recently viewed: the last products a shopper opened, kept on the device per store. Not an
 * extension: it needs no server call beyond the catalogue's, so it shows on any istore server.
 */
import type { Locale } from '@api-types';

/** How many products the list keeps. */
export const MAX_RECENT = 20;

/** A product as it was when opened: enough to draw its card without asking the server. */
export interface RecentProduct {
  id: number;
  /** Its name in each language it was seen in. */
  names: Partial<Record<Locale, string>>;
  price: number;
  listPrice: number;
  currencyCode: string;
  /** The list tile's picture, when it had one. */
  thumbnail: { url: string; width: number; height: number } | null;
  /** ISO 8601. */
  viewedAt: string;
}

/**
 * The list after opening `product`: it goes first, an earlier view of it is dropped (its names
 * in other languages are kept), at most `max` stay.
 */
export function pushRecent(list: readonly RecentProduct[], product: RecentProduct, max = MAX_RECENT): RecentProduct[] {
  const earlier = list.find((p) => p.id === product.id);
  const merged = earlier ? { ...product, names: { ...earlier.names, ...product.names } } : product;
  return [merged, ...list.filter((p) => p.id !== product.id)].slice(0, Math.max(0, max));
}

/** The name to show in `locale`: that language's, else any it was seen in. */
export function recentName(p: RecentProduct, locale: Locale): string {
  return p.names[locale] ?? p.names.en ?? p.names.zh ?? '';
}

const isInt = (v: unknown, min: number) => Number.isInteger(v) && (v as number) >= min;

/** One stored entry, or null when malformed. */
function readEntry(x: unknown): RecentProduct | null {
  if (typeof x !== 'object' || x === null) return null;
  const r = x as Record<string, unknown>;
  if (!isInt(r.id, 1) || !isInt(r.price, 0) || !isInt(r.listPrice, 0)) return null;
  if (typeof r.currencyCode !== 'string' || !/^[A-Z]{3}$/.test(r.currencyCode)) return null;
  if (typeof r.viewedAt !== 'string' || Number.isNaN(Date.parse(r.viewedAt))) return null;
  const n = (typeof r.names === 'object' && r.names !== null ? r.names : {}) as Record<string, unknown>;
  const names: Partial<Record<Locale, string>> = {};
  if (typeof n.en === 'string' && n.en) names.en = n.en;
  if (typeof n.zh === 'string' && n.zh) names.zh = n.zh;
  if (!names.en && !names.zh) return null;
  const t = (typeof r.thumbnail === 'object' && r.thumbnail !== null ? r.thumbnail : null) as Record<
    string,
    unknown
  > | null;
  const thumbnail =
    t && typeof t.url === 'string' && t.url && isInt(t.width, 1) && isInt(t.height, 1)
      ? { url: t.url, width: t.width as number, height: t.height as number }
      : null;
  return {
    id: r.id as number,
    names,
    price: r.price as number,
    listPrice: r.listPrice as number,
    currencyCode: r.currencyCode,
    thumbnail,
    viewedAt: r.viewedAt,
  };
}

/** A stored list, read defensively: malformed entries and repeats dropped, at most MAX_RECENT. */
export function readRecent(raw: unknown): RecentProduct[] {
  if (!Array.isArray(raw)) return [];
  const out: RecentProduct[] = [];
  for (const x of raw) {
    const e = readEntry(x);
    if (e && !out.some((p) => p.id === e.id)) out.push(e);
    if (out.length === MAX_RECENT) break;
  }
  return out;
}

/**
 * Storage key of a store's list: one device can shop at several stores (marketplaces on one
 * origin, or one mini-program for several), and one store's history must not show in another's.
 */
export function recentStorageKey(storeId: string | null | undefined): string {
  const id = (storeId ?? '')
    .trim()
    .replace(/[^A-Za-z0-9_.-]/g, '_')
    .slice(0, 64);
  return `istore.recentlyViewed.${id || 'default'}`;
}
