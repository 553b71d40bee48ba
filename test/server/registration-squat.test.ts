/**
 * A registration started with an outside identity (WeChat, Alipay) and confirmed by someone else:
 * attacker and victim in two browsers (two cookie jars) over real HTTP. The outside identity joins
 * the account only when the browser that confirms the mailed code is the one that started the
 * registration from it; the confirming shopper's own names, password and referrer win.
 */
import type { AppInfo } from '../../types/api';
import { Client, startServer, type TestServer } from './helpers';
import { mailedCode, mailedToken } from '../support/registration-mail';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const user = async (c: Client) => ((await c.get('/common3/appInfoInit')).body as AppInfo).user;
let serial = 0;

/** A fresh login code of the outside user `who` (WeChat: the sandbox authorize page of their browser). */
async function codeOf(provider: 'wechat' | 'alipay', who: string): Promise<string> {
  serial += 1;
  if (provider === 'alipay') return `${who}_${serial}`;
  const browser = new Client(server.origin);
  browser.jar.set('SANDBOX_WECHAT_USER', `squat-${who}`.padEnd(16, '0'));
  const res = await browser.raw('GET', '/sandbox/wechat/authorize?redirect_uri=%2F');
  return new URL(res.headers.get('location')!, 'http://x').searchParams.get('code')!;
}

const LOGIN = { wechat: '/wechat/weChatlogin', alipay: '/alipay/login' } as const;

/** The outside user `who` signs in in browser `c`: the answer of the login call. */
async function outsideLogin(c: Client, provider: 'wechat' | 'alipay', who: string) {
  return (await c.post(LOGIN[provider], { code: await codeOf(provider, who) })).body as {
    linked: boolean;
    userID?: string;
  };
}

const referredBy = (email: string) =>
  server.app.db
    .prepare<[string], { referred_by: string | null }>('SELECT referred_by FROM users WHERE email = ?')
    .get(email)?.referred_by;

describe.each(['wechat', 'alipay'] as const)('%s: a squatted registration', (provider) => {
  test("the victim's own confirmation does not link the attacker's identity; the victim's names, password and referrer win", async () => {
    const email = `squat-victim-${provider}@example.com`;
    const attacker = await new Client(server.origin).prime();
    // the attacker shares the demo shopper's referral link with themselves
    attacker.jar.set('SASRFRID', 'MJDEMO01');
    expect(await outsideLogin(attacker, provider, `mallory-${provider}`)).toEqual(
      expect.objectContaining({ linked: false }),
    );
    const squat = await attacker.post(`/${provider}/register`, { email, firstName: 'Mallory', lastName: 'Attacker' });
    expect(squat.status).toBe(202);

    const victim = await new Client(server.origin).prime();
    const asked = await victim.post('/common3/clientRegistration', {
      email,
      password: 'victim-pass-1',
      firstName: 'Vera',
      lastName: 'Victim',
    });
    expect(asked.status).toBe(202);
    const confirmed = await victim.post('/common3/verifyRegistration', {
      email,
      code: mailedCode(server.app.db, email),
    });
    expect(confirmed.status).toBe(201);
    const victimId = confirmed.body.userID as string;

    // a fresh attacker code reaches nobody
    const again = await new Client(server.origin).prime();
    const login = await outsideLogin(again, provider, `mallory-${provider}`);
    expect(login.linked).toBe(false);
    expect(login.userID).toBeUndefined();
    expect(await user(again)).toBeNull();

    // the account is the victim's: their names, no referrer of the attacker's, their password
    const profile = await user(victim);
    expect(profile).toMatchObject({ firstName: 'Vera', lastName: 'Victim' });
    expect(referredBy(email)).toBeNull();
    const fresh = await new Client(server.origin).prime();
    const signon = await fresh.post('/common3/signon', { email, password: 'victim-pass-1' });
    expect(signon.status).toBe(200);
    expect(signon.body.userID).toBe(victimId);
  });

  test("the attacker's own mail confirmed in the victim's browser makes the account without the link", async () => {
    const email = `squat-mailed-${provider}@example.com`;
    const attacker = await new Client(server.origin).prime();
    await outsideLogin(attacker, provider, `eve-${provider}`);
    expect(
      (await attacker.post(`/${provider}/register`, { email, firstName: 'Eve', lastName: 'Attacker' })).status,
    ).toBe(202);
    // the owner of the email opens the mailed link in their own browser
    const owner = await new Client(server.origin).prime();
    const confirmed = await owner.post('/common3/verifyRegistration', { token: mailedToken(server.app.db, email) });
    expect(confirmed.status).toBe(201);
    const login = await outsideLogin(await new Client(server.origin).prime(), provider, `eve-${provider}`);
    expect(login.linked).toBe(false);
  });

  test('the shopper who started from the outside identity and confirms in the same browser is linked', async () => {
    const email = `squat-legit-${provider}@example.com`;
    const c = await new Client(server.origin).prime();
    await outsideLogin(c, provider, `lee-${provider}`);
    expect(
      (await c.post(`/${provider}/register`, { email, firstName: 'Lee', lastName: 'Legit', password: 'lee-pass-12' }))
        .status,
    ).toBe(202);
    const confirmed = await c.post('/common3/verifyRegistration', { email, code: mailedCode(server.app.db, email) });
    expect(confirmed.status).toBe(201);
    const login = await outsideLogin(await new Client(server.origin).prime(), provider, `lee-${provider}`);
    expect(login).toMatchObject({ linked: true, userID: confirmed.body.userID });
  });
});
