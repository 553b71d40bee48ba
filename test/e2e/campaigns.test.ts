/**
 * Group-buy end to end in headless Chromium (zh throughout): shopper A (phone) opens the campaign
 * list and starts a group, pays it through the campaign checkout and a sandbox channel; the
 * invite link opened by shopper B (desktop, second browser context, signed out) keeps the group
 * and the rid through sign-in, B joins and pays; the group completes and both see it. A third
 * group, left incomplete, fails when the server's clock passes its deadline and shows refunded.
 */
import type { Page } from 'playwright-core';
import { API_BASE_PATH, XSRF_COOKIE, XSRF_HEADER, type AppInfo } from '../../types/api';
import { describeE2E, expectNoErrors, screenshot, useHarness, type Harness, type Viewport } from './harness';
import { registerInPage } from './register';

const PASSWORD = 'correct horse 1';
const HOUR = 3_600_000;

/** A zh shopper's page with a store location chosen (the picker would otherwise open by itself). */
async function shopper(h: Harness, viewport: Viewport): Promise<Page> {
  const info = await h.appInfo('zh');
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
  const page = await h.newPage(viewport, { locale: 'zh-CN' });
  const session = JSON.stringify({ locale: 'zh', location: { id: loc.id, name: loc.localStoreName } });
  await page.addInitScript(
    `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});`,
  );
  return page;
}

/** Calls the API with the page's cookies (XSRF header echoed as the app does). */
async function call(page: Page, h: Harness, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const cookies = await page.context().cookies(h.baseURL);
  const xsrf = cookies.find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  const res = await page.context().request.fetch(`${h.baseURL}${API_BASE_PATH}/${path}`, {
    method,
    headers: { [XSRF_HEADER]: xsrf, 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok()) throw new Error(`${method} ${path}: HTTP ${res.status()} ${await res.text()}`);
  return res.json();
}

async function register(page: Page, h: Harness, email: string, firstName: string): Promise<void> {
  await registerInPage(page, h, { email, password: PASSWORD, firstName, lastName: 'Shopper' });
}

/** From the campaign cart: checkout (pickup, first store and time, contact), payment (OPay), approve. */
async function checkoutAndPay(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '去结算' }).click();
  await page.waitForURL(/\/checkout\/campaignCheckout\?id=\d+/);
  await page.getByRole('radio', { name: /到店自取/ }).check();
  await page.getByRole('group', { name: /^门店/ }).getByRole('radio').first().check();
  await page
    .getByRole('group', { name: /取货日期/ })
    .getByRole('radio')
    .first()
    .check();
  await page.getByRole('group', { name: /^时间/ }).getByRole('radio').first().check();
  await page.getByRole('button', { name: /^继续$/ }).click();
  await page.getByLabel(/^名/).fill(name);
  await page.getByLabel(/^姓/).fill('Shopper');
  await page.getByLabel(/^电子邮箱/).fill(`${name.toLowerCase()}@example.com`);
  await page.getByLabel(/^电话/).fill('416 555 0123');
  await page.getByRole('button', { name: /^继续$/ }).click();
  await page.getByRole('button', { name: /去付款/ }).click();
  await page.waitForURL(/\/checkout\/campaignPayment\?id=\d+/);
  await page.getByRole('radio', { name: /^(Card|银行卡)/ }).check();
  await page.getByRole('button', { name: /提交订单/ }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/confirmation\/\d+\?from_source=/);
  // the page says 'confirming your payment' until the order's status has answered
  await page.waitForFunction(() => document.body.innerText.includes('下单成功'));
}

/** The shopper's order in this campaign as the page shows it (after a reload). */
function campaignOrder(page: Page) {
  return page.locator('.campaign-orders__order').first();
}

