/**
 * The alerts extension's client, one per root, built over the root's Http by the screens that use
 * it (the product page's Notify me, Favourites, My Account's alerts, the mailed links' page).
 */
import { createAlertsApi, type AlertsApi } from '@/services/alerts';
import type { Root } from './root';
import '@/i18n/alerts';

const apis = new WeakMap<Root, AlertsApi>();

export function alertsApi(root: Root): AlertsApi {
  let api = apis.get(root);
  if (!api) {
    api = createAlertsApi(root.api.http);
    apis.set(root, api);
  }
  return api;
}
