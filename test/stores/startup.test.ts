import { autorun } from 'mobx';
import { SESSION_STORAGE_KEY } from '@/stores/SessionStore';
import { apiError, json, text } from '../support/fakeServer';
import { appInfo } from '../support/fixtures';
import { setupStores } from './helpers';

describe('start-up', () => {
  it('fills the shell data from app info', async () => {
    const { root, server } = setupStores();
    expect(root.app.status).toBe('idle');
    expect(root.app.loading).toBe(true);
    const done = root.init();
    expect(root.app.status).toBe('loading');
    await done;
    expect(root.app.status).toBe('ready');
    expect(root.app.storeName).toBe('Demo Store');
    expect(root.app.storeLogo).toBe(2);
    expect(root.app.logoUrl).toBe('https://cdn.example.com/logo.png');
    expect(root.app.faviconUrl).toBe('https://cdn.example.com/favicon.png');
    expect(root.app.navigation.headerMenu.map((m) => m.name)).toEqual(['Shop', 'About']);
    expect(root.app.headerControl.notDisplayheaderInMP).toBe(false);
    expect(root.app.settings.appConfig.enableCheckout).toBe(true);
    expect(root.app.css.varPrimary).toBe('#0b5cad');
    expect(root.session.baseCurrency).toBe('CAD');
    expect(root.session.t('istore_store_tagline')).toBe('Fresh every day');
    expect(root.cart.count).toBe(2);
    expect(server.calls('common3/appInfoInit')).toHaveLength(1);
  });

  it('app info the page brought (the HTML shell) makes the first frame ready and is not fetched again', async () => {
    const { root, server } = setupStores();
    expect(root.app.hydrate(appInfo())).toBe(true);
    expect(root.app.status).toBe('ready');
    expect(root.app.storeName).toBe('Demo Store');
    expect(root.session.t('istore_store_tagline')).toBe('Fresh every day');
    await root.init();
    expect(server.calls('common3/appInfoInit')).toHaveLength(0);
    expect(root.cart.count).toBe(2);
  });

  it.each([[null], [undefined], ['not an object'], [42]])(
    'no usable app info in the page (%p): start-up fetches it',
    async (raw) => {
      const { root, server } = setupStores();
      expect(root.app.hydrate(raw)).toBe(false);
      expect(root.app.status).toBe('idle');
      await root.init();
      expect(root.app.storeName).toBe('Demo Store');
      expect(server.calls('common3/appInfoInit')).toHaveLength(1);
    },
  );

  describe('app info a static host asked for before the app ran (early request)', () => {
    it('start-up takes its answer and asks no second time', async () => {
      const { root, server } = setupStores();
      let answer!: (raw: unknown) => void;
      root.app.expectEarly(new Promise((resolve) => (answer = resolve)));
      const done = root.init();
      // still on its way: loading, as if start-up had asked itself
      expect(root.app.status).toBe('loading');
      answer(appInfo());
      await done;
      expect(root.app.status).toBe('ready');
      expect(root.app.storeName).toBe('Demo Store');
      expect(server.calls('common3/appInfoInit')).toHaveLength(0);
      expect(root.cart.count).toBe(2);
    });

    it.each([
      ['failed (the script leaves null)', null],
      ['not app info', 'Service Unavailable'],
    ])('an early request that %s: start-up asks itself', async (_what, raw) => {
      const { root, server } = setupStores();
      root.app.expectEarly(Promise.resolve(raw));
      await root.init();
      expect(root.app.status).toBe('ready');
      expect(root.app.storeName).toBe('Demo Store');
      expect(server.calls('common3/appInfoInit')).toHaveLength(1);
    });

    it("an answer in another language than the device's choice is not shown: asked again in the chosen one", async () => {
      const { root, server } = setupStores({ storage: { [SESSION_STORAGE_KEY]: { locale: 'zh' } } });
      server.on('GET', 'common3/appInfoInit', () => json(appInfo({}, 'zh')));
      const shown: (string | undefined)[] = [];
      autorun(() => {
        if (root.app.status === 'ready') shown.push(root.app.info?.locale);
      });
      root.app.expectEarly(Promise.resolve(appInfo({}, 'en')));
      await root.init();
      expect(shown).toEqual(['zh']);
      expect(server.calls('common3/appInfoInit')).toHaveLength(1);
    });
  });

  it('is anonymous without a user', async () => {
    const { root } = setupStores();
    await root.init();
    expect(root.session.loggedIn).toBe(false);
    expect(root.session.user).toBeNull();
  });

  it('is logged in with user, lastLoginDate and userID', async () => {
    const { root } = setupStores({
      info: { user: { userID: 'u1', email: 'a@b.c' }, userID: 'u1', lastLoginDate: '2025-03-01T10:00:00Z' },
    });
    await root.init();
    expect(root.session.loggedIn).toBe(true);
    expect(root.session.userID).toBe('u1');
  });

  it.each([
    ['no lastLoginDate', { user: { userID: 'u1', email: 'a@b.c' }, userID: 'u1', lastLoginDate: null }],
    ['no userID', { user: { userID: 'u1', email: 'a@b.c' }, userID: null, lastLoginDate: '2025-03-01' }],
    ['no user', { user: null, userID: 'u1', lastLoginDate: '2025-03-01' }],
  ])('is not logged in with %s', async (_name, info) => {
    const { root } = setupStores({ info });
    await root.init();
    expect(root.session.loggedIn).toBe(false);
  });

  it('keeps mrk, mrkname (decoded) and wmpoid of the address in the session, persisted', async () => {
    const { root, platform } = setupStores({
      location: { path: '/', query: { mrk: 'mk1', mrkname: 'Caf%C3%A9%20Row', wmpoid: 'openid-9' } },
    });
    await root.init();
    expect(root.session.marketplace).toBe('mk1');
    expect(root.session.marketName).toBe('Café Row');
    expect(root.session.wechatOpenId).toBe('openid-9');
    expect(platform.storage.get(SESSION_STORAGE_KEY)).toMatchObject({
      marketplace: 'mk1',
      marketName: 'Café Row',
      wechatOpenId: 'openid-9',
    });
  });

  it('a failed start-up is an error state with the server message, and load() retries', async () => {
    const { root, server } = setupStores();
    server.on('GET', 'common3/appInfoInit', () => apiError(503, 'Store is under maintenance'));
    await root.init();
    expect(root.app.status).toBe('error');
    expect(root.app.error?.message).toBe('Store is under maintenance');
    expect(root.app.storeName).toBe('');
    expect(root.app.navigation.headerMenu).toEqual([]);
    expect(root.session.loggedIn).toBe(false);

    server.on('GET', 'common3/appInfoInit', () => text('<html>', 502));
    await root.app.load();
    expect(root.app.error?.status).toBe(502);

    server.on('GET', 'common3/appInfoInit', () => json(appInfo()));
    await root.app.load();
    expect(root.app.status).toBe('ready');
    expect(root.app.error).toBeNull();
    expect(root.app.storeName).toBe('Demo Store');
  });

  it('malformed app info still starts the shell', async () => {
    const { root, server } = setupStores();
    server.on('GET', 'common3/appInfoInit', () =>
      json({
        appContent: { storeName: 'Odd', navigation: { headerMenu: ['Home', { name: 'Ok' }] } },
        systemSettings: null,
      }),
    );
    await root.init();
    expect(root.app.status).toBe('ready');
    expect(root.app.storeName).toBe('Odd');
    expect(root.app.navigation.headerMenu.map((m) => m.name)).toEqual(['Ok']);
    expect(root.session.baseCurrency).toBe('USD');
  });

  it('observers see the store name arrive', async () => {
    const { root } = setupStores();
    const seen: string[] = [];
    const dispose = autorun(() => seen.push(root.app.storeName));
    await root.init();
    dispose();
    expect(seen).toEqual(['', 'Demo Store']);
  });

  it('restores the location from appDetail', async () => {
    const { root } = setupStores({
      info: {
        appContent: {
          ...appInfo().appContent,
          appDetail: { locid: 'loc-2', locname: 'Harbour' },
        },
      },
    });
    await root.init();
    expect(root.session.location).toEqual({ id: 'loc-2', name: 'Harbour' });
    expect(root.location.selected?.localStoreName).toBe('Harbour');
  });
});

