/**
 * State-changing GETs of the spec (defect 5): requestSnapPayPrePayment/* and
 * common3/logout refuse cross-site requests (Sec-Fetch-Site, else Origin); and whichever channel
 * was requested last, an approval on any channel's pay page pays an unpaid order exactly once.
 */
import type { PaymentRequestResponse } from '../../types/api';
import { Client, startServer, type TestServer } from './helpers';
import { SM, decide, placeOrder, plainProduct, signIn } from './checkout-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const SNAP = `${SM}/requestSnapPayPrePayment/webpay/ALIPAY`;
const channelOf = (id: string) =>
  server.app.db.prepare('SELECT payment_channel, payment_status FROM orders WHERE id = ?').get(Number(id)) as {
    payment_channel: string | null;
    payment_status: string;
  };

describe('state-changing GETs refuse cross-site requests', () => {
  test.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
  ])('requestSnapPayPrePayment with %s: 403, the order keeps its channel', async (_label, headers) => {
    const { client, order } = await placeOrder(server);
    await client.post(`${SM}/requestOPayH5Payment`, { orderID: order.orderID });
    const res = await client.get(`${SNAP}?orderID=${order.orderID}`, { headers });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [{ code: 'XSRF', message: 'This request must come from the store’s own pages' }],
    });
    expect(channelOf(order.orderID).payment_channel).toBe('opay_h5');
  });

  test.each([
    ['same-origin fetch', { 'sec-fetch-site': 'same-origin' }],
    ['same-site fetch', { 'sec-fetch-site': 'same-site' }],
    ['the mini-program (no browser headers)', {}],
  ])('requestSnapPayPrePayment works for %s', async (_label, headers) => {
    const { client, order } = await placeOrder(server);
    const res = await client.get(`${SNAP}?orderID=${order.orderID}`, {
      headers: { ...headers, origin: server.origin },
    });
    expect(res.status).toBe(200);
    expect(channelOf(order.orderID).payment_channel).toBe('snappay_h5');
  });

  test('joinAffiliatedReferralGoup, couponVerification and changeLocale from another site are refused', async () => {
    const c = await new Client(server.origin).prime();
    await signIn(c);
    const cross = { headers: { 'sec-fetch-site': 'cross-site' } };
    type Group = { id: number; joined: boolean };
    const joined = async () =>
      ((await c.get('/admin/userManagement/affiliatedReferralGoups')).body as Group[]).find((g) => g.joined)?.id;
    const before = await joined();
    const other = ((await c.get('/admin/userManagement/affiliatedReferralGoups')).body as Group[]).find(
      (g) => !g.joined,
    )!;
    for (const path of [
      `/admin/userManagement/joinAffiliatedReferralGoup/${other.id}`,
      `${SM}/couponVerification/WELCOME10`,
      '/common3/changeLocale/zh',
    ]) {
      const res = await c.get(path, cross);
      expect([path, res.status, res.body.errors?.[0]?.code]).toEqual([path, 403, 'XSRF']);
    }
    expect(await joined()).toBe(before);
    expect((await c.get('/common3/appInfoInit')).body.appContent.system.appMessage.currentLocale).toBe('en');
    expect((await c.get('/common3/changeLocale/zh', { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(
      200,
    );
  });

  test('logout from another site is refused; from the store it signs out', async () => {
    const c = await new Client(server.origin).prime();
    await signIn(c);
    const forged = await c.get('/common3/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(forged.status).toBe(403);
    expect((await c.get('/admin/orderManagement/orders/count')).status).toBe(200);
    expect((await c.get(`/admin/orderManagement/customer/x/orders`)).status).toBe(404); // still signed in: 404, not 401
    const own = await c.get('/common3/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect((await c.get(`/admin/orderManagement/customer/x/orders`)).status).toBe(401);
  });
});

describe('an approval on any channel pays an unpaid order, exactly once', () => {
  test('OPay page approved after SnapPay was requested last: paid once; the later approval changes nothing', async () => {
    const { client, order } = await placeOrder(server, undefined, 4);
    const id = order.orderID;
    const p = plainProduct(server.app.db);
    const stock = () =>
      (
        server.app.db
          .prepare("SELECT quantity FROM product_inventory WHERE product_id = ? AND option_pair = ''")
          .get(p.id) as { quantity: number }
      ).quantity;
    const before = stock();
    const opay = (await client.post(`${SM}/requestOPayH5Payment`, { orderID: id })).body as PaymentRequestResponse;
    const snap = (await client.get(`${SNAP}?orderID=${id}`)).body as PaymentRequestResponse;
    expect(channelOf(id).payment_channel).toBe('snappay_h5');

    const first = await decide(client, opay.payUrl, 'approve');
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/confirmation/${id}?from_source=opay_h5X${id}`);
    expect(channelOf(id)).toEqual({ payment_channel: 'opay_h5', payment_status: 'PAID_ONLINE' });
    expect(stock()).toBe(before - 4);

    // The SnapPay page, opened before the payment, now only returns to the store.
    const page = await client.raw('GET', snap.payUrl);
    expect(page.status).toBe(303);
    expect(channelOf(id)).toEqual({ payment_channel: 'opay_h5', payment_status: 'PAID_ONLINE' });
    expect(stock()).toBe(before - 4);
  });

  test('a decline on a page the shopper has left does not fail the order paid on the newer channel', async () => {
    const { client, order } = await placeOrder(server);
    const id = order.orderID;
    const opay = (await client.post(`${SM}/requestOPayH5Payment`, { orderID: id })).body as PaymentRequestResponse;
    const snap = (await client.get(`${SNAP}?orderID=${id}`)).body as PaymentRequestResponse;
    await decide(client, opay.payUrl, 'decline');
    expect(channelOf(id)).toEqual({ payment_channel: 'snappay_h5', payment_status: 'NOT_PAID' });
    await decide(client, snap.payUrl, 'approve');
    expect(channelOf(id)).toEqual({ payment_channel: 'snappay_h5', payment_status: 'PAID_ONLINE' });
  });
});

describe('GET forgotPassword mails only from the store’s own pages', () => {
  const mails = () =>
    (
      server.app.db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE subject = 'Reset your password'").get() as {
        n: number;
      }
    ).n;

  test.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
  ])('with %s: 403 and no mail; the app’s own call still mails', async (_label, headers) => {
    const before = mails();
    const c = await new Client(server.origin).prime();
    const foreign = await c.get('/common3/forgotPassword?emailID=demo%40example.com', { headers });
    expect(foreign.status).toBe(403);
    const own = await new Client(server.origin)
      .prime()
      .then((d) =>
        d.get('/common3/forgotPassword?emailID=demo%40example.com', { headers: { 'sec-fetch-site': 'same-origin' } }),
      );
    expect(own.status).toBe(200);
    for (let i = 0; i < 50 && mails() === before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(mails()).toBe(before + 1);
  });

  test('from an old browser that names neither Sec-Fetch-Site nor Origin: 403 and no mail without the token; with it, mail', async () => {
    const before = mails();
    // the shopper's cookies go along (a cross-site <img> in an old browser), but no page of another
    // site can read the token to send with them
    const c = await new Client(server.origin).prime();
    const forged = await c.get('/common3/forgotPassword?emailID=demo%40example.com', { xsrf: false });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ errors: [{ code: 'XSRF' }] });
    await new Promise((r) => setTimeout(r, 200));
    expect(mails()).toBe(before);
    const own = await c.get('/common3/forgotPassword?emailID=demo%40example.com');
    expect(own.status).toBe(200);
    for (let i = 0; i < 50 && mails() === before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(mails()).toBe(before + 1);
  });
});
