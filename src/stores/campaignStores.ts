/**
 * The group-buy stores, loaded with the campaign pages (store and checkout areas) only:
 * - `campaignStore(root)`: the campaign list, one campaign and the campaign cart;
 * - `campaignCheckoutRoot(root, id)`: the normal checkout and payment stores working on the
 *   campaign's cart. It is the RootStore seen through a campaign lens: its API adds
 *   ?fissionCampaignId= to the cart and checkout calls, its storage keeps the campaign's checkout
 *   form and payment attempt apart from the normal ones, and its checkout paths are the campaign
 *   routes. The checkout and payment screens render unchanged inside <StoreProvider store={view}>.
 */
import '@/i18n/campaigns';
import '@/services/checkoutApis';
import { campaignPaths } from '@/domain/campaigns';
import type { KeyValueStorage } from '@/platform/storage';
import { createApi } from '@/services/api';
import { campaignScopedHttp } from '@/services/campaigns';
import { CampaignStore, campaignStoragePrefix } from './CampaignStore';
import { CheckoutStore } from './CheckoutStore';
import { PaymentStore } from './PaymentStore';
import type { CheckoutPaths } from './root';
import type { RootStore } from './RootStore';
import './checkoutStores';

const stores = new WeakMap<RootStore, CampaignStore>();
const views = new WeakMap<RootStore, Map<string, RootStore>>();

export function campaignStore(root: RootStore): CampaignStore {
  let store = stores.get(root);
  if (!store) {
    store = new CampaignStore(root);
    stores.set(root, store);
  }
  return store;
}

function prefixed(storage: KeyValueStorage, prefix: string): KeyValueStorage {
  return {
    get: (key) => storage.get(prefix + key),
    set: (key, value) => storage.set(prefix + key, value),
    remove: (key) => storage.remove(prefix + key),
  };
}

/** The checkout of one campaign (and group being joined), built once per campaign and group. */
export function campaignCheckoutRoot(root: RootStore, campaignId: number, groupId: string | null): RootStore {
  let byCampaign = views.get(root);
  if (!byCampaign) {
    byCampaign = new Map();
    views.set(root, byCampaign);
  }
  const cacheKey = `${campaignId}|${groupId ?? ''}`;
  const cached = byCampaign.get(cacheKey);
  if (cached) return cached;

  const paths = campaignPaths(campaignId, groupId);
  const checkoutPaths: CheckoutPaths = { cart: paths.cart, checkout: paths.checkout, payment: paths.payment };
  let checkout: CheckoutStore | null = null;
  let payment: PaymentStore | null = null;
  const view: RootStore = Object.create(root, {
    api: { value: createApi(campaignScopedHttp(root.api.http, campaignId)) },
    platform: {
      value: { ...root.platform, storage: prefixed(root.platform.storage, campaignStoragePrefix(campaignId)) },
    },
    checkoutPaths: { value: checkoutPaths },
    onlinePaymentOnly: { value: true },
    groupBuy: { value: true },
    checkout: { get: () => (checkout ??= new CheckoutStore(view)) },
    payment: { get: () => (payment ??= new PaymentStore(view)) },
  }) as RootStore;
  byCampaign.set(cacheKey, view);
  return view;
}
