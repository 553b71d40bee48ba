/**
 * The API client: one object per area, over one Http. Built once at start-up and injected into
 * the RootStore: `new RootStore({ api: createApi(createHttp({...})), platform })`.
 */
import { createAccountApi } from './account';
import { createCartApi } from './cart';
import { createCatalogueApi } from './catalogue';
import { createCheckoutApi } from './checkout';
import { createCommonApi } from './common';
import type { Http } from './http';
import { createOrdersApi } from './orders';
import { createPaymentApi } from './payment';

export function createApi(http: Http) {
  return {
    http,
    common: createCommonApi(http),
    account: createAccountApi(http),
    cart: createCartApi(http),
    catalogue: createCatalogueApi(http),
    checkout: createCheckoutApi(http),
    payment: createPaymentApi(http),
    orders: createOrdersApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
