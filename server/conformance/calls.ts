/**
 * The reads the store makes, in the order a shopper's visit makes them, each through the app's
 * own client (server/conformance/services.ts), with what the shopper sees when it fails:
 *
 * - `journey`: a main journey (start, browse, product, search, cart, checkout, sign-in) stops: the check fails;
 * - `screen`: one screen shows its error state, the rest of the store works;
 * - `feature`: the store leaves a part out (a strip, a count, a menu).
 *
 * Each call may learn from its answer what later calls need (a product id, a category name), as
 * the shopper's taps would.
 */
import type { AppInfoModel } from '../../src/services/app-info';
import { dropped, need, type CallCheck, type Found } from './call-kit';
import { FILTER_READS } from './filter-calls';
import { SUBSCRIBE_READS } from './subscribe-calls';
import type { Services } from './services';

export type { CallCheck, Found, Need, Shortfall } from './call-kit';
export { dropped };

const list = (a: unknown): unknown[] => (Array.isArray(a) ? a : []);
const field = (a: unknown, key: string): unknown =>
  a && typeof a === 'object' && !Array.isArray(a) ? (a as Record<string, unknown>)[key] : undefined;

const noProduct = (f: Found) => (f.productId ? null : 'no product listed');
const guestOnly = (f: Found) => (f.signedIn ? null : 'needs a test shopper (--email, --password)');

type Page = Awaited<ReturnType<Services['catalogue']['products']>>;
type Named = Array<{ name: string }>;

