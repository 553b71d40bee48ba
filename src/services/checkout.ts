/**
 * Checkout API area (spec 7.3, shoppingManagement4/... and store credit): configuration, the
 * checkout steps (each answers the bill), coupon, tips, comment, store credit, and placing the
 * order (reserve, idempotent by key). Wire shapes become the app's models here.
 */
import type { StoreLocation } from '@api-types';
import type { OrderMethod, SlotDay } from '@/domain/checkout';
import { normalizeStoreLocation } from './app-info';
import {
  normalizeCartLine,
  normalizeCoupon,
  normalizeTotals,
  type CartLineModel,
  type CouponModel,
  type TotalsModel,
} from './cart';
import { bool, isRecord, list, num, rec, str, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';
import { normalizeOrder, type OrderModel } from './orders';

const P = 'shoppingManagement4';

function badResponse(): ApiError {
  return new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
}

function int(v: unknown, fallback: number): number {
  const n = num(v, NaN);
  return Number.isSafeInteger(n) ? n : fallback;
}

function orderMethod(v: unknown): OrderMethod | null {
  return v === 'PICKUP' || v === 'DELIVERY' || v === 'EAT_IN' ? v : null;
}

// ---- models ----------------------------------------------------------------------------------

export interface OrderMethodModel {
  method: OrderMethod;
  enabled: boolean;
  name: string;
}

export interface CheckoutConfigModel {
  currency: string;
  timeZone: string;
  orderMethods: OrderMethodModel[];
  pickupLocations: StoreLocation[];
  pickupDays: SlotDay[];
  tipsOptions: number[];
  maxTipsAmount: number;
  minOrderAmount: number;
  /** Tax rate in basis points (500 = 5%), null when the answer lacks it. */
  taxRateBasisPoints: number | null;
  maxCommentLength: number;
  payAtStoreEnabled: boolean;
}

export interface ChannelModel {
  id: string;
  enabled: boolean;
  name: string;
  methods?: string[];
}

export interface PaymentConfigModel {
  currency: string;
  channels: ChannelModel[];
  sandbox: boolean;
}

export interface DeliveryZoneModel {
  id: string;
  name: string;
  province: string;
  postCodePrefixes: string[];
  fee: number;
  minOrderAmount: number;
}

export interface DeliveryConfigModel {
  enabled: boolean;
  currency: string;
  zones: DeliveryZoneModel[];
  freeDeliveryOver: number;
  deliveryDays: SlotDay[];
}

export interface ContactModel {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  tableNumber?: string;
}

export interface DeliveryModel {
  firstName: string;
  lastName: string;
  phone: string;
  streetNumberAndNameDetails: string;
  unit?: string;
  city: string;
  province: string;
  postCode: string;
  instructions?: string;
}

export interface TimeSlotModel {
  date: string;
  time: string | null;
  end: string | null;
}

/** The bill (GET billing/ and the answer of every checkout step). */
export interface BillingModel {
  totals: TotalsModel;
  orderMethod: OrderMethod | null;
  location: StoreLocation | null;
  timeSlot: TimeSlotModel | null;
  contact: ContactModel | null;
  delivery: DeliveryModel | null;
  deliveryZone: DeliveryZoneModel | null;
  coupon: CouponModel | null;
  tipsPercent: number | null;
  customerComment: string;
  payAtStore: boolean;
  itemCount: number;
  lines: CartLineModel[];
  /** Steps still missing ('cart', 'orderMethod', 'location', 'timeSlot', 'contact', 'tableNumber', 'delivery'). */
  missing: string[];
  savedDeliveryAddress: DeliveryModel | null;
}

export interface StoreCreditModel {
  currency: string;
  balance: number;
}

export interface StoreCreditEntryModel {
  id: number;
  amount: number;
  balance: number;
  reason: string;
  orderID: string | null;
  createdAt: string;
}

export interface ReserveModel {
  order: OrderModel;
  /** False when the key (or the same unpaid checkout) already had an order: that one came back. */
  created: boolean;
}

// ---- guards ----------------------------------------------------------------------------------

function slotDays(v: unknown): SlotDay[] {
  return list(v, (d) => {
    const r = rec(d);
    const date = strOrNull(r.date);
    if (!date) return null;
    const slots = list(r.slots, (s) => {
      const x = rec(s);
      const start = strOrNull(x.start);
      return start ? { start, end: str(x.end, '') } : null;
    });
    return slots.length ? { date, slots } : null;
  });
}

function numbers(v: unknown): number[] {
  return list(v, (x) => (typeof x === 'number' && Number.isFinite(x) ? x : null));
}

export function normalizeCheckoutConfig(v: unknown): CheckoutConfigModel {
  if (!isRecord(v)) throw badResponse();
  return {
    currency: str(v.currency, 'USD'),
    timeZone: str(v.timeZone, ''),
    orderMethods: list(v.orderMethods, (m) => {
      const r = rec(m);
      const method = orderMethod(r.method);
      return method ? { method, enabled: bool(r.enabled, true), name: str(r.name, method) } : null;
    }),
    pickupLocations: list(v.pickupLocations, normalizeStoreLocation),
    pickupDays: slotDays(v.pickupTimeSlots),
    tipsOptions: numbers(v.tipsOptions),
    maxTipsAmount: int(v.maxTipsAmount, 0),
    minOrderAmount: int(v.minOrderAmount, 0),
    taxRateBasisPoints:
      Number.isSafeInteger(v.taxRateBasisPoints) && (v.taxRateBasisPoints as number) >= 0
        ? (v.taxRateBasisPoints as number)
        : null,
    maxCommentLength: int(v.maxCommentLength, 500),
    payAtStoreEnabled: bool(v.payAtStoreEnabled, false),
  };
}

export function normalizePaymentConfig(v: unknown): PaymentConfigModel {
  if (!isRecord(v)) throw badResponse();
  return {
    currency: str(v.currency, 'USD'),
    channels: list(v.channels, (c) => {
      const r = rec(c);
      const id = strOrNull(r.id);
      if (!id) return null;
      const methods = Array.isArray(r.methods)
        ? r.methods.filter((m): m is string => typeof m === 'string')
        : undefined;
      return { id, enabled: bool(r.enabled, false), name: str(r.name, id), ...(methods ? { methods } : {}) };
    }),
    sandbox: bool(v.sandbox, false),
  };
}

function zone(v: unknown): DeliveryZoneModel | null {
  const r = rec(v);
  const id = strOrNull(r.id);
  if (!id) return null;
  return {
    id,
    name: str(r.name, id),
    province: str(r.province, ''),
    postCodePrefixes: list(r.postCodePrefixes, (p) => (typeof p === 'string' ? p : null)),
    fee: int(r.fee, 0),
    minOrderAmount: int(r.minOrderAmount, 0),
  };
}

export function normalizeDeliveryConfig(v: unknown): DeliveryConfigModel {
  if (!isRecord(v)) throw badResponse();
  return {
    enabled: bool(v.enabled, false),
    currency: str(v.currency, 'USD'),
    zones: list(v.zones, zone),
    freeDeliveryOver: int(v.freeDeliveryOver, 0),
    deliveryDays: slotDays(v.deliveryTimeSlots),
  };
}

export function normalizeContact(v: unknown): ContactModel | null {
  if (!isRecord(v)) return null;
  const firstName = str(v.firstName, '');
  const email = str(v.email, '');
  if (!firstName && !email) return null;
  const tableNumber = strOrNull(v.tableNumber);
  return {
    firstName,
    lastName: str(v.lastName, ''),
    email,
    phone: str(v.phone, ''),
    ...(tableNumber ? { tableNumber } : {}),
  };
}

export function normalizeDelivery(v: unknown): DeliveryModel | null {
  if (!isRecord(v)) return null;
  const street = strOrNull(v.streetNumberAndNameDetails);
  if (!street) return null;
  const unit = strOrNull(v.unit);
  const instructions = strOrNull(v.instructions);
  return {
    firstName: str(v.firstName, ''),
    lastName: str(v.lastName, ''),
    phone: str(v.phone, ''),
    streetNumberAndNameDetails: street,
    ...(unit ? { unit } : {}),
    city: str(v.city, ''),
    province: str(v.province, ''),
    postCode: str(v.postCode, ''),
    ...(instructions ? { instructions } : {}),
  };
}

export function normalizeTimeSlot(v: unknown): TimeSlotModel | null {
  if (!isRecord(v)) return null;
  const date = strOrNull(v.date);
  return date ? { date, time: strOrNull(v.time), end: strOrNull(v.end) } : null;
}

export function normalizeBilling(v: unknown): BillingModel {
  if (!isRecord(v)) throw badResponse();
  const totals = normalizeTotals(v);
  if (!totals) throw badResponse();
  const tips = num(v.tipsPercent, NaN);
  return {
    totals,
    orderMethod: orderMethod(v.orderMethod),
    location: normalizeStoreLocation(v.location),
    timeSlot: normalizeTimeSlot(v.timeSlot),
    contact: normalizeContact(v.contact),
    delivery: normalizeDelivery(v.delivery),
    deliveryZone: zone(v.deliveryZone),
    coupon: normalizeCoupon(v.coupon),
    tipsPercent: Number.isFinite(tips) ? tips : null,
    customerComment: str(v.customerComment, ''),
    payAtStore: bool(v.payAtStore, false),
    itemCount: int(v.itemCount, 0),
    lines: list(v.lineItems, (l) => normalizeCartLine(l)),
    missing: list(v.missing, (m) => (typeof m === 'string' ? m : null)),
    savedDeliveryAddress: normalizeDelivery(v.savedDeliveryAddress),
  };
}

export function normalizeStoreCredit(v: unknown): StoreCreditModel {
  if (!isRecord(v)) throw badResponse();
  return { currency: str(v.currency, 'USD'), balance: Math.max(0, int(v.balance, 0)) };
}

function creditEntry(v: unknown): StoreCreditEntryModel | null {
  const r = rec(v);
  const id = int(r.id, NaN);
  if (!Number.isSafeInteger(id)) return null;
  return {
    id,
    amount: int(r.amount, 0),
    balance: int(r.balance, 0),
    reason: str(r.reason, ''),
    orderID: strOrNull(r.orderID),
    createdAt: str(r.createdAt, ''),
  };
}

// ---- request shapes ----------------------------------------------------------------------------

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  tableNumber?: string;
}

