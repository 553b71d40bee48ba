/**
 * What a shopper reads on each page of the mini-program, opened cold (as a shared link opens it)
 * by a new visitor. Every page of app.json needs an entry here (pages.test.ts fails for a page
 * without one): the fixed texts come from the app's own English messages, the store's texts
 * (product names, page titles) from the reference server the run talks to, so seed changes do not
 * break the table.
 */
import { en } from '../../src/i18n/en';
import { confirmationMessages } from '../../src/i18n/confirmation';
import { checkoutAccountMessages } from '../../src/i18n/checkout-account';
import { campaignMessages } from '../../src/i18n/campaigns';
import type { Matcher } from './harness';

/** GET on the reference server's API (path under /api/istore/client). */
export type StoreGet = <T = any>(path: string) => Promise<T>;

export interface PageCase {
  /** Texts the page shows on every visit. */
  texts: Matcher[];
  /** The query to open the page with and the texts that come from the store's data. */
  fromStore?: (get: StoreGet) => Promise<{ query?: Record<string, string>; texts?: Matcher[] }>;
}

interface ProductRow {
  id: number;
  name: string;
  sku: string;
  tags: string[];
  hasOptions: boolean;
  available: boolean;
}

const firstProducts = (get: StoreGet, filter = '') =>
  get<ProductRow[]>(`productManagement2/products?infiniteLoad=true&numberToLoad=12&startingPosition=0${filter}`);

const emptyCart = [en.istore_cart_title, en.istore_cart_empty];
const cm = campaignMessages.en;
/** A group-buy page opened with no campaign id. */
const noCampaign = [cm.istore_campaign_not_found];

export const PAGE_TEXTS: Record<string, PageCase> = {
  'pages/home/index': {
    texts: [en.istore_catalogue_categories, en.istore_catalogue_featured, en.istore_shell_choose_store],
    fromStore: async (get) => ({ texts: [(await firstProducts(get))[0].name] }),
  },
  'pages/confirmation/index': {
    // Opened with no order: spec 8's 'orderID error' and the way back.
    texts: [confirmationMessages.en.istore_confirmation_error_title, 'orderID error', confirmationMessages.en.istore_confirmation_back_to_cart],
  },
  'pages/store/index/index': {
    texts: [en.istore_catalogue_all_products, en.istore_catalogue_sort],
    fromStore: async (get) => {
      const { count } = await get<{ count: number }>('productManagement2/products/listCount');
      return { texts: [en.istore_catalogue_count.replace('{count}', String(count)), (await firstProducts(get))[0].name] };
    },
  },
  'pages/store/productlist/index': {
    texts: [en.istore_catalogue_sort],
    fromStore: async (get) => {
      const [category] = await get<{ name: string; displayName: string }[]>('productManagement/categories/all');
      const [product] = await firstProducts(get, `&categoryName=${encodeURIComponent(category.name)}`);
      return { query: { cat: category.name }, texts: [category.displayName, product.name] };
    },
  },
  'pages/store/search/index': {
    texts: [en.istore_catalogue_search],
    fromStore: async (get) => {
      const [product] = await get<ProductRow[]>('productManagement2/products/search/tea?infiniteLoad=true&numberToLoad=12&startingPosition=0');
      return { query: { searchStr: 'tea' }, texts: [product.name] };
    },
  },
  'pages/store/product/index': {
    texts: [en.istore_product_add_to_cart, en.istore_product_quantity],
    fromStore: async (get) => {
      const product = (await firstProducts(get)).find((p) => p.available)!;
      return { query: { id: String(product.id) }, texts: [product.name, en.istore_product_sku.replace('{sku}', product.sku)] };
    },
  },
  'pages/store/brand/index': {
    texts: [en.istore_catalogue_brand],
    fromStore: async (get) => {
      const [brand] = await get<{ name: string; displayName: string }[]>('productManagement/brands');
      return { query: { name: brand.name }, texts: [brand.displayName] };
    },
  },
  'pages/store/tag/index': {
    texts: [en.istore_catalogue_tag],
    fromStore: async (get) => {
      const name = (await firstProducts(get)).find((p) => p.tags.length)!.tags[0];
      const tag = await get<{ displayName: string }>(`productManagement2/tag/${encodeURIComponent(name)}`);
      return { query: { name }, texts: [tag.displayName] };
    },
  },
  'pages/store/clearance/index': {
    texts: [en.istore_catalogue_clearance],
    fromStore: async (get) => ({ texts: [(await firstProducts(get, '&clearance=true'))[0].name] }),
  },
  'pages/store/group-campaign/index': { texts: noCampaign },
  'pages/store/group-campaigns/index': {
    texts: [cm.istore_campaign_list_title],
    fromStore: async (get) => ({ texts: [(await get<{ campaigns?: { name: string }[] }>('common3/campaign/fissionList')).campaigns?.[0]?.name ?? ''] }),
  },
  'pages/checkout/index/index': { texts: emptyCart },
  'pages/checkout/cart/index': { texts: emptyCart },
  'pages/checkout/checkout/index': { texts: [checkoutAccountMessages.en.istore_checkout_title, en.istore_cart_empty] },
  'pages/checkout/payment/index': { texts: [checkoutAccountMessages.en.istore_payment_title, en.istore_cart_empty] },
  'pages/checkout/campaign-cart/index': { texts: noCampaign },
  'pages/checkout/campaign-checkout/index': { texts: noCampaign },
  'pages/checkout/campaign-payment/index': { texts: noCampaign },
  'pages/account/login/index': {
    texts: [en.istore_header_sign_in, checkoutAccountMessages.en.istore_account_password, checkoutAccountMessages.en.istore_account_no_account, en.istore_header_register],
  },
  'pages/account/signup/index': {
    texts: [en.istore_header_register, checkoutAccountMessages.en.istore_account_create, checkoutAccountMessages.en.istore_account_password_confirm, checkoutAccountMessages.en.istore_account_have_account],
  },
  'pages/user/list/index': { texts: [en.istore_header_my_account, checkoutAccountMessages.en.istore_account_sign_in_first] },
  'pages/user/orders/index': { texts: [checkoutAccountMessages.en.istore_orders_title, checkoutAccountMessages.en.istore_orders_sign_in] },
  'pages/blog/index/index': {
    texts: [],
    fromStore: async (get) => ({ texts: [(await get<{ title: string }>('common3/pageContent?pageName=blog')).title] }),
  },
  'pages/general/page/index': {
    texts: [],
    fromStore: async (get) => ({
      query: { pageName: 'about' },
      texts: [(await get<{ title: string }>('common3/pageContent?pageName=about')).title],
    }),
  },
};
