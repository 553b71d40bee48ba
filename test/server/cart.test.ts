import type { Cart, CartLine, ProductDetail } from '../../types/api';
import { SESSION_COOKIE } from '../../server/api/http/session';
import { Client, startServer, type TestServer } from './helpers';
import {
  SM,
  add,
  del,
  optionProduct,
  plainProduct,
  put,
  scarceProduct,
  signIn,
  soldOutProduct,
  taxOf,
} from './checkout-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const db = () => server.app.db;
const lines = (cart: Cart): CartLine[] => Object.values(cart.lineItems);
const cartOf = async (c: Client) => (await c.get(`${SM}/myCart`)).body as Cart;
const lineCount = () => (db().prepare('SELECT COUNT(*) AS n FROM cart_lines').get() as { n: number }).n;

describe('GET myCart', () => {
  test('an anonymous shopper gets an empty cart and no session is created', async () => {
    const client = new Client(server.origin);
    const res = await client.get(`${SM}/myCart`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      currency: 'CAD',
      subtotal: 0,
      discount: 0,
      deliveryFee: 0,
      tax: 0,
      tips: 0,
      storeCredit: 0,
      total: 0,
      itemCount: 0,
      lineItems: {},
      coupon: null,
      orderMethod: null,
    });
    expect(client.jar.has(SESSION_COOKIE)).toBe(false);
  });
});

describe('POST / PUT myCart, POST myCart/delete', () => {
  test('add, add again, update and remove, with totals in minor units', async () => {
    const client = await new Client(server.origin).prime();
    const p = plainProduct(db());
    let res = await add(client, p, 2);
    expect(res.status).toBe(200);
    let cart = res.body as Cart;
    expect(Object.keys(cart.lineItems)).toHaveLength(1);
    const [line] = lines(cart);
    expect(cart.lineItems[line.lineId].lineId).toBe(line.lineId);
    expect(line).toMatchObject({
      productId: p.id,
      optionPair: '',
      quantity: 2,
      unitPrice: p.price,
      lineTotal: 2 * p.price,
      available: true,
    });
    expect(line.name).toEqual(expect.any(String));
    expect(line.nameContent).toEqual({ en: expect.any(String), zh: expect.any(String) });
    expect(cart).toMatchObject({
      itemCount: 2,
      subtotal: 2 * p.price,
      tax: taxOf(2 * p.price),
      total: 2 * p.price + taxOf(2 * p.price),
    });
    expect(Number.isInteger(cart.total)).toBe(true);

    // The same product again: one line, quantities added (the badge counts keys).
    cart = (await add(client, p, 3)).body as Cart;
    expect(Object.keys(cart.lineItems)).toEqual([line.lineId]);
    expect(cart.itemCount).toBe(5);

    const q = plainProduct(db(), 20, 300, 2000, 1);
    cart = (await add(client, q, 1)).body as Cart;
    expect(Object.keys(cart.lineItems)).toHaveLength(2);
    expect(cart.subtotal).toBe(5 * p.price + q.price);

    res = await put(client, `${SM}/myCart`, { lineId: line.lineId, quantity: 1 });
    expect(res.status).toBe(200);
    expect((res.body as Cart).lineItems[line.lineId].quantity).toBe(1);
    expect((res.body as Cart).subtotal).toBe(p.price + q.price);

    res = await client.post(`${SM}/myCart/delete`, { lineId: line.lineId });
    expect(res.status).toBe(200);
    expect(Object.keys((res.body as Cart).lineItems)).toHaveLength(1);
    expect((res.body as Cart).itemCount).toBe(1);

    res = await client.post(`${SM}/myCart/delete`, { lineId: line.lineId });
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toEqual({
      code: 'NOT_FOUND',
      message: 'This item is no longer in your cart',
      field: 'lineId',
    });
    expect((await cartOf(client)).itemCount).toBe(1);
  });

  test('options: required, validated and stored in canonical form', async () => {
    const client = await new Client(server.origin).prime();
    const p = optionProduct(db());
    let res = await client.post(`${SM}/myCart`, { productId: p.id, quantity: 1 });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ code: 'VALIDATION', field: 'optionPair' });
    expect(res.body.errors[0].message).toMatch(/^Choose the .+ first$/);

    res = await client.post(`${SM}/myCart`, { productId: p.id, optionPair: 'flavour:Mint', quantity: 1 });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe('This product has no option "flavour"');

    const [size, colour] = p.optionPair.split('|');
    res = await client.post(`${SM}/myCart`, {
      productId: p.id,
      optionPair: `${colour.toUpperCase()}|${size}`,
      quantity: 2,
    });
    expect(res.status).toBe(200);
    expect(lines(res.body as Cart)[0]).toMatchObject({ productId: p.id, optionPair: p.optionPair, quantity: 2 });
  });

  test('quantity bounds 1..99 and bad input are 400 with messages; nothing is written', async () => {
    const client = await new Client(server.origin).prime();
    const p = plainProduct(db(), 120, 0, 1_000_000);
    await add(client, p, 60);
    const before = await cartOf(client);
    const linesBefore = lineCount();
    const cases: [unknown, string, string][] = [
      [{ productId: p.id, quantity: 0 }, 'quantity', 'Quantity must be >= 1'],
      [{ productId: p.id, quantity: 100 }, 'quantity', 'Quantity must be <= 99'],
      [{ productId: p.id, quantity: 1.5 }, 'quantity', 'Quantity must be an integer'],
      [{ quantity: 1 }, 'productId', 'Product id is required'],
      [{ productId: p.id, quantity: 40 }, 'quantity', 'At most 99 of'],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.post(`${SM}/myCart`, body);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
      expect(res.body.errors[0].message).toContain(message);
    }
    const line = lines(before)[0];
    for (const quantity of [0, 100]) {
      const res = await put(client, `${SM}/myCart`, { lineId: line.lineId, quantity });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('quantity');
    }
    expect(await cartOf(client)).toEqual(before);
    expect(lineCount()).toBe(linesBefore);
  });

  test('stock: more than is left, sold out and unknown products are refused clearly', async () => {
    const client = await new Client(server.origin).prime();
    const scarce = scarceProduct(db());
    let res = await add(client, scarce, scarce.stock + 1);
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toMatchObject({ code: 'CONFLICT', field: 'quantity' });
    expect(res.body.errors[0].message).toMatch(new RegExp(`^Only ${scarce.stock} of .+ left$`));

    res = await add(client, scarce, scarce.stock);
    expect(res.status).toBe(200);
    res = await add(client, scarce, 1);
    expect(res.status).toBe(409);
    expect(res.body.errors[0].message).toContain(`(you have ${scarce.stock} in your cart)`);
    const lineId = lines(await cartOf(client))[0].lineId;
    res = await put(client, `${SM}/myCart`, { lineId, quantity: scarce.stock + 1 });
    expect(res.status).toBe(409);

    const gone = soldOutProduct(db());
    res = await add(client, gone, 1);
    expect(res.status).toBe(409);
    expect(res.body.errors[0].message).toMatch(/ is sold out$/);

    res = await client.post(`${SM}/myCart`, { productId: 999999, quantity: 1 });
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toEqual({
      code: 'NOT_FOUND',
      message: 'This product is not sold any more',
      field: 'productId',
    });
    expect((await cartOf(client)).itemCount).toBe(scarce.stock);
  });

  test('a write without the XSRF header is refused and writes nothing', async () => {
    const client = await new Client(server.origin).prime();
    const res = await client.post(`${SM}/myCart`, { productId: plainProduct(db()).id, quantity: 1 }, { xsrf: false });
    expect(res.status).toBe(403);
    expect((await cartOf(client)).itemCount).toBe(0);
  });
});

