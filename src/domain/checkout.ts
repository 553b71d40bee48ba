/**
 * Checkout form rules (spec 7.3): what every field of the checkout may hold, with one
 * clear message each. The limits mirror the reference server's schemas, so a form that passes
 * here is not refused for its shape (the server still decides availability: slots, zones, stock).
 *
 * Messages are i18n keys (src/i18n/en.ts, zh.ts) with parameters, so screens translate them.
 */
import { fractionDigits } from './money';

export type OrderMethod = 'PICKUP' | 'DELIVERY' | 'EAT_IN';

/** A failed rule: the message key and its parameters. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

export type Errors = Record<string, FieldError>;

export interface ContactForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface AddressForm {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  unit: string;
  city: string;
  province: string;
  postCode: string;
  instructions: string;
}

export interface BillingForm {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  province: string;
  postCode: string;
  country: string;
}

export type TipChoice = { kind: 'percent'; percent: number } | { kind: 'amount'; text: string };

/** Everything the shopper types or chooses in the checkout (kept in storage between visits). */
export interface CheckoutForm {
  method: OrderMethod | null;
  locationId: string;
  date: string;
  time: string;
  contact: ContactForm;
  tableNumber: string;
  delivery: AddressForm;
  saveToProfile: boolean;
  /** Add a billing address to the order (else none is sent). */
  withBilling: boolean;
  billing: BillingForm;
  couponCode: string;
  tip: TipChoice;
  /** Store credit to apply, as typed ('12.50'). */
  creditText: string;
  comment: string;
}

