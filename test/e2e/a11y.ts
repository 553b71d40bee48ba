/**
 * Accessibility helpers for the browser tests: axe-core (the installed package, not a copy) run in
 * the page, a shopper's page in a given language and sign-in state, and the states every route is
 * checked in.
 *
 * axe is injected with `page.evaluate(source)`: the app's Content-Security-Policy refuses inline
 * scripts, so `page.addScriptTag({ content })` is blocked, while evaluate runs through the
 * debugger protocol, outside the policy.
 */
import fs from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { API_BASE_PATH, XSRF_COOKIE, XSRF_HEADER, type Locale } from '../../types/api';
import type { Harness, Viewport } from './harness';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Where a rule does not apply as axe reads it. Each entry says why; a rule is never switched off as a
 * whole, only for the elements named here.
 */
export const AXE_EXCEPTIONS: { rule: string; state: RegExp; target: RegExp; summary: RegExp; why: string }[] = [
  {
    rule: 'target-size',
    state: /menu bar sub-menu open/,
    target: /^(\.product-page__crumb|a\[href="\/store\/productlist\?cat=[a-z-]+"\])$/,
    summary: /partially obscured/,
    why:
      'a link of the page under the open desktop sub-menu (the breadcrumb) is partly covered by the ' +
      'sub-menu the shopper just opened; axe then measures only its uncovered sliver. It is not a ' +
      'target while covered, and has its full 44 px once the sub-menu closes (Escape, Tab out, a ' +
      "press outside). The sub-menu's own links are checked in the same state and pass.",
  },
  {
    rule: 'target-size',
    state: /(share|WeChat share hint|share poster)$/,
    target:
      /(\.option-picker__value\[role="radio"\]|^\.product-page__(brand|crumb)(\[href="[^"]*"\]|:nth-child\(\d+\))?$|^a\[href="\/store\/productlist\?cat=[a-z-]+"\]$)/,
    summary: /partially obscured/,
    why:
      'a control of the product page under an open share sheet (aria-modal, with a backdrop over ' +
      'the whole page): a size choice, the brand or a breadcrumb link, crossed by the sheet or its ' +
      'buttons, or by the sticky header where the page was scrolled when Share was pressed; axe ' +
      'then measures only the sliver left. While the sheet is open a tap there lands on the backdrop ' +
      '(which closes the sheet), so it is not a target; it has its full size once the sheet closes. ' +
      "The sheet's own controls are checked in the same state and pass.",
  },
];

export interface AxeFinding {
  rule: string;
  impact: string | null;
  target: string;
  summary: string;
}

declare global {
  interface Window {
    axe?: {
      run: (ctx: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }>;
      getRules: (tags?: string[]) => { ruleId: string }[];
    };
  }
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

async function inject(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof window.axe !== 'undefined')) return;
  await page.evaluate(AXE_SOURCE);
}

/** The ids of the rules the run applies (for the report). */
export async function axeRules(page: Page): Promise<string[]> {
  await inject(page);
  return page.evaluate((tags) => window.axe!.getRules(tags).map((r) => r.ruleId), AXE_TAGS);
}

/**
 * axe over the whole document with the WCAG A/AA tags; the violations not excepted, one per node.
 * `state` names what is on screen (the exceptions are per state).
 */
export async function axeViolations(page: Page, state = ''): Promise<AxeFinding[]> {
  await inject(page);
  const violations = await page.evaluate(
    (tags) =>
      window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((r) =>
        r.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
        })),
      ),
    AXE_TAGS,
  );
  const found: AxeFinding[] = [];
  for (const v of violations) {
    for (const n of v.nodes) {
      const target = n.target.map(String).join(' >> ');
      const summary = (n.failureSummary ?? '').replace(/\s+/g, ' ');
      const excepted = AXE_EXCEPTIONS.some(
        (e) => e.rule === v.id && e.state.test(state) && e.target.test(target) && e.summary.test(summary),
      );
      if (excepted) continue;
      found.push({ rule: v.id, impact: v.impact, target, summary });
    }
  }
  return found;
}

/** One line per finding, for a readable failure. */
export function describeFindings(state: string, findings: AxeFinding[]): string[] {
  return findings.map((f) => `${state}: ${f.rule} (${f.impact}) at ${f.target}: ${f.summary}`);
}

