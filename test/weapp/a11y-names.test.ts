/**
 * Screen-reader names in the mini-program: on every page of app.json, in English and in Chinese,
 * every element a shopper can tap has a role and a name, read from the WXML WeChat renders (the
 * built templates compiled by WeChat's own compiler, harness/). WeChat's screen reader reads
 * `aria-role` / `aria-label` on views (base library 2.7.1+); a native control (button, navigator,
 * input, switch, ...) has its role already. The name is the aria-label, else the text inside.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client, startServer, type TestServer } from '../server/helpers';
import { signIn } from '../server/checkout-helpers';
import { en } from '../../src/i18n/en';
import { zh } from '../../src/i18n/zh';
import {
  ariaOf,
  classesOf,
  findAll,
  handlerOf,
  nameOf,
  startWeapp,
  type RNode,
  type WeappSession,
  signInAsDemo,
} from './harness';
import { allPages, hasWeappBuild, readAppJson, WEAPP_DIR } from './packages';
import { PAGE_TEXTS, type StoreGet } from './page-texts';

jest.setTimeout(600_000);

/** WeChat's own controls: their role comes with the tag. */
const NATIVE = new Set(['button', 'navigator', 'input', 'textarea', 'switch', 'checkbox', 'radio', 'picker', 'slider']);

/**
 * Taro's templates bind tap on every scroll-view, canvas and rich-text, whether or not the app
 * listens (they have no listener-free variant, unlike view): such a node is a container, not a
 * control. The app taps on none of them (the test below checks the templates still say so).
 */
const ALWAYS_BOUND = ['scroll-view', 'canvas', 'rich-text'];

/** Every node on the page that binds a tap, described with what it lacks. */
function unnamedTappables(root: RNode): string[] {
  const problems: string[] = [];
  for (const n of findAll(root, (x) => !!handlerOf(x, 'tap') && !ALWAYS_BOUND.includes(x.tag))) {
    const aria = ariaOf(n);
    if (aria.hidden === 'true') continue;
    const role = aria.role ?? (NATIVE.has(n.tag) ? n.tag : '');
    const name = nameOf(n);
    if (role && name) continue;
    const what = `<${n.tag} class="${classesOf(n).join(' ')}"> "${name.slice(0, 30)}"`;
    problems.push(`${what}: ${role ? '' : 'no role '}${name ? '' : 'no name'}`.trim());
  }
  return problems;
}

const built = hasWeappBuild();
const describeBuilt = built || process.env.STOREFRONT_REQUIRE_BUILD === '1' ? describe : describe.skip;
if (!built && process.env.STOREFRONT_REQUIRE_BUILD !== '1') {
  describe('weapp names', () => {
    test.skip('SKIPPED: dist/weapp/app.json is missing; run `npm run build:weapp` (npm test builds it)', () => {});
  });
}

describeBuilt('weapp: every tappable element has a role and a name, on every page, in en and zh', () => {
  let server: TestServer;
  let getSignedIn: StoreGet;

  beforeAll(async () => {
    server = await startServer();
    const demo = await new Client(server.origin).prime();
    await signIn(demo);
    getSignedIn = async (p) => {
      const res = await demo.get(`/${p}`);
      if (res.status !== 200) throw new Error(`GET ${p} as the demo shopper: HTTP ${res.status}`);
      return res.body;
    };
  });
  afterAll(() => server?.close());

  test("Taro's templates bind tap on every scroll-view, canvas and rich-text; the app binds none itself", () => {
    const base = fs.readFileSync(path.join(WEAPP_DIR, 'base.wxml'), 'utf8');
    for (const tag of ALWAYS_BOUND) {
      const opening = base.match(new RegExp(`<${tag}\\s[^>]*>`, 'g')) ?? [];
      expect([tag, opening.length > 0]).toEqual([tag, true]);
      for (const o of opening) expect([tag, /bindtap="eh"/.test(o)]).toEqual([tag, true]);
    }
    // no onClick on a ScrollView, Canvas or RichText in the app's source
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx$/.test(e.name)) {
          const src = fs.readFileSync(p, 'utf8');
          if (/<(ScrollView|Canvas|RichText)\b[^>]*\bon(Click|Tap)=/.test(src)) offenders.push(p);
        }
      }
    };
    walk(path.join(__dirname, '..', '..', 'src'));
    expect(offenders).toEqual([]);
  });

  for (const locale of ['en', 'zh'] as const) {
    test(`${locale}: every page`, async () => {
      const pages = allPages(readAppJson());
      expect(pages.length).toBeGreaterThan(20);
      const app: WeappSession = await startWeapp({ server, url: '/pages/account/login/index' });
      const problems: string[] = [];
      try {
        // the shopper signs in (pages for shoppers show their content), then picks the language
        await signInAsDemo(app);
        if (locale === 'zh') {
          await app.open('/pages/home/index');
          await app.tap(en.istore_header_open_menu);
          await app.tap(zh.istore_language_zh);
          expect(app.text()).toContain(zh.istore_catalogue_categories);
        }
        let checked = 0;
        for (const route of pages) {
          const store = (await PAGE_TEXTS[route]?.fromStore?.(getSignedIn)) ?? {};
          const query = new URLSearchParams(store.query ?? {}).toString();
          await app.open(`/${route}${query ? `?${query}` : ''}`);
          const root = app.view();
          const tappable = findAll(root, (x) => !!handlerOf(x, 'tap')).length;
          if (tappable > 0) checked++;
          for (const p of unnamedTappables(root)) problems.push(`${route}: ${p}`);
        }
        // the pages really rendered their controls
        expect(checked).toBeGreaterThan(pages.length / 2);
      } finally {
        await app.close();
      }
      expect(problems).toEqual([]);
    });
  }
});