export const CA_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
/** The states a US billing address chooses from (domain/billingRegions.ts lists both). */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** Limits shared with the server's schemas (server/api/routes/checkout-shared.ts). */
export const LIMITS = {
  name: 50,
  email: 254,
  street: 120,
  city: 60,
  unit: 20,
  instructions: 200,
  table: 10,
  coupon: 32,
  comment: 500,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;
const TABLE = /^[A-Za-z0-9-]+$/;
const POST_CODE = /^[A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9]$/;
const COUPON = /^[A-Za-z0-9_-]+$/;
/** An ISO 3166-1 alpha-2 country code. */
export const COUNTRY = /^[A-Z]{2}$/;
/** A post code outside Canada, as the server's billing schema takes it: 3 to 12 characters. */
const OTHER_POST_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{2,11}$/;

export function emptyContact(): ContactForm {
  return { firstName: '', lastName: '', email: '', phone: '' };
}

export function emptyAddress(): AddressForm {
  return {
    firstName: '',
    lastName: '',
    phone: '',
    street: '',
    unit: '',
    city: '',
    province: '',
    postCode: '',
    instructions: '',
  };
}

export function emptyBilling(): BillingForm {
  return { firstName: '', lastName: '', street: '', city: '', province: '', postCode: '', country: 'CA' };
}

export function emptyCheckoutForm(): CheckoutForm {
  return {
    method: null,
    locationId: '',
    date: '',
    time: '',
    contact: emptyContact(),
    tableNumber: '',
    delivery: emptyAddress(),
    saveToProfile: false,
    withBilling: false,
    billing: emptyBilling(),
    couponCode: '',
    tip: { kind: 'percent', percent: 0 },
    creditText: '',
    comment: '',
  };
}

// ---- single fields ---------------------------------------------------------------------------

const blank = (s: string) => s.trim() === '';

export function nameError(value: string, which: 'first' | 'last'): FieldError | null {
  if (blank(value))
    return { key: which === 'first' ? 'istore_checkout_err_first_name' : 'istore_checkout_err_last_name' };
  if (value.trim().length > LIMITS.name) return { key: 'istore_checkout_err_too_long', params: { max: LIMITS.name } };
  return null;
}

export function emailError(value: string): FieldError | null {
  const v = value.trim();
  if (!v) return { key: 'istore_checkout_err_email_required' };
  if (v.length > LIMITS.email || !EMAIL.test(v)) return { key: 'istore_checkout_err_email' };
  return null;
}

export function phoneError(value: string): FieldError | null {
  const v = value.trim();
  if (!v) return { key: 'istore_checkout_err_phone_required' };
  if (!PHONE.test(v)) return { key: 'istore_checkout_err_phone' };
  return null;
}

export function tableNumberError(value: string): FieldError | null {
  const v = value.trim();
  if (!v) return { key: 'istore_checkout_err_table_required' };
  if (v.length > LIMITS.table || !TABLE.test(v))
    return { key: 'istore_checkout_err_table', params: { max: LIMITS.table } };
  return null;
}

export function requiredText(value: string, key: string, max: number): FieldError | null {
  if (blank(value)) return { key };
  if (value.trim().length > max) return { key: 'istore_checkout_err_too_long', params: { max } };
  return null;
}

export function optionalText(value: string, max: number): FieldError | null {
  return value.trim().length > max ? { key: 'istore_checkout_err_too_long', params: { max } } : null;
}

export function provinceError(value: string): FieldError | null {
  return (CA_PROVINCES as readonly string[]).includes(value) ? null : { key: 'istore_checkout_err_province' };
}

export function postCodeError(value: string): FieldError | null {
  const v = value.trim();
  if (!v) return { key: 'istore_checkout_err_post_code_required' };
  return POST_CODE.test(v) ? null : { key: 'istore_checkout_err_post_code' };
}

/** 'm5h2m9' -> 'M5H 2M9' (as the server stores it). */
export function normalizePostCode(value: string): string {
  const v = value.replace(/\s+/g, '').toUpperCase();
  return v.length === 6 ? `${v.slice(0, 3)} ${v.slice(3)}` : value.trim().toUpperCase();
}

export function otherPostCodeError(value: string): FieldError | null {
  const v = value.trim();
  if (!v) return { key: 'istore_checkout_err_post_code_required' };
  return OTHER_POST_CODE.test(v) ? null : { key: 'istore_checkout_err_post_code_other' };
}

export function couponError(value: string): FieldError | null {
  const v = value.trim();
  if (!v) return { key: 'istore_checkout_err_coupon_required' };
  if (v.length > LIMITS.coupon || !COUPON.test(v)) return { key: 'istore_checkout_err_coupon' };
  return null;
}

export function commentError(value: string, max: number = LIMITS.comment): FieldError | null {
  return value.trim().length > max ? { key: 'istore_checkout_err_too_long', params: { max } } : null;
}

/**
 * A typed amount ('12', '12.5', '12.50') in minor units of `currency`; null when it is not a
 * plain non-negative amount with at most the currency's decimals.
 */
export function parseAmount(text: string, currency: string): number | null {
  const v = text.trim();
  const digits = fractionDigits(currency);
  const m = /^(\d{1,9})(?:[.,](\d+))?$/.exec(v);
  if (!m) return null;
  const fraction = m[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(m[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** The amount as the shopper would type it: 1250 CAD -> '12.50'. */
export function amountText(minor: number, currency: string): string {
  const digits = fractionDigits(currency);
  if (digits === 0) return String(minor);
  const s = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

/** A typed amount between 0 and `max` minor units. `maxText` is `max` formatted for the message. */
export function amountError(text: string, currency: string, max: number, maxText: string): FieldError | null {
  const amount = parseAmount(text, currency);
  if (amount === null) {
    // say why a number is refused: a minus sign, or more decimals than the currency has
    const v = text.trim();
    if (/^-\s*\d/.test(v)) return { key: 'istore_checkout_err_amount_negative' };
    const digits = fractionDigits(currency);
    if (/^\d+[.,]\d+$/.test(v))
      return digits === 0
        ? { key: 'istore_checkout_err_amount_whole' }
        : { key: 'istore_checkout_err_amount_decimals', params: { digits: String(digits) } };
    return { key: 'istore_checkout_err_amount' };
  }
  if (amount > max) return { key: 'istore_checkout_err_amount_max', params: { max: maxText } };
  return null;
}

export function hasErrors(errors: Errors): boolean {
  return Object.keys(errors).length > 0;
}

/** The first field with an error, in form order (for focus and scroll). */
export function firstErrorField(errors: Errors): string | null {
  return Object.keys(errors)[0] ?? null;
}
