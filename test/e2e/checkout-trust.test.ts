/**
 * What a shopper can trust at checkout, in headless Chromium against the built H5 app and the reference server:
 * cart -> checkout (delivery, tip, coupon, and store credit for the signed-in shopper) -> payment
 * -> confirmation, on both viewports, in en and zh (zh with a display currency), checking on every
 * page that the summary lines shown add up to the total shown and that the charged currency is
 * stated; then the guest's receipt link opens that order in a fresh browser context, and the same
 * token opens no other order.
 */
import type { Locator, Page } from 'playwright-core';
import { API_BASE_PATH, type Locale } from '../../types/api';
import { describeE2E, expectNoErrors, screenshot, useHarness, type Harness, type Viewport } from './harness';

/** A money text as shown ('CA$1,234.56', '≈ US$86.14', '-$5.00', '¥1,500') -> signed minor units. */
function minorOf(text: string): number {
  const t = text.replace(/\s/g, '');
  const m = /(-?)[^\d-]*([\d,]+)(?:\.(\d+))?/.exec(t);
  if (!m) throw new Error(`not an amount: ${text}`);
  const value = Number(m[2].replace(/,/g, '') + (m[3] ?? ''));
  return m[1] ? -value : value;
}

/** The summary on the page: its lines (known ones) must add up to its total; the charge is stated. */
async function checkSummary(root: Locator, currency: string, label: string): Promise<number> {
  // Taro keeps earlier pages in the document, hidden: the summary of the page shown
  const totals = root.locator('.co-totals:visible').first();
  await totals.waitFor();
  // One snapshot of the rows, taken once the page shown has its summary with a total: right after
  // a navigation the previous page's summary may still be the visible one, then none is for a moment.
  let lines: { id: string; value: string }[] = [];
  for (const until = Date.now() + 15_000; ; await new Promise((r) => setTimeout(r, 100))) {
    lines = await totals.locator('[data-line]').evaluateAll((els) =>
      els.map((e) => ({
        id: e.getAttribute('data-line') ?? '',
        value: e.querySelector<HTMLElement>('.co-totals__value')?.innerText ?? '',
      })),
    );
    if (lines.some((l) => l.id === 'total') || Date.now() > until) break;
  }
  const total = lines.find((l) => l.id === 'total')!;
  const known = lines.filter((l) => l.id !== 'total' && /\d/.test(l.value));
  const free = lines.filter((l) => l.id !== 'total' && !/\d/.test(l.value)).map((l) => l.value);
  const sum = known.reduce((s, l) => s + minorOf(l.value), 0);
  expect({ label, sum, lines }).toEqual({ label, sum: minorOf(total.value), lines });
  // the not-yet-known lines say so ('Chosen at checkout' / 'Free')
  for (const f of free) expect(f).toMatch(/Chosen at checkout|结账时选择|Free|免费/);
  const charged = await totals.getByTestId('charged').innerText();
  expect(charged).toContain(currency);
  return minorOf(total.value);
}

async function shopper(
  h: Harness,
  viewport: Viewport,
  locale: Locale,
  displayCurrency?: { code: string; rate: string },
): Promise<Page> {
  const info = await h.appInfo(locale);
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
  const page = await h.newPage(viewport, locale === 'zh' ? { locale: 'zh-CN' } : {});
  const session: Record<string, unknown> = { locale, location: { id: loc.id, name: loc.localStoreName } };
  if (displayCurrency) {
    session.currency = {
      baseCurrency: 'CAD',
      rates: { [displayCurrency.code]: displayCurrency.rate },
      currentCurrency: displayCurrency.code,
    };
    session.baseCurrency = 'CAD';
  }
  await page.addInitScript(
    `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(JSON.stringify(session))});`,
  );
  return page;
}

/** Adds the first product of the catalogue that has no options, `quantity` times over. */
async function addProducts(page: Page, h: Harness, ids: number[]): Promise<void> {
  for (const id of ids) {
    await page.goto(h.url(`/store/product/${id}`));
    const groups = page.getByRole('radiogroup');
    await page.getByRole('button', { name: /add to cart|加入购物车/i }).waitFor();
    for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByRole('radio').first().click();
    const added = page.waitForResponse(
      (r) => r.url().includes('/shoppingManagement4/myCart') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: /add to cart|加入购物车/i }).click();
    expect((await added).status()).toBe(200);
  }
}

async function signIn(page: Page, h: Harness): Promise<void> {
  await page.goto(h.url('/account/login'));
  await page.getByLabel(/^(Email|电子邮箱)/).fill('demo@example.com');
  await page.getByLabel(/^(Password|密码)/).fill('demo1234');
  await page
    .getByRole('button', { name: /^(Sign In|登录)$/ })
    .last()
    .click();
  await page.waitForURL((u) => u.pathname === '/user/list');
}

