/**
 * Catalogue product lists (spec 2.8, 5, 7.2, 9): paging, filters, sorting, counts, membership.
 */
import type { Category, CountResponse, Product } from '../../types/api';
import { MENU_CATEGORIES } from '../../server/api/seed/store-navigation';
import { Client, startServer, type TestServer } from './helpers';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startServer();
  client = new Client(server.origin);
});
afterAll(() => server.close());

const LIST = '/productManagement2/products';

async function list(query: string): Promise<Product[]> {
  const res = await client.get(`${LIST}?${query}`);
  expect(res.status).toBe(200);
  return res.body as Product[];
}

async function count(query: string): Promise<number> {
  const res = await client.get(`${LIST}/listCount?${query}`);
  expect(res.status).toBe(200);
  return (res.body as CountResponse).count;
}

/** Pages through a list 12 at a time (the app's page size) until a short page. */
async function pageThrough(query: string): Promise<{ items: Product[]; pages: Product[][] }> {
  const pages: Product[][] = [];
  for (let position = 0; ; position += 12) {
    const page = await list(`${query}&startingPosition=${position}&numberToLoad=12&infiniteLoad=true`);
    pages.push(page);
    if (page.length < 12) break;
  }
  return { items: pages.flat(), pages };
}

function expectNoDuplicates(items: Product[]) {
  expect(new Set(items.map((p) => p.id)).size).toBe(items.length);
}

