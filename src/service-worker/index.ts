/**
 * The service worker (H5 only), built by config/service-worker.ts into dist/h5/sw.js with the
 * build's precache list injected; the app never imports this file. Which request is kept where
 * and for how long is decided in src/domain/offline-cache.ts; this file wires Workbox to it.
 *
 * Updates are safe: a new worker installs beside the old one and waits. The page asks it to take
 * over (message 'SKIP_WAITING') when the shopper accepts the update prompt, or at a navigation
 * outside checkout and payment (src/platform/app-update.ts); the page then reloads once.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  LAST_SHELL_KEY,
  NETWORK_TIMEOUT_S,
  cacheRule,
  catalogueCacheKey,
  type CacheRule,
  type RuntimeCache,
} from '../domain/offline-cache';

interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  // each listener names the event shape it reads
  addEventListener(type: string, listener: (event: never) => void): void;
}
declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
// caches of earlier Workbox precache formats
cleanupOutdatedCaches();

const limits = (cache: RuntimeCache) => new ExpirationPlugin({ ...CACHE_LIMITS[cache], purgeOnQuotaError: true });
const okOnly = new CacheableResponsePlugin({ statuses: [200] });
const networkOnly = new NetworkOnly();

/** Keeps the visitor's last good page as the offline fallback for pages never visited. */
const lastShell: WorkboxPlugin = {
  async cacheDidUpdate({ request, cacheName }) {
    const res = await (await caches.open(cacheName)).match(request, { ignoreVary: true });
    if (res) await (await caches.open(CACHE_NAMES.personal)).put(LAST_SHELL_KEY, res);
  },
};

/** Catalogue answers are kept per language (the app sends it as Accept-Language). */
const perLanguage: WorkboxPlugin = {
  cacheKeyWillBeUsed({ request }) {
    return Promise.resolve(catalogueCacheKey(request.url, request.headers.get('accept-language')));
  },
};

const plugins: Record<RuntimeCache, WorkboxPlugin[]> = {
  pages: [okOnly, limits('pages'), lastShell],
  personal: [okOnly, perLanguage, limits('personal')],
  chunks: [okOnly, limits('chunks')],
  catalogue: [okOnly, perLanguage, limits('catalogue')],
  // pictures from other hosts come back opaque (status 0): kept too, the cap bounds them
  images: [new CacheableResponsePlugin({ statuses: [0, 200] }), limits('images')],
};

const strategies = new Map<string, Strategy>();

/** One Workbox strategy per (strategy, cache) pair the table uses. */
function strategyFor(rule: CacheRule): Strategy {
  if (!rule.cache) return networkOnly;
  const key = `${rule.strategy}:${rule.cache}`;
  let s = strategies.get(key);
  if (!s) {
    const options = {
      cacheName: CACHE_NAMES[rule.cache],
      plugins: plugins[rule.cache],
      matchOptions: { ignoreVary: true },
    };
    s =
      rule.strategy === 'network-first'
        ? new NetworkFirst({ ...options, networkTimeoutSeconds: NETWORK_TIMEOUT_S })
        : rule.strategy === 'cache-first'
          ? new CacheFirst(options)
          : new StaleWhileRevalidate(options);
    strategies.set(key, s);
  }
  return s;
}

function ruleFor(request: Request): CacheRule {
  return cacheRule({
    method: request.method,
    url: request.url,
    origin: self.location.origin,
    mode: request.mode,
    destination: request.destination,
  });
}

/** An offline page never visited: the visitor's last good page, else the built shell. */
async function offlinePage(fallback: string): Promise<Response> {
  const last = await (await caches.open(CACHE_NAMES.personal)).match(LAST_SHELL_KEY);
  return last ?? (await matchPrecache(fallback)) ?? Response.error();
}

registerRoute(
  ({ request }) => {
    const rule = ruleFor(request);
    return rule.strategy !== 'network-only' || rule.fallback !== undefined;
  },
  async (options: RouteHandlerCallbackOptions) => {
    const request = options.request;
    const rule = ruleFor(request);
    const strategy = strategyFor(rule);
    if (!rule.fallback) return strategy.handle(options);
    try {
      return await strategy.handle(options);
    } catch {
      return offlinePage(rule.fallback);
    }
  },
);

self.addEventListener('message', (event: { data?: unknown }) => {
  if (event.data === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event: { waitUntil(p: Promise<unknown>): void }) => {
  // Kept pages name the previous version's files, which this version's precache no longer holds:
  // offline they would break, so they go (the built shell and the catalogue stay).
  event.waitUntil(
    Promise.all([
      caches.delete(CACHE_NAMES.pages),
      caches.open(CACHE_NAMES.personal).then((c) => c.delete(LAST_SHELL_KEY)),
    ]).then(() => self.clients.claim()),
  );
});
