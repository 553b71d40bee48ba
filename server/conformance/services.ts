/**
 * The app's own API clients (src/services/), built over any Http: the check's live one, or a
 * stand-in that hands one answer back (the probe that names a field). Every call the check makes
 * goes through these, so it reads each answer exactly as the app does.
 */
import { createApi } from '../../src/services/api';
import { createAfterSalesApi } from '../../src/services/afterSales';
import { createAlertsApi } from '../../src/services/alerts';
import { createCampaignApi } from '../../src/services/campaigns';
import { createCheckoutApi } from '../../src/services/checkout';
import { createFavouritesApi } from '../../src/services/favourites';
import { createFiltersApi } from '../../src/services/filters';
import type { Http } from '../../src/services/http';
import { createOrdersApi } from '../../src/services/orders';
import { createProfileApi } from '../../src/services/profile';
import { createUserApi } from '../../src/services/user';
import { createWechatSubscribeApi } from '../../src/services/wechatSubscribe';

export function createServices(http: Http) {
  const api = createApi(http);
  return {
    common: api.common,
    account: api.account,
    cart: api.cart,
    catalogue: api.catalogue,
    campaigns: createCampaignApi(http),
    user: createUserApi(http),
    profile: createProfileApi(http),
    checkout: createCheckoutApi(http),
    orders: createOrdersApi(http),
    afterSales: createAfterSalesApi(http),
    favourites: createFavouritesApi(http),
    alerts: createAlertsApi(http),
    filters: createFiltersApi(http),
    wechatSubscribe: createWechatSubscribeApi(http),
  };
}

export type Services = ReturnType<typeof createServices>;

/** An Http whose every call answers `answer` (already parsed, as http.ts hands it on). */
export function answeringHttp(answer: unknown): Http {
  const request = <T>(): Promise<T> => Promise.resolve(answer as T);
  return {
    request,
    url: (path: string) => path,
    get: request,
    post: request,
    put: request,
    delete: request,
  };
}
