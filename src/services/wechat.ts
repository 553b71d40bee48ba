/**
 * WeChat API area (spec 7.1, wechat/*): the call the mini-program needs to learn the shopper's
 * WeChat open id. See types/wechat.ts for how the spec's wechat/* calls are read: POST
 * wechat/weChatlogin exchanges the one-time code of wx.login for the open id. Signing in with
 * WeChat (GET wechat/enabled, wechat/login, register, link, bind) is the account area's
 * (services/profile.ts).
 */
import type { WeChatCodeLoginRequest } from '@api-types';
import { rec, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';

/** What WeChat open ids look like (28 characters today); anything else is not kept. */
const OPEN_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The open id of a weChatlogin answer: `weChatOpenId` (the reference server, and the name the
 * payment calls use), else `openid` / `openId` (code2Session's own field, as some servers pass it on).
 */
export function normalizeWeChatOpenId(v: unknown): string {
  const r = rec(v);
  const openId = strOrNull(r.weChatOpenId) ?? strOrNull(r.openid) ?? strOrNull(r.openId);
  if (!openId || !OPEN_ID.test(openId)) throw new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
  return openId;
}

export function createWechatApi(http: Http) {
  return {
    /** POST wechat/weChatlogin: the open id for a wx.login code (the server keeps it in the session too). */
    async weChatLogin(code: string): Promise<string> {
      const body: WeChatCodeLoginRequest = { code };
      return normalizeWeChatOpenId(await http.post<unknown>('wechat/weChatlogin', body));
    },
  };
}

export type WechatApi = ReturnType<typeof createWechatApi>;
