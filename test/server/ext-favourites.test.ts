/**
 * Extension `favourites` over HTTP (server/api/routes/ext/favourites.ts): the shopper's own list
 * only, merging a device's list, the read-only share link, and bad input.
 */
import type { FavouritesList, Product, SharedFavourites } from '../../types/api';
import { MAX_FAVOURITES } from '../../types/api';
import { Client, registerShopper, startServer, type TestServer } from './helpers';
import { signIn } from './checkout-helpers';

const X = '/ext/favourites';
let server: TestServer;
let products: Product[];

beforeAll(async () => {
  server = await startServer();
  products = (await new Client(server.origin).get('/productManagement2/products?numberToLoad=6&startingPosition=0'))
    .body as Product[];
});
afterAll(() => server.close());

async function demo(): Promise<Client> {
  const c = await new Client(server.origin).prime();
  await signIn(c);
  return c;
}

let n = 0;
async function newShopper(firstName = 'Kim'): Promise<Client> {
  const c = new Client(server.origin);
  n += 1;
  await registerShopper(c, server.app.db, {
    email: `fav${n}-${Date.now()}@example.com`,
    password: 'fav-pass-1',
    firstName,
    lastName: 'Ng',
  });
  return c;
}

describe('the shopper’s own list', () => {
  test('save, list with the product as of now, save again (kept once), remove', async () => {
    const c = await newShopper();
    const [p] = products;
    const saved = await c.put(`${X}/items/${p.id}`);
    expect(saved.status).toBe(200);
    const list = saved.body as FavouritesList;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ productId: p.id, savedPrice: p.price, currencyCode: p.currencyCode });
    expect(list.items[0].product).toMatchObject({ id: p.id, name: p.name, price: p.price });
    expect(((await c.put(`${X}/items/${p.id}`)).body as FavouritesList).items).toHaveLength(1);
    expect(((await c.get(X)).body as FavouritesList).items.map((i) => i.productId)).toEqual([p.id]);
    const removed = await c.raw('DELETE', `/api/istore/client${X}/items/${p.id}`);
    expect(removed.status).toBe(200);
    expect((removed.body as FavouritesList).items).toEqual([]);
  });

  test('names come in the session’s language', async () => {
    const c = await newShopper();
    await c.put(`${X}/items/${products[1].id}`);
    const zh = await c.get(X, { headers: { 'accept-language': 'zh' } });
    const name = (zh.body as FavouritesList).items[0].product?.name;
    expect(name).toBe(products[1].nameContent.zh);
  });

  test('a product gone from the store shows as gone (product null)', async () => {
    const c = await newShopper();
    const p = products[2];
    await c.put(`${X}/items/${p.id}`);
    server.app.db.prepare("UPDATE products SET record_status = 'INACTIVE' WHERE id = ?").run(p.id);
    try {
      const list = (await c.get(X)).body as FavouritesList;
      expect(list.items[0]).toMatchObject({ productId: p.id, product: null });
    } finally {
      server.app.db.prepare("UPDATE products SET record_status = 'ACTIVE' WHERE id = ?").run(p.id);
    }
  });
});

