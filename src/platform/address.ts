// The H5 adapter (also the default for jest); address.weapp.ts serves the mini-program.

/**
 * Puts an app URL in the address bar without a new history entry or a new page: the list's
 * filters change in place (the page, its scroll and its sheet stay), and a reload or a shared
 * link opens the same list. The router's own state is kept, so Back works as before.
 */
export function replaceAddress(url: string): void {
  if (typeof window === 'undefined' || !url.startsWith('/')) return;
  const now = window.location.pathname + window.location.search;
  if (now === url) return;
  window.history.replaceState(window.history.state, '', url);
}
