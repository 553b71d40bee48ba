/**
 * Registration confirmed by email in headless Chromium against the built H5 app and the
 * reference server: Register -> "check your email" -> the code from the outbox -> signed in; the
 * mailed link opened in another browser signs in and lands where registration does; a taken email
 * gets the same step on screen and its owner a "someone tried" mail.
 */
import type { Locator, Page } from 'playwright-core';
import type { Locale } from '../../types/api';
import { mailTo } from '../../server/api/models/outbox';
import { mailedCode, newestMail } from '../support/registration-mail';
import { describeE2E, expectNoErrors, screenshot, useHarness, type Harness, type Viewport } from './harness';

const T = {
  en: {
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^Email/,
    password: /^Password/,
    repeat: /^Repeat the password/,
    create: 'Create my account',
    checkTitle: 'Check your email',
    code: /^Code from the email/,
    confirm: 'Confirm and sign in',
    resendIn: /^Send a new code in \d+ s$/,
    wrongCode: 'This code is not correct. Check the mail we sent you.',
    myAccount: 'My Account',
    used: 'This link was already used. Sign in with your email and password.',
  },
  zh: {
    firstName: /^名/,
    lastName: /^姓/,
    email: /^电子邮箱/,
    password: /^密码/,
    repeat: /^确认密码/,
    create: '创建账户',
    checkTitle: '查看您的邮箱',
    code: /^邮件中的验证码/,
    confirm: '确认并登录',
    resendIn: /^\d+ 秒后可重新发送$/,
    wrongCode: '验证码不正确，请查看我们发给您的邮件。',
    myAccount: '我的账户',
    used: '该链接已使用，请用电子邮箱和密码登录。',
  },
};

let seq = 0;
const uniqueEmail = (what: string) => `e2e-${what}-${Date.now().toString(36)}-${++seq}@example.com`;

/** A page in the given language with a store location chosen (the picker would open by itself). */
async function shopper(h: Harness, viewport: Viewport, locale: Locale): Promise<Page> {
  const info = await h.appInfo(locale);
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
  const page = await h.newPage(viewport, locale === 'zh' ? { locale: 'zh-CN' } : {});
  const session = JSON.stringify({ locale, location: { id: loc.id, name: loc.localStoreName } });
  await page.addInitScript(
    `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});`,
  );
  return page;
}

/** Only what is on show (Taro's H5 router keeps earlier pages in the document, hidden). */
const visible = (l: Locator) => l.filter({ visible: true });

async function fillRegister(page: Page, t: (typeof T)['en'], email: string): Promise<void> {
  await visible(page.getByLabel(t.firstName)).fill('Lin');
  await visible(page.getByLabel(t.lastName)).fill('Mei');
  await visible(page.getByLabel(t.email)).fill(email);
  await visible(page.getByLabel(t.password)).first().fill('correct horse');
  await visible(page.getByLabel(t.repeat)).fill('correct horse');
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/common3/clientRegistration'));
  await visible(page.getByRole('button', { name: t.create })).click();
  expect((await asked).status()).toBe(202);
  await visible(page.getByRole('heading', { name: t.checkTitle, level: 1 })).waitFor();
}

