import { normalizeAppInfo, normalizeNavItem, normalizeStoreLocation } from '@/services/app-info';
import { appInfo } from '../support/fixtures';

describe('normalizeAppInfo: a complete answer', () => {
  const info = normalizeAppInfo(appInfo());

  it('reshapes the shell data', () => {
    expect(info.storeName).toBe('Demo Store');
    expect(info.storeLogo).toBe(2);
    expect(info.logoUrl).toBe('https://cdn.example.com/logo.png');
    expect(info.faviconUrl).toBe('https://cdn.example.com/favicon.png');
    expect(info.footerLogoUrl).toBeNull();
    expect(info.locale).toBe('en');
    expect(info.messages).toEqual({ istore_store_tagline: 'Fresh every day' });
    expect(info.css.varFooter).toBe('#222222');
    expect(info.headerControl).toEqual({
      notDisplayheaderInMP: false,
      notDisplayheaderInAli: false,
      notDisplayheaderInMobile: false,
      notDisplayheaderInDesktop: false,
    });
  });

  it('keeps menus with their sub-menus', () => {
    expect(info.navigation.headerMenu.map((m) => m.name)).toEqual(['Shop', 'About']);
    expect(info.navigation.headerMenu[0].subMenu[0]).toEqual({
      name: 'Fruit',
      nameContent: { en: 'Fruit', zh: 'Fruit-zh' },
      link: 'products/fruit',
      icon: null,
      linkActionType: 'INTERNAL_LINK',
      subMenu: [],
    });
    expect(info.navigation.footerTabs).toHaveLength(2);
  });

  it('keeps settings', () => {
    expect(info.settings.appConfig).toEqual({
      enableCheckout: true,
      enableMultiLocationSelection: false,
      supportedLanguages: ['en', 'zh'],
      hideCompanyFooter: false,
      enableWeChatMiniProgramPromotion: false,
      referId: null,
    });
    expect(info.settings.payment.defaultCurrency).toEqual({ currencyCode: 'CAD' });
    expect(info.settings.payment.exchangeCurrencies.map((c) => c.currencyCode)).toEqual(['CAD', 'USD', 'CNY']);
    expect(info.settings.payment.supportVisa).toBe(true);
    expect(info.settings.payment.supportAmex).toBe(false);
    expect(info.settings.social.instagram).toEqual({ userName: 'demo', pageURL: 'https://instagram.com/demo' });
    expect(info.settings.storeLocations.map((l) => l.id)).toEqual(['loc-1', 'loc-2']);
  });

  it('keeps the user', () => {
    const withUser = normalizeAppInfo(
      appInfo({ user: { userID: 'u1', email: 'a@b.c', firstName: 'Ann' }, userID: 'u1', lastLoginDate: '2025-01-01' }),
    );
    expect(withUser.user).toEqual({ userID: 'u1', email: 'a@b.c', firstName: 'Ann', profileImage: null });
    expect(withUser.userID).toBe('u1');
    expect(withUser.lastLoginDate).toBe('2025-01-01');
  });
});

