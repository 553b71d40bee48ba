import {
  applicableFilters,
  choicesFromFacets,
  choicesFromProducts,
  countSource,
  listRequest,
  resultsCount,
  type FacetsInput,
} from '@/domain/filterPlan';
import { NO_FILTERS, type FilterState, type ListBase } from '@/domain/filters';

const state = (over: Partial<FilterState>): FilterState => ({ ...NO_FILTERS, ...over });
const tea: ListBase = { kind: 'products', cat: 'tea' };
const all: ListBase = { kind: 'products', cat: 'all' };
const search: ListBase = { kind: 'search', term: ' green tea ' };

describe('listRequest: the spec call when it can, the extension when it must', () => {
  test.each<[string, ListBase, Partial<FilterState>, boolean, ReturnType<typeof listRequest>]>([
    [
      'a plain category, no extension',
      tea,
      {},
      false,
      { call: 'products', cat: 'tea', brand: null, tag: null, optionPair: null, sort: 'default' },
    ],
    [
      'brand and tag are spec fields, even with the extension',
      tea,
      { brand: 'A', tag: 't', sort: 'priceUp' },
      true,
      { call: 'products', cat: 'tea', brand: 'A', tag: 't', optionPair: null, sort: 'priceUp' },
    ],
    [
      'an option is the spec optionPair',
      tea,
      { options: { size: 'M', colour: 'Red' } },
      false,
      { call: 'products', cat: 'tea', brand: null, tag: null, optionPair: 'colour:Red|size:M', sort: 'default' },
    ],
    [
      'price needs the extension',
      tea,
      { brand: 'A', minPrice: 500 },
      true,
      { call: 'extension', query: { categoryName: 'tea', brandName: 'A', minPrice: 500 } },
    ],
    [
      'stock needs the extension; all omits the category',
      all,
      { inStock: true, sort: 'name' },
      true,
      { call: 'extension', query: { inStock: true, sortby: 'name' } },
    ],
    [
      'price without the extension is dropped',
      tea,
      { brand: 'A', minPrice: 500, inStock: true },
      false,
      { call: 'products', cat: 'tea', brand: 'A', tag: null, optionPair: null, sort: 'default' },
    ],
    [
      'a search without filters is the spec search',
      search,
      { sort: 'priceDown' },
      true,
      { call: 'search', term: 'green tea', sort: 'priceDown' },
    ],
    [
      'a search with filters is the extension',
      search,
      { tag: 't', maxPrice: 900, options: { size: 'M' } },
      true,
      { call: 'extension', query: { searchStr: 'green tea', tagName: 't', maxPrice: 900, optionPair: 'size:M' } },
    ],
    [
      'a search cannot filter without the extension',
      search,
      { tag: 't', maxPrice: 900 },
      false,
      { call: 'search', term: 'green tea', sort: 'default' },
    ],
  ])('%s', (_, base, s, offered, expected) => {
    expect(listRequest(base, state(s), offered)).toEqual(expected);
  });

  test('what a list cannot apply is not shown as applied', () => {
    expect(applicableFilters(state({ brand: 'A', inStock: true }), tea, false)).toEqual(state({ brand: 'A' }));
    expect(applicableFilters(state({ brand: 'A', sort: 'name' }), search, false)).toEqual(state({ sort: 'name' }));
    expect(applicableFilters(state({ brand: 'A', inStock: true }), tea, true)).toEqual(
      state({ brand: 'A', inStock: true }),
    );
  });

  test.each<[ListBase, Partial<FilterState>, boolean, ReturnType<typeof countSource>]>([
    [tea, {}, true, 'facets'],
    [search, { brand: 'A' }, true, 'facets'],
    [tea, { brand: 'A' }, false, 'listCount'],
    // listCount takes no optionPair: the total is unknown until the end
    [tea, { options: { size: 'M' } }, false, null],
    [search, {}, false, 'searchCount'],
  ])('countSource %o %o offered=%s', (base, s, offered, expected) => {
    expect(countSource(base, state(s), offered)).toBe(expected);
  });
});

const facets: FacetsInput = {
  total: 7,
  brands: [
    { value: 'A', label: 'Brand A', count: 4 },
    { value: 'B', label: 'Brand B', count: 0 },
    { value: 'A', label: 'again', count: 9 },
    { value: '', label: 'nameless', count: 3 },
    { value: 'C', label: '', count: 3 },
  ],
  tags: [{ value: 'gone', label: 'Gone', count: 0 }],
  options: [
    {
      key: 'size',
      name: 'Size',
      values: [
        { value: 'M', label: 'M', count: 2 },
        { value: 'XL', label: 'XL', count: -1 },
      ],
    },
    { key: 'colour', name: 'Colour', values: [{ value: 'Red', label: 'Red', count: 0 }] },
  ],
  price: { min: 300, max: 4500 },
  inStock: 5,
};

