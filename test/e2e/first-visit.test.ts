/**
 * The store a newcomer meets, in headless Chromium against the built H5 app and the
 * seeded reference server: a wrong address says so once on the shop's home page; the location
 * picker asks once a visit and then waits for the header link; a Chinese page stays Chinese when the
 * server forgot the session; and the main screens, on a phone and a desktop, show pictures (saved as
 * screenshots under test-results/ for a person to look at).
 */
import type { Page } from 'playwright-core';
import type { Locale } from '../../types/api';
import { describeE2E, expectNoErrors, screenshot, useHarness, type Harness, type Viewport } from './harness';

/** A shopper who already chose a store (so the picker does not open) in `locale`. */
async function withStore(h: Harness, viewport: Viewport, locale: Locale = 'en'): Promise<Page> {
  const info = await h.appInfo(locale);
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
  const page = await h.newPage(viewport, locale === 'zh' ? { locale: 'zh-CN' } : {});
  const session = JSON.stringify({ locale, location: { id: loc.id, name: loc.localStoreName } });
  await page.addInitScript(
    `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});`,
  );
  return page;
}

const notice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'That page does not exist — here is the shop' });

/** The store's pictures on the page: loaded, broken (an error), or not asked for yet (lazy, off screen). */
async function mediaPictures(
  page: Page,
): Promise<{ src: string; state: 'loaded' | 'broken' | 'waiting'; sized: boolean }[]> {
  return page.$$eval('img', (imgs) =>
    imgs
      .filter((i) => new URL(i.src, location.href).pathname.startsWith('/media/'))
      .map((i) => ({
        src: new URL(i.src).pathname,
        state: !i.complete ? ('waiting' as const) : i.naturalWidth > 0 ? ('loaded' as const) : ('broken' as const),
        // width and height reserve the box; a cart line's picture sits in a fixed 80 px box instead
        sized: (i.hasAttribute('width') && i.hasAttribute('height')) || !!i.closest('.co-line__media'),
      })),
  );
}

/** Scrolls the page through (lazy pictures load), then: none broken, all sized, at least `min` shown. */
async function picturesShown(page: Page, min: number): Promise<string[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  const pics = await mediaPictures(page);
  expect(pics.filter((p) => p.state === 'broken' || !p.sized)).toEqual([]);
  const loaded = pics.filter((p) => p.state === 'loaded').map((p) => p.src);
  expect(loaded.length).toBeGreaterThanOrEqual(min);
  return loaded;
}

