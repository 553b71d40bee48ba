/**
 * Windowed product grids: how many columns a width gets, how tall a row is, which rows are
 * near the viewport, and when the next page should load (spec 2.8 infinite scroll defaults:
 * down distance 2, throttle 150 ms; the distance is read as rows of the grid).
 */
import { INFINITE_SCROLL } from './constants';

/**
 * A product list's filters column on wide screens: from this viewport width, this wide, this gap
 * before the grid (components/product-list-screen/index.scss says the same in CSS).
 */
export const LIST_ASIDE = { from: 1024, width: 240, gap: 32 } as const;

/** Columns per grid width (px): 2 on phones, 3–4 on tablets, 4–6 on desktops. */
export function columnsFor(width: number): number {
  if (width < 540) return 2;
  if (width < 720) return 3;
  if (width < 960) return 4;
  if (width < 1280) return 5;
  return 6;
}

export interface GridLayout {
  columns: number;
  /** Width of one card (px). */
  cellWidth: number;
  /** Height of one row including the gap below it (px). */
  rowHeight: number;
  gap: number;
}

/**
 * A grid of fixed-ratio cards: each card is its image box (width × aspect) plus a fixed text
 * block, so every row has the same height and the height is known before anything renders.
 */
export function gridLayout(
  width: number,
  opts: { gap: number; infoHeight: number; aspect?: number; columns?: number },
): GridLayout {
  const w = Math.max(0, width);
  const columns = Math.max(1, opts.columns ?? columnsFor(w));
  const cellWidth = Math.max(0, (w - opts.gap * (columns - 1)) / columns);
  const rowHeight = Math.ceil(cellWidth * (opts.aspect ?? 1) + opts.infoHeight + opts.gap);
  return { columns, cellWidth, rowHeight, gap: opts.gap };
}

export interface RowWindow {
  /** First rendered row (inclusive). */
  start: number;
  /** Last rendered row + 1. */
  end: number;
}

/**
 * Rows to render: those crossing the viewport plus `overscan` rows on each side.
 * `gridTop` is the grid's top in the scrolling coordinate space (same as scrollTop).
 */
export function visibleRows(p: {
  scrollTop: number;
  viewportHeight: number;
  gridTop: number;
  rowHeight: number;
  rowCount: number;
  overscan: number;
}): RowWindow {
  if (p.rowCount <= 0 || p.rowHeight <= 0) return { start: 0, end: 0 };
  const top = p.scrollTop - p.gridTop;
  const first = Math.floor(top / p.rowHeight);
  const last = Math.ceil((top + Math.max(0, p.viewportHeight)) / p.rowHeight) - 1;
  const start = Math.min(p.rowCount, Math.max(0, first - p.overscan));
  const end = Math.min(p.rowCount, Math.max(start, last + 1 + p.overscan));
  return { start, end };
}

/**
 * True when the bottom of the viewport is within `downDistance` rows of the grid's end, so the
 * next page should be asked for.
 */
export function nearEnd(p: {
  scrollTop: number;
  viewportHeight: number;
  gridTop: number;
  gridHeight: number;
  rowHeight: number;
  downDistance?: number;
}): boolean {
  const distance = (p.downDistance ?? INFINITE_SCROLL.downDistance) * p.rowHeight;
  const remaining = p.gridTop + p.gridHeight - (p.scrollTop + p.viewportHeight);
  return remaining <= distance;
}

/**
 * A leading + trailing throttle: at most one call per `ms`, the last call's arguments always
 * delivered. `cancel()` drops a pending trailing call.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number = INFINITE_SCROLL.throttleMs,
  now: () => number = () => Date.now(),
): ((...args: A) => void) & { cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    const args = pending!;
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: A) => {
    pending = args;
    const wait = last + ms - now();
    if (wait <= 0) {
      if (timer !== undefined) clearTimeout(timer);
      run();
    } else if (timer === undefined) {
      timer = setTimeout(run, wait);
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
