// The H5 adapter (also the default for jest); navigation.weapp.ts serves the mini-program.
import Taro from '@tarojs/taro';
import { AREA_PRELOAD_MARK, matchRoute, type RouteMatch } from '@/domain/routes';
import { isSafeHref, phoneNumber } from '@/domain/links';
import { whenIdle } from './idle';

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one (a redirect). */
  replace?: boolean;
}

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** On H5 the app URL is the page URL: Taro's router resolves the spec's paths itself. */
export function pagePathFor(url: string): string | null {
  return matchRoute(url) ? url : null;
}

/** Opens an app URL inside the single-page app; unknown URLs go home (spec 2.1). */
export function navigate(url: string, options: NavigateOptions = {}): void {
  if (isAbsolute(url)) {
    openExternal(url);
    return;
  }
  const target = matchRoute(url) ? url : '/';
  if (options.replace) void Taro.redirectTo({ url: target });
  else void Taro.navigateTo({ url: target });
}

/** External links open in a new tab (spec 2.3), never with a script scheme; a phone link dials. */
export function openExternal(url: string): void {
  if (!isSafeHref(url)) return;
  if (phoneNumber(url)) {
    window.location.href = url;
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

export function goBack(fallbackUrl = '/'): void {
  if (window.history.length > 1 && Taro.getCurrentPages().length > 1) void Taro.navigateBack();
  else navigate(fallbackUrl, { replace: true });
}

/** Path parameters (`/confirmation/:id`) and the query of the current URL. */
export function routeParams(): Record<string, string> {
  return entryRoute()?.params ?? {};
}

export function currentPath(): string {
  return window.location.pathname;
}

/**
 * The route of the current URL; at launch, the page the app opens on while that page's code is
 * still loading (its own chunk on H5), so its data can be asked for at once. null on the
 * mini-program, whose pages are in its package.
 */
export function entryRoute(): RouteMatch | null {
  return typeof window === 'undefined' ? null : matchRoute(window.location.pathname + window.location.search);
}

// Long enough for the first screen's images and API calls to go first, and for the page to be
// ready for input before the areas' modules run (measured: at 1.5 s their evaluation was most of
// the first screen's blocking time under Lighthouse's 4x CPU slowdown).
const AREA_PRELOAD_DELAY_MS = 5000;

/**
 * After the first screen, fetch the area chunks while the shopper reads (spec 2.1), one file at a
 * time and without running them (area-preload.ts). The queue is a chunk of its own, asked for
 * after the mark: not first-screen JS.
 */
export function preloadAreas(): void {
  const routes: { path: string }[] =
    (window as unknown as { __taroAppConfig?: { routes?: { path: string }[] } }).__taroAppConfig?.routes ?? [];
  window.setTimeout(() => {
    whenIdle(() => {
      if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
        performance.mark(AREA_PRELOAD_MARK);
      import(/* webpackChunkName: "area-preload" */ './area-preload').then(
        (m) => m.preloadAreaFiles(routes.map((route) => route.path).filter((page) => !page.startsWith('pages/home'))),
        () => undefined, // preloading is an optimisation
      );
    }, 4000);
  }, AREA_PRELOAD_DELAY_MS);
}

/** An unknown URL lands on `/` (spec 2.1); never loop when `/` itself fails. */
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
    if (window.location.pathname === '/') return;
    notFoundNoticePending = true;
    void Taro.redirectTo({ url: '/' });
  });
}
