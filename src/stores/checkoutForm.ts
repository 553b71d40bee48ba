/**
 * The checkout form and the server's shapes, both ways (used by CheckoutStore): the form started
 * from what the server already has, one field set by its path, and the trimmed payloads the
 * contact and delivery steps send. Kept apart from the store so its steps read as the flow only.
 */
import type { UserProfile } from '@api-types';
import { amountText, emptyCheckoutForm, normalizePostCode, type CheckoutForm } from '@/domain/checkout';
import type { BillingModel, ContactInput, DeliveryInput, DeliveryModel } from '@/services/checkout';

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
