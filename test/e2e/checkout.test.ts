/**
 * Cart, checkout and payment end to end in headless Chromium against the built H5 app and the reference server:
 * add two products with options -> cart totals -> checkout (pickup) -> pay with a sandbox channel
 * -> approve / decline on the sandbox pay page -> the confirmation page (spec 2.7) Pending, then
 * 'Order Success!' or 'Payment Failed' -> Back to Cart with the cart intact; a double-clicked
 * Place Order makes one order (the server is asked); the confirmation page in zh. Several
 * methods and the channels that carry them: card (OPay), UnionPay and Alipay (SnapPay), WeChat Pay by QR
 * on a desktop (IOTPay), Alipay through OTT when the store routes it there.
 */
import type { Page } from 'playwright-core';
import { API_BASE_PATH, type Locale } from '../../types/api';
import { formatMoney } from '../../src/domain/money';
import { describeE2E, expectNoErrors, screenshot, useHarness, type Harness, type Viewport } from './harness';

/** Sandbox decisions land this long after Approve / Decline, so Pending is real. */
const PAYMENT_DELAY_MS = 2500;

interface Pick {
  id: number;
  /** The options chosen, by value (each is the first value of its option, in stock). */
  options: string[];
  /** Extra taps on the quantity's "More". */
  more: number;
}

/** Two seeded products with two options each and stock (tea set: Small / Celadon; cap: S / Green). */
const PRODUCTS: Pick[] = [
  { id: 1, options: ['Small', 'Celadon'], more: 0 },
  { id: 540, options: ['S', 'Green'], more: 1 },
];