describe('session values in storage', () => {
  it('damaged values fall back to defaults', () => {
    const { root } = setupStores({
      storage: {
        [SESSION_STORAGE_KEY]: { locale: 'fr', currency: 'x', location: { name: 'no id' }, cartUpdated: 'yes' },
      },
    });
    expect(root.session.values).toEqual({
      locale: 'en',
      currency: null,
      baseCurrency: null,
      wechatOpenId: null,
      location: null,
      marketName: null,
      marketplace: null,
      cartUpdated: false,
    });
  });

  it('setCartUpdated, setWechatOpenId and setLocation persist', () => {
    const { root, platform } = setupStores();
    root.session.setCartUpdated(true);
    root.session.setWechatOpenId('o1');
    root.session.setLocation({ id: 'loc-1', name: 'Downtown' });
    expect(platform.storage.get(SESSION_STORAGE_KEY)).toMatchObject({
      cartUpdated: true,
      wechatOpenId: 'o1',
      location: { id: 'loc-1', name: 'Downtown' },
    });
  });

  it('referral id: SASROID cookie, then SASRFRID, then the referId setting', async () => {
    const { root, server } = setupStores({
      info: {
        systemSettings: {
          ...appInfo().systemSettings,
          appConfig: {
            enableCheckout: true,
            enableMultiLocationSelection: false,
            supportedLanguages: ['en'],
            referId: 'setting-ref',
          },
        },
      },
    });
    await root.init();
    expect(root.session.getReferralId()).toBe('setting-ref');
    server.cookies.set('SASRFRID', 'f1');
    expect(root.session.getReferralId()).toBe('f1');
    server.cookies.set('SASROID', 'o1');
    expect(root.session.getReferralId()).toBe('o1');
  });
});

