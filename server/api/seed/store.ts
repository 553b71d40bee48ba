/**
 * The store shell: settings (name, logos, colours, header control, app config, payment flags,
 * social accounts), currencies with rates and store locations; the navigation
 * (store-navigation.ts), the message dictionary and content pages (store-pages.ts) are seeded here
 * too. Bilingual (en/zh). Tables are created by the migrations below; the seed
 * runs once, on the first start of an empty database.
 */
import type { AreaData, Db } from '../db';
import { PAGE_SECTIONS_MIGRATION, seedHomeSections } from '../models/sections';
import type {
  AppConfig,
  HeaderControl,
  LocalizedText,
  PaymentSettings,
  SocialSettings,
  StoreCss,
} from '../../../types/api';
import { INSTAGRAM_URL, NAVIGATION } from './store-navigation';
import { MESSAGES, PAGES } from './store-pages';

// ---------------------------------------------------------------------------------------------
// Settings

export const STORE_NAME: LocalizedText = { en: 'Maple & Jade Market', zh: '枫玉市集' };

export const CSS: StoreCss = {
  varPrimary: '#0B6E4F', // 6.25:1 on white
  varPrimaryText: '#FFFFFF',
  varSecondary: '#8A4B08', // 6.79:1 on white
  varText: '#1F2328',
  varBackground: '#FFFFFF',
  varFooter: '#1B3A2F',
  varFooterText: '#F3F6F4',
};

export const LABELS: Record<'en' | 'zh', Record<string, string>> = {
  en: {
    searchPlaceholder: 'Search products',
    followUs: 'Follow Us',
    payment: 'Payment',
    poweredBy: 'Powered by iStore',
    installBanner: 'Use this website as a free app.',
  },
  zh: {
    searchPlaceholder: '搜索商品',
    followUs: '关注我们',
    payment: '支付方式',
    poweredBy: '由 iStore 提供技术支持',
    installBanner: '将本网站作为免费应用使用。',
  },
};

export const HEADER_CONTROL: HeaderControl = {
  notDisplayheaderInMP: false,
  notDisplayheaderInAli: false,
  notDisplayheaderInMobile: false,
  notDisplayheaderInDesktop: false,
};

export const APP_CONFIG: AppConfig = {
  enableCheckout: true,
  enableMultiLocationSelection: true,
  supportedLanguages: ['en', 'zh'],
  hidePowerBy: false,
  hideCompanyFooter: false,
  enableWeChatMiniProgramPromotion: true,
  referId: 'MJMSTORE',
};

/** Payment flags; the currencies come from the `currencies` table. */
export const PAYMENT_FLAGS: Omit<PaymentSettings, 'defaultCurrency' | 'exchangeCurrencies'> = {
  supportVisa: true,
  supportMasterCard: true,
  supportAmex: true,
  supportPayPal: true,
  supportWeChatPay: true,
  supportAliPay: true,
  supportUnionPay: true,
};

export const SOCIAL: SocialSettings = {
  instagram: { userName: 'maplejademarket', pageURL: INSTAGRAM_URL },
  facebook: { pageURL: 'https://www.facebook.com/maplejademarket' },
  twitter: { pageURL: 'https://twitter.com/maplejademarket' },
  youTube: { pageURL: 'https://www.youtube.com/@maplejademarket' },
  linkedin: { pageURL: 'https://www.linkedin.com/company/maplejademarket' },
  pinterest: { pageURL: 'https://www.pinterest.com/maplejademarket' },
};

/** Images live in server/assets and are served under /static-assets/. */
export const IMAGES = {
  logo: '/static-assets/logo.svg',
  footerLogo: '/static-assets/footer-logo.svg',
  favicon: '/static-assets/favicon.svg',
};

/** Base currency first; rates are units of the currency per 1 CAD, exact decimal strings. */
export const CURRENCIES: [code: string, rate: string][] = [
  ['CAD', '1'],
  ['USD', '0.7300'],
  ['CNY', '5.2500'],
  ['EUR', '0.6700'],
  ['HKD', '5.6900'],
  ['JPY', '108.40'],
  ['BHD', '0.275'],
];
export const DEFAULT_CURRENCY = 'CAD';

interface LocationSeed {
  id: string;
  en: string;
  zh: string;
  street: string;
  city: string;
  province: string;
  postCode: string;
  display: boolean;
  virtual: boolean;
}

