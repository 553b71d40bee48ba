import type { AppInfo } from '../../types/api';
import { mailTo } from '../../server/api/models/outbox';
import { hashToken } from '../../server/api/models/password-resets';
import { FORGOT_PASSWORD_MESSAGE } from '../../server/api/routes/password';
import { Client, registerShopper, startServer, type TestServer } from './helpers';
import { expectAbsoluteLinks, inChinese } from './mail-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ publicOrigin: 'https://shop.example' });
});
afterAll(() => server.close());

const db = () => server.app.db;
let n = 0;

async function registered(password = 'first-pass-1'): Promise<{ email: string; client: Client }> {
  const email = `reset${++n}@example.com`;
  const client = await new Client(server.origin).prime();
  const res = await registerShopper(client, server.app.db, { email, password, firstName: 'Reta', lastName: 'Set' });
  expect(res.status).toBe(201);
  return { email, client };
}

async function forgot(email: string): Promise<string> {
  const c = await new Client(server.origin).prime();
  const res = await c.get(`/common3/forgotPassword?emailID=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ ok: true, message: FORGOT_PASSWORD_MESSAGE });
  const link = mailTo(db(), email)[0]?.link ?? '';
  expect(link).toMatch(/^https:\/\/shop\.example\/account\/resetPassword\?token=[A-Za-z0-9_-]{43}$/);
  return new URL(link).searchParams.get('token')!;
}

const signOn = (email: string, password: string) =>
  new Client(server.origin).prime().then((c) => c.post('/common3/signon', { email, password }));

const userOf = async (c: Client) => ((await c.get('/common3/appInfoInit')).body as AppInfo).user;

test('forgot -> outbox -> reset -> old password refused -> new one works; every session ends', async () => {
  const { email, client } = await registered();
  const token = await forgot(email);
  // the token is kept only hashed
  const stored = db().prepare('SELECT token_hash FROM password_resets').all() as { token_hash: string }[];
  expect(stored.map((r) => r.token_hash)).toContain(hashToken(token));
  expect(JSON.stringify(stored)).not.toContain(token);

  const res = await new Client(server.origin)
    .prime()
    .then((c) => c.post('/common3/resetPasswordExternal', { token, password: 'second-pass-2' }));
  expect(res.status).toBe(200);
  expect((await signOn(email, 'first-pass-1')).status).toBe(401);
  expect((await signOn(email, 'second-pass-2')).status).toBe(200);
  // the session signed in before the reset is signed out
  expect(await userOf(client)).toBeNull();
});

test('an unknown email gets the same answer and no mail', async () => {
  const c = await new Client(server.origin).prime();
  const res = await c.get('/common3/forgotPassword?emailID=nobody-here%40example.com');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ ok: true, message: FORGOT_PASSWORD_MESSAGE });
  expect(mailTo(db(), 'nobody-here@example.com')).toEqual([]);
});

test('a known and an unknown email get identical answers: status, headers, body, cookies', async () => {
  const { email } = await registered();
  const ask = async (address: string) => {
    const c = await new Client(server.origin).prime();
    const res = await c.get(`/common3/forgotPassword?emailID=${encodeURIComponent(address)}`);
    return {
      status: res.status,
      body: res.body,
      headers: [...res.headers.keys()].filter((h) => h !== 'date').sort(),
      cookies: res.setCookies.map((x) => x.split('=')[0]),
      length: res.headers.get('content-length'),
    };
  };
  expect(await ask(email)).toEqual(await ask('nobody-either@example.com'));
  // the known one still got its link
  expect(mailTo(db(), email)[0].subject).toBe('Reset your password');
});

test('a token works once; a newer link voids the older one', async () => {
  const { email } = await registered();
  const older = await forgot(email);
  const token = await forgot(email);
  const c = await new Client(server.origin).prime();
  const stale = await c.post('/common3/resetPasswordExternal', { token: older, password: 'another-pass' });
  expect(stale.status).toBe(400);
  expect(stale.body.errors[0]).toMatchObject({
    field: 'token',
    message: expect.stringMatching(/not valid or was already used/),
  });
  expect((await c.post('/common3/resetPasswordExternal', { token, password: 'second-pass-2' })).status).toBe(200);
  const reuse = await c.post('/common3/resetPasswordExternal', { token, password: 'third-pass-3' });
  expect(reuse.status).toBe(400);
  expect((await signOn(email, 'third-pass-3')).status).toBe(401);
  expect((await signOn(email, 'second-pass-2')).status).toBe(200);
});

test('an expired token is refused and changes nothing', async () => {
  const { email } = await registered();
  const token = await forgot(email);
  db()
    .prepare('UPDATE password_resets SET expires_at = ? WHERE token_hash = ?')
    .run(new Date(Date.now() - 1000).toISOString(), hashToken(token));
  const c = await new Client(server.origin).prime();
  const res = await c.post('/common3/resetPasswordExternal', { token, password: 'second-pass-2' });
  expect(res.status).toBe(400);
  expect(res.body.errors[0].message).toMatch(/expired/);
  expect((await signOn(email, 'first-pass-1')).status).toBe(200);
});

test('a short new password or a missing token is a 400 per field', async () => {
  const c = await new Client(server.origin).prime();
  const res = await c.post('/common3/resetPasswordExternal', { password: 'short' });
  expect(res.status).toBe(400);
  expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['password', 'token']);
});

describe('POST admin/userManagement/resetPassword (signed in)', () => {
  test('needs the current password; rotates this session and ends the others', async () => {
    const { email, client } = await registered();
    const other = await new Client(server.origin).prime();
    await other.post('/common3/signon', { email, password: 'first-pass-1' });
    const sid = client.jar.get('ISTORE_SID');

    const wrong = await client.post('/admin/userManagement/resetPassword', {
      currentPassword: 'nope-nope',
      newPassword: 'second-pass-2',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'currentPassword' });

    const ok = await client.post('/admin/userManagement/resetPassword', {
      currentPassword: 'first-pass-1',
      newPassword: 'second-pass-2',
    });
    expect(ok.status).toBe(200);
    expect(client.jar.get('ISTORE_SID')).not.toBe(sid);
    expect((await userOf(client))?.email).toBe(email);
    expect(await userOf(other)).toBeNull();
    expect((await signOn(email, 'second-pass-2')).status).toBe(200);
  });

  test('signed out it is a 401', async () => {
    const c = await new Client(server.origin).prime();
    expect(
      (await c.post('/admin/userManagement/resetPassword', { currentPassword: 'x', newPassword: 'second-pass-2' }))
        .status,
    ).toBe(401);
  });
});

test('a shopper using the store in Chinese gets the reset mail in Chinese; in English it is unchanged', async () => {
  const { email } = await registered();
  const ask = async (c: Client) => {
    expect((await c.get(`/common3/forgotPassword?emailID=${encodeURIComponent(email)}`)).status).toBe(200);
    return mailTo(db(), email)[0];
  };
  const zh = await ask(await inChinese(await new Client(server.origin).prime()));
  expect(zh.subject).toBe('重置您的密码');
  expect(zh.text).toContain('Reta，您好：');
  expect(zh.text).toContain(`请打开此链接设置新密码（只能使用一次，60 分钟内有效）：\n${zh.link}`);
  expect(zh.link).toMatch(/^https:\/\/shop\.example\/account\/resetPassword\?token=/);
  expectAbsoluteLinks(zh);
  const en = await ask(await new Client(server.origin).prime());
  expect(en.subject).toBe('Reset your password');
  expect(en.text).toBe(
    `Hello Reta,\n\nOpen this link to choose a new password (it works once, for 60 minutes):\n${en.link}\n\nIf you did not ask for this, ignore this mail: your password stays as it is.`,
  );
  expectAbsoluteLinks(en);
});
