/**
 * WeChat login wire types (spec 7.1: GET wechat/enabled; POST wechat/login, wechat/register,
 * wechat/weChatlogin, wechat/link; GET wechat/bind), re-exported by types/api.ts.
 *
 * Reading of the spec (its payloads are "not shown"): wechat/login, wechat/register and
 * wechat/link mirror alipay/login, alipay/register and alipay/link (signing in to, creating or
 * linking a store account with a WeChat identity), and wechat/bind asks whether the shopper's
 * account is bound. wechat/weChatlogin is the mini-program's own call: it exchanges the one-time
 * code of wx.login (Taro.login) for the shopper's WeChat open id, as WeChat's auth.code2Session
 * does on the server side, and keeps it in the session. That open id is what
 * requestWeChatMiniProgramPayment needs. The reference server implements wechat/enabled and
 * wechat/weChatlogin.
 */

/** Answer of GET wechat/enabled: whether WeChat login is on for this store. */
export interface WeChatEnabledResponse {
  enabled: boolean;
  /** Where a page in WeChat's browser goes for a login code (`?redirect_uri=` back to the app). */
  authorizeUrl?: string;
}

/** Body of POST wechat/weChatlogin: the code of wx.login. */
export interface WeChatCodeLoginRequest {
  code: string;
}

/** Answer of POST wechat/weChatlogin: the shopper's open id for this mini-program. */
export interface WeChatCodeLoginResponse {
  weChatOpenId: string;
  /** True (with the signed-in shopper) when this WeChat identity is linked to an account. */
  linked?: boolean;
  user?: import('./api').UserProfile;
  userID?: string;
  lastLoginDate?: string;
}

/**
 * A code the reference server's sandbox refuses as WeChat would refuse an expired or used code
 * (401 UNAUTHORIZED), for tests of the failure path.
 */
export const WECHAT_TEST_INVALID_CODE = 'sandbox-invalid-code';
