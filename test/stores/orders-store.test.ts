/** OrdersStore: the list 10 per page from position 0 (spec 9), load more, one order, cancel. */
import { OrdersStore } from '@/stores/OrdersStore';
import { apiError, json } from '../support/fakeServer';
import { orderWire } from '../support/checkout';
import { setupCheckout } from './checkoutHelpers';

function withOrders(total: number) {
  const s = setupCheckout();
  s.server.on('GET', 'admin/orderManagement/orders/list', (req) => {
    const from = Number(req.query.get('startingPosition'));
    const n = Number(req.query.get('numberToLoad'));
    const orders = Array.from({ length: Math.max(0, Math.min(n, total - from)) }, (_, i) => orderWire({ orderID: String(100001 + from + i) }));
    return json({ orders, startingPosition: from, numberToLoad: n, total });
  });
  return { ...s, orders: new OrdersStore(s.root) };
}

it('loads 10 from position 0, then the rest', async () => {
  const { orders, server } = withOrders(12);
  await orders.loadFirst();
  expect(orders.orders).toHaveLength(10);
  expect(orders.hasMore).toBe(true);
  expect(server.calls('admin/orderManagement/orders/list')[0].url).toMatch(/numberToLoad=10&startingPosition=0/);
  await Promise.all([orders.loadMore(), orders.loadMore()]);
  expect(server.calls('admin/orderManagement/orders/list')).toHaveLength(2);
  expect(server.calls('admin/orderManagement/orders/list')[1].url).toMatch(/startingPosition=10/);
  expect(orders.orders.map((o) => o.orderID).slice(-2)).toEqual(['100011', '100012']);
  expect(orders.hasMore).toBe(false);
});

it('a failed next page keeps what is shown', async () => {
  const { orders, server } = withOrders(12);
  await orders.loadFirst();
  server.on('GET', 'admin/orderManagement/orders/list', () => apiError(500, 'Try later'));
  await orders.loadMore();
  expect(orders.orders).toHaveLength(10);
  expect(orders.listError).toBe('Try later');
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

describe('order dates on the store clock (common3/timeZoneInfo/GMT)', () => {
  const late = '2026-01-15T03:30:00.000Z'; // 22:30 the evening before in Toronto

  it('asks once for the dates shown and shows the store\'s', async () => {
    const { orders, server } = withOrders(0);
    server.on('GET', 'admin/orderManagement/order/100001', () => json(orderWire({ createdAt: late })));
    server.on('POST', 'common3/timeZoneInfo/GMT', (req) => {
      expect(req.json).toEqual({ instants: [late] });
      return json({ timeZone: 'America/Toronto', offsetMinutes: -300, now: {}, instants: [{ instant: late, date: '2026-01-14', time: '22:30' }] });
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
