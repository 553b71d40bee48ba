/**
 * The mini-program transport with its cookie jar, with Taro.request and storage mocked at the
 * edge (test/support/taro.ts), driven through the real http client.
 */
import Taro from '@tarojs/taro';
import { COOKIE_JAR_KEY, createCookieJar } from '@/platform/cookie-jar';
import { createJarCookies } from '@/platform/cookies.weapp';
import { createTaroStorage } from '@/platform/storage.weapp';
import { createTaroTransport } from '@/platform/transport.weapp';
import { TransportError } from '@/platform/transport-error';
import { createHttp } from '@/services/http';
import { resetTaro, storageSnapshot } from '../support/taro';

const request = Taro.request as unknown as jest.Mock;

type Answer = { statusCode?: number; header?: Record<string, unknown>; data?: unknown };

function answer(...answers: Answer[]) {
  for (const a of answers) {
    request.mockImplementationOnce(async () => ({
      statusCode: a.statusCode ?? 200,
      header: a.header ?? {},
      data: a.data ?? '{}',
      errMsg: 'request:ok',
    }));
  }
}

function setup(start = Date.parse('2025-06-01T00:00:00Z')) {
  let now = start;
  const storage = createTaroStorage();
  const jar = createCookieJar(storage, () => now);
  const transport = createTaroTransport(jar);
  const cookies = createJarCookies(jar);
  const http = createHttp({ origin: 'http://127.0.0.1:8080', transport, cookies });
  return { http, jar, cookies, advance: (ms: number) => (now += ms) };
}

const sentHeader = (call: number) => request.mock.calls[call][0].header as Record<string, string>;

beforeEach(() => resetTaro());

it('sends the request as text to the configured origin with the time limit', async () => {
  const { http } = setup();
  // a first change with an empty jar reads once for the XSRF cookie (services/http.ts), then sends it
  answer({ header: { 'Set-Cookie': 'XSRF-TOKEN=t1; Path=/' } }, { data: '{"ok":true}' });
  await expect(http.post('common3/x', { a: 1 }, { timeoutMs: 3000 })).resolves.toEqual({ ok: true });
  expect(request.mock.calls[0][0]).toMatchObject({ method: 'GET', url: expect.stringMatching(/appInfoInit$/) });
  expect(sentHeader(1)['X-XSRF-TOKEN']).toBe('t1');
  expect(request.mock.calls[1][0]).toMatchObject({
    url: 'http://127.0.0.1:8080/api/istore/client/common3/x',
    method: 'POST',
    data: '{"a":1}',
    timeout: 3000,
    dataType: 'text',
    responseType: 'text',
  });
});

it('stores Set-Cookie in storage and sends it back as the cookie header', async () => {
  const { http } = setup();
  answer({ header: { 'Set-Cookie': 'ISTORE_SID=abc; Path=/; HttpOnly' } }, { data: '{}' });
  await http.get('common3/appInfoInit');
  expect(sentHeader(0)).not.toHaveProperty('cookie');
  expect(storageSnapshot()[COOKIE_JAR_KEY]).toEqual({ ISTORE_SID: { value: 'abc' } });
  await http.get('shoppingManagement4/myCart');
  expect(sentHeader(1).cookie).toBe('ISTORE_SID=abc');
});

it('reads lower-case set-cookie, comma-joined cookies and arrays', async () => {
  const { http, cookies } = setup();
  answer(
    {
      header: {
        'set-cookie': 'ISTORE_SID=s1; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT; HttpOnly, XSRF-TOKEN=x1; Path=/',
      },
    },
    { header: { 'Set-Cookie': ['SASROID=r1; Path=/', 'SASRFRID=r2'] } },
    {},
  );
  await http.get('a');
  await http.get('b');
  await http.get('c');
  expect(sentHeader(2).cookie).toBe('ISTORE_SID=s1; XSRF-TOKEN=x1; SASROID=r1; SASRFRID=r2');
  expect(cookies.all()).toEqual({ ISTORE_SID: 's1', 'XSRF-TOKEN': 'x1', SASROID: 'r1', SASRFRID: 'r2' });
});

it('honours expiry: Max-Age runs out, Max-Age=0 deletes', async () => {
  const { http, advance } = setup();
  answer(
    { header: { 'Set-Cookie': 'SHORT=1; Max-Age=60, LONG=2; Max-Age=3600' } },
    {},
    {},
    {
      header: { 'Set-Cookie': 'LONG=; Max-Age=0' },
    },
    {},
  );
  await http.get('a');
  await http.get('b');
  expect(sentHeader(1).cookie).toBe('SHORT=1; LONG=2');
  advance(61_000);
  await http.get('c');
  expect(sentHeader(2).cookie).toBe('LONG=2');
  await http.get('d');
  await http.get('e');
  expect(sentHeader(4)).not.toHaveProperty('cookie');
});

it('sends the XSRF-TOKEN cookie of the jar as X-XSRF-TOKEN on POST, not on GET', async () => {
  const { http } = setup();
  answer({ header: { 'Set-Cookie': 'XSRF-TOKEN=tok-9; Path=/' } }, {}, {});
  await http.get('common3/appInfoInit');
  await http.post('common3/signon', { email: 'a' });
  await http.get('common3/logout');
  expect(sentHeader(1)['X-XSRF-TOKEN']).toBe('tok-9');
  expect(sentHeader(1).cookie).toBe('XSRF-TOKEN=tok-9');
  expect(sentHeader(2)).not.toHaveProperty('X-XSRF-TOKEN');
});

it('a damaged jar in storage is ignored, not thrown', async () => {
  Taro.setStorageSync(COOKIE_JAR_KEY, { good: { value: 'g' }, bad: 'x', worse: { value: 3 } });
  const { http } = setup();
  answer({});
  await http.get('a');
  expect(sentHeader(0).cookie).toBe('good=g');
  Taro.setStorageSync(COOKIE_JAR_KEY, 'garbage');
  answer({});
  await http.get('b');
  expect(sentHeader(1)).not.toHaveProperty('cookie');
});

it('maps wx failures: timeout and network', async () => {
  const transport = createTaroTransport(createCookieJar(createTaroStorage()));
  request.mockRejectedValueOnce({ errMsg: 'request:fail timeout' });
  await expect(transport({ method: 'GET', url: 'u', headers: {}, timeoutMs: 10 })).rejects.toEqual(
    new TransportError('timeout', 'request:fail timeout'),
  );
  request.mockRejectedValueOnce({ errMsg: 'request:fail -101:net::ERR_CONNECTION_REFUSED' });
  await expect(transport({ method: 'GET', url: 'u', headers: {}, timeoutMs: 10 })).rejects.toMatchObject({
    kind: 'network',
  });
});

it('through http: a wx timeout is an ApiError TIMEOUT, a 500 keeps its message', async () => {
  const { http } = setup();
  request.mockRejectedValueOnce({ errMsg: 'request:fail timeout' });
  await expect(http.get('a')).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 });
  answer({ statusCode: 500, data: '{"errors":[{"code":"INTERNAL","message":"Something went wrong"}]}' });
  await expect(http.get('a')).rejects.toMatchObject({ status: 500, message: 'Something went wrong' });
});

it('an object body (a wx build that parsed JSON anyway) is still read', async () => {
  const { http } = setup();
  answer({ data: { parsed: true } });
  await expect(http.get('a')).resolves.toEqual({ parsed: true });
});
