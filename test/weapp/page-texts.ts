/**
 * What a shopper reads on each page of the mini-program, opened cold (as a shared link opens it)
 * by a new visitor. Every page of app.json needs an entry here (pages.test.ts fails for a page
 * without one): the fixed texts come from the app's own English messages, the store's texts
 * (product names, page titles) from the reference server the run talks to, so seed changes do not
 * break the table. A page that shows its content only to a signed-in shopper sets `signedIn`: the
 * run signs the demo shopper in on the login page first (as a shopper would) and `fromStore` reads
 * the server as that shopper; a second run opens it as a visitor, who gets the sign-in prompt.
 */
import { en } from '../../src/i18n/en';
import { confirmationMessages } from '../../src/i18n/confirmation';
import { checkoutAccountMessages } from '../../src/i18n/checkout-account';
import { campaignMessages } from '../../src/i18n/campaigns';
import { userAreaMessages } from '../../src/i18n/user-area';
import { accountMessages } from '../../src/i18n/account';
import { shopperListsMessages } from '../../src/i18n/shopper-lists';
import { afterSalesMessages } from '../../src/i18n/after-sales';
import { alertMessages } from '../../src/i18n/alerts';
import type { Matcher } from './harness';
import { cartMessages } from '@/i18n/cart';
import { catalogueMessages } from '@/i18n/catalogue';

/** GET on the reference server's API (path under /api/istore/client). */
export type StoreGet = <T = any>(path: string) => Promise<T>;

