/**
 * H5 (and jest): what the page's HTML brought before the app ran (src/index.html, filled by the
 * reference server: server/web/shell.ts). html-shell.weapp.ts: a mini-program has no HTML.
 *
 * - `readBootAppInfo()`: the app info the server put into the page, read once (then the block is
 *   dropped), so start-up needs no request for it and the first frame is already the store's.
 * - `takeEarlyAppInfo()`: on a static host (no server to put app info into the page), the answer to
 *   the app info request the route preload script started before the app's scripts had come
 *   (config/page-chunks.ts), so start-up waits for that request instead of making its own.
 * - `dismissHtmlShell()`: takes the first-screen shell away once the app has painted its own header
 *   in the same place (the shell lies over the app, so nothing moves and nothing blinks).
 */
export const APP_INFO_ELEMENT_ID = 'sf-app-info';
export const HTML_SHELL_ID = 'sf-shell';

export function readBootAppInfo(): unknown {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(APP_INFO_ELEMENT_ID);
  if (!el) return null;
  el.remove();
  try {
    return JSON.parse(el.textContent ?? '');
  } catch {
    // a broken block is as good as none: the app fetches app info as usual
    return null;
  }
}

/** The window property the route preload script keeps its app info request in (config/index.ts passes it on). */
export const EARLY_APP_INFO_GLOBAL = '__sfEarlyAppInfo';

/**
 * The early app info request's answer (parsed JSON, or null if it failed), or null when there is
 * none. Taken once: the property is left null, which also tells a preload script that runs later
 * not to ask (the app asks itself then: never two requests).
 */
export function takeEarlyAppInfo(): Promise<unknown> | null {
  if (typeof window === 'undefined') return null;
  const slot = window as unknown as Record<string, unknown>;
  const early = slot[EARLY_APP_INFO_GLOBAL];
  slot[EARLY_APP_INFO_GLOBAL] = null;
  if (!early || typeof (early as Promise<unknown>).then !== 'function') return null;
  return Promise.resolve(early as Promise<unknown>).catch(() => null);
}

/**
 * Whether the HTML's shell still lies over the app (until dismissHtmlShell): while it does, the
 * app can lay out its page late without anyone seeing the page move.
 */
export function htmlShellCoversApp(): boolean {
  if (typeof document === 'undefined') return false;
  const el = document.getElementById(HTML_SHELL_ID);
  return !!el && !el.hasAttribute('data-sf-leaving');
}

/** Longest the shell's page content waits for the app's own (a failed or slow load shows the app's state). */
export const SHELL_CONTENT_WAIT_MS = 4000;

/** The app has painted its own copy of the shell's content (each selector): present and, for a picture, loaded. */
function appHasPainted(selectors: string): boolean {
  return selectors.split(',').every((selector) => {
    const el = document.querySelector(`#app ${selector.trim()}`);
    if (!el) return false;
    return !(el instanceof HTMLImageElement) || (el.complete && el.naturalWidth > 0);
  });
}

export function dismissHtmlShell(): void {
  if (typeof document === 'undefined') return;
  const el = document.getElementById(HTML_SHELL_ID);
  if (!el || el.hasAttribute('data-sf-leaving')) return;
  el.setAttribute('data-sf-leaving', '');
  // two frames: the app's header has been painted under the shell before the shell goes
  const raf =
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (cb: () => void) => setTimeout(cb, 16);
  // A frame can be late (WebKit under Xvfb held the shell over the sign-in form) and a hidden tab
  // paints none: the shell goes within 250 ms whatever the frames do.
  const remove = (): void => {
    raf(() => raf(() => el.remove()));
    setTimeout(() => el.remove(), 250);
  };
  // the server drew the page's first content (server/web/first-content.ts): it stays until the
  // app's own copy of it has painted, so the largest paint is not drawn twice (nor blinks); taps
  // already reach the app's header under it (the same bar, in the same place). It goes at once
  // when the app opens a dialog (the first visit's location picker) or the shopper acts: the app's
  // overlays live in its page layer, under the shell, and must be seen.
  const content = el.querySelector('[data-sf-until]');
  const until = content?.getAttribute('data-sf-until');
  // a page drawn for another address (the offline worker answers with the visitor's last page)
  // must not stand in for this one
  const drawnFor = content?.getAttribute('data-sf-for');
  if (!until || (drawnFor != null && drawnFor !== location.pathname + location.search)) {
    remove();
    return;
  }
  el.style.pointerEvents = 'none';
  const startPath = location.pathname;
  const ready = () =>
    appHasPainted(until) || location.pathname !== startPath || !!document.querySelector('#app [role="dialog"]');
  const leave = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['load', 'pointerdown', 'keydown']) document.removeEventListener(type, onEvent, true);
    remove();
  };
  const onEvent = (e: Event) => {
    if (e.type !== 'load' || ready()) leave();
  };
  const observer = new MutationObserver(() => {
    if (ready()) leave();
  });
  const timer = setTimeout(leave, SHELL_CONTENT_WAIT_MS);
  if (ready()) {
    leave();
    return;
  }
  observer.observe(document.getElementById('app') ?? document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['role'],
  });
  // a picture's load event does not bubble: caught on its way down
  for (const type of ['load', 'pointerdown', 'keydown']) document.addEventListener(type, onEvent, true);
}
