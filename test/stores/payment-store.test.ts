/**
 * PaymentStore: options by paymentConfig and device, and the idempotent Place Order (double tap,
 * retry after a network error, back-and-forward, changed cart), against a fake shop whose reserve
 * keeps one order per idempotency key.
 */
import { createMemoryStorage } from '@/platform/memory-storage';
import { apiError, json } from '../support/fakeServer';
import { billingWire, orderWire } from '../support/checkout';
import { CHECKOUT_CONFIG, fakeShop, setupCheckout } from './checkoutHelpers';
import { fakeLogin } from '../support/fakePlatform';
import { campaignCheckoutRoot } from '@/stores/campaignStores';

async function ready(options: Parameters<typeof setupCheckout>[0] = {}) {
  const s = setupCheckout(options);
  await s.root.payment.init();
  expect(s.root.payment.status).toBe('ready');
  return s;
}

const reserves = (s: { server: { calls(p: string): unknown[] } }) =>
  s.server.calls('shoppingManagement4/reserve').length;

describe('options', () => {
  it('a phone browser sees methods, not processors; the first is chosen', async () => {
    const { root } = await ready();
    // the pickup order may also be paid at the store
    expect(root.payment.options.map((o) => o.id)).toEqual(['CARD', 'ALIPAY', 'UNIONPAY', 'payAtStore']);
    expect(root.payment.option?.id).toBe('CARD');
    expect(root.payment.options.map((o) => root.payment.optionName(o))).toEqual([
      'Card (Visa, Mastercard, Amex)',
      'Alipay',
      'UnionPay',
      'Pay at the store when you pick it up',
    ]);
  });
  it('a group-buy order offers only what works: no paying at the store (the server refuses it)', async () => {
    const s = setupCheckout();
    const view = campaignCheckoutRoot(s.root, 5, null);
    await view.payment.init();
    expect(view.payment.status).toBe('ready');
    expect(view.payment.options.map((o) => o.id)).toEqual(['CARD', 'ALIPAY', 'UNIONPAY']);
  });
  it("WeChat's browser sees WeChat Pay only", async () => {
    const { root } = await ready({ device: 'wechat' });
    expect(root.payment.options.map((o) => [o.id, o.channel])).toEqual([
      ['WECHATPAY', 'snappay_h5'],
      ['payAtStore', 'payAtStore'],
    ]);
  });
  it('the chosen option is remembered', async () => {
    const s = await ready();
    s.root.payment.select('UNIONPAY');
    const again = await ready({ storage: s.storage });
    expect(again.root.payment.option?.id).toBe('UNIONPAY');
  });
});

describe('minimum order', () => {
  it('under the minimum Place Order is off and reserves nothing', async () => {
    const s = setupCheckout();
    s.server.on('GET', 'shoppingManagement4/checkoutConfig', () =>
      json({ ...CHECKOUT_CONFIG, minOrderAmount: 10_000_000 }),
    );
    await s.root.payment.init();
    expect(s.root.payment.status).toBe('ready');
    expect(s.root.checkout.minimumOrder).not.toBeNull();
    expect(s.root.payment.canPlace).toBe(false);
    expect(await s.root.payment.placeOrder()).toBe('invalid');
    expect(reserves(s)).toBe(0);
  });
});