describeE2E('a newcomer meets the store (e2e)', () => {
  const h = useHarness();

  test('an unknown address lands on the shop with a one-time notice', async () => {
    const page = await withStore(h, 'mobile');
    await page.goto(h.url('/no/such/page'));
    await page.waitForURL((u) => u.pathname === '/');
    await notice(page).waitFor();
    // the shop is all there under it
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // once: leave and come back inside the app, and it is gone
    await page.getByRole('link', { name: 'Shop now' }).click();
    await page.waitForURL((u) => u.pathname === '/store');
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(notice(page).count()).resolves.toBe(0);

    // a one-segment path that names no content page: the same notice
    await page.goto(h.url('/nosuchpage'));
    await page.waitForURL((u) => u.pathname === '/');
    await notice(page).waitFor();
    await page.getByRole('button', { name: 'Close' }).first().click();
    await expect(notice(page).count()).resolves.toBe(0);
    // the server's answer for the missing content page is a 404, logged by Chromium: expected
    expectNoErrors(page, [/404 \(Not Found\).*pageContent/]);
  });

  test('the location picker asks once a visit; closed, it waits for the header link', async () => {
    const page = await h.newPage('desktop');
    await page.goto(h.url('/'));
    const picker = page.getByRole('dialog', { name: 'Choose the Location' });
    await picker.waitFor({ state: 'visible' });
    await picker.getByRole('button', { name: 'Close' }).click();
    await picker.waitFor({ state: 'hidden' });

    // another page inside the app, then a reload: it stays closed
    await page.getByRole('link', { name: 'Shop now' }).click();
    await page.waitForURL((u) => u.pathname === '/store');
    await page.waitForLoadState('networkidle');
    await expect(picker.isVisible()).resolves.toBe(false);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(picker.isVisible()).resolves.toBe(false);

    // the shopper asks for it
    await page.getByRole('button', { name: 'Choose a store' }).first().click();
    await picker.waitFor({ state: 'visible' });
    expectNoErrors(page);
  });

  test('zh chosen, cookies cleared, reload: no English from the store on the page', async () => {
    const page = await withStore(h, 'desktop', 'zh');
    await page.goto(h.url('/'));
    await page.getByRole('button', { name: 'English' }).waitFor();
    await page.context().clearCookies();
    await page.reload();
    await page.getByRole('button', { name: 'English' }).waitFor();
    await page.locator('[aria-labelledby="home-featured"] [data-product-id]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const en = (await h.appInfo('en')).appContent;
    const text = await page.locator('body').innerText();
    // the store's own English: its name, menu names, the chosen location's name
    for (const english of [
      en.storeName,
      'Fresh Fruit',
      'Shop',
      'About Us',
      'Toronto Downtown',
      'Featured',
      'Clearance',
    ]) {
      expect(text).not.toContain(english);
    }
    // and no English words at all, but for names that are the same in both languages
    const ALLOWED = new Set([
      'English',
      'Instagram',
      'iStore',
      'CA',
      'CAD',
      'OPay',
      'SnapPay',
      'IOTPay',
      'Citcon',
      'OTT',
      'PayPal',
      'VISA',
      'Mastercard',
      'AMEX',
    ]);
    const words = (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !ALLOWED.has(w));
    expect([...new Set(words)]).toEqual([]);
    await screenshot(page, 'store-home-desktop-zh-after-cookies-cleared');
    expectNoErrors(page);
  });

  test("en stored, the server's session set to zh behind the app's back: the home page is all English at start-up", async () => {
    const page = await withStore(h, 'desktop', 'en');
    await page.goto(h.url('/'));
    await page.getByRole('button', { name: '中文' }).waitFor();
    // another tab (or the server) puts this session in Chinese; the device still says English
    const switched = await page.request.get(h.url('/api/istore/client/common3/changeLocale/zh'));
    expect(switched.ok()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: '中文' }).waitFor();
    await page.locator('[aria-labelledby="home-featured"] [data-product-id]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const zh = (await h.appInfo('zh')).appContent;
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(zh.storeName);
    // no Chinese from the store on the page (hero, categories, product names), the toggle's label aside
    const han = (text.replace('中文', '').match(/[\u4e00-\u9fff]+/g) ?? []).slice(0, 10);
    expect(han).toEqual([]);
    expectNoErrors(page);
  });

  test.each(['mobile', 'desktop'] as const)(
    "en stored, the server's session set to zh behind the app's back: the server-drawn first screen is English too (%s)",
    async (viewport) => {
      const page = await withStore(h, viewport, 'en');
      await page.goto(h.url('/'));
      await page.locator('[aria-labelledby="home-featured"] [data-product-id]').first().waitFor();
      const switched = await page.request.get(h.url('/api/istore/client/common3/changeLocale/zh'));
      expect(switched.ok()).toBe(true);
      const reloaded = await page.reload({ waitUntil: 'commit' });
      const html = (await reloaded!.text()).replace(/<script[\s\S]*?<\/script>/g, '');
      expect(html.match(/<html[^>]*>/)?.[0]).toBe('<html lang="en">');
      // the shell's hero, categories and menus: no Chinese but the language toggle's own label
      const han = html.replace(/中文/g, '').match(/[\u4e00-\u9fff]+/g) ?? [];
      expect(han.slice(0, 10)).toEqual([]);
      // and what the shopper sees before and after the app takes over: English only
      await page.waitForLoadState('domcontentloaded');
      const early = await page.locator('body').innerText();
      expect((early.replace(/中文/g, '').match(/[\u4e00-\u9fff]+/g) ?? []).slice(0, 10)).toEqual([]);
      await page.getByRole('link', { name: 'Shop now' }).first().waitFor();
      await page.getByText('Shop by category').first().waitFor();
      await page.waitForLoadState('networkidle');
      const text = await page.locator('body').innerText();
      expect((text.replace(/中文/g, '').match(/[\u4e00-\u9fff]+/g) ?? []).slice(0, 10)).toEqual([]);
      expectNoErrors(page);
    },
  );

  describe.each(['mobile', 'desktop'] as const)('main screens show pictures (%s)', (viewport) => {
    test('home, a list, a product, the cart, My Account', async () => {
      const page = await withStore(h, viewport);

      await page.goto(h.url('/'));
      await page.locator('[aria-labelledby="home-featured"] [data-product-id]').first().waitFor();
      const home = await picturesShown(page, 8);
      expect(home).toContain('/media/hero.svg');
      expect(home.some((s) => s.startsWith('/media/categories/'))).toBe(true);
      await screenshot(page, `store-home-${viewport}`);

      await page.goto(h.url('/store/productlist?cat=fruit'));
      await page.locator('[data-product-id]').first().waitFor();
      const list = await picturesShown(page, 6);
      // list tiles load their thumbnails, never a product page's views
      expect(list.filter((s) => s.startsWith('/media/products/')).every((s) => s.endsWith('-thumb.png'))).toBe(true);
      await screenshot(page, `store-list-${viewport}`);

      await page.goto(h.url('/store/product/1'));
      await page.getByRole('heading', { name: 'Jade Garden Celadon Gongfu Tea Set', level: 1 }).waitFor();
      const product = await picturesShown(page, 2);
      expect(product).toContain('/media/products/1.svg');
      const main = page.locator('img[src$="/media/products/1.svg"]').first();
      await expect(main.getAttribute('alt')).resolves.toBe('Jade Garden Celadon Gongfu Tea Set');
      await screenshot(page, `store-product-${viewport}`);

      const groups = page.getByRole('radiogroup');
      for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByRole('radio').first().click();
      const added = page.waitForResponse(
        (r) => r.url().includes('/shoppingManagement4/myCart') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: /add to cart/i }).click();
      expect((await added).status()).toBe(200);
      await page.goto(h.url('/checkout/cart'));
      await page.getByRole('link', { name: /^Checkout$/ }).waitFor();
      await picturesShown(page, 1);
      await screenshot(page, `store-cart-${viewport}`);

      await page.goto(h.url('/account/login'));
      await page.getByLabel(/^Email/).fill('demo@example.com');
      await page.getByLabel(/^Password/).fill('demo1234');
      await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
      await page.waitForURL((u) => u.pathname === '/user/list');
      await page.getByText('Dana Chen').first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `store-my-account-${viewport}`);
      expectNoErrors(page);
    });
  });
});
