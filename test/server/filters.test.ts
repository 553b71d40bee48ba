/**
 * Filters on product lists and search: the spec's brandName, tagName and optionPair on
 * GET productManagement2/products and listCount, and the `filters` extension (types/filters.ts):
 * price range, stock, search, disjunctive facet counts, paging; Chinese search ranking.
 */
import type { CountResponse, FilterFacets, Product } from '../../types/api';
import { Client, startServer, type TestServer } from './helpers';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startServer();
  client = new Client(server.origin);
});
afterAll(() => server.close());

const zh = { headers: { 'accept-language': 'zh' } };

async function ok<T>(path: string, opts = {}): Promise<T> {
  const res = await client.get(path, opts);
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  return res.body as T;
}
const facets = (q: string, opts = {}) => ok<FilterFacets>(`/ext/filters/facets?${q}`, opts);
const products = (q: string) => ok<Product[]>(`/ext/filters/products?${q}`);

/** Every product of a filtered list, 12 a page as the app loads them. */
async function pageThrough(q: string): Promise<Product[]> {
  const out: Product[] = [];
  for (let at = 0; ; at += 12) {
    const page = await products(`${q}&startingPosition=${at}&numberToLoad=12&infiniteLoad=true`);
    expect(page.length).toBeLessThanOrEqual(12);
    out.push(...page);
    if (page.length < 12) return out;
  }
}

/** Stock per product and option pair, read from the database the server answers from. */
function stockRows(ids: number[]): { product_id: number; option_pair: string; quantity: number }[] {
  return server.app.db
    .prepare(`SELECT product_id, option_pair, quantity FROM product_inventory WHERE product_id IN (${ids.join(',')})`)
    .all() as { product_id: number; option_pair: string; quantity: number }[];
}

describe('spec calls: brandName, tagName, optionPair', () => {
  test('optionPair keeps the products offering those values, on the list and its count', async () => {
    const red = await ok<Product[]>('/productManagement2/products?optionPair=colour:Red&numberToLoad=100');
    const count = await ok<CountResponse>('/productManagement2/products/listCount?optionPair=colour:Red');
    const all = await ok<CountResponse>('/productManagement2/products/listCount');
    expect(red.length).toBe(count.count);
    expect(count.count).toBeGreaterThan(0);
    expect(count.count).toBeLessThan(all.count);
    const rows = stockRows(red.map((p) => p.id));
    for (const p of red) {
      expect({
        id: p.id,
        red: rows.some((r) => r.product_id === p.id && /(^|\|)colour:Red(\||$)/.test(r.option_pair)),
      }).toEqual({ id: p.id, red: true });
    }
    // two options at once: one combination holding both; with brand and tag too
    const both = await ok<Product[]>(
      '/productManagement2/products?categoryName=teaware&brandName=JadeGarden&tagName=gift&optionPair=size:Large|colour:Celadon',
    );
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((p) => p.brandName === 'JadeGarden' && p.tags.includes('gift'))).toBe(true);
    const bothRows = stockRows(both.map((p) => p.id));
    expect(
      both.every((p) => bothRows.some((r) => r.product_id === p.id && r.option_pair === 'size:Large|colour:Celadon')),
    ).toBe(true);
    const bad = await client.get('/productManagement2/products?optionPair=colour');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('optionPair');
  });
});

