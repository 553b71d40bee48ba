/**
 * Extension `alerts` client (types/alerts.ts): the calls it makes and how it reads their answers.
 * The server side is tested over HTTP in test/server/alerts.test.ts.
 */
import { createHttp, isApiError } from '@/services/http';
import { alertRequest, createAlertsApi, normalizeAlert } from '@/services/alerts';
import { apiError, createFakeServer, json } from '../support/fakeServer';

const wire = {
  id: 7,
  productId: 1,
  optionPair: 'size:Small|colour:White',
  kind: 'stock',
  status: 'pending',
  channel: 'email',
  productName: 'Jade Garden Celadon Gongfu Tea Set',
  price: 8900,
  currencyCode: 'CAD',
  createdAt: '2026-12-02T01:00:00.000Z',
};

function setup() {
  const server = createFakeServer();
  server.cookies.set('XSRF-TOKEN', 'tok');
  return { server, api: createAlertsApi(createHttp({ transport: server.transport, cookies: server.cookies })) };
}

describe('alerts client calls', () => {
  it('create posts only the fields given (trimmed email, no empty option) and answers the alert', async () => {
    const { server, api } = setup();
    server.on('POST', 'ext/alerts', () => json({ alert: wire }));
    expect(await api.create({ productId: 1, kind: 'stock', optionPair: '', email: ' a@b.co ' })).toEqual(wire);
    const [req] = server.calls('ext/alerts', 'POST');
    expect(JSON.parse(req.body!)).toEqual({ productId: 1, kind: 'stock', email: 'a@b.co' });
  });

  it('list, cancel, confirm and unsubscribe call their paths; unsubscribe reports the count', async () => {
    const { server, api } = setup();
    server.on('GET', 'ext/alerts', () => json({ alerts: [wire, { id: 'x' }, null] }));
    server.on('DELETE', 'ext/alerts/7', () => json({ alert: { ...wire, status: 'cancelled' } }));
    server.on('POST', 'ext/alerts/confirm', () => json({ alert: { ...wire, status: 'active' } }));
    server.on('POST', 'ext/alerts/unsubscribe', () => json({ alert: { ...wire, status: 'cancelled' }, cancelled: 2 }));
    expect(await api.list()).toEqual([wire]);
    expect((await api.cancel(7)).status).toBe('cancelled');
    expect((await api.confirm('tok-1')).status).toBe('active');
    expect(await api.unsubscribe('tok-2')).toEqual({ alert: { ...wire, status: 'cancelled' }, cancelled: 2 });
    expect(JSON.parse(server.calls('ext/alerts/confirm')[0].body!)).toEqual({ token: 'tok-1' });
    expect(JSON.parse(server.calls('ext/alerts/unsubscribe')[0].body!)).toEqual({ token: 'tok-2' });
  });

  it("the server's refusal rejects with its message; an answer without an alert is BAD_RESPONSE", async () => {
    const { server, api } = setup();
    server.on('POST', 'ext/alerts/confirm', () => apiError(404, 'This link is not valid any more'));
    server.on('POST', 'ext/alerts/unsubscribe', () => json({ cancelled: 1 }));
    server.on('GET', 'ext/alerts', () => json({ items: [] }));
    const refused = await api.confirm('old').catch((x: unknown) => x);
    expect(isApiError(refused) && [refused.status, refused.message]).toEqual([404, 'This link is not valid any more']);
    for (const call of [() => api.unsubscribe('t'), () => api.list()]) {
      const e = await call().catch((x: unknown) => x);
      expect(isApiError(e) && e.code).toBe('BAD_RESPONSE');
    }
  });
});

describe('normalizeAlert', () => {
  it.each([
    ['no id', { ...wire, id: undefined }],
    ['no product', { ...wire, productId: 0 }],
    ['an unknown kind', { ...wire, kind: 'weather' }],
    ['not an object', 'alert'],
  ])('an alert with %s is dropped', (_n, v) => expect(normalizeAlert(v)).toBeNull());

  it('unknown status and channel become safe ones; a bad price is 0; an empty option is null', () => {
    expect(normalizeAlert({ ...wire, status: 'exploded', channel: 'pigeon', price: -5, optionPair: '' })).toMatchObject(
      {
        status: 'pending',
        channel: 'email',
        price: 0,
        optionPair: null,
      },
    );
  });

  it('alertRequest keeps the WeChat channel and the option pair', () => {
    expect(alertRequest({ productId: 2, kind: 'price', optionPair: 'size:M', channel: 'wechat' })).toEqual({
      productId: 2,
      kind: 'price',
      optionPair: 'size:M',
      channel: 'wechat',
    });
  });
});
