import type { AppInfo } from '../../types/api';
import { WECHAT_TEST_INVALID_CODE } from '../../types/api';
import { Client, registerShopper, startServer, type TestServer } from './helpers';
import { mailedCode, newestMail } from '../support/registration-mail';
import { inChinese } from './mail-helpers';

let server: TestServer;
beforeAll(async () => {
  // the demo account is registered again by more tests than a person would in an hour
  server = await startServer({ rateLimits: { registerPerAccount: { limit: 10, windowMs: 60_000 } } });
});
afterAll(() => server.close());

const user = async (c: Client) => ((await c.get('/common3/appInfoInit')).body as AppInfo).user;

/**
 * A fresh login code of the outside user `who`. Codes work once: a WeChat user signing in again
 * gets a new code, here from the sandbox authorize page of "their" browser; a sandbox Alipay code
 * names its user before its last '_'.
 */
let serial = 0;
async function codeOf(provider: string, who: string): Promise<string> {
  serial += 1;
  if (provider !== 'wechat') return `${provider}-code-${who}_${serial}`;
  const browser = new Client(server.origin);
  browser.jar.set('SANDBOX_WECHAT_USER', `sandbox-user-${who}`.padEnd(16, '0'));
  const res = await browser.raw('GET', '/sandbox/wechat/authorize?redirect_uri=%2F');
  return new URL(res.headers.get('location')!, 'http://x').searchParams.get('code')!;
}

describe.each([
  ['wechat', 'wechat/login'],
  ['alipay', 'alipay/login'],
])('%s sign-in', (provider, loginPath) => {
  test('a new identity registers; the same code later signs the same account in', async () => {
    const c = await new Client(server.origin).prime();
    const first = await c.post(`/${loginPath}`, { code: await codeOf(provider, 'new') });
    expect(first.body).toEqual({ linked: false });
    expect(await user(c)).toBeNull();
    const email = `${provider}-new@example.com`;
    const asked = await c.post(`/${provider}/register`, { email, firstName: 'We', lastName: 'Chat' });
    // the same neutral answer as clientRegistration: nobody is signed in before the email is confirmed
    expect(asked.status).toBe(202);
    expect(await user(c)).toBeNull();
    expect(newestMail(server.app.db, email).text).toContain(
      `signing in with ${provider === 'wechat' ? 'WeChat' : 'Alipay'}`,
    );
    const reg = await c.post('/common3/verifyRegistration', { email, code: mailedCode(server.app.db, email) });
    expect(reg.status).toBe(201);
    expect((await user(c))?.email).toBe(email);

    const again = await new Client(server.origin).prime();
    const res = await again.post(`/${loginPath}`, { code: await codeOf(provider, 'new') });
    expect(res.body).toMatchObject({ linked: true, userID: reg.body.userID });
    expect((await user(again))?.email).toBe(`${provider}-new@example.com`);
  });

  test('link joins an existing account after checking its password', async () => {
    const c = await new Client(server.origin).prime();
    await c.post(`/${loginPath}`, { code: await codeOf(provider, 'link') });
    expect((await c.post(`/${provider}/link`, { email: 'demo@example.com', password: 'wrong-pass' })).status).toBe(401);
    const linked = await c.post(`/${provider}/link`, { email: 'demo@example.com', password: 'demo1234' });
    expect(linked.status).toBe(200);
    expect((await user(c))?.email).toBe('demo@example.com');
    // the demo account now has this provider linked: a second identity cannot link to it
    const d = await new Client(server.origin).prime();
    await d.post(`/${loginPath}`, { code: await codeOf(provider, 'other') });
    expect((await d.post(`/${provider}/link`, { email: 'demo@example.com', password: 'demo1234' })).status).toBe(409);
  });

  test('register with a taken email: the same answer as a new one, the owner is mailed, nothing is linked', async () => {
    const ask = async (email: string, code: string) => {
      const c = await new Client(server.origin).prime();
      await c.post(`/${loginPath}`, { code });
      const res = await c.post(`/${provider}/register`, { email, firstName: 'Eve', lastName: 'X' });
      return {
        c,
        res,
        shape: {
          status: res.status,
          body: res.body,
          headers: [...res.headers.keys()].filter((h) => h !== 'date').sort(),
        },
      };
    };
    const taken = await ask('demo@example.com', await codeOf(provider, 'taken'));
    const fresh = await ask(`${provider}-fresh@example.com`, await codeOf(provider, 'fresh'));
    expect(taken.shape).toEqual(fresh.shape);
    expect(taken.res.status).toBe(202);
    const mail = newestMail(server.app.db, 'demo@example.com');
    expect(mail.subject).toBe('Someone tried to create an account with your email');
    expect(mail.text).toContain('Link my account');
    expect(await user(taken.c)).toBeNull();
    // the identity is still waiting, unlinked: logging in again does not reach the demo account
    expect(
      (await (await new Client(server.origin).prime()).post(`/${loginPath}`, { code: await codeOf(provider, 'taken') }))
        .body,
    ).toEqual({ linked: false });
  });

  test('started in Chinese: the registration mail and the taken email’s mail name the provider in Chinese', async () => {
    const name = provider === 'wechat' ? '微信' : '支付宝';
    const register = async (email: string, who: string) => {
      const c = await inChinese(await new Client(server.origin).prime());
      await c.post(`/${loginPath}`, { code: await codeOf(provider, who) });
      expect((await c.post(`/${provider}/register`, { email, firstName: 'Wei', lastName: 'X' })).status).toBe(202);
      return newestMail(server.app.db, email);
    };
    const fresh = await register(`${provider}-zh@example.com`, 'zh');
    expect(fresh.subject).toBe('完成创建您的账户');
    expect(fresh.text).toContain(`要完成创建您的账户（通过${name}登录），请在注册页面输入此验证码：`);
    const taken = await register('demo@example.com', 'zh-taken');
    expect(taken.subject).toBe('有人尝试用您的电子邮箱创建账户');
    expect(taken.text).toContain(
      `如需在您的账户中使用${name}，请再次通过${name}登录，并用此电子邮箱和您的密码选择“关联我的账户”。`,
    );
  });

  test('register or link without a login first is refused; a refused code signs nobody in', async () => {
    const c = await new Client(server.origin).prime();
    expect(
      (await c.post(`/${provider}/register`, { email: 'x1@example.com', firstName: 'A', lastName: 'B' })).status,
    ).toBe(409);
    expect((await c.post(`/${provider}/link`, { email: 'demo@example.com', password: 'demo1234' })).status).toBe(409);
    expect((await c.post(`/${loginPath}`, { code: WECHAT_TEST_INVALID_CODE })).status).toBe(401);
    expect((await c.post(`/${loginPath}`, { code: 'bad code!' })).status).toBe(400);
    expect(await user(c)).toBeNull();
  });
});

