import { createCatalogueApi, normalizeProduct, normalizeProductDetail } from '@/services/catalogue';
import { createHttp, isApiError } from '@/services/http';
import { createFakeServer, json, text } from '../support/fakeServer';
import { wireProduct } from '../support/catalogue';

function setup() {
  const server = createFakeServer();
  const api = createCatalogueApi(createHttp({ transport: server.transport, cookies: server.cookies }));
  return { server, api };
}

describe('normalizeProduct', () => {
  test('reshapes a wire product into the card model', () => {
    expect(normalizeProduct(wireProduct(7, { clearance: true, price: 500, listPrice: 900 }))).toEqual({
      id: 7,
      sku: 'MJ-7',
      name: 'Product 7',
      productType: 'PRODUCT',
      price: 500,
      listPrice: 900,
      currencyCode: 'CAD',
      clearance: true,
      available: true,
      hasOptions: false,
      image: { url: '/media/products/7.svg', width: 600, height: 600, alt: 'Product 7' },
      images: [
        { url: '/media/products/7.svg', width: 600, height: 600, alt: 'Product 7' },
        { url: '/media/products/7-2.svg', width: 600, height: 600, alt: 'Product 7' },
      ],
      thumbnail: { url: '/media/products/7-thumb.svg', width: 300, height: 300, alt: 'Product 7' },
      categoryName: 'tea-sets',
      brandName: 'JadeGarden',
      brandDisplayName: 'Jade Garden',
      tags: ['gift'],
      createdDate: '2024-03-01T00:00:00.000Z',
    });
  });

  test.each([
    ['not an object', 'x'],
    ['null', null],
    ['an array', []],
    ['no id', { ...wireProduct(1), id: undefined }],
    ['id 0', wireProduct(0)],
    ['negative id', wireProduct(-3)],
    ['fractional id', wireProduct(1.5)],
    ['no name', wireProduct(1, { name: '' })],
    ['name not a string', wireProduct(1, { name: { en: 'x' } })],
    ['no price', wireProduct(1, { price: undefined })],
    ['negative price', wireProduct(1, { price: -1 })],
    ['fractional price', wireProduct(1, { price: 1.25 })],
    ['price as text', wireProduct(1, { price: 'cheap' })],
  ])('%s -> dropped (null)', (_label, wire) => {
    expect(normalizeProduct(wire)).toBeNull();
  });

  test('repairs what it can: numeric strings, list below price, bad images, no currency', () => {
    const p = normalizeProduct(
      wireProduct(5, {
        id: '5',
        price: '1299',
        listPrice: 10,
        currencyCode: undefined,
        imageURL: 'javascript:alert(1)',
        images: [{ imageURL: 42 }, { imageURL: '/ok.svg', width: -5, height: 'x' }],
        tags: ['a', 3, null, ''],
        available: 'false',
      }),
    )!;
    expect(p.id).toBe(5);
    expect(p.price).toBe(1299);
    expect(p.listPrice).toBe(1299);
    expect(p.currencyCode).toBe('USD');
    expect(p.image).toEqual({ url: '/ok.svg', width: 600, height: 600, alt: 'Product 5' });
    expect(p.images).toHaveLength(1);
    expect(p.tags).toEqual(['a', '3']);
    expect(p.available).toBe(false);
  });

  test('a product without any image has image null', () => {
    expect(normalizeProduct(wireProduct(9, { imageURL: undefined, images: undefined }))!.image).toBeNull();
  });
});

