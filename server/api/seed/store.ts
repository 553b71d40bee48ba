/**
 * The store shell: settings (name, logos, colours, menus, header control, app config, payment
 * flags, social accounts), the server message dictionary, content pages, currencies with rates
 * and store locations. Bilingual (en/zh). Tables are created by the migrations below; the seed
 * runs once, on the first start of an empty database.
 */
import type { AreaData, Db } from '../db';
import { PAGE_SECTIONS_MIGRATION, seedHomeSections } from '../models/sections';
import type {
  AppConfig,
  HeaderControl,
  LinkActionType,
  LocalizedText,
  MenuItem,
  Navigation,
  PaymentSettings,
  SocialSettings,
  StoreCss,
} from '../../../types/api';

/**
 * The Shipping & Returns page's returns paragraph: `{{returnWindowDays}}` is filled from the same
 * setting the returns extension enforces (models/page-values.ts, seed/after-sales.ts).
 */
export const RETURNS_PARAGRAPH = {
  en: '<h2>Returns</h2><p>You can ask for a return or a refund within {{returnWindowDays}} days of receiving your order (picked up or delivered), from the order in My Account. Refunds go back the way you paid.</p>',
  zh: '<h2>退货</h2><p>收到订单（自提或送达）后 {{returnWindowDays}} 天内，可在“我的账户”的订单中申请退货或退款。退款原路退回。</p>',
};

// ---------------------------------------------------------------------------------------------
// Menus

const I: LinkActionType = 'INTERNAL_LINK';

function item(en: string, zh: string, link: string | null, extra: Partial<MenuItem> = {}): MenuItem {
  return { name: en, nameContent: { en, zh }, link, linkActionType: I, ...extra };
}
function external(en: string, zh: string, url: string): MenuItem {
  return item(en, zh, url, { linkActionType: 'EXTERNAL_LINK' });
}
function parent(en: string, zh: string, subMenu: MenuItem[]): MenuItem {
  return { name: en, nameContent: { en, zh }, link: null, subMenu };
}

/** Category slugs the menus link to (products/X -> /store/productlist?cat=X). */
export const MENU_CATEGORIES: [slug: string, en: string, zh: string][] = [
  ['fruit', 'Fresh Fruit', '新鲜水果'],
  ['vegetables', 'Vegetables', '蔬菜'],
  ['tea', 'Tea', '茶叶'],
  ['snacks', 'Snacks', '零食'],
  ['dairy', 'Dairy & Eggs', '乳品蛋类'],
  ['bakery', 'Bakery', '烘焙'],
  ['pantry', 'Pantry', '粮油调味'],
  ['beverages', 'Beverages', '饮品'],
  ['frozen', 'Frozen', '冷冻食品'],
  ['seafood', 'Seafood', '海鲜'],
  ['meat', 'Meat', '肉类'],
  ['noodles', 'Noodles & Rice', '面食米饭'],
  ['household', 'Household', '家居用品'],
  ['gifts', 'Gift Boxes', '礼盒'],
];

const shopMenu: MenuItem[] = [
  ...MENU_CATEGORIES.map(([slug, en, zh]) => item(en, zh, `products/${slug}`)),
  item('All Products', '全部商品', 'products/all'),
];

/** The store's own phone line: the contact page and the footer's call tab dial it. */
export const HOTLINE = { display: '1-800-555-0199', tel: 'tel:+1-800-555-0199' };
export const STORE_EMAIL = 'hello@maplejademarket.ca';
export const CAREERS_URL = 'https://www.linkedin.com/company/maplejademarket/jobs';
const INSTAGRAM_URL = 'https://www.instagram.com/maplejademarket';

// Opening hours: a plain-text menu entry (spec 2.3: an item without a link is text).
const hours = (): MenuItem => item('Daily 9:00–21:00', '每日 9:00–21:00 营业', null);

/**
 * The group-buy campaigns (/store/groupCampaigns): in the side menu and the footer. Not in the
 * header bar: a 14th entry wraps it to a third line at tablet widths, where the HTML shell draws two.
 */
export const GROUP_BUY_LINK = 'store/groupCampaigns';

