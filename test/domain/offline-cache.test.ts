import {
  CACHE_LIMITS,
  CACHE_NAMES,
  LAST_SHELL_KEY,
  OFFLINE_SHELL_URL,
  PERSONAL_CACHES,
  cacheRule,
  catalogueCacheKey,
  type CacheRequest,
  type CacheRule,
} from '@/domain/offline-cache';

const ORIGIN = 'https://shop.example';
const API = `${ORIGIN}/api/istore/client`;
const get = (url: string, extra: Partial<CacheRequest> = {}): CacheRequest => ({
  method: 'GET',
  url,
  origin: ORIGIN,
  ...extra,
});
const page = (path: string) => get(`${ORIGIN}${path}`, { mode: 'navigate', destination: 'document' });

const NETWORK: CacheRule = { strategy: 'network-only' };
const SWR_CATALOGUE: CacheRule = { strategy: 'stale-while-revalidate', cache: 'catalogue' };

describe('offline cache table', () => {
  it('names and limits', () => {
    expect(CACHE_NAMES).toEqual({
      pages: 'sf-pages',
      personal: 'sf-personal',
      chunks: 'sf-chunks',
      catalogue: 'sf-catalogue',
      images: 'sf-images',
    });
    expect(PERSONAL_CACHES).toEqual(['sf-pages', 'sf-personal']);
    expect(CACHE_LIMITS.catalogue).toEqual({ maxEntries: 120, maxAgeSeconds: 3 * 86400 });
    expect(CACHE_LIMITS.images).toEqual({ maxEntries: 150, maxAgeSeconds: 30 * 86400 });
    expect(CACHE_LIMITS.pages).toEqual({ maxEntries: 30, maxAgeSeconds: 7 * 86400 });
    expect(OFFLINE_SHELL_URL).toBe('/offline.html');
    expect(LAST_SHELL_KEY).toBe('/offline-last-page');
  });

  it.each<[string, CacheRequest, CacheRule]>([
    // pages
    ['home page', page('/'), { strategy: 'network-first', cache: 'pages', fallback: '/offline.html' }],
    [
      'product list page',
      page('/store/productlist?cat=all'),
      { strategy: 'network-first', cache: 'pages', fallback: '/offline.html' },
    ],
    [
      'product page',
      page('/store/product/3'),
      { strategy: 'network-first', cache: 'pages', fallback: '/offline.html' },
    ],
    ['content page', page('/about-us'), { strategy: 'network-first', cache: 'pages', fallback: '/offline.html' }],
    ['cart page: never kept', page('/checkout/cart'), { strategy: 'network-only', fallback: '/offline.html' }],
    [
      'payment page: never kept',
      page('/checkout/payment?orderId=9'),
      { strategy: 'network-only', fallback: '/offline.html' },
    ],
    ['sign-in page: never kept', page('/account/login'), { strategy: 'network-only', fallback: '/offline.html' }],
    ['orders page: never kept', page('/user/orders'), { strategy: 'network-only', fallback: '/offline.html' }],
    [
      'order confirmation: never kept',
      page('/confirmation/12'),
      { strategy: 'network-only', fallback: '/offline.html' },
    ],
    [
      'a page named like an area prefix is a content page',
      page('/users-guide'),
      { strategy: 'network-first', cache: 'pages', fallback: '/offline.html' },
    ],
    ['a page of another site', get('https://other.example/', { mode: 'navigate' }), NETWORK],
    // the web server's probes and field vitals: never kept, no offline page in their place
    ['liveness probe opened as a page', page('/healthz'), NETWORK],
    ['readiness probe opened as a page', page('/readyz'), NETWORK],
    ['readiness probe fetched', get(`${ORIGIN}/readyz`), NETWORK],
    ['field vitals settings', get(`${ORIGIN}/rum`), NETWORK],
    // catalogue reads
    ['product list', get(`${API}/productManagement2/products?startingPosition=0&size=20`), SWR_CATALOGUE],
    ['product count', get(`${API}/productManagement2/products/listCount?categoryName=tea`), SWR_CATALOGUE],
    ['search', get(`${API}/productManagement2/products/search/green%20tea`), SWR_CATALOGUE],
    ['related products', get(`${API}/productManagement2/products/relatedProducts/3`), SWR_CATALOGUE],
    ['product', get(`${API}/productManagement/product/3`), SWR_CATALOGUE],
    ['product detail', get(`${API}/productDetailManagement/productDetail/3`), SWR_CATALOGUE],
    ['category', get(`${API}/productManagement2/category/tea`), SWR_CATALOGUE],
    ['categories', get(`${API}/productManagement/categories/all`), SWR_CATALOGUE],
    ['brands', get(`${API}/productManagement/brands`), SWR_CATALOGUE],
    ['tag', get(`${API}/productManagement2/tag/new`), SWR_CATALOGUE],
    ['page content', get(`${API}/common3/pageContent?pageName=home`), SWR_CATALOGUE],
    ['section template', get(`${API}/common3/sectionTemplateByType/banner`), SWR_CATALOGUE],
    ['exchange rates', get(`${API}/common3/exchangeRates/`), SWR_CATALOGUE],
    [
      'stock: network first',
      get(`${API}/inventoryManagement/inventoryByProductAndOptions/3`),
      { strategy: 'network-first', cache: 'catalogue' },
    ],
    [
      'app info (names the shopper): network first, personal',
      get(`${API}/common3/appInfoInit`),
      { strategy: 'network-first', cache: 'personal' },
    ],
    // never kept
    ['cart', get(`${API}/shoppingManagement4/myCart`), NETWORK],
    ['add to cart', { ...get(`${API}/shoppingManagement4/myCart`), method: 'POST' }, NETWORK],
    ['orders', get(`${API}/common3/orders/list`), NETWORK],
    ['profile', get(`${API}/admin/userManagement/userInfo`), NETWORK],
    ['order management', get(`${API}/admin/orderManagement/12`), NETWORK],
    ['store credit', get(`${API}/admin/storeCreditManagement/storeCredit`), NETWORK],
    ['coupons', get(`${API}/common3/coupons/`), NETWORK],
    ['sign out', get(`${API}/common3/logout`), NETWORK],
    ['checkout apis', get(`${API}/checkoutManagement/checkout`), NETWORK],
    ['payment', get(`${API}/h5pay/WECHATPAY`), NETWORK],
    ['group-buy cart', get(`${API}/shoppingManagement4/fissionCart/3`), NETWORK],
    [
      'a catalogue path on another site',
      get('https://other.example/api/istore/client/productManagement/brands'),
      NETWORK,
    ],
    ['another API under /api', get(`${ORIGIN}/api/other/x`), NETWORK],
    ['a HEAD request', { ...get(`${API}/productManagement/brands`), method: 'HEAD' }, NETWORK],
    // files
    [
      'area chunk',
      get(`${ORIGIN}/js/2030.fcadf622.js`, { destination: 'script' }),
      { strategy: 'cache-first', cache: 'chunks' },
    ],
    [
      'area stylesheet',
      get(`${ORIGIN}/css/439.66c69c00.css`, { destination: 'style' }),
      { strategy: 'cache-first', cache: 'chunks' },
    ],
    ['unhashed script', get(`${ORIGIN}/js/app.js`, { destination: 'script' }), NETWORK],
    ['the worker itself', get(`${ORIGIN}/sw.js`, { destination: 'script' }), NETWORK],
    ['manifest', get(`${ORIGIN}/manifest.webmanifest`, { destination: 'manifest' }), NETWORK],
    [
      'product picture',
      get(`${ORIGIN}/static-assets/products/tea.svg`, { destination: 'image' }),
      { strategy: 'cache-first', cache: 'images' },
    ],
    [
      'picture on a CDN',
      get('https://cdn.example/p/1.jpg', { destination: 'image' }),
      { strategy: 'cache-first', cache: 'images' },
    ],
    ['data URL', get('data:image/png;base64,AAAA', { destination: 'image' }), NETWORK],
    ['not a URL', get('::'), NETWORK],
  ])('%s', (_name, req, expected) => {
    expect(cacheRule(req)).toEqual(expected);
  });

  it.each<[string, string | null, string]>([
    [`${API}/productManagement/brands`, 'zh', `${API}/productManagement/brands?sf-lang=zh`],
    [
      `${API}/productManagement2/products?size=20`,
      'en-US,en;q=0.9',
      `${API}/productManagement2/products?size=20&sf-lang=en-us`,
    ],
    [`${API}/productManagement/brands`, null, `${API}/productManagement/brands`],
    [`${API}/productManagement/brands`, '', `${API}/productManagement/brands`],
  ])('catalogueCacheKey(%s, %j) -> %s', (url, lang, expected) => {
    expect(catalogueCacheKey(url, lang)).toBe(expected);
  });
});
