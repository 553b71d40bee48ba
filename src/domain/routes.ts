/**
 * Every route of spec 2.1 / 2.2 as a Taro page, and the exact H5 URLs each answers to.
 * Main package: the main screen and the confirmation page (payment channels return there).
 * Each on-demand area is a subpackage on weapp and a lazy chunk on H5.
 */
export interface AreaRoutes {
  root: string;
  pages: Record<string, string[]>;
}

export const mainPages: Record<string, string[]> = {
  'pages/home/index': ['/', '/home', '/main'],
  'pages/confirmation/index': ['/confirmation', '/confirmation/:id'],
};

/**
 * The performance mark set when the area chunks start preloading after the first screen; the
 * benchmark counts what was requested before it as the first screen.
 */
export const AREA_PRELOAD_MARK = 'storefront:area-preload';

export const areas: AreaRoutes[] = [
  {
    root: 'pages/store',
    pages: {
      'index/index': ['/store'],
      'productlist/index': ['/store/productlist'],
      'search/index': ['/store/search'],
      'product/index': ['/store/product', '/store/product/:id'],
      'brand/index': ['/store/brand', '/store/brand/:name'],
      'tag/index': ['/store/tag', '/store/tag/:name'],
      'clearance/index': ['/store/clearance'],
      'group-campaign/index': ['/store/groupCampaign'],
      'group-campaigns/index': ['/store/groupCampaigns'],
      // extension `alerts`: where an alert mail's confirm and unsubscribe links lead (no sign-in)
      'alert/index': ['/store/alert'],
    },
  },
  {
    root: 'pages/checkout',
    pages: {
      'index/index': ['/checkout'],
      'cart/index': ['/checkout/cart'],
      'checkout/index': ['/checkout/checkout'],
      'payment/index': ['/checkout/payment'],
      'campaign-cart/index': ['/checkout/campaignCart'],
      'campaign-checkout/index': ['/checkout/campaignCheckout'],
      'campaign-payment/index': ['/checkout/campaignPayment'],
    },
  },
  {
    root: 'pages/account',
    pages: {
      // spec 2.1 `account`: the area opens on Sign In (which moves a signed-in shopper on to My Account)
      'login/index': ['/account/login', '/account'],
      'signup/index': ['/account/signup'],
      // one page for both ends of a password reset: the mailed link carries ?token=
      'password/index': ['/account/forgotPassword', '/account/resetPassword'],
    },
  },
  {
    root: 'pages/user',
    pages: {
      // spec 2.1 `user`: the area opens on My Account
      'list/index': ['/user/list', '/user'],
      'orders/index': ['/user/orders'],
      'coupons/index': ['/user/coupons'],
      'credit/index': ['/user/credit'],
      'membership/index': ['/user/membership'],
      'referrals/index': ['/user/referrals'],
      'support/index': ['/user/support'],
      'addresses/index': ['/user/addresses'],
      // extension `favourites`: the shopper's list, or a shared one (?list=token), read-only
      'favourites/index': ['/user/favourites'],
      // extensions: reached only from an order's detail when the server offers them
      'review/index': ['/user/review'],
      'returns/index': ['/user/returns'],
      // extension `alerts`: the shopper's back-in-stock and price alerts, reached from My Account
      'alerts/index': ['/user/alerts'],
    },
  },
  {
    root: 'pages/blog',
    pages: {
      'index/index': ['/blog'],
    },
  },
  {
    // The "empty path" area: general content pages at a top-level path (spec 2.3: page/X -> /X).
    root: 'pages/general',
    pages: {
      'page/index': ['/:pageName'],
    },
  },
];

/** `/pages/home/index` -> ['/', '/home'] for Taro's H5 router. */
export function customRoutes(): Record<string, string[]> {
  const routes: Record<string, string[]> = {};
  for (const [page, urls] of Object.entries(mainPages)) routes[`/${page}`] = urls;
  for (const area of areas) {
    for (const [page, urls] of Object.entries(area.pages)) routes[`/${area.root}/${page}`] = urls;
  }
  return routes;
}

/** `store/productlist/index` style page paths, in the order Taro registers them. */
export function allRoutes(): { page: string; urls: string[] }[] {
  const list = Object.entries(mainPages).map(([page, urls]) => ({ page, urls }));
  for (const area of areas) {
    for (const [page, urls] of Object.entries(area.pages)) list.push({ page: `${area.root}/${page}`, urls });
  }
  return list;
}

export interface RouteMatch {
  /** Taro page path without leading slash, e.g. `store/productlist/index`. */
  page: string;
  /** The query string merged with path parameters (`/confirmation/:id`); the path wins ties (spec 2.7: the order id is the route parameter). */
  params: Record<string, string>;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  const s = search.startsWith('?') ? search.slice(1) : search;
  for (const part of s.split('&')) {
    if (!part) continue;
    const i = part.indexOf('=');
    const k = safeDecode((i < 0 ? part : part.slice(0, i)).replace(/\+/g, ' '));
    const v = i < 0 ? '' : safeDecode(part.slice(i + 1).replace(/\+/g, ' '));
    if (k) out[k] = v;
  }
  return out;
}

export function buildQuery(params: Record<string, string | number | boolean | undefined | null>): string {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  if (p.length !== s.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith(':')) params[p[i].slice(1)] = safeDecode(s[i]);
    else if (p[i] !== s[i]) return null;
  }
  return params;
}

/**
 * Resolves an app URL (`/confirmation/12?x=1`) to its page, or null when no route answers
 * (the caller then goes home: spec 2.1, an unknown path redirects to the empty path).
 */
export function matchRoute(url: string): RouteMatch | null {
  const [pathAndQuery] = url.split('#');
  const qi = pathAndQuery.indexOf('?');
  const path = qi < 0 ? pathAndQuery : pathAndQuery.slice(0, qi);
  const query = parseQuery(qi < 0 ? '' : pathAndQuery.slice(qi));
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path || '/';
  for (const route of allRoutes()) {
    // The raw page path (`/store/cart/index`) is accepted too: that is what weapp hands us.
    if (normalised === `/${route.page}`) return { page: route.page, params: query };
    for (const u of route.urls) {
      const params = matchPattern(u, normalised);
      if (params) return { page: route.page, params: { ...query, ...params } };
    }
  }
  return null;
}
