// H5 (and jest): run work once the browser has nothing more urgent to do (requestIdleCallback,
// at the latest after `timeoutMs`; a plain timer where it is missing). idle.weapp.ts: a timer.

/** Calls `cb` when idle; returns a function that cancels it. */
export function whenIdle(cb: () => void, timeoutMs = 1000): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => cb(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(cb, 1);
  return () => clearTimeout(timer);
}

/** How long after a shopper's press or key deferred work holds back. */
export const INPUT_QUIET_MS = 1000;

let lastInput = -Infinity;
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  const onInput = () => (lastInput = Date.now());
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, onInput, { capture: true, passive: true });
}

/**
 * Calls `cb` no sooner than `afterMs` from now, once the shopper has not pressed or typed for a
 * second and the browser is idle. For work nobody is waiting for (chunks loaded ahead, lists,
 * field figures): started just before or after a tap, it ran under it or slid in before the frame
 * that answers it, and a shopper who is tapping is likely to tap again. Returns a function that
 * cancels it.
 */
export function whenQuiet(cb: () => void, afterMs = 0): () => void {
  let cancel = () => {};
  const wait = (ms: number) => {
    const timer = setTimeout(next, ms);
    cancel = () => clearTimeout(timer);
  };
  function next(): void {
    const quietFor = Date.now() - lastInput;
    if (quietFor < INPUT_QUIET_MS) wait(INPUT_QUIET_MS - quietFor);
    else cancel = whenIdle(() => (Date.now() - lastInput < INPUT_QUIET_MS ? next() : cb()), 4000);
  }
  if (afterMs > 0) wait(afterMs);
  else next();
  return () => cancel();
}
