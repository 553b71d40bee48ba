/**
 * Jest stand-in for `@tarojs/taro` (jest.config.js maps the module here). Only the edge is faked:
 * an in-memory storage, a router you set, navigation / UI calls recorded as jest mocks, and
 * `request` rejecting until a test gives it an implementation.
 *
 * In a test:
 *   import Taro from '@tarojs/taro';
 *   import { resetTaro, setRouter, setEnv } from '../support/taro';   // same module instance
 *   beforeEach(() => resetTaro());
 *   (Taro.request as jest.Mock).mockResolvedValue({ statusCode: 200, header: {}, data: '{}' });
 */
import { useEffect, useRef } from 'react';

type AnyFn = (...args: any[]) => any;
type Params = Record<string, string>;

export const ENV_TYPE = {
  WEAPP: 'WEAPP',
  SWAN: 'SWAN',
  ALIPAY: 'ALIPAY',
  TT: 'TT',
  QQ: 'QQ',
  JD: 'JD',
  WEB: 'WEB',
  RN: 'RN',
  HARMONY: 'HARMONY',
  QUICKAPP: 'QUICKAPP',
} as const;

interface RouterState {
  path: string;
  params: Params;
}

const state: { env: string; router: RouterState; storage: Map<string, string> } = {
  env: ENV_TYPE.WEB,
  router: { path: '/pages/home/index', params: {} },
  storage: new Map<string, string>(),
};

// ---- test controls -------------------------------------------------------------------------

/** Clears storage, router, env and every recorded call / implementation of the mocks below. */
export function resetTaro(): void {
  state.env = ENV_TYPE.WEB;
  state.router = { path: '/pages/home/index', params: {} };
  state.storage.clear();
  for (const fn of Object.values(Taro)) {
    if (typeof fn === 'function' && 'mockReset' in fn) fn.mockReset();
  }
  installDefaults();
}

/** What `getCurrentInstance().router` / `useRouter()` / `getCurrentPages()` report. */
export function setRouter(path: string, params: Params = {}): void {
  state.router = { path, params: { ...params } };
}

/** What `getEnv()` reports ('WEB' by default; 'WEAPP' for mini-program code paths). */
export function setEnv(env: keyof typeof ENV_TYPE): void {
  state.env = ENV_TYPE[env];
}

/** A copy of the stand-in's storage, for assertions. */
export function storageSnapshot(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  state.storage.forEach((v, k) => (out[k] = JSON.parse(v)));
  return out;
}

// ---- storage (values are serialised like wx storage does) ------------------------------------

function getStorageSync(key: string): any {
  const raw = state.storage.get(key);
  return raw === undefined ? '' : JSON.parse(raw);
}
function setStorageSync(key: string, data: unknown): void {
  state.storage.set(key, JSON.stringify(data === undefined ? null : data));
}
function removeStorageSync(key: string): void {
  state.storage.delete(key);
}
function clearStorageSync(): void {
  state.storage.clear();
}

// ---- events ----------------------------------------------------------------------------------

export class Events {
  private handlers = new Map<string, Set<AnyFn>>();
  on(name: string, fn: AnyFn): this {
    if (!this.handlers.has(name)) this.handlers.set(name, new Set());
    this.handlers.get(name)!.add(fn);
    return this;
  }
  once(name: string, fn: AnyFn): this {
    const wrapped = (...args: unknown[]) => {
      this.off(name, wrapped);
      fn(...args);
    };
    return this.on(name, wrapped);
  }
  off(name?: string, fn?: AnyFn): this {
    if (!name) this.handlers.clear();
    else if (!fn) this.handlers.delete(name);
    else this.handlers.get(name)?.delete(fn);
    return this;
  }
  trigger(name: string, ...args: unknown[]): this {
    this.handlers.get(name)?.forEach((fn) => fn(...args));
    return this;
  }
}
export const eventCenter = new Events();

// ---- router / instance -----------------------------------------------------------------------

