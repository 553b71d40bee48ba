/**
 * ProductListStore (spec 2.8): pages of 12 from 0, listCount for the total, no duplicates or
 * skips, one request in flight, error then retry keeping what was loaded, stale answers dropped.
 */
import { ProductListStore } from '@/stores/ProductListStore';
import { createCatalogueApi } from '@/services/catalogue';
import { createHttp } from '@/services/http';
import type { TransportResponse } from '@/platform/transport';
import { apiError, createFakeServer, json, type Handler } from '../support/fakeServer';
import { deferred, wireProducts } from '../support/catalogue';

const PRODUCTS = 'productManagement2/products';
const COUNT = 'productManagement2/products/listCount';

/** A server list of `total` products (ids 1..total) paged by startingPosition/numberToLoad. */
function pagedServer(total: number) {
  const server = createFakeServer();
  const all = wireProducts(total);
  const pageOf: Handler = (req) => {
    const from = Number(req.query.get('startingPosition'));
    const size = Number(req.query.get('numberToLoad'));
    return json(all.slice(from, from + size));
  };
  server.on('GET', PRODUCTS, pageOf);
  server.on('GET', COUNT, () => json({ count: total }));
  const api = createCatalogueApi(createHttp({ transport: server.transport, cookies: server.cookies }));
  return { server, api, pageOf };
}

const positions = (server: ReturnType<typeof createFakeServer>) =>
  server.calls(PRODUCTS).map((r) => Number(new URL(r.url, 'http://x').searchParams.get('startingPosition')));

