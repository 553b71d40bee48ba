import { TransportError } from '@/platform/transport-error';
import type { TransportRequest } from '@/platform/transport';
import { ApiError, buildQuery, createHttp, ERROR_TEXT, errorMessage, isApiError } from '@/services/http';
import { apiError, createFakeServer, json, text } from '../support/fakeServer';

function setup(origin = '') {
  const server = createFakeServer();
  server.cookies.set('XSRF-TOKEN', 'tok-123');
  const http = createHttp({ origin, transport: server.transport, cookies: server.cookies });
  return { server, http };
}

async function caught(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(isApiError(e)).toBe(true);
    return e as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('the stored language goes with every request', () => {
  it('as Accept-Language when a language is chosen; none otherwise; an explicit header wins', async () => {
    const server = createFakeServer();
    const seen: (string | undefined)[] = [];
    server.on('GET', 'common3/x', (req) => {
      seen.push(req.headers['Accept-Language']);
      return json({});
    });
    let locale: string | null = 'zh';
    const http = createHttp({ transport: server.transport, locale: () => locale });
    await http.get('common3/x');
    locale = null;
    await http.get('common3/x');
    locale = 'en';
    await http.get('common3/x', { headers: { 'Accept-Language': 'zh' } });
    expect(seen).toEqual(['zh', undefined, 'zh']);
  });
});

describe('urls and queries', () => {
  it('puts API paths under /api/istore/client on the configured origin', () => {
    expect(createHttp({ transport: jest.fn() }).url('common3/appInfoInit')).toBe(
      '/api/istore/client/common3/appInfoInit',
    );
    expect(createHttp({ origin: 'http://127.0.0.1:8080/', transport: jest.fn() }).url('common3/x')).toBe(
      'http://127.0.0.1:8080/api/istore/client/common3/x',
    );
    expect(createHttp({ transport: jest.fn() }).url('https://other.example/x')).toBe('https://other.example/x');
    expect(createHttp({ transport: jest.fn() }).url('/__test/knobs')).toBe('/__test/knobs');
  });

  it('builds queries, skipping undefined and null, encoding values, repeating arrays', () => {
    expect(buildQuery({ a: 1, b: undefined, c: null, d: 'x y&z', e: true, f: ['1', 2] })).toBe(
      'a=1&d=x%20y%26z&e=true&f=1&f=2',
    );
    expect(buildQuery({})).toBe('');
    expect(buildQuery(undefined)).toBe('');
    const http = createHttp({ transport: jest.fn() });
    expect(http.url('common3/pageContent', { pageName: 'about us', skip: undefined })).toBe(
      '/api/istore/client/common3/pageContent?pageName=about%20us',
    );
  });
});

describe('requests', () => {
  it('GET parses the JSON answer and asks for JSON', async () => {
    const { server, http } = setup();
    server.on('GET', 'common3/pageContent', (req) => json({ got: req.query.get('pageName') }));
    await expect(http.get('common3/pageContent', { query: { pageName: 'faq' } })).resolves.toEqual({ got: 'faq' });
    expect(server.requests[0].headers.Accept).toBe('application/json');
    expect(server.requests[0].body).toBeUndefined();
  });

  it('POST and PUT send a JSON body with its content type', async () => {
    const { server, http } = setup();
    server.on('POST', 'common3/signon', (req) => json({ echo: req.json }));
    server.on('PUT', 'admin/userManagement/userInfo', (req) => json({ echo: req.json }));
    await expect(http.post('common3/signon', { email: 'a@b.c' })).resolves.toEqual({ echo: { email: 'a@b.c' } });
    await expect(http.put('admin/userManagement/userInfo', { firstName: 'A' })).resolves.toEqual({
      echo: { firstName: 'A' },
    });
    for (const r of server.requests) expect(r.headers['Content-Type']).toBe('application/json');
  });

  it('an empty 2xx body is null', async () => {
    const { server, http } = setup();
    server.on('GET', 'common3/logout', () => ({ status: 204, headers: {}, body: '' }));
    await expect(http.get('common3/logout')).resolves.toBeNull();
  });

  it('passes the time limit to the transport (15 s by default)', async () => {
    const { server, http } = setup();
    server.on('GET', 'x', () => json({}));
    await http.get('x');
    await http.get('x', { timeoutMs: 500 });
    expect(server.requests.map((r) => r.timeoutMs)).toEqual([15000, 500]);
  });
});

describe('XSRF (spec 7)', () => {
  const sent = (r: TransportRequest) => r.headers['X-XSRF-TOKEN'];

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)('sends X-XSRF-TOKEN on %s to a relative URL', async (method) => {
    const { server, http } = setup();
    server.on(method, 'common3/x', () => json({ ok: true }));
    await http.request(method, 'common3/x', { body: {} });
    expect(sent(server.requests[0])).toBe('tok-123');
  });

  it.each(['GET', 'HEAD'] as const)('does not send it on %s', async (method) => {
    const { server, http } = setup();
    server.on(method, 'common3/x', () => json({}));
    await http.request(method, 'common3/x');
    expect(sent(server.requests[0])).toBeUndefined();
  });

  it.each(['https://pay.example.com/charge', 'http://pay.example.com/charge', '//pay.example.com/charge'])(
    'never sends it to an absolute URL (%s)',
    async (url) => {
      const { server, http } = setup();
      await http.post(url, {}).catch(() => undefined);
      expect(server.requests[0].url).toBe(url);
      expect(sent(server.requests[0])).toBeUndefined();
    },
  );

  it('still sends it for API paths when an origin is configured (weapp)', async () => {
    const { server, http } = setup('http://127.0.0.1:8080');
    server.on('POST', 'common3/signon', () => json({}));
    await http.post('common3/signon', {});
    expect(server.requests[0].url).toBe('http://127.0.0.1:8080/api/istore/client/common3/signon');
    expect(sent(server.requests[0])).toBe('tok-123');
  });

  it('a fresh browser (no cookie yet): the first changes wait for one read that brings it, then send it', async () => {
    const { server, http } = setup();
    server.cookies.set('XSRF-TOKEN', undefined);
    server.on('GET', 'common3/appInfoInit', () => {
      server.cookies.set('XSRF-TOKEN', 'fresh-1');
      return json({});
    });
    server.on('POST', 'common3/x', () => json({}));
    await Promise.all([http.post('common3/x', {}), http.post('common3/x', {})]);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/istore/client/common3/appInfoInit',
      'POST /api/istore/client/common3/x',
      'POST /api/istore/client/common3/x',
    ]);
    expect(server.requests.slice(1).map(sent)).toEqual(['fresh-1', 'fresh-1']);
  });

  it('a first visit: parallel reads wait for the first answer, so the browser is given one token and one session', async () => {
    const { server, http } = setup();
    server.cookies.set('XSRF-TOKEN', undefined);
    // as the reference server does: every request that comes without the cookie is given a new one,
    // with the answer (after the other requests were sent, if they did not wait)
    const given: string[] = [];
    const answer = async () => {
      const had = server.cookies.get('XSRF-TOKEN');
      await new Promise((r) => setTimeout(r, 5));
      if (!had) {
        given.push(`tok-${given.length + 1}`);
        server.cookies.set('XSRF-TOKEN', given.at(-1));
      }
      return json({});
    };
    for (const p of ['common3/appInfoInit', 'productManagement2/a', 'productManagement2/b'])
      server.on('GET', p, answer);
    server.on('POST', 'common3/x', answer);
    await Promise.all([
      http.get('common3/appInfoInit'),
      http.get('productManagement2/a'),
      http.get('productManagement2/b'),
      http.post('common3/x', {}),
    ]);
    expect(given).toEqual(['tok-1']);
    expect(sent(server.requests.find((r) => r.method === 'POST')!)).toBe('tok-1');
  });

  it('a read that brings no cookie: the change goes without one (the server says why it refuses)', async () => {
    const { server, http } = setup();
    server.cookies.set('XSRF-TOKEN', undefined);
    server.on('GET', 'common3/appInfoInit', () => json({}));
    server.on('POST', 'common3/x', () => json({}));
    await http.post('common3/x', {});
    expect(server.requests.at(-1)!.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });
});