const T = {
  en: {
    checkout: 'Checkout',
    delivery: 'Local delivery',
    date: 'Delivery date',
    time: 'Time',
    cont: 'Continue',
    toPay: 'Continue to payment',
    otherTip: 'Other amount',
    apply: 'Apply',
    place: 'Place Order',
    card: 'Card (Visa, Mastercard, Amex)',
    success: 'Order Success!',
  },
  zh: {
    checkout: '去结账',
    delivery: '本地配送',
    date: '配送日期',
    time: '时间',
    cont: '继续',
    toPay: '去付款',
    otherTip: '其他金额',
    apply: '使用',
    place: '提交订单',
    card: '银行卡（Visa、Mastercard、Amex）',
    success: '下单成功！',
  },
};

/** Cart -> checkout with delivery, 15% tip (en: then CA$2 as another amount), coupon WELCOME10 and (signed in) CA$5 of store credit -> payment -> approved. */
async function walk(
  page: Page,
  h: Harness,
  locale: Locale,
  viewport: Viewport,
  opts: { credit: boolean },
): Promise<string> {
  const w = T[locale];
  await page.goto(h.url('/checkout/cart'));
  await page.locator('.co-line[data-line]').first().waitFor();
  await checkSummary(page.locator('.co-summary:visible'), 'CAD', `cart ${viewport} ${locale}`);
  await screenshot(page, `trust-cart-${viewport}-${locale}`);

  await page.getByRole('link', { name: w.checkout, exact: true }).click();
  await page.waitForURL(/\/checkout\/checkout/);
  // a returning shopper's checkout opens where the server still needs something: edit step 1
  const methodStep = page.locator('[data-step="method"]:visible');
  await methodStep.waitFor();
  if (!/\bis-open\b/.test((await methodStep.getAttribute('class')) ?? ''))
    await methodStep.locator('.co-step__edit').click();
  await page.getByRole('radio', { name: new RegExp(w.delivery) }).check();
  await page
    .getByRole('group', { name: new RegExp(w.date) })
    .getByRole('radio')
    .first()
    .check();
  await page
    .getByRole('group', { name: new RegExp(`^${w.time}`) })
    .getByRole('radio')
    .first()
    .check();
  await page.getByRole('button', { name: w.cont, exact: true }).click();

  // the form's fields by their keys ('contact.email' -> #field-contact-email)
  const byId = (id: string) => page.locator(`#field-${id.replace(/[^A-Za-z0-9_-]+/g, '-')}`);
  await byId('contact.firstName').fill('Ada');
  await byId('contact.lastName').fill('Lee');
  await byId('contact.email').fill(`ada.${viewport}.${locale}@example.com`);
  await byId('contact.phone').fill('416 555 0123');
  await byId('delivery.firstName').fill('Ada');
  await byId('delivery.lastName').fill('Lee');
  await byId('delivery.phone').fill('416 555 0123');
  await byId('delivery.street').fill('100 King St W');
  await byId('delivery.city').fill('Toronto');
  await byId('delivery.province').selectOption('ON');
  await byId('delivery.postCode').fill('M5H 2M9');
  await page.getByRole('button', { name: w.cont, exact: true }).click();

  await byId('couponCode').fill('WELCOME10');
  const coupon = page.waitForResponse((r) => r.url().includes('couponVerification/WELCOME10'));
  await page.getByRole('button', { name: w.apply, exact: true }).click();
  await coupon;
  const tipSent = () => page.waitForResponse((r) => r.url().endsWith('/shoppingManagement4/tips'));
  const tip = tipSent();
  await page.getByRole('radio', { name: '15%' }).check();
  await tip;
  if (locale === 'en') {
    // "Other amount": the summary follows the chosen tip, none until an amount is typed (not the
    // 15 % chosen before), then that amount
    const tipLine = page.locator('.co-layout__aside:visible [data-line="tip"]');
    await tipLine.locator('.co-totals__value').filter({ hasText: /\d/ }).waitFor();
    const noTip = tipSent();
    await page.getByRole('radio', { name: w.otherTip }).check();
    await noTip;
    await tipLine.waitFor({ state: 'detached' });
    const typed = tipSent();
    await byId('tipAmount').fill('2');
    await typed;
    await tipLine.locator('.co-totals__value').filter({ hasText: 'CA$2.00' }).waitFor();
  }
  if (opts.credit) {
    const credit = page.waitForResponse((r) => r.url().endsWith('/applyStoreCredit'));
    await byId('credit').fill('5');
    await credit;
  }
  const aside = page.locator('.co-layout__aside:visible');
  await aside.locator('[data-line="tip"] .co-totals__value').filter({ hasText: /\d/ }).waitFor();
  await aside.locator('[data-line="discount"]').waitFor();
  // known now: a fee, or free above the free-delivery amount
  await aside
    .locator('[data-line="delivery"] .co-totals__value')
    .filter({ hasText: /\d|Free|免费/ })
    .waitFor();
  if (opts.credit) await aside.locator('[data-line="storeCredit"]').waitFor();
  await checkSummary(aside, 'CAD', `checkout ${viewport} ${locale}`);
  await screenshot(page, `trust-checkout-${viewport}-${locale}`);

  await page.getByRole('button', { name: w.toPay }).click();
  await page.waitForURL(/\/checkout\/payment/);
  // the payment page's own summary (the checkout's stays in the document, hidden)
  await page.getByRole('radio', { name: w.card }).waitFor();
  const shown = await checkSummary(page.locator('.co-layout__aside:visible'), 'CAD', `payment ${viewport} ${locale}`);
  // payment methods, not processors
  const radios = await page
    .getByRole('radiogroup')
    .first()
    .getByRole('radio')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).labels?.[0]?.innerText ?? ''));
  for (const r of radios) expect(r).not.toMatch(/OPay|SnapPay|IOTPay|Citcon|OTT/);
  await page.getByRole('radio', { name: w.card }).check();
  const button = page.getByRole('button', { name: new RegExp(w.place) });
  const buttonText = await button.innerText();
  expect(buttonText).toContain('CAD');
  await screenshot(page, `trust-payment-${viewport}-${locale}`);
  expect(shown).toBeGreaterThan(0);
  await button.click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/confirmation\/\d+\?from_source=/);
  await page.getByRole('heading', { name: w.success }).waitFor({ timeout: 20_000 });
  const receipt = page.getByTestId('receipt');
  await receipt.waitFor();
  await checkSummary(receipt, 'CAD', `confirmation ${viewport} ${locale}`);
  expect(await receipt.getByTestId('paid-with').innerText()).toContain(w.card);
  expect(await receipt.innerText()).toContain('100 King St W');
  await screenshot(page, `trust-confirmation-${viewport}-${locale}`);
  return /\/confirmation\/(\d+)/.exec(page.url())![1];
}