describe('one language on a page at start-up', () => {
  it('content asked for before the server is switched to the stored language is asked again; only the new answers stay', async () => {
    const s = setupStores({ storage: { 'istore.session': { locale: 'en' } } });
    s.setServerLocale('zh');
    let serverZh = true;
    for (const l of ['en', 'zh'] as const)
      s.server.on('GET', `common3/changeLocale/${l}`, () => {
        serverZh = l === 'zh';
        s.setServerLocale(l);
        return json({ currentLocale: l, applicationMessage: { messages: {} } });
      });
    // the zh answer of the first request comes late, after the en one
    const late: (() => void)[] = [];
    s.server.on('GET', 'common3/pageContent', () => {
      const body = json({ pageName: 'home', title: serverZh ? '欢迎光临' : 'Welcome', body: '' });
      return serverZh ? new Promise((resolve) => late.push(() => resolve(body))) : body;
    });
    const init = s.root.init();
    // the home page asks for its content at once, while the server still speaks zh
    const home = s.root.catalogue.loadHome();
    await init;
    await new Promise((r) => setTimeout(r, 0));
    expect(s.server.calls('common3/changeLocale/en')).toHaveLength(1);
    late.forEach((go) => go());
    await home;
    await new Promise((r) => setTimeout(r, 0));
    expect(s.root.session.locale).toBe('en');
    expect(s.root.catalogue.homeContent.value?.title).toBe('Welcome');
    expect(s.server.calls('common3/pageContent').length).toBeGreaterThanOrEqual(2);
  });
});
