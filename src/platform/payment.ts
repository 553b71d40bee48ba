/**
 * Payment: what differs between the targets when a shopper pays.
 * Variants: this file (H5 and jest: leaving for a channel's pay page with window.location.assign;
 * WeChat's requestPayment is not available in a browser) and `payment.weapp.ts` (Taro.requestPayment;
 * a mini-program cannot open a channel's web pay page).
 */

/** The parameters of wx.requestPayment (WeChat Pay v3: signType RSA). */
export interface WeChatPaymentParams {
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA' | 'MD5' | 'HMAC-SHA256';
  paySign: string;
}

export type WeChatPaymentResult =
  | { kind: 'ok' }
  /** The shopper closed WeChat's pay sheet. */
  | { kind: 'cancel' }
  | { kind: 'fail'; message: string };

export interface PaymentPlatform {
  /** True where `requestWeChatPayment` works (the native mini-program). */
  readonly canRequestWeChatPayment: boolean;
  /** True where a channel's web pay page can be opened (a browser). */
  readonly canOpenPayPage: boolean;
  /** Leaves the app for a payment channel's page; it comes back to /confirmation/{id}. */
  openPayPage(url: string): void;
  /** WeChat Pay inside the mini-program. */
  requestWeChatPayment(params: WeChatPaymentParams): Promise<WeChatPaymentResult>;
  /**
   * Calls `listener` when the page is shown again from the browser's back/forward cache (the
   * shopper came back from a pay page with Back). Returns the unsubscribe function.
   */
  onPageRestored(listener: () => void): () => void;
}

type WindowLike = Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: Pick<Location, 'assign'> };

export const NOT_SUPPORTED = 'requestPayment is not supported in a browser';

export function createH5Payment(
  win: WindowLike | undefined = typeof window !== 'undefined' ? window : undefined,
): PaymentPlatform {
  return {
    canRequestWeChatPayment: false,
    canOpenPayPage: true,
    openPayPage(url) {
      // Only http(s) and same-origin paths (services/payment.ts refuses other pay URLs already).
      if (!/^https?:\/\//i.test(url) && !(url.startsWith('/') && !url.startsWith('//'))) return;
      win?.location.assign(url);
    },
    requestWeChatPayment() {
      return Promise.resolve({ kind: 'fail', message: NOT_SUPPORTED });
    },
    onPageRestored(listener) {
      if (!win) return () => undefined;
      const onShow = (e: Event) => {
        if ((e as PageTransitionEvent).persisted) listener();
      };
      win.addEventListener('pageshow', onShow);
      return () => win.removeEventListener('pageshow', onShow);
    },
  };
}

/** The payment adapter of this target. */
export const payment: PaymentPlatform = createH5Payment();
