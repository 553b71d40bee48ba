/**
 * Placing and paying an order (spec 7.3): which payment options a shopper sees, and the
 * rules that keep placing an order idempotent (one key per checkout attempt).
 */
import type { DeviceKind } from './device';
import { onlineMethods, shopperContext, type ChannelConfig, type WalletMethod } from './paymentMethods';

export type ChannelId =
  | 'opay_h5'
  | 'snappay_h5'
  | 'iot_h5'
  | 'citcon_classic_h5'
  | 'ott_h5'
  | 'paypal'
  | 'storeCredit'
  | 'wechat_mini_program'
  /** Not a channel: a pickup order paid at the store (reserve with payAtStore). */
  | 'payAtStore';

export type SnapPayWallet = 'WECHATPAY' | 'ALIPAY' | 'UNIONPAY';

/** One choice on the payment screen: a method the shopper knows, and the channel that carries it. */
export type PayOptionId = WalletMethod | 'storeCredit' | 'payAtStore';

export interface PayOption {
  id: PayOptionId;
  channel: ChannelId;
  /** The online method (sent with the payment request; SnapPay's wallet). */
  wallet?: WalletMethod;
}

export type ChannelSetting = ChannelConfig;

export interface PayOptionsInput {
  channels: readonly ChannelSetting[];
  device: DeviceKind;
  /** The native mini-program build (not the H5 app inside a mini-program web-view). */
  nativeMiniProgram: boolean;
  loggedIn: boolean;
  /** Store credit balance (minor units), null when unknown. */
  creditBalance: number | null;
  /** Credit already applied to this checkout. */
  creditApplied: number;
  /** Amount left to pay online. */
  due: number;
  /** A pickup order and the store takes payment at pickup (checkoutConfig.payAtStoreEnabled). */
  payAtStore?: boolean;
}

/**
 * The methods to show: each online method the store takes, routed to its channel for where the
 * shopper is (domain/paymentMethods.ts); store credit when the shopper is signed in and the
 * balance covers what is left; paying at the store for a pickup order when the store allows it.
 */
export function payOptions(input: PayOptionsInput): PayOption[] {
  const credit: PayOption = { id: 'storeCredit', channel: 'storeCredit' };
  const creditOn = input.channels.some((c) => c.id === 'storeCredit' && c.enabled);
  const creditCovers =
    input.loggedIn &&
    input.creditBalance !== null &&
    input.creditBalance >= input.creditApplied + input.due &&
    creditOn;
  // Nothing left to pay online: only store credit can confirm the order.
  if (input.due <= 0) return creditCovers || input.creditApplied > 0 ? [credit] : [];

  const context = shopperContext(input.device, input.nativeMiniProgram);
  const out: PayOption[] = onlineMethods(context, input.channels).map((r) => ({
    id: r.method,
    channel: r.channel,
    wallet: r.method,
  }));
  if (creditCovers) out.push(credit);
  // paying at the store takes no store credit (the server refuses the two together)
  if (input.payAtStore && input.creditApplied === 0) out.push({ id: 'payAtStore', channel: 'payAtStore' });
  return out;
}

/** An option's name: the channel's as paymentConfig names it, with SnapPay's wallet after it. */
export function payOptionName(o: PayOption, channels: readonly { id: string; name?: string }[]): string {
  const name = channels.find((c) => c.id === o.channel)?.name ?? o.channel;
  return o.wallet
    ? `${name} · ${o.wallet === 'WECHATPAY' ? 'WeChat Pay' : o.wallet === 'ALIPAY' ? 'Alipay' : 'UnionPay'}`
    : name;
}

export function findPayOption(options: readonly PayOption[], id: string | null | undefined): PayOption | undefined {
  return options.find((o) => o.id === id);
}

// ---- idempotent place-order ----------------------------------------------------------------

export interface FingerprintInput {
  lines: readonly { lineId: string; quantity: number; unitPrice: number }[];
  total: number;
  orderMethod: string | null;
  locationId: string | null;
  date: string | null;
  time: string | null;
  couponCode: string | null;
  tips: number;
  storeCredit: number;
}

/** Identifies a checkout: the same cart and choices give the same text. */
export function checkoutFingerprint(b: FingerprintInput): string {
  const lines = [...b.lines]
    .sort((x, y) => (x.lineId < y.lineId ? -1 : x.lineId > y.lineId ? 1 : 0))
    .map((l) => `${l.lineId}*${l.quantity}@${l.unitPrice}`)
    .join(',');
  return [
    lines,
    b.total,
    b.orderMethod ?? '',
    b.locationId ?? '',
    b.date ?? '',
    b.time ?? '',
    b.couponCode ?? '',
    b.tips,
    b.storeCredit,
  ].join('|');
}

// ---- pending payments ------------------------------------------------------------------------

/** After this long pending, the page says the payment is still being confirmed and links to the order. */
export const PENDING_SLOW_MS = 60_000;
/** After this long, automatic rechecks stop; the shopper can still check again. */
export const PENDING_GIVE_UP_MS = 10 * 60_000;

/** The order detail URL (spec 2.2: /user/orders). */
export function orderDetailUrl(orderID: string): string {
  return `/user/orders?orderID=${encodeURIComponent(orderID)}`;
}