describe('permissions: no one reads or writes another shopper’s favourites', () => {
  test('a visitor gets 401 on every call of the account list', async () => {
    const c = await new Client(server.origin).prime();
    for (const res of [
      await c.get(X),
      await c.put(`${X}/items/${products[0].id}`),
      await c.raw('DELETE', `/api/istore/client${X}/items/${products[0].id}`),
      await c.post(`${X}/merge`, { items: [] }),
      await c.post(`${X}/share`),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  test('two shoppers see only their own lists; one removing a product leaves the other’s', async () => {
    const a = await newShopper('Ann');
    const b = await newShopper('Ben');
    await a.put(`${X}/items/${products[0].id}`);
    await b.put(`${X}/items/${products[1].id}`);
    await b.raw('DELETE', `/api/istore/client${X}/items/${products[0].id}`);
    expect(((await a.get(X)).body as FavouritesList).items.map((i) => i.productId)).toEqual([products[0].id]);
    expect(((await b.get(X)).body as FavouritesList).items.map((i) => i.productId)).toEqual([products[1].id]);
  });

  test('a write without the XSRF header is refused', async () => {
    const c = await newShopper();
    const res = await c.put(`${X}/items/${products[0].id}`, undefined, { xsrf: false });
    expect(res.status).toBe(403);
    expect(((await c.get(X)).body as FavouritesList).items).toEqual([]);
  });

  test('signed out again, the list is not readable from that browser', async () => {
    const c = await newShopper();
    await c.put(`${X}/items/${products[0].id}`);
    await c.get('/common3/logout');
    expect((await c.get(X)).status).toBe(401);
  });
});

describe('merge a device’s list into the account', () => {
  test('union, the earlier save wins, unknown products left out, newest first', async () => {
    const c = await newShopper();
    const [p, q, r] = products;
    await c.put(`${X}/items/${p.id}`); // saved now, at today's price
    const merged = await c.post(`${X}/merge`, {
      items: [
        {
          productId: p.id,
          savedPrice: p.listPrice,
          currencyCode: p.currencyCode,
          savedAt: '2026-01-02T10:00:00.000Z',
        },
        { productId: q.id, savedPrice: q.listPrice, currencyCode: q.currencyCode, savedAt: '2026-01-03T10:00:00.000Z' },
        { productId: 999999, savedPrice: 1, currencyCode: 'CAD', savedAt: '2026-01-04T10:00:00.000Z' },
      ],
    });
    expect(merged.status).toBe(200);
    const items = (merged.body as FavouritesList).items;
    expect(items.map((i) => i.productId)).toEqual([q.id, p.id]);
    expect(items.find((i) => i.productId === p.id)).toMatchObject({
      savedPrice: p.listPrice,
      savedAt: '2026-01-02T10:00:00.000Z',
    });
    expect(items.find((i) => i.productId === q.id)).toMatchObject({ savedPrice: q.listPrice });
    expect(items.map((i) => i.productId)).not.toContain(r.id);
  });

  test('a saved price the product never had, or a currency the store does not sell in, becomes the price now, in the shared list too', async () => {
    const c = await newShopper();
    const [p, q] = products;
    const merged = await c.post(`${X}/merge`, {
      items: [
        { productId: p.id, savedPrice: 100000000, currencyCode: p.currencyCode, savedAt: '2026-01-02T10:00:00.000Z' },
        { productId: q.id, savedPrice: q.price, currencyCode: 'ZZZ', savedAt: '2026-01-03T10:00:00.000Z' },
      ],
    });
    expect(merged.status).toBe(200);
    const token = (await c.post(`${X}/share`)).body.token as string;
    const shared = (await new Client(server.origin).get(`${X}/shared/${token}`)).body as SharedFavourites;
    for (const list of [(merged.body as FavouritesList).items, shared.items]) {
      expect(list.find((i) => i.productId === p.id)).toMatchObject({
        savedPrice: p.price,
        currencyCode: p.currencyCode,
      });
      expect(list.find((i) => i.productId === q.id)).toMatchObject({
        savedPrice: q.price,
        currencyCode: q.currencyCode,
      });
    }
  });

  test('a save dated in the future is taken as now', async () => {
    const c = await newShopper();
    const res = await c.post(`${X}/merge`, {
      items: [{ productId: products[0].id, savedPrice: 5, currencyCode: 'CAD', savedAt: '2999-01-01T00:00:00.000Z' }],
    });
    expect(Date.parse((res.body as FavouritesList).items[0].savedAt)).toBeLessThanOrEqual(Date.now());
  });

  test.each<[string, unknown]>([
    ['no items', {}],
    ['items not a list', { items: 'x' }],
    [
      'a product id not a number',
      { items: [{ productId: 'a', savedPrice: 1, currencyCode: 'CAD', savedAt: '2026-01-01T00:00:00Z' }] },
    ],
    [
      'a negative price',
      { items: [{ productId: 1, savedPrice: -1, currencyCode: 'CAD', savedAt: '2026-01-01T00:00:00Z' }] },
    ],
    [
      'a bad currency',
      { items: [{ productId: 1, savedPrice: 1, currencyCode: 'cad', savedAt: '2026-01-01T00:00:00Z' }] },
    ],
    ['a bad date', { items: [{ productId: 1, savedPrice: 1, currencyCode: 'CAD', savedAt: 'yesterday' }] }],
    [
      'an extra field',
      { items: [{ productId: 1, savedPrice: 1, currencyCode: 'CAD', savedAt: '2026-01-01T00:00:00Z', userId: 'x' }] },
    ],
    [
      'too many items',
      {
        items: Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => ({
          productId: i + 1,
          savedPrice: 1,
          currencyCode: 'CAD',
          savedAt: '2026-01-01T00:00:00Z',
        })),
      },
    ],
  ])('bad input: %s → 400', async (_, body) => {
    const c = await demo();
    const res = await c.post(`${X}/merge`, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBeTruthy();
  });
});

describe('bad input on single calls', () => {
  test.each(['0', '-1', 'abc', '99999999999'])('product id %s → 400', async (id) => {
    const c = await demo();
    expect((await c.put(`${X}/items/${id}`)).status).toBe(400);
  });
  test('a product that does not exist → 404, in Chinese for a zh session', async () => {
    const c = await demo();
    const res = await c.put(`${X}/items/999999`, undefined, { headers: { 'accept-language': 'zh' } });
    expect(res.status).toBe(404);
    const en = await c.put(`${X}/items/999999`);
    expect(en.body.errors[0].message).toBe('No product with id 999999');
  });
  test('a full list refuses one more', async () => {
    const c = await newShopper();
    const db = server.app.db;
    // filling the list over HTTP takes 200 calls; the table is the one those calls write
    const id = ((await c.get('/common3/appInfoInit')).body as { userID: string }).userID;
    const insert = db.prepare(
      "INSERT INTO favourites (user_id, product_id, saved_price, currency_code, saved_at) VALUES (?, ?, 1, 'CAD', '2026-01-01T00:00:00.000Z')",
    );
    for (let i = 0; i < MAX_FAVOURITES; i++) insert.run(id, 500000 + i);
    const res = await c.put(`${X}/items/${products[0].id}`);
    expect(res.status).toBe(409);
    expect(res.body.errors[0].message).toBe(`Your favourites are full (${MAX_FAVOURITES}). Remove one first.`);
  });
});

describe('share by read-only link', () => {
  test('the owner gets one token; anyone with it reads the list and the owner’s first name, nothing more', async () => {
    const owner = await newShopper('Mia');
    await owner.put(`${X}/items/${products[0].id}`);
    const token = ((await owner.post(`${X}/share`)).body as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(((await owner.post(`${X}/share`)).body as { token: string }).token).toBe(token);
    expect(((await owner.get(X)).body as FavouritesList).shareToken).toBe(token);

    const stranger = new Client(server.origin);
    const shared = await stranger.get(`${X}/shared/${token}`);
    expect(shared.status).toBe(200);
    const body = shared.body as SharedFavourites;
    expect(body.ownerName).toBe('Mia');
    expect(body.items.map((i) => i.productId)).toEqual([products[0].id]);
    expect(JSON.stringify(body)).not.toMatch(/@example\.com|userId|user_id/);
    // read-only: there is no write on a shared list
    expect((await stranger.put(`${X}/shared/${token}`)).status).toBe(404);

    await owner.raw('DELETE', `/api/istore/client${X}/share`);
    expect((await stranger.get(`${X}/shared/${token}`)).status).toBe(404);
  });
  test.each(['short', 'a'.repeat(23), 'bad token with spaces!!'])('a malformed token %s → 400', async (t) => {
    expect((await new Client(server.origin).get(`${X}/shared/${encodeURIComponent(t)}`)).status).toBe(400);
  });
  test('an unknown token → 404', async () => {
    expect((await new Client(server.origin).get(`${X}/shared/${'A'.repeat(22)}`)).status).toBe(404);
  });
});

describe('products as of now for a device’s list', () => {
  test('answers the active products asked for, gone ones left out', async () => {
    const res = await new Client(server.origin).get(`${X}/products?ids=${products[0].id},999999,${products[1].id}`);
    expect(res.status).toBe(200);
    expect((res.body as { products: Product[] }).products.map((p) => p.id)).toEqual([products[0].id, products[1].id]);
  });
  test.each(['', 'a,b', '1,,2', '1;2'])('ids %p → 400', async (ids) => {
    expect((await new Client(server.origin).get(`${X}/products?ids=${encodeURIComponent(ids)}`)).status).toBe(400);
  });
});
