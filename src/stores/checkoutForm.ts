/**
 * The checkout form (used by CheckoutStore): the form started from storage or from what the
 * server already has, and one field set by its path. The payloads each step sends are the steps'
 * own (checkoutContactStep.ts, checkoutDeliveryAddress.ts).
 */
import type { UserProfile } from '@api-types';
import { amountText, emptyCheckoutForm, type CheckoutForm } from '@/domain/checkout';
import { readStoredForm } from '@/domain/storedCheckoutForm';
import type { BillingModel, DeliveryModel } from '@/services/checkout';

/** A field of the form: `comment`, or `group.field` (`contact.email`, `billing.city`). */
export type Path = string;

/** A copy of the form with one field set (the form is replaced whole, never mutated). */
export function setPath(form: CheckoutForm, path: Path, value: unknown): CheckoutForm {
  const [head, tail] = path.split('.') as [keyof CheckoutForm, string | undefined];
  if (!tail) return { ...form, [head]: value };
  const group = form[head] as unknown as Record<string, unknown>;
  return { ...form, [head]: { ...group, [tail]: value } };
}

function fromDelivery(d: DeliveryModel): CheckoutForm['delivery'] {
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    phone: d.phone,
    street: d.streetNumberAndNameDetails,
    unit: d.unit ?? '',
    city: d.city,
    province: d.province,
    postCode: d.postCode,
    instructions: d.instructions ?? '',
  };
}

/**
 * The contact with every blank field filled from the signed-in shopper's profile (name, email,
 * phone): what the shopper or the server already gave is kept.
 */
export function withProfileContact(
  contact: CheckoutForm['contact'],
  user: UserProfile | null,
): CheckoutForm['contact'] {
  if (!user) return contact;
  const fill = (mine: string, theirs: string | undefined) => (mine.trim() ? mine : (theirs ?? '').trim());
  return {
    ...contact,
    firstName: fill(contact.firstName, user.firstName),
    lastName: fill(contact.lastName, user.lastName),
    email: fill(contact.email, user.email),
    phone: fill(contact.phone, user.phone),
  };
}

/**
 * With no stored form: what the server already has for this checkout, and otherwise the signed-in
 * shopper's name and email, so nobody types twice what the store knows.
 */
export function formFromBilling(billing: BillingModel, user: UserProfile | null): CheckoutForm {
  const f = emptyCheckoutForm();
  f.method = billing.orderMethod;
  f.locationId = billing.location?.id ?? '';
  f.date = billing.timeSlot?.date ?? '';
  f.time = billing.timeSlot?.time ?? '';
  if (billing.contact) {
    f.contact = {
      firstName: billing.contact.firstName,
      lastName: billing.contact.lastName,
      email: billing.contact.email,
      phone: billing.contact.phone,
    };
    f.tableNumber = billing.contact.tableNumber ?? '';
  }
  f.contact = withProfileContact(f.contact, user);
  const address = billing.delivery ?? billing.savedDeliveryAddress;
  if (address) f.delivery = fromDelivery(address);
  f.couponCode = billing.coupon?.code ?? '';
  if (billing.tipsPercent !== null) f.tip = { kind: 'percent', percent: billing.tipsPercent };
  else if (billing.totals.tips > 0)
    f.tip = { kind: 'amount', text: amountText(billing.totals.tips, billing.totals.currency) };
  if (billing.totals.storeCredit > 0) f.creditText = amountText(billing.totals.storeCredit, billing.totals.currency);
  f.comment = billing.customerComment;
  return f;
}

/**
 * The form a checkout opens with: the stored one when there is one (a reload loses nothing), else
 * what the server already has. A form kept from before signing in still gets the profile's name,
 * email and phone where blank.
 */
export function restoredForm(stored: unknown, billing: BillingModel, user: UserProfile | null): CheckoutForm {
  if (stored === undefined) return formFromBilling(billing, user);
  const form = readStoredForm(stored);
  return { ...form, contact: withProfileContact(form.contact, user) };
}
