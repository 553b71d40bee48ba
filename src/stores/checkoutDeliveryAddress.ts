/**
 * The delivery address of checkout step 2 (spec 7.3, POST orderDeliverInfo): the body as the
 * server takes it, and the call, with "save to my profile" for a signed-in shopper.
 */
import { normalizePostCode, type CheckoutForm } from '@/domain/checkout';
import type { BillingModel, CheckoutApi, DeliveryInput } from '@/services/checkout';

const trim = (s: string) => s.trim();

/** POST orderDeliverInfo's body; empty optional fields are left out rather than sent blank. */
export function deliveryPayload(f: CheckoutForm): DeliveryInput {
  const d = f.delivery;
  return {
    firstName: trim(d.firstName),
    lastName: trim(d.lastName),
    phone: trim(d.phone),
    streetNumberAndNameDetails: trim(d.street),
    ...(trim(d.unit) ? { unit: trim(d.unit) } : {}),
    city: trim(d.city),
    province: d.province,
    postCode: normalizePostCode(d.postCode),
    ...(trim(d.instructions) ? { instructions: trim(d.instructions) } : {}),
  };
}

/** Sends the address, naming the delivering store; it is kept in the profile only when asked and signed in. */
export function sendDeliveryAddress(
  api: CheckoutApi,
  f: CheckoutForm,
  loggedIn: boolean,
  storeName: string | undefined,
): Promise<BillingModel> {
  return api.deliverInfo(deliveryPayload(f), f.saveToProfile && loggedIn, storeName);
}
