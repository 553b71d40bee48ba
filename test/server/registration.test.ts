/**
 * Registration confirmed by email over real HTTP (server/api/routes/registration.ts): one neutral
 * answer whether or not the email has an account, the mails of both cases, confirming by link and
 * by code, expired / used / replaced ones, throttled code guesses.
 */
import type { AppInfo } from '../../types/api';
import { REGISTRATION_TTL_MS, VERIFY_CODE_MAX_ATTEMPTS } from '../../src/domain/registration';
import { mailTo } from '../../server/api/models/outbox';
import { REGISTRATION_MESSAGE } from '../../server/api/routes/registration';
import { mailedCode, mailedToken, newestMail } from '../support/registration-mail';
import { Client, registerShopper, startServer, type Res, type TestServer } from './helpers';
import { expectAbsoluteLinks, inChinese } from './mail-helpers';
import { CONTACT, SM, add, fillPickup, newKey, plainProduct } from './checkout-helpers';

let server: TestServer;
beforeAll(async () => {
  // more code guesses per email than the default, so the pending registration's own lock shows;
  // more registrations from the one test address than a person makes
  server = await startServer({
    publicOrigin: 'https://shop.example',
    rateLimits: {
      verifyPerAccount: { limit: 20, windowMs: 60_000 },
      registerPerAddress: { limit: 100, windowMs: 60_000 },
    },
  });
});
afterAll(() => server.close());

