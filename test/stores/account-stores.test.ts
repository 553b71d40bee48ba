import { runInAction } from 'mobx';
import type { Address } from '@api-types';
import { AccountFormStore } from '@/stores/AccountFormStore';
import { AddressBookStore } from '@/stores/AddressBookStore';
import { ExternalSignInStore } from '@/stores/ExternalSignInStore';
import { ProfileStore } from '@/stores/ProfileStore';
import type { ExternalLoginPlatform } from '@/platform/external-login';
import type { ImagePlatform, PickedImage } from '@/platform/image-upload';
import type { AddressChooser } from '@/platform/address-chooser';
import type { DeviceInfo } from '@/platform/device';
import { json } from '../support/fakeServer';
import { setupStores } from './helpers';

const user = { userID: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'L', profileImage: null, phone: '' };
const signedIn = { user, userID: 'u1', lastLoginDate: '2026-01-01T00:00:00Z' };

async function signedInStores() {
  const s = setupStores({ info: { user, userID: 'u1', lastLoginDate: signedIn.lastLoginDate } });
  await s.root.init();
  return s;
}

describe('AccountFormStore: register, then the mailed code', () => {
  const fill = (form: AccountFormStore, email = 'ada@example.com') => {
    form.setRegister('firstName', 'Ada');
    form.setRegister('lastName', 'Lovelace');
    form.setRegister('email', ` ${email} `);
    form.setRegister('password', 'analytical');
    form.setRegister('confirm', 'analytical');
  };

  test('register -> "check your email" (nobody signed in) -> code -> signed in, cart fetched again', async () => {
    const { root, server } = setupStores();
    server.on('POST', 'common3/clientRegistration', () => json({ ok: true, message: 'Check your email' }, 202));
    server.on('POST', 'common3/verifyRegistration', () => json(signedIn, 201));
    server.on('GET', 'shoppingManagement4/myCart', () => json({ itemCount: 0, lineItems: {} }));
    const form = new AccountFormStore(root);
    fill(form);
    // a double tap sends one registration
    const [first, second] = await Promise.all([
      form.submitRegister('/checkout/checkout'),
      form.submitRegister('/checkout/checkout'),
    ]);
    expect([first, second]).toEqual([true, false]);
    expect(server.calls('common3/clientRegistration')).toHaveLength(1);
    expect(JSON.parse(String(server.calls('common3/clientRegistration')[0].body))).toEqual({
      email: 'ada@example.com',
      password: 'analytical',
      firstName: 'Ada',
      lastName: 'Lovelace',
      redirect: '/checkout/checkout',
    });
    expect(form.pendingEmail).toBe('ada@example.com');
    expect(root.session.loggedIn).toBe(false);

    // a malformed code is refused here, nothing sent
    form.setCode('12 34');
    expect(await form.submitCode()).toBe(false);
    expect(form.errors.code).toEqual({ key: 'istore_account_err_code_format', params: { digits: 6 } });
    expect(server.calls('common3/verifyRegistration')).toHaveLength(0);
    form.setCode('123 456');
    expect(form.errors.code).toBeUndefined();
    const taps = await Promise.all([form.submitCode(), form.submitCode()]);
    expect(taps).toEqual([true, false]);
    expect(server.calls('common3/verifyRegistration').map((c) => JSON.parse(String(c.body)))).toEqual([
      { email: 'ada@example.com', code: '123456' },
    ]);
    expect(root.session.loggedIn).toBe(true);
    expect(server.calls('shoppingManagement4/myCart').length).toBeGreaterThan(0);
  });

  test('a wrong or expired code shows the server reason and keeps the step; a 429 the try-again text', async () => {
    const { root, server } = setupStores();
    server.on('POST', 'common3/clientRegistration', () => json({ ok: true, message: 'Check your email' }, 202));
    server.on('POST', 'common3/verifyRegistration', () =>
      json(
        {
          errors: [
            { code: 'BAD_REQUEST', field: 'code', message: 'This code has expired. Register again to get a new one.' },
          ],
        },
        400,
      ),
    );
    const form = new AccountFormStore(root);
    fill(form);
    await form.submitRegister();
    form.setCode('654321');
    expect(await form.submitCode()).toBe(false);
    expect(form.error).toBe('This code has expired. Register again to get a new one.');
    expect(form.pendingEmail).toBe('ada@example.com');
    expect(root.session.loggedIn).toBe(false);
    server.on('POST', 'common3/verifyRegistration', () =>
      json(
        { errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please try again in 15 minutes.' }] },
        429,
        { 'retry-after': '900' },
      ),
    );
    expect(await form.submitCode()).toBe(false);
    expect(form.error).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  test('"Send a new code" waits a minute after each mail, then sends the same form again', async () => {
    const { root, server } = setupStores();
    server.on('POST', 'common3/clientRegistration', () => json({ ok: true, message: 'Check your email' }, 202));
    const form = new AccountFormStore(root);
    fill(form);
    await form.submitRegister();
    const sentAt = form.sentAt!;
    expect(form.resendWait(sentAt + 1_000)).toBe(59);
    expect(await form.resend(undefined, sentAt + 30_000)).toBe(false);
    expect(server.calls('common3/clientRegistration')).toHaveLength(1);
    form.setCode('111111');
    expect(await form.resend(undefined, sentAt + 60_000)).toBe(true);
    expect(server.calls('common3/clientRegistration')).toHaveLength(2);
    expect([form.resent, form.code, form.resendWait(sentAt + 61_000)]).toEqual([true, '', 59]);
  });

  test('"Use another email" goes back to the form with what was typed', async () => {
    const { root, server } = setupStores();
    server.on('POST', 'common3/clientRegistration', () => json({ ok: true, message: 'Check your email' }, 202));
    const form = new AccountFormStore(root);
    fill(form);
    await form.submitRegister();
    form.editEmail();
    expect(form.pendingEmail).toBeNull();
    expect(form.register.firstName).toBe('Ada');
  });

  test('the mailed link: its token signs in; a used one shows the reason', async () => {
    const { root, server } = setupStores();
    server.on('POST', 'common3/verifyRegistration', () => json(signedIn, 201));
    const form = new AccountFormStore(root);
    expect(await form.verifyLink('t'.repeat(43))).toBe(true);
    expect(JSON.parse(String(server.calls('common3/verifyRegistration')[0].body))).toEqual({ token: 't'.repeat(43) });
    expect(root.session.loggedIn).toBe(true);
    const { root: other, server: otherServer } = setupStores();
    otherServer.on('POST', 'common3/verifyRegistration', () =>
      json(
        {
          errors: [
            {
              code: 'BAD_REQUEST',
              field: 'token',
              message: 'This link was already used. Sign in with your email and password.',
            },
          ],
        },
        400,
      ),
    );
    const again = new AccountFormStore(other);
    expect(await again.verifyLink('t'.repeat(43))).toBe(false);
    expect(again.error).toBe('This link was already used. Sign in with your email and password.');
  });
});

describe('AccountFormStore: forgot and reset', () => {
  test('forgot: invalid email asks first and sends nothing; a valid one shows the neutral answer', async () => {
    const { root, server } = setupStores();
    server.on('GET', 'common3/forgotPassword', () => json({ ok: true, message: 'If an account exists...' }));
    const form = new AccountFormStore(root);
    form.setForgotEmail('nope');
    expect(await form.submitForgot()).toBe(false);
    expect(form.errors.email.key).toBe('istore_checkout_err_email');
    expect(server.calls('common3/forgotPassword')).toHaveLength(0);
    form.setForgotEmail(' ada@example.com ');
    expect(await form.submitForgot()).toBe(true);
    expect(server.calls('common3/forgotPassword')[0].url).toContain('emailID=ada%40example.com');
    expect(form.done).toBe('If an account exists for this email, we have sent it a link to reset the password.');
  });

  test('a 429 shows the throttling message in the shopper language, not a blank screen', async () => {
    const { root, server } = setupStores();
    server.on('GET', 'common3/forgotPassword', () =>
      json(
        { errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please try again in 30 minutes.' }] },
        429,
        { 'retry-after': '1800' },
      ),
    );
    const form = new AccountFormStore(root);
    form.setForgotEmail('ada@example.com');
    expect(await form.submitForgot()).toBe(false);
    expect(form.error).toBe('Too many attempts. Please try again in 30 minutes.');
    expect(form.done).toBeNull();
  });

  test('reset: sends token and password, then the shopper is signed out here too', async () => {
    const { root, server } = await signedInStores();
    server.on('POST', 'common3/resetPasswordExternal', () => json({ ok: true }));
    const form = new AccountFormStore(root);
    form.setReset('password', 'new-password');
    form.setReset('confirm', 'new-passwor');
    expect(await form.submitReset('tok123')).toBe(false);
    expect(form.errors.confirm.key).toBe('istore_account_err_password_match');
    form.setReset('confirm', 'new-password');
    expect(await form.submitReset('tok123')).toBe(true);
    expect(server.calls('common3/resetPasswordExternal')[0].body).toBe(
      JSON.stringify({ token: 'tok123', password: 'new-password' }),
    );
    expect(root.session.loggedIn).toBe(false);
  });

  test('a refused token shows the server message and keeps the form', async () => {
    const { root, server } = setupStores();
    server.on('POST', 'common3/resetPasswordExternal', () =>
      json(
        {
          errors: [{ code: 'BAD_REQUEST', message: 'This reset link has expired. Ask for a new one.', field: 'token' }],
        },
        400,
      ),
    );
    const form = new AccountFormStore(root);
    form.setReset('password', 'new-password');
    form.setReset('confirm', 'new-password');
    expect(await form.submitReset('tok123')).toBe(false);
    expect(form.error).toBe('This reset link has expired. Ask for a new one.');
    expect(form.reset.password).toBe('new-password');
  });
});

describe('ProfileStore', () => {
  test('edit profile: per-field errors first, then PUT userInfo; the session shows the new name', async () => {
    const { root, server } = await signedInStores();
    server.on('PUT', 'admin/userManagement/userInfo', (req) => json({ ...user, ...(req.json as object) }));
    const profile = new ProfileStore(root);
    profile.startEdit();
    expect(profile.form).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      phone: '',
      currentPassword: '',
    });
    profile.setField('email', 'bad');
    profile.setField('phone', '12');
    expect(await profile.saveProfile()).toBe(false);
    expect(Object.keys(profile.errors)).toEqual(['email', 'currentPassword', 'phone']);
    expect(server.calls('admin/userManagement/userInfo')).toHaveLength(0);
    profile.setField('email', 'ada@example.com');
    profile.setField('phone', '416 555 0100');
    profile.setField('firstName', 'Augusta');
    expect(await profile.saveProfile()).toBe(true);
    expect(JSON.parse(server.calls('admin/userManagement/userInfo')[0].body!)).not.toHaveProperty('currentPassword');
    expect(root.session.user).toMatchObject({
      firstName: 'Augusta',
      email: 'ada@example.com',
      phone: '416 555 0100',
    });
    expect(root.session.loggedIn).toBe(true);
    expect(profile.editing).toBe(false);
    expect(profile.notice).toBe('Your profile has been saved.');
  });

  test('a new email: the current password is asked, sent, and the shopper told a confirmation link was sent (en, zh)', async () => {
    for (const locale of ['en', 'zh'] as const) {
      const { root, server } = await signedInStores();
      runInAction(() => (root.session.locale = locale));
      // the server keeps the account's email until the mailed link is opened
      server.on('PUT', 'admin/userManagement/userInfo', (req) =>
        json({ ...user, ...(req.json as object), email: user.email, pendingEmail: 'ada.new@example.com' }),
      );
      const profile = new ProfileStore(root);
      profile.startEdit();
      expect(profile.emailChanging).toBe(false);
      profile.setField('email', 'ada.new@example.com');
      expect(profile.emailChanging).toBe(true);
      expect(await profile.saveProfile()).toBe(false);
      expect(profile.errors.currentPassword).toEqual({ key: 'istore_account_err_password_required' });
      expect(server.calls('admin/userManagement/userInfo')).toHaveLength(0);
      profile.setField('currentPassword', 'my-password');
      expect(await profile.saveProfile()).toBe(true);
      expect(JSON.parse(server.calls('admin/userManagement/userInfo')[0].body!)).toMatchObject({
        email: 'ada.new@example.com',
        currentPassword: 'my-password',
      });
      expect(root.session.user?.email).toBe('ada@example.com');
      expect(profile.form.currentPassword).toBe('');
      expect(profile.notice).toBe(
        locale === 'en'
          ? 'Your profile has been saved. We sent a confirmation link to ada.new@example.com: your email changes when you open it.'
          : '资料已保存。我们已向 ada.new@example.com 发送确认链接，打开该链接后电子邮箱才会更改。',
      );
    }
  });

  test('a refused save keeps the form and says why', async () => {
    const { root, server } = await signedInStores();
    server.on('PUT', 'admin/userManagement/userInfo', () =>
      json(
        { errors: [{ code: 'CONFLICT', message: 'An account with this email already exists', field: 'email' }] },
        409,
      ),
    );
    const profile = new ProfileStore(root);
    profile.startEdit();
    profile.setField('email', 'taken@example.com');
    profile.setField('currentPassword', 'my-password');
    expect(await profile.saveProfile()).toBe(false);
    expect(profile.error).toEqual({ section: 'profile', text: 'An account with this email already exists' });
    expect(profile.form.email).toBe('taken@example.com');
    expect(root.session.user?.email).toBe('ada@example.com');
  });

  function fakeImages(
    size = 1000,
    answer = { status: 200, body: JSON.stringify({ ...user, profileImage: '/media/profile/abc.png' }) },
  ) {
    const released: PickedImage[] = [];
    const uploads: { url: string; field: string; headers: Record<string, string> }[] = [];
    const images: ImagePlatform = {
      pick: async () => ({ kind: 'ok', image: { previewUrl: 'blob:preview', size, name: 'me.png' } }),
      upload: async (_image, req) => {
        uploads.push(req);
        req.onProgress?.(40);
        req.onProgress?.(100);
        return answer;
      },
      release: (i) => released.push(i),
    };
    return { images, released, uploads };
  }

  test('photo: preview, upload with progress and XSRF; the header photo follows', async () => {
    const { root } = await signedInStores();
    const fake = fakeImages();
    const profile = new ProfileStore(root, fake.images);
    await profile.choosePhoto();
    expect(profile.photo?.previewUrl).toBe('blob:preview');
    const progress: number[] = [];
    const done = profile.uploadPhoto();
    progress.push(profile.progress ?? -1);
    expect(await done).toBe(true);
    expect(fake.uploads[0]).toMatchObject({ field: 'file', headers: { 'X-XSRF-TOKEN': 'tok' } });
    expect(fake.uploads[0].url).toMatch(/\/api\/istore\/client\/admin\/userManagement\/image\/upload$/);
    expect(root.session.user?.profileImage).toBe('/media/profile/abc.png');
    expect(profile.photo).toBeNull();
    expect(fake.released).toHaveLength(1);
  });

  test('photo: too large is refused before upload; a refused upload shows the server message', async () => {
    const { root } = await signedInStores();
    const big = fakeImages(3 * 1024 * 1024);
    const p1 = new ProfileStore(root, big.images);
    await p1.choosePhoto();
    expect(p1.photo).toBeNull();
    expect(p1.error?.text).toBe('This photo is larger than 2 MB.');
    expect(big.uploads).toHaveLength(0);

    const refused = fakeImages(1000, {
      status: 415,
      body: JSON.stringify({
        errors: [{ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The file is not an image (PNG, JPEG, GIF or WebP)' }],
      }),
    });
    const p2 = new ProfileStore(root, refused.images);
    await p2.choosePhoto();
    expect(await p2.uploadPhoto()).toBe(false);
    expect(p2.error).toEqual({ section: 'photo', text: 'The file is not an image (PNG, JPEG, GIF or WebP)' });
    expect(root.session.user?.profileImage).toBeNull();
  });

  test('change password: same as current refused locally; success clears the form', async () => {
    const { root, server } = await signedInStores();
    server.on('POST', 'admin/userManagement/resetPassword', () => json({ ok: true }));
    const profile = new ProfileStore(root);
    profile.setPassword('current', 'old-password');
    profile.setPassword('next', 'old-password');
    profile.setPassword('confirm', 'old-password');
    expect(await profile.changePassword()).toBe(false);
    expect(profile.errors.next.key).toBe('istore_account_err_password_same');
    profile.setPassword('next', 'new-password');
    profile.setPassword('confirm', 'new-password');
    expect(await profile.changePassword()).toBe(true);
    expect(server.calls('admin/userManagement/resetPassword')[0].body).toBe(
      JSON.stringify({ currentPassword: 'old-password', newPassword: 'new-password' }),
    );
    expect(profile.password).toEqual({ current: '', next: '', confirm: '' });
  });
});

describe('AddressBookStore', () => {
  const a1: Address = {
    id: 1,
    type: 'DELIVERY',
    firstName: 'Ada',
    lastName: 'L',
    phone: '416 555 0100',
    streetNumberAndNameDetails: '1 Yonge St',
    unit: '',
    city: 'Toronto',
    province: 'ON',
    postCode: 'M5E 1W7',
    country: 'CA',
    isDefault: true,
  };

  function book(chooser?: AddressChooser) {
    return signedInStores().then((s) => {
      let list: Address[] = [a1];
      s.server.on('GET', 'admin/userManagement/getAddresses/u1/type/DELIVERY', () => json(list));
      s.server.on('POST', 'admin/userManagement/updateAddresses/u1/DELIVERY', (req) => {
        const b = req.json as { action: string; id?: number; address?: Omit<Address, 'id' | 'type' | 'isDefault'> };
        if (b.action === 'upsert' && b.address) list = [...list, { ...a1, ...b.address, id: 2, isDefault: false }];
        if (b.action === 'delete') list = list.filter((a) => a.id !== b.id);
        if (b.action === 'default') list = list.map((a) => ({ ...a, isDefault: a.id === b.id }));
        return json(list);
      });
      s.server.on('GET', 'common3/supportedCountries', () => json([{ code: 'CA', name: 'Canada' }]));
      s.server.on('GET', 'common3/provinces/CA', () =>
        json([
          { code: 'ON', name: 'Ontario' },
          { code: 'BC', name: 'British Columbia' },
        ]),
      );
      s.server.on('POST', 'common3/deliveryLocations', () => json({ deliverable: true, zoneName: 'Toronto' }));
      return { ...s, book: new AddressBookStore(s.root, chooser) };
    });
  }

  test('lists, adds with a per-field check, says whether we deliver there', async () => {
    const { book: b, server } = await book();
    await b.load();
    expect(b.list).toEqual([a1]);
    b.startAdd();
    await b.loadRegions();
    expect(b.form).toMatchObject({ firstName: 'Ada', country: 'CA', isDefault: false });
    expect(await b.save()).toBe(false);
    expect(Object.keys(b.errors).sort()).toEqual(['city', 'phone', 'postCode', 'province', 'street']);
    b.setField('phone', '416 555 0199');
    b.setField('street', '100 King St W');
    b.setField('city', 'Toronto');
    b.setField('province', 'ON');
    b.setField('postCode', 'm5x1a9');
    expect(await b.save()).toBe(true);
    const sent = server.calls('admin/userManagement/updateAddresses/u1/DELIVERY')[0];
    expect(JSON.parse(sent.body!)).toMatchObject({
      action: 'upsert',
      address: { postCode: 'M5X 1A9', province: 'ON' },
    });
    expect(b.list).toHaveLength(2);
    expect(b.editing).toBeNull();
    expect(b.notice).toBe('Address saved. We deliver here (Toronto).');
  });

  test("an address kept by its province's name is edited, and saved, by the province's code", async () => {
    const { book: b, server } = await book();
    await b.load();
    b.startEdit({ ...a1, province: 'Ontario' });
    await b.loadRegions();
    expect(b.form.province).toBe('ON');
    expect(b.form.country).toBe('CA');
    expect(await b.save()).toBe(true);
    const sent = server.calls('admin/userManagement/updateAddresses/u1/DELIVERY')[0];
    expect(JSON.parse(sent.body!)).toMatchObject({
      action: 'upsert',
      id: 1,
      address: { province: 'ON', country: 'CA' },
    });
  });

  test('delete asks first; default moves; a failed change keeps the list and says why', async () => {
    const { book: b, server } = await book();
    await b.load();
    expect(await b.remove(1)).toBe(false);
    expect(b.confirmDelete).toBe(1);
    expect(await b.remove(1)).toBe(true);
    expect(b.list).toEqual([]);
    server.on('POST', 'admin/userManagement/updateAddresses/u1/DELIVERY', () =>
      json({ errors: [{ code: 'NOT_FOUND', message: 'No such address in your address book' }] }, 404),
    );
    expect(await b.makeDefault(9)).toBe(false);
    expect(b.error).toBe('No such address in your address book');
    expect(b.list).toEqual([]);
  });

  test('"Use WeChat address" fills the form from the adapter', async () => {
    const chooser: AddressChooser = {
      available: true,
      choose: async () => ({
        kind: 'ok',
        address: {
          userName: 'Ada Lovelace',
          telNumber: '416 555 0100',
          provinceName: 'Ontario',
          cityName: 'Toronto',
          detailInfo: '1 Yonge St',
          postalCode: 'M5E 1W7',
        },
      }),
    };
    const { book: b } = await book(chooser);
    b.startAdd();
    await b.loadRegions();
    await b.useWeChatAddress();
    expect(b.form).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      province: 'ON',
      street: '1 Yonge St',
      city: 'Toronto',
    });
  });
});

describe('ExternalSignInStore', () => {
  function platform(code = 'wx-code'): ExternalLoginPlatform & { authorized: string[] } {
    const authorized: string[] = [];
    return {
      authorized,
      miniProgramCode: async () => ({ kind: 'ok', code }),
      goToAuthorize: (url) => authorized.push(url),
      alipayAuthCode: async () => ({ kind: 'ok', code: 'ali-code' }),
    };
  }

  test('mini-program: Taro.login code -> wechat/login; a new identity registers, confirms the mailed code and is signed in', async () => {
    const s = setupStores();
    await s.root.init();
    Object.assign(s.platform, {
      getDevice: (): DeviceInfo => ({
        kind: 'miniProgram',
        flags: { miniProgram: true, wechatBrowser: false, alipay: false, mobile: true },
      }),
    });
    s.server.on('GET', 'wechat/enabled', () => json({ enabled: true }));
    s.server.on('POST', 'wechat/login', () => json({ linked: false }));
    s.server.on('POST', 'wechat/register', () => json({ ok: true, message: 'Check your email' }, 202));
    s.server.on('POST', 'common3/verifyRegistration', () => json(signedIn, 201));
    const store = new ExternalSignInStore(s.root, platform());
    await store.init(true);
    expect(store.options).toEqual(['wechatMiniProgram']);
    expect(await store.signInWithWeChat('/account/login')).toBeNull();
    expect(JSON.parse(s.server.calls('wechat/login')[0].body!)).toEqual({ code: 'wx-code' });
    expect(store.pending).toBe('wechat');
    store.setRegister('firstName', 'Ada');
    store.setRegister('lastName', 'L');
    store.setRegister('email', ' ada@example.com ');
    // the mail went out; nobody is signed in until its code comes back
    expect(await store.complete()).toBeNull();
    expect([store.verifyEmail, s.root.session.loggedIn]).toEqual(['ada@example.com', false]);
    expect(await store.resend((store.sentAt ?? 0) + 10_000)).toBe(false);
    store.setCode('12');
    expect(await store.submitCode()).toBeNull();
    expect(store.errors.code.key).toBe('istore_account_err_code_format');
    store.setCode('123456');
    const [first, second] = await Promise.all([store.submitCode(), store.submitCode()]);
    expect([first?.userID, second]).toEqual(['u1', null]);
    expect(s.server.calls('common3/verifyRegistration').map((c) => JSON.parse(c.body!))).toEqual([
      { email: 'ada@example.com', code: '123456' },
    ]);
    expect(s.root.session.loggedIn).toBe(true);
    expect([store.pending, store.verifyEmail]).toEqual([null, null]);
  });

  test("WeChat's browser: the button leaves for the authorize page; the returned code signs a linked account in", async () => {
    const s = setupStores();
    await s.root.init();
    Object.assign(s.platform, {
      getDevice: (): DeviceInfo => ({
        kind: 'wechat',
        flags: { miniProgram: false, wechatBrowser: true, alipay: false, mobile: true },
      }),
    });
    s.server.on('GET', 'wechat/enabled', () => json({ enabled: true, authorizeUrl: '/sandbox/wechat/authorize' }));
    s.server.on('POST', 'wechat/weChatlogin', () =>
      json({ weChatOpenId: 'sandbox-openid-x', linked: true, ...signedIn }),
    );
    const p = platform();
    const store = new ExternalSignInStore(s.root, p);
    expect(await store.init(false)).toBeNull();
    await store.signInWithWeChat('/account/login?wechat=1');
    expect(p.authorized).toEqual(['/sandbox/wechat/authorize?redirect_uri=%2Faccount%2Flogin%3Fwechat%3D1']);
    const back = new ExternalSignInStore(s.root, p);
    expect(await back.init(false, { code: 'wxCODE', wechat: '1' })).toMatchObject({ userID: 'u1' });
    expect(s.root.session.loggedIn).toBe(true);
  });

  test('Alipay: apaId -> auth code -> alipay/login; link with a wrong password says so', async () => {
    const s = setupStores();
    await s.root.init();
    Object.assign(s.platform, {
      getDevice: (): DeviceInfo => ({
        kind: 'alipay',
        flags: { miniProgram: false, wechatBrowser: false, alipay: true, mobile: true },
      }),
    });
    s.server.on('GET', 'common3/apaId', () => json({ appId: 'app-1' }));
    s.server.on('POST', 'alipay/login', () => json({ linked: false }));
    s.server.on('POST', 'alipay/link', () =>
      json({ errors: [{ code: 'UNAUTHORIZED', message: 'Incorrect email or password' }] }, 401),
    );
    const store = new ExternalSignInStore(s.root, platform());
    await store.init(false);
    expect(store.options).toEqual(['alipay']);
    await store.signInWithAlipay();
    expect(JSON.parse(s.server.calls('alipay/login')[0].body!)).toEqual({ code: 'ali-code' });
    store.setMode('link');
    store.setLink('email', 'ada@example.com');
    store.setLink('password', 'wrong');
    expect(await store.complete()).toBeNull();
    expect(store.error).toBe('Incorrect email or password');
    expect(s.root.session.loggedIn).toBe(false);
  });
});
