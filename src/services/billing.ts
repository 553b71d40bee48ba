/**
 * The bill (spec 7.3: GET billing/ and the answer of every checkout step): totals, how and when,
 * who, where, the coupon and tip, the lines, and which steps the server still misses.
 */
import type { StoreLocation } from '@api-types';
import type { OrderMethod } from '@/domain/checkout';
import { normalizeStoreLocation } from './app-info';
import {
  normalizeCartLine,
  normalizeCoupon,
  normalizeTotals,
  type CartLineModel,
  type CouponModel,
  type TotalsModel,
} from './cart';
import { orderMethod, normalizeDeliveryZone, type DeliveryZoneModel } from './checkout-config';
import { bool, int, isRecord, list, num, str, strOrNull } from './guards';
import { badResponse } from './http';

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
    deliveryZone: normalizeDeliveryZone(v.deliveryZone),
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