test('wechat/bind tells whether the account has WeChat linked; weChatlogin signs a linked identity in', async () => {
  const c = await new Client(server.origin).prime();
  expect((await c.get('/wechat/bind')).status).toBe(401);
  await registerShopper(c, server.app.db, {
    email: 'bind@example.com',
    password: 'long-enough',
    firstName: 'B',
    lastName: 'D',
  });
  expect((await c.get('/wechat/bind')).body).toEqual({ bound: false });
  await c.post('/wechat/login', { code: await codeOf('wechat', 'bind') });
  await c.post('/wechat/link', { email: 'bind@example.com', password: 'long-enough' });
  expect((await c.get('/wechat/bind')).body).toEqual({ bound: true });

  const h5 = await new Client(server.origin).prime();
  const res = await h5.post('/wechat/weChatlogin', { code: await codeOf('wechat', 'bind') });
  expect(res.body).toMatchObject({ weChatOpenId: expect.stringMatching(/^sandbox-openid-/), linked: true });
  expect((await user(h5))?.email).toBe('bind@example.com');
});

test('apaId and the WeChat browser sandbox authorize page (same user per browser, a new code each visit, app paths only)', async () => {
  const c = await new Client(server.origin).prime();
  expect((await c.get('/common3/apaId')).body).toEqual({ appId: 'sandbox-alipay-app' });
  const enabled = await c.get('/wechat/enabled');
  expect(enabled.body).toEqual({ enabled: true, authorizeUrl: '/sandbox/wechat/authorize' });
  const a = await c.raw('GET', '/sandbox/wechat/authorize?redirect_uri=%2Faccount%2Flogin%3Fwechat%3D1');
  expect(a.status).toBe(302);
  const loc = a.headers.get('location')!;
  expect(loc).toMatch(/^\/account\/login\?wechat=1&code=wx[A-Za-z0-9_-]+$/);
  const b = await c.raw('GET', '/sandbox/wechat/authorize?redirect_uri=%2Fuser%2Flist');
  const codeA = new URL(loc, 'http://x').searchParams.get('code')!;
  const codeB = new URL(b.headers.get('location')!, 'http://x').searchParams.get('code')!;
  expect(codeB).not.toBe(codeA);
  expect(codeA).not.toContain(c.jar.get('SANDBOX_WECHAT_USER'));
  // both codes name the same WeChat user
  const first = await (await new Client(server.origin).prime()).post('/wechat/weChatlogin', { code: codeA });
  const second = await (await new Client(server.origin).prime()).post('/wechat/weChatlogin', { code: codeB });
  expect(second.body.weChatOpenId).toBe(first.body.weChatOpenId);
  expect((await c.raw('GET', '/sandbox/wechat/authorize?redirect_uri=https%3A%2F%2Fevil.example')).status).toBe(400);
});

