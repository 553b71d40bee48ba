/**
 * Alerts (extension `alerts`) end to end against the reference server: a guest asks to be told
 * when the demo's sold-out option is back, confirms by the mailed link, the sandbox restocks it,
 * the back-in-stock mail brings the product's link, and its unsubscribe link works in a browser
 * that never signed in; the signed-in demo shopper (in Chinese) asks at once from a product and a
 * favourite, finds both in My Account's alerts and cancels one.
 */
import type { Page } from 'playwright-core';
import { API_BASE_PATH, type Product } from '../../types/api';
import { mailTo, type StoredMail } from '../../server/api/models/outbox';
import { alertMessages } from '../../src/i18n/alerts';
import { describeE2E, expectNoErrors, screenshot, useHarness, type Harness } from './harness';
import { axeViolations, callApi, describeFindings, settle, shopperPage } from './a11y';

const en = alertMessages.en;
const zh = alertMessages.zh;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

/** The demo's sold-out combination (seed data: stock 0; the sandbox's Restock fills it). */
const DEMO = { productId: 1, optionPair: 'size:Small|colour:White', label: 'Small / White' };

/** Mail to `to` that `pick` accepts, once it is there (mail is sent after the answer). */
async function mailFor(h: Harness, to: string, pick: (m: StoredMail) => boolean): Promise<StoredMail> {
  const until = Date.now() + 15_000;
  for (;;) {
    const found = mailTo(h.server.db, to).find(pick);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no such mail to ${to}: ${JSON.stringify(mailTo(h.server.db, to))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function productName(h: Harness, id: number, locale: 'en' | 'zh'): Promise<string> {
  const res = await fetch(h.url(`${API_BASE_PATH}/productDetailManagement/productDetail/${id}`), {
    headers: { 'accept-language': locale },
  });
  return ((await res.json()) as { name: string }).name;
}

async function expectAccessible(page: Page, state: string): Promise<void> {
  expect(describeFindings(state, await axeViolations(page, state))).toEqual([]);
}

describeE2E('alerts: Notify me, Tell me when it’s cheaper, My Account’s alerts', () => {
  const h = useHarness();

  test('a guest: Notify me on the sold-out option -> confirm mail -> restock -> back-in-stock mail -> unsubscribe without signing in', async () => {
    const name = await productName(h, DEMO.productId, 'en');
    const email = `alert-guest-${Date.now()}@example.com`;
    const page = await shopperPage(h, 'mobile', 'en', false);
    const stranger = await h.newPage('desktop');
    try {
      await page.goto(h.url(`/store/product/${DEMO.productId}`));
      await page.getByRole('heading', { level: 1, name }).waitFor();
      // the sold-out combination is named before anything is chosen, and still once Small is (its
      // value then disabled): its Notify me sits beside the picker
      const soldOut = page.getByText(fill(en.istore_alert_sold_out, { option: DEMO.label }));
      await soldOut.waitFor();
      await page.getByRole('radio', { name: 'Small', exact: true }).click();
      await soldOut.waitFor();
      const notify = page.getByRole('button', {
        name: fill(en.istore_alert_notify_me_named, { name: `${name} (${DEMO.label})` }),
      });
      await notify.click();

      // a wrong email is refused on the spot and nothing is sent; the right one is asked to confirm
      const field = page.getByRole('textbox', { name: en.istore_alert_email_label });
      await field.fill('ada@example');
      await page.getByRole('button', { name: en.istore_alert_submit }).click();
      await page.getByText(en.istore_alert_err_email).waitFor();
      await field.fill(email);
      await page.getByRole('button', { name: en.istore_alert_submit }).click();
      await page
        .getByRole('status')
        .filter({ hasText: fill(en.istore_alert_done_confirm, { email }) })
        .waitFor();
      await expectAccessible(page, 'product page, alert asked');
      await screenshot(page, 'alerts-guest-asked');

      // the confirm mail's link opens the store's page, which turns the alert on
      const confirm = await mailFor(h, email, (m) => !!m.link?.includes('/store/alert?confirm='));
      expect(confirm.link!.startsWith(h.baseURL)).toBe(true);
      await page.goto(confirm.link!);
      await page
        .getByRole('status')
        .filter({ hasText: fill(en.istore_alert_confirmed_named, { name }) })
        .waitFor();
      await page.getByRole('link', { name: en.istore_alert_view_product }).waitFor();

      // the sandbox's Restock: the back-in-stock mail with the product's absolute link, once
      const restock = await fetch(h.apiUrl('/sandbox/alerts/restock'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ productId: String(DEMO.productId), optionPair: DEMO.optionPair }).toString(),
        redirect: 'manual',
      });
      expect(restock.status).toBe(303);
      const back = await mailFor(h, email, (m) => m.link === h.url(`/store/product/${DEMO.productId}`));
      const unsubscribe = /https?:\/\/\S+\/store\/alert\?unsubscribe=[A-Za-z0-9_%-]+/.exec(back.text)?.[0];
      expect(unsubscribe?.startsWith(h.baseURL)).toBe(true);
      expect(mailTo(h.server.db, email).filter((m) => m.link === back.link)).toHaveLength(1);

      // its unsubscribe link works in a browser that has never signed in
      await stranger.goto(unsubscribe!);
      await stranger
        .getByRole('status')
        .filter({ hasText: fill(en.istore_alert_unsubscribed_named, { name }) })
        .waitFor();
      await settle(stranger);
      await expectAccessible(stranger, 'alert link page, unsubscribed');
      // a link cut short says so plainly, without a call
      await stranger.goto(h.url('/store/alert?confirm=not-a-token'));
      await stranger.getByRole('alert').filter({ hasText: en.istore_alert_link_bad }).waitFor();
      expectNoErrors(page);
      expectNoErrors(stranger);
    } finally {
      await page.context().close();
      await stranger.context().close();
    }
  });

  test('signed in (Chinese): told at once on a product and a favourite, listed in My Account, one cancelled', async () => {
    const products = (await (
      await fetch(h.url(`${API_BASE_PATH}/productManagement2/products?numberToLoad=40&startingPosition=0`))
    ).json()) as Product[];
    const [gone, fav] = products.filter((p) => !p.hasOptions && p.available && p.productType === 'PRODUCT');
    const [goneName, favName] = [await productName(h, gone.id, 'zh'), await productName(h, fav.id, 'zh')];
    const db = h.server.db;
    const stock = db.prepare('SELECT option_pair, quantity FROM product_inventory WHERE product_id = ?').all(gone.id);
    db.prepare('UPDATE product_inventory SET quantity = 0 WHERE product_id = ?').run(gone.id);
    const page = await shopperPage(h, 'desktop', 'zh', true);
    try {
      // out of stock: Notify me beside the disabled Add to cart; the account's email, at once
      await page.goto(h.url(`/store/product/${gone.id}`));
      await page.getByRole('button', { name: fill(zh.istore_alert_notify_me_named, { name: goneName }) }).click();
      await page.getByRole('status').filter({ hasText: zh.istore_alert_done_stock_email }).waitFor();

      // a favourite: Tell me when it's cheaper
      await callApi(page, h, 'GET', 'ext/favourites');
      await page.context().request.put(h.url(`${API_BASE_PATH}/ext/favourites/items/${fav.id}`), {
        headers: await xsrf(page, h),
      });
      await page.goto(h.url('/user/favourites'));
      await page.getByRole('button', { name: fill(zh.istore_alert_cheaper_named, { name: favName }) }).click();
      await page.getByRole('status').filter({ hasText: zh.istore_alert_done_price_email }).waitFor();

      // My Account links to the alerts; both are there, waiting; one is cancelled
      await page.goto(h.url('/user/list'));
      await page.getByRole('link', { name: zh.istore_alert_title }).click();
      await page.waitForURL((u) => u.pathname === '/user/alerts');
      const row = (id: number) => page.locator(`[data-alert]`).filter({ has: page.locator(`a[href$="/${id}"]`) });
      await row(gone.id).getByText(zh.istore_alert_status_active_stock).waitFor();
      await row(fav.id).getByText(zh.istore_alert_status_active_price).waitFor();
      await settle(page);
      await expectAccessible(page, 'My Account alerts');
      await screenshot(page, 'alerts-my-account');
      await page.getByRole('button', { name: fill(zh.istore_alert_cancel_named, { name: goneName }) }).click();
      await row(gone.id).getByText(zh.istore_alert_status_cancelled).waitFor();
      expect(await row(gone.id).getByRole('button').count()).toBe(0);
      const listed = (await callApi(page, h, 'GET', 'ext/alerts')) as {
        alerts: { productId: number; status: string }[];
      };
      expect(listed.alerts.map((a) => `${a.productId}:${a.status}`).sort()).toEqual(
        [`${gone.id}:cancelled`, `${fav.id}:active`].sort(),
      );
      expectNoErrors(page);
    } finally {
      const restore = db.prepare('UPDATE product_inventory SET quantity = ? WHERE product_id = ? AND option_pair = ?');
      for (const s of stock as { option_pair: string; quantity: number }[])
        restore.run(s.quantity, gone.id, s.option_pair);
      await page.context().close();
    }
  });
});

async function xsrf(page: Page, h: Harness): Promise<Record<string, string>> {
  const token = (await page.context().cookies(h.baseURL)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}
