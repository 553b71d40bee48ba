/**
 * The phone's sticky buy bar on the product page, in headless Chromium against the built H5 app
 * and the reference server: it shows once the page's Add to cart is out of sight, sits above the
 * footer tabs, adds as that button does (the cart tab counts it), asks for the options first,
 * leads to Notify me when the product is out of stock, leaves the page's end reachable, speaks
 * Chinese; a desktop has no bar.
 */
import type { Page } from 'playwright-core';
import { API_BASE_PATH, type Product } from '../../types/api';
import { catalogueMessages } from '../../src/i18n/catalogue';
import { alertMessages } from '../../src/i18n/alerts';
import { describeE2E, expectNoErrors, screenshot, useHarness, type Harness, type Viewport } from './harness';

const en = catalogueMessages.en;

/** A visitor who chose a store location (the picker would open over the page otherwise) and a language. */
async function preparedPage(h: Harness, viewport: Viewport, locale: 'en' | 'zh' = 'en'): Promise<Page> {
  const page = await h.newPage(viewport);
  await page.context().addInitScript((lang) => {
    if (!localStorage.getItem('istore.session'))
      localStorage.setItem(
        'istore.session',
        JSON.stringify({ locale: lang, location: { id: 'toronto-downtown', name: 'Toronto Downtown' } }),
      );
  }, locale);
  const res = await page.context().request.get(h.url(`${API_BASE_PATH}/common3/changeLocale/${locale}`));
  expect(res.ok()).toBe(true);
  return page;
}

async function api<T>(h: Harness, path: string): Promise<T> {
  const res = await fetch(h.url(`${API_BASE_PATH}/${path}`));
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** Scrolls the page's scroller (Taro's H5 router: the page's own element) by `dy`, or to its end. */
async function scrollPage(page: Page, dy: number | 'end'): Promise<void> {
  await page.evaluate((by) => {
    let el: HTMLElement | null = document.querySelector('.product-page');
    while (el && !(el.scrollHeight > el.clientHeight && /auto|scroll/.test(getComputedStyle(el).overflowY)))
      el = el.parentElement;
    const s = el ?? document.scrollingElement ?? document.documentElement;
    if (by === 'end') s.scrollTop = s.scrollHeight;
    else s.scrollBy(0, by);
  }, dy);
  await page.waitForTimeout(300); // the observer's answer and the bar's 160 ms slide
}

/** Scrolls until the page's Add to cart is above the viewport. */
async function scrollPastAdd(page: Page): Promise<void> {
  const box = await page.locator('.product-page__add').boundingBox();
  await scrollPage(page, Math.ceil(box!.y + box!.height + 40));
  const after = await page.locator('.product-page__add').boundingBox();
  expect(after!.y + after!.height).toBeLessThan(0);
}

/** The bar as the shopper sees it: shown (in sight, not slid away), its action and its button's text. */
async function bar(page: Page): Promise<{ shown: boolean; action: string | null; text: string }> {
  return page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('.buy-bar');
    if (!el) return { shown: false, action: null, text: '' };
    const r = el.getBoundingClientRect();
    const shown = getComputedStyle(el).visibility === 'visible' && r.height > 0 && r.top < innerHeight - 1;
    return {
      shown,
      action: el.getAttribute('data-action'),
      text: el.querySelector('.buy-bar__button')?.textContent?.trim() ?? '',
    };
  });
}

async function cartQuantity(page: Page): Promise<number> {
  return page.evaluate(async (base) => {
    const res = await fetch(`${base}/shoppingManagement4/myCart`, { headers: { accept: 'application/json' } });
    const body = (await res.json()) as { lineItems?: Record<string, { quantity?: number }> };
    return Object.values(body.lineItems ?? {}).reduce((n, l) => n + (l.quantity ?? 0), 0);
  }, API_BASE_PATH);
}