describe('ext/filters', () => {
  const base = 'categoryName=teaware';

  test('facets of a combination: each group counts without its own choice; nothing that gives 0', async () => {
    const q = `${base}&brandName=JadeGarden&optionPair=colour:Red&inStock=true`;
    const f = await facets(q);
    expect(f.total).toBe((await pageThrough(q)).length);
    expect(f.total).toBeGreaterThan(0);
    // choosing another brand (colour and stock kept) gives exactly the count shown on it
    expect(f.brands.length).toBeGreaterThan(2);
    for (const b of f.brands) {
      expect({
        brand: b.value,
        total: (await facets(`${base}&brandName=${b.value}&optionPair=colour:Red&inStock=true`)).total,
      }).toEqual({ brand: b.value, total: b.count });
    }
    const colours = f.options.find((o) => o.key === 'colour')!;
    expect(colours.values.length).toBeGreaterThan(2);
    for (const c of colours.values) {
      expect({
        colour: c.value,
        total: (await facets(`${base}&brandName=JadeGarden&optionPair=colour:${c.value}&inStock=true`)).total,
      }).toEqual({ colour: c.value, total: c.count });
    }
    for (const group of [f.brands, f.tags, ...f.options.map((o) => o.values)]) {
      expect(group.every((c) => c.count > 0)).toBe(true);
    }
    // in the request's language
    const inZh = await facets(q, zh);
    expect(inZh.brands.find((b) => b.value === 'JadeGarden')!.label).toBe('玉园');
    expect(inZh.options.find((o) => o.key === 'colour')!.name).toBe('颜色');
    expect(inZh.options.find((o) => o.key === 'size')!.values.map((v) => v.label)).toEqual(['小号', '中号', '大号']);
  });

  test('price range (minor units, both ends in) and in stock only', async () => {
    const all = await facets(base);
    expect(all.price!.min).toBeLessThan(all.price!.max);
    const mid = Math.round((all.price!.min + all.price!.max) / 2);
    const cheap = await pageThrough(`${base}&maxPrice=${mid}`);
    const dear = await pageThrough(`${base}&minPrice=${mid + 1}`);
    expect(cheap.length + dear.length).toBe(all.total);
    expect(cheap.every((p) => p.price <= mid) && dear.every((p) => p.price > mid)).toBe(true);
    const exact = await products(`${base}&minPrice=${all.price!.min}&maxPrice=${all.price!.min}`);
    expect(exact.map((p) => p.price)).toEqual(exact.map(() => all.price!.min));
    // the range offered ignores the price chosen, so the shopper can widen it again
    expect((await facets(`${base}&maxPrice=${mid}`)).price).toEqual(all.price);

    const inStock = await pageThrough(`${base}&inStock=true`);
    expect(inStock.every((p) => p.available)).toBe(true);
    expect(inStock.length).toBe(all.inStock);
    expect(all.inStock).toBeLessThan(all.total);
    // sold out in red but in stock in another colour: not in "red, in stock"
    const red = await pageThrough(`${base}&optionPair=colour:Red`);
    const redInStock = await pageThrough(`${base}&optionPair=colour:Red&inStock=true`);
    const rows = stockRows(red.map((p) => p.id));
    const hasRed = (id: number) =>
      rows.some((r) => r.product_id === id && r.option_pair.includes('colour:Red') && r.quantity > 0);
    expect(redInStock.map((p) => p.id)).toEqual(red.filter((p) => hasRed(p.id)).map((p) => p.id));
    expect(redInStock.length).toBeLessThan(red.length);
  });

  test('paging: 12 a page, every product once, as many as the total; sorts apply', async () => {
    const q = 'categoryName=tea&inStock=true';
    const items = await pageThrough(q);
    expect(items.length).toBeGreaterThan(24);
    expect(new Set(items.map((p) => p.id)).size).toBe(items.length);
    expect(items.length).toBe((await facets(q)).total);
    expect(await products(`${q}&numberToLoad=5`)).toHaveLength(5);
    const byPrice = await pageThrough(`${q}&sortby=priceDown`);
    expect(byPrice.map((p) => p.price)).toEqual([...items.map((p) => p.price)].sort((a, b) => b - a));
  });

  test('search with filters: the spec search narrowed, in the same order', async () => {
    const spec = await ok<Product[]>(`/productManagement2/products/search/tea?numberToLoad=100`);
    const narrowed = await pageThrough('searchStr=tea&brandName=JadeGarden&maxPrice=2000');
    const expected = spec.filter((p) => p.brandName === 'JadeGarden' && p.price <= 2000).map((p) => p.id);
    expect(narrowed.map((p) => p.id)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(1);
    const f = await facets('searchStr=tea&maxPrice=2000');
    expect(f.brands.find((b) => b.value === 'JadeGarden')!.count).toBe(expected.length);
    expect((await facets('searchStr=%20%20')).total).toBe((await facets('')).total);
  });

  test('bad input: a clear 400 naming the field, in Chinese for a zh shopper; unknown names 404', async () => {
    for (const [q, field] of [
      ['minPrice=abc', 'minPrice'],
      ['maxPrice=-1', 'maxPrice'],
      ['minPrice=1.5', 'minPrice'],
      ['minPrice=900&maxPrice=100', 'minPrice'],
      ['inStock=yes', 'inStock'],
      ['optionPair=colour:Red|colour:Blue', 'optionPair'],
      ['startingPosition=-12', 'startingPosition'],
    ]) {
      const res = await client.get(`/ext/filters/products?${q}`);
      expect({ q, status: res.status, field: res.body.errors?.[0]?.field }).toEqual({ q, status: 400, field });
    }
    const en = await client.get('/ext/filters/facets?minPrice=abc');
    expect(en.body.errors[0].message).toBe('The lowest price must be a whole number of cents, 0 or more (got "abc")');
    const inZh = await client.get('/ext/filters/facets?minPrice=900&maxPrice=100', zh);
    expect(inZh.body.errors[0].message).toBe('最低价高于最高价（900 > 100）');
    expect((await client.get('/ext/filters/facets?brandName=NoSuchBrand')).status).toBe(404);
  });
});

describe('Chinese search ranks whole-phrase matches first, then by characters and pairs', () => {
  /** The first result names of a search, in Chinese. */
  async function first(term: string, n: number): Promise<string[]> {
    const items = await ok<Product[]>(`/productManagement2/products/search/${encodeURIComponent(term)}`, zh);
    return items.slice(0, n).map((p) => p.name.replace(/ .*$/, ''));
  }

  test.each([
    // words typed apart are still the phrase in a name: 散养牛… before 散养肥牛片
    ['散养 牛', 2, ['散养牛腱', '散养牛肉馅']],
    // all four characters, and both pairs, in the name first; then a green tea by its category
    ['特级绿茶', 2, ['特级茉莉绿茶', '特级碧螺春']],
    // a green tea (龙井, of the Green Tea category) before organic ginger tea
    ['有机绿茶', 1, ['有机龙井茶']],
    // classic black teas, Earl Grey (经典 and 红茶 in its name) first; the beef noodles after them
    ['经典红茶', 4, ['经典伯爵红茶', '经典英式早餐茶', '经典滇红', '经典正山小种']],
  ])('%s', async (term, n, expected) => {
    expect(await first(term, n)).toEqual(expected);
  });

  test('the same order through ext/filters with searchStr, narrowed by a filter', async () => {
    const spec = await ok<Product[]>(`/productManagement2/products/search/${encodeURIComponent('经典红茶')}`);
    const ext = await products(`searchStr=${encodeURIComponent('经典红茶')}&categoryName=black-tea`);
    expect(ext.map((p) => p.id)).toEqual(spec.filter((p) => p.categoryName === 'black-tea').map((p) => p.id));
  });
});

test('without extensions the spec filters still work and ext/filters is not there', async () => {
  const plain = await startServer({ extensions: 'none' });
  try {
    const c = new Client(plain.origin);
    expect((await c.get('/ext/filters/facets')).status).toBe(404);
    const red = await c.get('/productManagement2/products/listCount?optionPair=colour:Red&brandName=JadeGarden');
    expect(red.status).toBe(200);
    expect((red.body as CountResponse).count).toBeGreaterThan(0);
  } finally {
    await plain.close();
  }
});