const headerMenu: MenuItem[] = [
  item('Home', '首页', 'home'),
  parent('Shop', '选购', shopMenu), // 15 entries: wide two-column dropdown
  parent('Tea House', '茶馆', [
    item('All teas', '全部茶叶', 'products/tea'),
    item('Teas by price', '茶叶（按价格）', 'products/tea%26sort=price'),
    item('Jasmine teas', '茉莉花茶', 'search?searchStr=jasmine'),
    item('Organic picks', '有机精选', 'tag/organic'),
    item('Featured tea set', '精选茶具', 'product/1'),
  ]),
  parent('Brands', '品牌', [
    item('Harbourside Provisions', '港畔食品', 'brand/Harbourside'),
    item('Maple Farms', '枫叶农场', 'brand/MapleFarms'),
    item('Jade Garden', '玉园', 'brand/JadeGarden'),
  ]),
  item('Organic', '有机', 'tag/organic'),
  item('Clearance', '清仓特卖', 'clearance'),
  item('New Arrivals', '新品上架', 'tag/new'),
  item('Recipes', '食谱', 'blog'),
  item('About Us', '关于我们', 'page/about'),
  item('Contact', '联系我们', 'page/contact'),
  external('Instagram', 'Instagram', INSTAGRAM_URL),
  item('Cart', '购物车', 'checkout/cart'),
  hours(),
];

const sideMenu: MenuItem[] = [
  item('Home', '首页', 'home'),
  parent('Shop', '选购', shopMenu),
  parent('Discover', '发现', [
    item('Jasmine teas', '茉莉花茶', 'search?searchStr=jasmine'),
    item('Organic', '有机', 'tag/organic'),
    item('New Arrivals', '新品上架', 'tag/new'),
    item('Harbourside Provisions', '港畔食品', 'brand/Harbourside'),
    item('Featured tea set', '精选茶具', 'product/1'),
  ]),
  item('Clearance', '清仓特卖', 'clearance'),
  item('Group Buy', '拼团', GROUP_BUY_LINK),
  item('My Account', '我的账户', 'user/list'),
  item('Recipes', '食谱', 'blog'),
  item('About Us', '关于我们', 'page/about'),
  hours(),
];

const footerMenu: MenuItem[] = [
  parent('Shop', '选购', [
    item('Fresh Fruit', '新鲜水果', 'products/fruit'),
    item('Tea', '茶叶', 'products/tea'),
    item('Clearance', '清仓特卖', 'clearance'),
    item('Group Buy', '拼团', GROUP_BUY_LINK),
  ]),
  parent('Help', '帮助', [
    item('Shipping & Returns', '配送与退货', 'page/shipping'),
    item('Contact', '联系我们', 'page/contact'),
    item('My Orders', '我的订单', 'user/orders'),
    item('Support', '客服支持', 'user/support'),
    hours(),
  ]),
  parent('Company', '公司', [
    item('About Us', '关于我们', 'page/about'),
    item('Recipes', '食谱', 'blog'),
    external('Careers', '招聘', CAREERS_URL),
  ]),
];

const footerTabs: MenuItem[] = [
  item('Home', '首页', 'home', { icon: 'home' }),
  item('Shop', '选购', 'productlist?cat=all', { icon: 'shopping-bag' }),
  item('Cart', '购物车', 'checkout/cart', { icon: 'shopping-cart' }),
  item('Account', '我的', 'user/list', { icon: 'user' }),
  item('Call us', '致电', HOTLINE.tel, { icon: 'phone' }),
];

export const NAVIGATION: Navigation = { headerMenu, sideMenu, footerMenu, footerTabs };

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

// ---------------------------------------------------------------------------------------------
// Messages, pages, currencies, locations

export const MESSAGES: Record<'en' | 'zh', Record<string, string>> = {
  en: {
    istore_common_link_copied: 'The link has been copied!',
    istore_common_close: 'Close',
    istore_common_copied: 'Copied',
    istore_common_apply: 'Apply',
    istore_common_sign_in: 'Sign In',
    istore_common_register: 'Register',
    istore_common_my_account: 'My Account',
    istore_common_search: 'Search',
    istore_common_cart: 'Cart',
    istore_common_language: 'Language',
    istore_common_currency: 'Currency',
    istore_footer_follow_us: 'Follow Us',
    istore_footer_payment: 'Payment',
    istore_location_choose: 'Choose the Location',
    istore_install_banner: 'Use this website as a free app.',
    istore_order_success: 'Order Success!',
    istore_payment_failed: 'Payment Failed',
    istore_back_to_cart: 'Back to Cart',
    istore_continue_shopping: 'Continue Shopping',
  },
  zh: {
    istore_common_link_copied: '链接已复制！',
    istore_common_close: '关闭',
    istore_common_copied: '已复制',
    istore_common_apply: '应用',
    istore_common_sign_in: '登录',
    istore_common_register: '注册',
    istore_common_my_account: '我的账户',
    istore_common_search: '搜索',
    istore_common_cart: '购物车',
    istore_common_language: '语言',
    istore_common_currency: '货币',
    istore_footer_follow_us: '关注我们',
    istore_footer_payment: '支付方式',
    istore_location_choose: '选择门店',
    istore_install_banner: '将本网站作为免费应用使用。',
    istore_order_success: '下单成功！',
    istore_payment_failed: '支付失败',
    istore_back_to_cart: '返回购物车',
    istore_continue_shopping: '继续购物',
  },
};