describe('normalizeProductDetail', () => {
  const detail = (overrides: Record<string, unknown> = {}) => ({
    ...wireProduct(2),
    description:
      '<h2>Hamper</h2><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><p onmouseover="x()">Enjoy</p>',
    options: [
      { name: 'size', displayName: 'Size', values: [{ value: 'S', displayName: '小码' }, { value: 'M' }, { nope: 1 }] },
      { name: '', values: [{ value: 'x' }] },
      { name: 'empty', values: [] },
      'junk',
    ],
    specs: [{ name: 'Origin', value: 'Canada' }, { name: 'Broken' }],
    categoryPath: [{ name: 'gifts', displayName: 'Gift Boxes' }, { displayName: 'no key' }],
    ...overrides,
  });

  test('sanitises the description at the boundary and drops malformed options/specs', () => {
    const d = normalizeProductDetail(detail());
    expect(JSON.stringify(d.description)).not.toMatch(/__xss|script|onerror|onmouseover/);
    expect(d.description[0]).toEqual({
      type: 'element',
      name: 'h3',
      attrs: {},
      children: [{ type: 'text', text: 'Hamper' }],
    });
    expect(d.options).toEqual([
      {
        name: 'size',
        displayName: 'Size',
        values: [
          { value: 'S', displayName: '小码' },
          { value: 'M', displayName: 'M' },
        ],
      },
    ]);
    expect(d.specs).toEqual([{ name: 'Origin', value: 'Canada' }]);
    expect(d.categoryPath).toEqual([{ name: 'gifts', displayName: 'Gift Boxes' }]);
  });

  test("a value's own picture is kept; one a page may not load is dropped, the value stays", () => {
    const d = normalizeProductDetail(
      detail({
        options: [
          {
            name: 'colour',
            values: [
              {
                value: 'White',
                displayName: 'White',
                image: { imageURL: '/media/products/1-colour-white.svg', width: 600, height: 600 },
              },
              { value: 'Celadon', image: { imageURL: 'javascript:alert(1)' } },
            ],
          },
        ],
      }),
    );
    expect(d.options[0].values[0].image).toMatchObject({
      url: '/media/products/1-colour-white.svg',
      width: 600,
      alt: 'White',
    });
    expect(d.options[0].values[1]).toEqual({ value: 'Celadon', displayName: 'Celadon' });
  });

  test('a detail without id/name/price is a BAD_RESPONSE error', () => {
    expect(() => normalizeProductDetail({ description: '<p>x</p>' })).toThrow(
      expect.objectContaining({ code: 'BAD_RESPONSE' }),
    );
  });
});

