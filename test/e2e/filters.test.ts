/**
 * Filters on a product list end to end (headless Chromium, the built H5 app, the reference server
 * with the `filters` extension): narrow by brand and price on a desktop's side column and a
 * phone's sheet, the counts and results as the API gives them, the shared address reopening the
 * same list; a product and Back (right after the tap, or once it shows) finding the filtered list
 * as it was left, scroll and products loaded included; one Chinese check. Counts come from the API.
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

/** The shown list page's scrolling element (the router keeps each page in its own). */
const LIST_PAGE = '.taro_page:not(.taro_page_shade):has(.product-grid)';

/** Where a card is tapped: partly under the sticky header, or partly under the footer tabs. */
type Edge = 'header' | 'tabs';

interface ListView {
  url: string;
  scrollTop: number;
  loaded: number;
  /** The card (by id), where its top is on the screen, and a point on its shown part to tap. */
  card: { id: string; top: number; x: number; y: number } | null;
  /** Pages in the document, shown or hidden (the list alone once Back is done). */
  pages: number;
}

/**
 * The shown list: its scroll and products loaded, and the card `id` (without one: the first card
 * that reaches 60 px under the bar at `edge`, so that only part of it shows).
 */
function listView(page: Page, edge: Edge, id = ''): Promise<ListView> {
  return page.evaluate(
    ([selector, side, wanted]) => {
      const scroller = document.querySelector<HTMLElement>(selector);
      const bars = (kind: string) =>
        Array.from(document.querySelectorAll(`[data-sticky-edge="${kind}"]`), (e) => e.getBoundingClientRect());
      const header = Math.max(0, ...bars('top').map((r) => r.bottom));
      const tabs = Math.min(innerHeight, ...bars('bottom').map((r) => r.top));
      const cards = Array.from(document.querySelectorAll<HTMLElement>(`${selector} .product-grid [data-product-id]`));
      const card = cards.find((c) => {
        const r = c.getBoundingClientRect();
        if (wanted) return c.dataset.productId === wanted;
        return (
          r.width > 0 && (side === 'header' ? r.top < header && r.top > header - 60 : r.top > tabs - 60 && r.top < tabs)
        );
      });
      const r = card?.getBoundingClientRect();
      return {
        url: location.pathname + location.search,
        scrollTop: scroller?.scrollTop ?? -1,
        loaded: Number(scroller?.querySelector('.product-grid')?.getAttribute('data-loaded') ?? 0),
        card:
          card && r
            ? {
                id: card.dataset.productId ?? '',
                top: r.top,
                x: r.left + r.width / 2,
                y: side === 'header' ? (header + Math.min(r.bottom, tabs)) / 2 : (r.top + tabs) / 2,
              }
            : null,
        pages: document.querySelectorAll('.taro_page').length,
      };
    },
    [LIST_PAGE, edge, id] as const,
  );
}

/** Scrolls the list down as a shopper does until the infinite scroll has loaded `count` products. */
async function scrollUntilLoaded(page: Page, count: number): Promise<void> {
  for (let i = 0; i < 40 && (await listView(page, 'header')).loaded < count; i++) {
    await page.evaluate((selector) => document.querySelector(selector)?.scrollBy(0, 500), LIST_PAGE);
    await page.waitForTimeout(150);
  }
  expect((await listView(page, 'header')).loaded).toBeGreaterThanOrEqual(count);
}

/** Scrolls the list to about `y` (far from its end: no more is asked for), a card part under the bar at `edge`. */
async function scrollToCardUnder(page: Page, y: number, edge: Edge): Promise<void> {
  await page.evaluate(([selector, top]) => document.querySelector(selector)?.scrollTo(0, top), [LIST_PAGE, y] as const);
  for (let step = 0; step < 30 && !(await listView(page, edge)).card; step++)
    await page.evaluate((selector) => document.querySelector(selector)?.scrollBy(0, 20), LIST_PAGE);
  await page.waitForTimeout(200);
}

/**
 * Taps a card partly under a bar, goes Back (at once, or once the product's heading shows) and
 * expects the list as it was: its address, the products loaded, the tapped card where it was.
 */
async function backFromProduct(page: Page, when: 'right after the tap' | 'once it shows', edge: Edge) {
  const before = await listView(page, edge);
  expect(before.card).not.toBeNull();
  const { id, x, y } = before.card!;
  await page.touchscreen.tap(x, y);
  await page.waitForURL((u) => u.pathname === `/store/product/${id}`);
  if (when === 'once it shows') {
    await page
      .locator('.taro_page:not(.taro_page_shade) h1, .taro_page:not(.taro_page_shade) [role="heading"][aria-level="1"]')
      .first()
      .waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.taro_page').length === 2);
  } else {
    // the case this covers: the product page not drawn yet
    expect((await listView(page, edge)).pages).toBe(1);
  }
  await page.goBack();
  await page.waitForFunction(
    ([url, selector]) =>
      location.pathname + location.search === url &&
      document.querySelectorAll('.taro_page').length === 1 &&
      !!document.querySelector(selector),
    [before.url, LIST_PAGE] as const,
  );
  // settled, not just the first frame: what a shopper reads a moment later
  await page.waitForTimeout(300);
  const after = await listView(page, edge, id);
  const where = `Back ${when}, card ${id} under the ${edge}`;
  expect({ where, url: after.url, loaded: after.loaded, pages: after.pages }).toEqual({
    where,
    url: before.url,
    loaded: before.loaded,
    pages: 1,
  });
  // the card the shopper tapped is where it was on the screen (within a couple of px)
  const moved = Math.round((after.card?.top ?? Infinity) - before.card!.top);
  expect({ where, moved: Math.abs(moved) <= 2 ? 0 : moved }).toEqual({ where, moved: 0 });
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

  test('phone: Back from a product, right after the tap or once it shows, finds the filtered list where it was', async () => {
    const all = await api<Facets>(h, 'ext/filters/facets');
    const brand = [...all.brands].sort((a, b) => b.count - a.count)[0];
    // enough for the infinite scroll to load a third page (12 a page)
    expect(brand.count).toBeGreaterThan(36);
    const page = await shopperPage(h, 'mobile', 'en', false);
    // the product page's code comes slowly, as on a phone's network: a Back right after the tap
    // comes before that page is drawn
    let slowCode = false;
    await page.route(/\/js\/[^?]*\.js(\?|$)/, async (route) => {
      if (slowCode) await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const listUrl = `/store/productlist?cat=all&sort=name&brand=${brand.value}`;
    for (let round = 0; round < 3; round++) {
      slowCode = false;
      // a fresh visit each round: the product page's code is not there yet
      await page.goto(h.url(listUrl));
      await settle(page);
      slowCode = true;
      await scrollUntilLoaded(page, 36);
      const [first, second]: Edge[] = round % 2 ? ['tabs', 'header'] : ['header', 'tabs'];
      await scrollToCardUnder(page, 1500 + round * 150, first);
      await backFromProduct(page, 'right after the tap', first);
      await scrollToCardUnder(page, 1200 + round * 150, second);
      await backFromProduct(page, 'once it shows', second);
    }
    // the filters are still in force
    expect(new URL(page.url()).searchParams.get('brand')).toBe(brand.value);
    await page
      .getByRole('button', { name: `Remove filter: ${brand.label}` })
      .first()
      .waitFor();
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
