/**
 * The checkout's store settings as first seeded (JSON rows of checkout_settings, seeded by
 * seed/checkout.ts; read by server/api/models/checkout-config.ts): order methods, pickup and
 * delivery slots, tips, minimum order, unpaid-order and pay-at-store holds, delivery zones and
 * fees, and the payment channels.
 */
import type { LocalizedText, OrderMethod, PaymentChannelId, PaymentMethodCode } from '../../../types/api';

export interface SlotRule {
  /** Days offered, starting `firstDay` days from today (store time). */
  days: number;
  firstDay: number;
  /** [start, end] windows, 'HH:mm'. */
  windows: [string, string][];
  /** A slot starting sooner than this from now is not offered. */
  leadMinutes: number;
}

export interface CheckoutSettings {
  timeZone: string;
  orderMethods: { method: OrderMethod; enabled: boolean; nameContent: LocalizedText }[];
  tipsOptions: number[];
  maxTipsAmount: number;
  minOrderAmount: number;
  taxRateBasisPoints: number;
  maxCommentLength: number;
  payAtStoreEnabled: boolean;
  /** Stock held for pay-at-store orders (no payment taken): see server/api/models/holds.ts. */
  payAtStoreHold: PayAtStoreHold;
  /**
   * An order waiting for an online payment is cancelled this many minutes after it was placed,
   * or when its pickup or delivery slot ends if that comes first (server/api/models/unpaid-orders.ts).
   */
  unpaidOrderMinutes: number;
  pickupSlots: SlotRule;
}

export interface PayAtStoreHold {
  /** How long the items stay held; a pickup time must end within it. */
  minutes: number;
  /** Most items held at once for one contact (email) or shopper. */
  maxQuantity: number;
  /** 'contact': an email and phone the store can reach (mailed the hold); 'sign-in': an account. */
  requires: 'contact' | 'sign-in';
}

export interface DeliverySettings {
  enabled: boolean;
  freeDeliveryOver: number;
  zones: {
    id: string;
    nameContent: LocalizedText;
    province: string;
    postCodePrefixes: string[];
    fee: number;
    minOrderAmount: number;
  }[];
  slots: SlotRule;
}

export interface PaymentSettingsSeed {
  channels: { id: PaymentChannelId; enabled: boolean; nameContent: LocalizedText; methods?: PaymentMethodCode[] }[];
  paypalClientId: string;
}

function halfHours(from: number, to: number): [string, string][] {
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const out: [string, string][] = [];
  for (let m = from * 60; m < to * 60; m += 30) out.push([hhmm(m), hhmm(m + 30)]);
  return out;
}

export const CHECKOUT_SETTINGS: CheckoutSettings = {
  timeZone: 'America/Toronto',
  orderMethods: [
    { method: 'PICKUP', enabled: true, nameContent: { en: 'Pick up in store', zh: '到店自取' } },
    { method: 'DELIVERY', enabled: true, nameContent: { en: 'Local delivery', zh: '本地配送' } },
    { method: 'EAT_IN', enabled: true, nameContent: { en: 'Eat in', zh: '堂食' } },
  ],
  tipsOptions: [0, 10, 15, 18],
  maxTipsAmount: 10000,
  minOrderAmount: 1000,
  taxRateBasisPoints: 1300,
  maxCommentLength: 500,
  payAtStoreEnabled: true,
  payAtStoreHold: { minutes: 24 * 60, maxQuantity: 10, requires: 'contact' },
  unpaidOrderMinutes: 30,
  pickupSlots: { days: 7, firstDay: 0, windows: halfHours(10, 20), leadMinutes: 60 },
};

export const DELIVERY_SETTINGS: DeliverySettings = {
  enabled: true,
  freeDeliveryOver: 15000,
  zones: [
    {
      id: 'toronto',
      nameContent: { en: 'Toronto', zh: '多伦多' },
      province: 'ON',
      postCodePrefixes: ['M'],
      fee: 499,
      minOrderAmount: 2500,
    },
    {
      id: 'gta',
      nameContent: { en: 'Greater Toronto Area', zh: '大多伦多地区' },
      province: 'ON',
      postCodePrefixes: ['L3', 'L4', 'L5', 'L6'],
      fee: 799,
      minOrderAmount: 4000,
    },
    {
      id: 'vancouver',
      nameContent: { en: 'Metro Vancouver', zh: '大温哥华地区' },
      province: 'BC',
      postCodePrefixes: ['V5', 'V6', 'V7'],
      fee: 599,
      minOrderAmount: 3000,
    },
  ],
  slots: {
    days: 6,
    firstDay: 1,
    windows: [
      ['10:00', '12:00'],
      ['12:00', '14:00'],
      ['14:00', '16:00'],
      ['16:00', '18:00'],
      ['18:00', '20:00'],
    ],
    leadMinutes: 0,
  },
};

export const PAYMENT_SETTINGS: PaymentSettingsSeed = {
  channels: [
    // The order is the store's preference: a method goes through the first channel that carries it
    // where the shopper is (src/domain/paymentMethods.ts).
    { id: 'opay_h5', enabled: true, nameContent: { en: 'OPay', zh: 'OPay' }, methods: ['CARD'] },
    {
      id: 'snappay_h5',
      enabled: true,
      nameContent: { en: 'SnapPay', zh: 'SnapPay' },
      methods: ['WECHATPAY', 'ALIPAY', 'UNIONPAY'],
    },
    {
      id: 'iot_h5',
      enabled: true,
      nameContent: { en: 'IOTPay', zh: 'IOTPay' },
      methods: ['WECHATPAY', 'ALIPAY', 'UNIONPAY'],
    },
    {
      id: 'citcon_classic_h5',
      enabled: true,
      nameContent: { en: 'Citcon', zh: 'Citcon' },
      methods: ['WECHATPAY', 'ALIPAY', 'CARD'],
    },
    { id: 'ott_h5', enabled: true, nameContent: { en: 'OTT Pay', zh: 'OTT Pay' }, methods: ['WECHATPAY', 'ALIPAY'] },
    // off: the storefront has no PayPal button (PayPal's own script), so the footer shows no PayPal logo
    { id: 'paypal', enabled: false, nameContent: { en: 'PayPal', zh: 'PayPal' } },
    { id: 'storeCredit', enabled: true, nameContent: { en: 'Store credit', zh: '店铺余额' } },
    {
      id: 'wechat_mini_program',
      enabled: true,
      nameContent: { en: 'WeChat Pay', zh: '微信支付' },
      methods: ['WECHATPAY'],
    },
  ],
  paypalClientId: 'sandbox-paypal-client-id',
};
