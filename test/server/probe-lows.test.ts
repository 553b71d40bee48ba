/**
 * The security review's low findings over real HTTP: orders/list with an absurd startingPosition answered 500
 * (SQLite datatype); text-direction controls were accepted in names; a cart had no line limit
 * (476 lines, 140 KB answers); a browser's guest orders showed in whatever account signed in there.
 */
import { Client, registerShopper, startServer, type TestServer } from './helpers';
import { CONTACT, SM, add, newKey, placeOrder, plainProduct } from './checkout-helpers';
import type { Cart } from '../../types/api';
import { MAX_CART_LINES } from '../../server/api/routes/cart';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

test('orders/list?startingPosition=1e20: a 400 in the API error shape, not a 500', async () => {
  const c = await new Client(server.origin).prime();
  await c.post('/common3/signon', { email: 'demo@example.com', password: 'demo1234' });
  const res = await c.get('/admin/orderManagement/orders/list?startingPosition=1e20');
  expect(res.status).toBe(400);
  expect(res.body.errors[0]).toMatchObject({ code: 'VALIDATION', field: 'startingPosition' });
  expect((await c.get('/admin/orderManagement/orders/list?startingPosition=1000000000')).status).toBe(200);
});

test.each([['\u202Egnp.exe'], ['Ada\u2066'], ['\u200FLee'], ['x\u061C']])(
  'a name with a text-direction control (%j) is refused at registration and in the contact form',
  async (bad) => {
    const c = await new Client(server.origin).prime();
    const reg = await c.post('/common3/clientRegistration', {
      email: `bidi-${newKey()}@example.com`,
      password: 'correct horse',
      firstName: bad,
      lastName: 'Lin',
    });
    expect(reg.status).toBe(400);
    expect(reg.body.errors[0]).toMatchObject({ code: 'VALIDATION', field: 'firstName' });
    const g = await new Client(server.origin).prime();
    const config = (await g.get(`${SM}/checkoutConfig`)).body;
    const store = config.pickupLocations[0];
    await g.post(`${SM}/updateOrderMethod`, { orderMethod: 'PICKUP', locationId: store.id });
    const contact = await g.post(
      `${SM}/orderContactInfo?methodName=PICKUP&localStoreName=${encodeURIComponent(store.localStoreName)}`,
      { ...CONTACT, lastName: bad },
    );
    expect(contact.status).toBe(400);
    expect(contact.body.errors[0]).toMatchObject({ field: 'lastName' });
  },
);

test(`a cart holds at most ${MAX_CART_LINES} different items`, async () => {
  const c = await new Client(server.origin).prime();
  const products = server.app.db
    .prepare<[number], { id: number }>(
      `SELECT p.id FROM products p JOIN product_inventory i ON i.product_id = p.id AND i.option_pair = ''
       WHERE p.product_type = 'PRODUCT' AND p.record_status = 'ACTIVE' AND p.options = '[]' AND i.quantity > 0 ORDER BY p.id LIMIT ?`,
    )
    .all(MAX_CART_LINES + 1);
  if (products.length <= MAX_CART_LINES) {
    // the seed has fewer products: make the limit reachable with what is there
    throw new Error(`the seed has only ${products.length} plain products`);
  }
  for (const p of products.slice(0, MAX_CART_LINES)) {
    expect((await add(c, { id: p.id, price: 0, stock: 1, optionPair: '' }, 1)).status).toBe(200);
  }
  const over = await add(c, { id: products[MAX_CART_LINES].id, price: 0, stock: 1, optionPair: '' }, 1);
  expect(over.status).toBe(409);
  expect(over.body.errors[0]).toMatchObject({ field: 'lineItems' });
  // more of an item already there is still fine
  expect((await add(c, { id: products[0].id, price: 0, stock: 1, optionPair: '' }, 1)).status).toBe(200);
});

test('a browser’s guest order shows only to the account of its (confirmed) email, not to whoever signs in there', async () => {
  const browser = await new Client(server.origin).prime();
  const { order } = await placeOrder(server, browser); // a guest, contact ada@example.com
  await registerShopper(browser, server.app.db, {
    email: `other-${newKey()}@example.com`,
    password: 'correct horse',
    firstName: 'Oth',
    lastName: 'Er',
  });
  const mine = await browser.get(`/admin/orderManagement/order/${order.orderID}`);
  expect(mine.status).toBe(404);
  const list = (await browser.get('/admin/orderManagement/orders/list')).body;
  expect(JSON.stringify(list)).not.toContain(order.orderID);

  // the owner of the order's email signing in on that browser gets it
  const owner = await new Client(server.origin).prime();
  const guest = await placeOrder(server, owner);
  const email = `owner-${newKey()}@example.com`;
  const other = new Client(server.origin);
  await registerShopper(other, server.app.db, { email, password: 'correct horse', firstName: 'O', lastName: 'W' });
  server.app.db
    .prepare("UPDATE orders SET details = json_set(details, '$.contact.email', ?) WHERE id = ?")
    .run(email, Number(guest.order.orderID));
  expect((await owner.post('/common3/signon', { email, password: 'correct horse' })).status).toBe(200);
  expect((await owner.get(`/admin/orderManagement/order/${guest.order.orderID}`)).status).toBe(200);
});

test('add-to-cart sent again with its idempotency key (the answer was lost) adds once; a new key adds again', async () => {
  const c = await new Client(server.origin).prime();
  const p = plainProduct(server.app.db);
  const send = (idempotencyKey: string, quantity: number) =>
    c.post(`${SM}/myCart`, { productId: p.id, optionPair: p.optionPair || undefined, quantity, idempotencyKey });
  const quantity = (res: { body: Cart }) =>
    Object.values(res.body.lineItems).find((l) => l.productId === p.id && l.optionPair === p.optionPair)?.quantity;
  const first = newKey();
  expect(quantity(await send(first, 2))).toBe(2); // the add that created the cart
  expect(quantity(await send(first, 2))).toBe(2); // its retry
  const second = newKey();
  expect(quantity(await send(second, 1))).toBe(3);
  expect(quantity(await send(second, 1))).toBe(3);
  expect(quantity(await send(first, 2))).toBe(3);
  expect(quantity(await add(c, p, 1))).toBe(4); // without a key every call adds, as before
  // a key is this cart's: another shopper's add with the same key is taken
  const other = await new Client(server.origin).prime();
  expect(quantity(await other.post(`${SM}/myCart`, { productId: p.id, quantity: 1, idempotencyKey: first }))).toBe(1);
});
