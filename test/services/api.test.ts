import { createApi } from '@/services/api';
import { normalizeCart } from '@/services/cart';
import { normalizeExchangeRates } from '@/services/common';
import { createHttp } from '@/services/http';
import { apiError, createFakeServer, json, text } from '../support/fakeServer';
import { appInfo } from '../support/fixtures';

function setup() {
  const server = createFakeServer();
  server.cookies.set('XSRF-TOKEN', 'tok');
  const api = createApi(createHttp({ transport: server.transport, cookies: server.cookies }));
  return { server, api };
}

describe('common API', () => {
  it('appInfoInit normalises the answer', async () => {
    const { server, api } = setup();
    server.on('GET', 'common3/appInfoInit', () => json(appInfo()));
    const info = await api.common.appInfoInit();
    expect(info.storeName).toBe('Demo Store');
    expect(info.navigation.headerMenu).toHaveLength(2);
  });

  it('appInfoInit survives a malformed 200 answer', async () => {
    const { server, api } = setup();
    server.on('GET', 'common3/appInfoInit', () => json({ appContent: { navigation: 'oops' }, systemSettings: null }));
    await expect(api.common.appInfoInit()).resolves.toMatchObject({ storeName: '', navigation: { headerMenu: [] } });
  });

  it('pageContent sends pageName', async () => {
    const { server, api } = setup();
    server.on('GET', 'common3/pageContent', (req) =>
      json({ pageName: req.query.get('pageName'), title: 'About', body: '<p>Hi</p>' }),
    );
    await expect(api.common.pageContent('about us')).resolves.toEqual({
      pageName: 'about us',
      title: 'About',
      body: '<p>Hi</p>',
    });
  });

  it('changeLocale gives the new locale and messages', async () => {
    const { server, api } = setup();
    server.on('GET', 'common3/changeLocale/zh', () =>
      json({ currentLocale: 'zh', applicationMessage: { messages: { k: '值' } } }),
    );
    await expect(api.common.changeLocale('zh')).resolves.toEqual({ locale: 'zh', messages: { k: '值' } });
  });

  it('exchangeRates of the currency picked, with currentCurrency; malformed rates dropped', async () => {
    const { server, api } = setup();
    server.on('GET', 'common3/exchangeRates/USD', () =>
      json({ baseCurrency: 'CAD', rates: { USD: '0.73', CNY: 5.2, BAD: 'x', NEG: '-1' } }),
    );
    await expect(api.common.exchangeRates('USD')).resolves.toEqual({
      baseCurrency: 'CAD',
      rates: { USD: '0.73', CNY: '5.2' },
      currentCurrency: 'USD',
    });
    expect(normalizeExchangeRates(null)).toEqual({ baseCurrency: 'USD', rates: {} });
  });

  it('setSelectedStoreLocation posts the id with the XSRF token', async () => {
    const { server, api } = setup();
    server.on('POST', 'common3/setSelectedStoreLocation', (req) =>
      json({ locid: (req.json as { locationId: string }).locationId, locname: 'Downtown' }),
    );
    await expect(api.common.setSelectedStoreLocation('loc-1')).resolves.toEqual({
      locid: 'loc-1',
      locname: 'Downtown',
    });
    const [req] = server.calls('common3/setSelectedStoreLocation');
    expect(JSON.parse(req.body!)).toEqual({ locationId: 'loc-1' });
    expect(req.headers['X-XSRF-TOKEN']).toBe('tok');
  });
});

describe('account API', () => {
  const signedIn = { user: { userID: 'u1', email: 'a@b.c' }, userID: 'u1', lastLoginDate: '2025-02-02T00:00:00Z' };

  it('signon posts the credentials and gives the signed-in shopper', async () => {
    const { server, api } = setup();
    server.on('POST', 'common3/signon', () => json(signedIn));
    await expect(api.account.signon({ email: 'a@b.c', password: 'pw' })).resolves.toEqual({
      user: { userID: 'u1', email: 'a@b.c', profileImage: null },
      userID: 'u1',
      lastLoginDate: '2025-02-02T00:00:00Z',
    });
    expect(JSON.parse(server.calls('common3/signon')[0].body!)).toEqual({ email: 'a@b.c', password: 'pw' });
  });

  it('signon: a server refusal is an ApiError with its message', async () => {
    const { server, api } = setup();
    server.on('POST', 'common3/signon', () => apiError(401, 'Wrong email or password'));
    await expect(api.account.signon({ email: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
      message: 'Wrong email or password',
    });
  });

  it('logout', async () => {
    const { server, api } = setup();
    server.on('GET', 'common3/logout', () => json({ ok: true }));
    await expect(api.account.logout()).resolves.toBeUndefined();
  });
});

describe('cart API', () => {
  it('myCart', async () => {
    const { server, api } = setup();
    server.on('GET', 'shoppingManagement4/myCart', () => json({ itemCount: 3, lineItems: { a: {}, b: {} }, total: 5 }));
    const cart = await api.cart.myCart();
    expect(cart.itemCount).toBe(3);
    expect(Object.keys(cart.lineItems)).toEqual(['a', 'b']);
    expect(cart.raw.total).toBe(5);
  });

  it('a cart answer that is not an object is an error, so the caller keeps its cart', async () => {
    const { server, api } = setup();
    server.on('GET', 'shoppingManagement4/myCart', () => text('null'));
    await expect(api.cart.myCart()).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('normalizeCart fills itemCount and lineItems', () => {
    expect(normalizeCart({ lineItems: { a: 1, b: 2 } })).toMatchObject({ itemCount: 2, lineItems: { a: 1, b: 2 } });
    expect(normalizeCart({ lineItems: ['x'] })).toMatchObject({ itemCount: 0, lineItems: {} });
  });
});
