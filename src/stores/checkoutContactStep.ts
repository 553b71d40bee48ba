/**
 * Checkout step 2, contact (spec 7.3, POST orderContactInfo): who orders, the table for eat-in,
 * and for delivery the address (checkoutDeliveryAddress.ts) sent after the contact.
 */
import { type CheckoutForm, type OrderMethod } from '@/domain/checkout';
import { validateContactStep } from '@/domain/checkoutStepRules';
import type { BillingModel, CheckoutApi, ContactInput } from '@/services/checkout';
import { sendDeliveryAddress } from './checkoutDeliveryAddress';
import { checkTimePassed } from './checkoutMethodStep';
import type { StepRunner } from './checkoutSteps';

const trim = (s: string) => s.trim();

/** POST orderContactInfo's body; the table number only for eat-in. */
export function contactPayload(f: CheckoutForm): ContactInput {
  return {
    firstName: trim(f.contact.firstName),
    lastName: trim(f.contact.lastName),
    email: trim(f.contact.email),
    phone: trim(f.contact.phone),
    ...(f.method === 'EAT_IN' ? { tableNumber: trim(f.tableNumber) } : {}),
  };
}

/**
 * The store's name the contact and delivery calls carry (spec 7.3, localStoreName): the pickup or
 * eat-in store (`location`), or for delivery the store the shopper chose (`chosen`, the one that
 * delivers). A name, not an id: a real istore server reads it so.
 */
export function orderStoreName(
  method: OrderMethod | null,
  location: string | undefined,
  chosen: string | undefined,
): string | undefined {
  return method === 'DELIVERY' ? chosen : location;
}

/** Sends the step: the contact, then (delivering) the address, both naming the store; answers the bill. */
export async function sendContactStep(
  api: CheckoutApi,
  f: CheckoutForm,
  method: OrderMethod,
  loggedIn: boolean,
  storeName: string | undefined,
): Promise<BillingModel> {
  const billing = await api.contactInfo(contactPayload(f), method, storeName);
  return method === 'DELIVERY' ? sendDeliveryAddress(api, f, loggedIn, storeName) : billing;
}

/** Runs the step: checked, then sent; true when the server took it (extras open). */
export async function submitContactStep(
  run: StepRunner,
  api: CheckoutApi,
  loggedIn: boolean,
  storeName: string | undefined,
): Promise<boolean> {
  const f = run.form;
  const method = f.method;
  if (!method) {
    run.step = 'method';
    return false;
  }
  if (run.invalid(validateContactStep(f))) return false;
  return run.send(
    'contact',
    () => sendContactStep(api, f, method, loggedIn, storeName),
    (billing) => {
      run.billing = billing;
      if (!checkTimePassed(run, billing)) run.step = 'extras';
    },
  );
}
