/**
 * H5 (and jest): what the page's HTML brought before the app ran (src/index.html, filled by the
 * reference server: server/http/shell.ts). html-shell.weapp.ts: a mini-program has no HTML.
 *
 * - `readBootAppInfo()`: the app info the server put into the page, read once (then the block is
 *   dropped), so start-up needs no request for it and the first frame is already the store's.
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

export function dismissHtmlShell(): void {
  if (typeof document === 'undefined') return;
  const el = document.getElementById(HTML_SHELL_ID);
  if (!el) return;
  // two frames: the app's header has been painted under the shell before the shell goes
  const raf = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (cb: () => void) => setTimeout(cb, 16);
  raf(() => raf(() => el.remove()));
}
