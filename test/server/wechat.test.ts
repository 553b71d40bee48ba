/**
 * wechat/* over real HTTP (spec 7.1): GET wechat/enabled; POST wechat/weChatlogin exchanging a
 * wx.login code for a deterministic sandbox open id kept in the session, with schema-validated
 * input, XSRF, and the open id accepted by the mini-program payment calls.
 */
import { SESSION_COOKIE } from '../../server/api/http/session';
import { SANDBOX_OPEN_ID_PREFIX, SESSION_OPEN_ID, sandboxOpenId } from '../../server/api/routes/wechat';
import { API_BASE_PATH, WECHAT_TEST_INVALID_CODE, XSRF_COOKIE, XSRF_HEADER } from '../../types/api';
import { Client, startServer, type TestServer } from './helpers';
import { SM, placeOrder } from './checkout-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const LOGIN = '/wechat/weChatlogin';

function setWechatLogin(enabled: boolean | null): void {
  const db = server.app.db;
  if (enabled === null) db.prepare("DELETE FROM store_settings WHERE key = 'wechatLogin'").run();
  else
    db.prepare("INSERT OR REPLACE INTO store_settings (key, value) VALUES ('wechatLogin', ?)").run(
      JSON.stringify({ enabled }),
    );
}

function sessionData(client: Client): Record<string, unknown> {
  const row = server.app.db
    .prepare<[string], { data: string }>('SELECT data FROM sessions WHERE id = ?')
    .get(client.jar.get(SESSION_COOKIE)!);
  return row ? JSON.parse(row.data) : {};
}

describe('GET wechat/enabled', () => {
  afterEach(() => setWechatLogin(null));

  test('on by default; follows the store setting', async () => {
    const client = new Client(server.origin);
    expect((await client.get('/wechat/enabled')).body).toMatchObject({ enabled: true });
    setWechatLogin(false);
    expect((await client.get('/wechat/enabled')).body).toMatchObject({ enabled: false });
    setWechatLogin(true);
    expect((await client.get('/wechat/enabled')).body).toMatchObject({ enabled: true });
  });
});

describe('POST wechat/weChatlogin', () => {
  afterEach(() => setWechatLogin(null));

  test('a code -> a deterministic sandbox open id, kept in the session; the code works once', async () => {
    const client = await new Client(server.origin).prime();
    const res = await client.post(LOGIN, { code: '081AbC-def_123' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ weChatOpenId: sandboxOpenId('081AbC-def_123'), linked: false });
    expect(res.body.weChatOpenId).toMatch(new RegExp(`^${SANDBOX_OPEN_ID_PREFIX}[0-9a-f]{28}$`));
    expect(client.jar.get(SESSION_COOKIE)).toBeDefined();
    expect(sessionData(client)[SESSION_OPEN_ID]).toBe(res.body.weChatOpenId);

    // a code works once, as WeChat's: the same code on another device is refused
    const other = await new Client(server.origin).prime();
    const again = await other.post(LOGIN, { code: '081AbC-def_123' });
    expect(again.status).toBe(401);
    expect(again.body.errors[0]).toMatchObject({ code: 'UNAUTHORIZED', field: 'code' });
    expect(sessionData(other)[SESSION_OPEN_ID]).toBeUndefined();
    expect((await other.post(LOGIN, { code: '081xyz' })).body.weChatOpenId).not.toBe(res.body.weChatOpenId);
    expect(sessionData(other)[SESSION_OPEN_ID]).toBe(sandboxOpenId('081xyz'));
  });

  test('the open id pays: requestWeChatMiniProgramPayment and the result report accept it', async () => {
    const { client, order } = await placeOrder(server);
    const { weChatOpenId } = (await client.post(LOGIN, { code: 'pay-code-1' })).body;
    const req = await client.post(`${SM}/requestWeChatMiniProgramPayment`, { orderID: order.orderID, weChatOpenId });
    expect(req.status).toBe(200);
    const ok = await client.post(`${SM}/processWeChatMiniProgramPayment/success`, {
      orderID: order.orderID,
      weChatOpenId,
    });
    expect(ok.body).toEqual({ orderID: order.orderID, status: 'NEW', paymentStatus: 'PAID_ONLINE' });
  });

  test.each([
    [{}, 'Code is required'],
    [{ code: '' }, 'Code must not be empty'],
    [{ code: 'has space' }, 'Code has an invalid format'],
    [{ code: 'x'.repeat(129) }, 'Code must be at most 128 characters'],
    [{ code: ['a', 'b'] }, 'Code must be a string'],
    [{ code: { a: 1 } }, 'Code must be a string'],
  ])('bad input %j: 400 VALIDATION "%s", nothing stored', async (body, message) => {
    const client = await new Client(server.origin).prime();
    const res = await client.post(LOGIN, body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body.errors[0]).toMatchObject({ code: 'VALIDATION', message });
    expect(client.jar.get(SESSION_COOKIE)).toBeUndefined();
  });

  test('an empty or non-JSON body: 400 BAD_REQUEST', async () => {
    const client = await new Client(server.origin).prime();
    const empty = await client.raw('POST', `${API_BASE_PATH}${LOGIN}`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].code).toBe('BAD_REQUEST');
    const res = await fetch(`${server.origin}${API_BASE_PATH}${LOGIN}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: client.cookieHeader(),
        [XSRF_HEADER]: client.jar.get(XSRF_COOKIE)!,
      },
      body: '{"code":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { code: string }[] }).errors[0].code).toBe('BAD_REQUEST');
  });

  test('without the XSRF header: 403 XSRF, nothing stored', async () => {
    const client = await new Client(server.origin).prime();
    const res = await client.post(LOGIN, { code: 'abc123' }, { xsrf: false });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('XSRF');
    expect(client.jar.get(SESSION_COOKIE)).toBeUndefined();
  });

  test('a code WeChat refuses (sandbox test code): 401 UNAUTHORIZED on the code', async () => {
    const client = await new Client(server.origin).prime();
    const res = await client.post(LOGIN, { code: WECHAT_TEST_INVALID_CODE });
    expect(res.status).toBe(401);
    expect(res.body.errors).toEqual([
      { code: 'UNAUTHORIZED', message: 'The WeChat login code is invalid or has expired', field: 'code' },
    ]);
  });

  test('WeChat login switched off: 409 CONFLICT', async () => {
    setWechatLogin(false);
    const client = await new Client(server.origin).prime();
    const res = await client.post(LOGIN, { code: 'abc123' });
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toMatchObject({
      code: 'CONFLICT',
      message: 'WeChat login is not enabled for this store',
    });
  });
});
