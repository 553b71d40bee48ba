/**
 * The API client: one object per area, over one Http. Built once at start-up and injected into
 * the RootStore: `new RootStore({ api: createApi(createHttp({...})), platform })`.
 *
 * The checkout, payment, orders and WeChat-login clients load with the pages that use them: a
 * module that reads `api.checkout`, `api.payment`, `api.orders` or `api.wechat` imports
 * `@/services/checkoutApis`.
 */
import { createAccountApi } from './account';
import { createCartApi } from './cart';
import { createCatalogueApi } from './catalogue';
import type { createCheckoutApi } from './checkout';
import { createCommonApi } from './common';
import type { Http } from './http';
import type { createOrdersApi } from './orders';
import type { createPaymentApi } from './payment';
import type { createWechatApi } from './wechat';

export interface CheckoutApis {
  checkout: ReturnType<typeof createCheckoutApi>;
  payment: ReturnType<typeof createPaymentApi>;
  orders: ReturnType<typeof createOrdersApi>;
  wechat: ReturnType<typeof createWechatApi>;
}

type CheckoutApisFactory = (http: Http) => CheckoutApis;
let checkoutApisFactory: CheckoutApisFactory | null = null;

/** Called once by `./checkoutApis` when their code loads. */
export function provideCheckoutApis(factory: CheckoutApisFactory): void {
  checkoutApisFactory = factory;
}

export function createApi(http: Http) {
  let checkoutApis: CheckoutApis | null = null;
  const lazy = (): CheckoutApis => {
    if (!checkoutApis) {
      if (!checkoutApisFactory)
        throw new Error('checkout API used before its module loaded: import @/services/checkoutApis');
      checkoutApis = checkoutApisFactory(http);
    }
    return checkoutApis;
  };
  return {
    http,
    common: createCommonApi(http),
    account: createAccountApi(http),
    cart: createCartApi(http),
    catalogue: createCatalogueApi(http),
    get checkout(): CheckoutApis['checkout'] {
      return lazy().checkout;
    },
    get payment(): CheckoutApis['payment'] {
      return lazy().payment;
    },
    get orders(): CheckoutApis['orders'] {
      return lazy().orders;
    },
    get wechat(): CheckoutApis['wechat'] {
      return lazy().wechat;
    },
  };
}

export type Api = ReturnType<typeof createApi>;
