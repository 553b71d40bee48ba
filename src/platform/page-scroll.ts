/**
 * Page scrolling and element geometry for windowed lists. H5 (and jest): Taro's router scrolls
 * each page inside its own `.taro_page` element (not the window), so scroll events are caught
 * on the document in the capture phase, whatever scrolls; `page-scroll.weapp.ts`: the
 * mini-program page's onPageScroll and a selector query.
 *
 *   useElementViewport('grid-1', (v) => ..., [items.length]);
 *   // v.top: the element's top relative to the viewport's top (negative once scrolled past)
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

export interface ElementViewport {
  /** The element's top edge relative to the top of the viewport (px). */
  top: number;
  /** The element's width (px). */
  width: number;
  /** The viewport's height (px). */
  viewportHeight: number;
}

/** A length of our 375-wide design in CSS px of this screen (on H5 the design px are CSS px). */
export function designPx(n: number): number {
  return n;
}

/** The viewport's height before anything is measured (800 where there is no window, as in jest). */
export function viewportHeight(): number {
  return typeof window !== 'undefined' && window.innerHeight ? window.innerHeight : 800;
}

function measure(id: string): ElementViewport | null {
  const el = typeof document !== 'undefined' ? document.getElementById(id) : null;
  if (!el) return null;
  const rect = el.getBoundingClientRect();
  // a page the router keeps hidden under the current one: nothing to measure, keep the last view
  if (rect.width === 0 && rect.height === 0) return null;
  return { top: rect.top, width: rect.width, viewportHeight: window.innerHeight };
}

/** Calls `onHeight` with the height of the tallest `.virtual-grid__cell` inside the element (px). */
export function tallestCell(id: string, onHeight: (px: number) => void): void {
  const el = typeof document !== 'undefined' ? document.getElementById(id) : null;
  if (!el) return;
  let tallest = 0;
  el.querySelectorAll('.virtual-grid__cell').forEach((cell) => {
    tallest = Math.max(tallest, cell.getBoundingClientRect().height);
  });
  if (tallest > 0) onHeight(tallest);
}

/**
 * Calls `onChange` with the element's place in the viewport: now, whenever `deps` change, and
 * on every scroll or resize (at most once per animation frame).
 */
export function useElementViewport(id: string, onChange: (v: ElementViewport) => void, deps: readonly unknown[]): void {
  const latest = useRef(onChange);
  // The latest callback, set after each render (not during it) for the handlers to call.
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const frame = useRef(0);

  useEffect(() => {
    const update = () => {
      frame.current = 0;
      const v = measure(id);
      if (v) latest.current(v);
    };
    const schedule = () => {
      if (!frame.current) frame.current = window.requestAnimationFrame(update);
    };
    update();
    // scroll does not bubble: capture it from any scrolling element (the page's or the window)
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    const el = document.getElementById(id);
    const observer = typeof ResizeObserver === 'function' && el ? new ResizeObserver(schedule) : null;
    if (observer && el) observer.observe(el);
    return () => {
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame.current) window.cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, ...deps]);
}
