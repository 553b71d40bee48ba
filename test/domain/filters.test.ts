import {
  NO_FILTERS,
  activeFilters,
  clearFilters,
  filterParams,
  filteredListUrl,
  optionsOfPair,
  parseFilters,
  parsePriceInput,
  parsePriceRange,
  priceInputText,
  sameFilters,
  toggleChoice,
  withoutFilter,
  type FilterState,
} from '@/domain/filters';
import { hasFilterParams } from '@/domain/filterParams';
import { parseQuery } from '@/domain/routes';

const state = (over: Partial<FilterState>): FilterState => ({ ...NO_FILTERS, ...over });

describe('parseFilters: an address as a filter state (garbled values dropped, never an error)', () => {
  test.each<[string, Record<string, string>, Partial<FilterState>]>([
    ['nothing', {}, {}],
    ['a brand and a tag', { brand: 'JadeGarden', tag: 'organic' }, { brand: 'JadeGarden', tag: 'organic' }],
    ['spaces around', { brand: '  JadeGarden ' }, { brand: 'JadeGarden' }],
    ['a Chinese key', { tag: '有机' }, { tag: '有机' }],
    ['markup is not a name', { brand: '<script>' }, {}],
    ['a control character is not a name', { brand: 'Ja\u0000de' }, {}],
    ['longer than the server takes', { brand: 'x'.repeat(65) }, {}],
    ['empty', { brand: '', tag: '   ' }, {}],
    ['options', { option: 'size:M|colour:Red' }, { options: { size: 'M', colour: 'Red' } }],
    [
      'broken option parts dropped',
      { option: 'size:|:M|colour|size:L|fit:Slim' },
      { options: { size: 'L', fit: 'Slim' } },
    ],
    ['a name twice: the first value', { option: 'size:M|size:L' }, { options: { size: 'M' } }],
    ['a prototype name is not an option', { option: '__proto__:x|size:M' }, { options: { size: 'M' } }],
    ['prices in minor units', { minPrice: '500', maxPrice: '2000' }, { minPrice: 500, maxPrice: 2000 }],
    ['prices the wrong way round', { minPrice: '2000', maxPrice: '500' }, { minPrice: 500, maxPrice: 2000 }],
    ['a price is whole minor units', { minPrice: '5.5', maxPrice: '-3' }, {}],
    ['a price too large', { maxPrice: '99999999999' }, {}],
    ['zero is a bound', { minPrice: '0' }, { minPrice: 0 }],
    ['in stock', { inStock: '1' }, { inStock: true }],
    ['in stock (true)', { inStock: 'TRUE' }, { inStock: true }],
    ['in stock garbled', { inStock: 'yes please' }, {}],
    ['the spec sort', { sort: 'priceDown' }, { sort: 'priceDown' }],
    ['sort date is default (spec 5)', { sort: 'date' }, { sort: 'default' }],
    ['an unknown sort', { sort: 'random' }, {}],
  ])('%s', (_, params, expected) => {
    expect(parseFilters(params)).toEqual(state(expected));
  });
});

describe('the address a state writes (shareable; parsed back to the same state)', () => {
  test.each<[FilterState, string]>([
    [NO_FILTERS, '/store/productlist?cat=tea'],
    [state({ brand: 'JadeGarden' }), '/store/productlist?cat=tea&brand=JadeGarden'],
    [
      state({ tag: 'gluten-free', options: { size: 'M', colour: 'Red' }, sort: 'priceUp' }),
      '/store/productlist?cat=tea&tag=gluten-free&option=colour%3ARed%7Csize%3AM&sort=priceUp',
    ],
    [
      state({ minPrice: 500, maxPrice: 2000, inStock: true }),
      '/store/productlist?cat=tea&minPrice=500&maxPrice=2000&inStock=1',
    ],
    [state({ tag: '有机' }), '/store/productlist?cat=tea&tag=%E6%9C%89%E6%9C%BA'],
  ])('%o -> %s', (s, url) => {
    expect(filteredListUrl({ kind: 'products', cat: 'tea' }, s)).toBe(url);
    const back = parseFilters(parseQuery(url.slice(url.indexOf('?'))));
    expect(sameFilters(back, s)).toBe(true);
  });

  test('a search keeps the spec name searchStr; every product is cat=all', () => {
    expect(filteredListUrl({ kind: 'search', term: ' green tea ' }, state({ brand: 'JadeGarden' }))).toBe(
      '/store/search?searchStr=green%20tea&brand=JadeGarden',
    );
    expect(filteredListUrl({ kind: 'products', cat: '' }, NO_FILTERS)).toBe('/store/productlist?cat=all');
  });

  test('the default sort and empty groups are left out of the query', () => {
    expect(filterParams(NO_FILTERS)).toEqual({
      brand: undefined,
      tag: undefined,
      option: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      inStock: undefined,
      sort: undefined,
    });
  });

  test.each<[Record<string, string>, boolean]>([
    [{ cat: 'tea', sort: 'priceUp' }, false],
    [{ cat: 'tea', brand: 'x' }, true],
    [{ option: 'size:M' }, true],
    [{ inStock: '1' }, true],
    [{ minPrice: ' ' }, false],
  ])('hasFilterParams(%o) = %s', (params, expected) => {
    expect(hasFilterParams(params)).toBe(expected);
  });

  test('optionsOfPair keeps at most 8 names', () => {
    const pair = Array.from({ length: 12 }, (_, i) => `o${i}:v`).join('|');
    expect(Object.keys(optionsOfPair(pair))).toHaveLength(8);
  });
});

