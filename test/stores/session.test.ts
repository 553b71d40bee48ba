import { autorun } from 'mobx';
import { SESSION_STORAGE_KEY } from '@/stores/SessionStore';
import { apiError, json } from '../support/fakeServer';
import { cartWire } from '../support/checkout';
import { appInfo } from '../support/fixtures';
import { setupStores } from './helpers';

describe('language toggle (spec 4)', () => {
  it('en -> zh -> en changes t() results, calls changeLocale, persists and reloads', async () => {
    const { root, server, platform } = setupStores();
    await root.init();
    const t = () => [root.session.t('istore_header_sign_in'), root.session.t('istore_store_tagline')];
    expect(root.session.locale).toBe('en');
    expect(t()).toEqual(['Sign In', 'Fresh every day']);

    await root.session.toggleLanguage();
    expect(root.session.locale).toBe('zh');
    expect(t()).toEqual(['登录', '每天新鲜']);
    expect(server.calls('common3/changeLocale/zh')).toHaveLength(1);
    expect(platform.storage.get(SESSION_STORAGE_KEY)).toMatchObject({ locale: 'zh' });
    expect(platform.reload).toHaveBeenCalledTimes(1);

    await root.session.toggleLanguage();
    expect(root.session.locale).toBe('en');
    expect(t()).toEqual(['Sign In', 'Fresh every day']);
    expect(server.calls('common3/changeLocale/en')).toHaveLength(1);
    expect(platform.reload).toHaveBeenCalledTimes(2);
  });

  it('where a reload starts the app again (H5), the page going away is not redrawn in the new language first', async () => {
    // the messages were taken into the page, re-rendering every screen, just before the reload
    const { root, server, platform } = setupStores();
    Object.assign(platform, { reloadRestartsApp: true });
    await root.init();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(root.session.t('istore_header_sign_in')));
    await root.session.toggleLanguage();
    stop();
    expect(seen).toEqual(['Sign In']);
    expect(server.calls('common3/changeLocale/zh')).toHaveLength(1);
    expect(platform.reload).toHaveBeenCalledTimes(1);
    // the reloaded page starts in the new language
    const next = setupStores({ storage: { [SESSION_STORAGE_KEY]: platform.storage.get(SESSION_STORAGE_KEY) } });
    expect(next.root.session.locale).toBe('zh');
    expect(next.root.session.t('istore_header_sign_in')).toBe('登录');
  });

  it('a refused change keeps the language and does not reload', async () => {
    const { root, server, platform } = setupStores();
    await root.init();
    server.on('GET', 'common3/changeLocale/zh', () => apiError(500, 'Something went wrong on our side.'));
    await expect(root.session.toggleLanguage()).rejects.toMatchObject({ message: 'Something went wrong on our side.' });
    expect(root.session.locale).toBe('en');
    expect(root.session.t('istore_header_sign_in')).toBe('Sign In');
    expect(platform.reload).not.toHaveBeenCalled();
  });

  it('a language chosen earlier on this device wins over the server session, before any content shows', async () => {
    const { root, server } = setupStores({ storage: { [SESSION_STORAGE_KEY]: { locale: 'zh' } } });
    expect(root.session.locale).toBe('zh');
    expect(root.session.t('istore_header_sign_in')).toBe('登录');
    // what the screens would show the moment app info is ready
    const shown: (string | undefined)[] = [];
    const stop = autorun(() => {
      if (root.app.status === 'ready') shown.push(root.app.info?.locale);
    });
    await root.init();
    stop();
    expect(server.calls('common3/changeLocale/zh')).toHaveLength(1);
    // read again after the switch: the first (English) answer never reached the screens
    expect(server.calls('common3/appInfoInit')).toHaveLength(2);
    expect(shown).toEqual(['zh']);
    expect(root.session.locale).toBe('zh');
    expect(root.session.t('istore_store_tagline')).toBe('每天新鲜');
  });

  it('a server that will not switch: its language is taken, so the page still speaks one', async () => {
    const { root, server } = setupStores({ storage: { [SESSION_STORAGE_KEY]: { locale: 'zh' } } });
    server.on('GET', 'common3/changeLocale/zh', () => apiError(500, 'Something went wrong on our side.'));
    await root.init();
    expect(root.app.status).toBe('ready');
    expect(root.session.locale).toBe('en');
    expect(root.session.t('istore_header_sign_in')).toBe('Sign In');
    expect(root.session.t('istore_store_tagline')).toBe('Fresh every day');
  });

  it('without a stored choice the server locale is taken', async () => {
    const { root, server, setServerLocale } = setupStores();
    setServerLocale('zh');
    await root.init();
    expect(root.session.locale).toBe('zh');
    expect(root.session.t('istore_header_register')).toBe('注册');
    expect(server.calls('common3/changeLocale/zh')).toHaveLength(0);
  });
});

