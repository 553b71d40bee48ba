/**
 * Helpers for the cart, checkout and payment server tests: PUT/DELETE on the API, products picked
 * from the seeded catalogue by what a test needs, and a checkout filled in up to reserve.
 */
import type { Db } from '../../server/api/db';
import type { Billing, CheckoutConfig, ReserveResponse } from '../../types/api';
import { API_BASE_PATH } from '../../types/api';
import { Client, type Res, type TestServer } from './helpers';

export const put = (c: Client, p: string, body?: unknown) => c.raw('PUT', API_BASE_PATH + p, { body });
export const del = (c: Client, p: string) => c.raw('DELETE', API_BASE_PATH + p);

export const SM = '/shoppingManagement4';

export interface PickedProduct {
  id: number;
  price: number;
  stock: number;
  optionPair: string;
}

/** An active product without options with at least `minStock` in stock, priced in [minPrice, maxPrice]. */
export function plainProduct(db: Db, minStock = 20, minPrice = 300, maxPrice = 2000, skip = 0): PickedProduct {
  const row = db
    .prepare<[number, number, number, number], { id: number; price: number; stock: number }>(
      `SELECT p.id, p.price, i.quantity AS stock FROM products p JOIN product_inventory i ON i.product_id = p.id
       WHERE p.options = '[]' AND p.record_status = 'ACTIVE' AND p.product_type = 'PRODUCT' AND i.quantity >= ?
         AND p.price BETWEEN ? AND ? ORDER BY p.id LIMIT 1 OFFSET ?`,
    )
    .get(minStock, minPrice, maxPrice, skip);
  if (!row) throw new Error('no such product in the seed');
  return { ...row, optionPair: '' };
}

/** A product without options whose stock is between 1 and 5. */
export function scarceProduct(db: Db): PickedProduct {
  const row = db
    .prepare<[], { id: number; price: number; stock: number }>(
      `SELECT p.id, p.price, i.quantity AS stock FROM products p JOIN product_inventory i ON i.product_id = p.id
       WHERE p.options = '[]' AND p.record_status = 'ACTIVE' AND p.product_type = 'PRODUCT' AND i.quantity BETWEEN 1 AND 5
       ORDER BY p.id LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('no scarce product in the seed');
  return { ...row, optionPair: '' };
}

/** Makes a product sold out (stock 0) for a test. */
export function soldOutProduct(db: Db): PickedProduct {
  const p = plainProduct(db, 1, 0, 1_000_000, 5);
  db.prepare("UPDATE product_inventory SET quantity = 0 WHERE product_id = ? AND option_pair = ''").run(p.id);
  return { ...p, stock: 0 };
}

/** A product with two options (size and colour) and a combination in stock (>= 5). */
export function optionProduct(db: Db): PickedProduct & { options: { name: string; values: { value: string }[] }[] } {
  const row = db
    .prepare<[], { id: number; price: number; stock: number; option_pair: string; options: string }>(
      `SELECT p.id, p.price, i.quantity AS stock, i.option_pair, p.options FROM products p
       JOIN product_inventory i ON i.product_id = p.id
       WHERE p.record_status = 'ACTIVE' AND p.product_type = 'PRODUCT' AND i.quantity >= 5 AND i.option_pair LIKE 'size:%|colour:%'
       ORDER BY p.id LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('no option product in the seed');
  return {
    id: row.id,
    price: row.price,
    stock: row.stock,
    optionPair: row.option_pair,
    options: JSON.parse(row.options),
  };
}

export async function signIn(c: Client): Promise<string> {
  const res = await c.post('/common3/signon', { email: 'demo@example.com', password: 'demo1234' });
  if (res.status !== 200) throw new Error(`sign in failed: ${res.status}`);
  return res.body.userID as string;
}

export async function add(c: Client, p: PickedProduct, quantity: number): Promise<Res> {
  return c.post(`${SM}/myCart`, { productId: p.id, optionPair: p.optionPair || undefined, quantity });
}

export const CONTACT = { firstName: 'Ada', lastName: 'Lee', email: 'ada@example.com', phone: '+1 416 555 0100' };

/** Pickup at the first pickup store, first offered slot, contact info: ready to reserve. */
export async function fillPickup(c: Client, contact = CONTACT): Promise<Billing> {
  const config = (await c.get(`${SM}/checkoutConfig`)).body as CheckoutConfig;
  const store = config.pickupLocations[0];
  await c.post(`${SM}/updateOrderMethod`, { orderMethod: 'PICKUP', locationId: store.id });
  const day = config.pickupTimeSlots[0];
  await c.post(`${SM}/orderPickupDateTime`, { date: day.date, time: day.slots[0].start });
  const res = await c.post(
    `${SM}/orderContactInfo?methodName=PICKUP&localStoreName=${encodeURIComponent(store.localStoreName)}`,
    contact,
  );
  if (res.status !== 200) throw new Error(`contact failed: ${res.text}`);
  return res.body as Billing;
}

let keyCounter = 0;
export const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

/** A fresh shopper with `quantity` of a product in the cart, pickup filled in, order reserved. */
export async function placeOrder(
  server: TestServer,
  c?: Client,
  quantity = 4,
): Promise<{ client: Client; order: ReserveResponse }> {
  const client = c ?? (await new Client(server.origin).prime());
  await add(client, plainProduct(server.app.db), quantity);
  await fillPickup(client);
  const res = await client.post(`${SM}/reserve`, { idempotencyKey: newKey() });
  if (res.status !== 201) throw new Error(`reserve failed: ${res.status} ${res.text}`);
  return { client, order: res.body as ReserveResponse };
}

export function taxOf(amount: number): number {
  return Math.floor((amount * 1300 * 2 + 10000) / 20000);
}

/** Opens the sandbox pay page and answers it like a shopper's browser (a plain form post). */
export async function decide(c: Client, payUrl: string, decision: 'approve' | 'decline'): Promise<Res> {
  const page = await c.raw('GET', payUrl);
  expect(page.status).toBe(200);
  const attempt = /name="attempt" value="([^"]+)"/.exec(page.text)![1];
  const action = /<form method="post" action="([^"]+)"/.exec(page.text)![1];
  const res = await fetch(c.origin + action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: c.cookieHeader() },
    body: new URLSearchParams({ attempt, decision }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, headers: res.headers, setCookies: [], body: null, text: await res.text() };
}
