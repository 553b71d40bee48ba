/**
 * Checkout state (kept as JSON on the cart row, so it follows the cart across reloads and sign-in)
 * and the money rules: coupon discount, delivery fee, tax, tips, store credit, total.
 */
import { defaultDelivery, saveDeliveryToBook } from './addresses';
import type { Db } from '../db';
import type {
  AppliedCoupon,
  Billing,
  Cart,
  CartLine,
  CheckoutStep,
  ContactInfo,
  DeliveryInfo,
  DeliveryZone,
  Locale,
  OrderMethod,
  Totals,
} from '../../../types/api';
import { cartLines, lineViews, readCheckoutJson, touch, type CartRow } from './cart';
import {
  checkoutSettings,
  deliverySettings,
  findSlot,
  findZone,
  moneyText,
  roundHalfUp,
  slotDays,
} from './checkout-config';
import { appliedStoreCredit, creditBalance } from './credit';
import { memberDiscount } from './membership';
import { getDefaultCurrency, getLocation, localize } from './store';

export interface CheckoutState {
  orderMethod?: OrderMethod;
  locationId?: string;
  /** Chosen slot; time absent after orderPickupDate alone. */
  slot?: { date: string; time?: string };
  contact?: ContactInfo;
  delivery?: DeliveryInfo;
  couponCode?: string;
  tips?: { percent?: number; amount?: number };
  storeCredit?: number;
  comment?: string;
  /** The last order placed from this cart (default of the SnapPay pre-payment calls). */
  lastOrderID?: string;
}

export function readState(cart: CartRow | undefined): CheckoutState {
  return readCheckoutJson<CheckoutState>(cart, {});
}

export function writeState(db: Db, cartId: string, state: CheckoutState): void {
  db.prepare('UPDATE carts SET checkout = ? WHERE id = ?').run(JSON.stringify(state), cartId);
  touch(db, cartId);
}

interface CouponRow {
  code: string;
  kind: 'PERCENT' | 'AMOUNT';
  value: number;
  min_subtotal: number;
  expires_at: string | null;
  name_en: string;
  name_zh: string;
}

export function findCoupon(db: Db, code: string): CouponRow | undefined {
  return db.prepare<[string], CouponRow>('SELECT * FROM coupons WHERE code = ?').get(code.trim().toUpperCase());
}

export function couponExpired(c: CouponRow, now = Date.now()): boolean {
  return c.expires_at !== null && Date.parse(c.expires_at) <= now;
}

/** The coupon as it applies to a subtotal (not applicable: discount 0 and a message). */
export function applyCoupon(c: CouponRow, subtotal: number, currency: string, locale: Locale): AppliedCoupon {
  const nameContent = { en: c.name_en, zh: c.name_zh };
  const base = { code: c.code, name: localize(nameContent, locale), nameContent };
  if (couponExpired(c)) return { ...base, discount: 0, applicable: false, message: `Coupon ${c.code} has expired` };
  if (subtotal < c.min_subtotal) {
    return {
      ...base,
      discount: 0,
      applicable: false,
      message: `Coupon ${c.code} needs a subtotal of at least ${moneyText(c.min_subtotal, currency)}`,
    };
  }
  const discount = c.kind === 'PERCENT' ? roundHalfUp(subtotal * c.value, 100) : c.value;
  return { ...base, discount: Math.min(discount, subtotal), applicable: true };
}

export interface Priced {
  totals: Totals;
  coupon: AppliedCoupon | null;
  zone: DeliveryZone | null;
  lines: CartLine[];
  itemCount: number;
}

/** Prices lines with a checkout state. Credit is capped by the balance and the amount due. */
export function price(db: Db, lines: CartLine[], state: CheckoutState, locale: Locale, userId: string | null): Priced {
  const currency = getDefaultCurrency(db);
  const settings = checkoutSettings(db);
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const couponRow = state.couponCode ? findCoupon(db, state.couponCode) : undefined;
  const coupon = couponRow ? applyCoupon(couponRow, subtotal, currency, locale) : null;
  // a member's discount adds to the coupon's (server/api/models/membership.ts)
  const discount = Math.min(subtotal, (coupon?.discount ?? 0) + memberDiscount(db, userId, lines));
  const base = subtotal - discount;
  const zone =
    state.orderMethod === 'DELIVERY' && state.delivery
      ? (findZone(db, state.delivery.province, state.delivery.postCode, locale) ?? null)
      : null;
  const delivery = deliverySettings(db);
  const deliveryFee = zone && lines.length && base < delivery.freeDeliveryOver ? zone.fee : 0;
  const tax = roundHalfUp((base + deliveryFee) * settings.taxRateBasisPoints, 10000);
  const tips =
    state.tips?.percent !== undefined ? roundHalfUp(base * state.tips.percent, 100) : (state.tips?.amount ?? 0);
  const due = base + deliveryFee + tax + tips;
  const storeCredit = appliedStoreCredit(state.storeCredit ?? 0, due, creditBalance(db, userId));
  return {
    totals: { currency, subtotal, discount, deliveryFee, tax, tips, storeCredit, total: due - storeCredit },
    coupon,
    zone,
    lines,
    itemCount: lines.reduce((s, l) => s + l.quantity, 0),
  };
}

