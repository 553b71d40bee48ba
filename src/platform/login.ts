/**
 * WeChat login: a mini-program login code (wx.login), which the server exchanges for the shopper's
 * WeChat open id (POST wechat/weChatlogin, services/wechat.ts). The open id is what WeChat Pay in
 * the mini-program needs (requestWeChatMiniProgramPayment).
 *
 * Variants: this file (H5 and jest: a browser has no wx.login; Taro's H5 build stubs `login` as
 * "not supported", so H5 answers that itself without calling Taro; a page inside WeChat brings
 * its open id as the `wmpoid` query parameter instead, spec 5) and `login.weapp.ts` (Taro.login).
 */

export type WeChatCodeResult =
  /** A one-time login code, valid for five minutes. */
  | { kind: 'ok'; code: string }
  /** This target cannot give a WeChat login code (a browser). */
  | { kind: 'unsupported'; message: string }
  /** WeChat refused or failed (errMsg of wx.login, e.g. 'login:fail timeout'). */
  | { kind: 'fail'; message: string };

export interface LoginPlatform {
  /** True where `getWeChatCode` can succeed (the native mini-program). */
  readonly canGetWeChatCode: boolean;
  /** Asks WeChat for a login code. Never rejects. */
  getWeChatCode(): Promise<WeChatCodeResult>;
}

export const NOT_SUPPORTED = 'WeChat login (wx.login) is not supported in a browser';

export function createH5Login(): LoginPlatform {
  return {
    canGetWeChatCode: false,
    getWeChatCode() {
      return Promise.resolve({ kind: 'unsupported', message: NOT_SUPPORTED });
    },
  };
}

/** The login adapter of this target. */
export const login: LoginPlatform = createH5Login();