describeE2E('product page: the sticky buy bar', () => {
  const h = useHarness();

  test('phone: out of sight, the bar asks for the options, then adds the choice (the cart tab counts it)', async () => {
    const inventory = await api<{ items: { options: Record<string, string>; quantity: number }[] }>(
      h,
      'inventoryManagement/inventoryByProductAndOptions/1',
    );
    const inStock = inventory.items.find((i) => i.quantity > 0)!;
    const page = await preparedPage(h, 'mobile');
    await page.goto(h.url('/store/product/1'));
    await page.waitForFunction(() => document.querySelector('[data-stock]')?.getAttribute('data-stock') === 'choose');

    // options still to choose: the bar says so, and its tap brings the options into view
    await scrollPastAdd(page);
    expect(await bar(page)).toEqual({ shown: true, action: 'choose', text: en.istore_product_choose_options });
    await page.locator('.buy-bar__button').tap();
    await page.waitForFunction(() => {
      const r = document.querySelector('[data-stock]')!.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
    await page.waitForTimeout(300);
    // the page's own button is in sight now: the bar is out of the way
    expect((await bar(page)).shown).toBe(false);
    expect(await cartQuantity(page)).toBe(0);

    for (const value of Object.values(inStock.options)) {
      await page.getByRole('radio', { name: value, exact: true }).click();
    }
    await page.waitForFunction(() => document.querySelector('[data-stock]')?.getAttribute('data-stock') === 'in-stock');
    await scrollPastAdd(page);
    expect(await bar(page)).toEqual({ shown: true, action: 'add', text: en.istore_product_add_to_cart });
    // the bar's price is the page's, and the bar sits above the footer tabs, not under them
    const price = await page.locator('.product-page__buy .price').first().innerText();
    expect(await page.locator('.buy-bar .price').innerText()).toBe(price);
    const row = (await page.locator('.buy-bar__row').boundingBox())!;
    const tabs = (await page.locator('.footer-tabs').boundingBox())!;
    expect(row.y + row.height).toBeLessThanOrEqual(tabs.y + 0.5);
    await screenshot(page, 'buy-bar-phone');

    const cartTab = page.locator('.footer-tabs').getByRole('link', { name: 'Cart, 1 item' });
    await expect(cartTab.count()).resolves.toBe(0);
    await page.locator('.buy-bar__button').tap();
    await cartTab.waitFor();
    expect(await cartQuantity(page)).toBe(1);
    // the page's Added note follows it too (its status is what a screen reader hears)
    await page.getByText(en.istore_product_added).waitFor({ state: 'attached' });
    expect((await bar(page)).shown).toBe(true);

    // the page's end scrolls clear of the bar: the footer's last line is above it
    await scrollPage(page, 'end');
    const barTop = (await page.locator('.buy-bar').boundingBox())!.y;
    const lastLine = await page.evaluate(() => {
      const texts = Array.from(document.querySelectorAll<HTMLElement>('.site-footer *')).filter(
        (e) => e.children.length === 0 && (e.textContent ?? '').trim() !== '' && e.getBoundingClientRect().height > 0,
      );
      return Math.max(...texts.map((e) => e.getBoundingClientRect().bottom));
    });
    expect(lastLine).toBeLessThanOrEqual(barTop + 0.5);
    expectNoErrors(page);
  });

  test('phone, out of stock: the bar leads to Notify me and adds nothing', async () => {
    const products = await api<Product[]>(h, 'productManagement2/products?numberToLoad=40&startingPosition=0');
    const plain = products.filter((p) => !p.hasOptions && p.available && p.productType === 'PRODUCT');
    const gone = plain[plain.length - 1];
    h.server.db.prepare('UPDATE product_inventory SET quantity = 0 WHERE product_id = ?').run(gone.id);
    const page = await preparedPage(h, 'mobile');
    await page.goto(h.url(`/store/product/${gone.id}`));
    await page.waitForFunction(
      () => document.querySelector('[data-stock]')?.getAttribute('data-stock') === 'out-of-stock',
    );
    await scrollPastAdd(page);
    expect(await bar(page)).toEqual({ shown: true, action: 'notify', text: alertMessages.en.istore_alert_notify_me });
    await page.locator('.buy-bar__button').tap();
    const notify = page.locator('.alert-request--page');
    await page.waitForFunction(() => {
      const r = document.querySelector('.alert-request--page')!.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
    await expect(notify.isVisible()).resolves.toBe(true);
    expect(await cartQuantity(page)).toBe(0);
    expectNoErrors(page);
  });

  test('phone, Chinese: the bar speaks Chinese', async () => {
    const page = await preparedPage(h, 'mobile', 'zh');
    await page.goto(h.url('/store/product/1'));
    await page.waitForFunction(() => document.querySelector('[data-stock]')?.getAttribute('data-stock') === 'choose');
    await scrollPastAdd(page);
    expect(await bar(page)).toEqual({
      shown: true,
      action: 'choose',
      text: catalogueMessages.zh.istore_product_choose_options,
    });
    expectNoErrors(page);
  });

  test('desktop: no sticky bar, wherever the page is scrolled', async () => {
    const page = await preparedPage(h, 'desktop');
    await page.goto(h.url('/store/product/1'));
    await page.waitForFunction(() => document.querySelector('[data-stock]')?.getAttribute('data-stock') === 'choose');
    await scrollPage(page, 'end');
    expect(await bar(page)).toEqual({ shown: false, action: null, text: '' });
    expect(await page.locator('.buy-bar-room').evaluate((e) => e.getBoundingClientRect().height)).toBe(0);
    expectNoErrors(page);
  });
});
