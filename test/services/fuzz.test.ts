/**
 * Fuzzed answers into the services: for every API area, at least 1,000 generated
 * malformed answers (test/support/malformed.ts: missing fields, wrong types, nulls, 10,000-item
 * arrays, nesting thousands deep, not JSON at all, odd statuses) go through the real Http and the
 * area's normalisers. Each call either gives a model or rejects with the app's ApiError (which the
 * stores show); never a TypeError, RangeError or stack overflow. Seeded (FUZZ_SEED).
 */
import fc from 'fast-check';
import { createApi } from '@/services/api';
import '@/services/checkoutApis';
import { createHttp, isApiError } from '@/services/http';
import { createRegistrationApi } from '@/services/registration';
import type { TransportResponse } from '@/platform/transport';
import { appInfo } from '../support/fixtures';
import { wireProduct, wireProducts } from '../support/catalogue';
import { billingWire, cartWire, orderWire } from '../support/checkout';
import { FUZZ_TIMEOUT_MS, bodyText, fuzzParams, malformed } from '../support/malformed';

/** The answer the transport gives next (set by each property run). */
let next: TransportResponse = { status: 200, headers: {}, body: '' };
const http = createHttp({
  transport: async () => next,
  cookies: { get: (n: string) => (n === 'XSRF-TOKEN' ? 'tok' : undefined), all: () => ({ 'XSRF-TOKEN': 'tok' }) },
});
const api = createApi(http);
const registration = createRegistrationApi(http);

type Call = [name: string, sample: unknown, run: () => Promise<unknown>];

const inventory = {
  productId: 1,
  optionPair: null,
  available: true,
  quantity: 12,
  items: [{ optionPair: 'size:S', options: { size: 'S' }, quantity: 12, available: true }],
};
const category = {
  name: 'tea',
  displayName: 'Tea',
  nameContent: { en: 'Tea' },
  productCount: 3,
  imageURL: '/c.svg',
  children: [{ name: 'green', displayName: 'Green', children: [] }],
};

const AREAS: Record<string, Call[]> = {
  'app info': [
    ['appInfoInit', appInfo(), () => api.common.appInfoInit()],
    [
      'changeLocale',
      { currentLocale: 'zh', applicationMessage: { messages: { a: 'b' } } },
      () => api.common.changeLocale('zh'),
    ],
    ['exchangeRates', { baseCurrency: 'CAD', rates: { USD: '0.73' } }, () => api.common.exchangeRates('USD')],
    ['pageContent', { pageName: 'about', title: 'About Us', body: '<p>Hi</p>' }, () => api.common.pageContent('about')],
  ],
  catalogue: [
    ['products', wireProducts(3), () => api.catalogue.products({ cat: 'all' })],
    ['listCount', { count: 3 }, () => api.catalogue.listCount({ cat: 'all' })],
    [
      'productDetail',
      {
        ...wireProduct(1, { hasOptions: true }),
        description: '<p>Tea</p>',
        options: [{ name: 'size', displayName: 'Size', values: [{ value: 'S', displayName: 'S' }] }],
        specs: [],
      },
      () => api.catalogue.productDetail(1),
    ],
    ['inventory', inventory, () => api.catalogue.inventory(1)],
    ['related', wireProducts(2), () => api.catalogue.relatedProducts(1)],
    ['categories', [category], () => api.catalogue.categories()],
    ['brands', [{ name: 'Jade', displayName: 'Jade', productCount: 2 }], () => api.catalogue.brands()],
  ],
  cart: [
    ['myCart', cartWire(), () => api.cart.myCart()],
    ['add', cartWire(), () => api.cart.add({ productId: 1, optionPair: null, quantity: 1 })],
    ['update', cartWire(), () => api.cart.update('11', 2)],
  ],
  checkout: [
    ['billing', billingWire(), () => api.checkout.billing()],
    ['reserve', { ...orderWire(), created: true }, () => api.checkout.reserve('key-123456')],
    [
      'coupon',
      { valid: true, coupon: { code: 'FIVEOFF', applicable: true, amount: 500 }, billing: billingWire() },
      () => api.checkout.verifyCoupon('FIVEOFF'),
    ],
    ['storeCredit', { balance: 500, currency: 'CAD' }, () => api.checkout.storeCredit()],
  ],
  orders: [
    [
      'list',
      { orders: [orderWire(), orderWire({ orderID: '100002' })], startingPosition: 0, total: 2 },
      () => api.orders.list(),
    ],
    ['get', orderWire(), () => api.orders.get('100001')],
    ['count', { count: 2 }, () => api.orders.count()],
  ],
  payment: [
    [
      'requestH5',
      { orderID: '100001', channel: 'opay_h5', payUrl: '/sandbox/pay/opay_h5/100001?attempt=x' },
      () => api.payment.requestH5('opay_h5', '100001'),
    ],
    [
      'checkStatus',
      { orderID: '100001', status: 'NEW', paymentStatus: 'PAID_ONLINE' },
      () => api.payment.checkStatus('opay_h5', { orderID: '100001', returnUrlInfo: 'x' }),
    ],
  ],
  account: [
    [
      'signon',
      { user: { userID: 'u1', email: 'a@b.c', firstName: 'A' }, userID: 'u1', lastLoginDate: '2026-01-01' },
      () => api.account.signon({ email: 'a@b.c', password: 'x' }),
    ],
    [
      'clientRegistration',
      { ok: true, message: 'Check your email' },
      () => registration.clientRegistration({ email: 'a@b.c', password: 'long-enough', firstName: 'A', lastName: 'B' }),
    ],
    [
      'verifyRegistration',
      { user: { userID: 'u1', email: 'a@b.c', firstName: 'A' }, userID: 'u1', lastLoginDate: '2026-01-01' },
      () => registration.verifyRegistration({ email: 'a@b.c', code: '123456' }),
    ],
  ],
};

const response = (sample: unknown) =>
  fc.record({
    status: fc.constantFrom(200, 200, 200, 200, 201, 204, 400, 404, 409, 500, 502),
    type: fc.constantFrom('application/json', 'application/json', 'application/json', 'text/html', ''),
    body: malformed(sample),
  });

describe.each(Object.entries(AREAS))('%s: malformed answers give a model or an ApiError', (_area, calls) => {
  test(
    `${fuzzParams.numRuns} generated answers, 0 uncaught errors`,
    async () => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...calls).chain(([name, sample, run]) => response(sample).map((r) => ({ name, run, ...r }))),
          async ({ run, status, type, body }) => {
            runs++;
            next = { status, headers: type ? { 'content-type': type } : {}, body: bodyText(body) };
            try {
              await run();
            } catch (e) {
              if (!isApiError(e)) throw e;
            }
          },
        ),
        fuzzParams,
      );
      expect(runs).toBeGreaterThanOrEqual(1000);
    },
    FUZZ_TIMEOUT_MS,
  );
});
