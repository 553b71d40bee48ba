/**
 * Catalogue calls besides lists (spec 7.2): search and searchCount, related products, product and
 * detail, categories, brands, tags, inventory by option pair, product images.
 */
import type {
  Brand,
  Category,
  CategoryDetail,
  CountResponse,
  Inventory,
  Product,
  ProductDetail,
  Tag,
} from '../../types/api';
import { MENU_CATEGORIES } from '../../server/api/seed/store-navigation';
import { Resvg } from '@resvg/resvg-js';
import { Client, startServer, type TestServer } from './helpers';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startServer();
  client = new Client(server.origin);
});
afterAll(() => server.close());

/** The width and height a PNG answer declares (its IHDR chunk), after checking it is one. */
async function pngSize(url: string): Promise<{ width: number; height: number }> {
  const res = await fetch(server.origin + url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const png = Buffer.from(await res.arrayBuffer());
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
const db = () => server.app.db;

const P2 = '/productManagement2/products';
const zhHeaders = { headers: { 'accept-language': 'zh' } };

async function search(term: string, query = ''): Promise<Product[]> {
  const res = await client.get(`${P2}/search/${encodeURIComponent(term)}?${query}`);
  expect(res.status).toBe(200);
  return res.body as Product[];
}
async function searchCount(term: string): Promise<number> {
  const res = await client.get(`${P2}/searchCount/${encodeURIComponent(term)}`);
  expect(res.status).toBe(200);
  return (res.body as CountResponse).count;
}
async function searchAll(term: string, query = ''): Promise<Product[]> {
  const out: Product[] = [];
  for (let position = 0; ; position += 12) {
    const page = await search(term, `startingPosition=${position}&numberToLoad=12&infiniteLoad=true&${query}`);
    out.push(...page);
    if (page.length < 12) return out;
  }
}

describe('search', () => {
  test('English, case-insensitive, paged, with a matching searchCount', async () => {
    const items = await searchAll('tea');
    expect(items.length).toBeGreaterThan(12);
    expect(items.length).toBe(await searchCount('tea'));
    expect(await searchCount('TeA')).toBe(items.length);
    expect(new Set(items.map((p) => p.id)).size).toBe(items.length);
    // in the name, or in the category's name (an oolong of the Oolong Tea category is a tea)
    expect(items.every((p) => /tea/i.test(p.nameContent.en!) || /tea/.test(p.categoryName ?? ''))).toBe(true);
    const named = items.findIndex((p) => !/tea/i.test(p.nameContent.en!));
    expect(items.slice(named).every((p) => !/tea/i.test(p.nameContent.en!))).toBe(true);
    expect(await search('tea', `startingPosition=${items.length}`)).toEqual([]);
  });

  test('Chinese: by a product name and by part of one', async () => {
    const jasmine = await searchAll('茉莉绿茶');
    expect(jasmine.length).toBeGreaterThan(0);
    expect(jasmine.every((p) => p.nameContent.zh!.includes('茉莉绿茶'))).toBe(true);
    expect(jasmine.every((p) => /Jasmine Green Tea/.test(p.nameContent.en!))).toBe(true);
    expect(await searchCount('茉莉绿茶')).toBe(jasmine.length);

    const featured = await search('玉园青瓷功夫茶具套装');
    expect(featured.map((p) => p.id)).toEqual([1]);
    const zh = (await client.get(`${P2}/search/${encodeURIComponent('茶')}`, zhHeaders)).body as Product[];
    expect(zh.length).toBe(12);
    expect(zh.every((p) => p.name === p.nameContent.zh && p.name.includes('茶'))).toBe(true);
  });

  test('every word must match, in any order and either language, in the name or the category', async () => {
    // the oolongs' names do not say "tea": their category (Oolong Tea / 乌龙茶) does
    const oolong = await searchAll('oolong');
    expect(oolong.length).toBeGreaterThan(0);
    for (const term of ['Oolong tea', 'tea oolong', '乌龙茶', '乌龙 茶', 'oolong 茶']) {
      const found = await searchAll(term);
      expect(found.length).toBeGreaterThanOrEqual(oolong.length);
      expect(await searchCount(term)).toBe(found.length);
      expect(found.every((p) => p.categoryName === 'oolong-tea' || /oolong/i.test(p.nameContent.en!))).toBe(true);
    }
    expect(await searchCount('oolong coffee')).toBe(0);
  });

  test('the whole phrase in the name ranks first', async () => {
    const both = await searchAll('green tea');
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((p) => /green/i.test(`${p.nameContent.en} ${p.categoryName}`))).toBe(true);
    const phrase = both.map((p) => /green tea/i.test(p.nameContent.en!));
    expect(phrase[0]).toBe(true);
    expect(phrase.includes(false)).toBe(true);
    expect(phrase.slice(phrase.indexOf(false)).includes(true)).toBe(false);
    // a sort the shopper chose wins over the rank
    const byPrice = await searchAll('green tea', 'sortby=priceUp');
    expect(byPrice.map((p) => p.price)).toEqual([...byPrice.map((p) => p.price)].sort((a, b) => a - b));
  });

  test('Chinese compounds match by their characters; the whole phrase ranks first', async () => {
    const jasmine = await searchAll('茉莉');
    const jasmineTea = jasmine.find((p) => /茉莉绿茶/.test(p.nameContent.zh!))!;
    expect(jasmineTea).toBeTruthy();
    // 茉莉花茶 and 茉莉茶 are what a shopper types for 茉莉绿茶: no space, other characters
    for (const term of ['茉莉花茶', '茉莉茶', '茉莉 绿茶']) {
      const found = await searchAll(term);
      expect({ term, found: found.map((p) => p.id) }).toEqual({
        term,
        found: expect.arrayContaining([jasmineTea.id]),
      });
      expect(await searchCount(term)).toBe(found.length);
      // jasmine rice (茉莉香米) holds 茉莉 but is no tea; chrysanthemum tea (菊花茶) holds 花茶 but no jasmine
      expect(found.some((p) => /香米|菊花/.test(p.nameContent.zh!))).toBe(false);
    }
    // the whole phrase in a name comes before compounds matched by their characters
    // (特级菊花茶 first; a 特级 herbal tea, 花草茶, after it)
    const spelled = (await searchAll('特级菊花茶')).map((p) => p.nameContent.zh!.includes('特级菊花茶'));
    expect(spelled[0]).toBe(true);
    expect(spelled.includes(false)).toBe(true);
    expect(spelled.slice(spelled.indexOf(false)).includes(true)).toBe(false);
    expect(await searchCount('茉莉咖啡')).toBe(0);
  });

  test('wildcards are literal; blank is a 400', async () => {
    expect(await searchCount('%')).toBe(0);
    expect(await searchCount('_')).toBe(0);
    expect(await searchCount('zzzz-no-such-thing')).toBe(0);
    expect(await search('zzzz')).toEqual([]);
    const blank = await client.get(`${P2}/search/%20%20`);
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].field).toBe('term');
    const bad = await client.get(`${P2}/search/tea?startingPosition=-12`);
    expect(bad.status).toBe(400);
  });

  test('the membership product is not a search result', async () => {
    expect(await searchCount('Jade Club')).toBe(0);
  });
});

