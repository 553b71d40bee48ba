import type { AppInfo, MenuItem } from '../../types/api';
import { Client, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.subMenu ?? [])]);

function contrastOnWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (l + 0.05);
}

describe('GET common3/appInfoInit', () => {
  test('answers the full app info shape in English by default, anonymous', async () => {
    const res = await new Client(server.origin).get('/common3/appInfoInit');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const info = res.body as AppInfo;
    const c = info.appContent;
    expect(c.system.appMessage.currentLocale).toBe('en');
    expect(c.system.appMessage.applicationMessage.messages).toMatchObject({
      istore_common_link_copied: 'The link has been copied!',
      istore_common_close: 'Close',
    });
    expect(c.storeName).toBe('Maple & Jade Market');
    expect(c.storeLogo).toBe(2);
    for (const img of [c.logo, c.footerLogo, c.favicon]) expect(img?.imageURL).toMatch(/^\/static-assets\/.+\.svg$/);
    expect(c.appDetail).toMatchObject({ isWmp: false, isDeskTop: true, isMobile: false, locid: null, locname: null });
    expect(c.appDetail.cdnpath).toBe(server.origin);
    expect(c.headerControl).toEqual({
      notDisplayheaderInMP: false,
      notDisplayheaderInAli: false,
      notDisplayheaderInMobile: false,
      notDisplayheaderInDesktop: false,
    });
    expect(c.labels?.followUs).toBe('Follow Us');
    expect(contrastOnWhite(c.css!.varPrimary!)).toBeGreaterThanOrEqual(4.5);
    expect(c.css?.varFooter).toMatch(/^#[0-9A-F]{6}$/i);
    expect(info.user).toBeNull();
    expect(info.userID).toBeNull();
    expect(info.lastLoginDate).toBeNull();
  });

  test('navigation covers the spec 2.3 link forms, both link types, sub-menus', async () => {
    const { body } = await new Client(server.origin).get('/common3/appInfoInit');
    const nav = (body as AppInfo).appContent.navigation;
    expect(nav.headerMenu.length).toBeGreaterThan(10);
    expect(nav.headerMenu.some((i) => (i.subMenu?.length ?? 0) > 12)).toBe(true);
    const all = flatten(nav.headerMenu);
    const links = all.map((i) => i.link);
    for (const link of [
      'products/fruit',
      'page/about',
      'search?searchStr=jasmine',
      'tag/organic',
      'brand/Harbourside',
      'product/1',
      'clearance',
      'checkout/cart',
      'blog',
    ]) {
      expect(links).toContain(link);
    }
    expect(links.some((l) => l?.includes('%26'))).toBe(true);
    expect(all.some((i) => i.linkActionType === 'EXTERNAL_LINK' && /^https:\/\//.test(i.link ?? ''))).toBe(true);
    expect(all.some((i) => !i.link && !i.subMenu)).toBe(true);
    expect(nav.headerMenu.filter((i) => i.subMenu).every((i) => !i.link)).toBe(true);
    expect(all.every((i) => i.nameContent?.en && i.nameContent?.zh)).toBe(true);
    expect(nav.sideMenu.length).toBeGreaterThan(0);
    expect(nav.footerMenu.length).toBeGreaterThan(0);
    expect(nav.footerTabs.map((t) => t.link)).toEqual([
      'home',
      'productlist?cat=all',
      'checkout/cart',
      'user/list',
      'tel:+1-800-555-0199',
    ]);
  });

  test('system settings: app config, currencies, social, locations', async () => {
    const { body } = await new Client(server.origin).get('/common3/appInfoInit');
    const s = (body as AppInfo).systemSettings;
    expect(s.appConfig).toMatchObject({
      enableCheckout: true,
      enableMultiLocationSelection: true,
      supportedLanguages: ['en', 'zh'],
      hidePowerBy: false,
      enableWeChatMiniProgramPromotion: true,
    });
    expect(s.appConfig.referId).toBeTruthy();
    expect(s.payment.defaultCurrency.currencyCode).toBe('CAD');
    const codes = s.payment.exchangeCurrencies.map((c) => c.currencyCode);
    expect(codes).toEqual(expect.arrayContaining(['USD', 'JPY', 'BHD']));
    expect(codes).not.toContain('CAD');
    expect(s.payment).toMatchObject({ supportVisa: true, supportAliPay: true, supportWeChatPay: true });
    expect(s.social.instagram?.userName).toBeTruthy();
    for (const k of ['facebook', 'twitter', 'youTube', 'linkedin', 'pinterest'] as const) {
      expect(s.social[k]?.pageURL).toMatch(/^https:\/\//);
    }
    expect(s.storeLocations.length).toBeGreaterThanOrEqual(6);
    expect(new Set(s.storeLocations.map((l) => l.address.province)).size).toBeGreaterThanOrEqual(3);
    expect(s.storeLocations.some((l) => !l.display)).toBe(true);
    expect(s.storeLocations.some((l) => l.virtual)).toBe(true);
    for (const l of s.storeLocations) {
      expect(l.address).toEqual({
        streetNumberAndNameDetails: expect.any(String),
        city: expect.any(String),
        province: expect.any(String),
        postCode: expect.any(String),
      });
    }
  });

  test('Accept-Language zh gives Chinese when the session has no locale', async () => {
    const { body } = await new Client(server.origin).get('/common3/appInfoInit', {
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    const c = (body as AppInfo).appContent;
    expect(c.system.appMessage.currentLocale).toBe('zh');
    expect(c.storeName).toBe('枫玉市集');
    expect(c.system.appMessage.applicationMessage.messages.istore_common_close).toBe('关闭');
    expect(c.navigation.headerMenu[0].name).toBe('首页');
    expect((body as AppInfo).systemSettings.storeLocations[0].localStoreName).toBe('多伦多市中心店');
  });

  test('a mobile user agent is reported as mobile', async () => {
    const { body } = await new Client(server.origin).get('/common3/appInfoInit', {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    });
    expect((body as AppInfo).appContent.appDetail).toMatchObject({ isMobile: true, isDeskTop: false });
  });
});

describe('GET common3/changeLocale/{locale}', () => {
  test('stores the locale in the session and returns the new dictionary', async () => {
    const client = new Client(server.origin);
    const res = await client.get('/common3/changeLocale/zh');
    expect(res.status).toBe(200);
    expect(res.body.currentLocale).toBe('zh');
    expect(res.body.applicationMessage.messages.istore_common_link_copied).toBe('链接已复制！');
    const info = (await client.get('/common3/appInfoInit')).body as AppInfo;
    expect(info.appContent.system.appMessage.currentLocale).toBe('zh');
    expect(info.appContent.storeName).toBe('枫玉市集');

    // The session's choice wins over Accept-Language.
    await client.get('/common3/changeLocale/en');
    const again = (await client.get('/common3/appInfoInit', { headers: { 'accept-language': 'zh' } })).body as AppInfo;
    expect(again.appContent.storeName).toBe('Maple & Jade Market');
  });

  test('an unsupported locale is a 400 with the error list', async () => {
    const res = await new Client(server.origin).get('/common3/changeLocale/fr');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [{ code: 'VALIDATION', field: 'locale', message: 'Locale must be one of: en, zh' }],
    });
  });
});

describe('GET common3/pageContent', () => {
  test('answers a seeded page in the session language', async () => {
    const client = new Client(server.origin);
    const en = await client.get('/common3/pageContent?pageName=about');
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ pageName: 'about', title: 'About Us' });
    expect(en.body.body).toContain('<h1>');
    await client.get('/common3/changeLocale/zh');
    const zh = await client.get('/common3/pageContent?pageName=home');
    expect(zh.body.title).toBe('来自农场与茶园的新鲜好物');
  });

  test('unknown page is 404, missing or malformed name is 400', async () => {
    const client = new Client(server.origin);
    const missing = await client.get('/common3/pageContent?pageName=nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errors: [{ code: 'NOT_FOUND', message: 'Page not found: nope' }] });
    const none = await client.get('/common3/pageContent');
    expect(none.status).toBe(400);
    expect(none.body.errors[0]).toEqual({ code: 'VALIDATION', field: 'pageName', message: 'Page name is required' });
    const bad = await client.get('/common3/pageContent?pageName=..%2Fetc');
    expect(bad.status).toBe(400);
  });
});

describe('GET common3/exchangeRates', () => {
  test('all rates as exact decimal strings against the default currency', async () => {
    const client = new Client(server.origin);
    for (const p of ['/common3/exchangeRates/', '/common3/exchangeRates']) {
      const res = await client.get(p);
      expect(res.status).toBe(200);
      expect(res.body.baseCurrency).toBe('CAD');
      expect(res.body.rates.CAD).toBe('1');
      expect(res.body.rates.JPY).toBe('108.40');
      expect(res.body.rates.BHD).toBe('0.275');
      for (const v of Object.values(res.body.rates)) expect(v).toMatch(/^\d+(\.\d+)?$/);
    }
  });

  test('one currency, case-insensitive; unknown is 404; malformed is 400', async () => {
    const client = new Client(server.origin);
    const jpy = await client.get('/common3/exchangeRates/jpy');
    expect(jpy.body).toEqual({ baseCurrency: 'CAD', rates: { JPY: '108.40' } });
    const xyz = await client.get('/common3/exchangeRates/XYZ');
    expect(xyz.status).toBe(404);
    expect(xyz.body.errors[0]).toEqual({ code: 'NOT_FOUND', message: 'Unknown currency: XYZ' });
    expect((await client.get('/common3/exchangeRates/dollars')).status).toBe(400);
  });
});

describe('store locations', () => {
  test('pickup locations are the displayed, physical stores', async () => {
    const res = await new Client(server.origin).get('/common3/pickupLocations');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(5);
    expect(res.body.every((l: { display: boolean; virtual: boolean }) => l.display && !l.virtual)).toBe(true);
  });

  test('the selected location is kept in the session and shown in appDetail', async () => {
    const client = await new Client(server.origin).prime();
    const res = await client.post('/common3/setSelectedStoreLocation', { locationId: 'vancouver-chinatown' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ locid: 'vancouver-chinatown', locname: 'Vancouver Chinatown' });
    await client.get('/common3/changeLocale/zh');
    const info = (await client.get('/common3/appInfoInit')).body as AppInfo;
    expect(info.appContent.appDetail).toMatchObject({ locid: 'vancouver-chinatown', locname: '温哥华唐人街店' });
  });

  test('hidden or unknown locations are refused and nothing changes', async () => {
    const client = await new Client(server.origin).prime();
    for (const locationId of ['ottawa-byward', 'atlantis']) {
      const res = await client.post('/common3/setSelectedStoreLocation', { locationId });
      expect(res.status).toBe(404);
      expect(res.body.errors[0].field).toBe('locationId');
    }
    const empty = await client.post('/common3/setSelectedStoreLocation', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toEqual({
      code: 'VALIDATION',
      field: 'locationId',
      message: 'Location id is required',
    });
    const info = (await client.get('/common3/appInfoInit')).body as AppInfo;
    expect(info.appContent.appDetail.locid).toBeNull();
  });
});

describe('other paths', () => {
  test('unknown API paths are a JSON 404, even for page requests', async () => {
    const client = new Client(server.origin);
    const url = '/api/istore/client/common3/nothingHere';
    const get = await client.raw('GET', url, { headers: { accept: 'text/html' } });
    expect(get.status).toBe(404);
    expect(get.headers.get('content-type')).toContain('application/json');
    expect(get.body).toEqual({ errors: [{ code: 'NOT_FOUND', message: `No such endpoint: GET ${url}` }] });
    // A mutating request is checked for its XSRF token first, then found missing.
    expect((await client.raw('DELETE', url, { xsrf: false })).body.errors[0].code).toBe('XSRF');
    const del = await client.raw('DELETE', url);
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ errors: [{ code: 'NOT_FOUND', message: `No such endpoint: DELETE ${url}` }] });
  });

  test('API answers are not cached', async () => {
    const res = await new Client(server.origin).get('/common3/appInfoInit');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('store images are served with a cache header', async () => {
    const client = new Client(server.origin);
    const info = (await client.get('/common3/appInfoInit')).body as AppInfo;
    const res = await client.raw('GET', info.appContent.logo!.imageURL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.text).toContain('<svg');
  });
});
