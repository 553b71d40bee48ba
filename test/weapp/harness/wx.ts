/**
 * The `wx` object of the headless mini-program: WeChat's APIs the app and Taro reach, answered the
 * way the base library answers them (callbacks with `errMsg`, `''` for a missing storage key,
 * Set-Cookie returned in the header with no cookie jar). Requests go over real HTTP to the
 * reference server; what exists only inside WeChat (payment sheet, login code, modal, clipboard)
 * is answered at this edge and recorded. An API missing here is missing for the app too: Taro then
 * has no such function and the call throws, which the run records as an error.
 */
import http from 'node:http';
import crypto from 'node:crypto';
import type { Records } from './records';

export type NavKind = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab' | 'navigateBack';

/** Answers to what only WeChat can answer; tests change them between steps. */
export interface EdgeAnswers {
  /** wx.requestPayment: 'ok', 'cancel' (the shopper closed the sheet) or 'fail'. */
  payment: 'ok' | 'cancel' | 'fail';
  /** wx.showModal: whether the shopper taps the confirm button. */
  modalConfirm: boolean;
}

/** A call answered at the edge, for assertions (payment params, toasts, copied text, titles). */
export interface EdgeCall {
  api: string;
  args: Record<string, unknown>;
}

export interface WxHost {
  records: Records;
  edge: EdgeAnswers;
  edgeCalls: EdgeCall[];
  /** Origin the build sends API calls to; they are forwarded to `serverOrigin`. */
  appOrigin: string;
  serverOrigin: string;
  /** Runs `fn` on a later turn, as WeChat answers, recording what it throws. */
  later(fn: () => void, label: string): void;
  /** Copies host data into the app's realm (WeChat passes JSON between threads). */
  toApp<T>(value: T): T;
  navigate(kind: NavKind, url: string | undefined, delta: number): Promise<void>;
  onPageNotFound(cb: (res: unknown) => void): void;
  /** Marks a request in flight (settling waits for it). */
  track<T>(work: Promise<T>): Promise<T>;
}

type Opts = Record<string, unknown> & {
  success?: (res: unknown) => void;
  fail?: (res: unknown) => void;
  complete?: (res: unknown) => void;
};

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
const BASE = { SDKVersion: '3.6.6', version: '8.0.54', language: 'en', theme: 'light', enableDebug: false, host: { env: 'WeChat' } };
const DEVICE = { brand: 'Xiaomi', model: '2211133C', system: 'Android 14', platform: 'android', abi: 'arm64-v8a', benchmarkLevel: 30 };

const REQUEST_LIMIT_MS = 10_000;

