import { cartCount, footerRaised, footerTabUrl, isTabActive, showFooterTabs, tabBadge } from '@/domain/footerTabs';

describe('isTabActive (spec 2.5)', () => {
  it.each<[string | null, string, boolean]>([
    // account or user links: any path containing account or user
    ['user/list', '/user/orders', true],
    ['user/list', '/account/login', true],
    ['account/login', '/user/list', true],
    ['/user/list', '/store', false],
    // productlist links: store paths that are not clearance or search
    ['productlist?cat=tea', '/store/productlist?cat=tea', true],
    ['productlist?cat=tea', '/store/product/12', true],
    ['productlist?cat=tea', '/store', true],
    ['productlist?cat=tea', '/store/clearance', false],
    ['productlist?cat=tea', '/store/search?searchStr=tea', false],
    ['productlist?cat=tea', '/checkout/cart', false],
    // the home link: root path
    ['home', '/', true],
    ['home', '/home', true],
    ['', '/', true],
    ['/', '/', true],
    ['home', '/store', false],
    ['', '/checkout/cart', false],
    // others: path contains the link
    ['checkout/cart', '/checkout/cart', true],
    ['checkout/cart', '/checkout/cart?locationChange=true', true],
    ['checkout/cart', '/checkout/payment', false],
    ['clearance', '/store/clearance', true],
    // no link: a label, never active
    [null, '/', false],
  ])('link %j at %j -> %s', (link, path, expected) => {
    expect(isTabActive(link, path)).toBe(expected);
  });
});

describe('tabBadge: on the checkout/cart tab when count > 0', () => {
  it.each<[string | null, number, number | null]>([
    ['checkout/cart', 3, 3],
    ['/checkout/cart', 1, 1],
    ['checkout/cart', 0, null],
    ['checkout', 3, null],
    ['user/list', 3, null],
    [null, 3, null],
  ])('%j with %i -> %p', (link, count, expected) => {
    expect(tabBadge(link, count)).toBe(expected);
  });
});

describe('footer stacking, visibility, cart count, tab url', () => {
  it.each([
    ['/store/productlist', true],
    ['/store/productlist?cat=tea', true],
    ['/store', false],
    ['/checkout/cart', false],
  ])('footerRaised(%j) -> %s', (path, expected) => {
    expect(footerRaised(path)).toBe(expected);
  });

  it.each([
    [true, true, [{ name: 'Home', link: 'home' }], true],
    [false, true, [{ name: 'Home', link: 'home' }], false],
    [true, false, [{ name: 'Home', link: 'home' }], false],
    [true, true, [], false],
    [true, true, null, false],
  ])('showFooterTabs(style %s, language %s, tabs %j) -> %s', (styleLoaded, languageLoaded, tabs, expected) => {
    expect(showFooterTabs({ styleLoaded, languageLoaded, tabs })).toBe(expected);
  });

  it.each([
    [{ a: 1, b: 2, c: 3 }, 3],
    [{}, 0],
    [null, 0],
  ])('cartCount(%j) -> %i', (lineItems, expected) => {
    expect(cartCount(lineItems)).toBe(expected);
  });

  it.each<[string | null | undefined, string | null]>([
    ['productlist?cat=tea', '/store/productlist?cat=tea'],
    ['checkout/cart', '/checkout/cart'],
    ['home', '/home'],
    [null, null],
    ['', null],
    ['javascript:alert(1)', null],
  ])('footerTabUrl(%j) -> %j', (link, expected) => {
    expect(footerTabUrl({ link })).toBe(expected);
  });
});
