import { attemptFor } from '@/domain/attempt';
import {
  checkoutFingerprint,
  orderDetailUrl,
  payOptionName,
  payOptions,
  type PayOption,
  type PayOptionsInput,
} from '@/domain/payment';

const ALL = [
  { id: 'opay_h5', enabled: true },
  { id: 'snappay_h5', enabled: true, methods: ['WECHATPAY', 'ALIPAY', 'UNIONPAY'] },
  { id: 'iot_h5', enabled: true },
  { id: 'citcon_classic_h5', enabled: true },
  { id: 'ott_h5', enabled: true },
  { id: 'paypal', enabled: true },
  { id: 'storeCredit', enabled: true },
  { id: 'wechat_mini_program', enabled: true },
];

const base: PayOptionsInput = {
  channels: ALL,
  device: 'mobile',
  nativeMiniProgram: false,
  loggedIn: false,
  creditBalance: null,
  creditApplied: 0,
  due: 3000,
};

const ids = (input: Partial<PayOptionsInput>) => payOptions({ ...base, ...input }).map((o) => o.id);
const routes = (input: Partial<PayOptionsInput>) =>
  payOptions({ ...base, ...input }).map((o) => `${o.id}:${o.channel}`);

describe('payOptions: methods by paymentConfig and device kind', () => {
  it.each<[string, Partial<PayOptionsInput>, string[]]>([
    ['a phone browser: redirect methods', {}, ['CARD:opay_h5', 'ALIPAY:snappay_h5', 'UNIONPAY:snappay_h5']],
    [
      'desktop: WeChat Pay by QR too',
      { device: 'desktop' },
      ['CARD:opay_h5', 'WECHATPAY:iot_h5', 'ALIPAY:snappay_h5', 'UNIONPAY:snappay_h5'],
    ],
    ["WeChat's browser: WeChat Pay through the WeChat-capable channel", { device: 'wechat' }, ['WECHATPAY:snappay_h5']],
    ['a mini-program web-view: the same', { device: 'miniProgram' }, ['WECHATPAY:snappay_h5']],
    ["the payment app's browser: Alipay", { device: 'alipay' }, ['ALIPAY:snappay_h5']],
    [
      'the native mini-program: WeChat Pay',
      { device: 'miniProgram', nativeMiniProgram: true },
      ['WECHATPAY:wechat_mini_program'],
    ],
  ])('%s', (_name, input, expected) => expect(routes(input)).toEqual(expected));

  it('disabled channels and wallets move a method to the next channel that carries it', () => {
    const channels = ALL.map((c) =>
      c.id === 'opay_h5' ? { ...c, enabled: false } : c.id === 'snappay_h5' ? { ...c, methods: ['WECHATPAY'] } : c,
    );
    expect(routes({ channels })).toEqual(['CARD:citcon_classic_h5', 'ALIPAY:iot_h5', 'UNIONPAY:iot_h5']);
    expect(routes({ channels, device: 'alipay' })).toEqual(['ALIPAY:iot_h5']);
    expect(ids({ channels: channels.map((c) => ({ ...c, enabled: false })), device: 'alipay' })).toEqual([]);
  });

  it('store credit pays when signed in and the balance covers what is left', () => {
    expect(ids({ loggedIn: true, creditBalance: 3000 })).toContain('storeCredit');
    expect(ids({ loggedIn: true, creditBalance: 2999 })).not.toContain('storeCredit');
    expect(ids({ loggedIn: false, creditBalance: 9999 })).not.toContain('storeCredit');
    expect(ids({ loggedIn: true, creditBalance: 4000, creditApplied: 1500, due: 2500 })).toContain('storeCredit');
    expect(ids({ loggedIn: true, creditBalance: 3000, creditApplied: 1500, due: 2500 })).not.toContain('storeCredit');
  });

  it('a pickup order may be paid at the store, without store credit', () => {
    expect(ids({ payAtStore: true }).slice(-1)).toEqual(['payAtStore']);
    expect(ids({ payAtStore: true, device: 'wechat' })).toEqual(['WECHATPAY', 'payAtStore']);
    expect(ids({ payAtStore: true, creditApplied: 500 })).not.toContain('payAtStore');
    expect(ids({ payAtStore: false })).not.toContain('payAtStore');
  });

  it('nothing left to pay online: only store credit confirms the order', () => {
    expect(ids({ loggedIn: true, creditBalance: 2500, creditApplied: 2500, due: 0 })).toEqual(['storeCredit']);
  });
});

describe('idempotent place-order', () => {
  const b = {
    lines: [
      { lineId: 'b', quantity: 1, unitPrice: 500 },
      { lineId: 'a', quantity: 2, unitPrice: 1299 },
    ],
    total: 3200,
    orderMethod: 'PICKUP',
    locationId: 'loc-1',
    date: '2026-11-23',
    time: '10:00',
    couponCode: null,
    tips: 0,
    storeCredit: 0,
  };

  it('the fingerprint ignores line order and changes with any choice', () => {
    expect(checkoutFingerprint(b)).toBe(checkoutFingerprint({ ...b, lines: [...b.lines].reverse() }));
    expect(checkoutFingerprint(b)).not.toBe(checkoutFingerprint({ ...b, time: '10:30' }));
    expect(checkoutFingerprint(b)).not.toBe(
      checkoutFingerprint({ ...b, lines: [{ ...b.lines[0], quantity: 2 }, b.lines[1]] }),
    );
  });

  it('the same checkout keeps its attempt; another checkout gets a new key', () => {
    const fp = checkoutFingerprint(b);
    const first = attemptFor(null, fp, 1, () => 0.5);
    expect(attemptFor(first, fp, 2, Math.random)).toBe(first);
    const other = attemptFor(first, checkoutFingerprint({ ...b, total: 1 }), 3, () => 0.1);
    expect(other.key).not.toBe(first.key);
    expect(other.orderID).toBeNull();
  });
});

it('the order detail link', () => {
  expect(orderDetailUrl('100001')).toBe('/user/orders?orderID=100001');
});

describe('payOptionName (the channel as paymentConfig names it, SnapPay with its wallet)', () => {
  const channels = [
    { id: 'opay_h5', name: 'OPay' },
    { id: 'snappay_h5', name: 'SnapPay' },
  ];
  it.each([
    [{ id: 'opay_h5', channel: 'opay_h5' }, 'OPay'],
    [{ id: 'snappay_ALIPAY', channel: 'snappay_h5', wallet: 'ALIPAY' }, 'SnapPay · Alipay'],
    [{ id: 'snappay_WECHATPAY', channel: 'snappay_h5', wallet: 'WECHATPAY' }, 'SnapPay · WeChat Pay'],
    [{ id: 'iot_h5', channel: 'iot_h5' }, 'iot_h5'],
  ])('%j -> %s', (o, name) => expect(payOptionName(o as PayOption, channels)).toBe(name));
});
