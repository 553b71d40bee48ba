/**
 * The after-sales extensions' client, one per root, built over the root's Http by the screens
 * that use it (order detail, review and return pages, the product page's reviews).
 */
import { createAfterSalesApi, type AfterSalesApi } from '@/services/afterSales';
import type { Root } from './root';
import '@/i18n/after-sales';

const apis = new WeakMap<Root, AfterSalesApi>();

export function afterSalesApi(root: Root): AfterSalesApi {
  let api = apis.get(root);
  if (!api) {
    api = createAfterSalesApi(root.api.http);
    apis.set(root, api);
  }
  return api;
}
