import type { AppInfo } from '../../types/api';
import { SESSION_COOKIE } from '../../server/api/http/session';
import { Client, findSetCookie, registerShopper, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const userCount = () => (server.app.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;

describe('POST common3/signon', () => {
  test('the demo shopper signs in; app info then carries the user', async () => {
    const client = await new Client(server.origin).prime();
    const res = await client.post('/common3/signon', { email: 'demo@example.com', password: 'demo1234' });
    expect(res.status).toBe(200);
    const cookie = findSetCookie(res.setCookies, SESSION_COOKIE);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toContain('SameSite=Lax');
    expect(res.body).toMatchObject({
      userID: expect.any(String),
      lastLoginDate: expect.any(String),
      user: { email: 'demo@example.com', firstName: 'Dana', lastName: 'Chen' },
    });

    const info = (await client.get('/common3/appInfoInit')).body as AppInfo;
    expect(info.user?.email).toBe('demo@example.com');
    expect(info.userID).toBe(res.body.userID);
    expect(info.lastLoginDate).toBe(res.body.lastLoginDate);
    expect(info.myID).toBe('MJDEMO01');
    expect(info.referrerUserGroup).toBe('Founding Shoppers');
    expect(info.membership?.name).toBe('Jade Club');
    expect(info.user).not.toHaveProperty('password_hash');
  });

  test('signing in gives a new session id and keeps the chosen language', async () => {
    const client = await new Client(server.origin).prime();
    await client.get('/common3/changeLocale/zh');
    const before = client.jar.get(SESSION_COOKIE);
    expect(before).toBeDefined();
    await client.post('/common3/signon', { email: 'DEMO@example.com ', password: 'demo1234' });
    expect(client.jar.get(SESSION_COOKIE)).not.toBe(before);
    const info = (await client.get('/common3/appInfoInit')).body as AppInfo;
    expect(info.userID).toBeTruthy();
    expect(info.appContent.system.appMessage.currentLocale).toBe('zh');

    // The old id no longer signs anyone in.
    const stale = new Client(server.origin);
    stale.jar.set(SESSION_COOKIE, before!);
    expect(((await stale.get('/common3/appInfoInit')).body as AppInfo).user).toBeNull();
  });

  test('a wrong password or unknown email is 401 with one message', async () => {
    const client = await new Client(server.origin).prime();
    for (const body of [
      { email: 'demo@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'demo1234' },
    ]) {
      const res = await client.post('/common3/signon', body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [{ code: 'UNAUTHORIZED', message: 'Incorrect email or password' }] });
    }
    expect(((await client.get('/common3/appInfoInit')).body as AppInfo).user).toBeNull();
  });

  test('a malformed body is a 400', async () => {
    const client = await new Client(server.origin).prime();
    const res = await client.post('/common3/signon', { email: 'demo@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ code: 'VALIDATION', field: 'password', message: 'Password is required' }]);
    const notJson = await client.raw('POST', '/api/istore/client/common3/signon', {
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.errors[0].code).toBe('BAD_REQUEST');
  });
});

describe('POST common3/clientRegistration', () => {
  test('invalid input is a 400 listing every field, and nothing is written', async () => {
    const client = await new Client(server.origin).prime();
    const before = userCount();
    const res = await client.post('/common3/clientRegistration', {
      email: 'not-an-email',
      password: 'short',
      firstName: '   ',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { code: 'VALIDATION', field: 'email', message: 'Email must be a valid email address' },
        { code: 'VALIDATION', field: 'password', message: 'Password must be at least 8 characters' },
        { code: 'VALIDATION', field: 'firstName', message: 'First name must not be blank' },
        { code: 'VALIDATION', field: 'lastName', message: 'Last name is required' },
      ]),
    );
    expect(userCount()).toBe(before);
    expect(findSetCookie(res.setCookies, SESSION_COOKIE)).toBeUndefined();
  });

  test('a new shopper confirms by the mailed code and is signed in; the same email again changes nothing', async () => {
    const client = await new Client(server.origin).prime();
    const before = userCount();
    const body = { email: 'Mei.Lin@Example.com', password: 'correct horse', firstName: 'Mei', lastName: 'Lin' };
    const res = await registerShopper(client, server.app.db, body);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: 'mei.lin@example.com', firstName: 'Mei', lastName: 'Lin' });
    expect(userCount()).toBe(before + 1);
    const info = (await client.get('/common3/appInfoInit')).body as AppInfo;
    expect(info.userID).toBe(res.body.userID);
    expect(info.myID).toMatch(/^MJ[0-9A-F]{10}$/);

    // the same email again: the same neutral answer as any registration (routes/registration.ts), no second account
    const other = await new Client(server.origin).prime();
    const dup = await other.post('/common3/clientRegistration', { ...body, email: 'mei.lin@example.com' });
    expect(dup.status).toBe(202);
    expect(userCount()).toBe(before + 1);

    const signon = await other.post('/common3/signon', { email: 'mei.lin@example.com', password: 'correct horse' });
    expect(signon.status).toBe(200);
  });
});

describe('GET common3/logout', () => {
  test('signs the shopper out and keeps the language', async () => {
    const client = await new Client(server.origin).prime();
    await client.get('/common3/changeLocale/zh');
    await client.post('/common3/signon', { email: 'demo@example.com', password: 'demo1234' });
    const res = await client.get('/common3/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const info = (await client.get('/common3/appInfoInit')).body as AppInfo;
    expect(info.user).toBeNull();
    expect(info.userID).toBeNull();
    expect(info.appContent.system.appMessage.currentLocale).toBe('zh');
  });

  test('is harmless without a session', async () => {
    const res = await new Client(server.origin).get('/common3/logout');
    expect(res.status).toBe(200);
  });
});
