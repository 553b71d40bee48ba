/**
 * What the checkout loads before its steps (CheckoutStore.init): the store's checkout, payment and
 * delivery settings and the bill at once, then the store credit of a signed-in shopper (a failure
 * there only hides the credit field).
 */
import type {
  BillingModel,
  CheckoutApi,
  CheckoutConfigModel,
  DeliveryConfigModel,
  PaymentConfigModel,
  StoreCreditModel,
} from '@/services/checkout';

export interface LoadedCheckout {
  config: CheckoutConfigModel;
  paymentConfig: PaymentConfigModel;
  deliveryConfig: DeliveryConfigModel;
  billing: BillingModel;
  credit: StoreCreditModel | null;
}

export async function loadCheckout(api: CheckoutApi, loggedIn: boolean): Promise<LoadedCheckout> {
  const [config, paymentConfig, deliveryConfig, billing] = await Promise.all([
    api.checkoutConfig(),
    api.paymentConfig(),
    api.localDeliveryConfig(),
    api.billing(),
  ]);
  const credit = loggedIn ? await api.storeCredit().catch(() => null) : null;
  return { config, paymentConfig, deliveryConfig, billing, credit };
}
