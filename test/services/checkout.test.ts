/**
 * Cart writes, checkout, payment and orders API areas against a fake istore: paths, methods,
 * bodies and queries of spec 7.3, and the reshaping of the answers at the boundary.
 */
import { createApi } from '@/services/api';
// Like the checkout pages, these tests load the checkout, payment and orders clients.
import '@/services/checkoutApis';
import { normalizeCart, parseOptionPair } from '@/services/cart';
import { createHttp } from '@/services/http';
import { isFollowableUrl, normalizePayRequest } from '@/services/payment';
import { createFakeServer, json } from '../support/fakeServer';
import { billingWire, cartWire, orderWire } from '../support/checkout';

function setup() {
  const server = createFakeServer();
  server.cookies.set('XSRF-TOKEN', 'tok');
  const api = createApi(createHttp({ transport: server.transport, cookies: server.cookies }));
  const body = (path: string, method?: string) => {
    const calls = server.calls(path, method);
    const last = calls[calls.length - 1];
    return last?.body ? JSON.parse(last.body) : undefined;
  };
  const query = (path: string) => {
    const calls = server.calls(path);
    return new URLSearchParams(calls[calls.length - 1].url.split('?')[1] ?? '');
  };
  return { server, api, body, query };
}

describe('cart', () => {
  it('reads lines, totals and coupon from the cart answer', () => {
    const cart = normalizeCart(cartWire());
    expect(cart.lines.map((l) => [l.lineId, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      ['11', 2, 1299, 2598],
      ['12', 1, 850, 850],
    ]);
    expect(cart.lines[0].options).toEqual([
      { name: 'size', value: 'M' },
      { name: 'colour', value: 'Red' },
    ]);
    expect(cart.totals).toEqual({
      currency: 'CAD',
      subtotal: 3448,
      discount: 0,
      deliveryFee: 0,
      tax: 172,
      tips: 0,
      storeCredit: 0,
      total: 3620,
    });
    expect(cart.itemCount).toBe(3);
    expect(Object.keys(cart.lineItems)).toEqual(['11', '12']);
  });

  it('a cart without amounts or with foreign line items still reads (badge count from keys)', () => {
    const cart = normalizeCart({ itemCount: 3, lineItems: { a: { qty: 2 }, b: { qty: 1 } } });
    expect(cart.lines).toEqual([]);
    expect(cart.totals).toBeNull();
    expect(Object.keys(cart.lineItems)).toHaveLength(2);
  });

  it.each([
    ['', []],
    ['size:M', [{ name: 'size', value: 'M' }]],
    [
      'size:M|colour:Dark:Red',
      [
        { name: 'size', value: 'M' },
        { name: 'colour', value: 'Dark:Red' },
      ],
    ],
  ])('parseOptionPair(%j)', (pair, expected) => expect(parseOptionPair(pair)).toEqual(expected));

  it('add, update and remove send what the server expects and answer the cart', async () => {
    const { server, api, body } = setup();
    server.on('POST', 'shoppingManagement4/myCart', () => json(cartWire()));
    server.on('PUT', 'shoppingManagement4/myCart', () => json(cartWire()));
    server.on('POST', 'shoppingManagement4/myCart/delete', () => json(cartWire()));
    expect((await api.cart.add({ productId: 7, optionPair: 'size:M', quantity: 2 })).lines).toHaveLength(2);
    expect(body('shoppingManagement4/myCart', 'POST')).toEqual({ productId: 7, optionPair: 'size:M', quantity: 2 });
    await api.cart.add({ productId: 8, optionPair: '', quantity: 1 });
    expect(body('shoppingManagement4/myCart', 'POST')).toEqual({ productId: 8, optionPair: null, quantity: 1 });
    await api.cart.update('11', 3);
    expect(body('shoppingManagement4/myCart', 'PUT')).toEqual({ lineId: '11', quantity: 3 });
    await api.cart.remove('12');
    expect(body('shoppingManagement4/myCart/delete')).toEqual({ lineId: '12' });
    // every write carries the XSRF header (spec 7)
    for (const r of server.requests) expect(r.headers['X-XSRF-TOKEN']).toBe('tok');
  });
});

describe('checkout', () => {
  it('configs are reshaped', async () => {
    const { server, api } = setup();
    server.on('GET', 'shoppingManagement4/checkoutConfig', () =>
      json({
        currency: 'CAD',
        timeZone: 'America/Toronto',
        orderMethods: [
          { method: 'PICKUP', enabled: true, name: 'Pick up' },
          { method: 'TELEPORT', enabled: true, name: 'x' },
        ],
        pickupLocations: [
          { id: 'l1', localStoreName: 'Downtown', display: true, virtual: false, address: { city: 'Toronto' } },
        ],
        pickupTimeSlots: [
          { date: '2026-11-23', slots: [{ start: '10:00', end: '10:30' }] },
          { date: '2026-11-24', slots: [] },
        ],
        tipsOptions: [0, 10, 'x'],
        maxTipsAmount: 10000,
        minOrderAmount: 1000,
        maxCommentLength: 500,
        payAtStoreEnabled: true,
      }),
    );
    const c = await api.checkout.checkoutConfig();
    expect(c.orderMethods).toEqual([{ method: 'PICKUP', enabled: true, name: 'Pick up' }]);
    expect(c.pickupLocations.map((l) => l.id)).toEqual(['l1']);
    expect(c.pickupDays).toEqual([{ date: '2026-11-23', slots: [{ start: '10:00', end: '10:30' }] }]);
    expect(c.tipsOptions).toEqual([0, 10]);

    server.on('GET', 'shoppingManagement4/paymentConfig', () =>
      json({
        currency: 'CAD',
        sandbox: true,
        channels: [{ id: 'snappay_h5', enabled: true, name: 'SnapPay', methods: ['ALIPAY'] }, { enabled: true }],
      }),
    );
    expect((await api.checkout.paymentConfig()).channels).toEqual([
      { id: 'snappay_h5', enabled: true, name: 'SnapPay', methods: ['ALIPAY'] },
    ]);
  });

  it('steps send the spec query parameters and answer the bill', async () => {
    const { server, api, body, query } = setup();
    for (const p of [
      'updateOrderMethod',
      'orderPickupDateTime',
      'orderContactInfo',
      'orderDeliverInfo',
      'tips',
      'updateCustomerComment',
      'applyStoreCredit',
    ]) {
      server.on('POST', `shoppingManagement4/${p}`, () => json(billingWire()));
    }
    server.on('GET', 'shoppingManagement4/billing/', () => json(billingWire()));

    await api.checkout.updateOrderMethod('PICKUP', 'l1');
    expect(body('shoppingManagement4/updateOrderMethod')).toEqual({ orderMethod: 'PICKUP', locationId: 'l1' });
    await api.checkout.pickupDateTime('2026-11-23', '10:00');
    expect(body('shoppingManagement4/orderPickupDateTime')).toEqual({ date: '2026-11-23', time: '10:00' });
    await api.checkout.contactInfo(
      { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '4165550123', tableNumber: '4' },
      'EAT_IN',
      'Downtown',
    );
    expect(query('shoppingManagement4/orderContactInfo').get('methodName')).toBe('EAT_IN');
    expect(query('shoppingManagement4/orderContactInfo').get('localStoreName')).toBe('Downtown');
    expect(body('shoppingManagement4/orderContactInfo').tableNumber).toBe('4');
    await api.checkout.deliverInfo(
      {
        firstName: 'A',
        lastName: 'B',
        phone: '4165550123',
        streetNumberAndNameDetails: '1 King',
        city: 'Toronto',
        province: 'ON',
        postCode: 'M5H 2M9',
      },
      true,
    );
    expect(query('shoppingManagement4/orderDeliverInfo').get('saveToMyProfile')).toBe('true');
    await api.checkout.tips({ tipsPercent: 15 });
    expect(body('shoppingManagement4/tips')).toEqual({ tipsPercent: 15 });
    const b = await api.checkout.billing(true);
    expect(query('shoppingManagement4/billing/').get('pickUpAandPayAtStore')).toBe('true');
    expect(b.missing).toEqual([]);
    expect(b.lines).toHaveLength(2);
    expect(b.totals.total).toBe(3620);
  });

  it('coupon verification answers coupon and bill; reserve sends the key', async () => {
    const { server, api, body } = setup();
    server.on('GET', 'shoppingManagement4/couponVerification/WELCOME10', () =>
      json({
        valid: true,
        coupon: { code: 'WELCOME10', name: '10% off', discount: 345, applicable: true },
        billing: billingWire(),
      }),
    );
    const v = await api.checkout.verifyCoupon('WELCOME10');
    expect(v.coupon).toEqual({ code: 'WELCOME10', name: '10% off', discount: 345, applicable: true, message: null });
    server.on('POST', 'shoppingManagement4/reserve', () => json({ ...orderWire(), created: true }, 201));
    const r = await api.checkout.reserve('co-key-123456');
    expect(body('shoppingManagement4/reserve')).toEqual({ idempotencyKey: 'co-key-123456' });
    expect(r).toMatchObject({
      created: true,
      order: { orderID: '100001', status: 'INTERIM', paymentStatus: 'NOT_PAID' },
    });
  });
});

describe('payment', () => {
  it.each<[Parameters<ReturnType<typeof createApi>['payment']['requestH5']>, string, string]>([
    [['opay_h5', '5'], 'POST', 'shoppingManagement4/requestOPayH5Payment'],
    [['iot_h5', '5'], 'POST', 'shoppingManagement4/requestIOTPayH5Payment'],
    [['citcon_classic_h5', '5'], 'POST', 'shoppingManagement4/requestCitconH5Payment'],
    [['ott_h5', '5'], 'POST', 'shoppingManagement4/requestOTTH5Payment'],
    [['snappay_h5', '5', 'WECHATPAY'], 'GET', 'shoppingManagement4/requestSnapPayPrePayment/h5pay/WECHATPAY'],
    [['snappay_h5', '5', 'ALIPAY'], 'GET', 'shoppingManagement4/requestSnapPayPrePayment/webpay/ALIPAY'],
    [['snappay_h5', '5', 'UNIONPAY'], 'GET', 'shoppingManagement4/requestSnapPayPrePayment/webpay/UNIONPAY'],
  ])('requestH5(%j) -> %s %s', async (args, method, path) => {
    const { server, api } = setup();
    server.on(method, path, () => json({ orderID: '5', channel: args[0], payUrl: '/sandbox/pay/x/5?attempt=t' }));
    expect(await api.payment.requestH5(...args)).toEqual({ orderID: '5', payUrl: '/sandbox/pay/x/5?attempt=t' });
    const req = server.calls(path, method)[0];
    if (method === 'GET') expect(req.url).toContain('orderID=5');
    else expect(JSON.parse(req.body!)).toEqual({ orderID: '5' });
  });

  it.each([
    ['opay_h5', 'checkOPayPaymentStatus'],
    ['snappay_h5', 'checkSnapPayPaymentStatus'],
    ['iot_h5', 'checkIOTPayPaymentStatus'],
    ['citcon_classic_h5', 'checkCitconPaymentStatus'],
    // spec 4 notes the original used the SnapPay check here: fixed
    ['ott_h5', 'checkOttPaymentStatus'],
  ] as const)('checkStatus(%s) posts %s with the spec 3 fields', async (channel, call) => {
    const { server, api, body } = setup();
    server.on('POST', `shoppingManagement4/${call}`, () => json({ orderID: '5', status: 'INTERIM' }));
    const r = await api.payment.checkStatus(channel, {
      orderID: '5',
      returnUrlInfo: 'http://x/confirmation/5?from_source=a',
      status: 'ok',
    });
    expect(r).toEqual({ orderID: '5', status: 'INTERIM', paymentStatus: null });
    expect(body(`shoppingManagement4/${call}`)).toEqual({
      orderID: '5',
      returnUrlInfo: 'http://x/confirmation/5?from_source=a',
      status: 'ok',
    });
  });

  it('a pay URL with a script scheme is never followed', () => {
    expect(isFollowableUrl('javascript:alert(1)')).toBe(false);
    expect(isFollowableUrl('//evil.example/x')).toBe(false);
    expect(isFollowableUrl('/sandbox/pay/opay_h5/5?attempt=x')).toBe(true);
    expect(isFollowableUrl('https://pay.example/x')).toBe(true);
    expect(() => normalizePayRequest({ orderID: '5', payUrl: 'javascript:alert(1)' })).toThrow();
  });

  it('mini-program calls', async () => {
    const { server, api, body } = setup();
    server.on('POST', 'shoppingManagement4/requestWeChatMiniProgramPayment', () =>
      json({ timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' }),
    );
    expect(await api.payment.requestWeChatMiniProgramPayment('5', 'openid-1')).toEqual({
      timeStamp: '1700000000',
      nonceStr: 'n',
      package: 'prepay_id=wx1',
      signType: 'RSA',
      paySign: 's',
    });
    server.on('POST', 'shoppingManagement4/processWeChatMiniProgramPayment/error', () =>
      json({ orderID: '5', status: 'FAILED', paymentStatus: 'FAILED' }),
    );
    await api.payment.processWeChatMiniProgramPayment('error', {
      orderID: '5',
      weChatOpenId: 'openid-1',
      errorMessage: 'declined',
    });
    expect(body('shoppingManagement4/processWeChatMiniProgramPayment/error')).toEqual({
      orderID: '5',
      weChatOpenId: 'openid-1',
      errorMessage: 'declined',
    });
  });
});

describe('orders', () => {
  it('lists 10 per page from a position; an unreadable order is left out', async () => {
    const { server, api } = setup();
    server.on('GET', 'admin/orderManagement/orders/list', () =>
      json({ orders: [orderWire(), { nope: true }], startingPosition: 10, numberToLoad: 10, total: 11 }),
    );
    const page = await api.orders.list(10);
    expect(server.calls('admin/orderManagement/orders/list')[0].url).toMatch(
      /numberToLoad=10&startingPosition=10&infiniteLoad=true/,
    );
    expect(page.orders.map((o) => o.orderID)).toEqual(['100001']);
    expect(page.total).toBe(11);
    expect(page.orders[0].lines[0]).toMatchObject({ lineId: 'line-0', name: 'Tea', quantity: 2 });
  });
});
