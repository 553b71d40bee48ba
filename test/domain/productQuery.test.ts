import {
  hasMore,
  nextPosition,
  orderListQuery,
  productIdParam,
  searchTermParam,
  productListQuery,
  searchUrl,
  shouldSearch,
} from '@/domain/productQuery';
import type { ProductListInput, ProductListQuery } from '@/domain/productQuery';

describe('productListQuery (spec 2.8, 5, 7.2: 12 per page from 0, all omitted, date -> default)', () => {
  const base = { infiniteLoad: true, numberToLoad: 12, startingPosition: 0 };
  it.each<[ProductListInput, ProductListQuery]>([
    [{}, base],
    [{ cat: 'all' }, base],
    [{ cat: 'ALL' }, base],
    [{ cat: 'tea' }, { ...base, categoryName: 'tea' }],
    [
      { cat: 'tea', sort: 'date' },
      { ...base, categoryName: 'tea', sortby: 'default' },
    ],
    [{ sort: 'priceLowToHigh' }, { ...base, sortby: 'priceLowToHigh' }],
    [
      { brand: 'Acme', tag: 'new', clearance: true },
      { ...base, brandName: 'Acme', tagName: 'new', clearance: true },
    ],
    [{ clearance: false, sort: '' }, base],
    [
      { cat: 'tea', startingPosition: 24 },
      { ...base, categoryName: 'tea', startingPosition: 24 },
    ],
  ])('%j', (input, expected) => {
    expect(productListQuery(input)).toEqual(expected);
  });

  it.each([[-1], [1.5]])('rejects position %p', (startingPosition) => {
    expect(() => productListQuery({ startingPosition })).toThrow(RangeError);
  });
});

describe('orderListQuery (spec 7.3: numberToLoad=10, infiniteLoad=true)', () => {
  it.each([
    [undefined, { numberToLoad: 10, startingPosition: 0, infiniteLoad: true }],
    [20, { numberToLoad: 10, startingPosition: 20, infiniteLoad: true }],
  ])('%p', (pos, expected) => {
    expect(orderListQuery(pos)).toEqual(expected);
  });
});

describe('search and paging', () => {
  it.each([
    ['tea', true],
    ['  tea ', true],
    ['', false],
    ['   ', false],
    [null, false],
  ])('shouldSearch(%j) -> %s', (text, expected) => {
    expect(shouldSearch(text)).toBe(expected);
  });
  it.each([
    ['green tea', '/store/search?searchStr=green%20tea'],
    [' 茶 ', '/store/search?searchStr=%E8%8C%B6'],
  ])('searchUrl(%j) -> %j', (text, expected) => {
    expect(searchUrl(text)).toBe(expected);
  });
  it.each([
    [0, 0],
    [12, 12],
    [36, 36],
  ])('nextPosition(%i) -> %i', (loaded, expected) => {
    expect(nextPosition(loaded)).toBe(expected);
  });
  it.each([
    [12, undefined, true],
    [11, undefined, false],
    [10, 10, true],
    [0, 10, false],
  ])('hasMore(%i, %p) -> %s', (count, size, expected) => {
    expect(hasMore(count, size)).toBe(expected);
  });
});

describe('productIdParam (a product page: /store/product/{id})', () => {
  test.each([
    [{ id: '1' }, 1],
    [{ id: ' 25 ' }, 25],
    [{ id: '999999999' }, 999999999],
    [{ id: '1000000000' }, null],
    [{ id: '0' }, null],
    [{ id: '01' }, null],
    [{ id: '-3' }, null],
    [{ id: '1.5' }, null],
    [{ id: 'tea' }, null],
    [{}, null],
  ])('%p -> %p', (params, expected) => {
    expect(productIdParam(params)).toBe(expected);
  });
});

describe('searchTermParam (a search page: /store/search?searchStr=)', () => {
  test.each([
    [{ searchStr: 'tea' }, 'tea'],
    [{ searchStr: '  green tea ' }, 'green tea'],
    [{ searchStr: '' }, ''],
    [{}, ''],
  ])('%p -> %p', (params, expected) => {
    expect(searchTermParam(params)).toBe(expected);
  });
});
