/**
 * Screens over fuzzed answers: the home page, a product list, a product page and the
 * cart, rendered in jsdom while every API call answers a generated malformed answer
 * (test/support/malformed.ts). Each screen renders without throwing and, once the answers are in,
 * is never blank and never stuck on a loading skeleton: it shows content, an empty state, or an
 * error with Try again. Seeded (FUZZ_SEED); fewer runs than the store tests (a render costs more).
 */
import { act, cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import type { ComponentType } from 'react';
import HomePage from '@/pages/home/index';
import ProductListPage from '@/pages/store/productlist/index';
import ProductPage from '@/pages/store/product/index';
import CartPage from '@/pages/checkout/cart/index';
import { RootStore } from '@/stores/RootStore';
import { StoreProvider } from '@/stores/context';
import { createApi } from '@/services/api';
import { createHttp } from '@/services/http';
import type { TransportResponse } from '@/platform/transport';
import { appInfo } from '../support/fixtures';
import { wireProduct, wireProducts } from '../support/catalogue';
import { cartWire } from '../support/checkout';
import { createFakePlatform } from '../support/fakePlatform';
import { createFakeServer } from '../support/fakeServer';
import { resetTaro } from '../support/taro';
import { device } from '../components/shellHelpers';
import { FUZZ_SEED, FUZZ_TIMEOUT_MS, bodyText, malformed } from '../support/malformed';

const RUNS = 100;

const settle = () =>
  act(async () => {
    for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0));
  });

const detail = { ...wireProduct(1), description: '<p>Tea</p>', options: [], specs: [] };
const inventory = {
  productId: 1,
  optionPair: null,
  available: true,
  quantity: 12,
  items: [{ optionPair: '', options: {}, quantity: 12, available: true }],
};

/** Per screen: the API calls it makes (path prefix after the API base) and a valid answer of each. */
const SCREENS: [name: string, url: string, Page: ComponentType, calls: Record<string, unknown>][] = [
  [
    'home',
    '/',
    HomePage,
    {
      'common3/appInfoInit': appInfo(),
      'productManagement2/products': wireProducts(4),
      'shoppingManagement4/myCart': cartWire(),
    },
  ],
  [
    'product list',
    '/store/productlist?cat=all',
    ProductListPage,
    {
      'common3/appInfoInit': appInfo(),
      'productManagement2/products/listCount': { count: 4 },
      'productManagement2/products': wireProducts(4),
    },
  ],
  [
    'product page',
    '/store/product/1',
    ProductPage,
    {
      'common3/appInfoInit': appInfo(),
      'productDetailManagement/productDetail/1': detail,
      'inventoryManagement/inventoryByProductAndOptions/1': inventory,
      'productManagement2/products/relatedProducts/1': wireProducts(2),
    },
  ],
  ['cart', '/checkout/cart', CartPage, { 'common3/appInfoInit': appInfo(), 'shoppingManagement4/myCart': cartWire() }],
];

/** Each call answers its valid sample or a malformed one, with a status, independently. */
const answers = (calls: Record<string, unknown>) =>
  fc.record(
    Object.fromEntries(
      Object.entries(calls).map(([path, sample]) => [
        path,
        fc.record({
          status: fc.constantFrom(200, 200, 200, 200, 400, 404, 500, 502),
          body: fc.oneof({ weight: 1, arbitrary: fc.constant(sample) }, { weight: 2, arbitrary: malformed(sample) }),
        }),
      ]),
    ),
  );

function pathOf(url: string): string {
  return url
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .split('?')[0]
    .replace(/^\/api\/istore\/client\//, '');
}

describe.each(SCREENS)('%s over malformed answers', (_name, url, Page, calls) => {
  beforeEach(() => resetTaro());
  afterEach(() => cleanup());

  test(
    `${RUNS} generated answers: never blank, never stuck loading`,
    async () => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await fc.assert(
          fc.asyncProperty(answers(calls), async (byPath) => {
            resetTaro();
            window.history.pushState({}, '', url);
            const transport = async (req: { url: string }): Promise<TransportResponse> => {
              const path = pathOf(req.url);
              // the longest matching prefix (products/listCount before products)
              const key = Object.keys(byPath)
                .filter((k) => path === k || path.startsWith(`${k}/`))
                .sort((a, b) => b.length - a.length)[0];
              const a = key
                ? byPath[key]
                : { status: 404, body: { errors: [{ code: 'NOT_FOUND', message: 'No such endpoint' }] } };
              return { status: a.status, headers: { 'content-type': 'application/json' }, body: bodyText(a.body) };
            };
            const server = createFakeServer();
            server.cookies.set('XSRF-TOKEN', 'tok');
            const platform = createFakePlatform(server, {});
            Object.assign(platform, { getDevice: () => device('mobile') });
            const root = new RootStore({
              api: createApi(createHttp({ transport, cookies: server.cookies })),
              platform,
            });
            await act(() => root.init());
            const view = render(
              <StoreProvider store={root}>
                <Page />
              </StoreProvider>,
            );
            await settle();
            const text = (view.container.textContent ?? '').trim();
            expect(text.length).toBeGreaterThan(0);
            expect(view.container.querySelector('[aria-busy="true"]')).toBeNull();
            // a product whose stock is not known offers to check again (Add to cart waits for it)
            if (view.container.querySelector('[data-stock="unknown"]')) {
              expect([...view.container.querySelectorAll('button')].some((b) => b.textContent === 'Try again')).toBe(
                true,
              );
            }
            // React reports a render that threw through console.error
            expect(
              errors.mock.calls.filter((c) => /The above error occurred|Uncaught|Error:/.test(String(c[0]))),
            ).toEqual([]);
            view.unmount();
          }),
          { seed: FUZZ_SEED, numRuns: RUNS, endOnFailure: true },
        );
      } finally {
        errors.mockRestore();
      }
    },
    FUZZ_TIMEOUT_MS,
  );
});
