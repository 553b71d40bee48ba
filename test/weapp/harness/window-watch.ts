/**
 * Taro's webpack config hands the app's code its own `window` object instead of the browser's;
 * in a mini-program, reads of browser-only properties on it give undefined. The watch reports
 * them. The object is found through the package's webpack runtime (a chunk pushed on
 * wx.webpackJsonp receives its require), in the module that exports `window` and `hydrate`.
 */
import type vm from 'node:vm';

/**
 * Browser properties Taro's stand-in `window` does not have: in a mini-program they read as
 * undefined (layout maths turns into NaN, a feature is silently off), so reading one is reported.
 */
const BROWSER_ONLY = new Set([
  'innerWidth',
  'innerHeight',
  'outerWidth',
  'outerHeight',
  'scrollX',
  'scrollY',
  'pageXOffset',
  'pageYOffset',
  'devicePixelRatio',
  'screen',
  'visualViewport',
  'matchMedia',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'XMLHttpRequest',
  'IntersectionObserver',
  'ResizeObserver',
  'MutationObserver',
  'customElements',
  'open',
  'alert',
  'confirm',
  'prompt',
  'print',
  'getSelection',
  'scrollTo',
  'scrollBy',
  'Intl',
]);

export function watchTaroWindow(context: vm.Context, report: (level: 'warn' | 'error', text: string) => void): void {
  type WebpackRequire = ((id: string) => Record<string, unknown>) & { m: Record<string, unknown> };
  let req: WebpackRequire | undefined;
  const jsonp = (context.wx as { webpackJsonp?: { push(chunk: unknown): void } }).webpackJsonp;
  jsonp?.push([[987654321], {}, (r: WebpackRequire) => void (req = r)]);
  const id =
    req &&
    Object.keys(req.m).find((k) => {
      const src = Function.prototype.toString.call(req!.m[k]);
      return src.includes('window:function(){return') && src.includes('hydrate:function(){return');
    });
  const win = id ? (req!(id).window as object | undefined) : undefined;
  if (!win) {
    report('error', "harness: Taro's runtime window was not found in the package (webpack runtime changed?)");
    return;
  }
  const seen = new Set<string>();
  const proto = Object.getPrototypeOf(win) as object;
  Object.setPrototypeOf(
    win,
    new Proxy(proto, {
      get: (target, prop, receiver) => {
        if (typeof prop === 'string' && BROWSER_ONLY.has(prop) && !Reflect.has(target, prop) && !seen.has(prop)) {
          seen.add(prop);
          report('warn', `the app read window.${prop}, which a mini-program does not have (it is undefined there)`);
        }
        return Reflect.get(target, prop, receiver);
      },
    }),
  );
}
