import { createFiltersApi, filterQuery, normalizeChoice, normalizeFacets } from '@/services/filters';
import { ApiError, type Http, type Query } from '@/services/http';

describe('facet choices', () => {
  it.each([
    ['no value', { label: 'Jade Garden', count: 3 }],
    ['a count of 0 (a choice that gives nothing)', { value: 'JadeGarden', label: 'Jade Garden', count: 0 }],
    ['a negative count', { value: 'JadeGarden', count: -1 }],
    ['a fractional count', { value: 'JadeGarden', count: 1.5 }],
    ['no count', { value: 'JadeGarden' }],
    ['not an object', 'JadeGarden'],
  ])('a choice with %s is dropped', (_what, v) => expect(normalizeChoice(v)).toBeNull());

  it('a blank label shows the value; a numeric count as text is read', () => {
    expect(normalizeChoice({ value: 'M', label: '  ', count: '4' })).toEqual({ value: 'M', label: 'M', count: 4 });
  });
});

describe('facets', () => {
  it('keeps usable groups and choices, drops the rest', () => {
    const f = normalizeFacets({
      total: 22,
      brands: [{ value: 'JadeGarden', label: '玉园', count: 10 }, { value: 'Gone', count: 0 }, null],
      tags: 'gift',
      options: [
        { key: 'size', name: 'Size', values: [{ value: 'Small', label: 'Small', count: 22 }, { count: 2 }] },
        { key: 'colour', name: 'Colour', values: [{ value: 'Red', count: 0 }] },
        { name: 'no key', values: [{ value: 'x', count: 1 }] },
      ],
      price: { min: 1529, max: 12349 },
      inStock: 21,
    });
    expect(f).toEqual({
      total: 22,
      brands: [{ value: 'JadeGarden', label: '玉园', count: 10 }],
      tags: [],
      options: [{ key: 'size', name: 'Size', values: [{ value: 'Small', label: 'Small', count: 22 }] }],
      price: { min: 1529, max: 12349 },
      inStock: 21,
    });
  });

  it.each([
    ['missing', undefined],
    ['null (nothing matches)', null],
    ['min above max', { min: 900, max: 100 }],
    ['negative', { min: -1, max: 100 }],
    ['not whole minor units', { min: 1.5, max: 100 }],
  ])('a price range %s is no range', (_what, price) => {
    expect(normalizeFacets({ total: 1, brands: [], tags: [], options: [], price }).price).toBeNull();
  });

  it('an unusable total or in-stock count is unknown (null), not 0', () => {
    const f = normalizeFacets({ total: 'many', inStock: -3 });
    expect(f).toMatchObject({ total: null, inStock: null, brands: [], tags: [], options: [], price: null });
  });

  it.each([[null], [[]], ['facets'], [7]])('an answer that is no object (%j) is a bad answer', (v) => {
    expect(() => normalizeFacets(v)).toThrow(ApiError);
  });
});

describe('the query sent', () => {
  it("leaves out blanks, 'all', false flags and unusable prices", () => {
    expect(
      filterQuery({
        categoryName: 'all',
        brandName: ' ',
        tagName: 'gift',
        optionPair: ' colour:Red ',
        searchStr: '  茉莉 绿茶 ',
        minPrice: -5,
        maxPrice: 2500,
        inStock: false,
        clearance: false,
      }),
    ).toEqual({
      categoryName: undefined,
      brandName: undefined,
      tagName: 'gift',
      clearance: undefined,
      optionPair: 'colour:Red',
      searchStr: '茉莉 绿茶',
      minPrice: undefined,
      maxPrice: 2500,
      inStock: undefined,
    });
    expect(filterQuery({ minPrice: 0, maxPrice: 1.5, inStock: true })).toMatchObject({
      minPrice: 0,
      maxPrice: undefined,
      inStock: true,
    });
  });

  it('products: the path, 12 from the position asked, the sort as the lists send it; bad items dropped', async () => {
    const calls: { path: string; query?: Query }[] = [];
    const answer = [
      { id: 1, name: 'Tea', price: 599 },
      { id: 2, name: 'No price' },
    ];
    const get = (<T>(path: string, opts?: { query?: Query }) => {
      calls.push({ path, query: opts?.query });
      return Promise.resolve((path.endsWith('/facets') ? { total: 1 } : answer) as T);
    }) as Http['get'];
    const api = createFiltersApi({ get } as Http);
    const items = await api.products({ categoryName: 'tea', inStock: true }, { startingPosition: 24, sort: 'date' });
    expect(items.map((p) => p.id)).toEqual([1]);
    expect((await api.productsPage({}, {})).received).toBe(2);
    expect((await api.facets({ brandName: 'JadeGarden' })).total).toBe(1);
    expect(calls[0]).toEqual({
      path: 'ext/filters/products',
      query: expect.objectContaining({
        categoryName: 'tea',
        inStock: true,
        numberToLoad: 12,
        startingPosition: 24,
        sortby: 'default',
      }),
    });
    expect(calls[2]).toEqual({
      path: 'ext/filters/facets',
      query: expect.objectContaining({ brandName: 'JadeGarden' }),
    });
    expect(calls[2].query).not.toHaveProperty('numberToLoad');
  });

  it('products: an answer that is no list is a bad answer', async () => {
    const get = (() => Promise.resolve({ items: [] })) as unknown as Http['get'];
    await expect(createFiltersApi({ get } as Http).products({})).rejects.toThrow(ApiError);
  });
});
