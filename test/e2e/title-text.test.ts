/**
 * Page titles are text in headless Chromium. Taro's H5 router writes a page's title into its
 * (hidden) navigation bar with innerHTML, both from setNavigationBarTitle and, when a page is first
 * shown, from whatever document.title then holds. A shopper whose first name is a meta refresh
 * tag shares their favourites: a visitor who opens the link must stay on the store and read the
 * name as text, on that page and on the next page the app shows.
 */
import type { Page } from 'playwright-core';
import { API_BASE_PATH, XSRF_COOKIE, XSRF_HEADER, type Product } from '../../types/api';
import { describeE2E, expectNoErrors, useHarness, type Harness } from './harness';
import { registerInPage } from './register';

async function withLocation(h: Harness): Promise<Page> {
  const info = await h.appInfo('en');
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
  const page = await h.newPage('mobile');
  const session = JSON.stringify({ locale: 'en', location: { id: loc.id, name: loc.localStoreName } });
  await page.addInitScript(
    `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});`,
  );
  return page;
}

/** A signed-in write from the page's browser context, as the app sends it (XSRF header). */
async function write(page: Page, h: Harness, method: 'PUT' | 'POST', path: string): Promise<unknown> {
  const xsrf = (await page.context().cookies(h.baseURL)).find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  const res = await page.context().request.fetch(`${h.baseURL}${API_BASE_PATH}/${path}`, {
    method,
    headers: { [XSRF_HEADER]: xsrf },
  });
  if (!res.ok()) throw new Error(`${method} ${path}: HTTP ${res.status()} ${await res.text()}`);
  return res.json();
}

/** What markup from a title would have left in the page: elements that are no part of the app. */
const injected = (page: Page) =>
  page.evaluate(() => ({
    refresh: document.querySelectorAll('meta[http-equiv="refresh" i]').length,
    navTitle: document.querySelector('#taro-navigation-bar .taro-navigation-bar-title')?.textContent ?? null,
    navChildren: document.querySelector('#taro-navigation-bar .taro-navigation-bar-title')?.children.length ?? 0,
  }));

describeE2E('page titles are text', () => {
  const h = useHarness();

  test('a shared list whose owner is named <meta http-equiv=refresh>: the visitor stays and reads the name', async () => {
    const firstName = `<meta http-equiv="refresh" content="0;url=${h.url('/pwned')}">`;
    const owner = await withLocation(h);
    const friend = await withLocation(h);
    const pwned: string[] = [];
    let sentAway: () => void = () => undefined;
    const redirected = new Promise<void>((resolve) => (sentAway = resolve));
    await friend.route('**/pwned*', (route) => {
      pwned.push(route.request().url());
      sentAway();
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'pwned' });
    });
    const visited: string[] = [];
    friend.on('framenavigated', (f) => {
      if (f === friend.mainFrame()) visited.push(f.url());
    });
    try {
      await owner.goto(h.url('/'));
      await registerInPage(owner, h, {
        email: `title-${Date.now()}@example.com`,
        password: 'title-pass-1',
        firstName,
        lastName: 'Ng',
      });
      const products = (await (
        await fetch(h.url(`${API_BASE_PATH}/productManagement2/products?numberToLoad=5&startingPosition=0`))
      ).json()) as Product[];
      await write(owner, h, 'PUT', `ext/favourites/items/${products[0].id}`);
      const { token } = (await write(owner, h, 'POST', 'ext/favourites/share')) as { token: string };

      await friend.goto(h.url(`/user/favourites?list=${token}`));
      const heading = `${firstName}’s favourites`;
      // either the list shows or the page is sent away (to fail with what happened)
      await Promise.race([friend.getByRole('heading', { name: heading }).waitFor(), redirected]);
      expect(pwned).toEqual([]);
      // the title effect has run once the document's title carries the name (as text)
      await friend.waitForFunction((t) => document.title.startsWith(t), heading);
      expect(await injected(friend)).toEqual({ refresh: 0, navTitle: await friend.title(), navChildren: 0 });

      // the next page the app shows (a product, shown for the first time): Taro starts its
      // navigation bar from the document's title, which still names the shopper
      await friend.locator(`[data-favourite="${products[0].id}"] a`).first().click();
      await friend.waitForURL((u) => u.pathname.startsWith('/store/product/'));
      await Promise.race([friend.getByRole('heading', { level: 1, name: products[0].name }).waitFor(), redirected]);
      expect(pwned).toEqual([]);
      expect((await injected(friend)).refresh).toBe(0);
      for (const url of visited) expect(new URL(url).pathname).not.toBe('/pwned');
      expectNoErrors(friend);
    } finally {
      await owner.context().close();
      await friend.context().close();
    }
  });
});