describe('a signed-in shopper’s cart follows the shopper', () => {
  test('signing in takes the anonymous cart along; signing out hides it; another browser sees it', async () => {
    const p = plainProduct(db(), 20, 300, 2000, 2);
    const browser = await new Client(server.origin).prime();
    await add(browser, p, 2);
    await signIn(browser);
    const signedIn = await cartOf(browser);
    expect(lines(signedIn).find((l) => l.productId === p.id)?.quantity).toBe(2);

    await browser.get('/common3/logout');
    expect((await cartOf(browser)).itemCount).toBe(0);

    const phone = await new Client(server.origin).prime();
    await signIn(phone);
    expect(await cartOf(phone)).toEqual(signedIn);
    // Clean up for other tests using the demo shopper.
    for (const l of lines(signedIn)) await phone.post(`${SM}/myCart/delete`, { lineId: l.lineId });
  });
});

describe('group-buy carts', () => {
  test('myCart/fc/{id}: an unknown campaign is 404, changing a campaign cart needs sign-in (server/campaigns.test.ts has the rest)', async () => {
    const client = await new Client(server.origin).prime();
    const unknown = await client.get(`${SM}/myCart/fc/777`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].message).toBe('This group-buy campaign does not exist');
    for (const res of [
      await client.post(`${SM}/myCart/fc/1`, { campaignProductItemId: 1, quantity: 1 }),
      await put(client, `${SM}/myCart/fc/1`, { lineId: 'x', quantity: 1 }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.errors[0].message).toBe('Sign in to start or join a group');
    }
    expect((await del(client, `${SM}/myCart`)).status).toBe(404);
  });
});

describe('a larger size costs more', () => {
  test('the Large tea set: the product page says what the cart charges', async () => {
    const client = await new Client(server.origin).prime();
    const detail = (await client.get('/productDetailManagement/productDetail/1')).body as ProductDetail;
    const large = detail.options.find((o) => o.name === 'size')!.values.find((v) => v.value === 'Large')!;
    expect(large.priceDelta).toBe(3000);
    const res = await client.post('/shoppingManagement4/myCart', {
      productId: 1,
      optionPair: 'size:Large|colour:Celadon',
      quantity: 2,
    });
    expect(res.status).toBe(200);
    const line = Object.values((res.body as Cart).lineItems).find(
      (l: CartLine) => l.optionPair === 'size:Large|colour:Celadon',
    )!;
    expect(line.unitPrice).toBe(detail.price + 3000);
    expect(line.lineTotal).toBe((detail.price + 3000) * 2);
  });
});