function getCurrentInstance() {
  const router = { path: state.router.path, params: { ...state.router.params }, onReady: '', onHide: '', onShow: '' };
  return { router, page: { route: state.router.path.replace(/^\//, ''), options: router.params }, app: {} };
}
function getCurrentPages() {
  return [{ route: state.router.path.replace(/^\//, ''), options: { ...state.router.params } }];
}

// ---- selector query / animation (taro-ui asks for these) ------------------------------------

function createSelectorQuery() {
  const query: Record<string, AnyFn> = {};
  const self = () => query;
  Object.assign(query, {
    in: self,
    select: self,
    selectAll: self,
    selectViewport: self,
    boundingClientRect: self,
    scrollOffset: self,
    fields: self,
    node: self,
    exec: (cb?: AnyFn) => {
      cb?.([]);
      return query;
    },
  });
  return query;
}
function createAnimation() {
  const anim: Record<string, AnyFn> = {};
  const chain = () => anim;
  for (const m of [
    'translate',
    'translateX',
    'translateY',
    'rotate',
    'scale',
    'opacity',
    'step',
    'width',
    'height',
    'top',
    'left',
  ]) {
    anim[m] = chain;
  }
  anim.export = () => ({ actions: [] });
  return anim;
}

const systemInfo = {
  brand: 'test',
  model: 'jsdom',
  pixelRatio: 2,
  screenWidth: 375,
  screenHeight: 667,
  windowWidth: 375,
  windowHeight: 667,
  statusBarHeight: 20,
  language: 'en',
  version: '8.0.0',
  system: 'test',
  platform: 'devtools',
  SDKVersion: '3.0.0',
};

// ---- the Taro object -------------------------------------------------------------------------

const ok = (extra: Record<string, unknown> = {}) => Promise.resolve({ errMsg: 'ok', ...extra });

const Taro = {
  ENV_TYPE,
  Events,
  eventCenter,
  getEnv: () => state.env,
  getStorageSync,
  setStorageSync,
  removeStorageSync,
  clearStorageSync,
  getStorage: ({ key }: { key: string }) =>
    state.storage.has(key)
      ? ok({ data: getStorageSync(key) })
      : // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- Taro rejects with { errMsg }, not an Error
        Promise.reject({ errMsg: 'getStorage:fail data not found' }),
  setStorage: ({ key, data }: { key: string; data: unknown }) => (setStorageSync(key, data), ok()),
  removeStorage: ({ key }: { key: string }) => (removeStorageSync(key), ok()),
  getCurrentInstance,
  getCurrentPages,
  getSystemInfoSync: () => ({ ...systemInfo }),
  getSystemInfo: () => ok({ ...systemInfo }),
  getWindowInfo: () => ({ ...systemInfo }),
  getLaunchOptionsSync: () => ({ path: state.router.path, query: { ...state.router.params }, scene: 1001 }),
  canIUse: () => true,
  pxTransform: (size: number) => `${size / 2}px`,
  initPxTransform: () => undefined,
  nextTick: (fn: AnyFn) => void Promise.resolve().then(fn),
  createSelectorQuery,
  createAnimation,
  // recorded calls (jest mocks); defaults installed by installDefaults()
  request: jest.fn(),
  uploadFile: jest.fn(),
  navigateTo: jest.fn(),
  redirectTo: jest.fn(),
  reLaunch: jest.fn(),
  switchTab: jest.fn(),
  navigateBack: jest.fn(),
  navigateToMiniProgram: jest.fn(),
  setClipboardData: jest.fn(),
  getClipboardData: jest.fn(),
  showToast: jest.fn(),
  hideToast: jest.fn(),
  showLoading: jest.fn(),
  hideLoading: jest.fn(),
  showModal: jest.fn(),
  showActionSheet: jest.fn(),
  setNavigationBarTitle: jest.fn(),
  pageScrollTo: jest.fn(),
  stopPullDownRefresh: jest.fn(),
  startPullDownRefresh: jest.fn(),
  login: jest.fn(),
  requestPayment: jest.fn(),
  chooseImage: jest.fn(),
  previewImage: jest.fn(),
  vibrateShort: jest.fn(),
  showShareMenu: jest.fn(),
  hideShareMenu: jest.fn(),
  onPageNotFound: jest.fn(),
  offPageNotFound: jest.fn(),
  makePhoneCall: jest.fn(),
};

function installDefaults(): void {
  Taro.request.mockImplementation(() =>
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- Taro rejects with { errMsg }, not an Error
    Promise.reject({ errMsg: 'request:fail the Taro stand-in has no request handler; mock Taro.request' }),
  );
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- as above
  Taro.uploadFile.mockImplementation(() => Promise.reject({ errMsg: 'uploadFile:fail not mocked' }));
  for (const name of [
    'navigateTo',
    'redirectTo',
    'reLaunch',
    'switchTab',
    'navigateBack',
    'navigateToMiniProgram',
    'setClipboardData',
    'showToast',
    'hideToast',
    'showLoading',
    'hideLoading',
    'showActionSheet',
    'setNavigationBarTitle',
    'pageScrollTo',
    'stopPullDownRefresh',
    'startPullDownRefresh',
    'requestPayment',
    'previewImage',
    'vibrateShort',
    'showShareMenu',
    'hideShareMenu',
    'makePhoneCall',
  ] as const) {
    Taro[name].mockImplementation(() => ok());
  }
  Taro.getClipboardData.mockImplementation(() => ok({ data: '' }));
  Taro.showModal.mockImplementation(() => ok({ confirm: true, cancel: false }));
  Taro.login.mockImplementation(() => ok({ code: 'test-login-code' }));
  Taro.chooseImage.mockImplementation(() => ok({ tempFilePaths: [], tempFiles: [] }));
  Taro.onPageNotFound.mockImplementation(() => undefined);
  Taro.offPageNotFound.mockImplementation(() => undefined);
}
installDefaults();

export default Taro;

export const {
  getEnv,
  request,
  navigateTo,
  redirectTo,
  reLaunch,
  switchTab,
  navigateBack,
  setClipboardData,
  showToast,
  pxTransform,
  nextTick,
} = Taro;
export { getStorageSync, setStorageSync, removeStorageSync, clearStorageSync, getCurrentInstance, getCurrentPages };

// ---- hooks -----------------------------------------------------------------------------------

/** The router of the current page; its params are the query (and route params). */
export function useRouter() {
  return getCurrentInstance().router;
}

function useOnMount(fn: AnyFn | undefined, arg?: unknown): void {
  const ref = useRef(fn);
  ref.current = fn;
  useEffect(() => {
    ref.current?.(arg);
  }, []);
}
function useOnUnmount(fn: AnyFn | undefined): void {
  const ref = useRef(fn);
  ref.current = fn;
  useEffect(() => () => ref.current?.(), []);
}

/** Runs once after mount with the route params, as Taro's onLoad does. */
export const useLoad = (fn: (params: Params) => void) => useOnMount(fn, { ...state.router.params });
export const useReady = (fn: () => void) => useOnMount(fn);
export const useDidShow = (fn: () => void) => useOnMount(fn);
export const useLaunch = (fn: () => void) => useOnMount(fn);
export const useDidHide = (fn: () => void) => useOnUnmount(fn);
export const useUnload = (fn: () => void) => useOnUnmount(fn);
// Page events that never happen in jsdom: registered and ignored.
const noopHook = (_fn?: AnyFn) => undefined;
export const usePullDownRefresh = noopHook;
export const useReachBottom = noopHook;
export const usePageScroll = noopHook;
export const useResize = noopHook;
export const useTabItemTap = noopHook;
export const useShareAppMessage = noopHook;
export const useShareTimeline = noopHook;
export const useAddToFavorites = noopHook;
export const useError = noopHook;
export const usePageNotFound = noopHook;
export const useTitleClick = noopHook;
export const useOptionMenuClick = noopHook;
export const useSaveExitState = noopHook;
