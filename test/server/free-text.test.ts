/**
 * One text rule for every free-text field, over HTTP: no text-direction controls (U+202E and its
 * kin) in a billing street or city, an order comment or a checkout comment, as in names; a field
 * that must not be blank needs a character that shows (a name of only U+200B is blank). Passwords
 * keep any character they were set with.
 */
import { Client, registerShopper, startServer, type TestServer } from './helpers';
import { SM, newKey, placeOrder } from './checkout-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const BILLING = {
  firstName: 'Ada',
  lastName: 'Lee',
  streetNumberAndNameDetails: '1 King St',
  city: 'Toronto',
  province: 'ON',
  postCode: 'M5H 1A1',
  country: 'CA',
};

const fieldOf = (res: { status: number; body: { errors?: { field?: string }[] } }) => [
  res.status,
  res.body.errors?.[0]?.field,
];

test.each([['\u202E'], ['\u2066'], ['\u200F'], ['\u061C']])(
  'a direction control (%j) is refused in a billing street and city, an order comment and a checkout comment',
  async (mark) => {
    const { client: c, order } = await placeOrder(server);
    const billing = `/shoppingManagement4/billing/${order.orderID}`;
    expect((await c.post(billing, BILLING)).status).toBe(200);
    expect(fieldOf(await c.post(billing, { ...BILLING, streetNumberAndNameDetails: `1 King${mark} St` }))).toEqual([
      400,
      'streetNumberAndNameDetails',
    ]);
    expect(fieldOf(await c.post(billing, { ...BILLING, city: `Tor${mark}onto` }))).toEqual([400, 'city']);
    const comment = `/admin/orderManagement/addComment/${order.orderID}`;
    expect(fieldOf(await c.put(comment, { comment: `Leave at ${mark}door` }))).toEqual([400, 'comment']);
    expect((await c.put(comment, { comment: 'Leave at the door' })).status).toBe(200);
    const g = await new Client(server.origin).prime();
    expect(fieldOf(await g.post(`${SM}/updateCustomerComment`, { comment: `no ${mark}onions` }))).toEqual([
      400,
      'comment',
    ]);
    expect((await g.post(`${SM}/updateCustomerComment`, { comment: 'no onions' })).status).toBe(200);
  },
);

test.each([['\u200B'], ['\u200B\u200C'], ['\uFEFF'], [' \u2060 ']])(
  'a name of only invisible characters (%j) is blank: refused at registration and in the billing address',
  async (blank) => {
    const c = await new Client(server.origin).prime();
    const reg = await c.post('/common3/clientRegistration', {
      email: `blank-${newKey()}@example.com`,
      password: 'correct horse',
      firstName: blank,
      lastName: 'Lin',
    });
    expect(fieldOf(reg)).toEqual([400, 'firstName']);
    expect(reg.body.errors[0].message).toBe('First name must not be blank');
    const { client, order } = await placeOrder(server);
    expect(
      fieldOf(await client.post(`/shoppingManagement4/billing/${order.orderID}`, { ...BILLING, lastName: blank })),
    ).toEqual([400, 'lastName']);
  },
);

test('a password keeps any character: one with a direction mark registers and signs in', async () => {
  const c = new Client(server.origin);
  const email = `pw-${newKey()}@example.com`;
  await registerShopper(c, server.app.db, { email, password: 'pass\u202Eword', firstName: 'Pat', lastName: 'Lee' });
  const again = await new Client(server.origin).prime();
  expect((await again.post('/common3/signon', { email, password: 'pass\u202Eword' })).status).toBe(200);
});