describeE2E('registration confirmed by email', () => {
  const h = useHarness();

  test.each<[Viewport, Locale]>([
    ['mobile', 'en'],
    ['desktop', 'zh'],
  ])(
    '%s %s: register -> check your email -> a wrong code, then the code from the outbox -> signed in',
    async (viewport, locale) => {
      const t = T[locale];
      const email = uniqueEmail('code');
      const page = await shopper(h, viewport, locale);
      await page.goto(h.url('/account/signup'));
      await fillRegister(page, t, email);
      // the step names the address; "Send a new code" waits its minute
      await visible(page.getByText(email, { exact: false }))
        .first()
        .waitFor();
      await visible(page.getByRole('button', { name: t.resendIn })).waitFor();
      expect(await visible(page.getByRole('button', { name: t.resendIn })).isDisabled()).toBe(true);
      await screenshot(page, `register-check-email-${viewport}-${locale}`);

      const code = mailedCode(h.server.db, email);
      await visible(page.getByLabel(t.code)).fill(code === '000000' ? '111111' : '000000');
      await visible(page.getByRole('button', { name: t.confirm })).click();
      await visible(page.getByRole('alert')).filter({ hasText: t.wrongCode }).waitFor();

      await visible(page.getByLabel(t.code)).fill(code);
      await visible(page.getByRole('button', { name: t.confirm })).click();
      await page.waitForURL((u) => u.pathname === '/user/list');
      await visible(page.getByRole('heading', { name: t.myAccount, level: 1 })).waitFor();
      await visible(page.getByText('Lin Mei')).first().waitFor();
      // the wrong code's 400 is the one expected failure
      expectNoErrors(page, [/400 \(Bad Request\).*common3\/verifyRegistration/]);
    },
  );

  test('desktop en: the mailed link in another browser signs in and lands where registration was going; used again it says so', async () => {
    const t = T.en;
    const email = uniqueEmail('link');
    const page = await shopper(h, 'desktop', 'en');
    await page.goto(h.url('/account/signup?redirect=%2Fcheckout%2Fcart'));
    await fillRegister(page, t, email);
    const link = newestMail(h.server.db, email).link!;
    expect(link).toMatch(/\/account\/signup\?token=[A-Za-z0-9_-]+&redirect=%2Fcheckout%2Fcart$/);

    const phone = await shopper(h, 'mobile', 'en');
    await phone.goto(link);
    await phone.waitForURL((u) => u.pathname === '/checkout/cart');
    await phone.goto(h.url('/user/list'));
    await visible(phone.getByRole('heading', { name: t.myAccount, level: 1 })).waitFor();

    const again = await shopper(h, 'mobile', 'en');
    await again.goto(link);
    await visible(again.getByRole('alert')).filter({ hasText: t.used }).waitFor();
    expectNoErrors(phone);
    expectNoErrors(again, [/400 \(Bad Request\).*common3\/verifyRegistration/]);
  });

  test('mobile en: a taken email gets the same step on screen; its owner is mailed Sign In and Forgot password links', async () => {
    const t = T.en;
    const page = await shopper(h, 'mobile', 'en');
    await page.goto(h.url('/account/signup'));
    const before = mailTo(h.server.db, 'demo@example.com')[0]?.id ?? 0;
    await fillRegister(page, t, 'demo@example.com');
    await visible(page.getByText('demo@example.com', { exact: false }))
      .first()
      .waitFor();
    const mail = newestMail(h.server.db, 'demo@example.com');
    expect(mail.id).not.toBe(before);
    expect(mail.subject).toBe('Someone tried to create an account with your email');
    expect(mail.text).toContain('/account/forgotPassword');
    expectNoErrors(page);
  });

  test.each<[Locale]>([['en'], ['zh']])(
    'mobile %s: after "check your email" a reload (back from the mail app) keeps the code step; its code signs in',
    async (locale) => {
      const t = T[locale];
      const email = uniqueEmail('reload');
      const page = await shopper(h, 'mobile', locale);
      await page.goto(h.url('/account/signup'));
      await fillRegister(page, t, email);
      await page.reload();
      await visible(page.getByRole('heading', { name: t.checkTitle, level: 1 })).waitFor();
      await visible(page.getByText(email, { exact: false }))
        .first()
        .waitFor();
      // the minute before a new code may be asked for still runs from the first mail
      await visible(page.getByRole('button', { name: t.resendIn })).waitFor();
      // no password is kept for the tab
      const kept = await page.evaluate(() => JSON.stringify(sessionStorage));
      expect(kept).toContain(email);
      expect(kept).not.toContain('correct horse');
      await visible(page.getByLabel(t.code)).fill(mailedCode(h.server.db, email));
      await visible(page.getByRole('button', { name: t.confirm })).click();
      await page.waitForURL((u) => u.pathname === '/user/list');
      await visible(page.getByText('Lin Mei')).first().waitFor();
      // done: the tab keeps nothing of it
      expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(email);
      expectNoErrors(page);
    },
  );
});