describe('GET productManagement2/products: paging', () => {
  let all: Product[];
  let total: number;
  beforeAll(async () => {
    all = (await pageThrough('sortby=default')).items;
    total = await count('');
  });

  test('a first page of 12 by default, with the full product shape', async () => {
    const page = await list('');
    expect(page).toHaveLength(12);
    for (const p of page) {
      expect(p).toMatchObject({
        id: expect.any(Number),
        name: p.nameContent.en,
        productType: 'PRODUCT',
        recordStatus: 'ACTIVE',
        currencyCode: 'CAD',
        imageURL: `/media/products/${p.id}.svg`,
        width: 600,
        height: 600,
      });
      expect(p.nameContent.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(Number.isInteger(p.price) && Number.isInteger(p.listPrice)).toBe(true);
      expect(p.listPrice).toBeGreaterThanOrEqual(p.price);
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(3);
      expect(p.images[0]).toMatchObject({ imageURL: p.imageURL, width: 600, height: 600 });
      expect(Date.parse(p.createdDate)).not.toBeNaN();
    }
    expect(page[0].id).toBe(1); // the featured tea set leads the store's order
  });

  test('at least 500 products; paging 12 at a time gives every one once, matching listCount', async () => {
    expect(total).toBeGreaterThanOrEqual(500);
    expect(all).toHaveLength(total);
    expectNoDuplicates(all);
  });

  test('the last page is short and past the end is an empty list', async () => {
    const lastStart = Math.floor((total - 1) / 12) * 12;
    const last = await list(`startingPosition=${lastStart}`);
    expect(last).toHaveLength(total - lastStart);
    expect(last.map((p) => p.id)).toEqual(all.slice(lastStart).map((p) => p.id));
    expect(await list(`startingPosition=${total}`)).toEqual([]);
    expect(await list(`startingPosition=${total + 1000}`)).toEqual([]);
  });

  test('numberToLoad up to 100; infiniteLoad=false pages the same way', async () => {
    expect(await list('numberToLoad=100')).toHaveLength(100);
    const a = await list('startingPosition=24&infiniteLoad=false');
    expect(a.map((p) => p.id)).toEqual(all.slice(24, 36).map((p) => p.id));
  });

  test.each([
    ['startingPosition=-1', 'startingPosition', /Starting position must be a whole number, 0 or more/],
    ['startingPosition=abc', 'startingPosition', /Starting position must be a whole number/],
    ['startingPosition=1.5', 'startingPosition', /Starting position/],
    ['startingPosition=', 'startingPosition', /Starting position/],
    ['numberToLoad=0', 'numberToLoad', /Number to load must be a whole number from 1 to 100/],
    ['numberToLoad=101', 'numberToLoad', /from 1 to 100/],
    ['numberToLoad=ten', 'numberToLoad', /Number to load/],
    ['sortby=cheapest', 'sortby', /Sortby must be one of/],
    ['clearance=maybe', 'clearance', /Clearance/],
  ])('%s is a 400 naming the field', async (query, field, message) => {
    const res = await client.get(`${LIST}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ code: 'VALIDATION', field });
    expect(res.body.errors[0].message).toMatch(message);
  });

  test('some products are sold out, some have options, some are on clearance', () => {
    expect(all.some((p) => !p.available)).toBe(true);
    expect(all.some((p) => p.hasOptions)).toBe(true);
    expect(all.some((p) => p.clearance)).toBe(true);
  });
});

describe('filters', () => {
  test("categoryName includes descendants; 'all' is every product", async () => {
    const tree = (await client.get('/productManagement2/category/tea')).body as Category;
    const names = new Set<string>();
    const walk = (c: Category) => {
      names.add(c.name);
      c.children.forEach(walk);
    };
    walk(tree);
    expect([...names]).toEqual(expect.arrayContaining(['tea', 'green-tea', 'teaware', 'tea-sets', 'teapots']));

    const { items } = await pageThrough('categoryName=tea');
    expect(items.length).toBe(await count('categoryName=tea'));
    expect(items.length).toBe(tree.productCount);
    expectNoDuplicates(items);
    expect(items.every((p) => names.has(p.categoryName!))).toBe(true);
    expect(items.some((p) => p.categoryName === 'tea-sets')).toBe(true); // two levels down

    expect(await count('categoryName=all')).toBe(await count(''));
    expect(await count('categoryName=TEA')).toBe(items.length);
  });

  test('every category the seeded menus link to exists and lists its products', async () => {
    for (const [slug] of MENU_CATEGORIES) {
      const cat = await client.get(`/productManagement2/category/${slug}`);
      expect(cat.status).toBe(200);
      const n = await count(`categoryName=${slug}`);
      expect(n).toBe((cat.body as Category).productCount);
      expect(n).toBeGreaterThan(12); // more than one page each
    }
  });

  test('a leaf category pages to exactly its count', async () => {
    const { items, pages } = await pageThrough('categoryName=green-tea');
    expect(items.length).toBe(await count('categoryName=green-tea'));
    expect(items.every((p) => p.categoryName === 'green-tea')).toBe(true);
    expect(pages[pages.length - 1].length).toBeLessThan(12);
  });

  test('brandName, tagName, clearance, and combined', async () => {
    const harbourside = await pageThrough('brandName=Harbourside');
    expect(harbourside.items.length).toBeGreaterThan(12);
    expect(harbourside.items.length).toBe(await count('brandName=Harbourside'));
    expect(
      harbourside.items.every((p) => p.brandName === 'Harbourside' && p.brandDisplayName === 'Harbourside Provisions'),
    ).toBe(true);
    expect(await count('brandName=harbourside')).toBe(harbourside.items.length);
    for (const brand of ['MapleFarms', 'JadeGarden']) expect(await count(`brandName=${brand}`)).toBeGreaterThan(0);

    const organic = await pageThrough('tagName=organic');
    expect(organic.items.length).toBe(await count('tagName=organic'));
    expect(organic.items.length).toBeGreaterThan(12);
    expect(organic.items.every((p) => p.tags.includes('organic'))).toBe(true);

    const clearance = await pageThrough('clearance=true');
    expect(clearance.items.length).toBe(await count('clearance=true'));
    expect(clearance.items.length).toBeGreaterThan(12);
    expect(clearance.items.every((p) => p.clearance && p.listPrice > p.price)).toBe(true);
    expect((await count('clearance=false')) + clearance.items.length).toBe(await count(''));

    const both = await pageThrough('categoryName=tea&tagName=organic&sortby=priceUp');
    expect(both.items.length).toBe(await count('categoryName=tea&tagName=organic'));
    expect(both.items.every((p) => p.tags.includes('organic'))).toBe(true);
    expect(both.items.length).toBeLessThan(await count('categoryName=tea'));
  });

  test.each([
    ['categoryName=nope', 'categoryName', 'Unknown category: nope'],
    ['brandName=Nobody', 'brandName', 'Unknown brand: Nobody'],
    ['tagName=nothing', 'tagName', 'Unknown tag: nothing'],
  ])('unknown %s is a 404, for the list and the count', async (query, field, message) => {
    for (const path of [LIST, `${LIST}/listCount`]) {
      const res = await client.get(`${path}?${query}`);
      expect(res.status).toBe(404);
      expect(res.body.errors[0]).toEqual({ code: 'NOT_FOUND', message, field });
    }
  });
});

describe('sorting', () => {
  const ids = (items: Product[]) => items.map((p) => p.id);

  test('priceUp and priceDown are ordered by price across pages, every product once', async () => {
    const up = (await pageThrough('categoryName=fruit&sortby=priceUp')).items;
    const down = (await pageThrough('categoryName=fruit&sortby=priceDown')).items;
    expect(up.length).toBe(await count('categoryName=fruit'));
    expectNoDuplicates(up);
    for (let i = 1; i < up.length; i++) expect(up[i].price).toBeGreaterThanOrEqual(up[i - 1].price);
    for (let i = 1; i < down.length; i++) expect(down[i].price).toBeLessThanOrEqual(down[i - 1].price);
    expect(new Set(ids(down))).toEqual(new Set(ids(up)));
    expect(up[0].price).toBeLessThan(up[up.length - 1].price);
    // The seeded menu link products/tea%26sort=price sends sortby=price: the same as priceUp.
    expect(ids(await list('categoryName=fruit&sortby=price&numberToLoad=100'))).toEqual(ids(up));
  });

  test('newest puts the latest created first', async () => {
    const items = (await pageThrough('sortby=newest')).items;
    expectNoDuplicates(items);
    for (let i = 1; i < items.length; i++) {
      expect(Date.parse(items[i].createdDate)).toBeLessThanOrEqual(Date.parse(items[i - 1].createdDate));
    }
    expect(ids(items.slice(0, 12))).not.toEqual(ids(await list('')));
  });

  test('name sorts alphabetically in the session language; date is default', async () => {
    const en = await list('categoryName=tea&sortby=name&numberToLoad=100');
    const names = en.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const zh = (
      await client.get(`${LIST}?categoryName=tea&sortby=name&numberToLoad=100`, {
        headers: { 'accept-language': 'zh-CN' },
      })
    ).body as Product[];
    expect(zh.every((p) => p.name === p.nameContent.zh)).toBe(true);
    const zhNames = zh.map((p) => p.name);
    expect(zhNames).toEqual([...zhNames].sort());
    expect(ids(await list('sortby=date&startingPosition=12'))).toEqual(
      ids(await list('sortby=default&startingPosition=12')),
    );
    expect(ids(await list('startingPosition=12'))).toEqual(ids(await list('sortby=default&startingPosition=12')));
  });
});

describe('language', () => {
  test('names follow the session language; nameContent keeps both', async () => {
    const zhClient = new Client(server.origin);
    await zhClient.get('/common3/changeLocale/zh');
    const [p] = (await zhClient.get(`${LIST}?numberToLoad=1`)).body as Product[];
    expect(p.name).toBe('玉园青瓷功夫茶具套装');
    expect(p.nameContent).toEqual({ en: 'Jade Garden Celadon Gongfu Tea Set', zh: '玉园青瓷功夫茶具套装' });
    expect(p.brandDisplayName).toBe('玉园');
  });
});

describe('membership product', () => {
  test('productType=MEMBERSHIP&recordStatus=ACTIVE gives the membership product, only there', async () => {
    const res = await list('productType=MEMBERSHIP&recordStatus=ACTIVE&sortby=default&infiniteLoad=false');
    expect(res).toHaveLength(1);
    expect(res[0]).toMatchObject({
      id: 3,
      productType: 'MEMBERSHIP',
      recordStatus: 'ACTIVE',
      available: true,
      categoryName: null,
    });
    expect(res[0].name).toMatch(/Jade Club/);
    expect(await count('productType=MEMBERSHIP')).toBe(1);
    expect(await count('productType=MEMBERSHIP&recordStatus=INACTIVE')).toBe(0);
    const all = await list('numberToLoad=100&sortby=priceDown');
    expect(all.some((p) => p.productType === 'MEMBERSHIP')).toBe(false);
  });
});
