/**
 * Payment result rules (spec 2.7, 4, 8): from_source parsing, the status state machine, the
 * per-channel status check, and the mini-program return decision.
 */
export const PAYMENT_CHANNELS = ['opay_h5', 'snappay_h5', 'iot_h5', 'citcon_classic_h5', 'ott_h5'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export const ORDER_ID_ERROR = 'orderID error';
export const NO_STATUS_ERROR = 'no status or no payment status';
export const MP_ORDER_ID_ERROR = 'miniProgram OrderID error';
export const NO_OPEN_ID_ERROR = 'no WechatOpenID';
export const UNKNOWN_CHANNEL_ERROR = 'unknown payment channel';

export function isPaymentChannel(value: string): value is PaymentChannel {
  return (PAYMENT_CHANNELS as readonly string[]).includes(value);
}

export type FromSource =
  | { ok: true; channel: PaymentChannel; orderId: string }
  | { ok: false; error: typeof ORDER_ID_ERROR | typeof UNKNOWN_CHANNEL_ERROR };

/**
 * from_source is a channel prefix, the letter X, then the order id ('opay_h5X123'). The X is the
 * separator right after the prefix; the order id may itself contain X.
 */
export function parseFromSource(fromSource: string | null | undefined): FromSource {
  const s = (fromSource ?? '').trim();
  const channel = PAYMENT_CHANNELS.find((c) => s === c || s.startsWith(`${c}X`));
  if (!channel) {
    return s === '' || !s.includes('X')
      ? { ok: false, error: ORDER_ID_ERROR }
      : { ok: false, error: UNKNOWN_CHANNEL_ERROR };
  }
  const orderId = s.slice(channel.length + 1);
  return orderId ? { ok: true, channel, orderId } : { ok: false, error: ORDER_ID_ERROR };
}

export type PaymentState = 'pending' | 'success' | 'fail' | 'unknown';

/** Spec 4: INTERIM/NOT_PAID pending, NEW/PAID_ONLINE success, FAILED/FAILED fail. */
export function paymentState(
  status: string | null | undefined,
  paymentStatus: string | null | undefined,
): PaymentState {
  if (status === 'INTERIM' && paymentStatus === 'NOT_PAID') return 'pending';
  if (status === 'NEW' && paymentStatus === 'PAID_ONLINE') return 'success';
  if (status === 'FAILED' && paymentStatus === 'FAILED') return 'fail';
  return 'unknown';
}

/** Spec 8: an OPay status response lacking status or paymentStatus is an error. */
export function statusResponseError(
  channel: PaymentChannel,
  response: { status?: string | null; paymentStatus?: string | null },
): typeof NO_STATUS_ERROR | null {
  return channel === 'opay_h5' && (!response.status || !response.paymentStatus) ? NO_STATUS_ERROR : null;
}

const STATUS_CHECK: Record<PaymentChannel, string> = {
  opay_h5: 'checkOPayPaymentStatus',
  snappay_h5: 'checkSnapPayPaymentStatus',
  iot_h5: 'checkIOTPayPaymentStatus',
  citcon_classic_h5: 'checkCitconPaymentStatus',
  // The original called the SnapPay check for ott_h5 (spec 4 calls it a defect); fixed here.
  ott_h5: 'checkOttPaymentStatus',
};

/** The shoppingManagement4 call that rechecks a pending payment of `channel`. */
export function statusCheckCall(channel: PaymentChannel): string {
  return STATUS_CHECK[channel];
}

const CHANNEL_LABELS: Record<PaymentChannel, string> = {
  opay_h5: 'OPay',
  snappay_h5: 'SnapPay',
  iot_h5: 'IOTPay',
  citcon_classic_h5: 'Citcon',
  ott_h5: 'OTT',
};

export function channelLabel(channel: PaymentChannel): string {
  return CHANNEL_LABELS[channel];
}

/** Pending view text: '{channel} Submit Payment...'. */
export function pendingText(channel: PaymentChannel): string {
  return `${channelLabel(channel)} Submit Payment...`;
}

export interface MiniProgramReturnInput {
  MP_paymentstatus?: string | null;
  message?: string | null;
  orderID?: string | null;
  /** WeChat open id, from the query or the session. */
  wmpoid?: string | null;
}

export type MiniProgramDecision =
  /** Call processWeChatMiniProgramPayment/success; the order id then comes from the response. */
  | { view: 'success'; orderID: string; weChatOpenId: string }
  /** Failure view; with `report`, post processWeChatMiniProgramPayment/error first. */
  | { view: 'fail'; report?: { orderID?: string; weChatOpenId: string; errorMessage: string } }
  | { view: 'error'; error: typeof MP_ORDER_ID_ERROR | typeof NO_OPEN_ID_ERROR };

/** Spec 4 / 8: what the confirmation page does when the mini-program returns. */
export function miniProgramReturn(input: MiniProgramReturnInput): MiniProgramDecision {
  const status = (input.MP_paymentstatus ?? '').trim().toUpperCase();
  if (status !== 'OK' && status !== 'FAIL') return { view: 'fail' };
  const weChatOpenId = (input.wmpoid ?? '').trim();
  if (!weChatOpenId) return { view: 'error', error: NO_OPEN_ID_ERROR };
  const orderID = (input.orderID ?? '').trim();
  if (status === 'OK') {
    return orderID ? { view: 'success', orderID, weChatOpenId } : { view: 'error', error: MP_ORDER_ID_ERROR };
  }
  const message = (input.message ?? '').trim();
  if (!message) return { view: 'fail' };
  return { view: 'fail', report: { ...(orderID ? { orderID } : {}), weChatOpenId, errorMessage: message } };
}

export interface ResultButton {
  id: 'orderDetail' | 'myAccount' | 'register' | 'continueShopping' | 'backToCart';
  url: string;
}

/** Spec 2.7: success view buttons (order detail and My Account if logged in, else Register). */
export function successButtons(loggedIn: boolean): ResultButton[] {
  const account: ResultButton[] = loggedIn
    ? [
        { id: 'orderDetail', url: '/user/orders' },
        { id: 'myAccount', url: '/user/list' },
      ]
    : [{ id: 'register', url: '/account/signup' }];
  return [...account, { id: 'continueShopping', url: '/store' }];
}

/** Spec 2.7: the failure view's 'Back to Cart'. */
export const BACK_TO_CART: ResultButton = { id: 'backToCart', url: '/checkout' };

/**
 * A payment channel as the server names it in a refund ('opay', 'opay_h5', 'citcon_classic_h5')
 * in the words the payment page showed the shopper ('OPay', 'Citcon'); a channel this app does
 * not know reads as its name without the suffix and underscores; none: '—'.
 */
export function channelNameOf(raw: string | null | undefined): string {
  const name = (raw ?? '').trim().toLowerCase();
  if (!name) return '—';
  const known = PAYMENT_CHANNELS.find((c) => c === name || c === `${name}_h5` || c.replace(/_h5$/, '') === name);
  return known ? channelLabel(known) : name.replace(/_h5$/, '').replace(/_/g, ' ');
}
