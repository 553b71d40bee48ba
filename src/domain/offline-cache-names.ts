/**
 * The service worker's runtime cache names, apart from the caching table
 * (offline-cache.ts) so the page, which only clears caches on sign-out, does not carry the table.
 */
export const CACHE_NAMES = {
  pages: 'sf-pages',
  personal: 'sf-personal',
  chunks: 'sf-chunks',
  catalogue: 'sf-catalogue',
  images: 'sf-images',
} as const;

export type RuntimeCache = keyof typeof CACHE_NAMES;

/** Caches holding the shopper's own pages and answers: dropped when the shopper signs out. */
export const PERSONAL_CACHES: readonly string[] = [CACHE_NAMES.pages, CACHE_NAMES.personal];
