/**
 * The mini-program payment adapter with Taro mocked at the edge (test/support/taro.ts stands in
 * for @tarojs/taro, whose requestPayment and login are wx.requestPayment and wx.login on weapp),
 * alone and driven by the stores: Taro.login -> wechat/weChatlogin (the open id) ->
 * requestWeChatMiniProgramPayment -> Taro.requestPayment -> the confirmation page ->
 * processWeChatMiniProgramPayment/success or /error.
 */
import Taro from '@tarojs/taro';
import { createWeappLogin } from '@/platform/login.weapp';
import { NOT_SUPPORTED, createWeappPayment, payment } from '@/platform/payment.weapp';
import { ConfirmationStore } from '@/stores/ConfirmationStore';
import { resetTaro } from '../support/taro';
import { setupCheckout } from '../stores/checkoutHelpers';

const requestPayment = Taro.requestPayment as unknown as jest.Mock;
const taroLogin = Taro.login as unknown as jest.Mock;

const PARAMS = {
  timeStamp: '1700000000',
  nonceStr: 'nonce',
  package: 'prepay_id=wx1',
  signType: 'RSA' as const,
  paySign: 'sig',
};

beforeEach(() => resetTaro());

describe('payment.weapp adapter', () => {
  it('passes the server parameters to requestPayment unchanged', async () => {
    expect(await payment.requestWeChatPayment(PARAMS)).toEqual({ kind: 'ok' });
    expect(requestPayment).toHaveBeenCalledTimes(1);
    expect(requestPayment.mock.calls[0][0]).toEqual(PARAMS);
    expect(payment.canRequestWeChatPayment).toBe(true);
    expect(payment.canOpenPayPage).toBe(false);
  });

  it.each([
    [{ errMsg: 'requestPayment:fail cancel' }, { kind: 'cancel' }],
    [
      { errMsg: 'requestPayment:fail (detail message)' },
      { kind: 'fail', message: 'requestPayment:fail (detail message)' },
    ],
    [new Error('boom'), { kind: 'fail', message: 'boom' }],
    ['weird', { kind: 'fail', message: 'requestPayment:fail' }],
  ])('a rejection %j -> %j', async (rejection, expected) => {
    requestPayment.mockRejectedValueOnce(rejection);
    expect(await payment.requestWeChatPayment(PARAMS)).toEqual(expected);
  });

  it('a web pay page cannot open inside the mini-program', () => {
    expect(() => createWeappPayment().openPayPage('/sandbox/pay/opay_h5/1?attempt=x')).toThrow(NOT_SUPPORTED);
  });
});

describe('the mini-program purchase through the adapters', () => {
  // wx.login's code; the fake shop's wechat/weChatlogin answers 'openid-' + code
  beforeEach(() => taroLogin.mockResolvedValue({ errMsg: 'login:ok', code: '123456' }));

  async function pay() {
    const s = setupCheckout({
      device: 'miniProgram',
      deps: { nativeMiniProgram: true, payment: createWeappPayment() },
      login: createWeappLogin(),
    });
    await s.root.payment.init();
    const result = await s.root.payment.placeOrder();
    return { ...s, result };
  }

  it('the open id comes from WeChat login: Taro.login -> wechat/weChatlogin -> requestWeChatMiniProgramPayment', async () => {
    const s = await pay();
    expect(taroLogin).toHaveBeenCalledTimes(1);
    expect(JSON.parse(s.server.calls('wechat/weChatlogin', 'POST')[0].body!)).toEqual({ code: '123456' });
    expect(JSON.parse(s.server.calls('shoppingManagement4/requestWeChatMiniProgramPayment')[0].body!)).toEqual({
      orderID: '100001',
      weChatOpenId: 'openid-123456',
    });
    expect(s.root.session.wechatOpenId).toBe('openid-123456');
    expect(s.deps.navigate.mock.calls[0][0]).toContain('wmpoid=openid-123456');
  });

  it("a failed WeChat login: 'no WechatOpenID', no payment request, no pay sheet", async () => {
    taroLogin.mockRejectedValue({ errMsg: 'login:fail timeout' });
    const s = await pay();
    expect(s.result).toBe('failed');
    expect(s.root.payment.error).toBe('no WechatOpenID');
    expect(s.root.payment.wechatOpenId.error).toBe('login:fail timeout');
    expect(s.server.calls('wechat/weChatlogin')).toHaveLength(0);
    expect(s.server.calls('shoppingManagement4/requestWeChatMiniProgramPayment')).toHaveLength(0);
    expect(requestPayment).not.toHaveBeenCalled();
    expect(s.deps.navigate).not.toHaveBeenCalled();
  });

  function confirmationOf(s: Awaited<ReturnType<typeof pay>>) {
    const url: string = s.deps.navigate.mock.calls[0][0];
    const query = Object.fromEntries(new URLSearchParams(url.split('?')[1]));
    return new ConfirmationStore(s.root, { id: url.split('/')[2].split('?')[0], query, href: url });
  }

  it('paid: the success call, then Order Success with the order id from the server', async () => {
    const s = await pay();
    expect(s.result).toBe('redirected');
    expect(requestPayment.mock.calls[0][0]).toEqual(PARAMS);
    const c = confirmationOf(s);
    await c.start();
    expect(s.server.calls('shoppingManagement4/processWeChatMiniProgramPayment/success')).toHaveLength(1);
    expect(c.view).toBe('success');
    expect(c.orderID).toBe('100001');
    expect(s.shop.orders.get('100001')).toMatchObject({ status: 'NEW', paymentStatus: 'PAID_ONLINE' });
  });

  it('declined by WeChat: the error report, then Payment Failed', async () => {
    requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail insufficient balance' });
    const s = await pay();
    const c = confirmationOf(s);
    await c.start();
    const report = JSON.parse(s.server.calls('shoppingManagement4/processWeChatMiniProgramPayment/error')[0].body!);
    expect(report).toEqual({
      orderID: '100001',
      weChatOpenId: 'openid-123456',
      errorMessage: 'requestPayment:fail insufficient balance',
    });
    expect(c.view).toBe('fail');
  });

  it('closed pay sheet: no report, no navigation, the same order on the next try', async () => {
    requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' });
    const s = await pay();
    expect(s.result).toBe('cancelled');
    expect(s.deps.navigate).not.toHaveBeenCalled();
    expect(s.server.requests.some((r) => r.url.includes('processWeChatMiniProgramPayment'))).toBe(false);
    expect(await s.root.payment.placeOrder()).toBe('redirected');
    expect(s.shop.orders.size).toBe(1);
  });
});
