/**
 * The foundation end to end in headless Chromium against the built H5 app and
 * the reference server. Store names come from the server's appInfoInit, never from this file.
 */
import type { Locator, Page } from 'playwright-core';
import { API_BASE_PATH, XSRF_COOKIE, XSRF_HEADER, type ApiErrorBody, type AppInfo } from '../../types/api';
import { describeE2E, expectNoErrors, screenshot, useHarness, type Viewport } from './harness';

/** The seeded demo shopper (README). */
const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/** The store name as text, or as the accessible name of the logo image. */
function storeNameIn(page: Page, name: string): Locator {
  return (
    page
      .getByText(name, { exact: true })
      .or(page.getByRole('img', { name, exact: true }))
      .or(page.getByAltText(name, { exact: true }))
      // Taro's hidden navigation bar holds the page title (the store's name on home) as text too
      .filter({ visible: true })
      .first()
  );
}

/** Path + query of the page's URL. */
function pathOf(page: Page): string {
  const u = new URL(page.url());
  return u.pathname + u.search;
}

describeE2E('foundation (e2e)', () => {
  const h = useHarness();

  /** A visitor who already chose a store location, so the location picker stays shut (spec 4). */
  async function visitorWithLocation(viewport: Viewport): Promise<Page> {
    const { systemSettings } = await h.appInfo('en');
    const loc = systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
    const page = await h.newPage(viewport);
    const session = JSON.stringify({ locale: 'en', location: { id: loc.id, name: loc.localStoreName } });
    await page.addInitScript(
      ({ key, value }) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      },
      { key: 'istore.session', value: session },
    );
    return page;
  }

  describe.each<Viewport>(['mobile', 'desktop'])('%s viewport', (viewport) => {
    test('home shows the seeded store name', async () => {
      const { appContent } = await h.appInfo('en');
      expect(appContent.storeName).toBeTruthy();
      const page = await h.newPage(viewport);
      await page.goto(h.url('/'));
      await storeNameIn(page, appContent.storeName).waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      await screenshot(page, `foundation-home-${viewport}`);
      // nothing on the page (sideways strips included) may make it wider than the screen
      const widths = await page.evaluate(
        '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
      );
      const [scrollWidth, clientWidth] = widths as [number, number];
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      expectNoErrors(page);
    });
  });

  test('the language toggle switches en -> zh and back', async () => {
    const en = (await h.appInfo('en')).appContent.storeName;
    const zh = (await h.appInfo('zh')).appContent.storeName;
    expect(zh).not.toEqual(en);
    const page = await h.newPage('desktop');
    await page.goto(h.url('/'));
    await storeNameIn(page, en).waitFor({ state: 'visible' });
    // the seeded store has multi-location on: a first visit opens the location picker (spec 4);
    // a chosen store keeps it shut from then on (choosing reloads the page)
    const picker = page.getByRole('dialog', { name: 'Choose the Location' });
    await picker.waitFor({ state: 'visible' });
    await Promise.all([page.waitForEvent('load'), picker.locator('.location-modal__card').first().click()]);
    await storeNameIn(page, en).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');

    const toggle = page.getByRole('button', { name: /中文|English|language/i }).first();
    await toggle.click();
    await storeNameIn(page, zh).waitFor({ state: 'visible' });
    await expect(storeNameIn(page, en).isVisible()).resolves.toBe(false);
    await screenshot(page, 'foundation-home-zh');

    await page
      .getByRole('button', { name: /中文|English|language/i })
      .first()
      .click();
    await storeNameIn(page, en).waitFor({ state: 'visible' });
    await expect(storeNameIn(page, zh).isVisible()).resolves.toBe(false);
    expectNoErrors(page);
  });

  test('an unknown path lands on /', async () => {
    const page = await h.newPage('mobile');
    await page.goto(h.url('/no/such/path'));
    await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/');
    expectNoErrors(page);
  });

  test("the app's own POST (Sign In) echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN and is accepted", async () => {
    const page = await visitorWithLocation('desktop');
    await page.goto(h.url('/account/login'));
    await page.getByLabel(/^Email/).fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    // the request the app's HTTP client (src/services/http.ts) sends when the shopper signs in
    const signon = page.waitForRequest(
      (req) => req.method() === 'POST' && new URL(req.url()).pathname === `${API_BASE_PATH}/common3/signon`,
    );
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    const request = await signon;
    const response = await request.response();

    const cookie = (await page.context().cookies(h.baseURL)).find((c) => c.name === XSRF_COOKIE);
    expect(cookie?.value).toBeTruthy();
    const headers = await request.allHeaders();
    expect(headers[XSRF_HEADER.toLowerCase()]).toBe(cookie!.value);
    // double submit: the same token went along as the cookie
    expect(headers.cookie ?? '').toContain(`${XSRF_COOKIE}=${cookie!.value}`);
    expect(response).not.toBeNull();
    expect(response!.status()).toBeGreaterThanOrEqual(200);
    expect(response!.status()).toBeLessThan(300);
    // ... and the server acted on it: the shopper is signed in
    await page.waitForURL((u) => u.pathname === '/user/list');
    const info = await page.evaluate(
      async (url) => (await (await fetch(url)).json()) as AppInfo,
      `${API_BASE_PATH}/common3/appInfoInit`,
    );
    expect(info.userID).toBeTruthy();
    expectNoErrors(page);
  });

  test('a forged X-XSRF-TOKEN is refused with 403 and the JSON error, and changes nothing', async () => {
    const page = await visitorWithLocation('mobile');
    await page.goto(h.url('/'));
    await page.waitForLoadState('networkidle');
    const cookie = (await page.context().cookies(h.baseURL)).find((c) => c.name === XSRF_COOKIE);
    expect(cookie?.value).toBeTruthy();
    const token = cookie!.value;
    // same length, last character changed: only the value is wrong
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');

    const result = await page.evaluate(
      async ({ base, headerName, token, forged, email, password }) => {
        const state = async () => {
          const info = (await (await fetch(`${base}/common3/appInfoInit`)).json()) as AppInfo;
          return { locid: info.appContent.appDetail.locid ?? null, userID: info.userID ?? null };
        };
        const post = async (path: string, header: string, body: unknown) => {
          const res = await fetch(`${base}/${path}`, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', [headerName]: header },
            body: JSON.stringify(body),
          });
          return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
        };
        const before = await state();
        const locations = (await (await fetch(`${base}/common3/pickupLocations`)).json()) as { id: string }[];
        const other = locations.find((l) => l.id !== before.locid)?.id ?? '';
        const signon = await post('common3/signon', forged, { email, password });
        const choose = await post('common3/setSelectedStoreLocation', forged, { locationId: other });
        const after = await state();
        // control: the very same request with the real token is a valid one
        const control = await post('common3/setSelectedStoreLocation', token, { locationId: other });
        const controlled = await state();
        return { before, other, signon, choose, after, control, controlled };
      },
      { base: API_BASE_PATH, headerName: XSRF_HEADER, token, forged, email: DEMO.email, password: DEMO.password },
    );

    expect(result.other).not.toBe('');
    for (const refused of [result.signon, result.choose]) {
      expect(refused.status).toBe(403);
      expect(refused.type).toMatch(/^application\/json/);
      const body = JSON.parse(refused.body) as ApiErrorBody;
      expect(body.errors[0]).toMatchObject({ code: 'XSRF' });
    }
    // nothing changed: not signed in, the same store location
    expect(result.after).toEqual(result.before);
    expect(result.before.userID).toBeNull();
    expect(result.control.status).toBe(200);
    expect(result.controlled.locid).toBe(result.other);
    // Chromium logs each refused request as "Failed to load resource ... 403": those are expected.
    expectNoErrors(page, [/status of 403/]);
  });

  describe('deep links resolve and keep their URL', () => {
    const links = [
      '/store/productlist?cat=all',
      '/checkout/cart',
      '/user/orders',
      '/account/login',
      '/confirmation/123?from_source=opay_h5X123',
    ];
    test.each(links)('%s', async (link) => {
      const page = await h.newPage('mobile');
      await page.goto(h.url(link));
      await page.waitForLoadState('networkidle');
      // Taro's H5 router mounts each page as a .taro_page element.
      await page.locator('.taro_page').first().waitFor({ state: 'attached' });
      expect(pathOf(page)).toBe(link);
      // the confirmation page asks the server about order 123, which does not exist: that 404 is expected
      expectNoErrors(page, link.startsWith('/confirmation/') ? [/404 \(Not Found\).*check\w+PaymentStatus/] : []);
    });
  });
});
