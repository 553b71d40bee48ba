import {
  BACK_TO_CART,
  PAYMENT_CHANNELS,
  channelLabel,
  channelNameOf,
  isPaymentChannel,
  miniProgramReturn,
  parseFromSource,
  paymentState,
  pendingText,
  statusCheckCall,
  statusResponseError,
  successButtons,
} from '@/domain/paymentStatus';
import type { MiniProgramReturnInput, PaymentChannel } from '@/domain/paymentStatus';

describe('payment channels (spec 2.7)', () => {
  it('are the five prefixes', () => {
    expect(PAYMENT_CHANNELS).toEqual(['opay_h5', 'snappay_h5', 'iot_h5', 'citcon_classic_h5', 'ott_h5']);
  });
  it.each([
    ['opay_h5', true],
    ['wechat_mp', false],
  ])('isPaymentChannel(%j) -> %s', (v, expected) => {
    expect(isPaymentChannel(v)).toBe(expected);
  });
});

describe('parseFromSource: prefix, X, order id', () => {
  it.each<[string | undefined, ReturnType<typeof parseFromSource>]>([
    ['opay_h5X1001', { ok: true, channel: 'opay_h5', orderId: '1001' }],
    ['snappay_h5XA-77', { ok: true, channel: 'snappay_h5', orderId: 'A-77' }],
    ['iot_h5X42', { ok: true, channel: 'iot_h5', orderId: '42' }],
    ['citcon_classic_h5X9', { ok: true, channel: 'citcon_classic_h5', orderId: '9' }],
    ['ott_h5XX12', { ok: true, channel: 'ott_h5', orderId: 'X12' }],
    ['opay_h5X', { ok: false, error: 'orderID error' }],
    ['opay_h5', { ok: false, error: 'orderID error' }],
    ['', { ok: false, error: 'orderID error' }],
    [undefined, { ok: false, error: 'orderID error' }],
    ['paypal_h5X12', { ok: false, error: 'unknown payment channel' }],
  ])('%j', (input, expected) => {
    expect(parseFromSource(input)).toEqual(expected);
  });
});

describe('paymentState (spec 4)', () => {
  it.each([
    ['INTERIM', 'NOT_PAID', 'pending'],
    ['NEW', 'PAID_ONLINE', 'success'],
    ['FAILED', 'FAILED', 'fail'],
    ['NEW', 'NOT_PAID', 'unknown'],
    ['INTERIM', 'PAID_ONLINE', 'unknown'],
    [undefined, undefined, 'unknown'],
  ])('%s / %s -> %s', (status, paymentStatus, expected) => {
    expect(paymentState(status, paymentStatus)).toBe(expected);
  });

  it.each<[PaymentChannel, { status?: string; paymentStatus?: string }, string | null]>([
    ['opay_h5', { status: 'NEW' }, 'no status or no payment status'],
    ['opay_h5', { paymentStatus: 'PAID_ONLINE' }, 'no status or no payment status'],
    ['opay_h5', { status: 'NEW', paymentStatus: 'PAID_ONLINE' }, null],
    ['snappay_h5', {}, null],
  ])('statusResponseError(%s, %j) -> %j', (channel, resp, expected) => {
    expect(statusResponseError(channel, resp)).toBe(expected);
  });
});

describe('statusCheckCall and labels (ott_h5 checks its own status: the spec defect is fixed)', () => {
  it.each<[PaymentChannel, string, string]>([
    ['opay_h5', 'checkOPayPaymentStatus', 'OPay Submit Payment...'],
    ['snappay_h5', 'checkSnapPayPaymentStatus', 'SnapPay Submit Payment...'],
    ['iot_h5', 'checkIOTPayPaymentStatus', 'IOTPay Submit Payment...'],
    ['citcon_classic_h5', 'checkCitconPaymentStatus', 'Citcon Submit Payment...'],
    ['ott_h5', 'checkOttPaymentStatus', 'OTT Submit Payment...'],
  ])('%s -> %s, %j', (channel, call, text) => {
    expect(statusCheckCall(channel)).toBe(call);
    expect(pendingText(channel)).toBe(text);
    expect(pendingText(channel)).toBe(`${channelLabel(channel)} Submit Payment...`);
  });
});

describe('miniProgramReturn (spec 4, 8)', () => {
  it.each<[string, MiniProgramReturnInput, ReturnType<typeof miniProgramReturn>]>([
    [
      'OK with order id: success call',
      { MP_paymentstatus: 'OK', orderID: '88', wmpoid: 'oW1' },
      { view: 'success', orderID: '88', weChatOpenId: 'oW1' },
    ],
    [
      'OK without order id',
      { MP_paymentstatus: 'OK', wmpoid: 'oW1' },
      { view: 'error', error: 'miniProgram OrderID error' },
    ],
    ['OK without open id', { MP_paymentstatus: 'OK', orderID: '88' }, { view: 'error', error: 'no WechatOpenID' }],
    [
      'FAIL with message: failure and report',
      { MP_paymentstatus: 'FAIL', message: 'cancelled', orderID: '88', wmpoid: 'oW1' },
      { view: 'fail', report: { orderID: '88', weChatOpenId: 'oW1', errorMessage: 'cancelled' } },
    ],
    [
      'FAIL with message, no order id',
      { MP_paymentstatus: 'FAIL', message: 'cancelled', wmpoid: 'oW1' },
      { view: 'fail', report: { weChatOpenId: 'oW1', errorMessage: 'cancelled' } },
    ],
    ['FAIL without message: failure view only', { MP_paymentstatus: 'FAIL', wmpoid: 'oW1' }, { view: 'fail' }],
    ['FAIL without open id', { MP_paymentstatus: 'FAIL', message: 'x' }, { view: 'error', error: 'no WechatOpenID' }],
    ['missing status: failure view only', { orderID: '88', wmpoid: 'oW1' }, { view: 'fail' }],
    ['unknown status: failure view only', { MP_paymentstatus: 'MAYBE', wmpoid: 'oW1' }, { view: 'fail' }],
  ])('%s', (_name, input, expected) => {
    expect(miniProgramReturn(input)).toEqual(expected);
  });
});

describe('result buttons (spec 2.7)', () => {
  it.each([
    [true, ['/user/orders', '/user/list', '/store']],
    [false, ['/account/signup', '/store']],
  ])('logged in %s -> %j', (loggedIn, urls) => {
    expect(successButtons(loggedIn).map((b) => b.url)).toEqual(urls);
  });
  it('Back to Cart goes to /checkout', () => {
    expect(BACK_TO_CART.url).toBe('/checkout');
  });
});

describe('channelNameOf: a refund names the payment channel as the payment page did', () => {
  it.each<[string | null | undefined, string]>([
    ['opay', 'OPay'],
    ['opay_h5', 'OPay'],
    ['OPAY', 'OPay'],
    ['citcon_classic', 'Citcon'],
    ['citcon_classic_h5', 'Citcon'],
    ['ott_h5', 'OTT'],
    ['snappay', 'SnapPay'],
    ['iot_h5', 'IOTPay'],
    ['new_bank_h5', 'new bank'],
    ['', '—'],
    [null, '—'],
  ])('%j -> %j', (raw, expected) => {
    expect(channelNameOf(raw)).toBe(expected);
  });
});
