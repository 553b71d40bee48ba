/**
 * Stores of My Account's sections (coupons, store credit, membership, referrals, support and the
 * section menu) are made per screen and reach the user-area API through `userApi(root)`, built
 * over the root's Http: this code loads with the user pages only.
 */
import { createUserApi, type UserApi } from '@/services/user';
import type { Root } from './root';
import '@/services/checkoutApis';
import '@/i18n/user-area';
import '@/i18n/checkout-account';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

const apis = new WeakMap<Root, UserApi>();
/** One user-area client per root. */
export function userApi(root: Root): UserApi {
  let api = apis.get(root);
  if (!api) {
    api = createUserApi(root.api.http);
    apis.set(root, api);
  }
  return api;
}