describe('the sandbox login code cannot leave the store, and works once, for minutes', () => {
  const authorize = (c: Client, back: string) =>
    c.raw('GET', `/sandbox/wechat/authorize?redirect_uri=${encodeURIComponent(back)}`);

  test.each([
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['/\\evil.example'],
    ['//evil.example'],
    [' /evil'],
    ['/caf\u00e9'],
    ['/\u0000x'],
    ['http:evil.example'],
  ])('redirect_uri %j: 400 in the API error shape, no code', async (back) => {
    const c = await new Client(server.origin).prime();
    const res = await authorize(c, back);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(res.body.errors[0]).toMatchObject({ code: 'VALIDATION', field: 'redirect_uri' });
  });

  test('a code signs in once: a second browser replaying it is refused, and so is a code past 5 minutes', async () => {
    const victim = await new Client(server.origin).prime();
    await registerShopper(victim, server.app.db, {
      email: 'wx-victim@example.com',
      password: 'long-enough',
      firstName: 'V',
      lastName: 'W',
    });
    const code = new URL((await authorize(victim, '/')).headers.get('location')!, 'http://x').searchParams.get('code')!;
    await victim.post('/wechat/login', { code });
    expect(
      (await victim.post('/wechat/link', { email: 'wx-victim@example.com', password: 'long-enough' })).status,
    ).toBe(200);
    // the leaked code (or the next one, taken from the victim's browser by a second visit) reaches nobody
    const attacker = await new Client(server.origin).prime();
    const replay = await attacker.post('/wechat/weChatlogin', { code });
    expect(replay.status).toBe(401);
    expect(await user(attacker)).toBeNull();
    const stale = new URL((await authorize(victim, '/')).headers.get('location')!, 'http://x').searchParams.get(
      'code',
    )!;
    server.app.db
      .prepare('UPDATE sandbox_wechat_codes SET issued_at = ? WHERE used_at IS NULL')
      .run(new Date(Date.now() - 5 * 60_000 - 1000).toISOString());
    expect((await attacker.post('/wechat/weChatlogin', { code: stale })).status).toBe(401);
    expect(await user(attacker)).toBeNull();
  });
});

test('an Alipay sandbox auth code signs in once; a new code of the same user signs the same identity in', async () => {
  const first = await (await new Client(server.origin).prime()).post('/alipay/login', { code: 'alipay-once_1' });
  expect(first.body).toEqual({ linked: false });
  const replay = await (await new Client(server.origin).prime()).post('/alipay/login', { code: 'alipay-once_1' });
  expect(replay.status).toBe(401);
  expect(replay.body.errors[0]).toMatchObject({ code: 'UNAUTHORIZED', field: 'code' });
  expect(
    (await (await new Client(server.origin).prime()).post('/alipay/login', { code: 'alipay-once_2' })).status,
  ).toBe(200);
});

test('the sandbox WeChat identity cookie is Secure over https (a trusted proxy says so), not over plain http', async () => {
  const behind = await startServer({ env: { STORE_TRUST_PROXY: '1' } });
  try {
    const c = new Client(behind.origin);
    const https = await c.raw('GET', '/sandbox/wechat/authorize?redirect_uri=%2F', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    const cookie = https.setCookies.find((s) => s.startsWith('SANDBOX_WECHAT_USER='));
    expect(cookie).toMatch(/;\s*Secure/i);
    const plain = await new Client(behind.origin).raw('GET', '/sandbox/wechat/authorize?redirect_uri=%2F');
    expect(plain.setCookies.find((s) => s.startsWith('SANDBOX_WECHAT_USER='))).not.toMatch(/;\s*Secure/i);
  } finally {
    await behind.close();
  }
});
