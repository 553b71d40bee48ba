/**
 * The `wx` object of the headless mini-program: WeChat's APIs the app and Taro reach, answered the
 * way the base library answers them (callbacks with `errMsg`, `''` for a missing storage key,
 * Set-Cookie returned in the header with no cookie jar). Requests go over real HTTP to the
 * reference server; what exists only inside WeChat (payment sheet, login code, modal, clipboard)
 * is answered at this edge and recorded. An API missing here is missing for the app too: Taro then
 * has no such function and the call throws, which the run records as an error.
 */
import crypto from 'node:crypto';
import type { Records } from './records';
import { BASE, DEVICE, MENU_BUTTON, WINDOW, canvasContext, selectorQuery } from './wx-device';
import { forward } from './wx-request';
import { canvas2d, type CanvasRecord } from './wx-canvas';

export type NavKind = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab' | 'navigateBack';

/** Answers to what only WeChat can answer; tests change them between steps. */
export interface EdgeAnswers {
  /** wx.requestPayment: 'ok', 'cancel' (the shopper closed the sheet) or 'fail'. */
  payment: 'ok' | 'cancel' | 'fail';
  /** wx.showModal: whether the shopper taps the confirm button. */
  modalConfirm: boolean;
  /** wx.saveImageToPhotosAlbum: the shopper allows the album, or has refused it. */
  album: 'allow' | 'deny';
  /** wx.requestSubscribeMessage: the shopper's answer for every template, or the prompt failing. */
  subscribe: 'accept' | 'reject' | 'fail';
}

/** A call answered at the edge, for assertions (payment params, toasts, copied text, titles). */
export interface EdgeCall {
  api: string;
  args: Record<string, unknown>;
  /** Called while a view event's handler ran (WeChat shows some prompts only then). */
  inEvent?: boolean;
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
  /** The 2D canvases the app has painted, by id. */
  canvases: Map<string, CanvasRecord>;
  /** True while a view event's handler runs (a tap). */
  inEvent(): boolean;
}

export type Opts = Record<string, unknown> & {
  success?: (res: unknown) => void;
  fail?: (res: unknown) => void;
  complete?: (res: unknown) => void;
};

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
    const promised =
      typeof o.success !== 'function' && typeof o.fail !== 'function' && typeof o.complete !== 'function';
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
  const asyncApi =
    (api: string, run: (o: Opts) => unknown = () => ({})) =>
    (o?: Opts) =>
      answer(api, o, () => run(o ?? {}));
  const on = (name: string) => (cb: (res: unknown) => void) => void (listeners[name] ??= []).push(cb);
  const off = (name: string) => (cb?: (res: unknown) => void) => {
    listeners[name] = cb ? (listeners[name] ?? []).filter((f) => f !== cb) : [];
  };
  const navigate = (kind: NavKind) => (o?: Opts) =>
    answer(kind, o, () => host.navigate(kind, o?.url as string | undefined, Number(o?.delta ?? 1)));

  function request(o: Opts): Record<string, unknown> {
    let aborted = false;
    const url = typeof o.url === 'string' ? o.url : '';
    const method = (typeof o.method === 'string' ? o.method : 'GET').toUpperCase();
    void answer('request', o, () => {
      if (aborted) throw new Error('abort');
      return host.track(forward(host, url, method, o));
    });
    return {
      abort: () => (aborted = true),
      onHeadersReceived() {},
      offHeadersReceived() {},
      onChunkReceived() {},
      offChunkReceived() {},
    };
  }

  const storageGet = (key: string) => {
    const raw = storage.get(key);
    return raw === undefined ? '' : host.toApp(JSON.parse(raw));
  };
  const storageSet = (key: string, value: unknown) => {
    if (value === undefined) storage.delete(key);
    else storage.set(key, JSON.stringify(value));
  };

  const canvas = canvas2d(host, answer);

  const wx: Record<string, unknown> = {
    env: { USER_DATA_PATH: 'http://usr' },
    canIUse: () => true,
    getSystemInfoSync: () => host.toApp({ ...WINDOW, ...BASE, ...DEVICE, fontSizeSetting: 16 }),
    getSystemInfo: asyncApi('getSystemInfo', () => ({ ...WINDOW, ...BASE, ...DEVICE })),
    getWindowInfo: () => host.toApp(WINDOW),
    getAppBaseInfo: () => host.toApp(BASE),
    getDeviceInfo: () => host.toApp(DEVICE),
    getSystemSetting: () =>
      host.toApp({ bluetoothEnabled: false, locationEnabled: false, wifiEnabled: true, deviceOrientation: 'portrait' }),
    getAppAuthorizeSetting: () => host.toApp({}),
    getAccountInfoSync: () =>
      host.toApp({ miniProgram: { appId: 'touristappid', envVersion: 'develop', version: '' } }),
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
    // WeChat shows the prompt only when asked inside a tap's handler: each call records whether it was
    requestSubscribeMessage: (o?: Opts) => {
      const inEvent = host.inEvent();
      edge('requestSubscribeMessage', o);
      host.edgeCalls[host.edgeCalls.length - 1].inEvent = inEvent;
      return answer('requestSubscribeMessage', o, () => {
        if (host.edge.subscribe === 'fail') throw new Error('system error');
        const ids = Array.isArray(o?.tmplIds) ? (o.tmplIds as string[]) : [];
        return Object.fromEntries(ids.map((id) => [id, host.edge.subscribe]));
      });
    },
    requestPayment: asyncApi('requestPayment', (o) => {
      edge('requestPayment', o);
      if (host.edge.payment === 'cancel') throw new Error('cancel');
      if (host.edge.payment === 'fail') throw new Error('card declined');
      return {};
    }),

    createSelectorQuery: () => selectorQuery(host, canvas.nodeFor),
    ...canvas.apis,
    createIntersectionObserver: () => ({
      relativeTo() {
        return this;
      },
      relativeToViewport() {
        return this;
      },
      observe() {},
      disconnect() {},
    }),
    createCanvasContext: () => canvasContext(host),
    getUpdateManager: () => ({ onCheckForUpdate() {}, onUpdateReady() {}, onUpdateFailed() {}, applyUpdate() {} }),
    reportAnalytics: () => undefined,
  };
  return wx;
}
