/**
 * The shopper-list extensions tapped through in the built mini-program (harness/) against the
 * reference server: a visitor saves a product with the heart, finds it on Favourites with today's
 * price, and puts it in the cart from there; the demo shopper buys a past order again from its
 * detail. No step may log an error or a warning.
 */
import { startServer, type TestServer } from '../server/helpers';
import { API_BASE_PATH } from '../../types/api';
import { en } from '../../src/i18n/en';
import { shopperListsMessages } from '../../src/i18n/shopper-lists';
import {
  SET_DATA_LIMIT_BYTES,
  ariaOf,
  findAll,
  hasClass,
  matches,
  startWeapp,
  textOf,
  type RNode,
  mainRegion,
  signInAsDemo,
} from './harness';
import type { WeappSession } from './harness';
import { hasWeappBuild } from './packages';

jest.setTimeout(60_000);

const built = hasWeappBuild();
const describeBuilt = built || process.env.STOREFRONT_REQUIRE_BUILD === '1' ? describe : describe.skip;
const t = shopperListsMessages.en;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

const main = mainRegion;
const named = (root: RNode, name: string) =>
  findAll(root, (n) => ariaOf(n).role === 'button' && matches(ariaOf(n).label ?? textOf(n), name));
const cartBadge = (app: WeappSession) => findAll(app.view(), (n) => hasClass(n, 'site-header__cart'))[0];

function expectClean(app: WeappSession): void {
  expect(app.mp.records.problems()).toEqual([]);
  expect(app.mp.records.oversized(SET_DATA_LIMIT_BYTES)).toEqual([]);
}

describeBuilt('weapp: favourites and buy again (extensions)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  test('a visitor saves a product with the heart, sees it on Favourites at today’s price, and adds it to the cart from there', async () => {
    const res = await fetch(
      `${server.origin}${API_BASE_PATH}/productManagement2/products?infiniteLoad=true&numberToLoad=24&startingPosition=0`,
    );
    const rows = (await res.json()) as { id: number; name: string; hasOptions: boolean; available: boolean }[];
    const product = rows.find((p) => !p.hasOptions && p.available)!;
    const app = await startWeapp({ server, url: `/pages/store/product/index?id=${product.id}` });
    try {
      const save = fill(t.istore_fav_save, { name: product.name });
      expect(named(main(app), save)).toHaveLength(1);
      await app.tap(named(main(app), save)[0]);
      // the heart now says the product is saved
      expect(named(main(app), fill(t.istore_fav_remove, { name: product.name }))).toHaveLength(1);

      await app.open('/pages/user/favourites/index');
      const list = textOf(main(app));
      expect(list).toContain(product.name);
      expect(list).toMatch(/now (CA)?\$\d/);
      expect(cartBadge(app) && textOf(cartBadge(app))).not.toBe('1');
      await app.tap(fill(t.istore_fav_add_named, { name: product.name }));
      expect(textOf(app.view())).toContain(fill(t.istore_fav_added, { name: product.name }));
      expect(ariaOf(cartBadge(app)).label).toBe(en.istore_header_cart_count_one);
      expectClean(app);
    } finally {
      await app.close();
    }
  });

  test('the demo shopper opens a past order and buys it again: the items are back in the cart', async () => {
    const app = await startWeapp({ server, url: '/pages/account/login/index' });
    try {
      await signInAsDemo(app);
      await app.open('/pages/user/orders/index');
      const again = findAll(main(app), (n) => /^Buy again: order \d+$/.test(ariaOf(n).label ?? ''));
      expect(again.length).toBeGreaterThan(0);
      const orderId = /(\d+)$/.exec(ariaOf(again[0]).label)![1];
      await app.open(`/pages/user/orders/index?orderID=${orderId}`);
      await app.tap(fill(t.istore_buy_again_named, { orderId }));
      const said = textOf(app.view());
      expect(said).toMatch(new RegExp(fill(t.istore_buy_again_done, { count: '\\d+' })));
      expect(Number(textOf(cartBadge(app)))).toBeGreaterThan(0);
      expectClean(app);
    } finally {
      await app.close();
    }
  });
});