describeE2E('checkout a shopper can trust (e2e)', () => {
  const h = useHarness();

  // the four viewport x language pairs: the demo shopper (store credit) in en, a guest (receipt link) in zh
  test.each<[Viewport]>([['mobile'], ['desktop']])(
    '%s, en, signed in: delivery, tip, coupon and store credit; every page adds up',
    async (viewport) => {
      // WELCOME10 is one use per shopper: each viewport's run is the demo shopper's
      // first use of it, so the run before this one gives its use back first
      h.server.db
        .prepare(
          "DELETE FROM coupon_uses WHERE code = 'WELCOME10' AND shopper_key IN (SELECT 'user:' || id FROM users WHERE email = ?)",
        )
        .run('demo@example.com');
      h.server.db
        .prepare(
          "UPDATE user_coupons SET used_order_id = NULL WHERE code = 'WELCOME10' AND user_id IN (SELECT id FROM users WHERE email = ?)",
        )
        .run('demo@example.com');
      const page = await shopper(h, viewport, 'en');
      await signIn(page, h);
      await addProducts(page, h, [1, 540, 1]);
      await walk(page, h, 'en', viewport, { credit: true });
      expectNoErrors(page);
    },
  );

  test.each<[Viewport, string, string]>([
    ['desktop', 'USD', '0.7300'],
    ['mobile', 'CNY', '5.2500'],
  ])(
    '%s, zh, a guest shown in %s: every page adds up in it; the receipt link opens that order only',
    async (viewport, code, rate) => {
      const page = await shopper(h, viewport, 'zh', { code, rate });
      await addProducts(page, h, [1, 540, 1]);
      const orderID = await walk(page, h, 'zh', viewport, { credit: false });
      const link = await page.locator('.co-result__receipt-link').getAttribute('href');
      expect(link).toMatch(new RegExp(`^/user/orders\\?orderID=${orderID}&token=[A-Za-z0-9_-]{43}$`));

      // a fresh browser context (no cookies): the link opens the order
      const fresh = await h.newPage(viewport, { locale: 'zh-CN' });
      await fresh.goto(h.url(link!));
      const receipt = fresh.getByTestId('receipt');
      await receipt.waitFor();
      expect(await fresh.getByText(`订单号：${orderID}`).count()).toBeGreaterThan(0);
      expect(await receipt.innerText()).toContain('100 King St W');
      // and no other: an earlier order's id with this token is not found
      const token = new URL(link!, h.baseURL).searchParams.get('token');
      const other = await fetch(
        `${h.baseURL}${API_BASE_PATH}/admin/orderManagement/order/${Number(orderID) - 1}?token=${token}`,
      );
      expect(other.status).toBe(404);
      expectNoErrors(page);
      expectNoErrors(fresh);
    },
  );
});
