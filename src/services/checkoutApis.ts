/**
 * The checkout, payment, orders and WeChat-login clients, handed to `createApi` when this module
 * loads. Import it (for its effect) from any module that reads `api.checkout`, `api.payment`,
 * `api.orders` or `api.wechat`.
 */
import { provideCheckoutApis } from './api';
import { createCheckoutApi } from './checkout';
import { createOrdersApi } from './orders';
import { createPaymentApi } from './payment';
import { createWechatApi } from './wechat';

provideCheckoutApis((http) => ({
  checkout: createCheckoutApi(http),
  payment: createPaymentApi(http),
  orders: createOrdersApi(http),
  wechat: createWechatApi(http),
}));
