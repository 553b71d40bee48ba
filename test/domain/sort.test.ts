import { SORT_CHOICES, productListParams, productListUrl, sortChoice, withSort } from '@/domain/sort';

describe('sortChoice (spec 5: date is default)', () => {
  test.each([
    ['date', 'default'],
    ['default', 'default'],
    ['price', 'priceUp'],
    ['priceUp', 'priceUp'],
    ['priceDown', 'priceDown'],
    ['newest', 'newest'],
    ['name', 'name'],
    ['', 'default'],
    [null, 'default'],
    [undefined, 'default'],
    ['bogus', 'default'],
  ])('%p -> %s', (input, expected) => {
    expect(sortChoice(input)).toBe(expected);
  });

  test('the control offers default, price up/down, newest, name', () => {
    expect(SORT_CHOICES).toEqual(['default', 'priceUp', 'priceDown', 'newest', 'name']);
  });
});

describe('productListUrl', () => {
  test.each([
    ['tea', 'priceDown', '/store/productlist?cat=tea&sort=priceDown'],
    ['tea', 'default', '/store/productlist?cat=tea'],
    [null, 'name', '/store/productlist?cat=all&sort=name'],
    ['apples & pears', 'newest', '/store/productlist?cat=apples%20%26%20pears&sort=newest'],
  ] as const)('%p %s', (cat, sort, url) => {
    expect(productListUrl(cat, sort)).toBe(url);
  });
});

describe('withSort', () => {
  test.each([
    ['/store/clearance', 'name', {}, '/store/clearance?sort=name'],
    ['/store/brand/Acme', 'default', {}, '/store/brand/Acme'],
    [
      '/store/search',
      'newest',
      { searchStr: '绿茶' },
      `/store/search?searchStr=${encodeURIComponent('绿茶')}&sort=newest`,
    ],
  ] as const)('%s %s', (path, sort, query, url) => {
    expect(withSort(path, sort, { ...query })).toBe(url);
  });
});

describe('productListParams (spec 2.8: /store/productlist?cat=X&sort=Y)', () => {
  test.each([
    [
      { cat: 'tea', sort: 'priceDown' },
      { cat: 'tea', all: false, sort: 'priceDown' },
    ],
    [{ cat: ' tea ' }, { cat: 'tea', all: false, sort: 'default' }],
    [
      { cat: 'all', sort: 'price' },
      { cat: 'all', all: true, sort: 'priceUp' },
    ],
    [{ cat: 'ALL' }, { cat: 'ALL', all: true, sort: 'default' }],
    [{}, { cat: 'all', all: true, sort: 'default' }],
    [
      { cat: '  ', sort: 'bogus' },
      { cat: 'all', all: true, sort: 'default' },
    ],
  ])('%p -> %p', (params, expected) => {
    expect(productListParams(params)).toEqual(expected);
  });
});
