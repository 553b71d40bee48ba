/**
 * A bar fixed over the top of the page (the offline indicator) keeps that strip for itself: the
 * CSS variable --top-strip (its bottom edge, px) moves the page's start and the sticky header
 * below it (src/app.scss, site-header), so it covers neither the logo nor the header's controls.
 * H5 only: the bar is one of the installed web app's notices.
 */
export function reserveTopStrip(selector: string): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const bar = document.querySelector(selector);
  if (!bar) return () => undefined;
  const root = document.documentElement;
  const set = () => root.style.setProperty('--top-strip', `${Math.ceil(bar.getBoundingClientRect().bottom)}px`);
  set();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(set);
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    root.style.removeProperty('--top-strip');
  };
}
