/**
 * What the service worker keeps, where and for how long: one table, read by the worker
 * (src/service-worker/) and by its tests. Pure: a request's method, URL and kind in, a rule out.
 *
 * - The app shell is precached by the build (neutral HTML, first-screen JS and CSS, icons).
 * - Pages: network first; offline, the visitor's own last copy of that page, else the neutral
 *   shell. Pages of the cart, checkout, payment, account and user areas are never kept.
 * - Area chunks (hashed, so never stale): cache first on use.
 * - Catalogue reads: stale-while-revalidate, bounded; stock network first. App info names the
 *   signed-in shopper: network first, kept apart ('personal') with the visitor's pages, and both
 *   are dropped on sign-out.
 * - Images: cache first, capped.
 * - Every other API call (cart, checkout, payment, account, user, orders, sign-in...) and every
 *   write: the network only, never stored.
 */
import { API_BASE_PATH } from '@api-types';
import { CACHE_NAMES, PERSONAL_CACHES, type RuntimeCache } from './offline-cache-names';

export type CacheStrategy = 'network-only' | 'network-first' | 'cache-first' | 'stale-while-revalidate';

export { CACHE_NAMES, PERSONAL_CACHES, type RuntimeCache };

const DAY_S = 24 * 60 * 60;

/** Entry cap and age limit (seconds) of each runtime cache. */
export const CACHE_LIMITS: Record<RuntimeCache, { maxEntries: number; maxAgeSeconds: number }> = {
  pages: { maxEntries: 30, maxAgeSeconds: 7 * DAY_S },
  personal: { maxEntries: 4, maxAgeSeconds: 7 * DAY_S },
  // every area's files (the preload downloads them all: 92 in this build) twice over, so an area
  // downloaded first is not pushed out by the last, nor a deployment's files by the one before
  chunks: { maxEntries: 250, maxAgeSeconds: 30 * DAY_S },
  catalogue: { maxEntries: 120, maxAgeSeconds: 3 * DAY_S },
  images: { maxEntries: 150, maxAgeSeconds: 30 * DAY_S },
};

/** A network-first request waits this long for the network before the kept copy is shown. */
export const NETWORK_TIMEOUT_S = 4;

/** Where offline navigations without a kept copy land: the built shell, without any shopper's data. */
export const OFFLINE_SHELL_URL = '/offline.html';

/** The visitor's last good page, kept in the personal cache: the offline page for pages never visited. */
export const LAST_SHELL_KEY = '/offline-last-page';

export interface CacheRule {
  strategy: CacheStrategy;
  /** The runtime cache it is kept in; absent for the network only (and for precached files). */
  cache?: RuntimeCache;
  /** Offline fallback for a page: the neutral shell. */
  fallback?: string;
}

export interface CacheRequest {
  method: string;
  /** Absolute URL. */
  url: string;
  /** The worker's origin (`self.location.origin`). */
  origin: string;
  /** Request.mode: 'navigate' for a page load. */
  mode?: string;
  /** Request.destination: 'image', 'script', 'style', ... */
  destination?: string;
}

const NETWORK_ONLY: CacheRule = { strategy: 'network-only' };

/** H5 page paths whose content is the shopper's own (customRoutes in domain/routes.ts). */
const PERSONAL_PAGES = /^\/(checkout|account|user|confirmation)(\/|$)/;

/** Public catalogue reads under the API base path (src/services/catalogue.ts, common.ts, campaigns.ts). */
const CATALOGUE_API = [
  /^productManagement2\/products(\/(listCount|search\/[^/]+|searchCount\/[^/]+|relatedProducts\/[^/]+))?$/,
  /^productManagement2\/(category|tag)\/[^/]+$/,
  /^productManagement\/product\/[^/]+$/,
  /^productManagement\/categories\/[^/]+$/,
  /^productManagement\/brands$/,
  /^productDetailManagement\/productDetail\/[^/]+$/,
  /^common3\/pageContent$/,
  /^common3\/sectionTemplateByType\/[^/]+$/,
  /^common3\/exchangeRates\/?[^/]*$/,
  /^common3\/timeZoneInfo\/[^/]+$/,
];

/**
 * Fresh when the network answers, kept for offline: app info (the store's shell data plus the
 * signed-in shopper: a stale copy could show someone signed out who just signed in) and stock.
 */
const PERSONAL_API = /^common3\/appInfoInit$/;
const STOCK_API = /^inventoryManagement\/inventoryByProductAndOptions\/[^/]+$/;

const OPERATOR_PATHS = /^\/(healthz|readyz|rum)$/;
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;
const CHUNK_FILE = /^\/(js|css)\/[^/]+\.[0-9a-f]{8,}\.(js|css)$/;

/** The rule for one request the worker sees. */
export function cacheRule(req: CacheRequest): CacheRule {
  if (req.method !== 'GET') return NETWORK_ONLY;
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return NETWORK_ONLY;
  }
  if (!/^https?:$/.test(url.protocol)) return NETWORK_ONLY;
  const sameOrigin = url.origin === req.origin;

  // the web server's own answers for operators and probes (server/web/health.ts, /rum): never kept
  if (sameOrigin && OPERATOR_PATHS.test(url.pathname)) return NETWORK_ONLY;
  if (req.mode === 'navigate') {
    if (!sameOrigin || url.pathname.startsWith('/api/')) return NETWORK_ONLY;
    if (PERSONAL_PAGES.test(url.pathname)) return { strategy: 'network-only', fallback: OFFLINE_SHELL_URL };
    return { strategy: 'network-first', cache: 'pages', fallback: OFFLINE_SHELL_URL };
  }

  if (sameOrigin && url.pathname.startsWith(`${API_BASE_PATH}/`)) {
    const api = url.pathname.slice(API_BASE_PATH.length + 1);
    if (PERSONAL_API.test(api)) return { strategy: 'network-first', cache: 'personal' };
    if (STOCK_API.test(api)) return { strategy: 'network-first', cache: 'catalogue' };
    if (CATALOGUE_API.some((re) => re.test(api))) return { strategy: 'stale-while-revalidate', cache: 'catalogue' };
    return NETWORK_ONLY;
  }
  if (sameOrigin && url.pathname.startsWith('/api/')) return NETWORK_ONLY;

  if (sameOrigin && CHUNK_FILE.test(url.pathname)) return { strategy: 'cache-first', cache: 'chunks' };
  if (req.destination === 'image' || IMAGE_FILE.test(url.pathname)) return { strategy: 'cache-first', cache: 'images' };
  return NETWORK_ONLY;
}

/**
 * The key a catalogue answer is kept under: its URL plus the language it was asked in (the app
 * sends it as Accept-Language), so a language switch never shows the other language's copy.
 */
export function catalogueCacheKey(url: string, language: string | null): string {
  const lang = (language ?? '').split(',')[0].trim().toLowerCase();
  if (!lang) return url;
  const u = new URL(url);
  u.searchParams.set('sf-lang', lang);
  return u.toString();
}
