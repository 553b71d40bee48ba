/**
 * The catalogue end to end in headless Chromium against the built H5 app and the reference server:
 * browse a category to its end (windowed, every product once), sort with the URL, search by a
 * Chinese name, options and stock, the XSS description, en and zh. Counts and names come from the
 * server's API, never from this file.
 */
import type { Page } from 'playwright-core';
import { API_BASE_PATH } from '../../types/api';
import { convertMinor, formatMoney } from '../../src/domain/money';
import {
  describeE2E,
  expectNoErrors,
  screenshot,
  useHarness,
  type Harness,
  type Viewport,
  settledAttribute,
  VIEWPORTS,
} from './harness';

/**
 * A visitor who chose a store location (the picker would open over the page otherwise), a
 * language (kept on the device and in the server session, as the language toggle leaves them)
 * and optionally a display currency.
 */
async function preparedPage(
  h: Harness,
  viewport: Viewport,
  locale: 'en' | 'zh' = 'en',
  currency: unknown = null,
): Promise<Page> {
  const page = await h.newPage(viewport);
  await page.context().addInitScript(
    ({ lang, cur }) => {
      if (!localStorage.getItem('istore.session')) {
        localStorage.setItem(
          'istore.session',
          JSON.stringify({
            locale: lang,
            currency: cur,
            location: { id: 'toronto-downtown', name: 'Toronto Downtown' },
          }),
        );
      }
    },
    { lang: locale, cur: currency },
  );
  const res = await page.context().request.get(h.url(`${API_BASE_PATH}/common3/changeLocale/${locale}`));
  expect(res.ok()).toBe(true);
  return page;
}

async function api<T>(h: Harness, path: string, locale: 'en' | 'zh' = 'en'): Promise<T> {
  const res = await fetch(h.url(`${API_BASE_PATH}/${path}`), { headers: { 'accept-language': locale } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** Ids of the product cards rendered in the list grid right now (in DOM order). */
function renderedIds(page: Page): Promise<number[]> {
  return page.$$eval('.product-grid [data-product-id]', (els) =>
    els.map((e) => Number(e.getAttribute('data-product-id'))),
  );
}

interface ScrollResult {
  ids: Set<number>;
  maxRendered: number;
  duplicatesInDom: number;
  loaded: number;
}

/**
 * Scrolls the list down a screen at a time, collecting the ids of the cards it renders (the grid
 * is windowed: cards above leave the DOM), until the end line shows and the page is at its
 * bottom, or until `stopAfter` ids were seen.
 */
async function scrollList(page: Page, stopAfter = Infinity): Promise<ScrollResult> {
  const ids = new Set<number>();
  let maxRendered = 0;
  let duplicatesInDom = 0;
  for (let step = 0; step < 600; step++) {
    const now = await renderedIds(page);
    duplicatesInDom += now.length - new Set(now).size;
    now.forEach((id) => ids.add(id));
    maxRendered = Math.max(maxRendered, now.length);
    if (ids.size >= stopAfter) break;
    const atEnd = await page.evaluate(() => {
      const end = document.querySelector('.product-grid__end');
      const box = end?.getBoundingClientRect();
      return !!box && box.bottom <= window.innerHeight;
    });
    if (atEnd) {
      const last = await renderedIds(page);
      last.forEach((id) => ids.add(id));
      break;
    }
    await page.evaluate(() => {
      // Taro's H5 router scrolls each page in its own element
      let el: HTMLElement | null = document.querySelector('.product-grid');
      while (el && !(el.scrollHeight > el.clientHeight && /auto|scroll/.test(getComputedStyle(el).overflowY)))
        el = el.parentElement;
      (el ?? document.scrollingElement ?? document.documentElement).scrollBy(0, Math.round(window.innerHeight * 0.8));
    });
    await page.waitForTimeout(120);
  }
  const loaded = Number(await page.getAttribute('.product-grid', 'data-loaded'));
  return { ids, maxRendered, duplicatesInDom, loaded };
}

interface ListScroll {
  /** Class of the element that scrolls the list ('' for the document). */
  className: string;
  top: number;
  scrollHeight: number;
  clientHeight: number;
}

/** In the page: the element that scrolls the product list (Taro's H5 router: the page's own `.taro_page`). */
const SCROLLER_FN = `(() => {
  let el = document.querySelector('.product-grid');
  while (el && !(el.scrollHeight > el.clientHeight && /auto|scroll/.test(getComputedStyle(el).overflowY))) el = el.parentElement;
  return el || document.scrollingElement || document.documentElement;
})`;

/** The list's scroller and its offset right now. */
function listScroll(page: Page): Promise<ListScroll> {
  return page.evaluate<ListScroll>(`(() => {
    const el = ${SCROLLER_FN}();
    return { className: el === document.scrollingElement ? '' : String(el.className), top: el.scrollTop, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight };
  })()`);
}

/** Scrolls the list's scroller to `top` and waits for the windowed grid to render there. */
async function scrollListTo(page: Page, top: number): Promise<ListScroll> {
  await page.evaluate(`(${SCROLLER_FN})().scrollTop = ${top}`);
  // a few frames for the grid to move its window
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))),
  );
  return listScroll(page);
}

