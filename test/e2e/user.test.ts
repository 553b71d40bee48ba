/**
 * The user area end to end in headless Chromium against the built H5 app and the
 * reference server: My Account's sections; the demo shopper's 64 orders scrolled to the end with
 * each seen once; a tab by state; comment an order; cancel an unpaid one; pay an unpaid one and
 * land on 'Order Success!'; buy a membership and see the member discount on the next cart; a
 * friend who registers with a shopper's rid and buys shows in that shopper's statistics; the
 * support form. Mobile and desktop, en and zh.
 */
import type { Page } from 'playwright-core';
import { API_BASE_PATH, type Locale } from '../../types/api';
import { DEMO_ORDER_COUNT } from '../../server/api/seed/user';
import { formatMoney } from '../../src/domain/money';
import { describeE2E, expectNoErrors, screenshot, useHarness, type Harness, type Viewport } from './harness';
import { mailedCode } from '../support/registration-mail';

/** A page with a store location already chosen (the picker would open by itself) and a language. */
async function visitor(h: Harness, viewport: Viewport, locale: Locale = 'en'): Promise<Page> {
  const info = await h.appInfo(locale);
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
  const page = await h.newPage(viewport, locale === 'zh' ? { locale: 'zh-CN' } : {});
  const session = JSON.stringify({ locale, location: { id: loc.id, name: loc.localStoreName } });
  await page.addInitScript(
    `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});`,
  );
  return page;
}

async function signInDemo(page: Page, h: Harness, then: string): Promise<void> {
  await page.goto(h.url(`/account/login?redirect=${encodeURIComponent(then)}`));
  await page.getByLabel(/^(Email|电子邮箱)/).fill('demo@example.com');
  await page.getByLabel(/^(Password|密码)/).fill('demo1234');
  await page
    .getByRole('button', { name: /^(Sign In|登录)$/ })
    .last()
    .click();
  await page.waitForURL((u) => u.pathname === then.split('?')[0]);
}

async function register(page: Page, h: Harness, email: string, firstName = 'Kim'): Promise<void> {
  await page.goto(h.url('/account/signup'));
  await page.getByLabel(/^(First name|名)/).fill(firstName);
  await page.getByLabel(/^(Last name|姓)/).fill('Ng');
  await page.getByLabel(/^(Email|电子邮箱)/).fill(email);
  await page
    .getByLabel(/^(Password|密码)/)
    .first()
    .fill('friend-pass-1');
  await page.getByLabel(/^(Repeat the password|再次输入密码|确认密码)/).fill('friend-pass-1');
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/common3/clientRegistration'));
  await page
    .getByRole('button', { name: /Create my account|创建账户|注册/ })
    .last()
    .click();
  expect((await asked).status()).toBe(202);
  // the code of the mail in the outbox, typed on the "check your email" step
  await page.getByLabel(/^(Code from the email|邮件中的验证码)/).fill(mailedCode(h.server.db, email));
  await page.getByRole('button', { name: /^(Confirm and sign in|确认并登录)$/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/account/'));
}

/** Cart -> checkout (pickup, first store / date / time, contact) -> payment -> OPay -> Approve -> 'Order Success!'. */
async function buyCart(page: Page, h: Harness): Promise<void> {
  await page.goto(h.url('/checkout/cart'));
  await page.getByRole('link', { name: /^(Checkout|去结账)$/ }).click();
  await page.waitForURL(/\/checkout\/checkout/);
  await page.getByRole('radio', { name: /Pick up in store|到店自取/ }).check();
  await page
    .getByRole('group', { name: /^(Store|门店)/ })
    .getByRole('radio')
    .first()
    .check();
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
  const first = page.getByLabel(/^(First name|名)/);
  if (!(await first.inputValue())) await first.fill('Kim');
  const last = page.getByLabel(/^(Last name|姓)/);
  if (!(await last.inputValue())) await last.fill('Ng');
  const email = page.getByLabel(/^(Email|电子邮箱)/);
  if (!(await email.inputValue())) await email.fill('kim@example.com');
  await page.getByLabel(/^(Phone|电话)/).fill('416 555 0123');
  await page.getByRole('button', { name: /^(Continue|继续)$/ }).click();
  await page.getByRole('button', { name: /Continue to payment|去付款/ }).click();
  await page.waitForURL(/\/checkout\/payment/);
  await page.getByRole('radio', { name: /^(Card|银行卡)/ }).check();
  await page.getByRole('button', { name: /Place Order|提交订单/ }).click();
  await approve(page);
}

async function approve(page: Page): Promise<void> {
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/confirmation\/\d+\?from_source=/);
  await page
    .getByRole('heading', { name: /^(Order Success!|下单成功！)$/ })
    .waitFor({ state: 'visible', timeout: 20_000 });
}

async function addProduct(page: Page, h: Harness, id: number): Promise<void> {
  await page.goto(h.url(`/store/product/${id}`));
  const added = page.waitForResponse(
    (r) => r.url().includes('/shoppingManagement4/myCart') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: /add to cart|加入购物车/i }).click();
  expect((await added).status()).toBe(200);
}

