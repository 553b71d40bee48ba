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