/** The list's offset once it settles at `expected`, or what it last read after 5 s. */
async function settledScroll(page: Page, expected: number): Promise<number> {
  const until = Date.now() + 5_000;
  let top = (await listScroll(page)).top;
  while (Math.abs(top - expected) > 3 && Date.now() < until) {
    await page.waitForTimeout(50);
    top = (await listScroll(page)).top;
  }
  return top;
}

/** Product cards wholly on screen, top to bottom, with their top edge relative to the viewport. */
function cardsInView(page: Page): Promise<{ id: number; top: number }[]> {
  return page.$$eval('.product-grid [data-product-id]', (els) =>
    els
      .map((e) => ({ id: Number(e.getAttribute('data-product-id')), box: e.getBoundingClientRect() }))
      // below a possible sticky header, above the bottom tabs
      .filter(
        ({ box }) => box.height > 0 && box.top >= window.innerHeight * 0.2 && box.bottom <= window.innerHeight * 0.85,
      )
      .map(({ id, box }) => ({ id, top: Math.round(box.top) })),
  );
}

describeE2E('catalogue (e2e)', () => {
  const h = useHarness();

  describe.each<Viewport>(['mobile', 'desktop'])('%s viewport', (viewport) => {
    test('a category scrolled to its end shows every product exactly once, with a bounded number of cards', async () => {
      const { count } = await api<{ count: number }>(h, 'productManagement2/products/listCount?categoryName=tea');
      expect(count).toBeGreaterThan(24);
      const page = await preparedPage(h, viewport);
      await page.goto(h.url('/store/productlist?cat=tea'));
      await page.locator('.product-grid [data-product-id]').first().waitFor();
      await screenshot(page, `catalogue-list-${viewport}`);
      const result = await scrollList(page);
      expect(result.duplicatesInDom).toBe(0);
      expect(result.loaded).toBe(count);
      expect(result.ids.size).toBe(count);
      // windowed: far fewer cards in the DOM than products in the list
      expect(result.maxRendered).toBeLessThan(count);
      await expect(page.locator('.product-grid__end').textContent()).resolves.toContain(String(count));
      expectNoErrors(page);
    });
  });

  test('the rendered card count stays bounded however far the shopper scrolls', async () => {
    const page = await preparedPage(h, 'mobile');
    await page.goto(h.url('/store/productlist?cat=all'));
    await page.locator('.product-grid [data-product-id]').first().waitFor();
    const result = await scrollList(page, 150);
    expect(result.ids.size).toBeGreaterThanOrEqual(150);
    expect(result.duplicatesInDom).toBe(0);
    // 2 columns; a screen of rows plus overscan above and below
    expect(result.maxRendered).toBeLessThanOrEqual(30);
    expectNoErrors(page);
  });

  test('a fling to the very bottom loads the next page, not the whole catalogue', async () => {
    const page = await preparedPage(h, 'mobile');
    await page.goto(h.url('/store/productlist?cat=all'));
    await page.locator('.product-grid [data-product-id]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const { scrollHeight } = await listScroll(page);
    await scrollListTo(page, scrollHeight);
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    // the page grows under the shopper instead of the browser keeping the footer pinned in view
    // (scroll anchoring), which would load page after page on its own
    const loaded = Number(await page.getAttribute('.product-grid', 'data-loaded'));
    expect(loaded).toBeGreaterThan(12);
    expect(loaded).toBeLessThanOrEqual(36);
    expectNoErrors(page);
  });

  test('sorting writes the sort into the URL with a redirect: Back leaves the list', async () => {
    const page = await preparedPage(h, 'desktop');
    await page.goto(h.url('/'));
    await page.waitForLoadState('networkidle');
    await page.goto(h.url('/store/productlist?cat=tea'));
    await page.locator('.product-grid [data-product-id]').first().waitFor();
    await page.getByRole('radio', { name: 'Price: low to high' }).click();
    await page.waitForURL((u) => u.search.includes('sort=priceUp'));
    expect(
      await settledAttribute(page.getByRole('radio', { name: 'Price: low to high' }), 'aria-checked', 'true'),
    ).toBe('true');
    const expected = await api<{ id: number }[]>(
      h,
      'productManagement2/products?categoryName=tea&sortby=priceUp&numberToLoad=4',
    );
    await page.waitForFunction(
      (first) =>
        document.querySelector('.product-grid [data-product-id]')?.getAttribute('data-product-id') === String(first),
      expected[0].id,
    );
    expect((await renderedIds(page)).slice(0, 4)).toEqual(expected.map((p) => p.id));
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/');
    expectNoErrors(page);
  });

  describe.each<Viewport>(['mobile', 'desktop'])('%s viewport', (viewport) => {
    test('back from a product restores the list where it was: same scroll offset, same card in view (spec 2.1)', async () => {
      const page = await preparedPage(h, viewport);
      await page.goto(h.url('/store/productlist?cat=all'));
      await page.locator('.product-grid [data-product-id]').first().waitFor();
      // load a few pages, then put the list at a known offset, well inside what is loaded
      await scrollList(page, 40);
      await page.waitForLoadState('networkidle');
      const offset = Math.round(VIEWPORTS[viewport].viewport!.height * 2.5) + 37;
      const scrolled = await scrollListTo(page, offset);
      expect(scrolled.className).toContain('taro_page'); // Taro's H5 router: the page scrolls, not the window
      expect(scrolled.scrollHeight - scrolled.clientHeight).toBeGreaterThan(offset);
      expect(Math.abs(scrolled.top - offset)).toBeLessThanOrEqual(1);
      await page.waitForLoadState('networkidle');
      expect(Math.abs((await listScroll(page)).top - offset)).toBeLessThanOrEqual(1);

      const before = await cardsInView(page);
      expect(before.length).toBeGreaterThan(0);
      const target = before[0];
      await page.locator(`.product-grid [data-product-id="${target.id}"] a`).first().click();
      await page.waitForURL((u) => u.pathname === `/store/product/${target.id}`);
      await page.locator('.product-page').waitFor();
      // the product page scrolls on its own; that must not move the list
      await page.evaluate(() =>
        document.querySelector('.taro_page_show:last-child, .taro_page:last-child')?.scrollBy(0, 400),
      );
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/store/productlist');
      const card = page.locator(`.product-grid [data-product-id="${target.id}"]`);
      await card.waitFor({ state: 'visible' });

      const restored = await settledScroll(page, offset);
      expect(Math.abs(restored - offset)).toBeLessThanOrEqual(3);
      // the same card, at the same place on the screen
      const after = (await cardsInView(page)).find((c) => c.id === target.id);
      expect(after).toBeDefined();
      expect(Math.abs(after!.top - target.top)).toBeLessThanOrEqual(3);
      expectNoErrors(page);
    });
  });

  test.each(['en', 'zh'] as const)('search finds a product by its Chinese name (%s)', async (locale) => {
    const product = await api<{ id: number; nameContent: { en: string; zh: string } }>(
      h,
      'productManagement/product/1',
    );
    const zhName = product.nameContent.zh;
    const page = await preparedPage(h, 'mobile', locale);
    await page.goto(h.url('/store/search'));
    const field = page.getByRole('searchbox', { name: locale === 'zh' ? '搜索商品' : 'Search products' }).last();
    await field.waitFor();
    // empty text does not search (spec 5)
    await field.press('Enter');
    expect(new URL(page.url()).search).toBe('');
    await field.fill(zhName);
    await field.press('Enter');
    await page.waitForURL((u) => new URLSearchParams(u.search).get('searchStr') === zhName);
    await page.locator('.product-grid [data-product-id="1"]').waitFor();
    const { count } = await api<{ count: number }>(
      h,
      `productManagement2/products/searchCount/${encodeURIComponent(zhName)}`,
    );
    const countLine = await page.locator('.list-screen__count').textContent();
    expect(countLine).toContain(String(count));
    expect(countLine).toContain(zhName);
    await screenshot(page, `catalogue-search-${locale}`);
    expectNoErrors(page);
  });

  test('choosing options asks for stock and disables what is out of stock', async () => {
    const inventory = await api<{ items: { options: Record<string, string>; quantity: number }[] }>(
      h,
      'inventoryManagement/inventoryByProductAndOptions/1',
    );
    // a sold-out combination of the seeded product, and a value of its first option that has one
    const soldOut = inventory.items.find((i) => i.quantity === 0)!;
    expect(soldOut).toBeTruthy();
    const [[firstName, firstValue], [secondName, secondValue]] = Object.entries(soldOut.options);
    const other = inventory.items.find(
      (i) => i.options[firstName] !== firstValue && i.options[secondName] === secondValue && i.quantity > 0,
    )!;
    const page = await preparedPage(h, 'mobile');
    await page.goto(h.url('/store/product/1'));
    const stock = page.locator('[data-stock]');
    await page.waitForFunction(() => document.querySelector('[data-stock]')?.getAttribute('data-stock') === 'choose');

    await page.getByRole('radio', { name: firstValue, exact: true }).click();
    const disabled = page.getByRole('radio', { name: new RegExp(`^${secondValue}, out of stock$`) });
    await expect(disabled.isDisabled()).resolves.toBe(true);

    await page.getByRole('radio', { name: other.options[firstName], exact: true }).click();
    const enabled = page.getByRole('radio', { name: secondValue, exact: true });
    await enabled.waitFor();
    await expect(enabled.isDisabled()).resolves.toBe(false);
    await enabled.click();
    await page.waitForFunction(() => document.querySelector('[data-stock]')?.getAttribute('data-stock') === 'in-stock');
    await expect(stock.textContent()).resolves.toMatch(new RegExp(`${other.quantity}|In stock`));
    await expect(page.getByRole('button', { name: 'Add to cart' }).isEnabled()).resolves.toBe(true);
    // the chosen colour shows the product in that colour (the other colour's picture is not it)
    const main = page.locator('.product-page__media img');
    await expect(main.getAttribute('src')).resolves.toMatch(
      `/media/products/1-colour-${secondValue.toLowerCase()}.svg`,
    );
    await expect(main.getAttribute('alt')).resolves.toMatch(new RegExp(`, ${secondValue}$`));
    // a view tapped since stands, until the next choice
    await page.getByRole('button', { name: /^Picture 2 of/ }).click();
    await expect(main.getAttribute('src')).resolves.toMatch(/\/media\/products\/1-2\.svg$/);
    await screenshot(page, 'catalogue-product-options');
    expectNoErrors(page);
  });

  test('the XSS payloads of a seeded description never run', async () => {
    const page = await preparedPage(h, 'desktop');
    await page.goto(h.url('/store/product/2'));
    const description = page.locator('.rich-description');
    await description.getByText('Enjoy!').waitFor();
    await description.getByText('Enjoy!').hover();
    await description.getByText('Click for a surprise').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await description.locator('script, iframe, [onerror], [onmouseover], a[href^="javascript"]').count()).toBe(
      0,
    );
    expect(new URL(page.url()).pathname).toBe('/store/product/2');
    expectNoErrors(page);
  });

  test('zh: category, sort and product texts in Chinese, prices in the chosen currency (spec 9 digits)', async () => {
    const [tea] = (
      await api<{ name: string; displayName: string }[]>(h, 'productManagement/categories/all', 'zh')
    ).filter((c) => c.name === 'tea');
    const rates = await api<{ baseCurrency: string; rates: Record<string, string> }>(h, 'common3/exchangeRates/JPY');
    const product = await api<{ price: number; currencyCode: string }>(h, 'productManagement/product/1');
    const page = await preparedPage(h, 'mobile', 'zh', { ...rates, currentCurrency: 'JPY' });
    await page.goto(h.url('/store/productlist?cat=tea'));
    await page.getByRole('heading', { level: 1, name: tea.displayName }).waitFor();
    await page.getByRole('radio', { name: '推荐' }).waitFor();
    // the heading's picture and description come from category/{name}, in the page's language
    const heading = await api<{ description: string; imageURL: string }>(h, 'productManagement2/category/tea', 'zh');
    expect(heading.description).toMatch(/[\u4e00-\u9fff]/);
    await page.locator('.list-screen__description').getByText(heading.description, { exact: true }).waitFor();
    await expect(page.locator('.list-screen__picture').getAttribute('src')).resolves.toContain(heading.imageURL);
    await page.goto(h.url('/store/product/1'));
    await page.getByRole('button', { name: '加入购物车' }).waitFor();
    const yen = formatMoney(convertMinor(product.price, product.currencyCode, 'JPY', rates.rates.JPY), 'JPY', 'zh');
    expect(yen).not.toMatch(/\./); // JPY: no fraction digits
    // converted, so marked approximate as every converted amount is (the charge is in the store's currency)
    await page.locator('.product-page .price__now').getByText(`≈ ${yen}`, { exact: true }).waitFor();
    await screenshot(page, 'catalogue-product-zh');
    expectNoErrors(page);
  });

  test('home: the store name as the h1, categories, featured and clearance strips', async () => {
    const { appContent } = await h.appInfo('en');
    const page = await preparedPage(h, 'desktop');
    await page.goto(h.url('/'));
    await page.getByRole('heading', { level: 1, name: appContent.storeName }).waitFor();
    await page.locator('.category-tiles a[href^="/store/productlist?cat="]').first().waitFor();
    await page.locator('#home-featured').waitFor();
    await page.locator('.product-strip [data-product-id]').first().waitFor();
    await screenshot(page, 'catalogue-home-desktop');
    await page.locator('.category-tiles a').first().click();
    await page.waitForURL((u) => u.pathname === '/store/productlist');
    await page.locator('.product-grid [data-product-id]').first().waitFor();
    expectNoErrors(page);
  });

  test("home: Featured's See all opens the featured list (its own products), not the whole catalogue", async () => {
    const page = await preparedPage(h, 'desktop');
    await page.goto(h.url('/'));
    const strip = page.locator('.product-strip:has(#home-featured)');
    await strip.locator('[data-product-id]').first().waitFor();
    const shown = await strip
      .locator('[data-product-id]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-product-id')));
    await strip.getByRole('link', { name: 'See all' }).click();
    await page.waitForURL((u) => u.pathname === '/store/tag/featured');
    const grid = page.locator('.product-grid [data-product-id]');
    await grid.first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Featured' }).waitFor();
    const count = await page.locator('.list-screen__count').innerText();
    const all = (await (await fetch(`${h.baseURL}${API_BASE_PATH}/productManagement2/products/listCount`)).json()) as {
      count: number;
    };
    expect(count).toMatch(/^\d+ products?$/);
    expect(Number(count.split(' ')[0])).toBeLessThan(all.count);
    const listed = await grid.evaluateAll((els) => els.map((e) => e.getAttribute('data-product-id')));
    expect(listed.slice(0, shown.length)).toEqual(shown);
    expectNoErrors(page);
  });

  test('a product on a phone: the related products two screens down render as the shopper nears them', async () => {
    const page = await preparedPage(h, 'mobile');
    const thumbs: string[] = [];
    page.on('request', (r) => {
      if (/\/media\/products\/\d+-thumb\./.test(r.url())) thumbs.push(r.url());
    });
    await page.goto(h.url('/store/product/1'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const placeholder = page.locator('.near-view');
    await placeholder.waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // not rendered, and none of its pictures asked for
    await expect(page.locator('.product-strip:has(#related-products)').count()).resolves.toBe(0);
    expect(thumbs).toEqual([]);
    await placeholder.scrollIntoViewIfNeeded();
    const strip = page.locator('.product-strip:has(#related-products)');
    await strip.locator('[data-product-id]').first().waitFor({ timeout: 5_000 });
    await expect(page.locator('.near-view').count()).resolves.toBe(0);
    expectNoErrors(page);
  });
});