describe('errors become one ApiError', () => {
  it('takes the first message of the server error list, keeping all of them', async () => {
    const { server, http } = setup();
    server.on('POST', 'common3/signon', () =>
      json(
        {
          errors: [
            { code: 'UNAUTHORIZED', message: 'Wrong email or password' },
            { code: 'X', message: 'Second' },
          ],
        },
        401,
      ),
    );
    const e = await caught(http.post('common3/signon', {}));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Wrong email or password' });
    expect(e.messages).toEqual(['Wrong email or password', 'Second']);
  });

  it('skips malformed entries of the error list', async () => {
    const { server, http } = setup();
    server.on('GET', 'x', () => json({ errors: [null, 'text', { code: 'C' }, { message: 'Usable' }] }, 400));
    const e = await caught(http.get('x'));
    expect(e).toMatchObject({ status: 400, code: 'HTTP_ERROR', message: 'Usable', messages: ['Usable'] });
  });

  it('a non-JSON 502 gets a plain text', async () => {
    const { server, http } = setup();
    server.on('GET', 'x', () => text('<html>Bad Gateway</html>', 502));
    const e = await caught(http.get('x'));
    expect(e).toMatchObject({ status: 502, code: 'HTTP_ERROR', message: ERROR_TEXT.HTTP, messages: [ERROR_TEXT.HTTP] });
  });

  it('a JSON error body without errors gets a plain text', async () => {
    const { server, http } = setup();
    server.on('GET', 'x', () => json({ message: 'nope' }, 500));
    await expect(caught(http.get('x'))).resolves.toMatchObject({ status: 500, message: ERROR_TEXT.HTTP });
  });

  it('a network error', async () => {
    const { server, http } = setup();
    server.transport.mockRejectedValueOnce(new TransportError('network'));
    await expect(caught(http.get('x'))).resolves.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error, please try again',
    });
    server.transport.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(caught(http.get('x'))).resolves.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('no answer while the device is offline: OFFLINE, said plainly', async () => {
    const { server, http } = setup();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      server.transport.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await expect(caught(http.post('x', { a: 1 }))).resolves.toMatchObject({
        status: 0,
        code: 'OFFLINE',
        message: 'You are offline: try again when you are back online.',
      });
    } finally {
      onLine.mockRestore();
    }
  });

  it('a timeout reported by the transport', async () => {
    const { server, http } = setup();
    server.transport.mockRejectedValueOnce(new TransportError('timeout'));
    await expect(caught(http.get('x'))).resolves.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: ERROR_TEXT.TIMEOUT,
    });
  });

  it('a transport that never answers is cut at the time limit', async () => {
    jest.useFakeTimers();
    try {
      const transport = jest.fn(() => new Promise<never>(() => undefined));
      const http = createHttp({ transport, timeoutMs: 1000 });
      const p = caught(http.get('x'));
      await jest.advanceTimersByTimeAsync(999);
      let settled = false;
      void p.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await expect(p).resolves.toMatchObject({ status: 0, code: 'TIMEOUT' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('malformed JSON in a 200 answer', async () => {
    const { server, http } = setup();
    server.on('GET', 'x', () => text('{"storeName": "Dem', 200));
    await expect(caught(http.get('x'))).resolves.toMatchObject({
      status: 200,
      code: 'BAD_RESPONSE',
      message: ERROR_TEXT.BAD_RESPONSE,
    });
  });

  it('errorMessage() gives a text for anything thrown', () => {
    expect(errorMessage(new ApiError(400, 'V', 'Email is required'))).toBe('Email is required');
    expect(errorMessage(new Error('boom'))).toBe(ERROR_TEXT.HTTP);
  });

  it('uses a real 404 answer from the fake server', async () => {
    const { http } = setup();
    await expect(caught(http.get('nope'))).resolves.toMatchObject({
      status: 404,
      message: 'No such endpoint: GET nope',
    });
    expect(apiError(400, 'a').status).toBe(400);
  });
});