export const READS: CallCheck[] = [
  need<AppInfoModel>({
    id: 'appInfo',
    call: 'GET common3/appInfoInit',
    need: 'journey',
    firstContent: true,
    fails: 'no page can start: the store shows its error state',
    run: (svc) => svc.common.appInfoInit(),
    learn: (info, f) => {
      f.info = info;
      f.currency = info.settings.payment.exchangeCurrencies[0]?.currencyCode;
      f.locationId = info.settings.storeLocations[0]?.id;
    },
    shortfall: (info) =>
      info.storeName ? null : { count: 1, all: false, text: 'no store name: the header and page titles show none' },
  }),
  need<unknown>({
    id: 'pageContent',
    call: 'GET common3/pageContent?pageName=',
    need: 'screen',
    firstContent: true,
    fails: "the home page's own text and the information pages (about us, shipping & returns) show their error state",
    run: (svc) => svc.common.pageContent('home'),
  }),
  need<unknown[]>({
    id: 'sections',
    call: 'GET common3/sectionTemplateByType/{type}',
    need: 'screen',
    firstContent: true,
    fails: "the home page shows its error state instead of the store's blocks",
    run: (svc) => svc.common.sectionTemplate('home'),
    shortfall: (blocks, a) => dropped(field(a, 'sections'), blocks.length, 'home blocks'),
  }),
  need<Page>({
    id: 'products',
    call: 'GET productManagement2/products',
    need: 'journey',
    firstContent: true,
    fails: 'the product lists show their error state: no product can be reached by browsing',
    run: (svc) => svc.catalogue.products({}),
    learn: (p, f) => {
      const first = p.items[0];
      if (!first) return;
      f.productId = first.id;
      f.plainProductId = p.items.find((i) => !i.hasOptions && i.available && i.productType === 'PRODUCT')?.id;
      f.categoryName = first.categoryName ?? undefined;
      f.brandName = p.items.find((i) => i.brandName)?.brandName ?? undefined;
      f.tagName = p.items.find((i) => i.tags.length)?.tags[0];
      f.searchTerm = first.name.split(/\s+/)[0];
    },
    shortfall: (p, a) => dropped(a, p.items.length, 'products'),
  }),
  need<number | null>({
    id: 'listCount',
    call: 'GET productManagement2/products/listCount',
    need: 'feature',
    firstContent: true,
    fails: 'the product lists show no total and load more only while pages come full',
    run: (svc) => svc.catalogue.listCount({}),
    shortfall: (n) => (n === null ? { count: 1, all: true, text: 'no usable count: the lists show no total' } : null),
  }),
  need<Page>({
    id: 'search',
    call: 'GET productManagement2/products/search/{term}',
    need: 'journey',
    skip: (f) => (f.searchTerm ? null : 'no product name to search for'),
    fails: 'search shows its error state: no product can be found by name',
    run: (svc, f) => svc.catalogue.search(f.searchTerm as string),
    shortfall: (p, a) => dropped(a, p.items.length, 'products'),
  }),
  need<number | null>({
    id: 'searchCount',
    call: 'GET productManagement2/products/searchCount/{term}',
    need: 'feature',
    skip: (f) => (f.searchTerm ? null : 'no product name to search for'),
    fails: 'search results show no total',
    run: (svc, f) => svc.catalogue.searchCount(f.searchTerm as string),
    shortfall: (n) => (n === null ? { count: 1, all: true, text: 'no usable count: results show no total' } : null),
  }),
  need<unknown[]>({
    id: 'related',
    call: 'GET productManagement2/products/relatedProducts/{id}',
    need: 'feature',
    skip: noProduct,
    fails: 'the product page shows no related products',
    run: (svc, f) => svc.catalogue.relatedProducts(f.productId as number),
    shortfall: (items, a) => dropped(a, items.length, 'products'),
  }),
  need<unknown>({
    id: 'productDetail',
    call: 'GET productDetailManagement/productDetail/{id}',
    need: 'journey',
    firstContent: true,
    skip: noProduct,
    fails: 'the product page shows its error state: nothing can be added to the cart',
    run: (svc, f) => svc.catalogue.productDetail(f.productId as number),
  }),
  need<unknown[]>({
    id: 'categories',
    call: 'GET productManagement/categories/{x}',
    need: 'feature',
    fails: 'the categories menu and page show none',
    run: (svc) => svc.catalogue.categories('all'),
    shortfall: (items, a) => dropped(a, items.length, 'categories'),
  }),
  need<unknown>({
    id: 'category',
    call: 'GET productManagement2/category/{name}',
    need: 'feature',
    skip: (f) => (f.categoryName ? null : 'no category named in the menu or products'),
    fails: "a category's list shows no heading, picture or description (its products still show)",
    run: (svc, f) => svc.catalogue.category(f.categoryName as string),
  }),
  need<unknown[]>({
    id: 'brands',
    call: 'GET productManagement/brands',
    need: 'feature',
    fails: 'the brands page shows its error state',
    run: (svc) => svc.catalogue.brands(),
    shortfall: (items, a) => dropped(a, items.length, 'brands'),
  }),
  need<unknown>({
    id: 'tag',
    call: 'GET productManagement2/tag/{name}',
    need: 'feature',
    skip: (f) => (f.tagName ? null : 'no product carries a tag'),
    fails: "a tag's list shows no heading (its products still show)",
    run: (svc, f) => svc.catalogue.tag(f.tagName as string),
  }),
  need<unknown>({
    id: 'inventory',
    call: 'GET inventoryManagement/inventoryByProductAndOptions/{id}',
    need: 'journey',
    skip: noProduct,
    fails: 'the product page cannot tell what is in stock: add to cart stays off',
    run: (svc, f) => svc.catalogue.inventory(f.productId as number),
  }),
  need<Array<{ id: number }>>({
    id: 'campaigns',
    call: 'GET common3/campaign/fissionList',
    need: 'feature',
    fails: 'the group-buy page shows its error state',
    run: (svc) => svc.campaigns.list(),
    learn: (l, f) => {
      f.campaignId = l[0]?.id;
    },
    shortfall: (items, a) => dropped(a, items.length, 'campaigns'),
  }),
  need<unknown[]>({
    id: 'campaignItems',
    call: 'GET productManagement2/campaignProductItem/list/all',
    need: 'feature',
    skip: (f) => (f.campaignId ? null : 'the store runs no campaign'),
    fails: "a campaign's page shows its error state",
    run: (svc, f) => svc.campaigns.items(f.campaignId as number),
    shortfall: (items, a) => dropped(a, items.length, 'campaign items'),
  }),
  need<unknown>({
    id: 'exchangeRates',
    call: 'GET common3/exchangeRates/{currency}',
    need: 'feature',
    skip: (f) => (f.currency ? null : 'the store offers no other currency'),
    fails: 'prices show in the store currency only (the currency picker does nothing)',
    run: (svc, f) => svc.common.exchangeRates(f.currency as string),
  }),
  need<Named>({
    id: 'countries',
    call: 'GET common3/supportedCountries',
    need: 'journey',
    fails: 'address forms offer no country: delivery checkout and the address book cannot be filled in',
    run: (svc) => svc.profile.supportedCountries(),
    learn: (l, f) => {
      f.country = (l[0] as { code?: string } | undefined)?.code;
    },
    shortfall: (items, a) => dropped(a, items.length, 'countries'),
  }),
  need<unknown[]>({
    id: 'provinces',
    call: 'GET common3/provinces/{country}',
    need: 'journey',
    skip: (f) => (f.country ? null : 'no country listed'),
    fails: 'address forms offer no province: delivery checkout cannot be filled in',
    run: (svc, f) => svc.profile.provinces(f.country as string),
    shortfall: (items, a) => dropped(a, items.length, 'provinces'),
  }),
  need<unknown>({
    id: 'cart',
    call: 'GET shoppingManagement4/myCart',
    need: 'journey',
    fails: 'the cart shows its error state and the header shows no count',
    run: (svc) => svc.cart.myCart(),
  }),
  need<unknown>({
    id: 'checkoutConfig',
    call: 'GET shoppingManagement4/checkoutConfig',
    need: 'journey',
    fails: 'checkout shows its error state: no order can be placed',
    run: (svc) => svc.checkout.checkoutConfig(),
  }),
  need<unknown>({
    id: 'paymentConfig',
    call: 'GET shoppingManagement4/paymentConfig',
    need: 'journey',
    fails: 'checkout offers no way to pay: no order can be placed',
    run: (svc) => svc.checkout.paymentConfig(),
  }),
  need<unknown>({
    id: 'deliveryConfig',
    call: 'GET shoppingManagement4/localDeliveryConfig',
    need: 'feature',
    fails: 'checkout offers pickup only (no delivery zones, fees or times)',
    run: (svc) => svc.checkout.localDeliveryConfig(),
  }),
  need<unknown>({
    id: 'reviews',
    call: 'GET ext/reviews/product/{id}',
    need: 'feature',
    extension: 'reviews',
    skip: noProduct,
    fails: 'the product page shows no reviews or rating',
    run: (svc, f) => svc.afterSales.productReviews(f.productId as number, 'newest', 0, 5),
  }),
  ...FILTER_READS,
  ...SUBSCRIBE_READS,
];

