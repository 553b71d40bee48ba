/**
 * The checkout's steps checked whole (spec 7.3), from the single-field rules of checkout.ts:
 * 1. method, store, date and time; 2. contact, table, delivery address; 3. tip, store credit,
 * comment, and the optional billing address. Errors are keyed by field path in form order, so
 * the first is the one to focus.
 */
import {
  amountError,
  CA_PROVINCES,
  commentError,
  COUNTRY,
  emailError,
  LIMITS,
  nameError,
  optionalText,
  otherPostCodeError,
  phoneError,
  postCodeError,
  provinceError,
  requiredText,
  tableNumberError,
  US_STATES,
  type AddressForm,
  type CheckoutForm,
  type Errors,
  type FieldError,
  type OrderMethod,
} from './checkout';
import { SLOT_DATE, SLOT_TIME, type SlotDay } from './slots';

export interface MethodStepContext {
  /** Methods the store offers now. */
  methods: readonly OrderMethod[];
  /** Ids of the stores where PICKUP and EAT_IN are possible. */
  locationIds: readonly string[];
  pickupDays: readonly SlotDay[];
  deliveryDays: readonly SlotDay[];
}

/** Step 1: how and when. PICKUP: store, date and time; EAT_IN: store; DELIVERY: date and time. */
export function validateMethodStep(form: CheckoutForm, ctx: MethodStepContext): Errors {
  const errors: Errors = {};
  if (!form.method || !ctx.methods.includes(form.method)) {
    errors.method = { key: 'istore_checkout_err_method' };
    return errors;
  }
  if (form.method !== 'DELIVERY' && !ctx.locationIds.includes(form.locationId)) {
    errors.locationId = { key: 'istore_checkout_err_location' };
  }
  if (form.method !== 'EAT_IN') {
    const days = form.method === 'PICKUP' ? ctx.pickupDays : ctx.deliveryDays;
    const day = SLOT_DATE.test(form.date) ? days.find((d) => d.date === form.date) : undefined;
    if (!day) errors.date = { key: 'istore_checkout_err_date' };
    else if (!SLOT_TIME.test(form.time) || !day.slots.some((s) => s.start === form.time)) {
      errors.time = { key: 'istore_checkout_err_time' };
    }
  }
  return errors;
}

function addressErrors(prefix: string, a: AddressForm): Errors {
  const errors: Errors = {};
  const put = (field: string, e: FieldError | null) => {
    if (e) errors[`${prefix}.${field}`] = e;
  };
  put('firstName', nameError(a.firstName, 'first'));
  put('lastName', nameError(a.lastName, 'last'));
  put('phone', phoneError(a.phone));
  put('street', requiredText(a.street, 'istore_checkout_err_street', LIMITS.street));
  put('unit', optionalText(a.unit, LIMITS.unit));
  put('city', requiredText(a.city, 'istore_checkout_err_city', LIMITS.city));
  put('province', provinceError(a.province));
  put('postCode', postCodeError(a.postCode));
  put('instructions', optionalText(a.instructions, LIMITS.instructions));
  return errors;
}

/** Step 2: who. Contact always; the table for EAT_IN; the address for DELIVERY. */
export function validateContactStep(form: CheckoutForm): Errors {
  const errors: Errors = {};
  const put = (field: string, e: FieldError | null) => {
    if (e) errors[field] = e;
  };
  put('contact.firstName', nameError(form.contact.firstName, 'first'));
  put('contact.lastName', nameError(form.contact.lastName, 'last'));
  put('contact.email', emailError(form.contact.email));
  put('contact.phone', phoneError(form.contact.phone));
  if (form.method === 'EAT_IN') put('tableNumber', tableNumberError(form.tableNumber));
  if (form.method === 'DELIVERY') Object.assign(errors, addressErrors('delivery', form.delivery));
  return errors;
}

/**
 * The optional billing address (POST billing/{orderID}, sent trimmed); nothing to check when not
 * asked for. Province and post code are typed freely, since the address may be abroad.
 */
export function validateBilling(form: CheckoutForm): Errors {
  if (!form.withBilling) return {};
  const b = form.billing;
  const errors: Errors = {};
  const put = (field: string, e: FieldError | null) => {
    if (e) errors[`billing.${field}`] = e;
  };
  put('firstName', nameError(b.firstName, 'first'));
  put('lastName', nameError(b.lastName, 'last'));
  put('street', requiredText(b.street, 'istore_checkout_err_street', LIMITS.street));
  put('city', requiredText(b.city, 'istore_checkout_err_city', LIMITS.city));
  const listed: readonly string[] | null = b.country === 'CA' ? CA_PROVINCES : b.country === 'US' ? US_STATES : null;
  put(
    'province',
    listed
      ? listed.includes(b.province)
        ? null
        : { key: 'istore_checkout_err_region' }
      : requiredText(b.province, 'istore_checkout_err_region', 60),
  );
  put('postCode', b.country === 'CA' ? postCodeError(b.postCode) : otherPostCodeError(b.postCode));
  put('country', COUNTRY.test(b.country) ? null : { key: 'istore_checkout_err_country' });
  return errors;
}

export interface ExtrasContext {
  currency: string;
  tipsOptions: readonly number[];
  maxTipsAmount: number;
  maxTipsText: string;
  maxCommentLength: number;
  /** Largest store credit that may be applied (min of balance and amount due); null: not signed in. */
  maxCredit: number | null;
  maxCreditText: string;
}

/** Step 3: tip, store credit and comment (the coupon is checked when applied). */
export function validateExtrasStep(form: CheckoutForm, ctx: ExtrasContext): Errors {
  const errors: Errors = {};
  if (form.tip.kind === 'percent') {
    if (!ctx.tipsOptions.includes(form.tip.percent)) errors.tip = { key: 'istore_checkout_err_tip_choice' };
  } else {
    const e = amountError(form.tip.text, ctx.currency, ctx.maxTipsAmount, ctx.maxTipsText);
    if (e) errors.tip = e;
  }
  if (ctx.maxCredit !== null && form.creditText.trim() !== '') {
    const e = amountError(form.creditText, ctx.currency, ctx.maxCredit, ctx.maxCreditText);
    if (e) errors.credit = e;
  }
  const c = commentError(form.comment, ctx.maxCommentLength);
  if (c) errors.comment = c;
  return errors;
}

/**
 * The time the shopper chose is no longer offered (its lead time passed while they filled in the
 * next steps): the server's bill misses the slot again although a time was chosen.
 */
export function chosenTimePassed(missing: readonly string[], chosenTime: string): boolean {
  return chosenTime !== '' && missing.includes('timeSlot');
}
