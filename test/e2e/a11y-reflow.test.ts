/**
 * Sizes and reflow on every shopper route (WCAG 1.4.10, 1.4.4, 2.5.8):
 * - 320 CSS px wide (a phone, en and zh): the page never scrolls sideways and nothing is cut off at
 *   the right or left edge (only what sits in its own sideways-scrolling strip, such as the sort
 *   chips, may run past it);
 * - a desktop window of 1280 x 900 at 200 % zoom, i.e. 640 x 450 CSS px at a device scale of 2: the
 *   same, with text at twice its size;
 * - in each of those states axe's WCAG 2.2 AA rules, among them target-size: every target is at
 *   least 24 x 24 CSS px or spaced as 2.5.8 allows.
 */
import type { Page } from 'playwright-core';
import type { Locale } from '../../types/api';
import { describeE2E, useHarness } from './harness';
import {
  axeViolations,
  callApi,
  describeFindings,
  placeOrder,
  seededProducts,
  settle,
  shopperPage,
  shopperRoutes,
} from './a11y';

/** What runs past the viewport's sides (outside a sideways-scrolling strip), and the page's own width. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`the page is ${document.documentElement.scrollWidth}px wide in a ${width}px viewport`);
    }
    const inStrip = (el: Element): boolean => {
      for (let n = el.parentElement; n; n = n.parentElement) {
        const s = getComputedStyle(n);
        if ((s.overflowX === 'auto' || s.overflowX === 'scroll') && n.scrollWidth > n.clientWidth) return true;
        if (n === document.body) return false;
      }
      return false;
    };
    const app = document.getElementById('app') ?? document.body;
    for (const el of Array.from(app.querySelectorAll<HTMLElement>('*'))) {
      if (el.closest('[aria-hidden="true"], .visually-hidden, .skip-link')) continue;
      const own = Array.from(el.childNodes).some((c) => c.nodeType === 3 && c.textContent!.trim() !== '');
      const control = el.matches('a, button, input, select, textarea, [role="button"], img');
      if (!own && !control) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || getComputedStyle(el).visibility === 'hidden') continue;
      if ((r.right > width + 1 || r.left < -1) && !inStrip(el)) {
        const name = (el.textContent ?? '').trim().slice(0, 30);
        found.push(
          `${el.tagName.toLowerCase()}.${String(el.className).split(/\s+/).join('.')} "${name}" spans ${Math.round(r.left)}..${Math.round(r.right)}`,
        );
      }
    }
    return found;
  });
}

const STATES: {
  name: string;
  locale: Locale;
  viewport: { width: number; height: number };
  scale: number;
  mobile: boolean;
}[] = [
  { name: '320px en', locale: 'en', viewport: { width: 320, height: 640 }, scale: 2, mobile: true },
  { name: '320px zh', locale: 'zh', viewport: { width: 320, height: 640 }, scale: 2, mobile: true },
  { name: '1280px at 200%', locale: 'en', viewport: { width: 640, height: 450 }, scale: 2, mobile: false },
];

describeE2E('reflow at 320 px and 200 % zoom, target sizes, on every route', () => {
  const h = useHarness();

  for (const state of STATES) {
    test(`${state.name}: no sideways scroll, nothing cut off, no WCAG A/AA violation`, async () => {
      const page = await shopperPage(h, state.mobile ? 'mobile' : 'desktop', state.locale, true, {
        context: { viewport: state.viewport, deviceScaleFactor: state.scale },
      });
      const products = seededProducts(h);
      const orderID = await placeOrder(page, h, products.plain);
      await callApi(page, h, 'POST', 'shoppingManagement4/myCart', { productId: products.plain, quantity: 1 });
      const failures: string[] = [];
      for (const route of shopperRoutes(h, orderID)) {
        await page.goto(h.url(route));
        await settle(page);
        const where = `${state.name} ${route}`;
        failures.push(...(await overflow(page)).map((o) => `${where}: ${o}`));
        failures.push(...describeFindings(where, await axeViolations(page, where)));
      }
      expect(failures).toEqual([]);
      await page.context().close();
    }, 600_000);
  }
});
