/**
 * Brings an element to the top of what the shopper sees, just below the sticky header: after a
 * form closes on save the page is shorter and the browser leaves it wherever the scroll lands
 * (often the footer), so the page shows the result instead (after the render that closed it).
 * H5 (and jest); reveal.weapp.ts for the mini-program. Apart from focus-clear.ts, whose bars it
 * reads, so that only the pages that save something load it.
 */
import { GAP_PX, scroller, stickyEdge } from './focus-clear';

export function revealBelowHeader(domId: string): void {
  if (typeof document === 'undefined') return;
  requestAnimationFrame(() => {
    const el = document.getElementById(domId);
    if (!el) return;
    const r = el.getBoundingClientRect();
    const top = stickyEdge('top') ?? 0;
    // already all in sight: the page stays where it is
    if (r.top >= top && r.bottom <= (stickyEdge('bottom') ?? innerHeight)) return;
    scroller(el).scrollBy(0, r.top - top - GAP_PX);
  });
}
