/** OrdersStore: the list by state tab, 10 per page from position 0 (spec 9), scroll loading, one order, cancel, comments. */
import { OrdersStore } from '@/stores/OrdersStore';
import { PayNowStore } from '@/stores/PayNowStore';
import { apiError, json } from '../support/fakeServer';
import { orderWire } from '../support/checkout';
import { setupCheckout } from './checkoutHelpers';

const LIST = 'admin/orderManagement/orders/list';

function withOrders(total: number, stateOf: (i: number) => string = () => 'INTERIM') {
  const s = setupCheckout();
  const all = Array.from({ length: total }, (_, i) => orderWire({ orderID: String(100001 + i), status: stateOf(i) }));
  s.server.on('GET', LIST, (req) => {
    const from = Number(req.query.get('startingPosition'));
    const n = Number(req.query.get('numberToLoad'));
    const state = req.query.get('state');
    const mine = state === 'cancelled' ? all.filter((o) => o.status === 'CANCELLED') : all;
    return json({ orders: mine.slice(from, from + n), startingPosition: from, numberToLoad: n, total: mine.length });
  });
  return { ...s, orders: new OrdersStore(s.root) };
}

it('loads 10 from position 0, then the rest, one request at a time', async () => {
  const { orders, server } = withOrders(12);
  await orders.loadFirst();
  expect(orders.orders).toHaveLength(10);
  expect(orders.hasMore).toBe(true);
  expect(server.calls(LIST)[0].url).toMatch(/numberToLoad=10&startingPosition=0&infiniteLoad=true/);
  await Promise.all([orders.loadMore(), orders.loadMore()]);
  expect(server.calls(LIST)).toHaveLength(2);
  expect(server.calls(LIST)[1].url).toMatch(/startingPosition=10/);
  expect(orders.orders.map((o) => o.orderID).slice(-2)).toEqual(['100011', '100012']);
  expect(orders.hasMore).toBe(false);
});

it('a page that answers orders already shown adds none twice', async () => {
  const { orders, server } = withOrders(25);
  await orders.loadFirst();
  // the server answers the first page again (e.g. new orders shifted the positions)
  server.on('GET', LIST, () =>
    json({
      orders: Array.from({ length: 10 }, (_, i) => orderWire({ orderID: String(100005 + i) })),
      startingPosition: 10,
      numberToLoad: 10,
      total: 25,
    }),
  );
  await orders.loadMore();
  const ids = orders.orders.map((o) => o.orderID);
  expect(ids).toHaveLength(14);
  expect(new Set(ids).size).toBe(14);
});

it('a failed next page keeps what is shown; Try again continues from there', async () => {
  const { orders, server } = withOrders(12);
  await orders.loadFirst();
  server.on('GET', LIST, () => apiError(500, 'Try later'));
  await orders.loadMore();
  expect(orders.orders).toHaveLength(10);
  expect(orders.listError).toBe('Try later');
  server.on('GET', LIST, (req) =>
    json({
      orders: [orderWire({ orderID: '100011' }), orderWire({ orderID: '100012' })],
      startingPosition: Number(req.query.get('startingPosition')),
      numberToLoad: 10,
      total: 12,
    }),
  );
  await orders.loadMore();
  expect(orders.listError).toBeNull();
  expect(orders.orders).toHaveLength(12);
  expect(server.calls(LIST).at(-1)!.url).toMatch(/startingPosition=10/);
});

it('a tab asks the server for its state; a late answer for the previous tab is dropped', async () => {
  const { orders, server } = withOrders(30, (i) => (i % 3 === 0 ? 'CANCELLED' : 'INTERIM'));
  const first = orders.loadFirst();
  await orders.selectTab('cancelled');
  await first;
  expect(server.calls(LIST).at(-1)!.url).toMatch(/state=cancelled/);
  expect(orders.orders.every((o) => o.status === 'CANCELLED')).toBe(true);
  expect(orders.total).toBe(10);
});

it('counts per state for the tabs', async () => {
  const { orders, server } = withOrders(0);
  server.on('GET', 'admin/orderManagement/orders/count', () =>
    json({ count: 7, byState: { unpaid: 2, paid: 3, cancelled: 1, failed: 1 } }),
  );
  await orders.loadCounts();
  expect(orders.counts).toEqual({ count: 7, byState: { unpaid: 2, paid: 3, cancelled: 1, failed: 1 } });
});