interface PageSeed {
  name: string;
  en: { title: string; body: string };
  zh: { title: string; body: string };
}

export const PAGES: PageSeed[] = [
  {
    name: 'home',
    en: {
      title: 'Fresh from farm and tea garden',
      body: '<p>Seasonal fruit, fine teas and pantry favourites, picked up in store or delivered to your door.</p>',
    },
    zh: {
      title: '来自农场与茶园的新鲜好物',
      body: '<p>应季水果、上等好茶与常备食材，可到店自提或送货上门。</p>',
    },
  },
  {
    name: 'about',
    en: {
      title: 'About Us',
      body: '<h1>About Maple &amp; Jade Market</h1><p>We are a family-run grocer with stores in Ontario, British Columbia, Quebec and Alberta, bringing together Canadian produce and Asian pantry classics since 2009.</p>',
    },
    zh: {
      title: '关于我们',
      body: '<h1>关于枫玉市集</h1><p>我们是一家家族经营的食品杂货店，自 2009 年起在安大略、不列颠哥伦比亚、魁北克和阿尔伯塔开设门店，汇集加拿大农产品与亚洲经典食材。</p>',
    },
  },
  {
    name: 'contact',
    en: {
      title: 'Contact',
      body: '<h1>Contact us</h1><p>Call <a href="tel:+1-800-555-0199">1-800-555-0199</a> (daily 9:00–21:00 Eastern time) or write to <a href="mailto:hello@maplejademarket.ca">hello@maplejademarket.ca</a>. Each store\'s address is in the store picker at the top of the page.</p>',
    },
    zh: {
      title: '联系我们',
      body: '<h1>联系我们</h1><p>请致电 <a href="tel:+1-800-555-0199">1-800-555-0199</a>（每日东部时间 9:00–21:00），或发送邮件至 <a href="mailto:hello@maplejademarket.ca">hello@maplejademarket.ca</a>。各门店地址见页面顶部的门店选择。</p>',
    },
  },
  {
    name: 'shipping',
    en: {
      title: 'Shipping & Returns',
      // {{...}}: filled in from the checkout settings when the page is served (models/page-values.ts)
      body:
        '<h1>Shipping &amp; Returns</h1><h2>Local delivery</h2><p>We deliver to these areas; the fee and the smallest order depend on the area:</p>{{deliveryZones}}' +
        '<p>Delivery is free on orders of {{freeDeliveryOver}} or more. Every order, picked up or delivered, starts at {{minOrderAmount}}.</p>' +
        '<h2>Pick up in store</h2><p>Free at every store; choose a time at checkout.</p>' +
        RETURNS_PARAGRAPH.en,
    },
    zh: {
      title: '配送与退货',
      body:
        '<h1>配送与退货</h1><h2>本地配送</h2><p>我们配送至以下地区，运费和起送金额因地区而异：</p>{{deliveryZones}}' +
        '<p>订单满 {{freeDeliveryOver}} 免运费。所有订单（自提或配送）最低金额为 {{minOrderAmount}}。</p>' +
        '<h2>到店自提</h2><p>所有门店均可免费自提，结账时选择时间。</p>' +
        RETURNS_PARAGRAPH.zh,
    },
  },
  {
    name: 'blog',
    en: {
      title: 'From the Market',
      body: '<h2>Spring tea has arrived</h2><p>The first Longjing and Bi Luo Chun of the season are on our shelves. Brew at 80°C for two minutes and taste the orchard.</p><h2>Five-minute mango salad</h2><p>Ripe Ataulfo mango, lime, mint and a pinch of chili: the easiest dish on a warm evening.</p>',
    },
    zh: {
      title: '市集手记',
      body: '<h2>春茶上市</h2><p>本季第一批龙井和碧螺春已经上架。80°C 水温冲泡两分钟，品味茶园的清香。</p><h2>五分钟芒果沙拉</h2><p>熟透的芒果配上青柠、薄荷和少许辣椒：温暖夜晚最简单的一道菜。</p>',
    },
  },
];

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
