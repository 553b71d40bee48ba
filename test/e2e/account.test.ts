/**
 * Accounts end to end in headless Chromium against the built H5 app and the reference server, on
 * a phone and a desktop, in English and Chinese: forgot -> reset from the outbox's link -> sign in;
 * a signed-out visit to /user/list goes to Sign In and back; /account and /user; edit the profile;
 * upload a photo and see it in the header; two addresses, a default, used at checkout; checkout's
 * "save to my profile" lands in the address book; a new email asks for the current password and
 * counts once its mailed link is opened.
 */
import type { Locator, Page } from 'playwright-core';
import { API_BASE_PATH, XSRF_COOKIE, XSRF_HEADER, type Locale } from '../../types/api';
import { registerOverHttp } from './register';
import { mailedCode } from '../support/registration-mail';
import { mailTo } from '../../server/api/models/outbox';
import { accountMessages } from '../../src/i18n/account';
import { IPHONE_UA, describeE2E, expectNoErrors, screenshot, useHarness, type Harness, type Viewport } from './harness';

const T = {
  en: {
    signIn: 'Sign In',
    forgot: 'Forgot password?',
    send: 'Send the link',
    sent: 'If an account exists for this email',
    newPassword: /^New password/,
    repeat: /^Repeat the password/,
    save: 'Save the new password',
    resetDone: 'Your password has been changed',
    email: /^Email/,
    password: /^Password/,
    wrong: 'Incorrect email or password',
    myAccount: 'My Account',
    editProfile: 'Edit profile',
    firstName: /^First name/,
    saveBtn: 'Save',
    firstNameMissing: 'Enter your first name.',
    profileSaved: 'Your profile has been saved.',
    choosePhoto: 'Choose a photo',
    uploadPhoto: 'Upload photo',
    photoSaved: 'Your photo has been updated.',
    addAddress: 'Add an address',
    makeDefault: 'Make default',
    defaultBadge: 'Default',
    useAddress: 'Use this address',
    saveToProfile: 'Save this address to my profile',
    delivery: /Local delivery/,
    deliveryDate: /Delivery date/,
    continue: 'Continue',
  },
  zh: {
    signIn: '登录',
    forgot: '忘记密码？',
    send: '发送链接',
    sent: '如果该邮箱已注册',
    newPassword: /^新密码/,
    repeat: /^确认密码/,
    save: '保存新密码',
    resetDone: '密码已修改',
    email: /^电子邮箱/,
    password: /^密码/,
    // the server's messages follow the page's language
    wrong: '电子邮箱或密码不正确',
    myAccount: '我的账户',
    editProfile: '编辑资料',
    firstName: /^名/,
    saveBtn: '保存',
    firstNameMissing: '请输入名。',
    profileSaved: '资料已保存。',
    choosePhoto: '选择照片',
    uploadPhoto: '上传头像',
    photoSaved: '头像已更新。',
    addAddress: '添加地址',
    makeDefault: '设为默认',
    defaultBadge: '默认',
    useAddress: '使用此地址',
    saveToProfile: '将此地址保存到我的资料',
    delivery: /本地配送/,
    deliveryDate: /配送日期/,
    continue: '继续',
  },
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

let seq = 0;
const uniqueEmail = (what: string) => `e2e-${what}-${Date.now().toString(36)}-${++seq}@example.com`;

/** Registers a shopper over HTTP (as another device would, code from the outbox); the browser then signs in itself. */
async function register(h: Harness, email: string, password = 'first-pass-1'): Promise<void> {
  await registerOverHttp(h, { email, password, firstName: 'Erin', lastName: 'Tester' });
}

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

/**
 * What is on show: Taro's H5 router keeps earlier pages in the document, hidden, so every
 * locator here is narrowed to visible elements.
 */
function v(page: Page) {
  const only = (l: Locator) => l.filter({ visible: true });
  return {
    getByLabel: (...a: Parameters<Page['getByLabel']>) => only(page.getByLabel(...a)),
    getByRole: (...a: Parameters<Page['getByRole']>) => only(page.getByRole(...a)),
    getByText: (...a: Parameters<Page['getByText']>) => only(page.getByText(...a)),
    locator: (selector: string) => only(page.locator(selector)),
  };
}

/**
 * The element is where the shopper looks: its top on the screen, below the sticky header (after a
 * save the page must not be left scrolled to the footer). Waits for a scroll to settle.
 */
async function expectOnScreen(l: Locator, what: string): Promise<void> {
  await l.waitFor();
  let seen = { top: 0, header: 0, height: 0 };
  for (const until = Date.now() + 5_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    seen = await l.evaluate((el) => {
      const header = Array.from(document.querySelectorAll<HTMLElement>('[data-sticky-edge="top"]')).reduce((m, e) => {
        const r = e.getBoundingClientRect();
        return r.height > 0 && r.top <= 1 && r.bottom > 0 ? Math.max(m, r.bottom) : m;
      }, 0);
      return { top: Math.round(el.getBoundingClientRect().top), header: Math.round(header), height: innerHeight };
    });
    if (seen.top >= seen.header - 1 && seen.top < seen.height - 40) return;
  }
  throw new Error(`${what} is off the screen after the save: ${JSON.stringify(seen)}`);
}

async function apiGet<T>(h: Harness, path: string, locale: Locale): Promise<T> {
  const res = await fetch(h.url(`${API_BASE_PATH}/${path}`), { headers: { 'accept-language': locale } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** The shopper's delivery addresses as the server keeps them: street, province, country. */
function savedRegions(h: Harness, email: string): { street: string; province: string; country: string }[] {
  return h.server.db
    .prepare(
      `SELECT a.street, a.province, a.country FROM addresses a JOIN users u ON u.id = a.user_id
       WHERE u.email = ? AND a.type = 'DELIVERY' ORDER BY a.id`,
    )
    .all(email.toLowerCase()) as { street: string; province: string; country: string }[];
}

async function signIn(page: Page, t: (typeof T)['en'], email: string, password: string): Promise<void> {
  await v(page).getByLabel(t.email).fill(email);
  await v(page).getByLabel(t.password, { exact: false }).first().fill(password);
  await v(page).getByRole('button', { name: t.signIn, exact: true }).last().click();
}

const COMBOS: [Viewport, Locale][] = [
  ['mobile', 'en'],
  ['desktop', 'zh'],
];
const OTHER_COMBOS: [Viewport, Locale][] = [
  ['desktop', 'en'],
  ['mobile', 'zh'],
];

describeE2E('accounts', () => {
  const h = useHarness();

  test.each(COMBOS)(
    '%s %s: a new email asks for the current password, says a link was sent, and counts once the mailed link is opened',
    async (viewport, locale) => {
      const t = T[locale];
      const m = accountMessages[locale];
      const email = uniqueEmail('mover');
      await register(h, email);
      const page = await shopper(h, viewport, locale);
      await page.goto(h.url('/account/login?redirect=%2Fuser%2Flist'));
      await signIn(page, t, email, 'first-pass-1');
      await page.waitForURL((u) => u.pathname === '/user/list');
      await v(page).getByRole('button', { name: t.editProfile }).click();
      const password = v(page).locator('#field-profile-currentPassword');
      expect(await password.count()).toBe(0); // asked only when the email changes
      const moved = uniqueEmail('moved');
      await v(page).getByLabel(t.email).fill(moved);
      await v(page).getByText(m.istore_account_email_password_hint).waitFor();
      await password.fill('first-pass-1');
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/admin/userManagement/userInfo') && r.request().method() === 'PUT',
      );
      await v(page).getByRole('button', { name: t.saveBtn, exact: true }).click();
      expect((await saved).status()).toBe(200);
      const sent = m.istore_account_email_confirm_sent.replace('{email}', moved);
      await page.getByRole('status').filter({ hasText: sent }).waitFor({ state: 'attached' });
      await v(page).getByText(email, { exact: true }).waitFor(); // the old email until the link is opened

      const link = mailTo(h.server.db, moved).find((x) => x.link?.includes('/email/confirm'))?.link;
      expect(mailTo(h.server.db, email).some((x) => x.text.includes(moved))).toBe(true); // the old address is told
      await page.goto(link!);
      await page.getByText(moved).first().waitFor();
      await page.goto(h.url('/user/list'));
      await v(page).getByText(moved, { exact: true }).waitFor();
      expectNoErrors(page);
    },
  );

  test.each(COMBOS)(
    '%s %s: forgot -> reset from the outbox link -> old password refused, new one signs in',
    async (viewport, locale) => {
      const t = T[locale];
      const email = uniqueEmail('reset');
      await register(h, email);
      const page = await shopper(h, viewport, locale);
      await page.goto(h.url('/account/login'));
      await v(page).getByRole('link', { name: t.forgot }).click();
      await page.waitForURL((u) => u.pathname === '/account/forgotPassword');
      // by id: during the page transition Sign In's own Email field is briefly still on show
      const field = v(page).locator('#field-forgot-email');
      await field.fill(email);
      await page.waitForTimeout(200);
      if ((await field.inputValue()) !== email) await field.fill(email);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/common3/forgotPassword'));
      await v(page).getByRole('button', { name: t.send }).click();
      expect((await answered).status()).toBe(200);
      await v(page).getByRole('status').filter({ hasText: t.sent }).waitFor();

      const link = mailTo(h.server.db, email)[0]?.link;
      expect(link).toMatch(/\/account\/resetPassword\?token=/);
      await page.goto(link!);
      await v(page).getByLabel(t.newPassword).fill('second-pass-2');
      await v(page).getByLabel(t.repeat).fill('second-pass-2');
      await v(page).getByRole('button', { name: t.save }).click();
      await v(page).getByRole('status').filter({ hasText: t.resetDone }).waitFor();
      await screenshot(page, `account-reset-done-${viewport}-${locale}`);

      expect(await v(page).getByRole('link', { name: t.signIn, exact: true }).last().getAttribute('href')).toBe(
        '/account/login',
      );
      // a fresh Sign In (the one this visit started on is still in Taro's page stack, with the same field ids)
      await page.goto(h.url('/account/login'));
      await signIn(page, t, email, 'first-pass-1');
      await v(page).getByRole('alert').filter({ hasText: t.wrong }).waitFor();
      await signIn(page, t, email, 'second-pass-2');
      await page.waitForURL((u) => u.pathname === '/user/list');
      await v(page).getByText('Erin Tester').waitFor();
      // the old password's 401 is the one expected failure
      expectNoErrors(page, [/401 \(Unauthorized\).*common3\/signon/]);
    },
  );

  test.each(OTHER_COMBOS)(
    '%s %s: signed out, /user/list goes to Sign In and comes back; /account and /user lead in',
    async (viewport, locale) => {
      const t = T[locale];
      const email = uniqueEmail('guard');
      await register(h, email);
      const page = await shopper(h, viewport, locale);
      // /account opens Sign In; /user opens My Account, which asks for sign-in first
      await page.goto(h.url('/account'));
      await v(page).getByRole('heading', { name: t.signIn, level: 1 }).waitFor();
      await page.goto(h.url('/user'));
      await page.waitForURL((u) => u.pathname === '/account/login' && u.searchParams.get('redirect') === '/user');
      await page.goto(h.url('/user/list'));
      await page.waitForURL((u) => u.pathname === '/account/login' && u.searchParams.get('redirect') === '/user/list');
      await page.goto(h.url('/user/addresses'));
      await page.waitForURL(
        (u) => u.pathname === '/account/login' && u.searchParams.get('redirect') === '/user/addresses',
      );
      await signIn(page, t, email, 'first-pass-1');
      await page.waitForURL((u) => u.pathname === '/user/addresses');
      await page.goto(h.url('/account'));
      await page.waitForURL((u) => u.pathname === '/user/list');
      await v(page).getByRole('heading', { name: t.myAccount, level: 1 }).waitFor();
      expectNoErrors(page);
    },
  );

  test.each(OTHER_COMBOS)(
    '%s %s: edit the profile (a message per field), upload a photo and see it in the header',
    async (viewport, locale) => {
      const t = T[locale];
      const email = uniqueEmail('profile');
      await register(h, email);
      const page = await shopper(h, viewport, locale);
      await page.goto(h.url('/account/login?redirect=%2Fuser%2Flist'));
      await signIn(page, t, email, 'first-pass-1');
      await page.waitForURL((u) => u.pathname === '/user/list');

      await v(page).getByRole('button', { name: t.editProfile }).click();
      await v(page).getByLabel(t.firstName).fill('');
      await v(page).getByRole('button', { name: t.saveBtn, exact: true }).click();
      await v(page).getByText(t.firstNameMissing).waitFor();
      await v(page).getByLabel(t.firstName).fill('Robin');
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/admin/userManagement/userInfo') && r.request().method() === 'PUT',
      );
      await v(page).getByRole('button', { name: t.saveBtn, exact: true }).click();
      expect((await saved).status()).toBe(200);
      await expectOnScreen(v(page).getByText('Robin Tester'), 'the saved profile');

      const chooser = page.waitForEvent('filechooser');
      await v(page).getByRole('button', { name: t.choosePhoto }).click();
      await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      const uploaded = page.waitForResponse((r) => r.url().endsWith('/admin/userManagement/image/upload'));
      await v(page).getByRole('button', { name: t.uploadPhoto }).click();
      expect((await uploaded).status()).toBe(200);
      await v(page).getByRole('status').filter({ hasText: t.photoSaved }).waitFor({ state: 'attached' });
      const avatar = v(page).locator('.site-header__avatar').filter({ visible: true }).first();
      await avatar.waitFor();
      const src = await avatar.evaluate(
        (el) => (el.tagName === 'IMG' ? el.getAttribute('src') : el.querySelector('img')?.getAttribute('src')) ?? '',
      );
      expect(src).toMatch(/\/media\/profile\/[a-f0-9]{32}\.png$/);
      const img = await page.request.get(h.url(src));
      expect(img.headers()['content-type']).toBe('image/png');
      await screenshot(page, `account-profile-photo-${viewport}-${locale}`);
      expectNoErrors(page);
    },
  );

  test.each(COMBOS)(
    '%s %s: two addresses, a default, used at checkout; "save to my profile" lands in the book',
    async (viewport, locale) => {
      const t = T[locale];
      const email = uniqueEmail('addr');
      await register(h, email);
      const page = await shopper(h, viewport, locale);
      await page.goto(h.url('/account/login?redirect=%2Fuser%2Faddresses'));
      await signIn(page, t, email, 'first-pass-1');
      await page.waitForURL((u) => u.pathname === '/user/addresses');
      // the store takes addresses in one country, and Ontario by the name the shopper reads
      const countries = await apiGet<{ code: string; name: string }[]>(h, 'common3/supportedCountries', locale);
      expect(countries).toHaveLength(1);
      const provinces = await apiGet<{ code: string; name: string }[]>(h, 'common3/provinces/CA', locale);
      const ontario = provinces.find((p) => p.code === 'ON')!.name;

      for (const [street, post] of [
        ['1 Yonge St', 'M5E 1W7'],
        ['100 King St W', 'M5X 1A9'],
      ]) {
        await v(page).getByRole('button', { name: t.addAddress }).click();
        // the one country is said, not offered as a list of one (and is still sent)
        await v(page).locator('.region-fields__fixed').getByText(countries[0].name, { exact: true }).waitFor();
        expect(await page.locator('#field-address-country').count()).toBe(0);
        await v(page).locator('#field-address-phone').fill('416 555 0100');
        await v(page).locator('#field-address-street').fill(street);
        await v(page).locator('#field-address-city').fill('Toronto');
        await v(page).locator('#field-address-postCode').fill(post);
        await v(page).locator('#field-address-province').selectOption({ label: ontario });
        await v(page).getByRole('button', { name: t.saveBtn, exact: true }).click();
        await expectOnScreen(v(page).locator('.address-card').filter({ hasText: street }), `the saved ${street}`);
      }
      expect(savedRegions(h, email)).toEqual([
        { street: '1 Yonge St', province: 'ON', country: countries[0].code },
        { street: '100 King St W', province: 'ON', country: countries[0].code },
      ]);
      // the first address was the default; make the second one the default
      await v(page)
        .getByRole('button', { name: new RegExp(`^${t.makeDefault}: 100 King St W`) })
        .click();
      await v(page)
        .locator('.address-card')
        .first()
        .filter({ hasText: '100 King St W' })
        .filter({ hasText: t.defaultBadge })
        .waitFor();
      await screenshot(page, `account-addresses-${viewport}-${locale}`);

      // a cart over the delivery minimum, then checkout's delivery step offers the book
      await page.evaluate(
        async ({ base, cookieName, header }) => {
          const token = document.cookie
            .split('; ')
            .find((c) => c.startsWith(`${cookieName}=`))!
            .split('=')[1];
          const list = (await (
            await fetch(`${base}/productManagement2/products?numberToLoad=24&startingPosition=0&infiniteLoad=false`)
          ).json()) as { id: number }[] | { products?: { id: number }[] };
          const items = Array.isArray(list) ? list : (list.products ?? []);
          for (const p of items) {
            const d = (await (await fetch(`${base}/productDetailManagement/productDetail/${p.id}`)).json()) as {
              options: unknown[];
            };
            if (d.options.length) continue;
            const r = await fetch(`${base}/shoppingManagement4/myCart`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', [header]: token },
              body: JSON.stringify({ productId: p.id, quantity: 10 }),
            });
            if (r.ok) return;
          }
          throw new Error('no product without options could be added');
        },
        { base: API_BASE_PATH, cookieName: XSRF_COOKIE, header: XSRF_HEADER },
      );
      await page.goto(h.url('/checkout/checkout'));
      await v(page).getByRole('radio', { name: t.delivery }).check();
      await v(page).getByRole('group', { name: t.deliveryDate }).getByRole('radio').first().check();
      const times = v(page)
        .getByRole('group', { name: /^(Time|时间)/ })
        .getByRole('radio');
      if (await times.count()) await times.first().check();
      await v(page).getByRole('button', { name: t.continue, exact: true }).click();

      const saved = v(page).locator('.saved-addresses__item');
      await saved.first().waitFor();
      expect(await saved.count()).toBe(2);
      expect(await saved.first().innerText()).toContain('100 King St W');
      // the default is already in the form; the other one is a tap away, and back
      expect(await v(page).locator('[id="field-delivery-street"]').inputValue()).toBe('100 King St W');
      await saved.nth(1).getByRole('button').click();
      expect(await v(page).locator('[id="field-delivery-street"]').inputValue()).toBe('1 Yonge St');
      await saved.first().getByRole('button').click();
      expect(await v(page).locator('[id="field-delivery-street"]').inputValue()).toBe('100 King St W');
      expect(await v(page).locator('[id="field-delivery-postCode"]').inputValue()).toBe('M5X 1A9');
      // checkout holds the book's province as it would write its own: the code, shown by its name
      const province = v(page).locator('[id="field-delivery-province"]');
      expect(await province.inputValue()).toBe('ON');
      await expect(province.locator('option:checked').innerText()).resolves.toBe(ontario);

      // a new address typed at checkout, saved to the profile
      await v(page).locator('[id="field-delivery-street"]').fill('200 Bay St');
      await v(page).locator('[id="field-delivery-postCode"]').fill('M5J 2J5');
      await v(page).locator('[id="field-contact-firstName"]').fill('Erin');
      await v(page).locator('[id="field-contact-lastName"]').fill('Tester');
      await v(page).locator('[id="field-contact-email"]').fill(email);
      await v(page).locator('[id="field-contact-phone"]').fill('416 555 0100');
      await v(page).getByLabel(t.saveToProfile).check();
      const sent = page.waitForResponse((r) => r.url().includes('/orderDeliverInfo'));
      await v(page).getByRole('button', { name: t.continue, exact: true }).click();
      const res = await sent;
      expect(res.url()).toContain('saveToMyProfile=true');
      expect(res.status()).toBe(200);

      await page.goto(h.url('/user/addresses'));
      await v(page)
        .locator('.address-card')
        .first()
        .filter({ hasText: '200 Bay St' })
        .filter({ hasText: t.defaultBadge })
        .waitFor();
      expect(await v(page).locator('.address-card').count()).toBe(3);
      // the address checkout saved and the ones the book saved hold the province alike
      expect(new Set(savedRegions(h, email).map((r) => `${r.province} ${r.country}`))).toEqual(new Set(['ON CA']));
      expectNoErrors(page);
    },
  );

  test("mobile en, WeChat's browser: Sign in with WeChat -> the sandbox's OAuth round trip -> create the account, confirm the mailed code -> My Account shows WeChat linked", async () => {
    const info = await h.appInfo('en');
    const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
    const wechat = await h.newPage('mobile', {
      userAgent: `${IPHONE_UA} MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/en`,
    });
    const session = JSON.stringify({ locale: 'en', location: { id: loc.id, name: loc.localStoreName } });
    await wechat.addInitScript(
      `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});`,
    );
    await wechat.goto(h.url('/account/login'));
    await v(wechat).getByRole('button', { name: 'Sign in with WeChat' }).click();
    await wechat.waitForURL(
      (u) => u.pathname === '/account/login' && u.searchParams.get('wechat') === '1' && !!u.searchParams.get('code'),
    );
    await v(wechat).getByRole('heading', { name: 'Finish signing in with WeChat' }).waitFor();
    const email = uniqueEmail('wechat');
    await v(wechat).locator('#field-ext-firstName').fill('Wei');
    await v(wechat).locator('#field-ext-lastName').fill('Chen');
    await v(wechat).locator('#field-ext-email').fill(email);
    const bind = wechat.waitForResponse((r) => r.url().endsWith('/wechat/bind'));
    await v(wechat).getByRole('button', { name: 'Create an account' }).last().click();
    // the account exists once its email is confirmed: the mailed code, typed on the same card
    await v(wechat).getByRole('heading', { name: 'Check your email' }).waitFor();
    await v(wechat).locator('#field-ext-code').fill(mailedCode(h.server.db, email));
    await v(wechat).getByRole('button', { name: 'Confirm and sign in' }).click();
    await wechat.waitForURL((u) => u.pathname === '/user/list');
    expect(await (await bind).json()).toEqual({ bound: true });
    await v(wechat).getByText('WeChat is linked to this account.').waitFor();
    await screenshot(wechat, 'account-wechat-browser-linked');
    expectNoErrors(wechat);
  });

  test("mobile zh, the payment app's browser: Sign in with Alipay (its JS bridge stood in for) links an existing account", async () => {
    const email = uniqueEmail('alipay');
    await register(h, email);
    const info = await h.appInfo('zh');
    const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
    const page = await h.newPage('mobile', { locale: 'zh-CN', userAgent: `${IPHONE_UA} AlipayClient/10.5.60` });
    const session = JSON.stringify({ locale: 'zh', location: { id: loc.id, name: loc.localStoreName } });
    await page.addInitScript(`if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});
      window.AlipayJSBridge = { call: (api, params, cb) => cb(api === 'getAuthCode' && params.appId ? { authCode: 'ali-e2e-code' } : { error: 1 }) };`);
    await page.goto(h.url('/account/login'));
    await v(page).getByRole('button', { name: '支付宝登录' }).click();
    await v(page).getByRole('heading', { name: '完成支付宝登录' }).waitFor();
    await v(page).getByRole('button', { name: '关联我的账户' }).first().click();
    await v(page).locator('#field-ext-link-email').fill(email);
    await v(page).locator('#field-ext-link-password').fill('first-pass-1');
    await v(page).getByRole('button', { name: '关联我的账户' }).last().click();
    await page.waitForURL((u) => u.pathname === '/user/list');
    await v(page).getByText('Erin Tester').waitFor();
    expectNoErrors(page);
  });
});