export const LOCATIONS: LocationSeed[] = [
  {
    id: 'toronto-downtown',
    en: 'Toronto Downtown',
    zh: '多伦多市中心店',
    street: '123 Queen St W',
    city: 'Toronto',
    province: 'ON',
    postCode: 'M5H 2M9',
    display: true,
    virtual: false,
  },
  {
    id: 'markham-pacific',
    en: 'Markham Pacific Mall Flagship Store',
    zh: '万锦太古广场旗舰店',
    street: '4300 Steeles Ave E',
    city: 'Markham',
    province: 'ON',
    postCode: 'L3R 0Y5',
    display: true,
    virtual: false,
  },
  {
    id: 'ottawa-byward',
    en: 'Ottawa ByWard (opening soon)',
    zh: '渥太华拜沃德店（即将开业）',
    street: '55 ByWard Market Sq',
    city: 'Ottawa',
    province: 'ON',
    postCode: 'K1N 9C3',
    display: false,
    virtual: false,
  },
  {
    id: 'vancouver-chinatown',
    en: 'Vancouver Chinatown',
    zh: '温哥华唐人街店',
    street: '88 E Pender St',
    city: 'Vancouver',
    province: 'BC',
    postCode: 'V6A 1T1',
    display: true,
    virtual: false,
  },
  {
    id: 'richmond-aberdeen',
    en: 'Richmond Aberdeen',
    zh: '列治文鸭巴甸店',
    street: '4151 Hazelbridge Way',
    city: 'Richmond',
    province: 'BC',
    postCode: 'V6X 4J7',
    display: true,
    virtual: false,
  },
  {
    id: 'montreal-centre',
    en: 'Montréal Centre-Ville',
    zh: '蒙特利尔市中心店',
    street: '1000 Rue De La Gauchetière O',
    city: 'Montréal',
    province: 'QC',
    postCode: 'H3B 4W5',
    display: true,
    virtual: false,
  },
  {
    id: 'calgary-chinatown',
    en: 'Calgary Chinatown',
    zh: '卡尔加里唐人街店',
    street: '197 1 St SW',
    city: 'Calgary',
    province: 'AB',
    postCode: 'T2P 4M4',
    display: true,
    virtual: false,
  },
  {
    id: 'online-warehouse',
    en: 'Online Warehouse (delivery only)',
    zh: '网店仓库（仅配送）',
    street: '6200 Dixie Rd',
    city: 'Mississauga',
    province: 'ON',
    postCode: 'L5T 2E1',
    display: true,
    virtual: true,
  },
];

// ---------------------------------------------------------------------------------------------

export const storeData: AreaData = {
  area: 'store',
  migrations: [
    {
      id: 'store-001-settings',
      up: `
        CREATE TABLE store_settings (
          key TEXT PRIMARY KEY,
          value TEXT NOT NULL
        );
        CREATE TABLE messages (
          locale TEXT NOT NULL,
          key TEXT NOT NULL,
          value TEXT NOT NULL,
          PRIMARY KEY (locale, key)
        );
        CREATE TABLE pages (
          name TEXT NOT NULL,
          locale TEXT NOT NULL,
          title TEXT NOT NULL,
          body TEXT NOT NULL,
          PRIMARY KEY (name, locale)
        );
        CREATE TABLE currencies (
          code TEXT PRIMARY KEY,
          rate TEXT NOT NULL,
          is_default INTEGER NOT NULL DEFAULT 0,
          position INTEGER NOT NULL
        );
        CREATE TABLE store_locations (
          id TEXT PRIMARY KEY,
          name_en TEXT NOT NULL,
          name_zh TEXT NOT NULL,
          street TEXT NOT NULL,
          city TEXT NOT NULL,
          province TEXT NOT NULL,
          post_code TEXT NOT NULL,
          display INTEGER NOT NULL,
          virtual INTEGER NOT NULL,
          position INTEGER NOT NULL
        );
      `,
    },
    {
      // the home page's blocks and their order (common3/sectionTemplateByType/home)
      id: 'store-002-page-sections',
      up: (db) => {
        db.exec(PAGE_SECTIONS_MIGRATION);
        seedHomeSections(db);
      },
    },
  ],
  seed: seedStore,
};

function seedStore(db: Db): void {
  const setting = db.prepare('INSERT INTO store_settings (key, value) VALUES (?, ?)');
  const settings: Record<string, unknown> = {
    storeName: STORE_NAME,
    storeLogo: 2,
    images: IMAGES,
    css: CSS,
    labels: LABELS,
    navigation: NAVIGATION,
    headerControl: HEADER_CONTROL,
    appConfig: APP_CONFIG,
    paymentFlags: PAYMENT_FLAGS,
    social: SOCIAL,
    caid: 'maple-jade-demo',
  };
  for (const [key, value] of Object.entries(settings)) setting.run(key, JSON.stringify(value));

  const message = db.prepare('INSERT INTO messages (locale, key, value) VALUES (?, ?, ?)');
  for (const [locale, dict] of Object.entries(MESSAGES)) {
    for (const [key, value] of Object.entries(dict)) message.run(locale, key, value);
  }

  const page = db.prepare('INSERT INTO pages (name, locale, title, body) VALUES (?, ?, ?, ?)');
  for (const p of PAGES) {
    page.run(p.name, 'en', p.en.title, p.en.body);
    page.run(p.name, 'zh', p.zh.title, p.zh.body);
  }

  const currency = db.prepare('INSERT INTO currencies (code, rate, is_default, position) VALUES (?, ?, ?, ?)');
  CURRENCIES.forEach(([code, rate], i) => currency.run(code, rate, code === DEFAULT_CURRENCY ? 1 : 0, i));

  const location = db.prepare(
    `INSERT INTO store_locations (id, name_en, name_zh, street, city, province, post_code, display, virtual, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  LOCATIONS.forEach((l, i) =>
    location.run(l.id, l.en, l.zh, l.street, l.city, l.province, l.postCode, l.display ? 1 : 0, l.virtual ? 1 : 0, i),
  );
}
