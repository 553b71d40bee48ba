/**
 * Strict input (defect 6): bodies are taken as sent (no type coercion, no silently
 * dropped properties), text is valid Unicode without control characters, every error (the
 * router's included) answers `{ errors: [{ message }] }`, and cookies are Secure when the request
 * came over https through a proxy the server is configured to trust.
 */
import http from 'node:http';
import { API_BASE_PATH } from '../../types/api';
import { Client, findSetCookie, startServer, type TestServer } from './helpers';
import { SM, add, fillPickup, plainProduct } from './checkout-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const errorsOf = (body: any) => body?.errors as { code: string; message: string; field?: string }[];

describe('bodies are taken as sent', () => {
  test.each([
    ['an array for an integer', { productId: [25], quantity: 1 }, 'productId', 'Product id must be an integer'],
    ['true for a quantity', { productId: 25, quantity: true }, 'quantity', 'Quantity must be an integer'],
    ['a numeric string', { productId: '25', quantity: 1 }, 'productId', 'Product id must be an integer'],
    [
      'an unknown property',
      { productId: 25, quantity: 1, price: 1 },
      'price',
      'Request body has an unknown property price',
    ],
  ])('add to cart with %s: 400 naming the field, nothing added', async (_label, body, field, message) => {
    const c = await new Client(server.origin).prime();
    const p = plainProduct(server.app.db);
    const res = await c.post(`${SM}/myCart`, {
      ...body,
      productId: Array.isArray(body.productId) ? [p.id] : typeof body.productId === 'string' ? String(p.id) : p.id,
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toContainEqual({ code: 'VALIDATION', field, message });
    expect((await c.get(`${SM}/myCart`)).body.itemCount).toBe(0);
  });

  test('tips: true is not a tip of 1', async () => {
    const c = await new Client(server.origin).prime();
    await add(c, plainProduct(server.app.db), 2);
    const res = await c.post(`${SM}/tips`, { tipsAmount: true });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toContainEqual({
      code: 'VALIDATION',
      field: 'tipsAmount',
      message: 'Tips amount must be an integer',
    });
    expect((await c.get(`${SM}/billing/`)).body.tips).toBe(0);
  });

  test('a body schema without its own rule refuses unknown properties too (sign on)', async () => {
    const c = await new Client(server.origin).prime();
    const res = await c.post('/common3/signon', { email: 'demo@example.com', password: 'demo1234', admin: true });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toContainEqual({
      code: 'VALIDATION',
      field: 'admin',
      message: 'Request body has an unknown property admin',
    });
  });

  test('query strings still read numbers and booleans from text', async () => {
    const c = await new Client(server.origin).prime();
    await add(c, plainProduct(server.app.db), 2);
    await fillPickup(c);
    expect((await c.get(`${SM}/billing/?pickUpAandPayAtStore=true`)).body.payAtStore).toBe(true);
    expect((await c.get('/admin/orderManagement/orders/list?numberToLoad=5&startingPosition=0')).status).toBe(200);
  });
});

describe('text is valid Unicode without control characters', () => {
  test.each([
    ['a NUL byte', 'Ada\u0000'],
    ['a lone surrogate', 'Ada\ud800'],
    ['an escape character', 'Ada\u001b[31m'],
    ['a C1 control', 'Ada\u0085'],
  ])('a contact name with %s is refused, nothing stored', async (_label, firstName) => {
    const c = await new Client(server.origin).prime();
    await add(c, plainProduct(server.app.db), 2);
    const config = (await c.get(`${SM}/checkoutConfig`)).body;
    const store = config.pickupLocations[0];
    const res = await c.post(
      `${SM}/orderContactInfo?methodName=PICKUP&localStoreName=${encodeURIComponent(store.localStoreName)}`,
      {
        firstName,
        lastName: 'Lee',
        email: 'ada@example.com',
        phone: '+1 416 555 0100',
      },
    );
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toContainEqual({
      code: 'VALIDATION',
      field: 'firstName',
      message: 'First name must be text without control characters',
    });
    expect((await c.get(`${SM}/billing/`)).body.contact).toBeNull();
  });

  test('line breaks, tabs, emoji and Chinese are text', async () => {
    const c = await new Client(server.origin).prime();
    await add(c, plainProduct(server.app.db), 2);
    const res = await c.post(`${SM}/updateCustomerComment`, { comment: 'Ring twice\n\tthanks 🍵 谢谢' });
    expect(res.status).toBe(200);
  });
});

/** A raw request (fetch refuses some of these URLs and headers itself). */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const url = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, headers }, (res) => {
      let data = '';
      res.on('data', (d) => (data += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : null }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('router errors answer in the API shape', () => {
  test.each([
    [
      'bad percent-encoding',
      `${API_BASE_PATH}/productManagement/product/%E0%A4%A`,
      {},
      400,
      'The address is not valid',
    ],
    [
      'a path parameter too long',
      `${API_BASE_PATH}/productManagement/product/${'1'.repeat(500)}`,
      {},
      414,
      'The address is too long',
    ],
    [
      'headers too large',
      `${API_BASE_PATH}/common3/appInfoInit`,
      { 'x-filler': 'x'.repeat(20_000) },
      431,
      'The request headers are too large',
    ],
  ])('%s', async (_label, path, headers, status, message) => {
    const res = await raw(path, headers);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errors: [{ code: 'BAD_REQUEST', message }] });
  });
});

describe('Secure cookies behind an https proxy', () => {
  test('with trustProxy on, X-Forwarded-Proto https makes the cookies Secure, the session cookie __Host-, and adds HSTS', async () => {
    const trusted = await startServer({ trustProxy: true });
    try {
      const c = new Client(trusted.origin);
      const https = { headers: { 'x-forwarded-proto': 'https' } };
      const res = await c.get('/common3/changeLocale/en', https);
      // ASVS 5.0 L2: over https the session cookie is __Host- prefixed: Secure, Path=/, no Domain
      const session = findSetCookie(res.setCookies, '__Host-ISTORE_SID')!;
      expect(session).toMatch(/; Secure/);
      expect(session).toMatch(/; Path=\//);
      expect(session).not.toMatch(/Domain=/i);
      expect(findSetCookie(res.setCookies, 'ISTORE_SID')).toBeUndefined();
      expect(findSetCookie(res.setCookies, 'XSRF-TOKEN')).toMatch(/; Secure/);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      // the prefixed cookie carries the session: the language chosen sticks
      await c.get('/common3/changeLocale/zh', https);
      const info = await c.get('/common3/appInfoInit', https);
      expect(info.body.appContent.system.appMessage.currentLocale).toBe('zh');
      const plain = await new Client(trusted.origin).get('/common3/changeLocale/en');
      expect(findSetCookie(plain.setCookies, 'ISTORE_SID')).not.toMatch(/Secure/);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await trusted.close();
    }
  });

  test('without it, the header is not believed', async () => {
    const res = await new Client(server.origin).get('/common3/changeLocale/en', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(findSetCookie(res.setCookies, 'ISTORE_SID')).not.toMatch(/Secure/);
  });
});
