/**
 * A page still open from before a deployment asks for a chunk the server no longer has: instead
 * of an error or a blank screen it reloads once (the new version's page), remembered in
 * sessionStorage so a chunk that keeps failing shows the page's own error instead of reloading
 * again and again (src/domain/app-update.ts). Variants: this file (H5 and jest: wraps webpack's
 * chunk loader, absent under jest) and `chunk-recovery.weapp.ts` (no chunks to lose: no-op).
 */
import { isChunkLoadError, reloadForMissingChunk } from '@/domain/app-update';
import { isOnline } from './network';
import { reload } from './reload';

declare const __webpack_require__: { e?: (id: string | number) => Promise<unknown> } | undefined;

const KEY = 'sf-chunk-reload-at';

/** When this tab last reloaded for a missing chunk (a new version deployed), or null. */
export function lastReloadAt(): number | null {
  try {
    const v = Number(sessionStorage.getItem(KEY));
    return v > 0 ? v : null;
  } catch {
    return null;
  }
}

/** This page has asked for the reload: it is on its way out. */
let reloading = false;

/**
 * True when the page is reloading for the missing chunk. A second chunk missing while that reload
 * is under way (the area preloader and a tap asking at once) waits for it too: it is not the loop
 * the guard is for, and its error would only flash in a page that is going.
 */
export function recoverFromChunkError(error: unknown, now = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false;
  if (reloading) return true;
  if (!reloadForMissingChunk(lastReloadAt(), now, isOnline())) return false;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // no sessionStorage: no guard against a loop, so no reload either
    return false;
  }
  reloading = true;
  reload();
  return true;
}

export function installChunkRecovery(): void {
  if (typeof __webpack_require__ === 'undefined' || typeof __webpack_require__.e !== 'function') return;
  const load = __webpack_require__.e;
  // every load through webpack is one a screen asked for (the area preload downloads files itself)
  __webpack_require__.e = (id) =>
    load(id).catch((error: unknown) => {
      // the reload is under way: wait for it rather than show an error for a moment
      if (recoverFromChunkError(error)) return new Promise<never>(() => undefined);
      throw error;
    });
}
