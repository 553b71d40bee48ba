/**
 * Checkout API area, the store's settings (spec 7.3): GET checkoutConfig (methods, pickup stores
 * and slots, tips, minimum order, tax), paymentConfig (the channels) and localDeliveryConfig
 * (zones, fees, delivery slots). Wire shapes become the app's models here.
 */
import type { StoreLocation } from '@api-types';
import type { OrderMethod } from '@/domain/checkout';
import type { SlotDay } from '@/domain/slots';
import { normalizeStoreLocation } from './app-info';
import { bool, int, isRecord, list, rec, str, strOrNull } from './guards';
import { badResponse, type Http } from './http';

const P = 'shoppingManagement4';

/** A method the spec names, else null. */
export function orderMethod(v: unknown): OrderMethod | null {
  return v === 'PICKUP' || v === 'DELIVERY' || v === 'EAT_IN' ? v : null;
}

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

export function normalizeDeliveryZone(v: unknown): DeliveryZoneModel | null {
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
    zones: list(v.zones, normalizeDeliveryZone),
    freeDeliveryOver: int(v.freeDeliveryOver, 0),
    deliveryDays: slotDays(v.deliveryTimeSlots),
  };
}

export function createCheckoutConfigApi(http: Http) {
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
  };
}
