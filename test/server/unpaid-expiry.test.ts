/**
 * Unpaid orders expire: an order waiting for an online payment can be paid until
 * `unpaidOrderMinutes` after it was placed or the end of its slot, whichever is sooner; then the
 * server cancels it, refuses its payment, and says so in the order (`payableUntil`). The demo
 * seed holds no unpaid order past that time.
 */
import type { Order, OrderList } from '../../types/api';
import { CHECKOUT_SETTINGS } from '../../server/api/seed/checkout';
import { payableUntil } from '../../server/api/models/unpaid-orders';
import { Client, startServer, type TestServer } from './helpers';
import { SM, placeOrder, signIn } from './checkout-helpers';

const MIN = 60_000;
const OM = '/admin/orderManagement';

describe('payableUntil: the sooner of the time to pay and the end of the slot (store clock, Toronto)', () => {
  const settings = { unpaidOrderMinutes: 30, timeZone: 'America/Toronto' };
  const row = (created: string, slot: { date: string; end: string | null } | null, status = 'INTERIM') => ({
    status,
    payment_status: status === 'INTERIM' ? 'NOT_PAID' : 'PAID_ONLINE',
    created_at: created,
    details: JSON.stringify({ timeSlot: slot }),
  });
  it.each([
    ['no slot: 30 minutes after placing', row('2026-11-20T15:00:00.000Z', null), '2026-11-20T15:30:00.000Z'],
    [
      'a slot ending later: 30 minutes',
      row('2026-11-20T15:00:00.000Z', { date: '2026-11-21', end: '12:00' }),
      '2026-11-20T15:30:00.000Z',
    ],
    [
      'a slot ending sooner (10:15 EST = 15:15 UTC): its end',
      row('2026-11-20T15:00:00.000Z', { date: '2026-11-20', end: '10:15' }),
      '2026-11-20T15:15:00.000Z',
    ],
    [
      'a slot already over: its end, in the past',
      row('2026-11-20T15:00:00.000Z', { date: '2026-08-01', end: '12:00' }),
      '2026-08-01T16:00:00.000Z',
    ],
    [
      'a day without a time: the end of that day',
      row('2026-11-20T04:50:00.000Z', { date: '2026-11-19', end: null }),
      '2026-11-20T05:00:00.000Z',
    ],
    ['a paid order: null', row('2026-11-20T15:00:00.000Z', null, 'NEW'), null],
  ])('%s', (_, r, expected) => expect(payableUntil(r, settings)).toBe(expected));
});

describe('unpaid orders on the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  /** The order was placed this long ago (time to pay is real time: the test moves the order back). */
  const placedAgo = (orderID: string, ms: number) =>
    server.app.db
      .prepare('UPDATE orders SET created_at = ? WHERE id = ?')
      .run(new Date(Date.now() - ms).toISOString(), Number(orderID));

  test('the demo seed has unpaid orders only within their time, with slots still ahead', async () => {
    const c = await new Client(server.origin).prime();
    await signIn(c);
    const unpaid = (await c.get(`${OM}/orders/list?state=unpaid&numberToLoad=50`)).body as OrderList;
    expect(unpaid.total).toBeGreaterThan(0);
    for (const o of unpaid.orders) {
      expect(Date.parse(o.payableUntil!)).toBeGreaterThan(Date.now());
      expect(o.timeSlot!.date >= new Date().toISOString().slice(0, 10)).toBe(true);
    }
    // none of the history is awaiting payment: those are cancelled, with no time to pay
    const all = (await c.get(`${OM}/orders/list?numberToLoad=50`)).body as OrderList;
    const old = all.orders.filter(
      (o) => Date.parse(o.createdAt) < Date.now() - CHECKOUT_SETTINGS.unpaidOrderMinutes * MIN,
    );
    expect(old.length).toBeGreaterThan(10);
    expect(old.filter((o) => o.status === 'INTERIM')).toEqual([]);
  });

  test(`an order left unpaid is cancelled after ${CHECKOUT_SETTINGS.unpaidOrderMinutes} minutes and can no longer be paid`, async () => {
    const { client, order } = await placeOrder(server);
    const placed = Date.parse(order.createdAt);
    expect(Date.parse(order.payableUntil!)).toBe(placed + CHECKOUT_SETTINGS.unpaidOrderMinutes * MIN);
    const stock = server.app.db.prepare('SELECT SUM(quantity) AS n FROM product_inventory').get() as { n: number };

    placedAgo(order.orderID, (CHECKOUT_SETTINGS.unpaidOrderMinutes - 1) * MIN);
    expect(((await client.get(`${OM}/order/${order.orderID}`)).body as Order).status).toBe('INTERIM');

    placedAgo(order.orderID, (CHECKOUT_SETTINGS.unpaidOrderMinutes + 1) * MIN);
    const after = (await client.get(`${OM}/order/${order.orderID}`)).body as Order;
    expect(after).toMatchObject({ status: 'CANCELLED', paymentStatus: 'NOT_PAID', payableUntil: null });
    const pay = await client.post(`${SM}/requestOPayH5Payment`, { orderID: order.orderID });
    expect(pay.status).toBe(409);
    expect(pay.body.errors[0].message).toBe('This order can no longer be paid; place a new order');
    // an unpaid online order took no stock, so its cancelling leaves stock as it was
    expect(server.app.db.prepare('SELECT SUM(quantity) AS n FROM product_inventory').get()).toEqual(stock);
  });

  test('a pay page left open past the time cannot pay the order', async () => {
    const { client, order } = await placeOrder(server);
    const { payUrl } = (await client.post(`${SM}/requestOPayH5Payment`, { orderID: order.orderID })).body as {
      payUrl: string;
    };
    const page = await client.raw('GET', payUrl);
    const attempt = /name="attempt" value="([^"]+)"/.exec(page.text)![1];
    const action = /<form method="post" action="([^"]+)"/.exec(page.text)![1];
    placedAgo(order.orderID, (CHECKOUT_SETTINGS.unpaidOrderMinutes + 1) * MIN);
    await fetch(client.origin + action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: client.cookieHeader() },
      body: new URLSearchParams({ attempt, decision: 'approve' }).toString(),
      redirect: 'manual',
    });
    const row = server.app.db
      .prepare('SELECT status, payment_status FROM orders WHERE id = ?')
      .get(Number(order.orderID));
    expect(row).toEqual({ status: 'CANCELLED', payment_status: 'NOT_PAID' });
  });
});