describeE2E('group-buy campaigns (zh)', () => {
  const h = useHarness();
  let pairId = 0;
  let teaId = 0;

  beforeAll(async () => {
    const list = (await (await fetch(`${h.baseURL}${API_BASE_PATH}/common3/campaign/fissionList`)).json()) as {
      id: number;
      nameContent: { en: string };
    }[];
    pairId = list.find((c) => c.nameContent.en === 'Pair up and save')!.id;
    teaId = list.find((c) => c.nameContent.en === 'Tea circle of three')!.id;
  });

  test('A starts a group and pays, B joins through the invite link after signing in and pays: complete for both', async () => {
    const a = await shopper(h, 'mobile');
    const b = await shopper(h, 'desktop');
    try {
      // A: the list, with every state, then the campaign
      await a.goto(h.url('/store/groupCampaigns'));
      const cards = a.locator('.campaign-card');
      await cards.first().waitFor();
      expect(await a.locator('.campaign-card[data-state="ENDED"]').count()).toBe(1);
      expect(await a.locator('.campaign-card[data-state="SOLD_OUT"]').count()).toBe(1);
      await expect(a.locator('.campaign-card[data-state="OPEN"] .at-countdown').first().isVisible()).resolves.toBe(
        true,
      );
      await a.getByRole('link', { name: /两人拼团特惠/ }).click();
      await a.waitForURL(/\/store\/groupCampaign\?id=\d+/);
      await register(a, h, `alice-${Date.now()}@example.com`, 'Alice');
      await a.reload();
      await a.getByRole('button', { name: '我要开团' }).click();
      await a.waitForURL(/\/checkout\/campaignCart\?id=\d+/);
      await a.getByText('您将开一个 2 人新团。').waitFor();
      await checkoutAndPay(a, 'Alice');
      expect(await a.locator('body').innerText()).toContain('下单成功');
      // the confirmation says where the group stands: members still needed, the deadline, the invite link
      const status = a.locator('.campaign-status');
      await status.waitFor();
      expect(await status.getAttribute('data-group-state')).toBe('OPEN');
      const said = await status.innerText();
      expect(said).toContain('截止前还需 1 人参团，否则订单将全额退款。');
      expect(said).toMatch(/距截止 (\d+天 )?\d\d:\d\d:\d\d/);
      expect(said).toMatch(new RegExp(`/store/groupCampaign\\?id=${pairId}&group=[A-Za-z0-9_-]+`));
      // the printed link is the one the share sheet sends: with A's own referral id
      const aId = ((await call(a, h, 'GET', 'common3/appInfoInit')) as AppInfo).myID!;
      expect(aId).toBeTruthy();
      const printed = await status.locator('.campaign-status__link').innerText();
      expect(new URL(printed).searchParams.get('rid')).toBe(aId);
      await expect(status.getByRole('link', { name: '邀请好友' }).getAttribute('href')).resolves.toMatch(/group=/);
      const aOrder = /\/confirmation\/(\d+)/.exec(a.url())![1];

      await a.goto(h.url(`/store/groupCampaign?id=${pairId}`));
      await campaignOrder(a).waitFor();
      expect(await campaignOrder(a).getAttribute('data-group-state')).toBe('OPEN');
      expect(await campaignOrder(a).innerText()).toContain('拼团中：等待好友参团');
      const groupId = (await campaignOrder(a).getAttribute('data-group-id'))!;
      expect(groupId).toMatch(/^[A-Za-z0-9_-]+$/);
      // the invite: the share widget opens from Invite friends
      await a.getByRole('button', { name: '邀请好友' }).click();
      await a.getByRole('dialog').waitFor();
      await a
        .getByRole('dialog')
        .getByRole('button', { name: /关闭|Close/ })
        .first()
        .click();

      // B: registered, then signed out, opens the invite link
      await b.goto(h.url('/store/groupCampaigns'));
      await register(b, h, `bob-${Date.now()}@example.com`, 'Bob');
      const bobEmail = ((await call(b, h, 'GET', 'common3/appInfoInit')) as AppInfo).user!.email;
      await call(b, h, 'GET', 'common3/logout');
      await b.goto(h.url(`/store/groupCampaign?id=${pairId}&group=${groupId}&rid=RIDA1`));
      const invited = b.locator(`.campaign-groups__group[data-group-id="${groupId}"]`);
      await invited.waitFor();
      await invited.getByRole('button', { name: '参加此团' }).click();
      await b.waitForURL(/\/account\/login\?redirect=/);
      expect(decodeURIComponent(b.url())).toContain(`group=${groupId}&rid=RIDA1`);
      await b.getByLabel(/^电子邮箱/).fill(bobEmail);
      await b.getByLabel(/^密码/).fill(PASSWORD);
      await b.getByRole('button', { name: /^登录$/ }).click();
      await b.waitForURL(new RegExp(`/store/groupCampaign\\?id=${pairId}&group=${groupId}&rid=RIDA1`));
      await b
        .locator(`.campaign-groups__group[data-group-id="${groupId}"]`)
        .getByRole('button', { name: '参加此团' })
        .click();
      await b.waitForURL(/\/checkout\/campaignCart\?id=\d+&group=/);
      await b.getByText('您正在参团：还差 1 人。').waitFor();
      await checkoutAndPay(b, 'Bob');

      for (const page of [a, b]) {
        await page.goto(h.url(`/store/groupCampaign?id=${pairId}`));
        await campaignOrder(page).waitFor();
        expect(await campaignOrder(page).getAttribute('data-group-state')).toBe('COMPLETE');
        expect(await campaignOrder(page).innerText()).toContain('拼团成功');
        expect(
          await campaignOrder(page)
            .locator('.group-progress__member:not(.group-progress__member--open)')
            .allInnerTexts(),
        ).toEqual(['AS', 'BS']);
      }
      await screenshot(b, 'campaign-complete-desktop-zh');
      // the starter's order detail says the group is complete
      await a.goto(h.url(`/user/orders?orderID=${aOrder}`));
      await a.locator('.campaign-status[data-group-state="COMPLETE"]').waitFor();
      expect(await a.locator('.campaign-status').innerText()).toContain('已成团：订单将按拼团价处理。');
      expectNoErrors(a);
      expectNoErrors(b);
    } finally {
      await a.context().close();
      await b.context().close();
    }
  });

  test('a group left incomplete fails when the clock passes its deadline, and shows refunded', async () => {
    const c = await shopper(h, 'mobile');
    try {
      await c.goto(h.url(`/store/groupCampaign?id=${teaId}`));
      await register(c, h, `carol-${Date.now()}@example.com`, 'Carol');
      await c.reload();
      await c.getByRole('button', { name: '我要开团' }).click();
      await c.waitForURL(/\/checkout\/campaignCart\?id=\d+/);
      await checkoutAndPay(c, 'Carol');
      const orderID = /\/confirmation\/(\d+)/.exec(c.url())![1];
      await c.goto(h.url(`/store/groupCampaign?id=${teaId}`));
      await campaignOrder(c).waitFor();
      expect(await campaignOrder(c).getAttribute('data-group-state')).toBe('OPEN');

      const moved = await fetch(h.apiUrl('/__test/clock'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: 49 * HOUR }),
      });
      expect(moved.status).toBe(200);
      await c.reload();
      await campaignOrder(c).waitFor();
      expect(await campaignOrder(c).getAttribute('data-group-state')).toBe('REFUNDED');
      expect(await campaignOrder(c).innerText()).toMatch(/拼团失败：已退款/);
      // and the order's detail says what happened: refunded in full
      await c.goto(h.url(`/user/orders?orderID=${orderID}`));
      await c.locator('.campaign-status[data-group-state="REFUNDED"]').waitFor();
      expect(await c.locator('.campaign-status').innerText()).toContain('拼团未在截止前成团，订单已取消并已全额退款');
      await screenshot(c, 'campaign-refunded-mobile-zh');
      expectNoErrors(c);
    } finally {
      await c.context().close();
    }
  });
});
