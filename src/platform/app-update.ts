/**
 * A new version of the web app waiting to take over. The new service worker installs
 * beside the running one and waits; this module tells the update prompt, and hands over when the
 * shopper presses Reload, or by itself at a navigation outside checkout and payment
 * (domain/app-update.ts). The page reloads once, when the new worker has taken over at its
 * request. Variants: this file (H5 and jest) and `app-update.weapp.ts` (WeChat updates the
 * mini-program itself: never waiting).
 */
import {
  UPDATE_CHECK_MS,
  applyUpdateOnNavigation,
  checkForUpdateAtStart,
  shouldCheckForUpdate,
} from '@/domain/app-update';
import { lastReloadAt } from './chunk-recovery';

let waiting: ServiceWorker | null = null;
let watching = false;
let requested = false;
let lastPath: string | null = null;
const listeners = new Set<(waiting: boolean) => void>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  listeners.forEach((l) => l(worker !== null));
}

function track(reg: ServiceWorkerRegistration, worker: ServiceWorker | null): void {
  if (!worker) return;
  const settle = () => {
    // 'installed' beside an active worker is waiting; the very first install takes over at once
    if (worker.state === 'installed' && reg.active && navigator.serviceWorker.controller) setWaiting(worker);
  };
  settle();
  worker.addEventListener('statechange', settle);
}

function watch(): void {
  if (watching || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  watching = true;
  const sw = navigator.serviceWorker;
  sw.addEventListener('controllerchange', () => {
    // only the page that asked reloads: another tab's form is not thrown away under it
    if (requested) window.location.reload();
  });
  void sw.ready.then((reg) => {
    track(reg, reg.waiting);
    track(reg, reg.installing);
    reg.addEventListener('updatefound', () => track(reg, reg.installing));
    // pages change without loading a document: look for a new version now and then
    const update = () => void reg.update().catch(() => undefined);
    let lastCheck = Date.now();
    const check = () => {
      if (!shouldCheckForUpdate(lastCheck, Date.now())) return;
      lastCheck = Date.now();
      update();
    };
    setInterval(check, UPDATE_CHECK_MS);
    if (checkForUpdateAtStart(lastReloadAt(), Date.now())) update();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  });
}

/** Calls `listener` now and whenever a new version starts or stops waiting. */
export function onUpdateWaiting(listener: (waiting: boolean) => void): () => void {
  watch();
  listeners.add(listener);
  listener(waiting !== null);
  return () => {
    listeners.delete(listener);
  };
}

/** Lets the waiting version take over; the page reloads as soon as it has. */
export function applyUpdate(): void {
  if (!waiting) {
    window.location.reload();
    return;
  }
  requested = true;
  waiting.postMessage('SKIP_WAITING');
}

/**
 * A page was shown at `path`: a waiting version takes over now unless the shopper is in checkout
 * or payment (or just left it). Returns true when it does.
 */
export function pageShown(path: string): boolean {
  const from = lastPath;
  lastPath = path;
  if (from === null || !applyUpdateOnNavigation({ updateWaiting: waiting !== null, from, to: path })) return false;
  applyUpdate();
  return true;
}
