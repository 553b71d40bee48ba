/**
 * The viewport: its width (location names are cut by width, spec 5; device kind counts it) and
 * its changes, and the insets the header must leave free. Variants: this file (H5 and jest:
 * window) and `viewport.weapp.ts` (window info; the capsule of the custom navigation bar).
 */

export interface HeaderInsets {
  /** Space above the header row (status bar), px. */
  top: number;
  /** Space right of the header row (the mini-program's capsule menu), px. */
  right: number;
  /** Height of the header row, px (0: the header's own). */
  rowHeight: number;
}

export function viewportWidth(): number {
  return typeof window !== 'undefined' && typeof window.innerWidth === 'number' ? window.innerWidth : 375;
}

/** Calls `listener` (at most once per frame) when the viewport is resized. */
export function onViewportChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let frame = 0;
  const onResize = () => {
    if (frame) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      listener();
    });
  };
  window.addEventListener('resize', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
    if (frame) window.cancelAnimationFrame(frame);
  };
}

/** In a browser the page has its own chrome: nothing to leave free. */
export function headerInsets(): HeaderInsets {
  return { top: 0, right: 0, rowHeight: 0 };
}