describe('ProductListStore paging', () => {
  test('first page: 12 from position 0, total from listCount, all omits categoryName', async () => {
    const { server, api } = pagedServer(30);
    const list = new ProductListStore(api, { kind: 'products', cat: 'all', sort: 'date' });
    expect(list.initialLoading).toBe(true);
    await list.load();
    expect(list.items.map((p) => p.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(list.total).toBe(30);
    expect(list.hasMore).toBe(true);
    const q = new URL(server.calls(PRODUCTS)[0].url, 'http://x').searchParams;
    expect(q.get('startingPosition')).toBe('0');
    expect(q.get('numberToLoad')).toBe('12');
    expect(q.get('infiniteLoad')).toBe('true');
    expect(q.get('sortby')).toBe('default');
    expect(q.has('categoryName')).toBe(false);
  });

  test('scrolls to the end: every product exactly once, then no more calls', async () => {
    const { server, api } = pagedServer(30);
    const list = new ProductListStore(api, { kind: 'products', cat: 'tea' });
    await list.load();
    while (list.hasMore) await list.loadMore();
    expect(list.items.map((p) => p.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(positions(server)).toEqual([0, 12, 24]);
    await list.loadMore();
    expect(server.calls(PRODUCTS)).toHaveLength(3);
    expect(list.status).toBe('ready');
  });

  test('an exact multiple of 12 stops on the count, without asking past the end', async () => {
    const { server, api } = pagedServer(24);
    const list = new ProductListStore(api, { kind: 'products', cat: 'tea' });
    await list.load();
    await list.loadMore();
    expect(list.items).toHaveLength(24);
    expect(list.hasMore).toBe(false);
    expect(positions(server)).toEqual([0, 12]);
  });

  test('without a count it pages until a short page', async () => {
    const { server, api } = pagedServer(24);
    server.on('GET', COUNT, () => apiError(500, 'count down'));
    const list = new ProductListStore(api, { kind: 'products' });
    await list.load();
    while (list.hasMore) await list.loadMore();
    expect(list.items).toHaveLength(24);
    expect(list.total).toBeNull();
    expect(positions(server)).toEqual([0, 12, 24]);
  });

  test('no duplicates when a page repeats an item; no skip when an item is malformed', async () => {
    const server = createFakeServer();
    const pages: Record<number, unknown[]> = {
      0: [...wireProducts(11), { id: 'broken' }],
      12: [...wireProducts(1, 11), ...wireProducts(11, 13)], // 11 again, then 13..23
      24: wireProducts(3, 24),
    };
    server.on('GET', PRODUCTS, (req) => json(pages[Number(req.query.get('startingPosition'))] ?? []));
    server.on('GET', COUNT, () => json({ count: 27 }));
    const api = createCatalogueApi(createHttp({ transport: server.transport, cookies: server.cookies }));
    const list = new ProductListStore(api, { kind: 'products' });
    await list.load();
    while (list.hasMore) await list.loadMore();
    const ids = list.items.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      ...Array.from({ length: 11 }, (_, i) => i + 1),
      ...Array.from({ length: 14 }, (_, i) => i + 13),
    ]);
    // positions advance by what the server sent (12 each), malformed or not
    expect(positions(server)).toEqual([0, 12, 24]);
  });

  test('an empty list is empty (the empty state), not loading', async () => {
    const { api } = pagedServer(0);
    const list = new ProductListStore(api, { kind: 'products', cat: 'nothing' });
    await list.load();
    expect(list.empty).toBe(true);
    expect(list.initialLoading).toBe(false);
  });
});

describe('ProductListStore concurrency', () => {
  test('concurrent scroll events never double-load: one request in flight', async () => {
    const { server, api, pageOf } = pagedServer(60);
    const gate = deferred();
    server.on('GET', PRODUCTS, async (req) => {
      await gate.promise;
      return pageOf(req);
    });
    const list = new ProductListStore(api, { kind: 'products' });
    const first = list.load();
    const burst = Array.from({ length: 20 }, () => list.loadMore());
    // a first visit's page read waits for the count's answer (one XSRF token per visit), then goes
    for (let i = 0; i < 50 && server.calls(PRODUCTS).length === 0; i++) await new Promise((r) => setTimeout(r, 0));
    burst.push(...Array.from({ length: 20 }, () => list.loadMore()));
    expect(server.calls(PRODUCTS)).toHaveLength(1);
    expect(burst.every((p) => p === burst[0])).toBe(true);
    gate.resolve();
    await Promise.all([first, ...burst]);
    expect(list.items).toHaveLength(12);
    await Promise.all(Array.from({ length: 10 }, () => list.loadMore()));
    expect(positions(server)).toEqual([0, 12]);
    expect(list.items).toHaveLength(24);
  });

  test('a stale answer (the sort changed meanwhile) is dropped', async () => {
    const server = createFakeServer();
    const slow = deferred<TransportResponse>();
    server.on('GET', COUNT, () => json({ count: 12 }));
    server.on('GET', PRODUCTS, (req) =>
      req.query.get('sortby') === 'priceUp' ? slow.promise : json(wireProducts(12, 101)),
    );
    const api = createCatalogueApi(createHttp({ transport: server.transport, cookies: server.cookies }));
    const list = new ProductListStore(api, { kind: 'products', sort: 'priceUp' });
    const old = list.load();
    await list.setSource({ kind: 'products', sort: 'name' });
    expect(list.items[0].id).toBe(101);
    slow.resolve(json(wireProducts(12, 1)));
    await old;
    expect(list.items.map((p) => p.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 101));
    expect(list.status).toBe('ready');
  });
});

describe('ProductListStore errors', () => {
  test('error then retry keeps what was loaded and asks for the same page', async () => {
    const { server, api, pageOf } = pagedServer(30);
    const list = new ProductListStore(api, { kind: 'products' });
    await list.load();
    server.on('GET', PRODUCTS, () => apiError(503, 'Service unavailable'));
    await list.loadMore();
    expect(list.status).toBe('error');
    expect(list.error?.message).toBe('Service unavailable');
    expect(list.items).toHaveLength(12);
    // scrolling while the error shows does not hammer the server
    await list.loadMore();
    expect(server.calls(PRODUCTS)).toHaveLength(2);
    server.on('GET', PRODUCTS, pageOf);
    await list.retry();
    expect(list.status).toBe('ready');
    expect(list.error).toBeNull();
    expect(list.items.map((p) => p.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(positions(server)).toEqual([0, 12, 12]);
  });

  test('a failed first page shows the error; retry loads it', async () => {
    const { server, api, pageOf } = pagedServer(5);
    server.on('GET', PRODUCTS, () => apiError(500, 'boom'));
    const list = new ProductListStore(api, { kind: 'products' });
    await list.load();
    expect(list.status).toBe('error');
    expect(list.initialLoading).toBe(false);
    server.on('GET', PRODUCTS, pageOf);
    await list.retry();
    expect(list.items).toHaveLength(5);
    expect(list.hasMore).toBe(false);
  });

  test('a network failure is an ApiError too', async () => {
    const { server, api } = pagedServer(5);
    server.on('GET', PRODUCTS, () => Promise.reject(new Error('offline')));
    const list = new ProductListStore(api, { kind: 'products' });
    await list.load();
    expect(list.error?.code).toBe('NETWORK_ERROR');
  });
});

describe('ProductListStore search (spec 5)', () => {
  test('searches with searchCount for the total', async () => {
    const server = createFakeServer();
    const term = encodeURIComponent('绿茶');
    server.on('GET', `${PRODUCTS}/search/${term}`, () => json(wireProducts(3)));
    server.on('GET', `${PRODUCTS}/searchCount/${term}`, () => json({ count: 3 }));
    const api = createCatalogueApi(createHttp({ transport: server.transport, cookies: server.cookies }));
    const list = new ProductListStore(api, { kind: 'search', term: '绿茶' });
    await list.load();
    expect(list.items).toHaveLength(3);
    expect(list.total).toBe(3);
    expect(list.hasMore).toBe(false);
  });

  test('empty text does not search', async () => {
    const server = createFakeServer();
    const api = createCatalogueApi(createHttp({ transport: server.transport, cookies: server.cookies }));
    const list = new ProductListStore(api, { kind: 'search', term: '   ' });
    await list.load();
    await list.loadMore();
    expect(server.requests).toHaveLength(0);
    expect(list.items).toEqual([]);
    expect(list.searchable).toBe(false);
  });
});
