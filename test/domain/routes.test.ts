/** The route table (spec 2.1, 2.2): every URL the spec names resolves to its page; unknown paths do not. */
import { allRoutes, areas, buildQuery, customRoutes, mainPages, matchRoute, parseQuery } from '@/domain/routes';

describe('matchRoute: the spec URLs (2.1, 2.2)', () => {
  test.each([
    ['/', 'pages/home/index', {}],
    ['/home', 'pages/home/index', {}],
    ['/store', 'pages/store/index/index', {}],
    ['/store/productlist?cat=tea&sort=priceUp', 'pages/store/productlist/index', { cat: 'tea', sort: 'priceUp' }],
    ['/store/search?searchStr=%E7%BB%BF%E8%8C%B6', 'pages/store/search/index', { searchStr: '绿茶' }],
    ['/store/product/42', 'pages/store/product/index', { id: '42' }],
    ['/store/brand/Maple%20Farms', 'pages/store/brand/index', { name: 'Maple Farms' }],
    ['/store/tag/organic', 'pages/store/tag/index', { name: 'organic' }],
    ['/store/clearance', 'pages/store/clearance/index', {}],
    ['/store/groupCampaign', 'pages/store/group-campaign/index', {}],
    ['/store/groupCampaigns', 'pages/store/group-campaigns/index', {}],
    ['/checkout', 'pages/checkout/index/index', {}],
    ['/checkout/cart?locationChange=true', 'pages/checkout/cart/index', { locationChange: 'true' }],
    ['/checkout/checkout', 'pages/checkout/checkout/index', {}],
    ['/checkout/payment', 'pages/checkout/payment/index', {}],
    ['/checkout/campaignCart', 'pages/checkout/campaign-cart/index', {}],
    ['/checkout/campaignCheckout', 'pages/checkout/campaign-checkout/index', {}],
    ['/checkout/campaignPayment', 'pages/checkout/campaign-payment/index', {}],
    ['/user/orders', 'pages/user/orders/index', {}],
    ['/user/list', 'pages/user/list/index', {}],
    ['/account/signup', 'pages/account/signup/index', {}],
    ['/account/login', 'pages/account/login/index', {}],
    ['/blog', 'pages/blog/index/index', {}],
    ['/about', 'pages/general/page/index', { pageName: 'about' }],
    [
      '/confirmation/123?from_source=opay_h5X123',
      'pages/confirmation/index',
      { id: '123', from_source: 'opay_h5X123' },
    ],
    ['/store/cart/', null, null],
    ['/checkout/cart/', 'pages/checkout/cart/index', {}],
    ['/no/such/path', null, null],
    ['/store/product/1/extra', null, null],
  ])('%s -> %s', (url, page, params) => {
    const match = matchRoute(url);
    if (page === null) {
      expect(match).toBeNull();
      return;
    }
    expect(match).toEqual({ page, params });
  });

  test('the order id is the route parameter: a query id does not override it (spec 2.7)', () => {
    expect(matchRoute('/confirmation/12?id=99')?.params.id).toBe('12');
  });

  test('the raw page path (what weapp hands over) resolves too, with its query', () => {
    expect(matchRoute('/pages/confirmation/index?id=12')).toEqual({
      page: 'pages/confirmation/index',
      params: { id: '12' },
    });
  });

  test('a fragment is not part of the route', () => {
    expect(matchRoute('/store/clearance#top')?.page).toBe('pages/store/clearance/index');
  });
});

describe('the table itself', () => {
  test('the main package holds the main screen and the confirmation page; each area is its own package', () => {
    expect(Object.keys(mainPages)).toEqual(['pages/home/index', 'pages/confirmation/index']);
    expect(areas.map((a) => a.root)).toEqual([
      'pages/store',
      'pages/checkout',
      'pages/account',
      'pages/user',
      'pages/blog',
      'pages/general',
    ]);
  });

  test('customRoutes gives Taro every page with its URLs; every page appears once', () => {
    const routes = customRoutes();
    expect(routes['/pages/confirmation/index']).toEqual(['/confirmation', '/confirmation/:id']);
    expect(routes['/pages/store/productlist/index']).toEqual(['/store/productlist']);
    const pages = allRoutes().map((r) => r.page);
    expect(new Set(pages).size).toBe(pages.length);
    expect(Object.keys(routes)).toHaveLength(pages.length);
  });

  test('the general-pages catch-all comes last, so it never shadows an area', () => {
    const last = allRoutes()[allRoutes().length - 1];
    expect(last).toEqual({ page: 'pages/general/page/index', urls: ['/:pageName'] });
  });
});

describe('query strings', () => {
  test.each([
    ['?cat=tea&sort=priceUp', { cat: 'tea', sort: 'priceUp' }],
    ['searchStr=green+tea', { searchStr: 'green tea' }],
    ['?a=%E4%B8%AD&b', { a: '中', b: '' }],
    ['?bad=%E4%B8', { bad: '%E4%B8' }],
    ['', {}],
  ])('parseQuery(%p)', (search, expected) => {
    expect(parseQuery(search)).toEqual(expected);
  });

  test('buildQuery drops null and undefined, encodes the rest', () => {
    expect(buildQuery({ cat: 'tea & coffee', n: 12, flag: false, x: undefined, y: null })).toBe(
      '?cat=tea%20%26%20coffee&n=12&flag=false',
    );
    expect(buildQuery({})).toBe('');
  });
});