const db = () => server.app.db;
const userCount = () => (db().prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
let n = 0;
const newEmail = () => `reg${++n}-${Date.now().toString(36)}@example.com`;
const form = (email: string, password = 'correct horse') => ({ email, password, firstName: 'Mei', lastName: 'Lin' });
const userOf = async (c: Client) => ((await c.get('/common3/appInfoInit')).body as AppInfo).user;
const signOn = (email: string, password: string) =>
  new Client(server.origin).prime().then((c) => c.post('/common3/signon', { email, password }));

/** What a response shows an onlooker: status, body, and which headers it carries (values of date-like ones vary). */
function shape(res: Res) {
  const headers = [...res.headers.keys()].filter((h) => h !== 'date').sort();
  return { status: res.status, body: res.body, headers, setCookies: res.setCookies.map((c) => c.split('=')[0]) };
}

describe('POST common3/clientRegistration answers without revealing accounts', () => {
  test('a taken email and a new one get the same status, body and headers', async () => {
    const [a, b] = [await new Client(server.origin).prime(), await new Client(server.origin).prime()];
    const taken = await a.post('/common3/clientRegistration', form('demo@example.com', 'some-password'));
    const fresh = await b.post('/common3/clientRegistration', form(newEmail()));
    expect(shape(taken)).toEqual(shape(fresh));
    expect(fresh.status).toBe(202);
    expect(fresh.body).toEqual({ ok: true, message: REGISTRATION_MESSAGE });
    // neither signs anybody in
    expect(await userOf(a)).toBeNull();
    expect(await userOf(b)).toBeNull();
  });

  test('a new email: no account yet; the mail has a 6-digit code and a single link to the signup page', async () => {
    const email = newEmail();
    const before = userCount();
    const c = await new Client(server.origin).prime();
    await c.post('/common3/clientRegistration', { ...form(email), redirect: '/checkout/checkout' });
    expect(userCount()).toBe(before);
    expect((await signOn(email, 'correct horse')).status).toBe(401);
    const mail = newestMail(db(), email);
    expect(mail.subject).toBe('Finish creating your account');
    expect(mail.text).toMatch(/^Hello Mei,/);
    expect(mail.text).toMatch(/^\d{6}$/m);
    expect(mail.text).toContain(`for ${REGISTRATION_TTL_MS / 60_000} minutes`);
    expect(mail.link).toMatch(
      /^https:\/\/shop\.example\/account\/signup\?token=[A-Za-z0-9_-]{43}&redirect=%2Fcheckout%2Fcheckout$/,
    );
    expect(mail.text).toContain(mail.link);
    // kept only hashed: neither the token, the code nor the password is in the table
    const row = JSON.stringify(db().prepare('SELECT * FROM pending_registrations WHERE email = ?').get(email));
    expect(row).not.toContain(mailedToken(db(), email));
    expect(row).not.toContain(`"${mailedCode(db(), email)}"`);
    expect(row).not.toContain('correct horse');
  });

  test('a taken email: the owner is told someone tried, with Sign In and Forgot password links; nothing changes', async () => {
    const email = newEmail();
    await registerShopper(new Client(server.origin), db(), form(email, 'first-pass-1'));
    const before = userCount();
    const c = await new Client(server.origin).prime();
    const res = await c.post('/common3/clientRegistration', { ...form(email, 'attacker-pass'), firstName: 'Eve' });
    expect(res.status).toBe(202);
    const mail = newestMail(db(), email);
    expect(mail.subject).toBe('Someone tried to create an account with your email');
    expect(mail.text).toMatch(/^Hello Mei,/);
    expect(mail.text).toContain('Sign in: https://shop.example/account/login');
    expect(mail.text).toContain('Forgot password? https://shop.example/account/forgotPassword');
    expect(mail.text).not.toMatch(/^\d{6}$/m);
    expect(userCount()).toBe(before);
    expect((await signOn(email, 'attacker-pass')).status).toBe(401);
    expect((await signOn(email, 'first-pass-1')).status).toBe(200);
    expect(await userOf(c)).toBeNull();
  });

  test('a malformed request is still a 400 per field (the form is checked before anything else)', async () => {
    const c = await new Client(server.origin).prime();
    const res = await c.post('/common3/clientRegistration', {
      email: 'nope',
      password: 'short',
      firstName: 'A',
      lastName: 'B',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password']);
  });
});

describe('POST common3/verifyRegistration', () => {
  test('by code: creates the account, signs in on this device, with the name and password given', async () => {
    const email = newEmail();
    const c = await new Client(server.origin).prime();
    await c.post('/common3/clientRegistration', form(email));
    const res = await c.post('/common3/verifyRegistration', {
      email: email.toUpperCase(),
      code: mailedCode(db(), email).replace(/^(...)/, '$1 '),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userID: expect.any(String),
      lastLoginDate: expect.any(String),
      user: { email, firstName: 'Mei', lastName: 'Lin' },
    });
    expect((await userOf(c))?.email).toBe(email);
    expect((await signOn(email, 'correct horse')).status).toBe(200);
  });

  test('by link: another browser opens it and is signed in; the link again says it was used', async () => {
    const email = newEmail();
    await new Client(server.origin).prime().then((c) => c.post('/common3/clientRegistration', form(email)));
    const token = mailedToken(db(), email);
    const phone = await new Client(server.origin).prime();
    const res = await phone.post('/common3/verifyRegistration', { token });
    expect(res.status).toBe(201);
    expect((await userOf(phone))?.email).toBe(email);
    const again = await new Client(server.origin).prime().then((c) => c.post('/common3/verifyRegistration', { token }));
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({
      field: 'token',
      message: 'This link was already used. Sign in with your email and password.',
    });
    // the code of the same mail is used up with it
    const code = await new Client(server.origin)
      .prime()
      .then((c) => c.post('/common3/verifyRegistration', { email, code: mailedCode(db(), email) }));
    expect(code.body.errors[0].message).toBe('This code was already used. Sign in with your email and password.');
  });

  test('an expired link or code is refused with a clear message and creates nothing', async () => {
    const email = newEmail();
    const c = await new Client(server.origin).prime();
    await c.post('/common3/clientRegistration', form(email));
    const [token, code] = [mailedToken(db(), email), mailedCode(db(), email)];
    db()
      .prepare('UPDATE pending_registrations SET created_at = ? WHERE email = ?')
      .run(new Date(Date.now() - REGISTRATION_TTL_MS - 1000).toISOString(), email);
    const before = userCount();
    const byLink = await c.post('/common3/verifyRegistration', { token });
    expect(byLink.body.errors[0]).toMatchObject({
      field: 'token',
      message: 'This link has expired. Register again to get a new one.',
    });
    const byCode = await c.post('/common3/verifyRegistration', { email, code });
    expect(byCode.body.errors[0]).toMatchObject({
      field: 'code',
      message: 'This code has expired. Register again to get a new one.',
    });
    expect(userCount()).toBe(before);
    expect(await userOf(c)).toBeNull();
  });

  test('registering again gives a new link and code: the old ones stop working, the new ones work', async () => {
    const email = newEmail();
    const c = await new Client(server.origin).prime();
    await c.post('/common3/clientRegistration', form(email, 'first-pass-1'));
    const [oldToken, oldCode] = [mailedToken(db(), email), mailedCode(db(), email)];
    const again = await c.post('/common3/clientRegistration', form(email, 'second-pass-2'));
    expect(again.status).toBe(202);
    expect(mailTo(db(), email)).toHaveLength(2);
    expect(mailedToken(db(), email)).not.toBe(oldToken);
    expect((await c.post('/common3/verifyRegistration', { token: oldToken })).body.errors[0].message).toBe(
      'This link is not valid. Register again to get a new one.',
    );
    if (oldCode !== mailedCode(db(), email)) {
      expect((await c.post('/common3/verifyRegistration', { email, code: oldCode })).body.errors[0].message).toBe(
        'This code is not correct. Check the mail we sent you.',
      );
    }
    expect((await c.post('/common3/verifyRegistration', { email, code: mailedCode(db(), email) })).status).toBe(201);
    // both asks came from this browser: its latest password is the one it chose
    expect((await signOn(email, 'second-pass-2')).status).toBe(200);
    expect((await signOn(email, 'first-pass-1')).status).toBe(401);
  });

  test('registering a waiting email again cannot set its password (pre-registration takeover)', async () => {
    const email = newEmail();
    const victim = await new Client(server.origin).prime();
    await victim.post('/common3/clientRegistration', form(email, 'victims-pass-1'));
    const attacker = await new Client(server.origin).prime();
    expect((await attacker.post('/common3/clientRegistration', form(email, 'attackers-pass-1'))).status).toBe(202);
    // the owner confirms from their mailbox (the newest mail's code) and is signed in
    const confirmed = await victim.post('/common3/verifyRegistration', { email, code: mailedCode(db(), email) });
    expect(confirmed.status).toBe(201);
    expect((await userOf(victim))?.email).toBe(email);
    expect((await signOn(email, 'attackers-pass-1')).status).toBe(401);
    // the confirming browser asked with its own password: that one is kept
    expect((await signOn(email, 'victims-pass-1')).status).toBe(200);
  });

  test('a contested registration confirmed in a browser that asked nothing keeps neither password', async () => {
    const email = newEmail();
    await (await new Client(server.origin).prime()).post('/common3/clientRegistration', form(email, 'victims-pass-1'));
    await (
      await new Client(server.origin).prime()
    ).post('/common3/clientRegistration', form(email, 'attackers-pass-1'));
    // the owner opens the newest mail's link on another device
    const elsewhere = await new Client(server.origin).prime();
    expect((await elsewhere.post('/common3/verifyRegistration', { token: mailedToken(db(), email) })).status).toBe(201);
    expect((await userOf(elsewhere))?.email).toBe(email);
    expect((await signOn(email, 'attackers-pass-1')).status).toBe(401);
    expect((await signOn(email, 'victims-pass-1')).status).toBe(401);
    const mail = newestMail(db(), email);
    expect(mail.subject).toBe('Choose a password for your new account');
    expect(mail.link).toMatch(/\/account\/resetPassword\?token=/);
  });

  test('registering a waiting email again with the same password keeps it', async () => {
    const email = newEmail();
    const c = await new Client(server.origin).prime();
    await c.post('/common3/clientRegistration', form(email, 'same-pass-1'));
    await c.post('/common3/clientRegistration', form(email, 'same-pass-1'));
    expect((await c.post('/common3/verifyRegistration', { email, code: mailedCode(db(), email) })).status).toBe(201);
    expect((await signOn(email, 'same-pass-1')).status).toBe(200);
  });

  test('a wrong code is refused; after the limit of wrong codes even the right one is refused (the link still works)', async () => {
    const email = newEmail();
    const c = await new Client(server.origin).prime();
    await c.post('/common3/clientRegistration', form(email));
    const code = mailedCode(db(), email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await c.post('/common3/verifyRegistration', { email, code: wrong });
    expect(first.status).toBe(400);
    expect(first.body.errors[0]).toMatchObject({
      field: 'code',
      message: 'This code is not correct. Check the mail we sent you.',
    });
    for (let i = 1; i < VERIFY_CODE_MAX_ATTEMPTS; i++)
      await c.post('/common3/verifyRegistration', { email, code: wrong });
    const locked = await c.post('/common3/verifyRegistration', { email, code });
    expect(locked.body.errors[0].message).toBe('Too many wrong codes. Send a new code, or open the link in the mail.');
    expect((await c.post('/common3/verifyRegistration', { token: mailedToken(db(), email) })).status).toBe(201);
  });

  test('a code for an email with no pending registration (taken or unknown) gets the wrong-code answer', async () => {
    const c = await new Client(server.origin).prime();
    const taken = await c.post('/common3/verifyRegistration', { email: 'demo@example.com', code: '123456' });
    const unknown = await c.post('/common3/verifyRegistration', { email: 'nobody-at-all@example.com', code: '123456' });
    expect(shape(taken)).toEqual(shape(unknown));
    expect(taken.body.errors[0].message).toBe('This code is not correct. Check the mail we sent you.');
  });

  test('token and code together, or neither, is a 400', async () => {
    const c = await new Client(server.origin).prime();
    expect((await c.post('/common3/verifyRegistration', {})).status).toBe(400);
    expect(
      (await c.post('/common3/verifyRegistration', { token: 'x'.repeat(43), email: 'a@example.com', code: '123456' }))
        .status,
    ).toBe(400);
  });

  test('a registration from a shared link is attributed to the referrer, even when confirmed in another browser', async () => {
    const referrer = new Client(server.origin);
    await registerShopper(referrer, db(), form(newEmail()));
    const rid = ((await referrer.get('/common3/appInfoInit')).body as AppInfo).myID!;
    const friend = new Client(server.origin);
    await friend.raw('GET', `/?rid=${rid}`);
    await friend.prime();
    const email = newEmail();
    await friend.post('/common3/clientRegistration', form(email));
    const elsewhere = await new Client(server.origin).prime();
    expect((await elsewhere.post('/common3/verifyRegistration', { token: mailedToken(db(), email) })).status).toBe(201);
    const info = (await referrer.get('/admin/trackingManagement/referrer/userTracking/GeneralInfo/')).body;
    expect(info.usersIntroduced).toBe(1);
  });
});

describe('"Register" after a guest order', () => {
  test("confirmed in the same browser, the guest orders placed with that email join the account; others stay the guest's", async () => {
    const c = await new Client(server.origin).prime();
    const product = plainProduct(db(), 20, 1000, 5000);
    const email = newEmail();
    await add(c, product, 1);
    await fillPickup(c, { ...CONTACT, email: email.toUpperCase() });
    const mine = (await c.post(`${SM}/reserve`, { idempotencyKey: newKey() })).body.orderID as string;
    await add(c, product, 1);
    await fillPickup(c, { ...CONTACT, email: 'someone-else@example.com' });
    const theirs = (await c.post(`${SM}/reserve`, { idempotencyKey: newKey() })).body.orderID as string;
    expect([typeof mine, typeof theirs]).toEqual(['string', 'string']);

    await c.post('/common3/clientRegistration', form(email));
    expect((await c.post('/common3/verifyRegistration', { email, code: mailedCode(db(), email) })).status).toBe(201);
    // signed in elsewhere, the account has the order bought with its email, not the other one
    const elsewhere = await new Client(server.origin).prime();
    await elsewhere.post('/common3/signon', { email, password: 'correct horse' });
    const ids = (
      (await elsewhere.get('/admin/orderManagement/orders/list?numberToLoad=10&startingPosition=0&infiniteLoad=true'))
        .body.orders as { orderID: string }[]
    ).map((o) => o.orderID);
    expect(ids).toEqual([mine]);
  });
});

describe('throttled', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({
      rateLimits: {
        verifyPerAccount: { limit: 3, windowMs: 60_000 },
        registerPerAccount: { limit: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => limited.close());

  test('code guesses per email: the fourth is a 429 with Retry-After, from any address or session', async () => {
    const c = await new Client(limited.origin).prime();
    await c.post('/common3/clientRegistration', form('guess@example.com'));
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (
          await new Client(limited.origin)
            .prime()
            .then((o) => o.post('/common3/verifyRegistration', { email: 'guess@example.com', code: '99999' + i }))
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400]);
    const refused = await c.post('/common3/verifyRegistration', {
      email: 'guess@example.com',
      code: mailedCode(limited.app.db, 'guess@example.com'),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.errors[0]).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  test('registration mails per email: the same 429 for a taken and a new email', async () => {
    const c = await new Client(limited.origin).prime();
    const answers: Record<string, number[]> = {};
    for (const email of ['demo@example.com', 'brand-new@example.com']) {
      answers[email] = [];
      for (let i = 0; i < 3; i++)
        answers[email].push((await c.post('/common3/clientRegistration', form(email))).status);
    }
    expect(answers).toEqual({ 'demo@example.com': [202, 202, 429], 'brand-new@example.com': [202, 202, 429] });
    expect(mailTo(limited.app.db, 'brand-new@example.com')).toHaveLength(2);
  });
});

describe('the mails follow the language the shopper uses the store in', () => {
  const zhBrowser = async () => inChinese(await new Client(server.origin).prime());

  test('in Chinese: the code and the link in Chinese; its code signs in', async () => {
    const email = newEmail();
    const c = await zhBrowser();
    await c.post('/common3/clientRegistration', form(email));
    const mail = newestMail(db(), email);
    expect(mail.subject).toBe('完成创建您的账户');
    expect(mail.text).toMatch(
      /^Mei，您好：\n\n要完成创建您的账户，请在注册页面输入此验证码：\n\n\d{6}\n\n或打开此链接：\n/,
    );
    expect(mail.text).toContain(`验证码和链接只能使用一次，${REGISTRATION_TTL_MS / 60_000} 分钟内有效。`);
    expect(mail.text).toContain(mail.link);
    expect(mail.link).toMatch(/^https:\/\/shop\.example\/account\/signup\?token=/);
    expectAbsoluteLinks(mail);
    expect((await c.post('/common3/verifyRegistration', { email, code: mailedCode(db(), email) })).status).toBe(201);
  });

  test('in Chinese: a taken email’s owner is told in Chinese, with both links absolute', async () => {
    const email = newEmail();
    await registerShopper(new Client(server.origin), db(), form(email, 'first-pass-1'));
    await (await zhBrowser()).post('/common3/clientRegistration', form(email, 'attacker-pass'));
    const mail = newestMail(db(), email);
    expect(mail.subject).toBe('有人尝试用您的电子邮箱创建账户');
    expect(mail.text).toContain('您已有账户，因此没有任何更改。');
    expect(mail.text).toContain('登录：https://shop.example/account/login');
    expect(mail.text).toContain('忘记密码？https://shop.example/account/forgotPassword');
    expectAbsoluteLinks(mail);
  });

  test('in Chinese: a contested registration confirmed elsewhere gets the choose-a-password mail in Chinese', async () => {
    const email = newEmail();
    await (await zhBrowser()).post('/common3/clientRegistration', form(email, 'victims-pass-1'));
    await (await zhBrowser()).post('/common3/clientRegistration', form(email, 'attackers-pass-1'));
    const elsewhere = await zhBrowser();
    expect((await elsewhere.post('/common3/verifyRegistration', { token: mailedToken(db(), email) })).status).toBe(201);
    const mail = newestMail(db(), email);
    expect(mail.subject).toBe('为您的新账户设置密码');
    expect(mail.text).toContain('该账户曾以两个不同的密码申请，因此两个密码都未保留。');
    expect(mail.text).toContain(`请打开此链接设置密码（只能使用一次，60 分钟内有效）：\n${mail.link}`);
    expect(mail.link).toMatch(/^https:\/\/shop\.example\/account\/resetPassword\?token=/);
    expectAbsoluteLinks(mail);
  });

  test('in English the three mails say what they said before', async () => {
    const email = newEmail();
    await (await new Client(server.origin).prime()).post('/common3/clientRegistration', form(email, 'victims-pass-1'));
    const first = newestMail(db(), email);
    expect(first.text).toBe(
      `Hello Mei,\n\nTo finish creating your account, enter this code on the sign-up page:\n\n${mailedCode(db(), email)}\n\nor open this link:\n${first.link}\n\nThe code and the link work once, for ${REGISTRATION_TTL_MS / 60_000} minutes. If you did not ask for an account, ignore this mail: nothing is created without it.`,
    );
    await (await new Client(server.origin).prime()).post('/common3/clientRegistration', form(email, 'other-pass-1'));
    const elsewhere = await new Client(server.origin).prime();
    await elsewhere.post('/common3/verifyRegistration', { token: mailedToken(db(), email) });
    const choose = newestMail(db(), email);
    expect(choose.text).toBe(
      `Hello Mei,\n\nYour account is ready. It was asked for twice with different passwords, so neither was kept. Open this link to choose your password (it works once, for 60 minutes):\n${choose.link}\n\nUntil then, use Forgot password on the Sign In page to get a new link.`,
    );
    await (await new Client(server.origin).prime()).post('/common3/clientRegistration', form(email));
    expect(newestMail(db(), email).text).toBe(
      'Hello Mei,\n\nSomeone (maybe you) just tried to create a new account with this email address. You already have an account, so nothing was changed.\n\nSign in: https://shop.example/account/login\nForgot password? https://shop.example/account/forgotPassword\n\nIf it was not you, you can ignore this mail: nobody can use your account without your password.',
    );
  });
});
