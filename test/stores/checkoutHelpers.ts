/**
 * A fake istore for the checkout, payment and confirmation stores: cart, bill, configs, an
 * idempotent reserve (one order per key, as the server promises), payment requests and status
 * checks; and a RootStore over it with fake checkout adapters (payment, navigation, scroll).
 */
import type { LoginPlatform } from '@/platform/login';
import type { PaymentPlatform } from '@/platform/payment';
import { createMemoryStorage } from '@/platform/memory-storage';
import { createApi } from '@/services/api';
import { createHttp } from '@/services/http';
import { RootStore } from '@/stores/RootStore';
// Like the checkout pages, these tests load the checkout stores' module.
import '@/stores/checkoutStores';
import type { CheckoutDeps } from '@/stores/checkoutDeps';
import type { DeviceKind } from '@/domain/device';
import { createFakePlatform } from '../support/fakePlatform';
import { createFakeServer, json, type FakeServer } from '../support/fakeServer';
import { appInfo } from '../support/fixtures';
import { billingWire, cartWire, orderWire } from '../support/checkout';

export const CHANNELS = [
  { id: 'opay_h5', enabled: true, name: 'OPay' },
  { id: 'snappay_h5', enabled: true, name: 'SnapPay', methods: ['WECHATPAY', 'ALIPAY', 'UNIONPAY'] },
  { id: 'iot_h5', enabled: true, name: 'IOTPay' },
  { id: 'citcon_classic_h5', enabled: true, name: 'Citcon' },
  { id: 'ott_h5', enabled: true, name: 'OTT Pay' },
  { id: 'paypal', enabled: true, name: 'PayPal' },
  { id: 'storeCredit', enabled: true, name: 'Store credit' },
  { id: 'wechat_mini_program', enabled: true, name: 'WeChat Pay' },
];

export const CHECKOUT_CONFIG = {
  currency: 'CAD',
  timeZone: 'America/Toronto',
  orderMethods: [
    { method: 'PICKUP', enabled: true, name: 'Pick up in store' },
    { method: 'DELIVERY', enabled: true, name: 'Local delivery' },
    { method: 'EAT_IN', enabled: true, name: 'Eat in' },
  ],
  pickupLocations: [
    { id: 'l1', localStoreName: 'Downtown', display: true, virtual: false, address: { city: 'Toronto' } },
  ],
  pickupTimeSlots: [
    {
      date: '2026-11-23',
      slots: [
        { start: '10:00', end: '10:30' },
        { start: '10:30', end: '11:00' },
      ],
    },
  ],
  tipsOptions: [0, 10, 15, 18],
  maxTipsAmount: 10000,
  minOrderAmount: 1000,
  taxRateBasisPoints: 500,
  maxCommentLength: 500,
  payAtStoreEnabled: true,
};

export const DELIVERY_CONFIG = {
  enabled: true,
  currency: 'CAD',
  zones: [],
  freeDeliveryOver: 15000,
  deliveryTimeSlots: [{ date: '2026-11-24', slots: [{ start: '12:00', end: '14:00' }] }],
};

export interface FakeShop {
  server: FakeServer;
  /** Orders by id, as the fake server keeps them. */
  orders: Map<string, { status: string; paymentStatus: string; key: string }>;
  /** Idempotency keys -> order ids. */
  keys: Map<string, string>;
  setStatus(orderID: string, status: string, paymentStatus: string): void;
}