describe('createCatalogueApi: calls of spec 7.2', () => {
  test('products: page size 12 from position 0, infinite load, all omits categoryName, date -> default', async () => {
    const { server, api } = setup();
    server.on('GET', 'productManagement2/products', () => json([wireProduct(1), { broken: true }, wireProduct(2)]));
    const page = await api.products({ cat: 'all' }, { sort: 'date' });
    expect(page.received).toBe(3);
    expect(page.items.map((p) => p.id)).toEqual([1, 2]);
    const q = new URL(server.requests[0].url, 'http://x').searchParams;
    expect(Object.fromEntries(q)).toEqual({
      infiniteLoad: 'true',
      numberToLoad: '12',
      startingPosition: '0',
      sortby: 'default',
    });
  });

  test('products with a category, brand, tag, clearance and a later position', async () => {
    const { server, api } = setup();
    server.on('GET', 'productManagement2/products', () => json([]));
    await api.products(
      { cat: 'tea', brand: 'Acme', tag: 'organic', clearance: true },
      { startingPosition: 24, sort: 'priceDown' },
    );
    const q = new URL(server.requests[0].url, 'http://x').searchParams;
    expect(Object.fromEntries(q)).toEqual({
      infiniteLoad: 'true',
      numberToLoad: '12',
      startingPosition: '24',
      categoryName: 'tea',
      brandName: 'Acme',
      tagName: 'organic',
      clearance: 'true',
      sortby: 'priceDown',
    });
  });

  test('a list answer that is not an array is a BAD_RESPONSE ApiError; unreadable JSON too', async () => {
    const { server, api } = setup();
    server.on('GET', 'productManagement2/products', () => json({ products: [] }));
    await expect(api.products({})).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    server.on('GET', 'productManagement2/products', () => text('<html>'));
    const err = await api.products({}).catch((e) => e);
    expect(isApiError(err)).toBe(true);
  });

  test('listCount: filters only, count or null', async () => {
    const { server, api } = setup();
    server.on('GET', 'productManagement2/products/listCount', () => json({ count: 42 }));
    expect(await api.listCount({ cat: 'tea' })).toBe(42);
    expect(Object.fromEntries(new URL(server.requests[0].url, 'http://x').searchParams)).toEqual({
      categoryName: 'tea',
    });
    expect(await api.listCount({ cat: 'all' })).toBe(42);
    expect(new URL(server.requests[1].url, 'http://x').search).toBe('');
    server.on('GET', 'productManagement2/products/listCount', () => json({ count: 'many' }));
    expect(await api.listCount({})).toBeNull();
  });

  test('search and searchCount put the term in the path (encoded); empty text makes no call', async () => {
    const { server, api } = setup();
    server.on('GET', `productManagement2/products/search/${encodeURIComponent('绿茶')}`, () => json([wireProduct(3)]));
    server.on('GET', `productManagement2/products/searchCount/${encodeURIComponent('绿茶')}`, () => json({ count: 1 }));
    expect((await api.search(' 绿茶 ', { startingPosition: 12 })).items.map((p) => p.id)).toEqual([3]);
    expect(await api.searchCount('绿茶')).toBe(1);
    expect(new URL(server.requests[0].url, 'http://x').searchParams.get('startingPosition')).toBe('12');
    expect(await api.search('   ')).toEqual({ items: [], received: 0 });
    expect(await api.searchCount('')).toBe(0);
    expect(server.requests).toHaveLength(2);
  });

  test('productDetail, relatedProducts, category, categories, brands, tag, inventory, membership', async () => {
    const { server, api } = setup();
    server.on('GET', 'productDetailManagement/productDetail/1', () =>
      json({ ...wireProduct(1), description: '<p>x</p>', options: [], specs: [] }),
    );
    server.on('GET', 'productManagement2/products/relatedProducts/1', () =>
      json([wireProduct(4), null, wireProduct(5)]),
    );
    server.on('GET', 'productManagement2/category/tea', () => json({ name: 'tea', displayName: 'Tea', children: [] }));
    server.on('GET', 'productManagement/categories/all', () => json([{ name: 'tea', displayName: 'Tea' }, 7]));
    server.on('GET', 'productManagement/brands', () =>
      json([{ name: 'Acme', displayName: 'Acme', productCount: 50 }, {}]),
    );
    server.on('GET', 'productManagement2/tag/organic', () =>
      json({ name: 'organic', displayName: 'Organic', productCount: 9 }),
    );
    server.on('GET', 'inventoryManagement/inventoryByProductAndOptions/1', () =>
      json({ productId: 1, optionPair: null, available: true, quantity: 3, items: [] }),
    );
    server.on('GET', 'productManagement2/products', (req) =>
      json(req.query.get('productType') === 'MEMBERSHIP' ? [wireProduct(3, { productType: 'MEMBERSHIP' })] : []),
    );

    expect((await api.productDetail(1)).description).toEqual([
      { type: 'element', name: 'p', attrs: {}, children: [{ type: 'text', text: 'x' }] },
    ]);
    expect((await api.relatedProducts(1)).map((p) => p.id)).toEqual([4, 5]);
    expect((await api.category('tea')).displayName).toBe('Tea');
    expect((await api.categories()).map((c) => c.name)).toEqual(['tea']);
    expect(await api.brands()).toEqual([{ name: 'Acme', displayName: 'Acme', productCount: 50 }]);
    expect(await api.tag('organic')).toEqual({ name: 'organic', displayName: 'Organic', productCount: 9 });
    expect((await api.inventory(1)).quantity).toBe(3);
    await api.inventory(1, 'size:M|colour:Red');
    expect(
      new URL(server.calls('inventoryManagement/inventoryByProductAndOptions/1')[1].url, 'http://x').searchParams.get(
        'optionPair',
      ),
    ).toBe('size:M|colour:Red');
    const membership = await api.membershipProduct();
    expect(membership?.productType).toBe('MEMBERSHIP');
    const mq = new URL(server.calls('productManagement2/products')[0].url, 'http://x').searchParams;
    expect(Object.fromEntries(mq)).toEqual({
      productType: 'MEMBERSHIP',
      recordStatus: 'ACTIVE',
      sortby: 'default',
      infiniteLoad: 'false',
    });
  });

  test('server errors arrive as ApiError with the first server message', async () => {
    const { server, api } = setup();
    server.on('GET', 'productDetailManagement/productDetail/999', () =>
      json({ errors: [{ code: 'NOT_FOUND', message: 'No product with id 999' }] }, 404),
    );
    await expect(api.productDetail(999)).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No product with id 999',
    });
  });
});
