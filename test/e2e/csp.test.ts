/**
 * The app really runs under its Content-Security-Policy: every route of the route
 * table (src/domain/routes), loaded in Chromium from the server that sends the policy, raises no
 * `securitypolicyviolation` event and logs no error; the sandbox pay page neither.
 */
import type { Page } from 'playwright-core';
import type { PaymentRequestResponse } from '../../types/api';
import { allRoutes } from '../../src/domain/routes';
import { describeE2E, expectNoErrors, useHarness } from './harness';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation of every document the page loads. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

describeE2E('Content-Security-Policy in the browser (e2e)', () => {
  const h = useHarness();

  /** One concrete URL per pattern, with real ids and names from the seeded store. */
  function concreteUrls(): string[] {
    const db = h.server.db;
    const product = db.prepare("SELECT id FROM products WHERE record_status = 'ACTIVE' ORDER BY id LIMIT 1").get() as {
      id: number;
    };
    const brand = db.prepare('SELECT name FROM brands ORDER BY name LIMIT 1').get() as { name: string } | undefined;
    const tag = db.prepare('SELECT name FROM tags ORDER BY name LIMIT 1').get() as { name: string } | undefined;
    const values: Record<string, string> = {
      id: String(product.id),
      name: brand?.name ?? 'x',
      pageName: 'about',
    };
    const urls = new Set<string>();
    for (const { urls: patterns } of allRoutes()) {
      for (const p of patterns) {
        let url = p.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(values[key] ?? 'x'));
        if (p === '/store/tag/:name' && tag) url = `/store/tag/${encodeURIComponent(tag.name)}`;
        if (p.startsWith('/confirmation/')) url = '/confirmation/100001?from_source=opay_h5X100001';
        urls.add(url);
      }
    }
    return [...urls];
  }

  test('every page of the route table loads with 0 violations', async () => {
    const page = await h.newPage('desktop');
    await watchViolations(page);
    const urls = concreteUrls();
    expect(urls.length).toBeGreaterThanOrEqual(20);
    const violations: string[] = [];
    for (const url of urls) {
      const res = await page.goto(h.url(url), { waitUntil: 'networkidle' });
      expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
      const found = await page.evaluate(() => window.__cspViolations ?? []);
      violations.push(...found.map((v) => `${url}: ${v}`));
    }
    // The same page again: the browser revalidates it (304), and must keep the app's policy.
    for (const url of ['/', '/store/productlist']) {
      await page.goto(h.url(url), { waitUntil: 'networkidle' });
      await page.reload({ waitUntil: 'networkidle' });
      const found = await page.evaluate(() => window.__cspViolations ?? []);
      violations.push(...found.map((v) => `${url} (again): ${v}`));
      expect((await page.evaluate(() => document.body.innerText)).trim()).not.toBe('');
    }
    expect(violations).toEqual([]);
    // Pages asking for what does not exist (an unknown order, a guest's account) log their 4xx.
    expectNoErrors(page, [/status of 40[0-9]/]);
  });

  test('the sandbox pay page renders its style under its hash-only policy', async () => {
    const page = await h.newPage('mobile');
    await watchViolations(page);
    // Settled first: the app's own first calls may start the guest's session, and a call of ours
    // racing them would start a second one (its cart then missing at checkout).
    await page.goto(h.url('/'), { waitUntil: 'networkidle' });
    // A guest order to pay, placed through the API from the page (its cookies, its XSRF token).
    const db = h.server.db;
    const product = db
      .prepare(
        `SELECT p.id FROM products p JOIN product_inventory i ON i.product_id = p.id WHERE p.options = '[]'
         AND p.record_status = 'ACTIVE' AND p.product_type = 'PRODUCT' AND i.quantity >= 5 AND p.price >= 1000 ORDER BY p.id LIMIT 1`,
      )
      .get() as { id: number };
    const payUrl = await page.evaluate(async (productId) => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]);
      const call = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`/api/istore/client${path}`, {
          method,
          headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': xsrf },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      await call('POST', '/shoppingManagement4/myCart', { productId, quantity: 2 });
      const config = await call('GET', '/shoppingManagement4/checkoutConfig');
      const store = config.pickupLocations[0];
      await call('POST', '/shoppingManagement4/updateOrderMethod', { orderMethod: 'PICKUP', locationId: store.id });
      const day = config.pickupTimeSlots[0];
      await call('POST', '/shoppingManagement4/orderPickupDateTime', { date: day.date, time: day.slots[0].start });
      await call(
        'POST',
        `/shoppingManagement4/orderContactInfo?methodName=PICKUP&localStoreName=${encodeURIComponent(store.localStoreName)}`,
        {
          firstName: 'Ada',
          lastName: 'Lee',
          email: 'ada@example.com',
          phone: '+1 416 555 0100',
        },
      );
      const order = await call('POST', '/shoppingManagement4/reserve', { idempotencyKey: `csp-${Date.now()}` });
      const pay = (await call('POST', '/shoppingManagement4/requestOPayH5Payment', {
        orderID: order.orderID,
      })) as PaymentRequestResponse;
      return pay.payUrl;
    }, product.id);
    await page.goto(h.url(payUrl));
    const approve = page.getByRole('button', { name: 'Approve' });
    await approve.waitFor();
    // The inline style applied: the Approve button is green, not the browser's grey.
    expect(await approve.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(17, 99, 41)');
    expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
    expectNoErrors(page);
  });
});