it('one order, and cancelling an unpaid one', async () => {
  const { orders, server } = withOrders(0);
  server.on('PUT', 'admin/orderManagement/cancelOrder/100001', () => json(orderWire({ status: 'CANCELLED' })));
  await orders.loadOrder('100001');
  expect(orders.order?.orderID).toBe('100001');
  await orders.cancel();
  expect(orders.order?.status).toBe('CANCELLED');
  server.on('GET', 'admin/orderManagement/order/42', () => apiError(404, 'Order 42 not found'));
  await orders.loadOrder('42');
  expect(orders.orderStatus).toBe('error');
  expect(orders.orderError).toBe('Order 42 not found');
});

it('a comment is sent trimmed and shown with its time; an empty one is refused before sending', async () => {
  const { orders, server } = withOrders(0);
  server.on('PUT', 'admin/orderManagement/addComment/100001', (req) =>
    json(
      orderWire({
        comments: [{ comment: (req.json as { comment: string }).comment, createdAt: '2026-11-23T10:15:00.000Z' }],
      }),
    ),
  );
  await orders.loadOrder('100001');
  expect(await orders.addComment('   ')).toBe(false);
  expect(orders.commentError).toBe('Write a comment first.');
  expect(server.calls('admin/orderManagement/addComment/100001')).toHaveLength(0);
  expect(await orders.addComment('  Lovely tea  ')).toBe(true);
  expect(orders.order?.comments).toEqual([{ comment: 'Lovely tea', createdAt: '2026-11-23T10:15:00.000Z' }]);
});

describe('pay now', () => {
  it('pays the same order through the chosen channel (no reserve), however often tapped', async () => {
    const s = setupCheckout();
    const order = await s.root.api.orders.get('100001');
    const pay = new PayNowStore(s.root);
    await pay.init(order);
    expect(pay.options.map((o) => o.id)).toContain('CARD');
    pay.select('CARD');
    await Promise.all([pay.pay(), pay.pay()]);
    expect(s.server.calls('shoppingManagement4/requestOPayH5Payment')).toHaveLength(1);
    expect(JSON.parse(String(s.server.calls('shoppingManagement4/requestOPayH5Payment')[0].body))).toEqual({
      orderID: '100001',
      method: 'CARD',
    });
    expect(s.server.calls('shoppingManagement4/reserve')).toHaveLength(0);
    expect(s.deps.payment.openPayPage).toHaveBeenCalledTimes(1);
  });

  it('offers nothing for a paid order', async () => {
    const s = setupCheckout();
    s.server.on('GET', 'admin/orderManagement/order/100002', () =>
      json(orderWire({ orderID: '100002', status: 'NEW', paymentStatus: 'PAID_ONLINE' })),
    );
    const pay = new PayNowStore(s.root);
    await pay.init(await s.root.api.orders.get('100002'));
    expect(pay.options).toEqual([]);
  });
});

describe('order dates on the store clock (common3/timeZoneInfo/GMT)', () => {
  const late = '2026-01-15T03:30:00.000Z'; // 22:30 the evening before in Toronto

  it("asks once for the dates shown and shows the store's", async () => {
    const { orders, server } = withOrders(0);
    server.on('GET', 'admin/orderManagement/order/100001', () => json(orderWire({ createdAt: late })));
    server.on('POST', 'common3/timeZoneInfo/GMT', (req) => {
      expect(req.json).toEqual({ instants: [late] });
      return json({
        timeZone: 'America/Toronto',
        offsetMinutes: -300,
        now: {},
        instants: [{ instant: late, date: '2026-01-14', time: '22:30' }],
      });
    });
    expect(orders.placedAt(late)).toEqual({ date: '2026-01-15', time: '03:30' }); // GMT until answered
    await orders.loadOrder('100001');
    await new Promise((r) => setTimeout(r, 0));
    expect(orders.placedAt(late)).toEqual({ date: '2026-01-14', time: '22:30' });
    await orders.loadOrder('100001');
    expect(server.calls('common3/timeZoneInfo/GMT')).toHaveLength(1);
  });

  it('a failed answer keeps the GMT date and the order', async () => {
    const { orders, server } = withOrders(0);
    server.on('GET', 'admin/orderManagement/order/100001', () => json(orderWire({ createdAt: late })));
    server.on('POST', 'common3/timeZoneInfo/GMT', () => apiError(500, 'Try later'));
    await orders.loadOrder('100001');
    await new Promise((r) => setTimeout(r, 0));
    expect(orders.orderStatus).toBe('ready');
    expect(orders.placedAt(late).date).toBe('2026-01-15');
  });
});