describe('normalizeAppInfo: malformed answers never throw', () => {
  const cases: [string, unknown][] = [
    ['undefined', undefined],
    ['null', null],
    ['a string', 'Bad Gateway'],
    ['an array', []],
    ['a number', 42],
    ['an empty object', {}],
    ['appContent null', { appContent: null, systemSettings: null }],
    ['appContent a string', { appContent: 'x', systemSettings: 'y' }],
  ];

  it.each(cases)('%s gives safe defaults', (_name, raw) => {
    const info = normalizeAppInfo(raw);
    expect(info.storeName).toBe('');
    expect(info.storeLogo).toBe(1);
    expect(info.logoUrl).toBeNull();
    expect(info.messages).toEqual({});
    expect(info.locale).toBeUndefined();
    expect(info.navigation).toEqual({ headerMenu: [], sideMenu: [], footerMenu: [], footerTabs: [] });
    expect(info.settings.appConfig.enableCheckout).toBe(false);
    expect(info.settings.appConfig.supportedLanguages).toEqual(['en', 'zh']);
    expect(info.settings.payment.defaultCurrency).toEqual({ currencyCode: 'USD' });
    expect(info.settings.payment.exchangeCurrencies).toEqual([]);
    expect(info.settings.social).toEqual({});
    expect(info.settings.storeLocations).toEqual([]);
    expect(info.user).toBeNull();
  });

  it('missing navigation', () => {
    const raw = appInfo() as unknown as { appContent: Record<string, unknown> };
    delete raw.appContent.navigation;
    expect(normalizeAppInfo(raw).navigation.headerMenu).toEqual([]);
  });

  it('navigation lists that are not lists', () => {
    const raw = appInfo() as unknown as { appContent: Record<string, unknown> };
    raw.appContent.navigation = { headerMenu: 'Home', sideMenu: null, footerMenu: { a: 1 } };
    expect(normalizeAppInfo(raw).navigation).toEqual({ headerMenu: [], sideMenu: [], footerMenu: [], footerTabs: [] });
  });

  it('drops a menu item that is a string, null or nameless, keeping the good ones', () => {
    const raw = appInfo() as unknown as { appContent: { navigation: Record<string, unknown> } };
    raw.appContent.navigation.headerMenu = [
      'Home',
      null,
      42,
      { link: 'products/x' },
      { name: 'Good', link: 'page/good', subMenu: ['bad', { name: 'Child' }, null] },
      { nameContent: { zh: '只有中文' } },
    ];
    const items = normalizeAppInfo(raw).navigation.headerMenu;
    expect(items.map((i) => i.name)).toEqual(['Good', '只有中文']);
    expect(items[0].subMenu.map((i) => i.name)).toEqual(['Child']);
  });

  it('null settings', () => {
    const info = normalizeAppInfo({ ...appInfo(), systemSettings: null });
    expect(info.storeName).toBe('Demo Store');
    expect(info.settings.appConfig.enableMultiLocationSelection).toBe(false);
    expect(info.settings.payment.supportVisa).toBe(false);
  });

  it('settings parts of the wrong type', () => {
    const info = normalizeAppInfo({
      ...appInfo(),
      systemSettings: {
        appConfig: { enableCheckout: 'true', supportedLanguages: ['fr', 'zh', 'zh', 7], hidePowerBy: true },
        payment: {
          defaultCurrency: { currencyType: 'CNY' },
          exchangeCurrencies: [null, 'EUR', { currencyCode: 5 }, {}],
        },
        social: { facebook: 'x', twitter: { pageURL: 7 }, youTube: { pageURL: 'https://youtube.com/d' } },
        storeLocations: [{ id: 3, localStoreName: 'Three', address: null }, { id: 'no-name' }, 'loc'],
      },
    });
    expect(info.settings.appConfig.enableCheckout).toBe(true);
    expect(info.settings.appConfig.supportedLanguages).toEqual(['zh']);
    expect(info.settings.appConfig.hideCompanyFooter).toBe(true);
    expect(info.settings.payment.defaultCurrency).toEqual({ currencyCode: 'CNY', currencyType: 'CNY' });
    expect(info.settings.payment.exchangeCurrencies).toEqual([{ currencyCode: 'EUR' }, { currencyCode: '5' }]);
    expect(info.settings.social).toEqual({ twitter: { pageURL: '7' }, youTube: { pageURL: 'https://youtube.com/d' } });
    expect(info.settings.storeLocations).toEqual([
      {
        id: '3',
        localStoreName: 'Three',
        display: true,
        virtual: false,
        address: { streetNumberAndNameDetails: '', city: '', province: '', postCode: '' },
      },
    ]);
  });

  it('an unknown locale, non-string messages, a user without id', () => {
    const raw = appInfo({ user: { email: 'x' } as never, userID: null }) as unknown as {
      appContent: { system: { appMessage: Record<string, unknown> } };
    };
    raw.appContent.system.appMessage = {
      currentLocale: 'fr',
      applicationMessage: { messages: { a: 'A', b: 3, c: null } },
    };
    const info = normalizeAppInfo(raw);
    expect(info.locale).toBeUndefined();
    expect(info.messages).toEqual({ a: 'A' });
    expect(info.user).toBeNull();
  });
});

describe('normalizeNavItem', () => {
  it('an absolute link without a type is external; an explicit type wins', () => {
    expect(normalizeNavItem({ name: 'Blog', link: 'https://blog.example.com' })?.linkActionType).toBe('EXTERNAL_LINK');
    expect(normalizeNavItem({ name: 'X', link: 'https://x', linkActionType: 'INTERNAL_LINK' })?.linkActionType).toBe(
      'INTERNAL_LINK',
    );
    expect(normalizeNavItem({ name: 'Y', link: '' })).toMatchObject({ link: null, linkActionType: 'INTERNAL_LINK' });
  });

  it('cuts very deep sub-menus instead of recursing forever', () => {
    let deep: Record<string, unknown> = { name: 'leaf' };
    for (let i = 0; i < 50; i++) deep = { name: `n${i}`, subMenu: [deep] };
    let item = normalizeNavItem(deep);
    let depth = 0;
    while (item && item.subMenu.length) {
      item = item.subMenu[0];
      depth++;
    }
    expect(depth).toBeLessThan(10);
  });
});

describe('normalizeStoreLocation', () => {
  it('needs an id and a name', () => {
    expect(normalizeStoreLocation({ id: 'a' })).toBeNull();
    expect(normalizeStoreLocation({ localStoreName: 'A' })).toBeNull();
    expect(normalizeStoreLocation({ id: 'a', localStoreName: 'A', display: false })?.display).toBe(false);
  });
});

describe('normalizeAppInfo: extensions', () => {
  it('an answer without `extensions` (a plain istore server) offers none', () => {
    expect(normalizeAppInfo(appInfo()).extensions).toEqual([]);
  });
  it('keeps the listed names, each once', () => {
    expect(normalizeAppInfo({ ...appInfo(), extensions: ['favourites', 'reviews', 'favourites'] }).extensions).toEqual([
      'favourites',
      'reviews',
    ]);
  });
  it('a malformed list offers none', () => {
    expect(normalizeAppInfo({ ...appInfo(), extensions: 'favourites' }).extensions).toEqual([]);
    expect(normalizeAppInfo({ ...appInfo(), extensions: { favourites: 1 } }).extensions).toEqual([]);
  });
});
