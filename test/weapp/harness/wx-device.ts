/**
 * The phone the headless mini-program runs on, and what needs a layout WeChat has and the harness
 * has not (selector queries measure zero, a canvas draws nothing).
 */
import type { WxHost } from './wx';

/** A phone like the ones the store's shoppers use: Android (no Intl), 390 x 844 points. */
export const WINDOW = {
  pixelRatio: 3,
  screenWidth: 390,
  screenHeight: 844,
  windowWidth: 390,
  windowHeight: 844,
  statusBarHeight: 24,
  screenTop: 0,
  safeArea: { left: 0, right: 390, top: 24, bottom: 844, width: 390, height: 820 },
};
export const MENU_BUTTON = { width: 87, height: 32, top: 28, right: 383, bottom: 60, left: 296 };
export const BASE = {
  SDKVersion: '3.6.6',
  version: '8.0.54',
  language: 'en',
  theme: 'light',
  enableDebug: false,
  host: { env: 'WeChat' },
};
export const DEVICE = {
  brand: 'Xiaomi',
  model: '2211133C',
  system: 'Android 14',
  platform: 'android',
  abi: 'arm64-v8a',
  benchmarkLevel: 30,
};

/** There is no layout here: every selected node measures zero, the viewport is the phone's. */
export function selectorQuery(host: WxHost, nodeFor: (selector: string) => unknown) {
  const steps: ((res: unknown[]) => void)[] = [];
  const results: unknown[] = [];
  const rect = {
    id: '',
    dataset: {},
    left: 0,
    right: 0,
    top: 0,
    bottom: 0,
    width: 0,
    height: 0,
    scrollLeft: 0,
    scrollTop: 0,
  };
  const nodes = {
    boundingClientRect(cb?: (r: unknown) => void) {
      const i = results.push(rect) - 1;
      if (cb) steps.push((res) => cb(res[i]));
      return query;
    },
    scrollOffset(cb?: (r: unknown) => void) {
      const i =
        results.push({
          scrollLeft: 0,
          scrollTop: 0,
          scrollWidth: WINDOW.windowWidth,
          scrollHeight: WINDOW.windowHeight,
        }) - 1;
      if (cb) steps.push((res) => cb(res[i]));
      return query;
    },
    fields(f: { node?: boolean } | undefined, cb?: (r: unknown) => void) {
      const i = results.push(f?.node ? { ...rect, node: nodeFor(selected) } : rect) - 1;
      if (cb) steps.push((res) => cb(res[i]));
      return query;
    },
    node(cb?: (r: unknown) => void) {
      const i = results.push({ node: nodeFor(selected) }) - 1;
      if (cb) steps.push((res) => cb(res[i]));
      return query;
    },
  };
  let selected = '';
  const query = {
    in: () => query,
    select: (selector: string) => ((selected = selector), nodes),
    selectAll: (selector: string) => ((selected = selector), nodes),
    selectViewport: () => nodes,
    exec(cb?: (res: unknown[]) => void) {
      host.later(() => {
        // a canvas node is an object of its own, not data: it goes across as it is
        const res = host.toApp(
          results.map((r) => (r && typeof r === 'object' && 'node' in r ? { ...r, node: null } : r)),
        );
        results.forEach((r, i) => {
          if (r && typeof r === 'object' && 'node' in r) (res[i] as { node: unknown }).node = r.node;
        });
        for (const step of steps) step(res);
        cb?.(res);
      }, 'SelectorQuery.exec');
    },
  };
  return query;
}

/** A canvas context that draws nothing (weapp-qrcode paints through it). */
export function canvasContext(host: WxHost): unknown {
  return new Proxy(
    {},
    {
      get: (_t, key) =>
        key === 'draw'
          ? (_reserve?: boolean, cb?: () => void) => cb && host.later(cb, 'CanvasContext.draw callback')
          : () => undefined,
    },
  );
}
