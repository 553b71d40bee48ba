import { apiError, json, text } from '../support/fakeServer';
import { setupStores } from './helpers';

it('count is the number of lineItems keys', async () => {
  const { root } = setupStores();
  expect(root.cart.count).toBe(0);
  await root.cart.fetch();
  expect(root.cart.count).toBe(2);
  expect(root.cart.itemCount).toBe(3);
  expect(root.cart.loading).toBe(false);
});

it.each([
  ['a server error', () => apiError(500, 'boom')],
  ['a 401', () => apiError(401, 'Please sign in')],
  ['a non-JSON answer', () => text('<html>', 502)],
  ['a malformed answer', () => json('not a cart')],
])('a failing fetch (%s) keeps the earlier cart and does not reject', async (_name, failure) => {
  const { root, server } = setupStores();
  await root.cart.fetch();
  const before = root.cart.cart;
  server.on('GET', 'shoppingManagement4/myCart', failure);
  await expect(root.cart.fetch()).resolves.toBeUndefined();
  expect(root.cart.cart).toBe(before);
  expect(root.cart.count).toBe(2);
  expect(root.cart.loading).toBe(false);
});

it('a failed first fetch: no cart is known, which is not an empty cart; the next answer clears it', async () => {
  const { root, server } = setupStores();
  expect(root.cart.loadFailed).toBe(false);
  server.on('GET', 'shoppingManagement4/myCart', () => apiError(503, 'Unavailable'));
  await expect(root.cart.fetch()).resolves.toBeUndefined();
  expect(root.cart.cart).toBeNull();
  expect(root.cart.loadFailed).toBe(true);
  // still silent (spec 8): no message is set
  expect(root.cart.error).toBeNull();
  server.on('GET', 'shoppingManagement4/myCart', () => json({ itemCount: 0, lineItems: {} }));
  await root.cart.fetch();
  expect(root.cart.loadFailed).toBe(false);
  expect(root.cart.isEmpty).toBe(true);
});

it('a failed fetch after a cart loaded is not a load failure (the cart shown stays)', async () => {
  const { root, server } = setupStores();
  await root.cart.fetch();
  server.transport.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await root.cart.fetch();
  expect(root.cart.loadFailed).toBe(false);
  expect(root.cart.count).toBe(2);
});

it('a network failure keeps the earlier cart', async () => {
  const { root, server } = setupStores();
  await root.cart.fetch();
  server.transport.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await root.cart.fetch();
  expect(root.cart.count).toBe(2);
});

it('an older answer arriving after a newer one is dropped', async () => {
  const { root, server } = setupStores();
  let releaseFirst: () => void = () => undefined;
  server.on('GET', 'shoppingManagement4/myCart', () => {
    server.on('GET', 'shoppingManagement4/myCart', () => json({ itemCount: 1, lineItems: { new: {} } }));
    return new Promise((resolve) => {
      releaseFirst = () => resolve(json({ itemCount: 5, lineItems: { o1: {}, o2: {}, o3: {} } }));
    });
  });
  const first = root.cart.fetch();
  await Promise.resolve();
  await root.cart.fetch();
  releaseFirst();
  await first;
  expect(Object.keys(root.cart.cart!.lineItems)).toEqual(['new']);
});

it('setCart takes a cart another call returned', () => {
  const { root } = setupStores();
  root.cart.setCart({
    itemCount: 1,
    lineItems: { x: {} },
    raw: {},
    lines: [],
    totals: null,
    coupon: null,
    orderMethod: null,
  });
  expect(root.cart.count).toBe(1);
});
