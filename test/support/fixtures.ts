/** Wire-shaped test data (types/api.ts), complete unless a test breaks it on purpose. */
import type { AppInfo, MenuItem } from '@api-types';

export function menu(name: string, link: string | null = null, subMenu: MenuItem[] = []): MenuItem {
  return { name, nameContent: { en: name, zh: `${name}-zh` }, link, linkActionType: 'INTERNAL_LINK', subMenu };
}

export function appInfo(overrides: Partial<AppInfo> = {}, locale: 'en' | 'zh' = 'en'): AppInfo {
  return {
    appContent: {
      system: {
        appMessage: {
          currentLocale: locale,
          applicationMessage: {
            messages:
              locale === 'en' ? { istore_store_tagline: 'Fresh every day' } : { istore_store_tagline: '每天新鲜' },
          },
        },
      },
      appDetail: { isWmp: false, cdnpath: 'https://cdn.example.com', locid: null, locname: null },
      labels: {},
      css: { varPrimary: '#0b5cad', varFooter: '#222222' },
      logo: { imageURL: 'https://cdn.example.com/logo.png' },
      footerLogo: null,
      favicon: { imageURL: 'https://cdn.example.com/favicon.png' },
      storeName: 'Demo Store',
      storeLogo: 2,
      navigation: {
        headerMenu: [menu('Shop', 'products/all', [menu('Fruit', 'products/fruit')]), menu('About', 'page/about')],
        sideMenu: [menu('Shop', 'products/all')],
        footerMenu: [menu('Contact', 'page/contact')],
        footerTabs: [menu('Home', 'home'), menu('Cart', 'checkout/cart')],
      },
      headerControl: { notDisplayheaderInMP: false },
    },
    systemSettings: {
      appConfig: {
        enableCheckout: true,
        enableMultiLocationSelection: false,
        supportedLanguages: ['en', 'zh'],
        hideCompanyFooter: false,
        referId: null,
      },
      payment: {
        defaultCurrency: { currencyCode: 'CAD' },
        exchangeCurrencies: [{ currencyCode: 'CAD' }, { currencyCode: 'USD' }, { currencyCode: 'CNY' }],
        supportVisa: true,
        supportWeChatPay: true,
      },
      social: { instagram: { userName: 'demo', pageURL: 'https://instagram.com/demo' } },
      storeLocations: [
        {
          id: 'loc-1',
          localStoreName: 'Downtown',
          display: true,
          virtual: false,
          address: { streetNumberAndNameDetails: '1 Main St', city: 'Toronto', province: 'ON', postCode: 'M5V 1A1' },
        },
        {
          id: 'loc-2',
          localStoreName: 'Harbour',
          display: true,
          virtual: false,
          address: { streetNumberAndNameDetails: '2 Bay St', city: 'Vancouver', province: 'BC', postCode: 'V6B 1A1' },
        },
      ],
    },
    user: null,
    userID: null,
    lastLoginDate: null,
    myID: null,
    ...overrides,
  };
}
