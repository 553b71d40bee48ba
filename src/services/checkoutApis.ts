/**
 * The checkout, payment and orders clients, handed to `createApi` when this module loads. Import
 * it (for its effect) from any module that reads `api.checkout`, `api.payment` or `api.orders`.
 */
import { provideCheckoutApis } from './api';
import { createCheckoutApi } from './checkout';
import { createOrdersApi } from './orders';
import { createPaymentApi } from './payment';

provideCheckoutApis((http) => ({
  checkout: createCheckoutApi(http),
  payment: createPaymentApi(http),
  orders: createOrdersApi(http),
}));
