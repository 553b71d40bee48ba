import type { Order, OrderList, PaymentRequestResponse, ReserveResponse } from '../../types/api';
import { OPAY_TEST_NO_STATUS_ORDER_ID } from '../../types/checkout';
import { Client, startServer, type Res, type TestServer } from './helpers';
import { SM, add, decide, fillPickup, newKey, placeOrder, plainProduct, put, signIn } from './checkout-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const OM = '/admin/orderManagement';
const RETURN = 'http://127.0.0.1/confirmation/1?from_source=x';

const check = (c: Client, call: string, orderID: string) => c.post(`${SM}/${call}`, { orderID, returnUrlInfo: RETURN });

describe('H5 sandbox channels', () => {
  test('OPay approve: pay page, 303 to the confirmation URL exactly, NEW / PAID_ONLINE, cart emptied', async () => {
    const { client, order } = await placeOrder(server);
    const id = order.orderID;
    const req = await client.post(`${SM}/requestOPayH5Payment`, { orderID: id });
    expect(req.status).toBe(200);
    const { payUrl } = req.body as PaymentRequestResponse;
    expect(req.body).toMatchObject({ orderID: id, channel: 'opay_h5' });
    expect(payUrl).toMatch(new RegExp(`^/sandbox/pay/opay_h5/${id}\\?attempt=[A-Za-z0-9_-]+$`));

    const page = await client.raw('GET', payUrl);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.text).toContain(`CAD ${(order.total / 100).toFixed(2)}`);
    expect(page.text).toContain('aria-label="Approve"');
    expect(page.text).toContain('aria-label="Decline"');
    expect(page.text).toContain('确认支付');

    expect((await check(client, 'checkOPayPaymentStatus', id)).body).toEqual({
      orderID: id,
      status: 'INTERIM',
      paymentStatus: 'NOT_PAID',
    });
    const res = await decide(client, payUrl, 'approve');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/confirmation/${id}?from_source=opay_h5X${id}`);
    expect((await check(client, 'checkOPayPaymentStatus', id)).body).toEqual({
      orderID: id,
      status: 'NEW',
      paymentStatus: 'PAID_ONLINE',
    });
    expect((await client.get(`${SM}/myCart`)).body.itemCount).toBe(0);

    // Back on the pay page, or a second tap: straight back to the store, nothing changes.
    const again = await client.raw('GET', payUrl);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`/confirmation/${id}?from_source=opay_h5X${id}`);
    const paidAgain = await client.post(`${SM}/requestOPayH5Payment`, { orderID: id });
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.errors[0].message).toBe('This order is already paid');
  });

  test('decline: FAILED / FAILED, the cart stays, the order cannot be paid again', async () => {
    const { client, order } = await placeOrder(server);
    const id = order.orderID;
    const { payUrl } = (await client.post(`${SM}/requestCitconH5Payment`, { orderID: id }))
      .body as PaymentRequestResponse;
    const res = await decide(client, payUrl, 'decline');
    expect(res.headers.get('location')).toBe(`/confirmation/${id}?from_source=citcon_classic_h5X${id}`);
    expect((await check(client, 'checkCitconPaymentStatus', id)).body).toEqual({
      orderID: id,
      status: 'FAILED',
      paymentStatus: 'FAILED',
    });
    expect((await client.get(`${SM}/myCart`)).body.itemCount).toBe(4);
    expect((await client.post(`${SM}/requestCitconH5Payment`, { orderID: id })).status).toBe(409);
    // Back to the cart, place again: a new order.
    const retry = await client.post(`${SM}/reserve`, { idempotencyKey: newKey() });
    expect(retry.status).toBe(201);
    expect(retry.body.orderID).not.toBe(id);
  });

  test('the pay page names its icon, and its policy allows that icon (no /favicon.ico refused by default-src none)', async () => {
    const { client, order } = await placeOrder(server);
    const req = await client.post(`${SM}/requestOPayH5Payment`, { orderID: order.orderID });
    const page = await client.raw('GET', (req.body as PaymentRequestResponse).payUrl);
    const icon = /<link rel="icon" href="([^"]+)">/.exec(page.text)?.[1];
    expect(icon).toBe('data:,');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/(^|;)\s*img-src data:\s*(;|$)/);
  });

  test('every channel: request answers its pay page; its check answers the order state', async () => {
    const { client, order } = await placeOrder(server);
    const id = order.orderID;
    const cases: [string, () => Promise<Res>, string, string][] = [
      ['ott_h5', () => client.post(`${SM}/requestOTTH5Payment`, { orderID: id }), 'checkOttPaymentStatus', ''],
      ['iot_h5', () => client.post(`${SM}/requestIOTPayH5Payment`, { orderID: id }), 'checkIOTPayPaymentStatus', ''],
      [
        'citcon_classic_h5',
        () => client.post(`${SM}/requestCitconH5Payment`, { orderID: id }),
        'checkCitconPaymentStatus',
        '',
      ],
      ['opay_h5', () => client.post(`${SM}/requestOPayH5Payment`, { orderID: id }), 'checkOPayPaymentStatus', ''],
      [
        'snappay_h5',
        () => client.get(`${SM}/requestSnapPayPrePayment/h5pay/WECHATPAY?orderID=${id}`),
        'checkSnapPayPaymentStatus',
        'WECHATPAY',
      ],
      [
        'snappay_h5',
        () => client.get(`${SM}/requestSnapPayPrePayment/webpay/ALIPAY`),
        'checkSnapPayPaymentStatus',
        'ALIPAY',
      ],
      [
        'snappay_h5',
        () => client.get(`${SM}/requestSnapPayPrePayment/webpay/UNIONPAY?orderID=${id}`),
        'checkSnapPayPaymentStatus',
        'UNIONPAY',
      ],
    ];
    for (const [channel, request, checkCall, method] of cases) {
      const res = await request();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        orderID: id,
        channel,
        payUrl: expect.stringMatching(new RegExp(`^/sandbox/pay/${channel}/${id}\\?attempt=`)),
      });
      const page = await client.raw('GET', res.body.payUrl);
      if (method) expect(page.text).toContain(method);
      const status = await client.post(`${SM}/${checkCall}`, { orderID: id, returnUrlInfo: RETURN, status: 'SUCCESS' });
      expect(status.body).toEqual({ orderID: id, status: 'INTERIM', paymentStatus: 'NOT_PAID' });
    }
    // The last request (SnapPay UnionPay) is the one whose page decides.
    const last = (await client.get(`${SM}/requestSnapPayPrePayment/webpay/UNIONPAY?orderID=${id}`))
      .body as PaymentRequestResponse;
    const res = await decide(client, last.payUrl, 'approve');
    expect(res.headers.get('location')).toBe(`/confirmation/${id}?from_source=snappay_h5X${id}`);
    const paid = (await client.get(`${OM}/order/${id}`)).body as Order;
    expect(paid).toMatchObject({
      status: 'NEW',
      paymentStatus: 'PAID_ONLINE',
      paymentChannel: 'snappay_h5',
      paymentMethod: 'UNIONPAY',
    });
  });

  test('checks: bad bodies are 400, other shoppers’ orders 404, the OPay test id omits paymentStatus', async () => {
    const { client, order } = await placeOrder(server);
    const stranger = await new Client(server.origin).prime();
    for (const res of [
      await check(stranger, 'checkOttPaymentStatus', order.orderID),
      await stranger.post(`${SM}/requestOPayH5Payment`, { orderID: order.orderID }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.errors[0].message).toBe(`Order ${order.orderID} not found`);
    }
    const bad = await client.post(`${SM}/checkOttPaymentStatus`, { orderID: order.orderID });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({
      code: 'VALIDATION',
      field: 'returnUrlInfo',
      message: 'Return url info is required',
    });
    const opay = await check(client, 'checkOPayPaymentStatus', OPAY_TEST_NO_STATUS_ORDER_ID);
    expect(opay.body).toEqual({ orderID: OPAY_TEST_NO_STATUS_ORDER_ID, status: 'INTERIM' });
    const forged = await fetch(`${server.origin}/sandbox/pay/opay_h5/${order.orderID}?attempt=forged-token`);
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain('This payment link is not valid');
  });
});

describe('payment delay (Pending is real)', () => {
  test('the order stays INTERIM / NOT_PAID until the delay has passed', async () => {
    const slow = await startServer({ paymentDelayMs: 700 });
    try {
      const { client, order } = await placeOrder(slow);
      const id = order.orderID;
      const { payUrl } = (await client.post(`${SM}/requestIOTPayH5Payment`, { orderID: id }))
        .body as PaymentRequestResponse;
      const res = await decide(client, payUrl, 'approve');
      expect(res.headers.get('location')).toBe(`/confirmation/${id}?from_source=iot_h5X${id}`);
      expect((await check(client, 'checkIOTPayPaymentStatus', id)).body).toEqual({
        orderID: id,
        status: 'INTERIM',
        paymentStatus: 'NOT_PAID',
      });
      const cancel = await put(client, `${OM}/cancelOrder/${id}`);
      expect(cancel.status).toBe(409);
      await new Promise((r) => setTimeout(r, 900));
      expect((await check(client, 'checkIOTPayPaymentStatus', id)).body).toEqual({
        orderID: id,
        status: 'NEW',
        paymentStatus: 'PAID_ONLINE',
      });
    } finally {
      await slow.close();
    }
  });
});

describe('WeChat mini-program', () => {
  test('requestPayment parameters of the real shape; success and error reports', async () => {
    const { client, order } = await placeOrder(server);
    const openId = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';
    const res = await client.post(`${SM}/requestWeChatMiniProgramPayment`, {
      orderID: order.orderID,
      weChatOpenId: openId,
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['nonceStr', 'package', 'paySign', 'signType', 'timeStamp']);
    expect(res.body.timeStamp).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(res.body.timeStamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(res.body.nonceStr).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(res.body.package).toMatch(/^prepay_id=wx\d{14}[0-9a-f]{22}$/);
    expect(res.body.signType).toBe('RSA');
    expect(Buffer.from(res.body.paySign, 'base64')).toHaveLength(256);

    const wrong = await client.post(`${SM}/processWeChatMiniProgramPayment/success`, {
      orderID: order.orderID,
      weChatOpenId: 'someone-else',
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.errors[0].field).toBe('weChatOpenId');
    const ok = await client.post(`${SM}/processWeChatMiniProgramPayment/success`, {
      orderID: order.orderID,
      weChatOpenId: openId,
    });
    expect(ok.body).toEqual({ orderID: order.orderID, status: 'NEW', paymentStatus: 'PAID_ONLINE' });

    const second = await placeOrder(server, client);
    await client.post(`${SM}/requestWeChatMiniProgramPayment`, { orderID: second.order.orderID, weChatOpenId: openId });
    const failed = await client.post(`${SM}/processWeChatMiniProgramPayment/error`, {
      orderID: second.order.orderID,
      weChatOpenId: openId,
      errorMessage: 'requestPayment:fail cancel',
    });
    expect(failed.body).toEqual({ orderID: second.order.orderID, status: 'FAILED', paymentStatus: 'FAILED' });
  });
});

describe('store credit payment', () => {
  test('pays the amount due with credit; balance and history follow', async () => {
    const c = await new Client(server.origin).prime();
    await signIn(c);
    const p = plainProduct(server.app.db, 20, 300, 500);
    await add(c, p, 4);
    await fillPickup(c);
    await c.post(`${SM}/applyStoreCredit`, { amount: 200 });
    const order = (await c.post(`${SM}/reserve`, { idempotencyKey: newKey() })).body as ReserveResponse;
    expect(order.storeCredit).toBe(200);
    const before = (await c.get('/admin/storeCreditManagement/storeCredit')).body.balance;
    const res = await c.post(`${SM}/storeCreditPayment`, { orderID: order.orderID });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'NEW',
      paymentStatus: 'PAID_ONLINE',
      paymentChannel: 'storeCredit',
      total: 0,
      storeCredit: order.total + 200,
    });
    expect((await c.get('/admin/storeCreditManagement/storeCredit')).body.balance).toBe(before - order.total - 200);
    const history = (await c.get('/admin/storeCreditManagement/storeCreditHistory')).body;
    expect(history.entries[0]).toMatchObject({ amount: -(order.total + 200), orderID: order.orderID });
  });
});

describe('orders', () => {
  test('list paging and count, detail for the owner only, cancel unpaid only, comments', async () => {
    const c = await new Client(server.origin).prime();
    const ids: string[] = [];
    const p = plainProduct(server.app.db, 60, 300, 2000);
    for (let i = 0; i < 12; i++) {
      await add(c, p, 4); // the cart grows, so each reserve is a new order
      if (i === 0) await fillPickup(c);
      const res = await c.post(`${SM}/reserve`, { idempotencyKey: newKey() });
      expect(res.status).toBe(201);
      ids.push(res.body.orderID);
    }
    expect((await c.get(`${OM}/orders/count`)).body).toEqual({
      count: 12,
      byState: { unpaid: 12, paid: 0, cancelled: 0, failed: 0 },
    });
    const page1 = (await c.get(`${OM}/orders/list?numberToLoad=10&startingPosition=0&infiniteLoad=true`))
      .body as OrderList;
    expect(page1).toMatchObject({ startingPosition: 0, numberToLoad: 10, total: 12 });
    expect(page1.orders.map((o) => o.orderID)).toEqual(ids.slice().reverse().slice(0, 10));
    const page2 = (await c.get(`${OM}/orders/list?startingPosition=10`)).body as OrderList;
    expect(page2.orders.map((o) => o.orderID)).toEqual([ids[1], ids[0]]);
    expect((await c.get(`${OM}/orders/list?numberToLoad=0`)).status).toBe(400);

    const stranger = await new Client(server.origin).prime();
    expect((await stranger.get(`${OM}/order/${ids[0]}`)).status).toBe(404);
    expect((await stranger.get(`${OM}/orders/count`)).body).toMatchObject({ count: 0 });
    expect((await put(stranger, `${OM}/cancelOrder/${ids[0]}`)).status).toBe(404);

    const cancelled = await put(c, `${OM}/cancelOrder/${ids[0]}`);
    expect(cancelled.body).toMatchObject({ orderID: ids[0], status: 'CANCELLED', paymentStatus: 'NOT_PAID' });
    expect((await put(c, `${OM}/cancelOrder/${ids[0]}`)).body.errors[0].message).toBe(
      'This order is already cancelled',
    );
    const { payUrl } = (await c.post(`${SM}/requestOPayH5Payment`, { orderID: ids[1] })).body as PaymentRequestResponse;
    await decide(c, payUrl, 'approve');
    const paid = await put(c, `${OM}/cancelOrder/${ids[1]}`);
    expect(paid.status).toBe(409);
    expect(paid.body.errors[0].message).toBe('Only unpaid orders can be cancelled');

    const comment = await put(c, `${OM}/addComment/${ids[1]}`, { comment: ' Leave at the door ' });
    expect(comment.body.comments).toEqual([{ comment: 'Leave at the door', createdAt: expect.any(String) }]);
    expect((await put(c, `${OM}/addComment/${ids[1]}`, { comment: ' ' })).status).toBe(400);
  });

  test('customer orders are the signed-in shopper’s own; campaign orders are none', async () => {
    const anon = await new Client(server.origin).prime();
    expect((await anon.get(`${OM}/customer/x/orders`)).status).toBe(401);
    const c = await new Client(server.origin).prime();
    const userId = await signIn(c);
    const mine = await c.get(`${OM}/customer/${userId}/orders`);
    expect(mine.status).toBe(200);
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((o: Order) => o.customerID === userId)).toBe(true);
    expect((await c.get(`${OM}/customer/someone-else/orders`)).status).toBe(404);
    expect((await c.get('/common3/orders/list?fissionCampaignId=3')).body).toEqual([]);
  });
});