export function priceCart(db: Db, cart: CartRow | undefined, locale: Locale, userId: string | null): Priced {
  const lines = cart ? lineViews(db, cartLines(db, cart.id), locale) : [];
  return price(db, lines, readState(cart), locale, userId);
}

/** The cart answer; `orderMethod` tells whether the delivery fee in its totals is known yet. */
export function toCart(p: Priced, orderMethod: OrderMethod | null = null): Cart {
  return {
    ...p.totals,
    orderMethod,
    itemCount: p.itemCount,
    lineItems: Object.fromEntries(p.lines.map((l) => [l.lineId, l])),
    coupon: p.coupon,
  };
}

/** Steps reserve still needs, in the order the checkout asks for them. */
export function missingSteps(db: Db, state: CheckoutState, p: Priced, locale: Locale, now?: Date): CheckoutStep[] {
  const missing: CheckoutStep[] = [];
  if (p.lines.length === 0) missing.push('cart');
  if (!state.orderMethod) return [...missing, 'orderMethod'];
  const settings = checkoutSettings(db);
  if (state.orderMethod === 'DELIVERY') {
    if (!state.delivery || !p.zone) missing.push('delivery');
    const days = slotDays(deliverySettings(db).slots, settings.timeZone, now);
    if (!state.slot?.time || !findSlot(days, state.slot.date, state.slot.time)) missing.push('timeSlot');
  } else {
    if (!state.locationId || !getLocation(db, state.locationId, locale)) missing.push('location');
    if (state.orderMethod === 'PICKUP') {
      const days = slotDays(settings.pickupSlots, settings.timeZone, now);
      const ok =
        state.slot &&
        (state.slot.time
          ? findSlot(days, state.slot.date, state.slot.time)
          : days.some((d) => d.date === state.slot?.date));
      if (!ok) missing.push('timeSlot');
    }
  }
  if (!state.contact) missing.push('contact');
  if (state.orderMethod === 'EAT_IN' && !state.contact?.tableNumber) missing.push('tableNumber');
  return missing;
}

export const STEP_MESSAGES: Record<CheckoutStep, string> = {
  cart: 'Your cart is empty',
  orderMethod: 'Choose pickup, delivery or eat-in',
  location: 'Choose a store',
  timeSlot: 'Choose a date and time that is still available',
  contact: 'Enter your contact information',
  tableNumber: 'Enter your table number',
  delivery: 'Enter a delivery address in our delivery area',
};

/** The end time of the chosen slot, when it has a time. */
export function slotEnd(db: Db, state: CheckoutState, now?: Date): string | null {
  if (!state.slot?.time) return null;
  const settings = checkoutSettings(db);
  const rule = state.orderMethod === 'DELIVERY' ? deliverySettings(db).slots : settings.pickupSlots;
  return findSlot(slotDays(rule, settings.timeZone, now), state.slot.date, state.slot.time)?.end ?? null;
}

export function buildBilling(
  db: Db,
  cart: CartRow | undefined,
  locale: Locale,
  userId: string | null,
  payAtStore: boolean,
): Billing {
  const state = readState(cart);
  const p = priceCart(db, cart, locale, userId);
  return {
    ...p.totals,
    orderMethod: state.orderMethod ?? null,
    location: state.locationId ? (getLocation(db, state.locationId, locale) ?? null) : null,
    timeSlot: state.slot ? { date: state.slot.date, time: state.slot.time ?? null, end: slotEnd(db, state) } : null,
    contact: state.contact ?? null,
    delivery: state.delivery ?? null,
    deliveryZone: p.zone,
    coupon: p.coupon,
    tipsPercent: state.tips?.percent ?? null,
    customerComment: state.comment ?? '',
    payAtStore,
    itemCount: p.itemCount,
    lineItems: p.lines,
    missing: missingSteps(db, state, p, locale),
    savedDeliveryAddress: savedDeliveryAddress(db, userId),
  };
}

/** The signed-in shopper's default delivery address from the address book (models/addresses.ts). */
export function savedDeliveryAddress(db: Db, userId: string | null): DeliveryInfo | null {
  return userId ? defaultDelivery(db, userId) : null;
}

/** Checkout's saveToMyProfile: into the address book, as the default delivery address. */
export function saveDeliveryAddress(db: Db, userId: string, address: DeliveryInfo): void {
  saveDeliveryToBook(db, userId, address);
}
