/**
 * The service worker (built by config/service-worker.ts). Variants: this file (H5 and
 * jest) and `service-worker.weapp.ts` (the mini-program has none: no-ops).
 *
 * - `registerServiceWorker()`: production H5 builds only (never jest or development builds),
 *   after the page has loaded, so it never competes with the first screen.
 * - `clearPersonalCaches()`: drops the caches holding the shopper's own answers (sign-out).
 */
import { PERSONAL_CACHES } from '@/domain/offline-cache-names';

export const SW_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SW_URL).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
