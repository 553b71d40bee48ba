import type { MenuItem } from '@api-types';
import { isSafeHref, mapFooterTabLink, mapLink, menuItemAction, menuItemName } from '@/domain/links';

describe('mapLink (spec 2.3)', () => {
  it.each([
    ['products/shoes', '/store/productlist?cat=shoes'],
    ['/products/shoes', '/store/productlist?cat=shoes'],
    ['products/Food%20Drink', '/store/productlist?cat=Food%20Drink'],
    ['products/tea%26sort=price', '/store/productlist?cat=tea&sort=price'],
    ['products/tea%26sort=price%26x=1', '/store/productlist?cat=tea&sort=price&x=1'],
    ['products/水果', '/store/productlist?cat=%E6%B0%B4%E6%9E%9C'],
    ['page/about-us', '/about-us'],
    ['search?searchStr=a', '/store/search?searchStr=a'],
    ['search?searchStr=salt%26pepper', '/store/search?searchStr=salt&pepper'],
    ['tag/sale', '/store/tag/sale'],
    ['brand/Acme', '/store/brand/Acme'],
    ['product/123', '/store/product/123'],
    ['clearance', '/store/clearance'],
    ['checkout/cart', '/checkout/cart'],
    ['tel:+1-800-555-0199', 'tel:+1-800-555-0199'],
    ['home', '/home'],
    ['user/list', '/user/list'],
    ['//checkout/cart', '/checkout/cart'],
    ['productlist?cat=shoes', '/productlist?cat=shoes'],
    ['https://example.com/a?x=1%262', 'https://example.com/a?x=1%262'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['', '/'],
  ])('%j -> %j', (link, expected) => {
    expect(mapLink(link)).toBe(expected);
  });
});

describe('mapFooterTabLink: productlist? + text after the first 16 characters', () => {
  it('the prefix productlist?cat= is exactly 16 characters', () => {
    expect('productlist?cat='.length).toBe(16);
  });
  it.each([
    ['productlist?cat=shoes', '/store/productlist?cat=shoes'],
    ['/productlist?cat=shoes', '/store/productlist?cat=shoes'],
    ['productlist?cat=蔬菜', '/store/productlist?cat=%E8%94%AC%E8%8F%9C'],
    ['productlist?cat=', '/store/productlist?cat='],
    // "An encoded ampersand (%26) in a link is turned back into &": the & then separates the
    // category from further list values, as for products/X%26sort=Y.
    ['productlist?cat=tea%26sort=price', '/store/productlist?cat=tea&sort=price'],
    ['productlist?cat=tea&sort=price', '/store/productlist?cat=tea&sort=price'],
    ['/productlist?cat=tea%26sort=price%26x=1', '/store/productlist?cat=tea&sort=price&x=1'],
    ['productlist?cat=Food%20Drink%26sort=price', '/store/productlist?cat=Food%20Drink&sort=price'],
    ['productlist?cat=蔬菜%26sort=price', '/store/productlist?cat=%E8%94%AC%E8%8F%9C&sort=price'],
    ['checkout/cart', '/checkout/cart'],
    ['products/tea', '/store/productlist?cat=tea'],
  ])('%j -> %j', (link, expected) => {
    expect(mapFooterTabLink(link)).toBe(expected);
  });
});

describe('isSafeHref: only http(s), relative paths and phone numbers are followed', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com', true],
    ['HTTPS://example.com', true],
    ['/store', true],
    ['store/productlist', true],
    ['?a=1', true],
    ['//cdn.example.com/x', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['  javascript:alert(1)', false],
    ['\u0000\u001fjavascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['vbscript:msgbox(1)', false],
    ['mailto:a@b.c', false],
    ['tel:+1-800-555-0199', true],
    ['tel:18005550199', true],
    ['tel:1-800;ext=javascript:alert(1)', false],
    ['tel:', false],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (url, expected) => {
    expect(isSafeHref(url)).toBe(expected);
  });
});

describe('menuItemAction (spec 2.3)', () => {
  const item = (over: Partial<MenuItem>): MenuItem => ({ name: 'x', ...over });
  it.each<[string, MenuItem, ReturnType<typeof menuItemAction>]>([
    [
      'internal link via router',
      item({ link: 'products/tea', linkActionType: 'INTERNAL_LINK' }),
      { kind: 'internal', url: '/store/productlist?cat=tea' },
    ],
    ['no action type means internal', item({ link: 'page/about' }), { kind: 'internal', url: '/about' }],
    [
      'productlist? uses dedicated navigation',
      item({ link: 'productlist?cat=tea', linkActionType: 'INTERNAL_LINK' }),
      { kind: 'productlist', url: '/store/productlist?cat=tea' },
    ],
    [
      'productlist? with %26 keeps sort as a query value',
      item({ link: 'productlist?cat=tea%26sort=price' }),
      { kind: 'productlist', url: '/store/productlist?cat=tea&sort=price' },
    ],
    [
      'productlist? with & keeps sort as a query value',
      item({ link: 'productlist?cat=tea&sort=price' }),
      { kind: 'productlist', url: '/store/productlist?cat=tea&sort=price' },
    ],
    [
      'external opens a new tab',
      item({ link: 'https://blog.example.com', linkActionType: 'EXTERNAL_LINK' }),
      { kind: 'external', url: 'https://blog.example.com' },
    ],
    [
      'external relative link is mapped',
      item({ link: 'page/terms', linkActionType: 'EXTERNAL_LINK' }),
      { kind: 'external', url: '/terms' },
    ],
    [
      'absolute URL marked internal is external',
      item({ link: 'https://x.example', linkActionType: 'INTERNAL_LINK' }),
      { kind: 'external', url: 'https://x.example' },
    ],
    ['no link is plain text', item({ link: null }), { kind: 'text' }],
    ['blank link is plain text', item({ link: '  ' }), { kind: 'text' }],
    [
      'javascript: is plain text',
      item({ link: 'javascript:alert(1)', linkActionType: 'EXTERNAL_LINK' }),
      { kind: 'text' },
    ],
    ['data: is plain text', item({ link: ' data:text/html,x', linkActionType: 'INTERNAL_LINK' }), { kind: 'text' }],
    [
      'submenu gets no link',
      item({ link: 'products/tea', subMenu: [{ name: 'a', link: 'tag/a' }] }),
      { kind: 'submenu' },
    ],
    ['empty submenu does not count', item({ link: 'tag/a', subMenu: [] }), { kind: 'internal', url: '/store/tag/a' }],
  ])('%s', (_name, input, expected) => {
    expect(menuItemAction(input)).toEqual(expected);
  });
});

describe('menuItemName', () => {
  it.each<[MenuItem, 'en' | 'zh', string]>([
    [{ name: 'Shoes', nameContent: { en: 'Shoes EN', zh: '鞋' } }, 'zh', '鞋'],
    [{ name: 'Shoes', nameContent: { en: 'Shoes EN', zh: '鞋' } }, 'en', 'Shoes EN'],
    [{ name: 'Shoes', nameContent: { en: 'Shoes EN' } }, 'zh', 'Shoes'],
    [{ name: 'Shoes', nameContent: { zh: ' ' } }, 'zh', 'Shoes'],
    [{ name: 'Shoes' }, 'en', 'Shoes'],
  ])('%j in %s -> %s', (item, locale, expected) => {
    expect(menuItemName(item, locale)).toBe(expected);
  });
});
