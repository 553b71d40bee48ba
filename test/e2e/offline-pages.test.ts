/**
 * Pages never opened on this device, offline (the offline worker allowed): their code is not
 * kept, so they cannot be drawn; a reload or a tap then shows a notice that says so (never a blank
 * page, never the old page under the new address), and the page opens by itself once the
 * connection is back.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { CACHE_LIMITS } from '../../src/domain/offline-cache';
import { CACHE_NAMES } from '../../src/domain/offline-cache-names';
import { H5_DIR, describeE2E, expectNoErrors, screenshot, useHarness } from './harness';

const SW_ALLOWED = { serviceWorkers: 'allow' } as const;
/** Requests that fail while the device is offline are logged by Chromium; nothing else may be. */
const OFFLINE_NOISE = [/ERR_INTERNET_DISCONNECTED/, /Failed to load resource/];
const OFFLINE_NOTICE = 'You are offline, and this page has not been opened on this device yet.';

async function visitor(page: Page): Promise<Page> {
  await page.context().addInitScript(() => {
    if (!localStorage.getItem('istore.session'))
      localStorage.setItem(
        'istore.session',
        JSON.stringify({ locale: 'en', location: { id: 'toronto-downtown', name: 'Toronto Downtown' } }),
      );
  });
  return page;
}

/** The home page, controlled by the worker, with no area's code kept (as before the preloads ran). */
async function homeWithoutAreas(page: Page, url: (p: string) => string): Promise<void> {
  await page.goto(url('/'));
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Shop now' }).first().waitFor();
  // the home page itself is kept for offline once visited under the worker
  await page.reload();
  await page.getByRole('link', { name: 'Shop now' }).first().waitFor();
  await page.evaluate(async (name) => {
    await caches.delete(name);
  }, CACHE_NAMES.chunks);
}

describeE2E('pages not opened before, offline (e2e)', () => {
  const h = useHarness();

  test.each(['/checkout/cart', '/user/list'])(
    'reloading %s offline shows the offline notice, then the page once online',
    async (path) => {
      const page = await visitor(await h.newPage('mobile', SW_ALLOWED));
      await homeWithoutAreas(page, h.url);
      await page.context().setOffline(true);
      await page.goto(h.url(path)).catch(() => undefined);
      const notice = page.getByRole('alert').filter({ hasText: OFFLINE_NOTICE });
      await notice.waitFor();
      await screenshot(page, `offline-unvisited-${path.replace(/\//g, '-')}`);
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      // back online: the page opens by itself when the browser says so, else "Try again" opens it
      await page.context().setOffline(false);
      await page
        .getByRole('button', { name: 'Try again' })
        .click({ timeout: 3000 })
        .catch(() => undefined);
      // the page itself now: the cart, or My Account's sign-in prompt for a visitor
      if (path === '/checkout/cart') await page.getByText('Your cart is empty').first().waitFor();
      else await page.getByRole('heading', { level: 1 }).filter({ visible: true }).first().waitFor();
      await notice.waitFor({ state: 'detached' });
      expectNoErrors(page, OFFLINE_NOISE);
    },
  );

  test('tapping Cart offline shows the offline notice instead of leaving the old page under the new address', async () => {
    const page = await visitor(await h.newPage('mobile', SW_ALLOWED));
    await homeWithoutAreas(page, h.url);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('link', { name: 'Shop now' }).first().waitFor();
    await page.getByRole('link', { name: /^Cart/ }).filter({ visible: true }).first().click();
    await page.waitForURL((u) => u.pathname === '/checkout/cart');
    await page.getByRole('alert').filter({ hasText: OFFLINE_NOTICE }).waitFor();
    await screenshot(page, 'offline-unvisited-cart-tap');
    expectNoErrors(page, OFFLINE_NOISE);
  });

  test("the worker's chunk cache holds every area's files twice over (the preload downloads them all)", () => {
    const table = JSON.parse(fs.readFileSync(path.join(H5_DIR, 'page-chunks.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const files = new Set(Object.values(table).flat());
    expect(files.size * 2).toBeLessThanOrEqual(CACHE_LIMITS.chunks.maxEntries);
  });

  test('an area the preload downloaded opens offline, though the shopper never went there', async () => {
    const page = await visitor(await h.newPage('mobile', SW_ALLOWED));
    await homeWithoutAreas(page, h.url);
    // the preload downloads the files without running them; the worker keeps them
    const table = JSON.parse(fs.readFileSync(path.join(H5_DIR, 'page-chunks.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const cartFiles = table['pages/checkout/cart/index'].map((f) => `/${f}`);
    const kept = () =>
      page.evaluate(async (files) => (await Promise.all(files.map((f) => caches.match(f)))).every(Boolean), cartFiles);
    for (const until = Date.now() + 60_000; !(await kept());) {
      if (Date.now() > until) throw new Error(`the preload did not bring ${cartFiles.join(', ')} in 60 s`);
      await page.waitForTimeout(500);
    }
    // nor applied: the cart's own stylesheets are not in the home page
    const homeFiles = new Set(table['pages/home/index'].map((f) => `/${f}`));
    const cartOnlyCss = cartFiles.filter((f) => f.endsWith('.css') && !homeFiles.has(f));
    expect(cartOnlyCss.length).toBeGreaterThan(0);
    const applied = await page.evaluate(() => Array.from(document.styleSheets, (sheet) => sheet.href ?? ''));
    expect(applied.filter((href) => cartOnlyCss.some((f) => href.endsWith(f)))).toEqual([]);
    await page.context().setOffline(true);
    await page.getByRole('link', { name: /^Cart/ }).filter({ visible: true }).first().click();
    await page.waitForURL((u) => u.pathname === '/checkout/cart');
    await page.getByRole('heading', { level: 1, name: /cart/i }).filter({ visible: true }).first().waitFor();
    await expect(page.getByRole('alert').filter({ hasText: OFFLINE_NOTICE }).count()).resolves.toBe(0);
    await screenshot(page, 'offline-preloaded-cart-tap');
    expectNoErrors(page, OFFLINE_NOISE);
  });
});
