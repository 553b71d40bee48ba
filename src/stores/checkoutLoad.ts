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

type Apply = (change: () => void) => void;

/**
 * checkoutConfig alone, for the cart screen's minimum order; kept once loaded (init() loads it
 * afresh). Never rejects: without it the cart just does not warn.
 */
export async function loadConfigOnce(
  s: { config: CheckoutConfigModel | null },
  api: Pick<CheckoutApi, 'checkoutConfig'>,
  apply: Apply,
): Promise<void> {
  if (s.config) return;
  try {
    const config = await api.checkoutConfig();
    apply(() => {
      if (!s.config) s.config = config;
    });
  } catch {
    // the server still refuses an order under the minimum when it is placed
  }
}

/** The bill read again (kept in `s`); on a failure the one held stays. */
export async function billingAgain(
  s: { billing: BillingModel | null },
  api: Pick<CheckoutApi, 'billing'>,
  apply: Apply,
): Promise<BillingModel | null> {
  try {
    const billing = await api.billing();
    apply(() => (s.billing = billing));
    return billing;
  } catch {
    return s.billing;
  }
}