export interface PageCase {
  /**
   * Opened by the demo shopper, signed in first (`fromStore`'s GET is then theirs too); `visitor`
   * is what someone not signed in sees there instead.
   */
  signedIn?: {
    visitor: Matcher[];
    /** A page behind the sign-in guard sends a visitor there (its route) instead of staying. */
    redirectsTo?: string;
  };
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

const emptyCart = [cartMessages.en.istore_cart_title, cartMessages.en.istore_cart_empty];
const cm = campaignMessages.en;
const ua = userAreaMessages.en;
const am = accountMessages.en;
/** Behind the sign-in guard: a visitor lands on Sign In. */
const guarded = { visitor: [en.istore_header_sign_in], redirectsTo: 'pages/account/login/index' };
/** My Account's sections ask a visitor to sign in (or register) first. */
const userArea = { visitor: [checkoutAccountMessages.en.istore_account_sign_in_first, en.istore_header_sign_in] };
/** The group-buy checkout and payment ask a visitor to sign in to start or join a group. */
const groupBuyer = { visitor: [cm.istore_campaign_sign_in, en.istore_header_sign_in] };

interface CampaignRow {
  id: number;
  name: string;
  description: string;
  groupSize: number;
}

/** Opens a group-buy page on the store's first campaign. */
const campaignQuery = async (get: StoreGet) => ({ query: { id: String((await firstCampaign(get)).id) } });

/** A list the page shows from the store: empty, the entry would assert nothing. */
/** The demo shopper's newest paid order that has reached them (the seed records its steps). */
async function paidOrderId(get: StoreGet): Promise<string> {
  const { orders } = await get<{ orders: { orderID: string; paidAt: string | null }[] }>(
    'admin/orderManagement/orders/list?numberToLoad=10&startingPosition=0&infiniteLoad=true&state=paid',
  );
  const handed = some('paid order', orders).find((o) => o.paidAt && Date.parse(o.paidAt) < Date.now() - 86_400_000);
  return (handed ?? orders[0]).orderID;
}

function some<T>(what: string, list: T[] | undefined): T[] {
  if (!list?.length) throw new Error(`the reference store has no ${what} to show`);
  return list;
}

/** The store's first group buy: its id to open a campaign page with. */
async function firstCampaign(get: StoreGet): Promise<CampaignRow> {
  return some('group buy', await get<CampaignRow[]>('common3/campaign/fissionList'))[0];
}

export const PAGE_TEXTS: Record<string, PageCase> = {
  'pages/home/index': {
    texts: [en.istore_catalogue_categories, en.istore_catalogue_featured, en.istore_shell_choose_store],
    fromStore: async (get) => ({ texts: [(await firstProducts(get))[0].name] }),
  },
  'pages/confirmation/index': {
    // Opened with no order: spec 8's 'orderID error' and the way back.
    texts: [
      confirmationMessages.en.istore_confirmation_error_title,
      'orderID error',
      confirmationMessages.en.istore_confirmation_back_to_cart,
    ],
  },
  'pages/store/index/index': {
    texts: [catalogueMessages.en.istore_catalogue_all_products, catalogueMessages.en.istore_catalogue_sort],
    fromStore: async (get) => {
      const { count } = await get<{ count: number }>('productManagement2/products/listCount');
      return {
        texts: [
          catalogueMessages.en.istore_catalogue_count.replace('{count}', String(count)),
          (await firstProducts(get))[0].name,
        ],
      };
    },
  },
  'pages/store/productlist/index': {
    texts: [catalogueMessages.en.istore_catalogue_sort],
    fromStore: async (get) => {
      const [category] = await get<{ name: string; displayName: string }[]>('productManagement/categories/all');
      const [product] = await firstProducts(get, `&categoryName=${encodeURIComponent(category.name)}`);
      return { query: { cat: category.name }, texts: [category.displayName, product.name] };
    },
  },
  'pages/store/search/index': {
    texts: [catalogueMessages.en.istore_catalogue_search],
    fromStore: async (get) => {
      const [product] = await get<ProductRow[]>(
        'productManagement2/products/search/tea?infiniteLoad=true&numberToLoad=12&startingPosition=0',
      );
      return { query: { searchStr: 'tea' }, texts: [product.name] };
    },
  },
  'pages/store/product/index': {
    texts: [catalogueMessages.en.istore_product_add_to_cart, catalogueMessages.en.istore_product_quantity],
    fromStore: async (get) => {
      const product = (await firstProducts(get)).find((p) => p.available)!;
      return {
        query: { id: String(product.id) },
        texts: [product.name, catalogueMessages.en.istore_product_sku.replace('{sku}', product.sku)],
      };
    },
  },
  'pages/store/brand/index': {
    texts: [catalogueMessages.en.istore_catalogue_brand],
    fromStore: async (get) => {
      const [brand] = await get<{ name: string; displayName: string }[]>('productManagement/brands');
      return { query: { name: brand.name }, texts: [brand.displayName] };
    },
  },
  'pages/store/tag/index': {
    texts: [catalogueMessages.en.istore_catalogue_tag],
    fromStore: async (get) => {
      const name = (await firstProducts(get)).find((p) => p.tags.length)!.tags[0];
      const tag = await get<{ displayName: string }>(`productManagement2/tag/${encodeURIComponent(name)}`);
      return { query: { name }, texts: [tag.displayName] };
    },
  },
  // extension `alerts`: opened without a mailed link's token, the page says where it opens from
  'pages/store/alert/index': {
    texts: [alertMessages.en.istore_alert_link_title, alertMessages.en.istore_alert_link_missing],
  },
  'pages/store/clearance/index': {
    texts: [en.istore_catalogue_clearance],
    fromStore: async (get) => ({ texts: [(await firstProducts(get, '&clearance=true'))[0].name] }),
  },
  'pages/store/group-campaign/index': {
    // a visitor sees the campaign and is asked to sign in before starting or joining a group
    texts: [
      cm.istore_campaign_invite,
      cm.istore_campaign_sign_in,
      cm.istore_campaign_products,
      cm.istore_campaign_start,
      cm.istore_campaign_groups,
      cm.istore_campaign_rules,
    ],
    fromStore: async (get) => {
      const c = await firstCampaign(get);
      return {
        query: { id: String(c.id) },
        texts: [c.name, c.description, cm.istore_campaign_group_size.replace('{size}', String(c.groupSize))],
      };
    },
  },
  'pages/store/group-campaigns/index': {
    texts: [cm.istore_campaign_list_title, cm.istore_campaign_list_intro],
    fromStore: async (get) => ({
      texts: some('group buy', await get<CampaignRow[]>('common3/campaign/fissionList')).map((c) => c.name),
    }),
  },
  'pages/checkout/index/index': { texts: emptyCart },
  'pages/checkout/cart/index': { texts: emptyCart },
  'pages/checkout/checkout/index': {
    texts: [checkoutAccountMessages.en.istore_checkout_title, cartMessages.en.istore_cart_empty],
  },
  'pages/checkout/payment/index': {
    texts: [checkoutAccountMessages.en.istore_payment_title, cartMessages.en.istore_cart_empty],
  },
  // nothing chosen in the group buy yet (a visitor is asked to sign in on the campaign page, when choosing)
  'pages/checkout/campaign-cart/index': {
    texts: [cm.istore_campaign_cart_title, cm.istore_campaign_cart_empty, cm.istore_campaign_back],
    fromStore: campaignQuery,
  },
  // the demo shopper has chosen nothing in the group buy yet: the checkout's empty cart
  'pages/checkout/campaign-checkout/index': {
    signedIn: groupBuyer,
    texts: [checkoutAccountMessages.en.istore_checkout_title, cartMessages.en.istore_cart_empty],
    fromStore: campaignQuery,
  },
  'pages/checkout/campaign-payment/index': {
    signedIn: groupBuyer,
    texts: [checkoutAccountMessages.en.istore_payment_title, cartMessages.en.istore_cart_empty],
    fromStore: campaignQuery,
  },
  'pages/account/login/index': {
    texts: [
      en.istore_header_sign_in,
      checkoutAccountMessages.en.istore_account_password,
      checkoutAccountMessages.en.istore_account_no_account,
      en.istore_header_register,
    ],
  },
  'pages/account/signup/index': {
    texts: [
      en.istore_header_register,
      checkoutAccountMessages.en.istore_account_create,
      checkoutAccountMessages.en.istore_account_password_confirm,
      checkoutAccountMessages.en.istore_account_have_account,
    ],
  },
  'pages/user/list/index': {
    signedIn: guarded,
    texts: [en.istore_header_my_account, am.istore_account_edit_profile],
    fromStore: async (get) => ({
      texts: [(await get<{ user?: { email?: string } }>('common3/appInfoInit')).user?.email ?? 'no signed-in user'],
    }),
  },
  'pages/user/addresses/index': { signedIn: guarded, texts: [am.istore_address_title] },
  // extension `alerts`: the demo shopper's alerts (none yet on a fresh store)
  'pages/user/alerts/index': {
    signedIn: userArea,
    texts: [alertMessages.en.istore_alert_title, alertMessages.en.istore_alert_intro],
  },
  // extension `favourites`: a new visitor's list, on the device and empty
  'pages/user/favourites/index': {
    texts: [
      shopperListsMessages.en.istore_fav_title,
      shopperListsMessages.en.istore_fav_visitor_note,
      shopperListsMessages.en.istore_fav_empty,
    ],
  },
  // opened cold with no reset token: the forgot-password form
  'pages/account/password/index': { texts: [am.istore_account_forgot_title, am.istore_account_forgot_submit] },
  'pages/user/orders/index': {
    signedIn: userArea,
    texts: [
      checkoutAccountMessages.en.istore_orders_title,
      ua.istore_orders_tab_all,
      ua.istore_orders_tab_unpaid,
      ua.istore_orders_tab_paid,
    ],
    fromStore: async (get) => {
      const { orders } = await get<{ orders: { orderID: string }[] }>(
        'admin/orderManagement/orders/list?numberToLoad=10&startingPosition=0&infiniteLoad=true',
      );
      return {
        texts: [
          confirmationMessages.en.istore_confirmation_order_id.replace('{orderId}', some('order', orders)[0].orderID),
        ],
      };
    },
  },
  'pages/user/coupons/index': {
    signedIn: userArea,
    texts: [ua.istore_coupons_title, ua.istore_coupons_lookup, ua.istore_coupons_code],
    fromStore: async (get) => {
      const { coupons } = await get<{ coupons: { code: string; name: string }[] }>('common3/coupons');
      return { texts: some('coupon', coupons).map((c) => `${c.code} · ${c.name}`) };
    },
  },
  'pages/user/credit/index': {
    signedIn: userArea,
    texts: [
      ua.istore_credit_title,
      ua.istore_credit_balance,
      ua.istore_credit_history,
      ua.istore_credit_col_amount,
      ua.istore_credit_col_balance,
    ],
    fromStore: async (get) => {
      const { entries } = await get<{ entries: { orderID: string | null }[] }>(
        'admin/storeCreditManagement/storeCreditHistory',
      );
      const [order] = some(
        'credit entry of an order',
        entries.filter((e) => e.orderID),
      );
      return { texts: [ua.istore_credit_order.replace('{orderId}', order.orderID!)] };
    },
  },
  'pages/user/membership/index': {
    signedIn: userArea,
    texts: [ua.istore_membership_title],
    fromStore: async (get) => {
      const [detail, products] = await Promise.all([
        get<{ active: boolean; name: string | null }>('admin/userManagement/membershipDetail'),
        get<{ name: string; discountPercent: number; durationDays: number }[]>(
          'admin/userManagement/membershipProducts',
        ),
      ]);
      const [product] = some('membership product', products);
      return {
        texts: [
          detail.active ? ua.istore_sections_member_badge.replace('{name}', detail.name!) : ua.istore_membership_none,
          product.name,
          ua.istore_membership_benefit
            .replace('{percent}', String(product.discountPercent))
            .replace('{days}', String(product.durationDays)),
        ],
      };
    },
  },
  'pages/user/referrals/index': {
    signedIn: userArea,
    texts: [
      ua.istore_referrals_title,
      ua.istore_referrals_my_id,
      ua.istore_referrals_groups,
      ua.istore_referrals_stats,
    ],
    fromStore: async (get) => {
      const [info, groups] = await Promise.all([
        get<{ myID: string }>('admin/trackingManagement/referrer/userTracking/GeneralInfo'),
        get<{ name: string }[]>('admin/userManagement/affiliatedReferralGoups'),
      ]);
      return { texts: [info.myID, ...some('referral group', groups).map((g) => g.name)] };
    },
  },
  // open to visitors: the form, empty
  'pages/user/support/index': {
    texts: [
      ua.istore_support_title,
      ua.istore_support_intro,
      ua.istore_support_name,
      ua.istore_support_order,
      ua.istore_support_message,
      ua.istore_support_send,
    ],
  },
  // extensions, opened on the demo shopper's latest paid order, handed over (seeded steps)
  'pages/user/review/index': {
    signedIn: userArea,
    texts: [afterSalesMessages.en.istore_reviews_page_title, afterSalesMessages.en.istore_reviews_back_to_order],
    fromStore: async (get) => {
      const id = await paidOrderId(get);
      return {
        query: { orderID: id },
        texts: [
          afterSalesMessages.en.istore_reviews_choose_product.replace('{orderId}', id),
          afterSalesMessages.en.istore_reviews_your_rating,
        ],
      };
    },
  },
  // open to the guest who placed an order: a visitor sees the page, the order is not theirs
  'pages/user/returns/index': {
    signedIn: { visitor: [afterSalesMessages.en.istore_returns_page_title] },
    texts: [afterSalesMessages.en.istore_returns_page_title, afterSalesMessages.en.istore_reviews_back_to_order],
    fromStore: async (get) => {
      const id = await paidOrderId(get);
      return {
        query: { orderID: id },
        texts: [`${afterSalesMessages.en.istore_returns_title} · ${id}`, afterSalesMessages.en.istore_returns_submit],
      };
    },
  },
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