/** Reads of a signed-in test shopper (with --email and --password). */
export const SHOPPER_READS: CallCheck[] = [
  need<unknown[]>({
    id: 'coupons',
    call: 'GET common3/coupons/',
    need: 'feature',
    skip: guestOnly,
    fails: "My Account's coupons show their error state",
    run: (svc) => svc.user.coupons(),
    shortfall: (items, a) => dropped(field(a, 'coupons'), items.length, 'coupons'),
  }),
  need<{ orders: unknown[] }>({
    id: 'orders',
    call: 'GET admin/orderManagement/orders/list',
    need: 'journey',
    skip: guestOnly,
    fails: "My Account's orders show their error state: a shopper cannot see what they bought",
    run: (svc) => svc.orders.list(),
    shortfall: (p, a) => dropped(list(field(a, 'orders')), p.orders.length, 'orders'),
  }),
  need<unknown>({
    id: 'favourites',
    call: 'GET ext/favourites',
    need: 'feature',
    extension: 'favourites',
    skip: guestOnly,
    fails: 'the favourites page shows its error state and hearts do not save',
    run: (svc) => svc.favourites.list(),
  }),
  need<unknown[]>({
    id: 'alerts',
    call: 'GET ext/alerts',
    need: 'feature',
    extension: 'alerts',
    skip: guestOnly,
    fails: "My Account's alerts show their error state and cannot be cancelled",
    run: (svc) => svc.alerts.list(),
    shortfall: (items, a) => dropped(field(a, 'alerts'), items.length, 'alerts'),
  }),
];