describe('product, detail, related', () => {
  test('product/{id}; unknown, zero and non-numeric ids are 404', async () => {
    const res = await client.get('/productManagement/product/1');
    expect(res.status).toBe(200);
    expect(res.body as Product).toMatchObject({
      id: 1,
      name: 'Jade Garden Celadon Gongfu Tea Set',
      categoryName: 'tea-sets',
      brandName: 'JadeGarden',
      price: 8900,
      currencyCode: 'CAD',
      hasOptions: true,
      available: true,
    });
    expect((await client.get('/productManagement/product/3')).body.productType).toBe('MEMBERSHIP');
    for (const id of ['99999', '0', 'abc', '-1']) {
      const missing = await client.get(`/productManagement/product/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.errors[0]).toEqual({ code: 'NOT_FOUND', message: `No product with id ${id}` });
    }
  });

  test('productDetail: description HTML per language, images, options, specs, category path', async () => {
    const d = (await client.get('/productDetailManagement/productDetail/1')).body as ProductDetail;
    expect(d.description).toContain('<h2>Jade Garden Celadon Gongfu Tea Set</h2>');
    expect(d.descriptionContent.zh).toContain('玉园青瓷功夫茶具套装');
    expect(d.images.length).toBeGreaterThanOrEqual(2);
    expect(d.options.map((o) => o.name)).toEqual(['size', 'colour']);
    expect(d.options[0].values.map((v) => v.value)).toEqual(['Small', 'Large']);
    expect(d.options[1]).toMatchObject({ displayName: 'Colour', nameContent: { en: 'Colour', zh: '颜色' } });
    expect(d.specs.length).toBeGreaterThan(0);
    expect(d.categoryPath.map((c) => c.name)).toEqual(['tea', 'teaware', 'tea-sets']);

    const zh = (await client.get('/productDetailManagement/productDetail/1', zhHeaders)).body as ProductDetail;
    expect(zh.description).toBe(zh.descriptionContent.zh);
    expect(zh.options[1].displayName).toBe('颜色');
    expect(zh.categoryPath[0].displayName).toBe('茶叶');
    expect((await client.get('/productDetailManagement/productDetail/424242')).status).toBe(404);
  });

  test('product 2 carries XSS payloads in its description (the app must sanitise it)', async () => {
    const d = (await client.get('/productDetailManagement/productDetail/2')).body as ProductDetail;
    expect(d.description).toContain('<img src=x onerror="window.__xss=1">');
    expect(d.description).toContain('<script>window.__xss=2</script>');
    expect(d.description).toContain('href="javascript:');
    expect(d.descriptionContent.zh).toContain('<script>');
  });

  test('relatedProducts: up to 8 others from the same category', async () => {
    const related = (await client.get(`${P2}/relatedProducts/1`)).body as Product[];
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(8);
    expect(related.every((p) => p.categoryName === 'tea-sets' && p.id !== 1)).toBe(true);
    const some = (await client.get(`${P2}?categoryName=beef&numberToLoad=1`)).body as Product[];
    const more = (await client.get(`${P2}/relatedProducts/${some[0].id}`)).body as Product[];
    expect(more).toHaveLength(8);
    expect((await client.get(`${P2}/relatedProducts/99999`)).status).toBe(404);
  });
});

describe('categories, brands, tags', () => {
  test('categories/all is the tree: every menu category, >= 20 in all, nested, with counts', async () => {
    const roots = (await client.get('/productManagement/categories/all')).body as Category[];
    expect(roots.map((c) => c.name)).toEqual(expect.arrayContaining(MENU_CATEGORIES.map(([slug]) => slug)));
    const flat: Category[] = [];
    const walk = (c: Category, depth: number) => {
      flat.push(c);
      expect(c.displayName).toBe(c.nameContent.en);
      expect(c.name).toMatch(/^[a-z0-9-]+$/);
      expect(c.productCount).toBe(
        c.children.length ? c.children.reduce((s, ch) => s + ch.productCount, 0) : c.productCount,
      );
      c.children.forEach((ch) => {
        expect(ch.parentName).toBe(c.name);
        walk(ch, depth + 1);
      });
    };
    roots.forEach((r) => walk(r, 0));
    expect(flat.length).toBeGreaterThanOrEqual(20);
    expect(roots.every((r) => r.parentName === null && r.children.length > 0)).toBe(true);
    const total = (await client.get(`${P2}/listCount`)).body.count as number;
    expect(roots.reduce((s, r) => s + r.productCount, 0)).toBe(total);
    expect(roots[0]).toMatchObject({
      name: 'fruit',
      displayName: 'Fresh Fruit',
      imageURL: '/media/categories/fruit.png',
      width: 300,
      height: 300,
    });
  });

  test('categories/{parent} is its subtree; a leaf has none; unknown is 404', async () => {
    const tea = (await client.get('/productManagement/categories/tea', zhHeaders)).body as Category[];
    expect(tea.map((c) => c.name)).toEqual(expect.arrayContaining(['green-tea', 'black-tea', 'teaware']));
    expect(tea.find((c) => c.name === 'green-tea')!.displayName).toBe('绿茶');
    expect(tea.find((c) => c.name === 'teaware')!.children.map((c) => c.name)).toEqual(['tea-sets', 'teapots']);
    expect((await client.get('/productManagement/categories/green-tea')).body).toEqual([]);
    expect((await client.get('/productManagement/categories/nope')).status).toBe(404);
  });

  test("category/{name}: the category page's heading, picture and description, in the request's language", async () => {
    const res = await client.get('/productManagement2/category/teaware');
    expect(res.body as CategoryDetail).toMatchObject({
      name: 'teaware',
      parentName: 'tea',
      displayName: 'Teaware',
      nameContent: { zh: '茶具' },
      imageURL: '/media/categories/teaware.png',
      description: 'Tea Sets and Teapots & Cups.',
    });
    const zh = (await client.get('/productManagement2/category/tea-sets', zhHeaders)).body as CategoryDetail;
    expect([zh.displayName, zh.description]).toEqual([
      '茶具套装',
      '瓷器茶具套装、功夫茶具套装、便携茶具套装、青瓷茶具套装。建议手洗。',
    ]);
    const citrus = (await client.get('/productManagement2/category/citrus')).body as CategoryDetail;
    expect(citrus.description).toBe('Navel Orange, Mandarin, Lemon, Grapefruit and more. Keep refrigerated.');
    // the tree (categories/{x}) stays as it was: descriptions only where a page shows one
    const tree = (await client.get('/productManagement/categories/all')).body as Category[];
    expect(tree[0]).not.toHaveProperty('description');
    expect((await client.get('/productManagement2/category/nope')).status).toBe(404);
  });

  test('brands: the linked ones, counts covering every product', async () => {
    const brands = (await client.get('/productManagement/brands')).body as Brand[];
    expect(brands.slice(0, 3).map((b) => b.name)).toEqual(['Harbourside', 'MapleFarms', 'JadeGarden']);
    expect(brands.find((b) => b.name === 'MapleFarms')).toMatchObject({
      displayName: 'Maple Farms',
      nameContent: { zh: '枫叶农场' },
    });
    const total = (await client.get(`${P2}/listCount`)).body.count as number;
    expect(brands.reduce((s, b) => s + b.productCount, 0)).toBe(total);
  });

  test('tag/{name}', async () => {
    const tag = (await client.get('/productManagement2/tag/organic', zhHeaders)).body as Tag;
    expect(tag).toMatchObject({ name: 'organic', displayName: '有机', nameContent: { en: 'Organic', zh: '有机' } });
    expect(tag.productCount).toBe((await client.get(`${P2}/listCount?tagName=organic`)).body.count);
    expect((await client.get('/productManagement2/tag/nothing')).status).toBe(404);
  });
});

describe('inventoryManagement/inventoryByProductAndOptions', () => {
  const INV = '/inventoryManagement/inventoryByProductAndOptions';
  const inv = async (id: number | string, optionPair?: string) =>
    client.get(`${INV}/${id}${optionPair === undefined ? '' : `?optionPair=${encodeURIComponent(optionPair)}`}`);

  test('every combination without optionPair', async () => {
    const res = (await inv(1)).body as Inventory;
    expect(res).toMatchObject({ productId: 1, optionPair: null, available: true, quantity: 20 });
    expect(res.items.map((i) => [i.optionPair, i.quantity, i.available])).toEqual([
      ['size:Small|colour:Celadon', 12, true],
      ['size:Small|colour:White', 0, false],
      ['size:Large|colour:Celadon', 5, true],
      ['size:Large|colour:White', 3, true],
    ]);
    expect(res.items[0].options).toEqual({ size: 'Small', colour: 'Celadon' });
  });

  test('one combination: in stock, out of stock; any order and case', async () => {
    expect((await inv(1, 'size:Small|colour:Celadon')).body).toMatchObject({ available: true, quantity: 12 });
    const out = (await inv(1, 'colour:white|SIZE:small')).body as Inventory;
    expect(out).toMatchObject({ optionPair: 'size:Small|colour:White', available: false, quantity: 0 });
    expect(out.items).toHaveLength(1);
  });

  test('some options: every combination with them', async () => {
    const white = (await inv(1, 'colour:White')).body as Inventory;
    expect(white.items.map((i) => i.optionPair)).toEqual(['size:Small|colour:White', 'size:Large|colour:White']);
    expect(white).toMatchObject({ available: true, quantity: 3 });
  });

  test.each([
    ['size:XXL', /Option "size" has no value "XXL"/],
    ['flavour:Mint', /This product has no option "flavour"/],
    ['size', /name:value pairs joined by \|/],
    ['size:Small|size:Large', /given more than once/],
  ])('optionPair %s is a 400', async (pair, message) => {
    const res = await inv(1, pair);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ code: 'VALIDATION', field: 'optionPair' });
    expect(res.body.errors[0].message).toMatch(message);
  });

  test('a product without options has one combination; sold-out products show no stock; unknown is 404', async () => {
    const plain = (await inv(2)).body as Inventory;
    expect(plain.items).toEqual([{ optionPair: '', options: {}, available: true, quantity: 25 }]);
    expect((await inv(2, '')).body).toMatchObject({ optionPair: null, quantity: 25 });

    const all = (await client.get(`${P2}?numberToLoad=100&sortby=newest`)).body as Product[];
    const more = (await client.get(`${P2}?numberToLoad=100&sortby=newest&startingPosition=100`)).body as Product[];
    const soldOut = [...all, ...more].find((p) => !p.available)!;
    expect(soldOut).toBeDefined();
    const res = (await inv(soldOut.id)).body as Inventory;
    expect(res.available).toBe(false);
    expect(res.items.every((i) => i.quantity === 0)).toBe(true);

    expect((await inv(99999)).status).toBe(404);
    expect((await inv('abc')).status).toBe(404);
  });
});

describe('product images', () => {
  test('SVG pictures of the item (its illustration on the category colour), cacheable; unknown images are 404', async () => {
    const res = await client.raw('GET', '/media/products/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(res.text).toContain('width="600" height="600"');
    // product 1 is the tea set: the teapot illustration on the tea green, not initials
    const teapot = db().prepare<[], { body: string }>("SELECT body FROM media_icons WHERE name = 'teapot'").get()!.body;
    expect(res.text).toContain(teapot);
    expect(res.text).toContain('fill="#E3F0E6"');
    expect(res.text).not.toContain('<text');
    expect((await client.raw('GET', '/media/products/1-2.svg')).status).toBe(200);
    expect((await client.raw('GET', '/media/products/1-9.svg')).status).toBe(404);
    expect((await client.raw('GET', '/media/products/99999.svg')).status).toBe(404);
    const cat = await client.raw('GET', '/media/categories/tea.svg');
    expect(cat.status).toBe(200);
    expect(cat.text).toContain('width="300" height="300"');
    expect((await client.raw('GET', '/media/categories/nope.svg')).status).toBe(404);
    const hero = await client.raw('GET', '/media/hero.svg');
    expect(hero.status).toBe(200);
    expect(hero.text).toContain('width="1200" height="480"');

    const p = (await client.get('/productManagement/product/5')).body as Product;
    for (const img of [...p.images, p.thumbnail]) expect((await client.raw('GET', img.imageURL)).status).toBe(200);
  });

  test('tiles are linked as PNG, views as SVG; every picture comes in both, the same size, kept', async () => {
    const list = (await client.get('/productManagement2/products?numberToLoad=3&startingPosition=0')).body as Product[];
    expect(list.length).toBe(3);
    for (const p of list) {
      expect(p.thumbnail.imageURL).toMatch(/^\/media\/products\/\d+-thumb\.png$/);
      expect(p.imageURL).toMatch(/^\/media\/products\/\d+\.svg$/);
    }
    const categories = (await client.get('/productManagement/categories/all')).body as Array<{ imageURL: string }>;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((c) => /^\/media\/categories\/[a-z0-9-]+\.png$/i.test(c.imageURL))).toBe(true);

    for (const [url, size] of [
      ['/media/products/1-thumb.png', { width: 300, height: 300 }],
      ['/media/products/1.png', { width: 600, height: 600 }],
      ['/media/products/1-2.png', { width: 600, height: 600 }],
      ['/media/categories/tea.png', { width: 300, height: 300 }],
      ['/media/hero.png', { width: 1200, height: 480 }],
    ] as const) {
      expect(await pngSize(url)).toEqual(size);
      const svg = await client.raw('GET', url.replace(/\.png$/, '.svg'));
      expect(svg.status).toBe(200);
      expect(svg.text).toContain(`width="${size.width}" height="${size.height}"`);
    }
    // the PNG is the SVG drawing, rendered
    const first = await fetch(server.origin + '/media/products/1-thumb.png');
    const drawing = (await client.raw('GET', '/media/products/1-thumb.svg')).text;
    const firstPng = Buffer.from(await first.arrayBuffer());
    expect(firstPng.equals(Buffer.from(new Resvg(drawing).render().asPng()))).toBe(true);
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const again = Buffer.from(await (await fetch(server.origin + '/media/products/1-thumb.png')).arrayBuffer());
    expect(again.equals(firstPng)).toBe(true);
    for (const missing of [
      '/media/products/1-9.png',
      '/media/products/99999-thumb.png',
      '/media/products/1.gif',
      '/media/categories/nope.png',
    ]) {
      expect((await fetch(server.origin + missing)).status).toBe(404);
    }
  });

  test('a list tile has its own smaller picture; each view has alt text in the session language', async () => {
    const en = (await client.get('/productManagement/product/1')).body as Product;
    expect(en.thumbnail).toEqual({ imageURL: '/media/products/1-thumb.png', width: 300, height: 300, alt: en.name });
    expect(en.thumbnail.imageURL).not.toBe(en.imageURL);
    expect(await pngSize(en.thumbnail.imageURL)).toEqual({ width: 300, height: 300 });
    const thumb = await client.raw('GET', '/media/products/1-thumb.svg');
    const main = await client.raw('GET', en.imageURL);
    expect(thumb.text).toContain('width="300" height="300"');
    expect(thumb.text.length).toBeLessThan(main.text.length);
    expect(en.images[1].alt).toBe('Jade Garden Celadon Gongfu Tea Set (close-up)');
    await client.get('/common3/changeLocale/zh');
    const zh = (await client.get('/productManagement/product/1')).body as Product;
    expect(zh.images.map((i) => i.alt)).toEqual([
      '玉园青瓷功夫茶具套装',
      '玉园青瓷功夫茶具套装（特写）',
      ...(zh.images.length > 2 ? ['玉园青瓷功夫茶具套装（多件展示）'] : []),
    ]);
    await client.get('/common3/changeLocale/en');
  });

  test('every seeded product and category has an illustration that is in the database', () => {
    const missing = db()
      .prepare<[], { n: number }>(
        `SELECT COUNT(*) AS n FROM (SELECT icon FROM products UNION ALL SELECT icon FROM categories) x
         WHERE icon IS NULL OR icon NOT IN (SELECT name FROM media_icons)`,
      )
      .get()!.n;
    expect(missing).toBe(0);
    // pears are pears
    const pears = db()
      .prepare<[], { icon: string }>("SELECT icon FROM products WHERE name_en LIKE '%Bartlett Pear%'")
      .all();
    expect(pears.length).toBeGreaterThan(0);
    expect(pears.every((p) => p.icon === 'pear')).toBe(true);
    // fish maw is a fish's, not a shrimp's (the dried seafood category's own picture is a shrimp)
    const maw = db().prepare<[], { icon: string }>("SELECT icon FROM products WHERE name_en LIKE '%Fish Maw%'").all();
    expect(maw.length).toBeGreaterThan(0);
    expect(maw.every((p) => p.icon === 'fish')).toBe(true);
  });
});

describe('a product in each of its colours', () => {
  test('the tea set: Celadon and White each have their own picture, drawn differently; sizes have none', async () => {
    const d = (await client.get('/productDetailManagement/productDetail/1')).body as ProductDetail;
    const colour = d.options.find((o) => o.name === 'colour')!;
    expect(colour.values.map((v) => v.image?.imageURL)).toEqual([
      '/media/products/1-colour-celadon.svg',
      '/media/products/1-colour-white.svg',
    ]);
    expect(colour.values[1].image).toMatchObject({ width: 600, height: 600, alt: `${d.name}, White` });
    expect(d.options.find((o) => o.name === 'size')!.values.every((v) => v.image === undefined)).toBe(true);
    const bodies: string[] = [];
    for (const v of colour.values) {
      const res = await fetch(server.origin + v.image!.imageURL);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      bodies.push(await res.text());
    }
    expect(bodies[0]).not.toBe(bodies[1]);
    expect(await pngSize('/media/products/1-colour-white.png')).toEqual({ width: 600, height: 600 });
  });

  test('a colour the product is not sold in, or no colour at all: 404', async () => {
    for (const file of ['1-colour-red.svg', '1-colour-mauve.svg', '2-colour-white.svg']) {
      expect((await fetch(`${server.origin}/media/products/${file}`)).status).toBe(404);
    }
  });
});
