/**
 * Checkout, delivery and payment configuration (seed/checkout.ts settings) shaped for the API,
 * store-time slot computation, delivery zones and money rounding.
 */
import type { Db } from '../db';
import { parseJson } from '../db';
import type {
  CheckoutConfig,
  DeliveryZone,
  Locale,
  LocalDeliveryConfig,
  PaymentConfig,
  PaymentMethodCode,
  PaymentSettings,
  StoreLocation,
  TimeSlotDay,
} from '../../../types/api';
import {
  CHECKOUT_SETTINGS,
  DELIVERY_SETTINGS,
  PAYMENT_SETTINGS,
  type CheckoutSettings,
  type DeliverySettings,
  type PaymentSettingsSeed,
  type SlotRule,
} from '../seed/checkout';
import { getDefaultCurrency, getLocations, localize } from './store';

function setting<T>(db: Db, key: string, fallback: T): T {
  const row = db.prepare<[string], { value: string }>('SELECT value FROM checkout_settings WHERE key = ?').get(key);
  return parseJson<T>(row?.value, fallback);
}

// Defaults under what is stored: a database seeded before a setting existed gets its default.
export const checkoutSettings = (db: Db): CheckoutSettings => ({
  ...CHECKOUT_SETTINGS,
  ...setting(db, 'checkout', CHECKOUT_SETTINGS),
});
export const deliverySettings = (db: Db): DeliverySettings => setting(db, 'delivery', DELIVERY_SETTINGS);
export const paymentSettings = (db: Db): PaymentSettingsSeed => setting(db, 'payment', PAYMENT_SETTINGS);

/** Rounds a non-negative rational amount of minor units half up. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/** 'CAD 30.00' style text for messages (minor units of a 2-decimal currency, or as given). */
export function moneyText(amount: number, currency: string, digits = currency === 'JPY' ? 0 : 2): string {
  if (digits === 0) return `${currency} ${amount}`;
  const s = String(Math.abs(amount)).padStart(digits + 1, '0');
  return `${amount < 0 ? '-' : ''}${currency} ${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

// ---- Store time and slots ------------------------------------------------------------------

/** Today's date ('YYYY-MM-DD') and minutes since midnight in the store's time zone. */
export function storeNow(timeZone: string, now: Date = new Date()): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The instant a store-time date and 'HH:MM' stand for in the store's time zone. */
export function storeInstant(date: string, hhmm: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T${hhmm}:00Z`);
  const local = storeNow(timeZone, new Date(guess));
  const localMs = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000;
  return new Date(guess - (localMs - guess));
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The slots a rule offers from now on (days without a slot left out). */
export function slotDays(rule: SlotRule, timeZone: string, now: Date = new Date()): TimeSlotDay[] {
  const today = storeNow(timeZone, now);
  const days: TimeSlotDay[] = [];
  for (let i = rule.firstDay; i < rule.firstDay + rule.days; i++) {
    const date = addDays(today.date, i);
    const earliest = i === 0 ? today.minutes + rule.leadMinutes : -1;
    const slots = rule.windows
      .filter(([start]) => toMinutes(start) >= earliest)
      .map(([start, end]) => ({ start, end }));
    if (slots.length) days.push({ date, slots });
  }
  return days;
}

export function findSlot(days: TimeSlotDay[], date: string, time: string): { start: string; end: string } | undefined {
  return days.find((d) => d.date === date)?.slots.find((s) => s.start === time);
}

// ---- Locations and zones -------------------------------------------------------------------

/** Stores where PICKUP and EAT_IN are possible. */
export function pickupLocations(db: Db, locale: Locale): StoreLocation[] {
  return getLocations(db, locale).filter((l) => l.display && !l.virtual);
}

/** A pickup location by id or by its name in either language (case-insensitive). */
export function findPickupLocation(db: Db, key: string, locale: Locale): StoreLocation | undefined {
  const k = key.trim().toLowerCase();
  return pickupLocations(db, locale).find((l) => l.id.toLowerCase() === k || namedSo(l, k));
}

const namedSo = (l: StoreLocation, lowerName: string) =>
  l.localStoreName.toLowerCase() === lowerName ||
  Object.values(l.nameContent ?? {}).some((n) => n?.toLowerCase() === lowerName);

/**
 * The store a `localStoreName` query names (orderContactInfo, orderDeliverInfo): by its name in
 * either language, case-insensitive, as the spec's server reads it; an id is not a name.
 */
