/**
 * The session race (defect 1): a request's session used to be read when its headers
 * arrived and written back whole by the handler, so two requests whose bodies arrived a second
 * later each wrote their own snapshot. Reproduced over real HTTP with slow bodies: headers first,
 * the body a second later, both requests in flight together on one session.
 */
import http from 'node:http';
import { API_BASE_PATH, XSRF_HEADER, XSRF_COOKIE } from '../../types/api';
import { Client, startServer, type TestServer } from './helpers';
import { SM, add, fillPickup, plainProduct } from './checkout-helpers';

/** Sends the headers now and the JSON body `delayMs` later; resolves with status and parsed body. */
function slowPost(c: Client, p: string, body: unknown, delayMs: number): Promise<{ status: number; body: any }> {
  const url = new URL(c.origin + API_BASE_PATH + p);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          cookie: c.cookieHeader(),
          [XSRF_HEADER]: c.jar.get(XSRF_COOKIE) ?? '',
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (data += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : null }));
      },
    );
    req.on('error', reject);
    req.flushHeaders();
    setTimeout(() => req.end(text), delayMs);
  });
}

describe('session race: slow bodies on one session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('two reserves with one idempotency key place one order the guest can see', async () => {
    const c = await new Client(server.origin).prime();
    await add(c, plainProduct(server.app.db), 2);
    await fillPickup(c);
    const [a, b] = await Promise.all([
      slowPost(c, `${SM}/reserve`, { idempotencyKey: 'race-key-1' }, 1000),
      slowPost(c, `${SM}/reserve`, { idempotencyKey: 'race-key-1' }, 1000),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.orderID).toBe(b.body.orderID);
    const count = server.app.db
      .prepare("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = 'race-key-1'")
      .get() as { n: number };
    expect(count.n).toBe(1);
    // The order is the guest's: it can read it.
    const seen = await c.get(`/admin/orderManagement/order/${a.body.orderID}`);
    expect(seen.status).toBe(200);
    // And the database itself refuses a second order under the same owner and key.
    const row = server.app.db.prepare('SELECT * FROM orders WHERE id = ?').get(Number(a.body.orderID)) as Record<
      string,
      unknown
    >;
    const { id: _id, ...copy } = row;
    const cols = Object.keys(copy);
    expect(() =>
      server.app.db
        .prepare(`INSERT INTO orders (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`)
        .run(...cols.map((k) => copy[k])),
    ).toThrow(/UNIQUE constraint failed: orders.owner_key, orders.idempotency_key/);
  });

  it('two add-to-carts on a session without a cart keep both lines', async () => {
    const c = await new Client(server.origin).prime();
    // A session that exists (language chosen) but has no cart yet.
    const lang = await c.get('/common3/changeLocale/en');
    expect(lang.status).toBe(200);
    const p1 = plainProduct(server.app.db, 20, 0, 1_000_000, 0);
    const p2 = plainProduct(server.app.db, 20, 0, 1_000_000, 1);
    const [a, b] = await Promise.all([
      slowPost(c, `${SM}/myCart`, { productId: p1.id, quantity: 1 }, 1000),
      slowPost(c, `${SM}/myCart`, { productId: p2.id, quantity: 1 }, 1000),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const cart = await c.get(`${SM}/myCart`);
    expect(
      Object.values(cart.body.lineItems as Record<string, { productId: number }>)
        .map((l) => l.productId)
        .sort(),
    ).toEqual([p1.id, p2.id].sort());
  });
});
