/**
 * Payment API area (spec 7.3): the H5 channel requests (each answers the channel's pay page URL),
 * the status checks of the confirmation page (spec 3: returnUrlInfo, orderID, status), the WeChat
 * mini-program calls, and paying with store credit.
 */
import { statusCheckCall, type PaymentChannel } from '@/domain/paymentStatus';
import type { SnapPayWallet } from '@/domain/payment';
import type { WalletMethod } from '@/domain/paymentMethods';
import { isRecord, rec, str, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';
import { normalizeOrder, type OrderModel } from './orders';

const P = 'shoppingManagement4';

export interface PayRequestModel {
  orderID: string;
  payUrl: string;
}

/** A status answer; status / paymentStatus may be missing (spec 8, OPay). */
export interface PaymentStatusModel {
  orderID: string | null;
  status: string | null;
  paymentStatus: string | null;
}

/** wx.requestPayment / Taro.requestPayment parameters. */
export interface WeChatPayParams {
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA' | 'MD5' | 'HMAC-SHA256';
  paySign: string;
}

function badResponse(): ApiError {
  return new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
}

/** Only http(s) URLs and same-origin paths are followed (never a script scheme). */
export function isFollowableUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

export function normalizePayRequest(v: unknown): PayRequestModel {
  const r = rec(v);
  const orderID = strOrNull(r.orderID);
  const payUrl = strOrNull(r.payUrl);
  if (!orderID || !payUrl || !isFollowableUrl(payUrl)) throw badResponse();
  return { orderID, payUrl };
}

export function normalizePaymentStatus(v: unknown): PaymentStatusModel {
  if (!isRecord(v)) throw badResponse();
  return { orderID: strOrNull(v.orderID), status: strOrNull(v.status), paymentStatus: strOrNull(v.paymentStatus) };
}

export function normalizeWeChatPayParams(v: unknown): WeChatPayParams {
  const r = rec(v);
  const signType = r.signType === 'MD5' || r.signType === 'HMAC-SHA256' ? r.signType : 'RSA';
  const params = {
    timeStamp: str(r.timeStamp, ''),
    nonceStr: str(r.nonceStr, ''),
    package: str(r.package, ''),
    signType,
    paySign: str(r.paySign, ''),
  } as const;
  if (!params.timeStamp || !params.nonceStr || !params.package || !params.paySign) throw badResponse();
  return params;
}

const H5_REQUEST: Record<Exclude<PaymentChannel, 'snappay_h5'>, string> = {
  opay_h5: 'requestOPayH5Payment',
  iot_h5: 'requestIOTPayH5Payment',
  citcon_classic_h5: 'requestCitconH5Payment',
  ott_h5: 'requestOTTH5Payment',
};

const SNAPPAY_PATH: Record<SnapPayWallet, string> = {
  WECHATPAY: 'h5pay/WECHATPAY',
  ALIPAY: 'webpay/ALIPAY',
  UNIONPAY: 'webpay/UNIONPAY',
};

export interface StatusCheckInput {
  orderID: string;
  /** The confirmation page's URL (spec 3). */
  returnUrlInfo: string;
  /** The channel's word in the return URL, for channels that send one. */
  status?: string;
}

export function createPaymentApi(http: Http) {
  return {
    /** POST request{OPay,IOTPay,Citcon,OTT}H5Payment, or GET requestSnapPayPrePayment/{h5pay|webpay}/{wallet}. */
    async requestH5(channel: PaymentChannel, orderID: string, method?: WalletMethod): Promise<PayRequestModel> {
      if (channel === 'snappay_h5') {
        // SnapPay's wallet is in the path; it carries no cards
        const path = SNAPPAY_PATH[method && method !== 'CARD' ? method : 'ALIPAY'];
        return normalizePayRequest(
          await http.get<unknown>(`${P}/requestSnapPayPrePayment/${path}`, { query: { orderID } }),
        );
      }
      return normalizePayRequest(
        await http.post<unknown>(`${P}/${H5_REQUEST[channel]}`, method ? { orderID, method } : { orderID }),
      );
    },
    /** The channel's status check (ott_h5: checkOttPaymentStatus; the spec's defect fixed). */
    async checkStatus(channel: PaymentChannel, input: StatusCheckInput): Promise<PaymentStatusModel> {
      const body = {
        orderID: input.orderID,
        returnUrlInfo: input.returnUrlInfo,
        ...(input.status ? { status: input.status } : {}),
      };
      return normalizePaymentStatus(await http.post<unknown>(`${P}/${statusCheckCall(channel)}`, body));
    },
    /** POST requestWeChatMiniProgramPayment: the requestPayment parameters. */
    async requestWeChatMiniProgramPayment(orderID: string, weChatOpenId: string): Promise<WeChatPayParams> {
      return normalizeWeChatPayParams(
        await http.post<unknown>(`${P}/requestWeChatMiniProgramPayment`, { orderID, weChatOpenId }),
      );
    },
    /** POST processWeChatMiniProgramPayment/success or /error (the error report carries errorMessage). */
    async processWeChatMiniProgramPayment(
      outcome: 'success' | 'error',
      input: { orderID: string; weChatOpenId: string; errorMessage?: string },
    ): Promise<PaymentStatusModel> {
      return normalizePaymentStatus(await http.post<unknown>(`${P}/processWeChatMiniProgramPayment/${outcome}`, input));
    },
    /** POST storeCreditPayment: pays the amount due with store credit. */
    async storeCreditPayment(orderID: string): Promise<OrderModel> {
      return normalizeOrder(await http.post<unknown>(`${P}/storeCreditPayment`, { orderID }));
    },
  };
}

export type PaymentApi = ReturnType<typeof createPaymentApi>;