describe('choicesFromFacets: counts beside each choice, never one that yields nothing', () => {
  test('zero and negative counts, duplicates and nameless values are left out; empty groups too', () => {
    const view = choicesFromFacets(facets, NO_FILTERS);
    expect(view.groups).toEqual([
      {
        kind: 'brand',
        choices: [
          { value: 'A', label: 'Brand A', count: 4, selected: false },
          { value: 'C', label: 'C', count: 3, selected: false },
        ],
      },
      { kind: 'option', name: 'size', label: 'Size', choices: [{ value: 'M', label: 'M', count: 2, selected: false }] },
    ]);
    expect(view.price).toEqual({ min: 300, max: 4500 });
    expect(view.inStock).toBe(5);
  });

  test('a chosen value stays (to be removed) even when its count is 0 or the facets lost it', () => {
    const view = choicesFromFacets(facets, state({ brand: 'B', tag: 'gone', options: { fit: 'Slim' } }));
    const brand = view.groups.find((g) => g.kind === 'brand')!;
    expect(brand.choices.find((c) => c.value === 'B')).toEqual({
      value: 'B',
      label: 'Brand B',
      count: 0,
      selected: true,
    });
    expect(view.groups.find((g) => g.kind === 'tag')!.choices).toEqual([
      { value: 'gone', label: 'Gone', count: 0, selected: true },
    ]);
    expect(view.groups.find((g) => g.kind === 'option' && g.name === 'fit')).toEqual({
      kind: 'option',
      name: 'fit',
      label: 'fit',
      choices: [{ value: 'Slim', label: 'Slim', count: null, selected: true }],
    });
  });

  test('a price range that is not one offers no range', () => {
    expect(choicesFromFacets({ ...facets, price: { min: 9, max: 1 } }, NO_FILTERS).price).toBeNull();
  });
});

describe('choicesFromProducts: without the extension, the brands and tags the list shows, no counts', () => {
  const products = [
    { brandName: 'A', brandDisplayName: 'Brand A (wire)', tags: ['organic', 'new'] },
    { brandName: null, brandDisplayName: null, tags: ['organic'] },
    { brandName: 'B', brandDisplayName: null, tags: [] },
  ];
  const names = {
    brand: (k: string) => (k === 'A' ? 'Brand A' : null),
    tag: (k: string) => (k === 'organic' ? 'Organic' : null),
  };

  test('each brand and tag once, named by the spec lists, else by the product, else by its key', () => {
    expect(choicesFromProducts(products, NO_FILTERS, names)).toEqual({
      groups: [
        {
          kind: 'brand',
          choices: [
            { value: 'A', label: 'Brand A', count: null, selected: false },
            { value: 'B', label: 'B', count: null, selected: false },
          ],
        },
        {
          kind: 'tag',
          choices: [
            { value: 'organic', label: 'Organic', count: null, selected: false },
            { value: 'new', label: 'new', count: null, selected: false },
          ],
        },
      ],
      price: null,
      inStock: null,
    });
  });

  test('the chosen ones come first and stay while nothing is loaded; a chosen option shows to be removed', () => {
    const view = choicesFromProducts([], state({ brand: 'A', options: { size: 'M' } }), names);
    expect(view.groups).toEqual([
      { kind: 'brand', choices: [{ value: 'A', label: 'Brand A', count: null, selected: true }] },
      {
        kind: 'option',
        name: 'size',
        label: 'size',
        choices: [{ value: 'M', label: 'M', count: null, selected: true }],
      },
    ]);
  });
});

describe('resultsCount: the catalogue plural rule', () => {
  test.each<[number | null, string | undefined, ReturnType<typeof resultsCount>]>([
    [12, undefined, { form: 'other', count: 12 }],
    [1, undefined, { form: 'one', count: 1 }],
    [0, undefined, { form: 'other', count: 0 }],
    [null, undefined, null],
    [-1, undefined, null],
    [2.5, undefined, null],
    [3, 'tea', { form: 'other', count: 3, term: 'tea' }],
    [1, 'tea', { form: 'one', count: 1, term: 'tea' }],
  ])('%p %p', (total, term, expected) => {
    expect(resultsCount(total, term)).toEqual(expected);
  });
});
