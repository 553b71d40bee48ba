/**
 * Stock holds (defect 2): pay-at-store takes stock without payment, so the hold is
 * limited in time and quantity (checkout settings `payAtStoreHold`), goes back to stock exactly
 * once on cancel or expiry, and needs a contact the store can reach (or sign-in, as configured).
 */
import type { Db } from '../../server/api/db';
import { mailTo } from '../../server/api/models/outbox';
import { CHECKOUT_SETTINGS } from '../../server/api/seed/checkout';
import { Client, startServer, type TestServer } from './helpers';
import {
  CONTACT,
  SM,
  add,
  fillPickup,
  newKey,
  plainProduct,
  put,
  signIn,
  type PickedProduct,
} from './checkout-helpers';

const stockOf = (db: Db, p: PickedProduct) =>
  (
    db.prepare("SELECT quantity FROM product_inventory WHERE product_id = ? AND option_pair = ''").get(p.id) as {
      quantity: number;
    }
  ).quantity;

function setHold(db: Db, hold: Partial<typeof CHECKOUT_SETTINGS.payAtStoreHold>): void {
  const current = JSON.parse(
    (db.prepare("SELECT value FROM checkout_settings WHERE key = 'checkout'").get() as { value: string }).value,
  );
  const next = { ...current, payAtStoreHold: { ...CHECKOUT_SETTINGS.payAtStoreHold, ...hold } };
  db.prepare("UPDATE checkout_settings SET value = ? WHERE key = 'checkout'").run(JSON.stringify(next));
}

let shopper = 0;
/** A contact of its own, so each test's holds count alone. */
const contact = () => ({ ...CONTACT, email: `holder${++shopper}@example.com` });

describe('pay-at-store stock holds', () => {
  let server: TestServer;
  const db = () => server.app.db;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());
  afterEach(() => setHold(db(), {}));

  async function holdOrder(
    quantity: number,
    skip = 0,
    email?: string,
  ): Promise<{ c: Client; p: PickedProduct; orderID: string; before: number }> {
    const c = await new Client(server.origin).prime();
    const p = plainProduct(db(), 40, 1000, 1_000_000, skip);
    const before = stockOf(db(), p);
    await add(c, p, quantity);
    await fillPickup(c, email ? { ...CONTACT, email } : contact());
    const res = await c.post(`${SM}/reserve`, { idempotencyKey: newKey(), payAtStore: true });
    expect(res.body).toMatchObject({ status: 'NEW' });
    return { c, p, orderID: res.body.orderID, before };
  }

  test('the default hold: at most 10 items, 24 hours (values quoted from the settings)', () => {
    expect(CHECKOUT_SETTINGS.payAtStoreHold).toEqual({ minutes: 1440, maxQuantity: 10, requires: 'contact' });
  });

  test('cancelling a held order returns its stock, exactly once', async () => {
    const { c, p, orderID, before } = await holdOrder(6);
    expect(stockOf(db(), p)).toBe(before - 6);
    const cancel = await put(c, `/admin/orderManagement/cancelOrder/${orderID}`);
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('CANCELLED');
    expect(stockOf(db(), p)).toBe(before);
    const again = await put(c, `/admin/orderManagement/cancelOrder/${orderID}`);
    expect(again.status).toBe(409);
    expect(stockOf(db(), p)).toBe(before);
  });

  test('an expired hold is cancelled and its stock returns, exactly once', async () => {
    const { c, p, orderID, before } = await holdOrder(5, 1);
    expect(stockOf(db(), p)).toBe(before - 5);
    db()
      .prepare('UPDATE orders SET hold_expires_at = ? WHERE id = ?')
      .run(new Date(Date.now() - 1000).toISOString(), Number(orderID));
    // Any shopper's next look at the product sees the stock back.
    const other = new Client(server.origin);
    await other.get(`/productManagement/product/${p.id}`);
    expect(stockOf(db(), p)).toBe(before);
    const order = await c.get(`/admin/orderManagement/order/${orderID}`);
    expect(order.body).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PAY_AT_STORE' });
    await other.get(`/productManagement/product/${p.id}`);
    expect(stockOf(db(), p)).toBe(before);
    // Cancelling it afterwards returns nothing more.
    expect((await put(c, `/admin/orderManagement/cancelOrder/${orderID}`)).status).toBe(409);
    expect(stockOf(db(), p)).toBe(before);
  });

  test('more than the cap cannot be held without payment; paying online still works', async () => {
    const c = await new Client(server.origin).prime();
    const p = plainProduct(db(), 40, 1000, 1_000_000, 2);
    const before = stockOf(db(), p);
    await add(c, p, 36);
    await fillPickup(c, contact());
    const res = await c.post(`${SM}/reserve`, { idempotencyKey: newKey(), payAtStore: true });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      field: 'payAtStore',
      message: 'At most 10 items can be held to pay at the store; pay online for more',
    });
    expect(stockOf(db(), p)).toBe(before);
    const online = await c.post(`${SM}/reserve`, { idempotencyKey: newKey() });
    expect(online.status).toBe(201);
  });

  test('a contact’s holds count together: a second hold past the cap is refused', async () => {
    const first = await holdOrder(8, 3, 'twice@example.com');
    expect(first.orderID).toBeTruthy();
    const c = await new Client(server.origin).prime();
    await add(c, plainProduct(db(), 40, 1000, 1_000_000, 4), 3);
    await fillPickup(c, { ...CONTACT, email: 'TWICE@example.com' }); // the same contact, another session
    const res = await c.post(`${SM}/reserve`, { idempotencyKey: newKey(), payAtStore: true });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].message).toBe('At most 10 items can be held to pay at the store; pay online for more');
  });

  test('the contact is told how long the items are held', async () => {
    const { orderID } = await holdOrder(1, 5, 'told@example.com');
    const mail = mailTo(db(), 'told@example.com').find((m) => m.subject.includes(`#${orderID}`));
    expect(mail?.subject).toBe(`Order #${orderID}: held for you to pay at the store`);
    expect(mail?.text).toMatch(/held until/);
  });

  test('a pickup time after the hold ends cannot be paid at the store', async () => {
    setHold(db(), { minutes: 1 });
    const c = await new Client(server.origin).prime();
    await add(c, plainProduct(db(), 40, 1000, 1_000_000, 6), 1);
    await fillPickup(c, contact());
    const res = await c.post(`${SM}/reserve`, { idempotencyKey: newKey(), payAtStore: true });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      field: 'payAtStore',
      message: 'To pay at the store, choose a pickup time within 1 minutes',
    });
  });

  test('a store that requires sign-in refuses guests and accepts a signed-in shopper', async () => {
    setHold(db(), { requires: 'sign-in' });
    const guest = await new Client(server.origin).prime();
    await add(guest, plainProduct(db(), 40, 1000, 1_000_000, 7), 1);
    await fillPickup(guest, contact());
    const refused = await guest.post(`${SM}/reserve`, { idempotencyKey: newKey(), payAtStore: true });
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0].message).toBe('Sign in to pay at the store');
    const member = await new Client(server.origin).prime();
    await signIn(member);
    await add(member, plainProduct(db(), 40, 1000, 1_000_000, 7), 1);
    await fillPickup(member, contact());
    const ok = await member.post(`${SM}/reserve`, { idempotencyKey: newKey(), payAtStore: true });
    expect(ok.status).toBe(201);
  });
});
