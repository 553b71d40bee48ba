/**
 * axe (WCAG 2.0/2.1/2.2 A and AA) over every shopper route, for one viewport, in English and
 * Chinese, signed out and signed in: one page per language and sign-in state, reused from route to
 * route, one test per state. Used by a11y-routes-phone.test.ts and a11y-routes-desktop.test.ts, so
 * jest's two workers take one viewport each.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Locale } from '../../types/api';
import { describeE2E, RESULTS_DIR, useHarness, type Viewport } from './harness';
import {
  axeRules,
  axeViolations,
  callApi,
  describeFindings,
  placeOrder,
  seededProducts,
  settle,
  shopperPage,
  shopperRoutes,
  type AxeFinding,
} from './a11y';

/** Route count the suite is expected to cover (keeps a shortened list from passing silently). */
const MIN_ROUTES = 25;

export function axeRouteSuite(viewport: Viewport): void {
  describeE2E(`axe on every route: ${viewport}`, () => {
    const h = useHarness();
    const report: Record<string, AxeFinding[]> = {};
    let rules: string[] = [];

    afterAll(() => {
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      const file = path.join(RESULTS_DIR, `a11y-axe-routes-${viewport}.json`);
      const states = Object.keys(report).length;
      const violations = Object.values(report).reduce((n, f) => n + f.length, 0);
      fs.writeFileSync(file, JSON.stringify({ viewport, states, rules, violations, report }, null, 2));
    });

    const contexts: { locale: Locale; signedIn: boolean }[] = [
      { locale: 'en', signedIn: false },
      { locale: 'en', signedIn: true },
      { locale: 'zh', signedIn: false },
      { locale: 'zh', signedIn: true },
    ];
    for (const { locale, signedIn } of contexts) {
      describe(`${locale}, ${signedIn ? 'signed in' : 'signed out'}`, () => {
        let page: Page;
        let routes: string[] = [];
        beforeAll(async () => {
          page = await shopperPage(h, viewport, locale, signedIn);
          const products = seededProducts(h);
          const orderID = await placeOrder(page, h, products.plain);
          // a cart with a product in it (the cart page, the header's count)
          await callApi(page, h, 'POST', 'shoppingManagement4/myCart', { productId: products.plain, quantity: 2 });
          routes = shopperRoutes(h, orderID);
          expect(routes.length).toBeGreaterThanOrEqual(MIN_ROUTES);
        }, 60_000);
        afterAll(async () => {
          await page?.context().close();
        });

        test('every route has no WCAG A/AA violation', async () => {
          const failures: string[] = [];
          for (const route of routes) {
            const state = `${viewport} ${locale} ${signedIn ? 'in' : 'out'} ${route}`;
            await page.goto(h.url(route));
            await settle(page);
            // the document's language follows the page's
            const lang = await page.evaluate(() => document.documentElement.lang);
            if (!lang.startsWith(locale)) failures.push(`${state}: <html lang="${lang}">`);
            if (rules.length === 0) rules = await axeRules(page);
            const findings = await axeViolations(page);
            report[state] = findings;
            failures.push(...describeFindings(state, findings));
          }
          expect(failures).toEqual([]);
        }, 600_000);
      });
    }

    test('content in the other language carries its own lang (a Chinese-only name on an English page, and back)', async () => {
      const db = h.server.db;
      const row = db.prepare('SELECT name_en, name_zh FROM products WHERE id = 2').get() as {
        name_en: string;
        name_zh: string;
      };
      db.prepare('UPDATE products SET name_en = ?, name_zh = ? WHERE id = 2').run('龙井绿茶 250g', 'Longjing Tea');
      try {
        for (const [locale, lang] of [
          ['en', 'zh'],
          ['zh', 'en'],
        ] as const) {
          const page = await shopperPage(h, viewport, locale, false);
          await page.goto(h.url('/store/product/2'));
          await settle(page);
          const title = page.locator('.product-page__name');
          await title.waitFor();
          expect(await title.getAttribute('lang')).toBe(lang);
          expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${locale}`));
          // a name in the page's own language has none
          await page.goto(h.url('/store/product/1'));
          await settle(page);
          expect(await page.locator('.product-page__name').getAttribute('lang')).toBeNull();
          await page.context().close();
        }
      } finally {
        db.prepare('UPDATE products SET name_en = ?, name_zh = ? WHERE id = 2').run(row.name_en, row.name_zh);
      }
    }, 120_000);
  });
}
