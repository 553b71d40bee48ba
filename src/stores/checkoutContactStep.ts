/**
 * Checkout step 2, contact (spec 7.3, POST orderContactInfo): who orders, the table for eat-in,
 * and for delivery the address (checkoutDeliveryAddress.ts) sent after the contact.
 */
import { type CheckoutForm, type OrderMethod } from '@/domain/checkout';
import { validateContactStep } from '@/domain/checkoutStepRules';
import type { BillingModel, CheckoutApi, ContactInput } from '@/services/checkout';
import { sendDeliveryAddress } from './checkoutDeliveryAddress';
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

/** Sends the step: the contact, then (delivering) the address; answers the bill. */
export async function sendContactStep(
  api: CheckoutApi,
  f: CheckoutForm,
  method: OrderMethod,
  loggedIn: boolean,
): Promise<BillingModel> {
  const billing = await api.contactInfo(contactPayload(f), method, method === 'DELIVERY' ? undefined : f.locationId);
  return method === 'DELIVERY' ? sendDeliveryAddress(api, f, loggedIn) : billing;
}

/** Runs the step: checked, then sent; true when the server took it (extras open). */
export async function submitContactStep(run: StepRunner, api: CheckoutApi, loggedIn: boolean): Promise<boolean> {
  const f = run.form;
  const method = f.method;
  if (!method) {
    run.step = 'method';
    return false;
  }
  if (run.invalid(validateContactStep(f))) return false;
  return run.send(
    'contact',
    () => sendContactStep(api, f, method, loggedIn),
    (billing) => {
      run.billing = billing;
      run.step = 'extras';
    },
  );
}
