/**
 * The app against a plain istore server (the reference server with `extensions: 'none'`): app info
 * lists no extension and the app shows none of their controls on the pages where they would be
 * (home, list, product, cart, My Account, orders and an order's detail), phone and desktop.
 *
 * Every extension's control carries `data-ext="<name>"` (docs/architecture.md, "Extensions"), so
 * one selector finds all of them; the named checks below catch one that forgot it. Extend the
 * list of pages and names as extensions land.
 */
import type { Page } from 'playwright-core';
import { API_BASE_PATH, type AppInfo } from '../../types/api';
import type { Product } from '../../types/catalogue';
import { describeE2E, expectNoErrors, useHarness, type Harness, type Viewport } from './harness';

/** Accessible names of extensions' controls (en and zh). */
export const EXTENSION_CONTROL_NAMES =
  /favourite|收藏|write a review|写评价|return or refund|退货|退款申请|order progress|订单进度/i;

/** Asserts the page shows no extension control (data-ext, or a button or link by name). */
export async function expectNoExtensionControls(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await page.locator('[data-ext]').count()).toBe(0);
  expect(await page.getByRole('button', { name: EXTENSION_CONTROL_NAMES }).count()).toBe(0);
  expect(await page.getByRole('link', { name: EXTENSION_CONTROL_NAMES }).count()).toBe(0);
}

async function visitor(h: Harness, viewport: Viewport): Promise<Page> {
  const info = await h.appInfo('en');
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
  const page = await h.newPage(viewport);
  const session = JSON.stringify({ locale: 'en', location: { id: loc.id, name: loc.localStoreName } });
  await page.addInitScript(
    `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});`,
  );
  return page;
}

async function signInDemo(page: Page, h: Harness): Promise<void> {
  await page.goto(h.url('/account/login?redirect=%2Fuser%2Flist'));
  await page.getByLabel(/^Email/).fill('demo@example.com');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page
    .getByRole('button', { name: /^Sign In$/ })
    .last()
    .click();
  await page.waitForURL((u) => u.pathname === '/user/list');
}

describeE2E('the app against a server without extensions', () => {
  const h = useHarness({ extensions: 'none' });

  test('app info lists none (as served in the page too)', async () => {
    const info: AppInfo = await h.appInfo('en');
    expect(info.extensions).toEqual([]);
    // the page's HTML carries app info for the app to start from (server/web/shell.ts)
    const html = await (await fetch(h.url('/'))).text();
    const served = /<script type="application\/json" id="sf-app-info">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(served).toBeDefined();
    expect((JSON.parse(served!) as AppInfo).extensions).toEqual([]);
  });

  for (const viewport of ['mobile', 'desktop'] as Viewport[]) {
    test(`${viewport}: no extension control on the shopper's pages`, async () => {
      const products = (await (
        await fetch(h.url(`${API_BASE_PATH}/productManagement2/products?numberToLoad=2&startingPosition=0`))
      ).json()) as Product[];
      const page = await visitor(h, viewport);
      try {
        for (const path of ['/', '/store/productlist', `/store/product/${products[0].id}`, '/checkout/cart']) {
          await page.goto(h.url(path));
          await page.locator('.page-shell__main').first().waitFor();
          // the shopper lists' code (hearts) comes a moment after the first screen: let it arrive
          if (path === '/') await page.waitForTimeout(6500);
          await expectNoExtensionControls(page);
        }
        await signInDemo(page, h);
        await expectNoExtensionControls(page);
        // a link to the Favourites page (from elsewhere) says the store does not keep them
        await page.goto(h.url('/user/favourites'));
        await page.getByText('This store does not keep favourites.').waitFor();
        await page.goto(h.url('/user/orders'));
        await page.locator('[data-order], .order-list').first().waitFor();
        await expectNoExtensionControls(page);
        const orderID = await page.locator('[data-order]').first().getAttribute('data-order');
        if (orderID) {
          await page.goto(h.url(`/user/orders?orderID=${orderID}`));
          await expectNoExtensionControls(page);
          // the after-sales pages opened by hand: no form, no sandbox control
          for (const path of [`/user/review?orderID=${orderID}`, `/user/returns?orderID=${orderID}`]) {
            await page.goto(h.url(path));
            await page.locator('.page-shell__main').first().waitFor();
            await expectNoExtensionControls(page);
            expect(await page.getByRole('button', { name: /Post review|Send request|Sandbox/ }).count()).toBe(0);
          }
        }
        expectNoErrors(page);
      } finally {
        await page.context().close();
      }
    });
  }

  test('filters without the extension: brand and tag through the spec fields, price and stock not offered', async () => {
    const get = async <T>(path: string): Promise<T> =>
      (await (await fetch(h.url(`${API_BASE_PATH}/${path}`))).json()) as T;
    const [first] = await get<Product[]>('productManagement2/products?numberToLoad=1&startingPosition=0');
    const brand = first.brandName!;
    const { count } = await get<{ count: number }>(`productManagement2/products/listCount?brandName=${brand}`);
    const page = await visitor(h, 'desktop');
    // a shared address asking for price and stock too: the list opens by brand alone
    await page.goto(h.url(`/store/productlist?cat=all&brand=${brand}&minPrice=100&inStock=1`));
    await page.locator('.list-screen__count', { hasText: `${count} product` }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^Remove filter: ${first.brandDisplayName}`) }).waitFor();
    expect(await page.getByRole('button', { name: /^Remove filter: Price/ }).count()).toBe(0);
    expect(await page.getByLabel('From').count()).toBe(0);
    expect(await page.getByLabel(/^In stock only/).count()).toBe(0);
    // a tag the list shows narrows it further through tagName, without counts
    const tag = first.tags[0];
    const both = await get<{ count: number }>(
      `productManagement2/products/listCount?brandName=${brand}&tagName=${tag}`,
    );
    const choice = page.locator('.list-screen__aside .filter-panel__choice', { hasText: /\S/ }).filter({
      has: page.locator('.filter-panel__label'),
    });
    await choice.first().waitFor();
    expect(await page.locator('.list-screen__aside .filter-panel__count').count()).toBe(0);
    const tagButton = page.locator('.list-screen__aside [role="group"]').nth(1).getByRole('button').first();
    await tagButton.click();
    await page.waitForURL((u) => !!u.searchParams.get('tag'));
    const chosen = new URL(page.url()).searchParams.get('tag')!;
    const expected =
      chosen === tag
        ? both.count
        : (await get<{ count: number }>(`productManagement2/products/listCount?brandName=${brand}&tagName=${chosen}`))
            .count;
    await page.locator('.list-screen__count', { hasText: `${expected} product` }).waitFor();
    await expectNoExtensionControls(page);
    expectNoErrors(page);
  });
});