export function createWx(host: WxHost): Record<string, unknown> {
  const storage = new Map<string, string>();
  const listeners: Record<string, ((res: unknown) => void)[]> = {};
  const edge = (api: string, args: Record<string, unknown> = {}) => {
    const { success: _s, fail: _f, complete: _c, ...rest } = args as Opts;
    host.edgeCalls.push({ api, args: JSON.parse(JSON.stringify(rest ?? {})) as Record<string, unknown> });
  };

  /**
   * WeChat's callback protocol: success/fail then complete, on a later turn. Called with none of
   * the three, the API returns a promise instead (base library 2.10.2 and later), which is what
   * Taro's plain pass-through APIs (requestPayment among them) hand back to the app.
   */
  function answer(api: string, opts: Opts | undefined, run: () => unknown): Promise<unknown> | undefined {
    const o = opts ?? {};
    const promised = typeof o.success !== 'function' && typeof o.fail !== 'function' && typeof o.complete !== 'function';
    let settle: { resolve(v: unknown): void; reject(e: unknown): void } | undefined;
    const promise = promised ? new Promise((resolve, reject) => (settle = { resolve, reject })) : undefined;
    host.later(() => {
      Promise.resolve()
        .then(run)
        .then(
          (res) => {
            const r = host.toApp({ errMsg: `${api}:ok`, ...(res as object) });
            host.later(() => (settle ? settle.resolve(r) : o.success?.(r)), `${api} success`);
            host.later(() => o.complete?.(r), `${api} complete`);
          },
          (err: unknown) => {
            const r = host.toApp({ errMsg: `${api}:fail ${err instanceof Error ? err.message : String(err)}` });
            host.later(() => (settle ? settle.reject(r) : o.fail?.(r)), `${api} fail`);
            host.later(() => o.complete?.(r), `${api} complete`);
          },
        );
    }, api);
    return promise;
  }
  const asyncApi = (api: string, run: (o: Opts) => unknown = () => ({})) => (o?: Opts) => answer(api, o, () => run(o ?? {}));
  const on = (name: string) => (cb: (res: unknown) => void) => void (listeners[name] ??= []).push(cb);
  const off = (name: string) => (cb?: (res: unknown) => void) => {
    listeners[name] = cb ? (listeners[name] ?? []).filter((f) => f !== cb) : [];
  };
  const navigate = (kind: NavKind) => (o?: Opts) =>
    answer(kind, o, () => host.navigate(kind, o?.url as string | undefined, Number(o?.delta ?? 1)));

  function request(o: Opts): Record<string, unknown> {
    let aborted = false;
    const url = String(o.url ?? '');
    const method = String(o.method ?? 'GET').toUpperCase();
    void answer('request', o, () => {
      if (aborted) throw new Error('abort');
      return host.track(forward(url, method, o));
    });
    return { abort: () => (aborted = true), onHeadersReceived() {}, offHeadersReceived() {}, onChunkReceived() {}, offChunkReceived() {} };
  }

  async function forward(url: string, method: string, o: Opts): Promise<Record<string, unknown>> {
    if (!url.startsWith(`${host.appOrigin}/`)) throw new Error(`url not in domain list: ${url}`);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const [k, v] of Object.entries((o.header as Record<string, unknown>) ?? {})) headers[k.toLowerCase()] = String(v);
    headers.referer = 'https://servicewechat.com/touristappid/devtools/page-frame.html';
    let target = host.serverOrigin + url.slice(host.appOrigin.length);
    let body: string | undefined;
    const data = o.data;
    if (method === 'GET' || method === 'HEAD') {
      if (data && typeof data === 'object') {
        const q = Object.entries(data as Record<string, unknown>).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
        if (q.length) target += (target.includes('?') ? '&' : '?') + q.join('&');
      }
    } else if (data !== undefined && data !== null) {
      body = typeof data === 'string' ? data : JSON.stringify(data);
    }
    const res = await send(target, method, headers, body);
    host.records.requests.push({ method, url, status: res.status });
    const header: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      // WeChat hands several Set-Cookie lines over as one comma-joined header.
      header[k === 'set-cookie' ? 'Set-Cookie' : k] = Array.isArray(v) ? v.join(',') : v;
    }
    let payload: unknown = res.body;
    if ((o.dataType ?? 'json') === 'json') {
      try {
        payload = JSON.parse(res.body);
      } catch {
        payload = res.body;
      }
    }
    return { statusCode: res.status, header, data: payload, cookies: [res.headers['set-cookie'] ?? []].flat() };
  }

  const storageGet = (key: string) => {
    const raw = storage.get(key);
    return raw === undefined ? '' : host.toApp(JSON.parse(raw));
  };
  const storageSet = (key: string, value: unknown) => {
    if (value === undefined) storage.delete(key);
    else storage.set(key, JSON.stringify(value));
  };

  const wx: Record<string, unknown> = {
    env: { USER_DATA_PATH: 'http://usr' },
    canIUse: () => true,
    getSystemInfoSync: () => host.toApp({ ...WINDOW, ...BASE, ...DEVICE, fontSizeSetting: 16 }),
    getSystemInfo: asyncApi('getSystemInfo', () => ({ ...WINDOW, ...BASE, ...DEVICE })),
    getWindowInfo: () => host.toApp(WINDOW),
    getAppBaseInfo: () => host.toApp(BASE),
    getDeviceInfo: () => host.toApp(DEVICE),
    getSystemSetting: () => host.toApp({ bluetoothEnabled: false, locationEnabled: false, wifiEnabled: true, deviceOrientation: 'portrait' }),
    getAppAuthorizeSetting: () => host.toApp({}),
    getAccountInfoSync: () => host.toApp({ miniProgram: { appId: 'touristappid', envVersion: 'develop', version: '' } }),
    getMenuButtonBoundingClientRect: () => host.toApp(MENU_BUTTON),
    getLaunchOptionsSync: () => host.toApp({ path: '', query: {}, scene: 1001, referrerInfo: {} }),
    getEnterOptionsSync: () => host.toApp({ path: '', query: {}, scene: 1001, referrerInfo: {} }),
    getNetworkType: asyncApi('getNetworkType', () => ({ networkType: 'wifi' })),
    onNetworkStatusChange: on('networkStatusChange'),
    offNetworkStatusChange: off('networkStatusChange'),
    onWindowResize: on('windowResize'),
    offWindowResize: off('windowResize'),
    onAppShow: on('appShow'),
    offAppShow: off('appShow'),
    onAppHide: on('appHide'),
    offAppHide: off('appHide'),
    onError: on('error'),
    offError: off('error'),
    onUnhandledRejection: on('unhandledRejection'),
    offUnhandledRejection: off('unhandledRejection'),
    onMemoryWarning: on('memoryWarning'),
    onPageNotFound: (cb: (res: unknown) => void) => host.onPageNotFound(cb),
    offPageNotFound: () => undefined,
    nextTick: (fn: () => void) => host.later(fn, 'wx.nextTick'),

    getStorageSync: (key: string) => storageGet(key),
    setStorageSync: (key: string, value: unknown) => storageSet(key, value),
    removeStorageSync: (key: string) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => host.toApp({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    getStorage: asyncApi('getStorage', (o) => {
      if (!storage.has(String(o.key))) throw new Error('data not found');
      return { data: storageGet(String(o.key)) };
    }),
    setStorage: asyncApi('setStorage', (o) => void storageSet(String(o.key), o.data)),
    removeStorage: asyncApi('removeStorage', (o) => void storage.delete(String(o.key))),

    request,

    navigateTo: navigate('navigateTo'),
    redirectTo: navigate('redirectTo'),
    reLaunch: navigate('reLaunch'),
    switchTab: navigate('switchTab'),
    navigateBack: navigate('navigateBack'),

    setNavigationBarTitle: asyncApi('setNavigationBarTitle', (o) => void edge('setNavigationBarTitle', o)),
    setNavigationBarColor: asyncApi('setNavigationBarColor'),
    showNavigationBarLoading: asyncApi('showNavigationBarLoading'),
    hideNavigationBarLoading: asyncApi('hideNavigationBarLoading'),
    hideHomeButton: asyncApi('hideHomeButton'),
    pageScrollTo: asyncApi('pageScrollTo'),
    stopPullDownRefresh: asyncApi('stopPullDownRefresh'),
    showToast: asyncApi('showToast', (o) => void edge('showToast', o)),
    hideToast: asyncApi('hideToast'),
    showLoading: asyncApi('showLoading', (o) => void edge('showLoading', o)),
    hideLoading: asyncApi('hideLoading'),
    showModal: asyncApi('showModal', (o) => {
      edge('showModal', o);
      return { confirm: host.edge.modalConfirm, cancel: !host.edge.modalConfirm };
    }),
    setClipboardData: asyncApi('setClipboardData', (o) => void edge('setClipboardData', o)),
    getClipboardData: asyncApi('getClipboardData', () => ({ data: '' })),
    vibrateShort: asyncApi('vibrateShort'),
    showShareMenu: asyncApi('showShareMenu'),
    hideShareMenu: asyncApi('hideShareMenu'),
    updateShareMenu: asyncApi('updateShareMenu'),

    login: asyncApi('login', () => {
      edge('login');
      return { code: crypto.randomBytes(16).toString('hex') };
    }),
    checkSession: asyncApi('checkSession'),
    requestPayment: asyncApi('requestPayment', (o) => {
      edge('requestPayment', o);
      if (host.edge.payment === 'cancel') throw new Error('cancel');
      if (host.edge.payment === 'fail') throw new Error('card declined');
      return {};
    }),

    createSelectorQuery: () => selectorQuery(host),
    createIntersectionObserver: () => ({ relativeTo() { return this; }, relativeToViewport() { return this; }, observe() {}, disconnect() {} }),
    createCanvasContext: () => canvasContext(host),
    getUpdateManager: () => ({ onCheckForUpdate() {}, onUpdateReady() {}, onUpdateFailed() {}, applyUpdate() {} }),
    reportAnalytics: () => undefined,
  };
  return wx;
}

function send(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    // agent: false: no keep-alive socket holds the test server open after the run.
    const req = http.request(url, { method, agent: false, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(REQUEST_LIMIT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** There is no layout here: every selected node measures zero, the viewport is the phone's. */
function selectorQuery(host: WxHost) {
  const steps: ((res: unknown[]) => void)[] = [];
  const results: unknown[] = [];
  const rect = { id: '', dataset: {}, left: 0, right: 0, top: 0, bottom: 0, width: 0, height: 0, scrollLeft: 0, scrollTop: 0 };
  const nodes = {
    boundingClientRect(cb?: (r: unknown) => void) {
      const i = results.push(rect) - 1;
      if (cb) steps.push((res) => cb(res[i]));
      return query;
    },
    scrollOffset(cb?: (r: unknown) => void) {
      const i = results.push({ scrollLeft: 0, scrollTop: 0, scrollWidth: WINDOW.windowWidth, scrollHeight: WINDOW.windowHeight }) - 1;
      if (cb) steps.push((res) => cb(res[i]));
      return query;
    },
    fields(_f: unknown, cb?: (r: unknown) => void) {
      const i = results.push(rect) - 1;
      if (cb) steps.push((res) => cb(res[i]));
      return query;
    },
    node(cb?: (r: unknown) => void) {
      const i = results.push(null) - 1;
      if (cb) steps.push((res) => cb(res[i]));
      return query;
    },
  };
  const query = {
    in: () => query,
    select: () => nodes,
    selectAll: () => nodes,
    selectViewport: () => nodes,
    exec(cb?: (res: unknown[]) => void) {
      host.later(() => {
        const res = host.toApp(results);
        for (const step of steps) step(res);
        cb?.(res);
      }, 'SelectorQuery.exec');
    },
  };
  return query;
}

/** A canvas context that draws nothing (weapp-qrcode paints through it). */
function canvasContext(host: WxHost): unknown {
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
