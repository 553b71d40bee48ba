/**
 * The seed's orders over HTTP: no order shows a negative total (a seeded order took more store
 * credit than it cost: −CA$4.80), and the store credit rule never takes more than the amount due.
 */
import type { Order } from '../../types/api';
import { appliedStoreCredit } from '../../server/api/models/credit';
import { Client, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

test("every one of the demo shopper's orders has a total of zero or more; store credit never exceeds what was due", async () => {
  const c = await new Client(server.origin).prime();
  expect((await c.post('/common3/signon', { email: 'demo@example.com', password: 'demo1234' })).status).toBe(200);
  const orders: Order[] = [];
  for (let start = 0; start < 1000; start += 50) {
    const page = await c.get(`/admin/orderManagement/orders/list?numberToLoad=50&startingPosition=${start}`);
    expect(page.status).toBe(200);
    const rows = page.body.orders as Order[];
    orders.push(...rows);
    if (rows.length < 50) break;
  }
  expect(orders.length).toBeGreaterThan(10);
  const withCredit = orders.filter((o) => o.storeCredit > 0);
  expect(withCredit.length).toBeGreaterThan(0);
  for (const o of orders) expect([o.orderID, o.total >= 0]).toEqual([o.orderID, true]);
});

test.each([
  // requested, due, balance, applied
  [1800, 1320, Infinity, 1320],
  [500, 1320, Infinity, 500],
  [500, 1320, 200, 200],
  [500, 0, 1000, 0],
  [-5, 100, 100, 0],
])('appliedStoreCredit(%i asked, %i due, %d held) = %i', (requested, due, balance, applied) => {
  expect(appliedStoreCredit(requested, due, balance)).toBe(applied);
});
