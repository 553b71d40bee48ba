/**
 * Safe updates of the installed web app: when a new version may take over, and how a
 * page that lost its files to a deployment recovers. Pure; the platform reads the inputs
 * (src/platform/app-update.ts, src/platform/chunk-recovery.ts).
 */

/** What the shopper reads when a new version waits: the text, then a Reload button. */
export const UPDATE_TEXT = 'A new version is available';
export const UPDATE_ACTION = 'Reload';

/** Paths where a reload could cost the shopper a form or a payment under way. */
const BUSY_PATHS = /^\/checkout\/(checkout|payment|campaignCheckout|campaignPayment)(\/|$)/;

export function isCheckoutOrPayment(path: string): boolean {
  return BUSY_PATHS.test(path.split(/[?#]/)[0]);
}

/**
 * A waiting version is applied by itself (without the shopper pressing Reload) when the shopper
 * moves to another page and neither that page nor the one left is checkout or payment.
 */
export function applyUpdateOnNavigation(input: { updateWaiting: boolean; from: string; to: string }): boolean {
  if (!input.updateWaiting) return false;
  if (input.from.split(/[?#]/)[0] === input.to.split(/[?#]/)[0]) return false;
  return !isCheckoutOrPayment(input.from) && !isCheckoutOrPayment(input.to);
}

/**
 * An open app moves between pages without loading a document, so the browser would not look for a
 * new version until the next full load: the page asks for one when shown again after this long,
 * and at this interval while it stays open.
 */
export const UPDATE_CHECK_MS = 30 * 60 * 1000;

export function shouldCheckForUpdate(lastCheckAt: number, now: number): boolean {
  return now - lastCheckAt >= UPDATE_CHECK_MS || now < lastCheckAt;
}

/** A page reloads for a missing chunk at most once in this window (no reload loop). */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

/**
 * Reload for a chunk that failed to load, unless the page did so moments ago, or the device is
 * offline (then the chunk is not gone, only out of reach: a reload would not help).
 */
export function reloadForMissingChunk(lastReloadAt: number | null | undefined, now: number, online: boolean): boolean {
  return online && !withinChunkReloadWindow(lastReloadAt, now);
}

/** The page reloaded for a missing chunk less than CHUNK_RELOAD_WINDOW_MS ago (a clock set back: not). */
function withinChunkReloadWindow(reloadAt: number | null | undefined, now: number): boolean {
  if (typeof reloadAt !== 'number' || !Number.isFinite(reloadAt)) return false;
  return now >= reloadAt && now - reloadAt < CHUNK_RELOAD_WINDOW_MS;
}

/**
 * A page that has just reloaded for a missing chunk knows a new version is deployed: it asks for
 * the new service worker at once rather than leave it to the browser's own check, so the prompt
 * comes while the shopper is still on the page that found it (within CHUNK_RELOAD_WINDOW_MS).
 */
export function checkForUpdateAtStart(chunkReloadAt: number | null | undefined, now: number): boolean {
  return withinChunkReloadWindow(chunkReloadAt, now);
}

/** webpack's error for a script or stylesheet chunk that did not load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/i.test(message))
  );
}
