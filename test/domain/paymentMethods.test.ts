/**
 * Payment methods, not processors: which methods a shopper is offered where, and which
 * channel of spec 7.3 carries each, from the store's paymentConfig (the demo store's settings:
 * server/api/seed/checkout.ts) and the shopper's context.
 */
import {
  methodLabelKey,
  onlineMethods,
  routeMethod,
  shopperContext,
  storeMethods,
  type ChannelConfig,
  type ShopperContext,
} from '@/domain/paymentMethods';

/** The demo store's paymentConfig, in its order of preference. */
const STORE: ChannelConfig[] = [
  { id: 'opay_h5', enabled: true, methods: ['CARD'] },
  { id: 'snappay_h5', enabled: true, methods: ['WECHATPAY', 'ALIPAY', 'UNIONPAY'] },
  { id: 'iot_h5', enabled: true, methods: ['WECHATPAY', 'ALIPAY', 'UNIONPAY'] },
  { id: 'citcon_classic_h5', enabled: true, methods: ['WECHATPAY', 'ALIPAY', 'CARD'] },
  { id: 'ott_h5', enabled: true, methods: ['WECHATPAY', 'ALIPAY'] },
  { id: 'paypal', enabled: false },
  { id: 'storeCredit', enabled: true },
  { id: 'wechat_mini_program', enabled: true, methods: ['WECHATPAY'] },
];

describe('onlineMethods: the five contexts with the demo store', () => {
  it.each<[ShopperContext, [string, string][]]>([
    // in WeChat's browser: WeChat Pay through a WeChat-capable channel (SnapPay's h5pay JSAPI)
    ['wechatBrowser', [['WECHATPAY', 'snappay_h5']]],
    // the native mini-program: WeChat Pay through requestPayment
    ['miniProgram', [['WECHATPAY', 'wechat_mini_program']]],
    // the payment app's browser: Alipay only (cards are not offered there, spec 5)
    ['paymentApp', [['ALIPAY', 'snappay_h5']]],
    // a phone's browser: redirect flows (WeChat Pay needs WeChat itself)
    [
      'mobile',
      [
        ['CARD', 'opay_h5'],
        ['ALIPAY', 'snappay_h5'],
        ['UNIONPAY', 'snappay_h5'],
      ],
    ],
    // a desktop: QR or redirect flows, WeChat Pay by QR through the first channel that has one
    [
      'desktop',
      [
        ['CARD', 'opay_h5'],
        ['WECHATPAY', 'iot_h5'],
        ['ALIPAY', 'snappay_h5'],
        ['UNIONPAY', 'snappay_h5'],
      ],
    ],
  ])('%s', (context, expected) => {
    expect(onlineMethods(context, STORE).map((r) => [r.method, r.channel])).toEqual(expected);
  });
});

describe('routeMethod: the store’s settings decide', () => {
  const off = (id: string) => STORE.map((c) => (c.id === id ? { ...c, enabled: false } : c));
  const only = (id: string, methods: string[]) => STORE.map((c) => (c.id === id ? { ...c, methods } : c));
  it.each<[string, ChannelConfig[], Parameters<typeof routeMethod>[0], ShopperContext, string | null]>([
    [
      'SnapPay off: WeChat Pay in WeChat goes through IOTPay',
      off('snappay_h5'),
      'WECHATPAY',
      'wechatBrowser',
      'iot_h5',
    ],
    [
      'SnapPay without Alipay: Alipay in the payment app through IOTPay',
      only('snappay_h5', ['WECHATPAY', 'UNIONPAY']),
      'ALIPAY',
      'paymentApp',
      'iot_h5',
    ],
    ['OPay off: cards through Citcon', off('opay_h5'), 'CARD', 'desktop', 'citcon_classic_h5'],
    ['cards are never offered in the payment app', STORE, 'CARD', 'paymentApp', null],
    ['WeChat Pay is not offered in a phone’s ordinary browser', STORE, 'WECHATPAY', 'mobile', null],
    [
      'the mini-program channel off: no WeChat Pay in the mini-program',
      off('wechat_mini_program'),
      'WECHATPAY',
      'miniProgram',
      null,
    ],
    [
      'a channel without methods listed carries what it can',
      [{ id: 'ott_h5', enabled: true }],
      'WECHATPAY',
      'desktop',
      'ott_h5',
    ],
    ['nothing enabled: nothing', STORE.map((c) => ({ ...c, enabled: false })), 'ALIPAY', 'desktop', null],
  ])('%s', (_name, channels, method, context, channel) => {
    expect(routeMethod(method, context, channels)?.channel ?? null).toBe(channel);
  });
});

describe('shopperContext', () => {
  it.each([
    ['miniProgram', true, 'miniProgram'],
    ['miniProgram', false, 'wechatBrowser'], // the H5 app in a mini-program web-view
    ['wechat', false, 'wechatBrowser'],
    ['alipay', false, 'paymentApp'],
    ['mobile', false, 'mobile'],
    ['desktop', false, 'desktop'],
  ] as const)('%s (native mini-program: %s) -> %s', (kind, native, context) => {
    expect(shopperContext(kind, native)).toBe(context);
  });
});

describe('storeMethods: what the footer logos show', () => {
  it('the demo store takes WeChat Pay, Alipay, UnionPay and cards', () => {
    expect(storeMethods(STORE)).toEqual(['CARD', 'WECHATPAY', 'ALIPAY', 'UNIONPAY']);
  });
  it('without OPay and Citcon, no cards', () => {
    expect(storeMethods(STORE.filter((c) => c.id !== 'opay_h5' && c.id !== 'citcon_classic_h5'))).toEqual([
      'WECHATPAY',
      'ALIPAY',
      'UNIONPAY',
    ]);
  });
});

describe('methodLabelKey: names, not processors', () => {
  it.each([
    ['WECHATPAY', 'istore_method_wechatpay'],
    ['ALIPAY', 'istore_method_alipay'],
    ['UNIONPAY', 'istore_method_unionpay'],
    ['CARD', 'istore_method_card'],
    ['storeCredit', 'istore_method_store_credit'],
    ['payAtStore', 'istore_payment_pay_at_store'],
    ['opay_h5', 'istore_method_online'],
  ])('%s -> %s', (id, key) => expect(methodLabelKey(id)).toBe(key));
});