describe('choices and chips', () => {
  test.each<[string, FilterState, Parameters<typeof toggleChoice>[1], string, Partial<FilterState>]>([
    ['choose a brand', NO_FILTERS, { kind: 'brand' }, 'A', { brand: 'A' }],
    ['another brand replaces it (one per group)', state({ brand: 'A' }), { kind: 'brand' }, 'B', { brand: 'B' }],
    ['the chosen brand again clears it', state({ brand: 'A' }), { kind: 'brand' }, 'A', {}],
    ['a tag', state({ brand: 'A' }), { kind: 'tag' }, 'new', { brand: 'A', tag: 'new' }],
    ['an option', NO_FILTERS, { kind: 'option', name: 'size' }, 'M', { options: { size: 'M' } }],
    [
      'another option name adds',
      state({ options: { size: 'M' } }),
      { kind: 'option', name: 'colour' },
      'Red',
      { options: { size: 'M', colour: 'Red' } },
    ],
    [
      'the chosen option again clears it',
      state({ options: { size: 'M' } }),
      { kind: 'option', name: 'size' },
      'M',
      { options: {} },
    ],
  ])('%s', (_, before, group, value, expected) => {
    expect(toggleChoice(before, group, value)).toEqual(state(expected));
  });

  test('each narrowing is a chip; removing one leaves the others', () => {
    const s = state({ brand: 'A', tag: 't', options: { size: 'M' }, minPrice: 100, inStock: true, sort: 'name' });
    const chips = activeFilters(s);
    expect(chips).toEqual([
      { kind: 'brand', value: 'A' },
      { kind: 'tag', value: 't' },
      { kind: 'option', name: 'size', value: 'M' },
      { kind: 'price', min: 100, max: null },
      { kind: 'inStock' },
    ]);
    expect(withoutFilter(s, chips[0]).brand).toBeNull();
    expect(withoutFilter(s, chips[2]).options).toEqual({});
    expect(withoutFilter(s, chips[3])).toEqual({ ...s, minPrice: null, maxPrice: null });
    expect(withoutFilter(s, chips[4]).inStock).toBe(false);
    expect(activeFilters(NO_FILTERS)).toEqual([]);
  });

  test('Clear empties the filters and keeps the sort', () => {
    expect(clearFilters(state({ brand: 'A', inStock: true, sort: 'priceDown' }))).toEqual(state({ sort: 'priceDown' }));
  });
});

describe('price fields: typed in the major unit, kept in minor units', () => {
  test.each<[string, string, ReturnType<typeof parsePriceInput>]>([
    ['', 'CAD', { ok: true, value: null }],
    ['  ', 'CAD', { ok: true, value: null }],
    ['12', 'CAD', { ok: true, value: 1200 }],
    ['12.5', 'CAD', { ok: true, value: 1250 }],
    ['12,50', 'CAD', { ok: true, value: 1250 }],
    ['12.', 'CAD', { ok: true, value: 1200 }],
    ['0', 'CAD', { ok: true, value: 0 }],
    ['12.505', 'CAD', { ok: false, error: 'tooPrecise' }],
    ['1500', 'JPY', { ok: true, value: 1500 }],
    ['1500.5', 'JPY', { ok: false, error: 'tooPrecise' }],
    ['1.234', 'BHD', { ok: true, value: 1234 }],
    ['-5', 'CAD', { ok: false, error: 'format' }],
    ['$5', 'CAD', { ok: false, error: 'format' }],
    ['1,000.00', 'CAD', { ok: false, error: 'format' }],
    ['abc', 'CAD', { ok: false, error: 'format' }],
    ['999999999', 'CAD', { ok: false, error: 'tooLarge' }],
  ])('%p %s', (text, code, expected) => {
    expect(parsePriceInput(text, code)).toEqual(expected);
  });

  test.each<[string, string, ReturnType<typeof parsePriceRange>]>([
    ['5', '20', { ok: true, min: 500, max: 2000 }],
    ['', '20', { ok: true, min: null, max: 2000 }],
    ['20', '20', { ok: true, min: 2000, max: 2000 }],
    ['20', '5', { ok: false, field: 'max', error: 'order' }],
    ['x', '5', { ok: false, field: 'min', error: 'format' }],
    ['5', '5.555', { ok: false, field: 'max', error: 'tooPrecise' }],
  ])('range %p..%p', (min, max, expected) => {
    expect(parsePriceRange(min, max, 'CAD')).toEqual(expected);
  });

  test.each<[number | null, string, string]>([
    [null, 'CAD', ''],
    [1250, 'CAD', '12.50'],
    [5, 'CAD', '0.05'],
    [0, 'CAD', '0.00'],
    [1500, 'JPY', '1500'],
  ])('priceInputText(%p, %s) = %p', (minor, code, text) => {
    expect(priceInputText(minor, code)).toBe(text);
    if (minor !== null) expect(parsePriceInput(text, code)).toEqual({ ok: true, value: minor });
  });
});