export interface DeliveryInput {
  firstName: string;
  lastName: string;
  phone: string;
  streetNumberAndNameDetails: string;
  unit?: string;
  city: string;
  province: string;
  postCode: string;
  instructions?: string;
}

export interface BillingAddressInput {
  firstName: string;
  lastName: string;
  streetNumberAndNameDetails: string;
  city: string;
  province: string;
  postCode: string;
  country: string;
}

export type TipsInput = { tipsPercent: number } | { tipsAmount: number };

export function createCheckoutApi(http: Http) {
  const bill = async (p: Promise<unknown>) => normalizeBilling(await p);
  return {
    /** GET checkoutConfig. */
    async checkoutConfig(): Promise<CheckoutConfigModel> {
      return normalizeCheckoutConfig(await http.get<unknown>(`${P}/checkoutConfig`));
    },
    /** GET paymentConfig. */
    async paymentConfig(): Promise<PaymentConfigModel> {
      return normalizePaymentConfig(await http.get<unknown>(`${P}/paymentConfig`));
    },
    /** GET localDeliveryConfig. */
    async localDeliveryConfig(): Promise<DeliveryConfigModel> {
      return normalizeDeliveryConfig(await http.get<unknown>(`${P}/localDeliveryConfig`));
    },
    /** GET billing/?pickUpAandPayAtStore=. */
    billing(payAtStore = false): Promise<BillingModel> {
      return bill(http.get(`${P}/billing/`, { query: { pickUpAandPayAtStore: payAtStore } }));
    },
    /** POST updateOrderMethod (locationId for PICKUP / EAT_IN). */
    updateOrderMethod(method: OrderMethod, locationId?: string): Promise<BillingModel> {
      return bill(http.post(`${P}/updateOrderMethod`, { orderMethod: method, ...(locationId ? { locationId } : {}) }));
    },
    /** POST orderPickupDateTime. */
    pickupDateTime(date: string, time: string): Promise<BillingModel> {
      return bill(http.post(`${P}/orderPickupDateTime`, { date, time }));
    },
    /** POST orderDeliveryDateTime. */
    deliveryDateTime(date: string, time: string): Promise<BillingModel> {
      return bill(http.post(`${P}/orderDeliveryDateTime`, { date, time }));
    },
    /** POST orderContactInfo?localStoreName=&methodName= (EAT_IN adds tableNumber). */
    contactInfo(contact: ContactInput, methodName: OrderMethod, localStoreName?: string): Promise<BillingModel> {
      return bill(
        http.post(`${P}/orderContactInfo`, contact, {
          query: { methodName, ...(localStoreName ? { localStoreName } : {}) },
        }),
      );
    },
    /** POST orderDeliverInfo?localStoreName=&saveToMyProfile=. */
    deliverInfo(delivery: DeliveryInput, saveToMyProfile: boolean, localStoreName?: string): Promise<BillingModel> {
      return bill(
        http.post(`${P}/orderDeliverInfo`, delivery, {
          query: { saveToMyProfile, ...(localStoreName ? { localStoreName } : {}) },
        }),
      );
    },
    /** POST tips (a percent of the offered ones, or an amount). */
    tips(input: TipsInput): Promise<BillingModel> {
      return bill(http.post(`${P}/tips`, input));
    },
    /** GET couponVerification/{code}: verifies and applies it; answers the coupon and the bill. */
    async verifyCoupon(code: string): Promise<{ coupon: CouponModel; billing: BillingModel }> {
      const r = rec(await http.get<unknown>(`${P}/couponVerification/${encodeURIComponent(code)}`));
      const coupon = normalizeCoupon(r.coupon);
      if (!coupon) throw badResponse();
      return { coupon, billing: normalizeBilling(r.billing) };
    },
    /** DELETE couponVerification: takes the coupon off (reference server). */
    removeCoupon(): Promise<BillingModel> {
      return bill(http.delete(`${P}/couponVerification`));
    },
    /** POST updateCustomerComment. */
    comment(comment: string): Promise<BillingModel> {
      return bill(http.post(`${P}/updateCustomerComment`, { comment }));
    },
    /** POST reserve: places the order from the cart; the same key gives back the same order. */
    async reserve(idempotencyKey: string, payAtStore = false): Promise<ReserveModel> {
      const r = rec(
        await http.post<unknown>(`${P}/reserve`, { idempotencyKey, ...(payAtStore ? { payAtStore } : {}) }),
      );
      return { order: normalizeOrder(r), created: bool(r.created, false) };
    },
    /** POST billing/{orderID}: the billing address of an unpaid order. */
    async billingAddress(orderID: string, address: BillingAddressInput): Promise<OrderModel> {
      return normalizeOrder(await http.post<unknown>(`${P}/billing/${encodeURIComponent(orderID)}`, address));
    },
    /** GET admin/storeCreditManagement/storeCredit (signed in). */
    async storeCredit(): Promise<StoreCreditModel> {
      return normalizeStoreCredit(await http.get<unknown>('admin/storeCreditManagement/storeCredit'));
    },
    /** GET admin/storeCreditManagement/storeCreditHistory (signed in). */
    async storeCreditHistory(): Promise<{ balance: number; currency: string; entries: StoreCreditEntryModel[] }> {
      const r = rec(await http.get<unknown>('admin/storeCreditManagement/storeCreditHistory'));
      return { ...normalizeStoreCredit(r), entries: list(r.entries, creditEntry) };
    },
    /** POST applyStoreCredit (0 removes it). */
    applyStoreCredit(amount: number): Promise<BillingModel> {
      return bill(http.post(`${P}/applyStoreCredit`, { amount }));
    },
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