/** A product without options, in stock, to buy (the catalogue's own answer). */
async function plainProduct(h: Harness): Promise<{ id: number; price: number }> {
  const res = await fetch(
    `${h.baseURL}${API_BASE_PATH}/productManagement2/products?numberToLoad=50&startingPosition=0&infiniteLoad=true`,
  );
  const products = (await res.json()) as { id: number; hasOptions?: boolean; available?: boolean; price: number }[];
  const p = products.find((x) => !x.hasOptions && x.price >= 1500 && x.available !== false);
  if (!p) throw new Error('no plain product in the seed');
  return p;
}

/** Order ids in the list as the window shows them now (each row carries data-order). */
async function visibleOrderIds(page: Page): Promise<string[]> {
  return page.locator('[data-order]').evaluateAll((els) => els.map((e) => e.getAttribute('data-order') ?? ''));
}

describeE2E('user area', () => {
  const h = useHarness();

  test.each<[Viewport, Locale]>([
    ['mobile', 'en'],
    ['desktop', 'zh'],
  ])('%s %s: My Account sections, then every order scrolled to the end, each once', async (viewport, locale) => {
    const page = await visitor(h, viewport, locale);
    await signInDemo(page, h, '/user/list');
    const sections = page.getByRole('navigation', { name: locale === 'en' ? 'My account sections' : '账户功能' });
    await sections
      .getByText(locale === 'en' ? 'Jade Club member' : 'Jade Club会员')
      .first()
      .waitFor();
    await sections.getByRole('link', { name: locale === 'en' ? /^3\s*Awaiting payment/ : /^3\s*待付款/ }).waitFor();
    await screenshot(page, `user-account-${viewport}-${locale}`);
    await page.goto(h.url('/user/orders'));
    const list = page.locator('.order-list');
    await list.waitFor();
    expect(await list.getAttribute('data-total')).toBe(String(DEMO_ORDER_COUNT));
    await screenshot(page, `user-orders-${viewport}-${locale}`);
    const seen = new Set<string>();
    // until the end note is inside the viewport (all pages loaded and scrolled to the bottom)
    const atEnd = () =>
      page.evaluate(() => {
        const end = document.querySelector('.order-list__end');
        return !!end && end.getBoundingClientRect().bottom <= window.innerHeight;
      });
    for (let step = 0; step < 80 && !(await atEnd()); step++) {
      const ids = await visibleOrderIds(page);
      expect(new Set(ids).size).toBe(ids.length); // no order twice on screen
      ids.forEach((id) => seen.add(id));
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(120);
    }
    (await visibleOrderIds(page)).forEach((id) => seen.add(id));
    expect(seen.size).toBe(DEMO_ORDER_COUNT);
    // windowed: far fewer rows in the page than orders
    expect((await visibleOrderIds(page)).length).toBeLessThan(40);
    expect(await list.getAttribute('data-loaded')).toBe(String(DEMO_ORDER_COUNT));

    // a tab by state asks for that state only
    await page.getByRole('tab', { name: locale === 'en' ? /^Cancelled/ : /^已取消/ }).click();
    await page.waitForFunction(() => document.querySelector('.order-list')?.getAttribute('data-total') === '16');
    const badges = await page.locator('.order-row .co-badge').allInnerTexts();
    expect(new Set(badges)).toEqual(new Set([locale === 'en' ? 'Cancelled' : '已取消']));
    expectNoErrors(page);
  });

  test('desktop en: comment an order, cancel an unpaid one (and see why a paid one cannot be)', async () => {
    const page = await visitor(h, 'desktop');
    await signInDemo(page, h, '/user/orders?state=paid');
    await page.locator('.order-row').first().click();
    await page.waitForURL(/orderID=/);
    await page.getByText('A paid order cannot be cancelled here; write to us through Support.').waitFor();
    await page.getByLabel('Add a comment').fill('The jasmine tea was lovely');
    await page.getByRole('button', { name: 'Send comment' }).click();
    const comments = page.getByRole('list', { name: 'Comments' });
    await comments.getByText('The jasmine tea was lovely').waitFor();
    // on the store's clock, as the app writes dates ('Wed, Nov 25 18:05'), not an ISO/UTC stamp
    expect(await comments.getByRole('listitem').last().innerText()).toMatch(
      /(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2} \d{2}:\d{2}/,
    );

    await page.goto(h.url('/user/orders?state=unpaid'));
    await page.locator('.order-row').first().click();
    await page.waitForURL(/orderID=/);
    await page.getByRole('button', { name: 'Cancel this order' }).click();
    // cancelling asks first
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel the order' }).click();
    // it says what just happened (not that the order "is already cancelled"), with the reading focus on it
    const said = page.getByRole('status').filter({ hasText: 'Order cancelled. You will not be charged for it.' });
    await said.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Order cancelled.'));
    expect(await page.getByText(/already cancelled/).count()).toBe(0);
    expect(await page.locator('.co-order__head .co-badge').innerText()).toBe('Cancelled');
    expectNoErrors(page);
  });

  test('mobile zh: pay an unpaid order with the same order id and land on the success page', async () => {
    const page = await visitor(h, 'mobile', 'zh');
    await signInDemo(page, h, '/user/orders?state=unpaid');
    await page.locator('.order-row').nth(1).click();
    await page.waitForURL(/orderID=/);
    const orderID = new URL(page.url()).searchParams.get('orderID')!;
    await page.getByRole('radio', { name: /^(Card|银行卡)/ }).check();
    await page.getByRole('button', { name: /^立即付款/ }).click();
    await approve(page);
    expect(new URL(page.url()).pathname).toBe(`/confirmation/${orderID}`);
    await page.goto(h.url(`/user/orders?orderID=${orderID}`));
    expect(await page.locator('.co-order__head .co-badge').innerText()).toBe('已付款');
    expectNoErrors(page);
  });

  test('desktop en: buy a membership; the next cart shows the member discount', async () => {
    const page = await visitor(h, 'desktop');
    await register(page, h, `member-${Date.now()}@example.com`);
    await page.goto(h.url('/user/membership'));
    await page.getByText('You are not a member yet.').waitFor();
    await page.getByRole('button', { name: 'Buy membership' }).click();
    await page.getByRole('link', { name: 'Go to cart' }).click();
    await buyCart(page, h);
    await page.goto(h.url('/user/membership'));
    await page.getByText(/You are a Jade Club member until \d{4}-\d{2}-\d{2}\./).waitFor();
    const product = await plainProduct(h);
    await addProduct(page, h, product.id);
    await page.goto(h.url('/checkout/cart'));
    // 5% of the product's price, rounded half up (server/api/models/membership.ts)
    const discount = Math.floor((product.price * 5 * 2 + 100) / 200);
    await page
      .getByText(`-${formatMoney(discount, 'CAD', 'en')}`)
      .first()
      .waitFor();
    expectNoErrors(page);
  });

  test('mobile en: a friend registers with the rid and buys; the referrer sees one user and one order', async () => {
    const referrer = await visitor(h, 'mobile');
    await register(referrer, h, `referrer-${Date.now()}@example.com`, 'Rita');
    await referrer.goto(h.url('/user/referrals'));
    const rid = (await referrer.locator('.referrals__id').innerText()).trim();
    expect(rid).toMatch(/^MJ[0-9A-F]{10}$/);
    await referrer.locator('.referrals__qr').waitFor();
    // spec 9: the link shown (and so Copy link and every target) carries the shopper's own id,
    // also on a page that started from the app info the HTML brought (no SASROID cookie yet)
    await referrer.reload();
    await referrer.locator('.share-widget__link').waitFor();
    expect(await referrer.locator('.share-widget__link').innerText()).toMatch(new RegExp(`[?&]rid=${rid}$`));

    const friend = await visitor(h, 'mobile');
    await friend.goto(h.url(`/?rid=${rid}`));
    await register(friend, h, `friend-${Date.now()}@example.com`);
    await addProduct(friend, h, (await plainProduct(h)).id);
    await buyCart(friend, h);

    await referrer.reload();
    const stats = referrer.getByRole('region', { name: 'Statistics' });
    await stats.waitFor();
    expect(await stats.locator('[data-figure="users"] .user-page__figure').innerText()).toBe('1');
    expect(await stats.locator('[data-figure="orders"] .user-page__figure').innerText()).toBe('1');
    await referrer.getByText('No friend has registered with your link yet.').waitFor({ state: 'detached' });
    await screenshot(referrer, 'user-referrals-mobile');
    expectNoErrors(referrer);
    expectNoErrors(friend);
  });

  test.each<[Viewport, Locale]>([
    ['mobile', 'zh'],
    ['desktop', 'en'],
  ])('%s %s: the support form says what is missing, then confirms with a ticket', async (viewport, locale) => {
    const page = await visitor(h, viewport, locale);
    await page.goto(h.url('/user/support'));
    const en = locale === 'en';
    await page.getByLabel(en ? /^Your name/ : /^您的姓名/).fill('Ada Lee');
    await page.getByLabel(en ? /^Email/ : /^电子邮箱/).fill('ada@example.com');
    await page.getByLabel(en ? /^Message/ : /^留言内容/).fill('Hi');
    await page.getByRole('button', { name: en ? 'Send message' : '发送' }).click();
    await page.getByText(en ? 'Write at least 10 characters.' : '请至少填写 10 个字符。').waitFor();
    await page.getByLabel(en ? /^Message/ : /^留言内容/).fill('When does the autumn tea arrive?');
    await page.getByRole('button', { name: en ? 'Send message' : '发送' }).click();
    const done = page.getByRole('status').filter({ hasText: /S-[0-9A-F]{8}/ });
    await done.waitFor();
    expect(await done.innerText()).toContain('ada@example.com');
    expectNoErrors(page);
  });

  test.each<Viewport>(['mobile', 'desktop'])(
    '%s: a note of one 600-character word and a long comment wrap inside the order card',
    async (viewport) => {
      const db = h.server.db;
      const { id } = db
        .prepare(
          "SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = 'demo@example.com' AND o.payment_status = 'PAID_ONLINE' ORDER BY o.id DESC LIMIT 1",
        )
        .get() as { id: number };
      const word = 'https://example.com/' + 'a'.repeat(580);
      db.prepare(
        "UPDATE orders SET details = json_set(details, '$.customerComment', ?), comments = ? WHERE id = ?",
      ).run(word, JSON.stringify([{ comment: 'b'.repeat(500), createdAt: new Date().toISOString() }]), id);
      const page = await visitor(h, viewport);
      await signInDemo(page, h, `/user/orders?orderID=${id}`);
      const note = page.locator('.co-review__line').filter({ hasText: 'example.com/aaaa' });
      await note.waitFor();
      // the text's own extent (a Range), not its box: a block keeps its width while its text runs out of it
      const measured = await note.evaluate((el) => {
        const textRight = (node: Element) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return Math.max(...Array.from(range.getClientRects(), (r) => r.right));
        };
        const card = el.closest('.co-card')!.getBoundingClientRect();
        return {
          note: textRight(el),
          comment: textRight(document.querySelector('.order-comments__text')!),
          card: card.right,
          page: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
        };
      });
      expect(measured.note).toBeLessThanOrEqual(measured.card);
      expect(measured.comment).toBeLessThanOrEqual(measured.card);
      expect(measured.card).toBeLessThanOrEqual(measured.viewport);
      expect(measured.page).toBeLessThanOrEqual(measured.viewport);
      expectNoErrors(page);
    },
  );
});