describe('currency (spec 4)', () => {
  it('setCurrency fetches the rate, keeps currentCurrency, persists and reloads', async () => {
    const { root, server, platform } = setupStores();
    await root.init();
    expect(root.session.currencyCode).toBe('CAD');
    expect(root.session.rate).toBeNull();
    expect(root.session.toDisplayMinor(1000)).toBe(1000);

    await root.session.setCurrency('USD');
    expect(server.calls('common3/exchangeRates/USD')).toHaveLength(1);
    expect(root.session.currency).toEqual({
      baseCurrency: 'CAD',
      rates: { USD: '0.73', CNY: '5.2' },
      currentCurrency: 'USD',
    });
    expect(root.session.currencyCode).toBe('USD');
    expect(root.session.rate).toBe('0.73');
    expect(root.session.toDisplayMinor(1000)).toBe(730);
    expect(platform.storage.get(SESSION_STORAGE_KEY)).toMatchObject({
      currency: { currentCurrency: 'USD' },
      baseCurrency: 'CAD',
    });
    expect(platform.reload).toHaveBeenCalledTimes(1);
  });

  it('a failed rate fetch keeps the currency', async () => {
    const { root, platform } = setupStores();
    await root.init();
    await expect(root.session.setCurrency('JPY')).rejects.toMatchObject({ status: 404 });
    expect(root.session.currencyCode).toBe('CAD');
    expect(platform.reload).not.toHaveBeenCalled();
  });

  it('a stored currency the store no longer offers is dropped at start-up', async () => {
    const { root } = setupStores({
      storage: {
        [SESSION_STORAGE_KEY]: { currency: { baseCurrency: 'CAD', rates: { EUR: '0.6' }, currentCurrency: 'EUR' } },
      },
    });
    expect(root.session.currencyCode).toBe('EUR');
    await root.init();
    expect(root.session.currencyCode).toBe('CAD');
  });
});

describe('sign in and out', () => {
  it('setUser makes the session logged in; signOut calls logout and forgets the user', async () => {
    const { root, server } = setupStores();
    await root.init();
    root.session.setUser({ user: { userID: 'u1', email: 'a@b.c' }, userID: 'u1', lastLoginDate: '2025-01-01' });
    expect(root.session.loggedIn).toBe(true);
    await expect(root.session.signOut()).rejects.toMatchObject({ status: 404 });
    expect(root.session.loggedIn).toBe(false);
    expect(server.calls('common3/logout')).toHaveLength(1);
  });

  it('signOut drops what the device kept of the shopper for offline use, also when logout fails', async () => {
    const { root, platform } = setupStores();
    const cleared: string[] = [];
    platform.clearPersonalCaches.mockImplementation(async () => {
      // the user is already forgotten when the caches go
      cleared.push(root.session.loggedIn ? 'signed in' : 'signed out');
    });
    await root.init();
    root.session.setUser({ user: { userID: 'u1', email: 'a@b.c' }, userID: 'u1', lastLoginDate: '2025-01-01' });
    await expect(root.session.signOut()).rejects.toMatchObject({ status: 404 });
    expect(cleared).toEqual(['signed out']);
  });

  it("signOut reads the cart again: the badge no longer counts the shopper's cart", async () => {
    const { root, server } = setupStores();
    let signedIn = true;
    server.on('GET', 'shoppingManagement4/myCart', () => json(signedIn ? cartWire() : cartWire([])));
    server.on('GET', 'common3/logout', () => {
      signedIn = false;
      return json({ ok: true });
    });
    await root.init();
    root.session.setUser({ user: { userID: 'u1', email: 'a@b.c' }, userID: 'u1', lastLoginDate: '2025-01-01' });
    expect(root.cart.count).toBe(2);
    await root.session.signOut();
    expect(root.cart.count).toBe(0);
  });

  it("signing in reads the shopper's own referral id, so shared links carry it at once (not the store's)", async () => {
    const { root, server } = setupStores();
    await root.init();
    const signedIn = { user: { userID: 'u1', email: 'a@b.c' }, userID: 'u1', lastLoginDate: '2025-01-01' };
    server.on('GET', 'common3/appInfoInit', () => json(appInfo({ ...signedIn, myID: 'MJDEMO01' })));
    root.session.setUser(signedIn);
    await new Promise((r) => setTimeout(r, 0));
    expect(root.session.myID).toBe('MJDEMO01');
    expect(root.session.getReferralId()).toBe('MJDEMO01');
    server.on('GET', 'common3/logout', () => json({ ok: true }));
    await root.session.signOut();
    expect(root.session.myID).toBeNull();
  });

  it('a failure to clear the caches does not stop the sign-out', async () => {
    const { root, platform } = setupStores();
    platform.clearPersonalCaches.mockRejectedValue(new Error('storage gone'));
    await root.init();
    root.session.setUser({ user: { userID: 'u1', email: 'a@b.c' }, userID: 'u1', lastLoginDate: '2025-01-01' });
    await expect(root.session.signOut()).rejects.toMatchObject({ status: 404 });
    expect(root.session.loggedIn).toBe(false);
  });
});
