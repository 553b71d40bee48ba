import Taro from '@tarojs/taro';
import { allRoutes, buildQuery, matchRoute, type RouteMatch } from '@/domain/routes';
import { isSafeHref, phoneNumber } from '@/domain/links';
import { safeDecode } from '@/domain/session';

export interface NavigateOptions {
  /** Replace the current entry instead of pushing one (a redirect). */
  replace?: boolean;
}

// WeChat keeps at most 10 pages on its stack; past this depth a push becomes a redirect.
const MAX_STACK = 9;

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** The mini-program page path (with query) that serves an app URL, or null. */
export function pagePathFor(url: string): string | null {
  const match = matchRoute(url);
  return match ? `/${match.page}${buildQuery(match.params)}` : null;
}

/**
 * Opens an app URL (`/store/productlist?cat=tea`, `/confirmation/12`) on this target.
 * Unknown URLs go home (spec 2.1). External URLs cannot open inside a mini-program: the link is
 * copied so the shopper can paste it into a browser.
 */
export function navigate(url: string, options: NavigateOptions = {}): void {
  if (isAbsolute(url)) {
    openExternal(url);
    return;
  }
  const target = pagePathFor(url) ?? '/pages/home/index';
  const depth = Taro.getCurrentPages().length;
  if (options.replace || depth >= MAX_STACK) {
    void Taro.redirectTo({ url: target });
  } else {
    void Taro.navigateTo({ url: target });
  }
}

export function openExternal(url: string): void {
  if (!isSafeHref(url)) return;
  const phone = phoneNumber(url);
  if (phone) {
    void Taro.makePhoneCall({ phoneNumber: phone });
    return;
  }
  void Taro.setClipboardData({ data: url });
}

export function goBack(fallbackUrl = '/'): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack();
  else navigate(fallbackUrl, { replace: true });
}

/**
 * Route parameters of the current page, decoded: path segments are query parameters on weapp.
 * WeChat hands a page its query as written (`searchStr=tea%20set`, `option=colour%3ARed`, as
 * pagePathFor and a share write them) and Taro passes that on; H5's router decodes.
 */
export function routeParams(): Record<string, string> {
  const params = Taro.getCurrentInstance().router?.params ?? {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (typeof v === 'string' && k !== '$taroTimestamp') out[k] = safeDecode(v);
  }
  return out;
}

/** The mini-program's pages are in its package: no page code to wait for (see navigation.ts). */
export function entryRoute(): RouteMatch | null {
  return null;
}

/** The app URL of the current page, as the spec writes it (`/checkout/cart`). */
export function currentPath(): string {
  const pages = Taro.getCurrentPages();
  const page = pages[pages.length - 1];
  const route = page?.route ?? 'pages/home/index';
  const match = matchRoute(`/${route}`);
  if (!match) return '/';
  const entry = allRoutes().find((r) => r.page === match.page);
  return entry?.urls.find((u) => !u.includes(':')) ?? '/';
}

/** On weapp the packages are preloaded by `preloadRule` in app.config. */
export function preloadAreas(): void {}

/** Unknown pages (a stale share link) go home; weapp has no URL bar to loop on. */
let notFoundNoticePending = false;

/**
 * True once after an unknown path was redirected home: the home page tells the shopper that the
 * link was wrong (spec 2.1 keeps the redirect; the notice is ours).
 */
export function takeNotFoundNotice(): boolean {
  const pending = notFoundNoticePending;
  notFoundNoticePending = false;
  return pending;
}

/** A screen found its address names nothing (a content page the server does not have): home, with the notice. */
export function leaveUnknownPage(): void {
  notFoundNoticePending = true;
  navigate('/', { replace: true });
}

export function installNotFoundRedirect(): void {
  Taro.onPageNotFound(() => {
    notFoundNoticePending = true;
    void Taro.reLaunch({ url: '/pages/home/index' });
  });
}