async function api<T>(h: Harness, path: string): Promise<T> {
  const res = await fetch(`${h.baseURL}${API_BASE_PATH}/${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** A shopper's page with a store location already chosen (the picker would open by itself). */
async function shopper(h: Harness, viewport: Viewport, locale: Locale = 'en'): Promise<Page> {
  const info = await h.appInfo(locale);
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
  const page = await h.newPage(viewport, locale === 'zh' ? { locale: 'zh-CN' } : {});
  const session = JSON.stringify({ locale, location: { id: loc.id, name: loc.localStoreName } });
  await page.addInitScript(
    `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});`,
  );
  return page;
}

/** The product page: choose the options, the quantity, Add to cart; resolves on the cart's answer. */
async function addToCart(page: Page, h: Harness, p: Pick): Promise<void> {
  await page.goto(h.url(`/store/product/${p.id}`));
  // option values are shown in the page's language: choose the first of each option group
  const groups = page.getByRole('radiogroup');
  await groups.first().waitFor();
  expect(await groups.count()).toBe(p.options.length);
  for (let i = 0; i < p.options.length; i++) await groups.nth(i).getByRole('radio').first().click();
  for (let i = 0; i < p.more; i++) await page.getByRole('button', { name: /^(More|增加)$/ }).click();
  const added = page.waitForResponse(
    (r) => r.url().includes('/shoppingManagement4/myCart') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: /add to cart|加入购物车/i }).click();
  expect((await added).status()).toBe(200);
}

/** The expected subtotal of PRODUCTS in the store's currency, from the catalogue's own prices. */
async function expectedSubtotal(h: Harness): Promise<{ minor: number; currency: string }> {
  let minor = 0;
  let currency = '';
  for (const p of PRODUCTS) {
    const d = await api<{ price: number; currencyCode: string }>(h, `productDetailManagement/productDetail/${p.id}`);
    minor += d.price * (1 + p.more);
    currency = d.currencyCode;
  }
  return { minor, currency };
}

/** The field's label is on the screen below the sticky header (waits for the scroll to settle). */
async function expectLabelClear(page: Page, fieldId: string): Promise<void> {
  let seen = { label: 0, header: 0 };
  for (const until = Date.now() + 5_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    seen = await page.evaluate((id) => {
      const label = document.querySelector<HTMLElement>(`label[for="${id}"]`)!.getBoundingClientRect();
      // the shown page's header (Taro keeps earlier pages in the document, hidden)
      const header = Math.max(
        ...Array.from(document.querySelectorAll<HTMLElement>('[data-sticky-edge="top"]')).map(
          (e) => e.getBoundingClientRect().bottom,
        ),
      );
      return { label: Math.round(label.top), header: Math.round(header) };
    }, fieldId);
    if (seen.label >= seen.header) return;
  }
  throw new Error(`the label of ${fieldId} is under the sticky header: ${JSON.stringify(seen)}`);
}

/** Cart -> Checkout -> pickup, first store, first date and time -> contact -> extras -> payment. */
async function checkoutPickup(page: Page, h: Harness, name: string): Promise<void> {
  await page.goto(h.url('/checkout/cart'));
  await page.getByRole('link', { name: /^(Checkout|去结账)$/ }).click();
  await page.waitForURL(/\/checkout\/checkout/);
  await page.getByRole('radio', { name: /Pick up in store|到店自取/ }).check();
  const store = page
    .getByRole('group', { name: /^(Store|门店)/ })
    .getByRole('radio')
    .first();
  await store.check();
  await page
    .getByRole('group', { name: /Pickup date|取货日期/ })
    .getByRole('radio')
    .first()
    .check();
  await page
    .getByRole('group', { name: /^(Time|时间)/ })
    .getByRole('radio')
    .first()
    .check();
  await page.getByRole('button', { name: /^(Continue|继续)$/ }).click();

  if ((page.viewportSize()?.width ?? 0) < 576) {
    // on a phone, Continue with the details empty while the first field sits under the sticky
    // header (scrolled up to it): that field gets the focus and shows with its label, clear of the header
    await page.getByLabel(/^(First name|名)/).waitFor();
    await page.locator('#field-contact-firstName').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.getByRole('button', { name: /^(Continue|继续)$/ }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'field-contact-firstName');
    await expectLabelClear(page, 'field-contact-firstName');
  }
  await page.getByLabel(/^(First name|名)/).fill(name);
  await page.getByLabel(/^(Last name|姓)/).fill('Shopper');
  await page.getByLabel(/^(Email|电子邮箱)/).fill('shopper@example.com');
  await page.getByLabel(/^(Phone|电话)/).fill('416 555 0123');
  await page.getByRole('button', { name: /^(Continue|继续)$/ }).click();

  await page.getByRole('button', { name: /Continue to payment|去付款/ }).click();
  await page.waitForURL(/\/checkout\/payment/);
}

/** Chooses the option, taps Place Order, and lands on the sandbox pay page. */
async function placeOrder(page: Page, option: RegExp): Promise<void> {
  await page.getByRole('radio', { name: option }).check();
  await page.getByRole('button', { name: /Place Order|提交订单/ }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
}

async function decide(page: Page, decision: 'Approve' | 'Decline'): Promise<void> {
  await page.getByRole('button', { name: decision }).click();
  await page.waitForURL(/\/confirmation\/\d+\?from_source=/);
}

/** The shopper's orders as the server has them (asked with the page's session cookie). */
async function serverOrders(
  page: Page,
): Promise<{ total: number; orders: { orderID: string; status: string; paymentStatus: string }[] }> {
  const url = new URL(page.url());
  const cookies = await page.context().cookies(url.origin);
  const res = await fetch(
    `${url.origin}${API_BASE_PATH}/admin/orderManagement/orders/list?numberToLoad=50&startingPosition=0`,
    {
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    },
  );
  if (!res.ok) throw new Error(`orders/list: HTTP ${res.status}`);
  return (await res.json()) as { total: number; orders: { orderID: string; status: string; paymentStatus: string }[] };
}

/** Waits until `locator` matches exactly `n` elements. */
async function waitForCount(locator: ReturnType<Page['locator']>, n: number, timeout = 15_000): Promise<void> {
  const until = Date.now() + timeout;
  while ((await locator.count()) !== n) {
    if (Date.now() > until) throw new Error(`expected ${n} of ${String(locator)}, found ${await locator.count()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function cartLineCount(page: Page): Promise<number> {
  return page.locator('.co-line[data-line]').count();
}

describeE2E('checkout and payment (e2e)', () => {
  const h = useHarness();

  beforeAll(() => {
    (h.server as unknown as { paymentDelayMs: number }).paymentDelayMs = PAYMENT_DELAY_MS;
  });

  describe.each<[Viewport, RegExp, string, RegExp, string]>([
    ['mobile', /^Card/, 'OPay', /^UnionPay$/, 'SnapPay'],
    ['desktop', /^Alipay$/, 'SnapPay', /^WeChat Pay$/, 'IOTPay'],
  ])('%s', (viewport, approveWith, approveLabel, declineWith, declineLabel) => {
    test(`two products -> cart totals -> pickup -> ${approveLabel} approved -> Pending, then Order Success!`, async () => {
      const page = await shopper(h, viewport);
      for (const p of PRODUCTS) await addToCart(page, h, p);

      await page.goto(h.url('/checkout/cart'));
      await waitForCount(page.locator('.co-line[data-line]'), 2);
      const { minor, currency } = await expectedSubtotal(h);
      expect(await page.getByTestId('subtotal').innerText()).toContain(formatMoney(minor, currency, 'en'));
      await screenshot(page, `checkout-cart-${viewport}`);

      await checkoutPickup(page, h, `Ada ${viewport}`);
      await screenshot(page, `checkout-payment-${viewport}`);
      await placeOrder(page, approveWith);
      await decide(page, 'Approve');

      await page.getByRole('heading', { name: `${approveLabel} Submit Payment...` }).waitFor({ state: 'visible' });
      await screenshot(page, `checkout-pending-${viewport}`);
      await page.getByRole('heading', { name: 'Order Success!' }).waitFor({ state: 'visible', timeout: 20_000 });
      const { orders } = await serverOrders(page);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ status: 'NEW', paymentStatus: 'PAID_ONLINE' });
      expect((await page.getByTestId('order-id').innerText()).trim()).toBe(`Order ID: ${orders[0].orderID}`);
      await page.getByText('A receipt has been emailed to you.', { exact: true }).waitFor({ state: 'visible' });
      // not signed in: Register and Continue Shopping
      await page.getByRole('link', { name: 'Register' }).last().waitFor({ state: 'visible' });
      expect(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/store');
      await screenshot(page, `checkout-success-${viewport}`);
      // the paid order emptied the cart
      await page.goto(h.url('/checkout/cart'));
      await page.getByText('Your cart is empty').waitFor({ state: 'visible' });
      expectNoErrors(page);
    });

    test(`${declineLabel} declined -> Payment Failed -> Back to Cart with the cart intact`, async () => {
      const page = await shopper(h, viewport);
      for (const p of PRODUCTS) await addToCart(page, h, p);
      await checkoutPickup(page, h, `Bea ${viewport}`);
      await placeOrder(page, declineWith);
      await decide(page, 'Decline');
      await page.getByRole('heading', { name: `${declineLabel} Submit Payment...` }).waitFor({ state: 'visible' });
      await page.getByRole('heading', { name: 'Payment Failed' }).waitFor({ state: 'visible', timeout: 20_000 });
      await screenshot(page, `checkout-failed-${viewport}`);
      const { orders } = await serverOrders(page);
      expect(orders.map((o) => [o.status, o.paymentStatus])).toEqual([['FAILED', 'FAILED']]);

      await page.getByRole('link', { name: 'Back to Cart' }).click();
      await page.waitForURL((u) => u.pathname === '/checkout');
      await waitForCount(page.locator('.co-line[data-line]'), 2);
      expect(await cartLineCount(page)).toBe(2);
      expectNoErrors(page);
    });
  });

  test('a double-clicked (and tapped again) Place Order makes exactly one order', async () => {
    const page = await shopper(h, 'mobile');
    for (const p of PRODUCTS) await addToCart(page, h, p);
    await checkoutPickup(page, h, 'Cy');
    await page.getByRole('radio', { name: /^Card/ }).check();
    // the reserve answers slowly, so every click lands while the first is on its way
    await fetch(h.apiUrl('/__test/knobs'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 1500, match: 'reserve' }),
    });
    try {
      const button = page.getByRole('button', { name: /Place Order|Placing/ });
      await button.dblclick();
      await button.click({ force: true, timeout: 2000 }).catch(() => undefined);
      await page.waitForURL(/\/sandbox\/pay\//);
    } finally {
      await fetch(h.apiUrl('/__test/knobs'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ latencyMs: 0, match: '' }),
      });
    }
    const { total, orders } = await serverOrders(page);
    expect(total).toBe(1);
    expect(orders[0]).toMatchObject({ status: 'INTERIM', paymentStatus: 'NOT_PAID' });

    // Back from the pay page and Place Order again: still the same order
    await page.goBack();
    await page.waitForURL(/\/checkout\/payment/);
    await page.getByRole('button', { name: /Place Order/ }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    expect((await serverOrders(page)).total).toBe(1);
    expectNoErrors(page);
  });

  test('the confirmation page in zh: "OTT 提交支付中...", then "下单成功！" (OTT rechecked with checkOttPaymentStatus)', async () => {
    const page = await shopper(h, 'mobile', 'zh');
    const checks: string[] = [];
    page.on('request', (r) => {
      if (/check\w+PaymentStatus/.test(r.url())) checks.push(r.url().split('/').pop()!);
    });
    for (const p of PRODUCTS) await addToCart(page, h, p);
    await checkoutPickup(page, h, 'Dai');
    // the store routes Alipay through OTT: SnapPay, IOTPay and Citcon (before it) are off
    const db = h.server.db;
    const saved = (db.prepare("SELECT value FROM checkout_settings WHERE key = 'payment'").get() as { value: string })
      .value;
    const settings = JSON.parse(saved) as { channels: { id: string; enabled: boolean }[] };
    for (const c of settings.channels)
      if (['snappay_h5', 'iot_h5', 'citcon_classic_h5'].includes(c.id)) c.enabled = false;
    db.prepare("UPDATE checkout_settings SET value = ? WHERE key = 'payment'").run(JSON.stringify(settings));
    try {
      await page.reload();
      await placeOrder(page, /^支付宝$/);
    } finally {
      db.prepare("UPDATE checkout_settings SET value = ? WHERE key = 'payment'").run(saved);
    }
    await decide(page, 'Approve');
    await page.getByRole('heading', { name: 'OTT 提交支付中...' }).waitFor({ state: 'visible' });
    await page.getByRole('heading', { name: '下单成功！' }).waitFor({ state: 'visible', timeout: 20_000 });
    await page.getByText('收据已发送到您的邮箱。', { exact: true }).waitFor({ state: 'visible' });
    await page.getByRole('link', { name: '继续购物' }).waitFor({ state: 'visible' });
    await screenshot(page, 'checkout-success-zh');
    expect(checks.length).toBeGreaterThan(1);
    expect(new Set(checks)).toEqual(new Set(['checkOttPaymentStatus']));
    expectNoErrors(page);
  });

  test('a reload of the checkout loses nothing; a location change is explained on the cart', async () => {
    const page = await shopper(h, 'mobile');
    await addToCart(page, h, PRODUCTS[1]);
    await page.goto(h.url('/checkout/checkout'));
    await page.getByRole('radio', { name: /Local delivery/ }).check();
    await page
      .getByRole('group', { name: /Delivery date/ })
      .getByRole('radio')
      .nth(1)
      .check();
    await page.reload();
    await page.getByRole('radio', { name: /Local delivery/ }).waitFor();
    expect(await page.getByRole('radio', { name: /Local delivery/ }).isChecked()).toBe(true);
    expect(
      await page
        .getByRole('group', { name: /Delivery date/ })
        .getByRole('radio')
        .nth(1)
        .isChecked(),
    ).toBe(true);

    await page.goto(h.url('/checkout/cart?locationChange=true'));
    expect(await page.getByRole('status').filter({ hasText: 'Your store location is now' }).innerText()).toContain(
      'please check it',
    );
    await waitForCount(page.locator('.co-line[data-line]'), 1);
    expectNoErrors(page);
  });

  test('back into checkout with the details kept: the coupon and tip step is open, not skipped', async () => {
    const page = await shopper(h, 'mobile');
    await addToCart(page, h, PRODUCTS[1]);
    await checkoutPickup(page, h, 'Cleo');
    for (const way of ['back', 'cart'] as const) {
      // Back as soon as the address says payment, its page maybe still loading: the checkout shows
      // (it was once the payment page, under the checkout's address)
      if (way === 'back') await page.goBack();
      else {
        await page.getByRole('heading', { name: 'Review and pay' }).waitFor();
        await page.goto(h.url('/checkout/cart'));
        await page.getByRole('link', { name: /^Checkout$/ }).click();
      }
      await page.waitForURL(/\/checkout\/checkout/);
      await page.getByRole('textbox', { name: /^Coupon code/ }).waitFor();
      await page
        .getByRole('group', { name: /^Tip/ })
        .waitFor({ timeout: 5000 })
        .catch(async (e) => {
          await screenshot(page, `checkout-back-${way}`);
          throw new Error(`${way}: ${String(e)}`);
        });
      await expect(page.getByRole('heading', { name: 'Review and pay' }).isVisible()).resolves.toBe(false);
      await page.getByRole('button', { name: /Continue to payment/ }).click();
      await page.waitForURL(/\/checkout\/payment/);
    }
    expectNoErrors(page);
  });

  test('the demo shopper signs in: My Account with store credit, then My orders', async () => {
    const page = await shopper(h, 'desktop');
    await page.goto(h.url('/account/login'));
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    // every field says what is wrong before anything is sent
    await page.getByText('Enter your email address.').waitFor();
    await page.getByText('Enter your password.').waitFor();
    await page.getByLabel(/^Email/).fill('demo@example.com');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    expect(await page.getByRole('alert').first().innerText()).toContain('Incorrect email or password');
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.waitForURL((u) => u.pathname === '/user/list');
    await page.getByText('Dana Chen').waitFor();
    await page.getByText('CA$25.00').first().waitFor();
    await screenshot(page, 'account-my-account-desktop');
    await page.getByRole('link', { name: 'My orders', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/user/orders');
    // the demo shopper's seeded history (server/api/seed/user.ts): the newest order first
    await page.locator('.order-row').first().waitFor();
    // the wrong password's 401 is the one expected failure
    expectNoErrors(page, [/401 \(Unauthorized\).*common3\/signon/]);
  });

  test('a paid order opened elsewhere (no from_source, not signed in) says how to see it, not a payment error', async () => {
    const { id } = h.server.db
      .prepare("SELECT id FROM orders WHERE payment_status = 'PAID_ONLINE' ORDER BY id LIMIT 1")
      .get() as { id: number };
    const page = await shopper(h, 'mobile');
    await page.goto(h.url(`/confirmation/${id}`));
    const alert = page.getByText(/can be seen after signing in/);
    await alert.waitFor();
    expect(await page.locator('.co-confirmation').innerText()).not.toMatch(/orderID error|could not confirm/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`Order ${id}`);
    // the order's own read is refused for this visitor; nothing else may fail
    expectNoErrors(page, [/404 \(Not Found\).*orderManagement\/order\//]);
  });

  test("a return without an order id says 'orderID error'", async () => {
    const page = await shopper(h, 'desktop');
    await page.goto(h.url('/confirmation/5?from_source=opay_h5X'));
    expect(await page.getByRole('alert').innerText()).toContain('orderID error');
    expect(await page.getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe('/checkout');
    expectNoErrors(page);
  });

  test.each([320, 390])(
    'phone %d px: the Place Order button keeps room around its text, on one line or two',
    async (width) => {
      const page = await shopper(h, 'mobile');
      await page.setViewportSize({ width, height: 760 });
      await addToCart(page, h, PRODUCTS[0]);
      await checkoutPickup(page, h, 'Edge');
      await page.getByRole('radio', { name: /^Card/ }).check();
      const button = page.getByRole('button', { name: /Place Order/ });
      await button.waitFor();
      // the text's own lines (a Range), against the button's box
      const m = await button.evaluate((el) => {
        const text = el.querySelector('.action-button__text') ?? el;
        const range = document.createRange();
        range.selectNodeContents(text);
        const lines = Array.from(range.getClientRects());
        const b = el.getBoundingClientRect();
        const top = Math.min(...lines.map((r) => r.top));
        const bottom = Math.max(...lines.map((r) => r.bottom));
        return {
          lines: new Set(lines.map((r) => Math.round(r.top))).size,
          top: top - b.top,
          bottom: b.bottom - bottom,
          left: Math.min(...lines.map((r) => r.left)) - b.left,
          right: b.right - Math.max(...lines.map((r) => r.right)),
          page: document.documentElement.scrollWidth,
        };
      });
      if (width === 320) expect(m.lines).toBe(2);
      expect(m.top).toBeGreaterThanOrEqual(8);
      expect(m.bottom).toBeGreaterThanOrEqual(8);
      expect(m.left).toBeGreaterThanOrEqual(12);
      expect(m.right).toBeGreaterThanOrEqual(12);
      expect(m.page).toBeLessThanOrEqual(width);
      expectNoErrors(page);
    },
  );
});
