/**
 * Whether an element is out of the shopper's sight, to show a stand-in for it while it is (the
 * product page's sticky buy bar for its Add to cart). H5 (and jest): an IntersectionObserver on
 * the viewport, so it follows whatever scrolls the page (Taro's router scrolls each page in its own
 * element); where there is none (jsdom, old browsers) the element counts as out of sight, so the
 * stand-in is always there. out-of-view.weapp.ts: the mini-program always shows it.
 */
import { useEffect, useState } from 'react';
import { onViewportChange } from './viewport';

/**
 * `bottomPx`: the band at the viewport's bottom that fixed bars cover; an element only inside it
 * counts as out of sight.
 */
export function useOutOfView(domId: string, enabled: boolean, bottomPx: number): boolean {
  const [out, setOut] = useState(true);
  useEffect(() => {
    const el = enabled && typeof IntersectionObserver !== 'undefined' ? document.getElementById(domId) : null;
    if (!el) return undefined;
    const observer = new IntersectionObserver((entries) => setOut(!entries[entries.length - 1].isIntersecting), {
      rootMargin: `0px 0px -${bottomPx}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [domId, enabled, bottomPx]);
  return out;
}

/**
 * How much of the viewport's bottom the other fixed bottom bars (the footer tabs, safe area
 * included) cover, px, measured once drawn and on resize: their height follows their content,
 * so a bar stacked on them is placed by it. 0 without any; null until measured. `key`: measure
 * again when it changes (the tabs have come). The bar `selfId` is left out.
 */
export function useBottomBarsHeight(selfId: string, key: unknown): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const measure = () => {
      const self = document.getElementById(selfId);
      let top = innerHeight;
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-sticky-edge="bottom"]'))) {
        if (self?.contains(el)) continue;
        const r = el.getBoundingClientRect();
        // a page the router keeps hidden, or a bar not at the bottom edge, covers nothing
        if (r.height === 0 || r.bottom < innerHeight - 1 || r.top >= innerHeight) continue;
        top = Math.min(top, r.top);
      }
      setHeight(Math.max(0, Math.round(innerHeight - top)));
    };
    const frame = requestAnimationFrame(measure);
    const stop = onViewportChange(measure);
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, [selfId, key]);
  return height;
}
