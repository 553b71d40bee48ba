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
