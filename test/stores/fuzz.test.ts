/**
 * Fuzzed answers into the stores: per API area, 1,000 generated malformed answers
 * (test/support/malformed.ts) reach the stores through the real Http and services. Every store
 * action resolves (none rejects), ends in content or an error state (never stuck loading), an
 * error it shows is the server's or 'bad answer' (status > 0: no programming error disguised as a
 * network failure), and a failed cart refresh keeps the cart the shopper had. Seeded (FUZZ_SEED).
 */
import fc from 'fast-check';
import { RootStore } from '@/stores/RootStore';
import '@/stores/checkoutStores';
import { OrdersStore } from '@/stores/OrdersStore';
import { createApi } from '@/services/api';
import '@/services/checkoutApis';
import { createHttp, type ApiError } from '@/services/http';
import type { TransportResponse } from '@/platform/transport';
import { appInfo } from '../support/fixtures';
import { wireProduct, wireProducts } from '../support/catalogue';
import { billingWire, cartWire, orderWire } from '../support/checkout';
import { createFakePlatform } from '../support/fakePlatform';
import { createFakeServer, json } from '../support/fakeServer';
import { FUZZ_TIMEOUT_MS, bodyText, fuzzParams, malformed } from '../support/malformed';

/** A root store whose every request gets `answer()` (the fake server's cookies and platform). */
function rootAnswering(answer: () => TransportResponse) {
  const server = createFakeServer();
  server.cookies.set('XSRF-TOKEN', 'tok');
  const platform = createFakePlatform(server, {});
  const api = createApi(createHttp({ transport: async () => answer(), cookies: server.cookies }));
  return new RootStore({ api, platform });
}

/** A malformed version of one of the samples, with a status and a content type. */
const response = (samples: unknown[]) =>
  fc.record({
    status: fc.constantFrom(200, 200, 200, 200, 201, 400, 404, 500, 502),
    type: fc.constantFrom('application/json', 'application/json', 'application/json', 'text/html'),
    body: fc.constantFrom(...samples).chain((sample) => malformed(sample)),
  });

const toResponse = (r: { status: number; type: string; body: unknown }): TransportResponse => ({
  status: r.status,
  headers: { 'content-type': r.type },
  body: bodyText(r.body),
});

/** An error a store shows: from an answer (status > 0), not a disguised exception. */
function expectShownError(error: ApiError | string | null | undefined): void {
  if (error && typeof error === 'object') expect(error.status).toBeGreaterThan(0);
}

async function fuzz(samples: unknown[], check: (answer: TransportResponse) => Promise<void>): Promise<void> {
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(response(samples), async (r) => {
      runs++;
      await check(toResponse(r));
    }),
    fuzzParams,
  );
  expect(runs).toBeGreaterThanOrEqual(1000);
}

describe('stores under 1,000 malformed answers per area', () => {
  test(
    'app info: AppStore.load ends ready or in error, never rejects',
    async () => {
      await fuzz([appInfo()], async (answer) => {
        const root = rootAnswering(() => answer);
        await root.app.load();
        expect(['ready', 'error']).toContain(root.app.status);
        expectShownError(root.app.error);
        // what the shell reads from it is always there
        expect(typeof root.app.storeName).toBe('string');
        expect(root.app.navigation).toBeTruthy();
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'catalogue: a product list and a product page end in content or an error',
    async () => {
      const detail = { ...wireProduct(1), description: '<p>Tea</p>', options: [], specs: [] };
      const inventory = {
        productId: 1,
        optionPair: null,
        available: true,
        quantity: 12,
        items: [{ optionPair: '', options: {}, quantity: 12, available: true }],
      };
      await fuzz([wireProducts(4), detail, inventory], async (answer) => {
        const root = rootAnswering(() => answer);
        const list = root.catalogue.list({ kind: 'products', cat: 'all' });
        await list.load();
        expect(['ready', 'error']).toContain(list.status);
        expectShownError(list.error);
        const product = root.catalogue.product(1);
        await product.load();
        expect(['ready', 'error']).toContain(product.status);
        expectShownError(product.error);
        expect(product.stockLoading).toBe(false);
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'cart: a failed or malformed refresh keeps the cart the shopper had',
    async () => {
      await fuzz([cartWire()], async (answer) => {
        let current: TransportResponse = json(cartWire());
        const root = rootAnswering(() => current);
        await root.cart.fetch();
        const before = root.cart.lines.map((l) => l.lineId);
        expect(before).toEqual(['11', '12']);
        current = answer;
        const valid = await root.api.cart.myCart().then(
          () => true,
          () => false,
        );
        await root.cart.fetch();
        expect(root.cart.loading).toBe(false);
        if (!valid) expect(root.cart.lines.map((l) => l.lineId)).toEqual(before);
        await root.cart
          .add({ productId: 1, optionPair: null, quantity: 1 })
          .catch((e: ApiError) => expectShownError(e));
        if (!valid) expect(root.cart.lines.map((l) => l.lineId)).toEqual(before);
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'checkout: CheckoutStore.init ends ready or in error',
    async () => {
      await fuzz([billingWire(), { pickupLocations: [], pickupTimeSlots: [], orderMethods: [] }], async (answer) => {
        const root = rootAnswering(() => answer);
        await root.checkout.init();
        expect(['ready', 'error']).toContain(root.checkout.status);
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'orders: the order list and one order end in content or an error',
    async () => {
      await fuzz([{ orders: [orderWire()], startingPosition: 0, total: 1 }, orderWire()], async (answer) => {
        const root = rootAnswering(() => answer);
        const orders = new OrdersStore(root);
        await orders.loadFirst();
        expect(['ready', 'error']).toContain(orders.listStatus);
        await orders.loadOrder('100001');
        expect(['ready', 'error']).toContain(orders.orderStatus);
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'content pages: ContentPageStore.load ends ready, missing or in error',
    async () => {
      await fuzz([{ pageName: 'about', title: 'About Us', body: '<p>Hi</p>' }], async (answer) => {
        const root = rootAnswering(() => answer);
        const page = root.catalogue.contentPage('about');
        await page.load();
        expect(['ready', 'missing', 'error']).toContain(page.status);
        expectShownError(page.error);
      });
    },
    FUZZ_TIMEOUT_MS,
  );
});
