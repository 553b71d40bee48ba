/**
 * The filters extension's client, one per root, built over the root's Http by the list and
 * search screens that filter (so the first screen does not carry it).
 */
import { createFiltersApi, type FiltersApi } from '@/services/filters';
import type { Root } from './root';

const apis = new WeakMap<Root, FiltersApi>();

export function filtersApi(root: Root): FiltersApi {
  let api = apis.get(root);
  if (!api) {
    api = createFiltersApi(root.api.http);
    apis.set(root, api);
  }
  return api;
}
