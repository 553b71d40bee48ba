/**
 * Filters on a product list end to end (headless Chromium, the built H5 app, the reference server
 * with the `filters` extension): narrow by brand and price on a desktop's side column and a
 * phone's sheet, the counts and results as the API gives them, the shared address reopening the
 * same list, a product and Back keeping the filters; one Chinese check. Counts come from the API.
 */
import type { Page } from 'playwright-core';
import { API_BASE_PATH } from '../../types/api';
import { shopperPage, settle } from './a11y';
import { describeE2E, expectNoErrors, useHarness, type Harness } from './harness';

interface Facets {
  total: number;
  brands: { value: string; label: string; count: number }[];
  price: { min: number; max: number } | null;
}

async function api<T>(h: Harness, path: string, locale = 'en'): Promise<T> {
  const res = await fetch(h.url(`${API_BASE_PATH}/${path}`), { headers: { 'accept-language': locale } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

const ids = (page: Page) =>
  page.$$eval('.product-grid [data-product-id]', (els) => els.map((e) => Number(e.getAttribute('data-product-id'))));

/**
 * The shown count line once it says `text`: the page left behind stays in the document, hidden,
 * and "4 products" is also part of "74 products", so the number is matched whole.
 */
async function countLine(page: Page, text: string): Promise<void> {
  const whole = new RegExp(`(^|[^0-9])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await page.locator('.list-screen__count:visible', { hasText: whole }).first().waitFor();
}

describeE2E('filters on a product list (e2e)', () => {
  const h = useHarness();

  test('desktop: brand and price in the side column; counts, results, the shared address, a chip removed', async () => {
    const all = await api<Facets>(h, 'ext/filters/facets');
    const brand = [...all.brands].sort((a, b) => b.count - a.count)[0];
    const byBrand = await api<Facets>(h, `ext/filters/facets?brandName=${brand.value}`);
    expect(byBrand.total).toBe(brand.count);
    const page = await shopperPage(h, 'desktop', 'en', false);
    await page.goto(h.url('/store/productlist?cat=all'));
    await settle(page);
    const column = page.locator('.list-screen__aside');
    await column.getByRole('button', { name: `${brand.label} (${brand.count})` }).click();
    await page.waitForURL((u) => u.searchParams.get('brand') === brand.value);
    await countLine(page, `${brand.count} products`);
    const first = await api<{ id: number }[]>(h, `productManagement2/products?brandName=${brand.value}&numberToLoad=4`);
    await page.waitForFunction(
      (id) => document.querySelector('.product-grid [data-product-id]')?.getAttribute('data-product-id') === String(id),
      first[0].id,
    );
    expect((await ids(page)).slice(0, 4)).toEqual(first.map((p) => p.id));

    // a price range (the store's currency, major units) inside what this brand spans
    const { min, max } = byBrand.price!;
    const lo = Math.ceil(min / 100) + 1;
    const hi = Math.floor(max / 100);
    const ranged = await api<Facets>(
      h,
      `ext/filters/facets?brandName=${brand.value}&minPrice=${lo * 100}&maxPrice=${hi * 100}`,
    );
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.total).toBeLessThan(brand.count);
    await column.getByLabel('From', { exact: true }).fill(String(lo));
    await column.getByLabel('To', { exact: true }).fill(String(hi));
    await column.getByRole('button', { name: 'Apply price' }).click();
    await page.waitForURL((u) => u.searchParams.get('minPrice') === String(lo * 100));
    await countLine(page, `${ranged.total} products`);
    const shown = await api<{ id: number; price: number; brandName: string }[]>(
      h,
      `ext/filters/products?brandName=${brand.value}&minPrice=${lo * 100}&maxPrice=${hi * 100}&numberToLoad=12`,
    );
    await page.waitForFunction(
      (id) => document.querySelector('.product-grid [data-product-id]')?.getAttribute('data-product-id') === String(id),
      shown[0].id,
    );
    for (const p of shown) {
      expect(p.brandName).toBe(brand.value);
      expect(p.price).toBeGreaterThanOrEqual(lo * 100);
      expect(p.price).toBeLessThanOrEqual(hi * 100);
    }
    // the chips of what is in force
    await page.getByRole('button', { name: `Remove filter: ${brand.label}` }).waitFor();
    await page.getByRole('button', { name: /^Remove filter: Price / }).waitFor();

    // the shared address opens the same list in a new visit
    const shared = page.url();
    const other = await shopperPage(h, 'desktop', 'en', false);
    await other.goto(shared);
    await countLine(other, `${ranged.total} products`);
    await other.getByRole('button', { name: `Remove filter: ${brand.label}` }).waitFor();
    await other.close();

    // a chip removed: the brand alone again
    await page.getByRole('button', { name: /^Remove filter: Price / }).click();
    await countLine(page, `${brand.count} products`);
    expect(new URL(page.url()).searchParams.get('minPrice')).toBeNull();
    expectNoErrors(page);
  });

  test('desktop: a product and Back keep the filtered list', async () => {
    const all = await api<Facets>(h, 'ext/filters/facets');
    const brand = [...all.brands].sort((a, b) => b.count - a.count)[0];
    const page = await shopperPage(h, 'desktop', 'en', false);
    await page.goto(h.url('/store/productlist?cat=all'));
    await settle(page);
    await page
      .locator('.list-screen__aside')
      .getByRole('button', { name: `${brand.label} (${brand.count})` })
      .click();
    await page.waitForURL((u) => u.searchParams.get('brand') === brand.value);
    await countLine(page, `${brand.count} products`);
    const card = page.locator('.product-grid [data-product-id]').first();
    const name =
      (await card.locator('a').first().getAttribute('aria-label')) ?? (await card.innerText()).split('\n')[0];
    await card.locator('a').first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/store/product/'));
    // the shopper reads the product, then goes back
    await page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: name.trim().slice(0, 12) })
      .waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('brand') === brand.value);
    await countLine(page, `${brand.count} products`);
    await page.getByRole('button', { name: `Remove filter: ${brand.label}` }).waitFor();
    expectNoErrors(page);
  });

  test('phone: the Filters sheet counts before Apply; a reload keeps the list; Chinese', async () => {
    const all = await api<Facets>(h, 'ext/filters/facets');
    const brand = all.brands[all.brands.length - 1];
    const page = await shopperPage(h, 'mobile', 'en', false);
    await page.goto(h.url('/store/productlist?cat=all'));
    await settle(page);
    // the side column is for wide screens; a phone has the button
    expect(await page.locator('.list-screen__aside').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: `${brand.label} (${brand.count})` }).click();
    const apply = sheet.getByRole('button', {
      name: brand.count === 1 ? 'Show 1 product' : `Show ${brand.count} products`,
    });
    await apply.waitFor();
    // nothing applied before Apply
    expect(new URL(page.url()).searchParams.get('brand')).toBeNull();
    await apply.click();
    await sheet.waitFor({ state: 'detached' });
    await page.waitForURL((u) => u.searchParams.get('brand') === brand.value);
    await countLine(page, brand.count === 1 ? '1 product' : `${brand.count} products`);
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await page.reload();
    await countLine(page, brand.count === 1 ? '1 product' : `${brand.count} products`);
    expectNoErrors(page);

    const zhFacets = await api<Facets>(h, `ext/filters/facets?brandName=${brand.value}`, 'zh');
    const zhBrand = zhFacets.brands.find((b) => b.value === brand.value)!;
    expect(zhBrand.label).toMatch(/[\u4e00-\u9fff]/);
    const zh = await shopperPage(h, 'mobile', 'zh', false);
    await zh.goto(h.url(`/store/productlist?cat=all&brand=${brand.value}`));
    await countLine(zh, `共 ${brand.count} 件商品`);
    await zh.getByRole('button', { name: `移除筛选条件：${zhBrand.label}` }).waitFor();
    await zh.getByRole('button', { name: '筛选（1）' }).click();
    await zh.getByRole('dialog', { name: '筛选' }).getByRole('button', { name: '清除' }).waitFor();
    expectNoErrors(zh);
  });
});