export function findLocationByName(locations: StoreLocation[], name: string): StoreLocation | undefined {
  const k = name.trim().toLowerCase();
  return k ? locations.find((l) => namedSo(l, k)) : undefined;
}

/** Stores an order can be delivered from: every store shown to shoppers (virtual ones too). */
export function deliveringLocations(db: Db, locale: Locale): StoreLocation[] {
  return getLocations(db, locale).filter((l) => l.display);
}

export function normalizePostCode(postCode: string): string {
  return postCode.replace(/\s+/g, '').toUpperCase();
}

export function zones(db: Db, locale: Locale): DeliveryZone[] {
  return deliverySettings(db).zones.map((z) => ({ ...z, name: localize(z.nameContent, locale, z.id) }));
}

/** The delivery zone of an address, by province and postal-code prefix. */
export function findZone(db: Db, province: string, postCode: string, locale: Locale): DeliveryZone | undefined {
  const pc = normalizePostCode(postCode);
  return zones(db, locale).find((z) => z.province === province && z.postCodePrefixes.some((p) => pc.startsWith(p)));
}

// ---- API shapes ----------------------------------------------------------------------------

export function buildCheckoutConfig(db: Db, locale: Locale, now?: Date): CheckoutConfig {
  const s = checkoutSettings(db);
  return {
    currency: getDefaultCurrency(db),
    timeZone: s.timeZone,
    orderMethods: s.orderMethods.map((m) => ({ ...m, name: localize(m.nameContent, locale, m.method) })),
    pickupLocations: pickupLocations(db, locale),
    pickupTimeSlots: slotDays(s.pickupSlots, s.timeZone, now),
    tipsOptions: s.tipsOptions,
    maxTipsAmount: s.maxTipsAmount,
    minOrderAmount: s.minOrderAmount,
    taxRateBasisPoints: s.taxRateBasisPoints,
    maxCommentLength: s.maxCommentLength,
    payAtStoreEnabled: s.payAtStoreEnabled,
  };
}

export function buildLocalDeliveryConfig(db: Db, locale: Locale, now?: Date): LocalDeliveryConfig {
  const d = deliverySettings(db);
  const tz = checkoutSettings(db).timeZone;
  return {
    enabled: d.enabled,
    currency: getDefaultCurrency(db),
    timeZone: tz,
    zones: zones(db, locale),
    freeDeliveryOver: d.freeDeliveryOver,
    deliveryTimeSlots: d.enabled ? slotDays(d.slots, tz, now) : [],
  };
}

export function buildPaymentConfig(db: Db, locale: Locale): PaymentConfig {
  return {
    currency: getDefaultCurrency(db),
    sandbox: true,
    channels: paymentSettings(db).channels.map((c) => ({ ...c, name: localize(c.nameContent, locale, c.id) })),
  };
}

/** True when `channel` is enabled and the store takes `method` through it. */
export function channelCarries(db: Db, channel: string, method: PaymentMethodCode): boolean {
  return paymentSettings(db).channels.some((c) => c.id === channel && c.enabled && (c.methods ?? []).includes(method));
}

/**
 * The footer's payment flags (spec 3 system settings), read from the same channel settings that
 * decide the methods offered at payment, so the logos and the choices agree.
 */
export function paymentFlags(
  db: Db,
): Pick<
  PaymentSettings,
  | 'supportVisa'
  | 'supportMasterCard'
  | 'supportAmex'
  | 'supportPayPal'
  | 'supportWeChatPay'
  | 'supportAliPay'
  | 'supportUnionPay'
> {
  const carried = new Set(
    paymentSettings(db)
      .channels.filter((c) => c.enabled)
      .flatMap((c) => c.methods ?? []),
  );
  const card = carried.has('CARD');
  return {
    supportVisa: card,
    supportMasterCard: card,
    supportAmex: card,
    supportPayPal: channelEnabled(db, 'paypal'),
    supportWeChatPay: carried.has('WECHATPAY'),
    supportAliPay: carried.has('ALIPAY'),
    supportUnionPay: carried.has('UNIONPAY'),
  };
}

export function channelEnabled(db: Db, id: string): boolean {
  return paymentSettings(db).channels.some((c) => c.id === id && c.enabled);
}

export function methodEnabled(db: Db, method: string): boolean {
  return checkoutSettings(db).orderMethods.some((m) => m.method === method && m.enabled);
}
