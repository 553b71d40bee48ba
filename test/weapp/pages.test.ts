/**
 * Every page of the built mini-program, run: each page of app.json is launched cold (as a shared
 * link opens it) in the headless WeChat runtime (harness/), against the reference server. It must
 * boot with no error and no warning, stay on its own page, render through WeChat's WXML compiler
 * the texts a shopper expects there (page-texts.ts), and keep each interaction's setData within
 * WeChat's 256 KB. A page for signed-in shoppers opens after the demo shopper signs in, and
 * again for a visitor, who must get the sign-in prompt.
 */
import { Client, startServer, type TestServer } from '../server/helpers';
import { signIn } from '../server/checkout-helpers';
import { API_BASE_PATH } from '../../types/api';
import {
  SET_DATA_LIMIT_BYTES,
  ariaOf,
  findAll,
  hasClass,
  startWeapp,
  textOf,
  type WeappSession,
  signInAsDemo,
} from './harness';
import { allPages, hasWeappBuild, readAppJson } from './packages';
import { PAGE_TEXTS, type StoreGet } from './page-texts';

// Each step fails by itself within the harness's settle limit (15 s) with what was pending.
jest.setTimeout(60_000);

const built = hasWeappBuild();
const describeBuilt = built || process.env.STOREFRONT_REQUIRE_BUILD === '1' ? describe : describe.skip;
if (!built && process.env.STOREFRONT_REQUIRE_BUILD !== '1') {
  describe('weapp pages at run time', () => {
    test.skip('SKIPPED: dist/weapp/app.json is missing; run `npm run build:weapp` (npm test builds it)', () => {});
  });
}

const pages = built ? allPages(readAppJson()) : [];

/** The demo shopper signs in on the login page, as flows.test.ts does, before opening `url`. */
async function openSignedIn(server: TestServer, url: string): Promise<WeappSession> {
  const app = await startWeapp({ server, url: '/pages/account/login/index' });
  try {
    await signInAsDemo(app);
    await app.open(url);
    return app;
  } catch (e) {
    await app.close();
    throw e;
  }
}

describeBuilt('weapp pages at run time (dist/weapp in a WeChat-like runtime)', () => {
  let server: TestServer;
  let get: StoreGet;
  /** The same GET as the demo shopper (signed in over the API). */
  let getSignedIn: StoreGet;

  beforeAll(async () => {
    server = await startServer();
    get = async (p) => {
      const res = await fetch(`${server.origin}${API_BASE_PATH}/${p}`);
      if (!res.ok) throw new Error(`GET ${p}: HTTP ${res.status}`);
      return res.json();
    };
    const demo = await new Client(server.origin).prime();
    await signIn(demo);
    getSignedIn = async (p) => {
      const res = await demo.get(`/${p}`);
      if (res.status !== 200) throw new Error(`GET ${p} as the demo shopper: HTTP ${res.status}`);
      return res.body;
    };
  });
  afterAll(() => server?.close());

  test('every page of app.json has its expected texts in page-texts.ts', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((p) => !PAGE_TEXTS[p])).toEqual([]);
    expect(Object.keys(PAGE_TEXTS).filter((p) => !pages.includes(p))).toEqual([]);
  });

  test('the runtime is WeChat-like: no Intl, no eval / new Function, no browser globals', async () => {
    const app = await startWeapp({ server });
    try {
      expect(app.mp.probe('typeof Intl')).toBe('undefined');
      expect(() => app.mp.probe('eval("1")')).toThrow(/Code generation from strings disallowed/);
      expect(() => app.mp.probe('new Function("return 1")')).toThrow(/Code generation from strings disallowed/);
      for (const name of ['window', 'document', 'fetch', 'XMLHttpRequest', 'localStorage']) {
        expect([name, app.mp.probe(`typeof ${name}`)]).toEqual([name, 'undefined']);
      }
    } finally {
      await app.close();
    }
  });

  test.each(pages)('%s boots cold with no error, shows its texts, setData within 256 KB', async (route) => {
    const page = PAGE_TEXTS[route];
    if (!page) throw new Error(`add ${route} to test/weapp/page-texts.ts`);
    const store = (await page.fromStore?.(page.signedIn ? getSignedIn : get)) ?? {};
    const query = new URLSearchParams(store.query ?? {}).toString();
    const url = `/${route}${query ? `?${query}` : ''}`;
    const app = page.signedIn ? await openSignedIn(server, url) : await startWeapp({ server, url });
    try {
      expect(app.mp.records.problems()).toEqual([]);
      expect(app.mp.stack.map((p) => p.route)).toEqual([route]);
      const text = app.text();
      for (const expected of [...page.texts, ...(store.texts ?? [])]) {
        if (typeof expected === 'string') expect(text).toContain(expected);
        else expect(text).toMatch(expected);
      }
      expect(app.mp.records.oversized(SET_DATA_LIMIT_BYTES)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  const forShoppers = pages.filter((p) => PAGE_TEXTS[p]?.signedIn);

  test.each(forShoppers)('%s asks a visitor to sign in, with no error', async (route) => {
    const page = PAGE_TEXTS[route];
    // the same query as the shopper's run (a campaign page needs its campaign)
    const store = (await page.fromStore?.(getSignedIn)) ?? {};
    const query = new URLSearchParams(store.query ?? {}).toString();
    const app = await startWeapp({ server, url: `/${route}${query ? `?${query}` : ''}` });
    try {
      expect(app.mp.records.problems()).toEqual([]);
      const landed = app.mp.stack.map((p) => p.route);
      if (page.signedIn!.redirectsTo) expect(landed[landed.length - 1]).toBe(page.signedIn!.redirectsTo);
      else expect(landed).toEqual([route]);
      const text = app.text();
      for (const expected of page.signedIn!.visitor) {
        if (typeof expected === 'string') expect(text).toContain(expected);
        else expect(text).toMatch(expected);
      }
      // and none of what only the shopper sees
      for (const own of store.texts ?? []) if (typeof own === 'string') expect(text).not.toContain(own);
    } finally {
      await app.close();
    }
  });

  test('aria attributes set by the app render on the views (roles, labels, hidden, states)', async () => {
    const product = (
      await get<{ id: number; hasOptions: boolean; available: boolean }[]>(
        'productManagement2/products?infiniteLoad=true&numberToLoad=12&startingPosition=0',
      )
    ).find((p) => p.hasOptions && p.available)!;
    const app = await startWeapp({ server, url: `/pages/store/product/index?id=${product.id}` });
    try {
      const root = app.view();
      const aria = findAll(root, (n) => Object.keys(ariaOf(n)).length > 0).map(ariaOf);
      const has = (key: string, value?: string) =>
        aria.some((a) => (value === undefined ? key in a : a[key] === value));
      expect(has('role', 'button')).toBe(true);
      expect(has('role', 'radio')).toBe(true);
      expect(has('role', 'heading')).toBe(true);
      expect(has('label')).toBe(true);
      expect(has('hidden', 'true')).toBe(true);
      expect(has('checked', 'false')).toBe(true);
      expect(has('expanded', 'false')).toBe(true);
      expect(has('selected')).toBe(true);
      // Before the options are chosen Add to cart is disabled, and looks it (a class: WXSS has no
      // attribute selectors).
      const [add] = findAll(root, (n) => ariaOf(n).role === 'button' && textOf(n) === 'Add to cart');
      expect(ariaOf(add).disabled).toBe('true');
      expect(hasClass(add, 'app-button--disabled')).toBe(true);
    } finally {
      await app.close();
    }
  });
});
