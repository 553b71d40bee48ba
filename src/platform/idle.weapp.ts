// The mini-program has no idle callback: the next turn of the event loop, after the first
// setData of the page (see idle.ts).

/** Calls `cb` soon; returns a function that cancels it. */
export function whenIdle(cb: () => void, _timeoutMs = 1000): () => void {
  const timer = setTimeout(cb, 1);
  return () => clearTimeout(timer);
}

/** The mini-program loads nothing ahead (see idle.ts): soon. */
export function whenQuiet(cb: () => void, afterMs = 0): () => void {
  const timer = setTimeout(cb, Math.max(1, afterMs));
  return () => clearTimeout(timer);
}
