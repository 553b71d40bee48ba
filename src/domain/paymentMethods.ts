/**
 * Payment methods, not processors: the shopper picks what they recognise (WeChat Pay,
 * Alipay, UnionPay, card), and one rule decides which channel of spec 7.3 carries it, from the
 * store's paymentConfig (which channels are on, which methods each takes, in the store's order
 * of preference) and from where the shopper is.
 */
import type { DeviceKind } from './device';

/** An online method a channel carries; CARD is Visa, Mastercard and Amex. */
export type WalletMethod = 'WECHATPAY' | 'ALIPAY' | 'UNIONPAY' | 'CARD';
/** The order methods are offered in: cards first (what most shoppers here carry), then the wallets. */
export const WALLET_METHODS: readonly WalletMethod[] = ['CARD', 'WECHATPAY', 'ALIPAY', 'UNIONPAY'];

/** Where the shopper is. */
export type ShopperContext = 'wechatBrowser' | 'miniProgram' | 'paymentApp' | 'mobile' | 'desktop';

export type OnlineChannel =
  'opay_h5' | 'snappay_h5' | 'iot_h5' | 'citcon_classic_h5' | 'ott_h5' | 'wechat_mini_program';

/**
 * Where each channel's flow for a method works. WeChat Pay needs WeChat itself (its browser's
 * JSAPI, or the mini-program's requestPayment), or a QR code to scan on a desktop; Alipay opens in
 * the payment app's browser, or by redirect / QR elsewhere; UnionPay and cards redirect to a
 * card page, which the payment app's and WeChat's browsers do not offer.
 */
export const CHANNEL_FLOWS: Record<OnlineChannel, Partial<Record<WalletMethod, readonly ShopperContext[]>>> = {
  wechat_mini_program: { WECHATPAY: ['miniProgram'] },
  snappay_h5: {
    WECHATPAY: ['wechatBrowser'],
    ALIPAY: ['paymentApp', 'mobile', 'desktop'],
    UNIONPAY: ['mobile', 'desktop'],
  },
  iot_h5: {
    WECHATPAY: ['wechatBrowser', 'desktop'],
    ALIPAY: ['paymentApp', 'mobile', 'desktop'],
    UNIONPAY: ['mobile', 'desktop'],
  },
  citcon_classic_h5: {
    WECHATPAY: ['wechatBrowser', 'desktop'],
    ALIPAY: ['paymentApp', 'mobile', 'desktop'],
    CARD: ['mobile', 'desktop'],
  },
  ott_h5: { WECHATPAY: ['wechatBrowser', 'desktop'], ALIPAY: ['paymentApp', 'mobile', 'desktop'] },
  opay_h5: { CARD: ['mobile', 'desktop'] },
};

const isOnline = (id: string): id is OnlineChannel => Object.prototype.hasOwnProperty.call(CHANNEL_FLOWS, id);

/** A channel as paymentConfig gives it. `methods` absent: all the channel can carry. */
export interface ChannelConfig {
  id: string;
  enabled: boolean;
  methods?: readonly string[];
}

/** The context of a device kind; the native mini-program build is 'miniProgram'. */
export function shopperContext(kind: DeviceKind, nativeMiniProgram: boolean): ShopperContext {
  if (nativeMiniProgram) return 'miniProgram';
  // a mini-program's web-view is WeChat's browser: the H5 app cannot call requestPayment there
  if (kind === 'miniProgram' || kind === 'wechat') return 'wechatBrowser';
  if (kind === 'alipay') return 'paymentApp';
  return kind;
}

export interface Route {
  method: WalletMethod;
  channel: OnlineChannel;
}

/**
 * The channel that carries `method` for this shopper: the first enabled channel, in the store's
 * order, that takes the method and whose flow for it works in `context`; null when none does.
 */
export function routeMethod(
  method: WalletMethod,
  context: ShopperContext,
  channels: readonly ChannelConfig[],
): Route | null {
  for (const c of channels) {
    if (!c.enabled || !isOnline(c.id)) continue;
    const flow = CHANNEL_FLOWS[c.id][method];
    if (!flow || !flow.includes(context)) continue;
    if (c.methods && !c.methods.includes(method)) continue;
    return { method, channel: c.id };
  }
  return null;
}

/** Every online method this shopper can pay with here, each with its channel, in a fixed order. */
export function onlineMethods(context: ShopperContext, channels: readonly ChannelConfig[]): Route[] {
  return WALLET_METHODS.map((m) => routeMethod(m, context, channels)).filter((r): r is Route => r !== null);
}

/** The methods the store takes anywhere (what the footer's logos show). */
export function storeMethods(channels: readonly ChannelConfig[]): WalletMethod[] {
  return WALLET_METHODS.filter((m) =>
    channels.some(
      (c) => c.enabled && isOnline(c.id) && !!CHANNEL_FLOWS[c.id][m] && (!c.methods || c.methods.includes(m)),
    ),
  );
}

/**
 * The message key naming a method on the payment page and the receipt: a WalletMethod, 'storeCredit',
 * 'payAtStore', or any other id an order may carry.
 */
export function methodLabelKey(id: string): string {
  switch (id) {
    case 'WECHATPAY':
      return 'istore_method_wechatpay';
    case 'ALIPAY':
      return 'istore_method_alipay';
    case 'UNIONPAY':
      return 'istore_method_unionpay';
    case 'CARD':
      return 'istore_method_card';
    case 'storeCredit':
      return 'istore_method_store_credit';
    case 'payAtStore':
      return 'istore_payment_pay_at_store';
    default:
      return 'istore_method_online';
  }
}
