import { XSRF_COOKIE } from '../../types/api';
import { Client, findSetCookie, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const XSRF_ERROR = { errors: [{ code: 'XSRF', message: 'Missing or invalid XSRF token' }] };
const LOCATION = { locationId: 'toronto-downtown' };

describe('XSRF-TOKEN cookie', () => {
  test('is issued, readable by scripts, on the first response and not re-issued', async () => {
    const client = new Client(server.origin);
    const first = await client.get('/common3/appInfoInit');
    const cookie = findSetCookie(first.setCookies, XSRF_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{20,};/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
    const second = await client.get('/common3/appInfoInit');
    expect(findSetCookie(second.setCookies, XSRF_COOKIE)).toBeUndefined();
  });

  test('is issued on error responses too', async () => {
    const res = await new Client(server.origin).get('/common3/nope');
    expect(res.status).toBe(404);
    expect(findSetCookie(res.setCookies, XSRF_COOKIE)).toBeDefined();
  });
});

describe('mutating API requests', () => {
  test('without the header are refused with 403 and change nothing', async () => {
    const client = await new Client(server.origin).prime();
    const res = await client.post('/common3/setSelectedStoreLocation', LOCATION, { xsrf: false });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(XSRF_ERROR);
    const info = await client.get('/common3/appInfoInit');
    expect(info.body.appContent.appDetail.locid).toBeNull();
  });

  test('with the matching header are accepted', async () => {
    const client = await new Client(server.origin).prime();
    const res = await client.post('/common3/setSelectedStoreLocation', LOCATION);
    expect(res.status).toBe(200);
  });

  test('with a forged header, or without the cookie, are refused', async () => {
    const client = await new Client(server.origin).prime();
    const forged = await client.post('/common3/setSelectedStoreLocation', LOCATION, {
      xsrf: false,
      headers: { 'X-XSRF-TOKEN': 'forged-token-value' },
    });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual(XSRF_ERROR);

    const token = client.jar.get(XSRF_COOKIE)!;
    const stranger = new Client(server.origin);
    const noCookie = await stranger.post('/common3/setSelectedStoreLocation', LOCATION, {
      headers: { 'X-XSRF-TOKEN': token },
    });
    expect(noCookie.status).toBe(403);
  });

  test('every mutating method is checked; GET is not', async () => {
    const client = await new Client(server.origin).prime();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await client.raw(method, '/api/istore/client/common3/signon', { xsrf: false, body: {} });
      expect(res.status).toBe(403);
    }
    expect((await client.get('/common3/logout')).status).toBe(200);
  });

  test('an encoded path that routes to the API is checked too (no sign-in without the token)', async () => {
    const client = await new Client(server.origin).prime();
    for (const path of ['/%61pi/istore/client/common3/signon', '/api/istore/client/common3/%73ignon']) {
      const res = await client.raw('POST', path, {
        xsrf: false,
        body: { email: 'demo@example.com', password: 'demo1234' },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(XSRF_ERROR);
    }
    const info = await client.get('/common3/appInfoInit');
    expect(info.body.user ?? null).toBeNull();
  });
});