describe('Place Order is idempotent', () => {
  it('a double tap places one order and leaves once for the pay page', async () => {
    const s = await ready();
    const first = s.root.payment.placeOrder();
    const second = s.root.payment.placeOrder();
    expect(s.root.payment.placing).toBe(true);
    expect(s.root.payment.canPlace).toBe(false);
    await Promise.all([first, second]);
    expect(reserves(s)).toBe(1);
    expect(s.shop.orders.size).toBe(1);
    expect(s.server.calls('shoppingManagement4/requestOPayH5Payment')).toHaveLength(1);
    expect(s.deps.payment.openPayPage).toHaveBeenCalledTimes(1);
    expect(s.deps.payment.openPayPage).toHaveBeenCalledWith('/sandbox/pay/opay_h5/100001?attempt=tok-100001');
    // still placing: the page is being left
    expect(s.root.payment.placing).toBe(true);
    expect(s.root.payment.storedAttempt).toMatchObject({ orderID: '100001' });
  });

  it('a retry after a network error sends the same key: one order', async () => {
    const s = await ready();
    // the reserve reaches the server, but the answer is lost on the way back
    const handler = s.server.transport.getMockImplementation() as (r: unknown) => Promise<unknown>;
    s.server.transport.mockImplementationOnce(async (req) => {
      await handler(req);
      throw new TypeError('Failed to fetch');
    });
    expect(await s.root.payment.placeOrder()).toBe('failed');
    expect(s.root.payment.error).toBe('Network error, please try again');
    expect(s.root.payment.placing).toBe(false);
    expect(s.deps.scrollToTop).toHaveBeenCalled();
    expect(s.shop.orders.size).toBe(1);

    expect(await s.root.payment.placeOrder()).toBe('redirected');
    expect(s.root.payment.error).toBeNull();
    const keys = s.server.calls('shoppingManagement4/reserve').map((r) => JSON.parse(r.body!).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(s.shop.orders.size).toBe(1);
    expect(s.deps.payment.openPayPage).toHaveBeenCalledTimes(1);
  });

  it('a failed payment request after the order exists: the retry finds the same order', async () => {
    const s = await ready();
    s.server.on('POST', 'shoppingManagement4/requestOPayH5Payment', () => apiError(503, 'OPay is busy, try again'));
    expect(await s.root.payment.placeOrder()).toBe('failed');
    expect(s.root.payment.error).toBe('OPay is busy, try again');
    s.server.on('POST', 'shoppingManagement4/requestOPayH5Payment', (req) =>
      json({ orderID: (req.json as { orderID: string }).orderID, payUrl: '/sandbox/pay/opay_h5/100001?attempt=a' }),
    );
    expect(await s.root.payment.placeOrder()).toBe('redirected');
    expect(s.shop.orders.size).toBe(1);
  });

  it('back from the pay page (a new page load) places with the same key: the same order', async () => {
    const storage = createMemoryStorage();
    const shop = fakeShop();
    const first = await ready({ shop, storage });
    await first.root.payment.placeOrder();
    const again = await ready({ shop, storage });
    await again.root.payment.placeOrder();
    expect(shop.orders.size).toBe(1);
    expect(again.deps.payment.openPayPage).toHaveBeenCalledWith('/sandbox/pay/opay_h5/100001?attempt=tok-100001');
  });

  it('a changed cart is a new attempt with a new key', async () => {
    const storage = createMemoryStorage();
    const shop = fakeShop();
    const first = await ready({ shop, storage });
    await first.root.payment.placeOrder();
    const key1 = first.root.payment.storedAttempt!.key;
    shop.server.on('GET', 'shoppingManagement4/billing/', () => json(billingWire({ total: 9999 })));
    const again = await ready({ shop, storage });
    await again.root.payment.placeOrder();
    expect(again.root.payment.storedAttempt!.key).not.toBe(key1);
    expect(shop.orders.size).toBe(2);
  });

  it('the amount changed since the page was shown (another tab): said before paying; the next tap pays that order', async () => {
    const s = await ready();
    const shown = s.root.checkout.billing!.totals.total;
    // tab B doubles the cart: the server's bill and the order reserved now are for the new amount
    const now = shown * 2;
    s.server.on('GET', 'shoppingManagement4/billing/', () => json(billingWire({ total: now })));
    s.server.on('POST', 'shoppingManagement4/reserve', () =>
      json({ ...orderWire({ total: now }), created: true }, 201),
    );
    expect(await s.root.payment.placeOrder()).toBe('changed');
    expect(s.root.payment.amountChange).toEqual({ shown, now, currency: 'CAD' });
    expect(s.deps.payment.openPayPage).not.toHaveBeenCalled();
    expect(s.root.payment.placing).toBe(false);
    // the page now shows the new amount; the next tap pays the same order
    expect(s.root.checkout.billing!.totals.total).toBe(now);
    const key = s.root.payment.storedAttempt!.key;
    expect(await s.root.payment.placeOrder()).toBe('redirected');
    expect(s.root.payment.amountChange).toBeNull();
    expect(s.root.payment.storedAttempt!.key).toBe(key);
    expect(s.deps.payment.openPayPage).toHaveBeenCalledWith('/sandbox/pay/opay_h5/100001?attempt=tok-100001');
  });

  it('a key whose order has failed meanwhile starts a new attempt', async () => {
    const storage = createMemoryStorage();
    const shop = fakeShop();
    const first = await ready({ shop, storage });
    await first.root.payment.placeOrder();
    shop.setStatus('100001', 'FAILED', 'FAILED');
    const again = await ready({ shop, storage });
    await again.root.payment.placeOrder();
    expect(shop.orders.size).toBe(2);
    expect(again.deps.payment.openPayPage).toHaveBeenCalledWith('/sandbox/pay/opay_h5/100002?attempt=tok-100002');
  });

  it('paying at the store: reserve with payAtStore, its own key, then the order detail', async () => {
    const s = await ready();
    s.server.on('GET', 'shoppingManagement4/billing/', (req) =>
      json(billingWire({ payAtStore: req.query.get('pickUpAandPayAtStore') === 'true' })),
    );
    // an online attempt first, then back and pay at the store instead
    await s.root.payment.placeOrder();
    const onlineKey = s.root.payment.storedAttempt!.key;
    s.shop.server.on('POST', 'shoppingManagement4/reserve', (req) => {
      const body = req.json as { idempotencyKey: string; payAtStore?: boolean };
      return json(
        {
          ...orderWire({ orderID: '100009', status: 'NEW', paymentStatus: 'PAY_AT_STORE' }),
          created: true,
          seen: body,
        },
        201,
      );
    });
    s.root.payment.pageRestored();
    s.root.payment.select('payAtStore');
    expect(
      s.server.calls('shoppingManagement4/billing/').some((r) => r.url.includes('pickUpAandPayAtStore=true')),
    ).toBe(true);
    expect(await s.root.payment.placeOrder()).toBe('paid');
    const body = JSON.parse(s.server.calls('shoppingManagement4/reserve').slice(-1)[0].body!);
    expect(body.payAtStore).toBe(true);
    expect(body.idempotencyKey).not.toBe(onlineKey);
    expect(s.deps.navigate).toHaveBeenCalledWith('/user/orders?orderID=100009&placed=1', { replace: true });
    expect(s.root.payment.storedAttempt).toBeNull();
  });

  it('UnionPay goes through SnapPay, on its wallet path', async () => {
    const s = await ready();
    s.root.payment.select('UNIONPAY');
    await s.root.payment.placeOrder();
    expect(s.server.calls('shoppingManagement4/requestSnapPayPrePayment/webpay/UNIONPAY')).toHaveLength(1);
  });

  it('a checkout the server still misses steps of is not placed', async () => {
    const shop = fakeShop();
    shop.server.on('GET', 'shoppingManagement4/billing/', () => json(billingWire({ missing: ['contact'] })));
    const s = await ready({ shop });
    expect(s.root.payment.canPlace).toBe(false);
    expect(await s.root.payment.placeOrder()).toBe('invalid');
    expect(reserves(s)).toBe(0);
  });
});

describe('the mini-program path', () => {
  it('requestWeChatMiniProgramPayment -> requestPayment -> the confirmation page with MP_paymentstatus OK', async () => {
    const s = await ready({ device: 'miniProgram', deps: { nativeMiniProgram: true } });
    s.root.session.setWechatOpenId('openid-123456');
    expect(s.root.payment.options.map((o) => [o.id, o.channel])).toEqual([
      ['WECHATPAY', 'wechat_mini_program'],
      ['payAtStore', 'payAtStore'],
    ]);
    expect(await s.root.payment.placeOrder()).toBe('redirected');
    expect(JSON.parse(s.server.calls('shoppingManagement4/requestWeChatMiniProgramPayment')[0].body!)).toEqual({
      orderID: '100001',
      weChatOpenId: 'openid-123456',
    });
    expect(s.deps.payment.requestWeChatPayment).toHaveBeenCalledWith({
      timeStamp: '1700000000',
      nonceStr: 'nonce',
      package: 'prepay_id=wx1',
      signType: 'RSA',
      paySign: 'sig',
    });
    expect(s.deps.navigate).toHaveBeenCalledWith(
      '/confirmation/100001?MP_paymentstatus=OK&orderID=100001&wmpoid=openid-123456',
      { replace: true },
    );
  });

  it('a failed payment goes to the confirmation page with FAIL and the message', async () => {
    const s = await ready({ device: 'miniProgram', deps: { nativeMiniProgram: true } });
    s.root.session.setWechatOpenId('openid-123456');
    s.deps.payment.requestWeChatPayment.mockResolvedValueOnce({
      kind: 'fail',
      message: 'requestPayment:fail no balance',
    });
    await s.root.payment.placeOrder();
    expect(s.deps.navigate).toHaveBeenCalledWith(
      '/confirmation/100001?MP_paymentstatus=FAIL&message=requestPayment%3Afail+no+balance&orderID=100001&wmpoid=openid-123456',
      { replace: true },
    );
  });

  it('closing the pay sheet stays on the page; paying again uses the same order', async () => {
    const s = await ready({ device: 'miniProgram', deps: { nativeMiniProgram: true } });
    s.root.session.setWechatOpenId('openid-123456');
    s.deps.payment.requestWeChatPayment.mockResolvedValueOnce({ kind: 'cancel' });
    expect(await s.root.payment.placeOrder()).toBe('cancelled');
    expect(s.root.payment.notice).toBe('cancelled');
    expect(s.root.payment.placing).toBe(false);
    expect(s.deps.navigate).not.toHaveBeenCalled();
    await s.root.payment.placeOrder();
    expect(s.shop.orders.size).toBe(1);
  });

  it("without the shopper's WeChat open id: 'no WechatOpenID'", async () => {
    const s = await ready({ device: 'miniProgram', deps: { nativeMiniProgram: true } });
    expect(await s.root.payment.placeOrder()).toBe('failed');
    expect(s.root.payment.error).toBe('no WechatOpenID');
    expect(s.deps.payment.requestWeChatPayment).not.toHaveBeenCalled();
  });

  it('without a stored open id: WeChat login first, then requestWeChatMiniProgramPayment with its open id', async () => {
    const login = fakeLogin('081abc');
    const s = await ready({ device: 'miniProgram', deps: { nativeMiniProgram: true }, login });
    expect(await s.root.payment.placeOrder()).toBe('redirected');
    expect(JSON.parse(s.server.calls('wechat/weChatlogin')[0].body!)).toEqual({ code: '081abc' });
    expect(JSON.parse(s.server.calls('shoppingManagement4/requestWeChatMiniProgramPayment')[0].body!)).toEqual({
      orderID: '100001',
      weChatOpenId: 'openid-081abc',
    });
    expect(s.deps.navigate).toHaveBeenCalledWith(
      '/confirmation/100001?MP_paymentstatus=OK&orderID=100001&wmpoid=openid-081abc',
      { replace: true },
    );
    expect(s.root.session.wechatOpenId).toBe('openid-081abc');

    // the next purchase uses the kept open id
    s.shop.setStatus('100001', 'NEW', 'PAID_ONLINE');
    s.root.payment.clearAttempt();
    await s.root.payment.placeOrder();
    expect(login.getWeChatCode).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'WeChat refuses the login',
      (_s: Awaited<ReturnType<typeof ready>>, login: ReturnType<typeof fakeLogin>) => {
        login.getWeChatCode.mockResolvedValueOnce({ kind: 'fail', message: 'login:fail timeout' });
      },
    ],
    [
      'the server refuses the code',
      (s: Awaited<ReturnType<typeof ready>>) => {
        s.server.on('POST', 'wechat/weChatlogin', () =>
          apiError(401, 'The WeChat login code is invalid or has expired'),
        );
      },
    ],
  ])("%s: 'no WechatOpenID', no payment request; a retry logs in again on the same order", async (_, fail) => {
    const login = fakeLogin();
    const s = await ready({ device: 'miniProgram', deps: { nativeMiniProgram: true }, login });
    fail(s, login);
    expect(await s.root.payment.placeOrder()).toBe('failed');
    expect(s.root.payment.error).toBe('no WechatOpenID');
    expect(s.root.payment.placing).toBe(false);
    expect(s.server.calls('shoppingManagement4/requestWeChatMiniProgramPayment')).toHaveLength(0);
    expect(s.deps.payment.requestWeChatPayment).not.toHaveBeenCalled();

    s.server.on('POST', 'wechat/weChatlogin', () => json({ weChatOpenId: 'openid-retry' }));
    expect(await s.root.payment.placeOrder()).toBe('redirected');
    expect(s.root.payment.error).toBeNull();
    expect(s.shop.orders.size).toBe(1);
  });

  it('a double tap while logging in: one login, one order, one payment', async () => {
    const login = fakeLogin();
    let release!: () => void;
    login.getWeChatCode.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve({ kind: 'ok', code: 'slow' }))),
    );
    const s = await ready({ device: 'miniProgram', deps: { nativeMiniProgram: true }, login });
    const first = s.root.payment.placeOrder();
    while (!login.getWeChatCode.mock.calls.length) await new Promise((r) => setTimeout(r, 0));
    const second = s.root.payment.placeOrder();
    expect(second).toBe(first);
    release();
    expect(await Promise.all([first, second])).toEqual(['redirected', 'redirected']);
    expect(login.getWeChatCode).toHaveBeenCalledTimes(1);
    expect(s.server.calls('wechat/weChatlogin')).toHaveLength(1);
    expect(reserves(s)).toBe(1);
    expect(s.shop.orders.size).toBe(1);
    expect(s.deps.payment.requestWeChatPayment).toHaveBeenCalledTimes(1);
  });
});
