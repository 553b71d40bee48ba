/**
 * The shopper's own lists end to end, phone and desktop, against the reference server with its
 * extensions: Favourites (hearts on cards and the product page, a visitor's list on the device,
 * merged into the account at sign-in, the same list on another device, price and stock as of
 * now, add to cart, remove, a read-only shared link), Recently viewed (strip on home and under a
 * product, another tab hears of it, cleared from My Account), and Buy again (an order's items
 * back in the cart at today's prices, saying what changed).
 */
import type { Locator, Page } from 'playwright-core';
import { API_BASE_PATH, type AppInfo, type FavouritesList, type Product } from '../../types/api';
import { formatMoney } from '../../src/domain/money';
import { describeE2E, expectNoErrors, screenshot, useHarness, type Harness, type Viewport } from './harness';
import { registerInPage } from './register';

async function api<T>(h: Harness, path: string): Promise<T> {
  const res = await fetch(h.url(`${API_BASE_PATH}/${path}`));
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** A page with a store location chosen (the picker would open by itself). */
async function visitor(h: Harness, viewport: Viewport, context?: Page): Promise<Page> {
  const info: AppInfo = await h.appInfo('en');
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
  const page = context ? await context.context().newPage() : await h.newPage(viewport);
  const session = JSON.stringify({ locale: 'en', location: { id: loc.id, name: loc.localStoreName } });
  await page.addInitScript(
    `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});`,
  );
  return page;
}

/** The favourites the server keeps for the page's signed-in shopper. */
async function serverFavourites(page: Page, h: Harness): Promise<FavouritesList> {
  const res = await page.context().request.get(`${h.baseURL}${API_BASE_PATH}/ext/favourites`);
  expect(res.status()).toBe(200);
  return (await res.json()) as FavouritesList;
}

async function cartCount(page: Page, h: Harness): Promise<number> {
  const res = await page.context().request.get(`${h.baseURL}${API_BASE_PATH}/shoppingManagement4/myCart`);
  return ((await res.json()) as { itemCount: number }).itemCount;
}

/** Polls `read` until it equals `expected` (deep) or the action timeout passes; asserts the last value. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeout = 15_000): Promise<void> {
  const until = Date.now() + timeout;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  expect(value).toEqual(expected);
}
const textOf = (l: Locator) => async () => ((await l.count()) ? ((await l.first().textContent()) ?? '').trim() : '');
const countOf = (l: Locator) => () => l.count();

let seq = 0;
const email = (v: string) => `lists-${v}-${Date.now()}-${++seq}@example.com`;

describeE2E('favourites, recently viewed, buy again', () => {
  const h = useHarness();
  let plain: Product[];

  beforeAll(async () => {
    const all = await api<Product[]>(h, 'productManagement2/products?numberToLoad=40&startingPosition=0');
    plain = all.filter((p) => !p.hasOptions && p.available && p.productType === 'PRODUCT');
    expect(plain.length).toBeGreaterThan(4);
  });

  for (const viewport of ['mobile', 'desktop'] as Viewport[]) {
    test(`${viewport}: favourites from visitor to account, another device, now/was, stock, cart, share, remove`, async () => {
      const offset = viewport === 'mobile' ? 0 : 2;
      const [a, b] = [plain[offset], plain[offset + 1]];
      const page = await visitor(h, viewport);
      const other = await visitor(h, viewport);
      const friend = await visitor(h, viewport);
      try {
        // a visitor saves one from the product page; it is kept on the device across a reload
        await page.goto(h.url(`/store/product/${a.id}`));
        await page.getByRole('button', { name: `Save ${a.name} to favourites` }).click();
        await page.getByRole('button', { name: `Remove ${a.name} from favourites` }).waitFor();
        await page.reload();
        await page.getByRole('button', { name: `Remove ${a.name} from favourites` }).waitFor();
        const stored = await page.evaluate(() => localStorage.getItem('istore.favourites'));
        expect(JSON.parse(stored ?? '[]').map((e: { productId: number }) => e.productId)).toEqual([a.id]);

        // the visitor's Favourites page: price as of now, add to cart
        await page.goto(h.url('/user/favourites'));
        const rowA = page.locator(`[data-favourite="${a.id}"]`);
        await eventually(textOf(rowA.locator('[data-state]')), `now ${formatMoney(a.price, a.currencyCode, 'en')}`);
        await rowA.getByRole('button', { name: `Add ${a.name} to cart` }).click();
        await page
          .getByRole('status')
          .filter({ hasText: `${a.name} is in your cart.` })
          .waitFor();
        expect(await cartCount(page, h)).toBe(1);

        // sign-in (registration) merges the device's list into the account; the device's copy goes
        await registerInPage(page, h, {
          email: email(viewport),
          password: 'lists-pass-1',
          firstName: 'Lia',
          lastName: 'Ng',
        });
        await page.goto(h.url('/user/favourites'));
        await rowA.waitFor();
        await eventually(async () => (await serverFavourites(page, h)).items.map((i) => i.productId), [a.id]);
        expect(await page.evaluate(() => localStorage.getItem('istore.favourites'))).toBeNull();

        // a heart on a product card (the list page) saves to the account
        await page.goto(h.url('/store/productlist'));
        await page.getByRole('button', { name: `Save ${b.name} to favourites` }).click();
        await page.getByRole('button', { name: `Remove ${b.name} from favourites` }).waitFor();
        await eventually(async () => (await serverFavourites(page, h)).items.length, 2);

        // another device signed in to the same account sees both
        const cookies = await page.context().cookies(h.baseURL);
        await other.context().addCookies(cookies);
        await other.goto(h.url('/user/favourites'));
        await other.locator(`[data-favourite="${a.id}"]`).waitFor();
        await other.locator(`[data-favourite="${b.id}"]`).waitFor();

        // prices and stock as of now: a is dearer than when saved, b is out of stock
        const db = h.server.db;
        db.prepare('UPDATE products SET price = price + 150, list_price = list_price + 150 WHERE id = ?').run(a.id);
        const stock = db.prepare('SELECT option_pair, quantity FROM product_inventory WHERE product_id = ?').all(b.id);
        db.prepare('UPDATE product_inventory SET quantity = 0 WHERE product_id = ?').run(b.id);
        try {
          await page.goto(h.url('/user/favourites'));
          await eventually(
            textOf(page.locator(`[data-favourite="${a.id}"] [data-state]`)),
            `now ${formatMoney(a.price + 150, a.currencyCode, 'en')}, was ${formatMoney(a.price, a.currencyCode, 'en')} when you saved it`,
          );
          await eventually(
            async () =>
              (await textOf(page.locator(`[data-favourite="${b.id}"] [data-state]`))()).includes('out of stock'),
            true,
          );
          expect(
            await page
              .locator(`[data-favourite="${b.id}"]`)
              .getByRole('button', { name: /to cart/ })
              .count(),
          ).toBe(0);
          await screenshot(page, `favourites-${viewport}`);
        } finally {
          db.prepare('UPDATE products SET price = price - 150, list_price = list_price - 150 WHERE id = ?').run(a.id);
          const restore = db.prepare(
            'UPDATE product_inventory SET quantity = ? WHERE product_id = ? AND option_pair = ?',
          );
          for (const s of stock as { option_pair: string; quantity: number }[])
            restore.run(s.quantity, b.id, s.option_pair);
        }

        // share by link: a friend reads it, read-only
        await page.getByRole('button', { name: 'Share my list' }).click();
        await page.getByRole('dialog').waitFor();
        const token = (await serverFavourites(page, h)).shareToken;
        expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
        await page.keyboard.press('Escape');
        await friend.goto(h.url(`/user/favourites?list=${token}`));
        await friend.getByRole('heading', { name: 'Lia’s favourites' }).waitFor();
        await friend.locator(`[data-favourite="${b.id}"]`).waitFor();
        expect(await friend.getByRole('button', { name: /^Remove / }).count()).toBe(0);

        // remove
        await page.getByRole('button', { name: `Remove ${b.name}` }).click();
        await eventually(countOf(page.locator(`[data-favourite="${b.id}"]`)), 0);
        await eventually(async () => (await serverFavourites(page, h)).items.map((i) => i.productId), [a.id]);

        for (const p of [page, other, friend]) expectNoErrors(p);
      } finally {
        await page.context().close();
        await other.context().close();
        await friend.context().close();
      }
    });

    test(`${viewport}: recently viewed on home and under a product, another tab hears, cleared from My Account`, async () => {
      const [a, b, c] = plain.slice(0, 3);
      const page = await visitor(h, viewport);
      try {
        await page.goto(h.url(`/store/product/${a.id}`));
        await page.getByRole('heading', { level: 1, name: a.name }).waitFor();
        await page.goto(h.url(`/store/product/${b.id}`));
        await page.getByRole('heading', { level: 1, name: b.name }).waitFor();
        // under the product: the others opened, not this one
        const under = page.getByRole('region', { name: 'Recently viewed' });
        await eventually(countOf(under.locator('[data-product-id]')), 1);
        expect(await under.locator('[data-product-id]').first().getAttribute('data-product-id')).toBe(String(a.id));

        await page.goto(h.url('/'));
        const strip = page.getByRole('region', { name: 'Recently viewed' });
        await eventually(countOf(strip.locator('[data-product-id]')), 2);
        expect(
          await strip
            .locator('[data-product-id]')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-product-id'))),
        ).toEqual([String(b.id), String(a.id)]);

        // another tab opens a product: this tab's strip follows without a reload
        const tab = await page.context().newPage();
        await tab.goto(h.url(`/store/product/${c.id}`));
        await tab.getByRole('heading', { level: 1, name: c.name }).waitFor();
        await eventually(countOf(strip.locator('[data-product-id]')), 3);
        expect(await strip.locator('[data-product-id]').first().getAttribute('data-product-id')).toBe(String(c.id));
        await tab.close();

        // cleared from My Account (signed in)
        await registerInPage(page, h, {
          email: email(`rv-${viewport}`),
          password: 'lists-pass-1',
          firstName: 'Rui',
          lastName: 'Ng',
        });
        await page.goto(h.url('/user/list'));
        await page.getByText('3 products viewed on this device').waitFor();
        await page.getByRole('button', { name: 'Clear recently viewed' }).click();
        await page.getByText('No products viewed on this device.').waitFor();
        await page.goto(h.url('/'));
        await page.locator('.product-strip').first().waitFor();
        await eventually(countOf(page.getByRole('region', { name: 'Recently viewed' })), 0);
        expectNoErrors(page);
      } finally {
        await page.context().close();
      }
    });

    test(`${viewport}: buy again from the orders list and an order's detail, saying what changed`, async () => {
      const page = await visitor(h, viewport);
      try {
        await page.goto(h.url('/account/login?redirect=%2Fuser%2Forders'));
        await page.getByLabel(/^Email/).fill('demo@example.com');
        await page.getByLabel(/^Password/).fill('demo1234');
        await page
          .getByRole('button', { name: /^Sign In$/ })
          .last()
          .click();
        await page.waitForURL((u) => u.pathname === '/user/orders');
        const first = page.locator('[data-order]').first();
        await first.waitFor();
        const orderID = (await first.getAttribute('data-order'))!;
        const order = (await (
          await page.context().request.get(`${h.baseURL}${API_BASE_PATH}/admin/orderManagement/order/${orderID}`)
        ).json()) as {
          lineItems: { productId: number; name: string; quantity: number; unitPrice: number; optionPair: string }[];
        };
        const lines = order.lineItems;
        expect(lines.length).toBeGreaterThan(0);
        const before = await cartCount(page, h);

        // from the list: every line back, at today's price (nothing changed)
        await page.getByRole('button', { name: `Buy again: order ${orderID}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Buy again' });
        await dialog.waitFor();
        const wanted = lines.reduce((n, l) => n + l.quantity, 0);
        await dialog.getByText(`${wanted} items are back in your cart at today’s prices.`).waitFor();
        expect(await cartCount(page, h)).toBe(before + wanted);
        await dialog.getByRole('button', { name: 'Close' }).click();

        // on the detail, after the first line's product got dearer and the last went out of stock
        const db = h.server.db;
        const dear = lines[0];
        db.prepare('UPDATE products SET price = price + 100, list_price = list_price + 100 WHERE id = ?').run(
          dear.productId,
        );
        const out = lines.length > 1 ? lines[lines.length - 1] : null;
        const saved = out
          ? db.prepare('SELECT option_pair, quantity FROM product_inventory WHERE product_id = ?').all(out.productId)
          : [];
        if (out) db.prepare('UPDATE product_inventory SET quantity = 0 WHERE product_id = ?').run(out.productId);
        try {
          await page.goto(h.url(`/user/orders?orderID=${orderID}`));
          await page.getByRole('button', { name: `Buy again: order ${orderID}` }).click();
          await dialog.waitFor();
          const currency = (await api<Product>(h, `productManagement/product/${dear.productId}`)).currencyCode;
          if (!out || out.productId !== dear.productId) {
            await dialog
              .getByText(
                `${dear.name}: now ${formatMoney(dear.unitPrice + 100, currency, 'en')} (was ${formatMoney(dear.unitPrice, currency, 'en')})`,
              )
              .waitFor();
          }
          if (out) await dialog.getByText(`${out.name}: out of stock, not added`).waitFor();
          await screenshot(page, `buy-again-${viewport}`);
          await dialog.getByRole('link', { name: 'View cart' }).click();
          await page.waitForURL((u) => u.pathname === '/checkout/cart');
        } finally {
          db.prepare('UPDATE products SET price = price - 100, list_price = list_price - 100 WHERE id = ?').run(
            dear.productId,
          );
          const restore = db.prepare(
            'UPDATE product_inventory SET quantity = ? WHERE product_id = ? AND option_pair = ?',
          );
          for (const s of saved as { option_pair: string; quantity: number }[])
            restore.run(s.quantity, out!.productId, s.option_pair);
        }
        expectNoErrors(page);
      } finally {
        await page.context().close();
      }
    });
  }
});
