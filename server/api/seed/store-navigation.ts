/**
 * The store's navigation, seeded into store_settings.navigation (seed/store.ts): the header, side
 * and footer menus and the footer's tabs, bilingual (en/zh), with the store's contact links they
 * carry (hotline, email, careers, Instagram).
 */
import type { LinkActionType, MenuItem, Navigation } from '../../../types/api';

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
export const INSTAGRAM_URL = 'https://www.instagram.com/maplejademarket';

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
