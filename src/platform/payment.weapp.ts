/**
 * Payment on the mini-program (see payment.ts for the contract): WeChat Pay through
 * Taro.requestPayment (wx.requestPayment). A channel's web pay page cannot open here.
 */
import Taro from '@tarojs/taro';
import type { PaymentPlatform, WeChatPaymentParams, WeChatPaymentResult } from './payment';

export type { PaymentPlatform, WeChatPaymentParams, WeChatPaymentResult };

export const NOT_SUPPORTED = 'a payment page cannot open inside the mini-program';

type TaroLike = Pick<typeof Taro, 'requestPayment'>;

function errMsg(e: unknown): string {
  if (e && typeof e === 'object' && typeof (e as { errMsg?: unknown }).errMsg === 'string')
    return (e as { errMsg: string }).errMsg;
  return e instanceof Error ? e.message : 'requestPayment:fail';
}

export function createWeappPayment(taro: TaroLike = Taro): PaymentPlatform {
  return {
    canRequestWeChatPayment: true,
    canOpenPayPage: false,
    openPayPage() {
      throw new Error(NOT_SUPPORTED);
    },
    async requestWeChatPayment(params: WeChatPaymentParams): Promise<WeChatPaymentResult> {
      try {
        await taro.requestPayment({
          timeStamp: params.timeStamp,
          nonceStr: params.nonceStr,
          package: params.package,
          signType: params.signType,
          paySign: params.paySign,
        });
        return { kind: 'ok' };
      } catch (e) {
        const message = errMsg(e);
        // 'requestPayment:fail cancel': the shopper closed the pay sheet
        if (/cancel/i.test(message)) return { kind: 'cancel' };
        return { kind: 'fail', message };
      }
    },
    onPageRestored() {
      return () => undefined;
    },
  };
}

export const payment: PaymentPlatform = createWeappPayment();