/** Routes of a working shop; tests replace single routes to inject faults. */
export function fakeShop(server: FakeServer = createFakeServer()): FakeShop {
  const orders = new Map<string, { status: string; paymentStatus: string; key: string }>();
  const keys = new Map<string, string>();
  let next = 100001;
  server.cookies.set('XSRF-TOKEN', 'tok');
  server.on('GET', 'common3/appInfoInit', () => json(appInfo()));
  server.on('GET', 'shoppingManagement4/myCart', () => json(cartWire()));
  server.on('GET', 'shoppingManagement4/checkoutConfig', () => json(CHECKOUT_CONFIG));
  server.on('GET', 'shoppingManagement4/paymentConfig', () =>
    json({ currency: 'CAD', sandbox: true, channels: CHANNELS }),
  );
  server.on('GET', 'shoppingManagement4/localDeliveryConfig', () => json(DELIVERY_CONFIG));
  server.on('GET', 'shoppingManagement4/billing/', () => json(billingWire()));
  server.on('POST', 'shoppingManagement4/reserve', (req) => {
    const key = (req.json as { idempotencyKey: string }).idempotencyKey;
    const known = keys.get(key);
    if (known) {
      const o = orders.get(known)!;
      return json({
        ...orderWire({ orderID: known, status: o.status, paymentStatus: o.paymentStatus }),
        created: false,
      });
    }
    const id = String(next++);
    keys.set(key, id);
    orders.set(id, { status: 'INTERIM', paymentStatus: 'NOT_PAID', key });
    return json({ ...orderWire({ orderID: id }), created: true }, 201);
  });
  const payUrl = (channel: string, id: string) => `/sandbox/pay/${channel}/${id}?attempt=tok-${id}`;
  for (const [call, channel] of [
    ['requestOPayH5Payment', 'opay_h5'],
    ['requestIOTPayH5Payment', 'iot_h5'],
    ['requestCitconH5Payment', 'citcon_classic_h5'],
    ['requestOTTH5Payment', 'ott_h5'],
  ]) {
    server.on('POST', `shoppingManagement4/${call}`, (req) => {
      const id = (req.json as { orderID: string }).orderID;
      return json({ orderID: id, channel, payUrl: payUrl(channel, id) });
    });
  }
  for (const path of ['h5pay/WECHATPAY', 'webpay/ALIPAY', 'webpay/UNIONPAY']) {
    server.on('GET', `shoppingManagement4/requestSnapPayPrePayment/${path}`, (req) => {
      const id = req.query.get('orderID')!;
      return json({ orderID: id, channel: 'snappay_h5', payUrl: payUrl('snappay_h5', id) });
    });
  }
  const status = (id: string) => {
    const o = orders.get(id);
    return o
      ? json({ orderID: id, status: o.status, paymentStatus: o.paymentStatus })
      : json({ errors: [{ code: 'NOT_FOUND', message: `Order ${id} not found` }] }, 404);
  };
  for (const call of [
    'checkOttPaymentStatus',
    'checkSnapPayPaymentStatus',
    'checkOPayPaymentStatus',
    'checkCitconPaymentStatus',
    'checkIOTPayPaymentStatus',
  ]) {
    server.on('POST', `shoppingManagement4/${call}`, (req) => status((req.json as { orderID: string }).orderID));
  }
  server.on('POST', 'shoppingManagement4/requestWeChatMiniProgramPayment', () =>
    json({ timeStamp: '1700000000', nonceStr: 'nonce', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig' }),
  );
  for (const outcome of ['success', 'error'] as const) {
    server.on('POST', `shoppingManagement4/processWeChatMiniProgramPayment/${outcome}`, (req) => {
      const id = (req.json as { orderID: string }).orderID;
      const o = orders.get(id) ?? { status: 'INTERIM', paymentStatus: 'NOT_PAID', key: '' };
      const decided =
        outcome === 'success'
          ? { status: 'NEW', paymentStatus: 'PAID_ONLINE' }
          : { status: 'FAILED', paymentStatus: 'FAILED' };
      orders.set(id, { ...o, ...decided });
      return status(id);
    });
  }
  server.on('GET', 'admin/orderManagement/order/100001', () => json(orderWire()));
  // WeChat login: the code of wx.login -> the shopper's open id ('openid-' + code)
  server.on('POST', 'wechat/weChatlogin', (req) =>
    json({ weChatOpenId: `openid-${(req.json as { code: string }).code}` }),
  );
  return {
    server,
    orders,
    keys,
    setStatus(orderID, s, p) {
      const o = orders.get(orderID) ?? { status: s, paymentStatus: p, key: '' };
      orders.set(orderID, { ...o, status: s, paymentStatus: p });
    },
  };
}

export function fakePayment(): PaymentPlatform & { openPayPage: jest.Mock; requestWeChatPayment: jest.Mock } {
  return {
    canRequestWeChatPayment: true,
    canOpenPayPage: true,
    openPayPage: jest.fn(),
    requestWeChatPayment: jest.fn(async () => ({ kind: 'ok' as const })),
    onPageRestored: () => () => undefined,
  };
}

export interface CheckoutSetup {
  shop: FakeShop;
  server: FakeServer;
  root: RootStore;
  storage: ReturnType<typeof createMemoryStorage>;
  deps: CheckoutDeps & { navigate: jest.Mock; scrollToTop: jest.Mock; payment: ReturnType<typeof fakePayment> };
}

/** A RootStore over a fake shop; `storage` may be shared between two setups (a reload). */
export function setupCheckout(
  options: {
    shop?: FakeShop;
    storage?: ReturnType<typeof createMemoryStorage>;
    device?: DeviceKind;
    deps?: Partial<CheckoutDeps>;
    /** WeChat login (default: a browser's, "not supported"). */
    login?: LoginPlatform;
  } = {},
): CheckoutSetup {
  const shop = options.shop ?? fakeShop();
  const server = shop.server;
  const platform = createFakePlatform(server, { login: options.login });
  const storage = options.storage ?? createMemoryStorage();
  let seed = 1;
  const deps = {
    payment: fakePayment(),
    navigate: jest.fn(),
    scrollToTop: jest.fn(),
    nativeMiniProgram: false,
    now: () => Date.now(),
    random: () => (seed = (seed * 16807) % 2147483647) / 2147483647,
    ...options.deps,
  } as CheckoutSetup['deps'];
  const device = options.device ?? 'mobile';
  const root = new RootStore({
    api: createApi(createHttp({ transport: server.transport, cookies: server.cookies })),
    platform: {
      ...platform,
      storage,
      getDevice: () => ({
        kind: device,
        flags: {
          miniProgram: device === 'miniProgram',
          wechatBrowser: device === 'wechat',
          alipay: device === 'alipay',
          mobile: device !== 'desktop',
        },
      }),
    },
    checkout: deps,
  });
  return { shop, server, root, storage, deps };
}