/** Calls the API with the page's cookies and XSRF token, as the app does. */
export async function callApi(
  page: Page,
  h: Harness,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const cookies = await page.context().cookies(h.baseURL);
  let xsrf = cookies.find((c) => c.name === XSRF_COOKIE)?.value;
  if (!xsrf) {
    await page.context().request.get(`${h.baseURL}${API_BASE_PATH}/common3/appInfoInit`);
    xsrf = (await page.context().cookies(h.baseURL)).find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  }
  const res = await page.context().request.fetch(`${h.baseURL}${API_BASE_PATH}/${path}`, {
    method,
    headers: { [XSRF_HEADER]: decodeURIComponent(xsrf), 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok()) throw new Error(`${method} ${path}: HTTP ${res.status()} ${await res.text()}`);
  return res.json();
}

export const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/**
 * A shopper's page: the language stored on the device (and the browser's), a store location
 * already chosen (the picker would open by itself; it is checked on its own), signed in as the demo
 * shopper or not.
 */
export async function shopperPage(
  h: Harness,
  viewport: Viewport,
  locale: Locale,
  signedIn: boolean,
  options: { chooseLocation?: boolean; context?: BrowserContextOptions } = {},
): Promise<Page> {
  const info = await h.appInfo(locale);
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
  const page = await h.newPage(viewport, { ...(locale === 'zh' ? { locale: 'zh-CN' } : {}), ...options.context });
  const session = JSON.stringify(
    options.chooseLocation === false ? { locale } : { locale, location: { id: loc.id, name: loc.localStoreName } },
  );
  await page.addInitScript(
    `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});`,
  );
  await callApi(page, h, 'GET', `common3/changeLocale/${locale}`);
  if (signedIn) await callApi(page, h, 'POST', 'common3/signon', DEMO);
  return page;
}

/** Waits for the app to have painted the page (the HTML shell gone, the main content there, idle). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.getElementById('sf-shell') && !!document.querySelector('#main'), null, {
    timeout: 15_000,
  });
  // skeletons give way to content
  await page
    .waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), null, { timeout: 5_000 })
    .catch(() => undefined);
}

/** A pickup order placed through the API from the page's session (its cart is used up); its id. */
export async function placeOrder(page: Page, h: Harness, productId: number): Promise<string> {
  await callApi(page, h, 'POST', 'shoppingManagement4/myCart', { productId, quantity: 1 });
  const config = (await callApi(page, h, 'GET', 'shoppingManagement4/checkoutConfig')) as {
    pickupLocations: { id: number; localStoreName: string }[];
    pickupTimeSlots: { date: string; slots: { start: string }[] }[];
  };
  const store = config.pickupLocations[0];
  await callApi(page, h, 'POST', 'shoppingManagement4/updateOrderMethod', {
    orderMethod: 'PICKUP',
    locationId: store.id,
  });
  const day = config.pickupTimeSlots[0];
  await callApi(page, h, 'POST', 'shoppingManagement4/orderPickupDateTime', {
    date: day.date,
    time: day.slots[0].start,
  });
  await callApi(
    page,
    h,
    'POST',
    `shoppingManagement4/orderContactInfo?methodName=PICKUP&localStoreName=${encodeURIComponent(store.localStoreName)}`,
    { firstName: 'Ada', lastName: 'Lee', email: 'ada@example.com', phone: '+1 416 555 0100' },
  );
  const order = (await callApi(page, h, 'POST', 'shoppingManagement4/reserve', {
    idempotencyKey: `a11y-${Date.now()}-${Math.random()}`,
  })) as { orderID: string };
  return order.orderID;
}

/** A product in stock with no options, and one with options (the size picker). */
export function seededProducts(h: Harness): { plain: number; withOptions: number } {
  const db = h.server.db;
  const plain = db
    .prepare(
      `SELECT p.id FROM products p JOIN product_inventory i ON i.product_id = p.id WHERE p.options = '[]'
       AND p.record_status = 'ACTIVE' AND p.product_type = 'PRODUCT' AND i.quantity >= 5 ORDER BY p.id LIMIT 1`,
    )
    .get() as { id: number };
  return { plain: plain.id, withOptions: 1 };
}

/**
 * Every shopper route with real ids from the seeded store. `orderID` is an order of the page's own
 * session (confirmation page and order detail).
 */
export function shopperRoutes(h: Harness, orderID: string): string[] {
  const db = h.server.db;
  const brand = db.prepare('SELECT name FROM brands ORDER BY name LIMIT 1').get() as { name: string };
  const tag = db.prepare('SELECT name FROM tags ORDER BY name LIMIT 1').get() as { name: string };
  const campaign = db.prepare('SELECT id FROM campaigns ORDER BY id LIMIT 1').get() as { id: number } | undefined;
  return [
    '/',
    '/store',
    '/store/productlist?cat=all',
    '/store/search?searchStr=tea',
    '/store/product/1',
    `/store/brand/${encodeURIComponent(brand.name)}`,
    `/store/tag/${encodeURIComponent(tag.name)}`,
    '/store/clearance',
    '/store/groupCampaigns',
    ...(campaign ? [`/store/groupCampaign?id=${campaign.id}`] : []),
    '/checkout/cart',
    `/confirmation/${orderID}`,
    '/account/login',
    '/account/signup',
    '/account/forgotPassword',
    '/user/list',
    '/user/orders',
    `/user/orders?orderID=${orderID}`,
    '/user/coupons',
    '/user/credit',
    '/user/membership',
    '/user/referrals',
    '/user/support',
    '/user/addresses',
    '/blog',
    '/about',
  ];
}
