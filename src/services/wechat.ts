/**
 * WeChat API area (spec 7.1, wechat/*): the calls the mini-program needs to learn the shopper's
 * WeChat open id. See types/wechat.ts for how the spec's wechat/* calls are read: POST
 * wechat/weChatlogin exchanges the one-time code of wx.login for the open id; GET wechat/enabled
 * says whether WeChat login is on. wechat/login, register, link and bind (account sign-in with
 * WeChat) are not used by the app yet.
 */
import type { WeChatCodeLoginRequest } from '@api-types';
import { bool, rec, strOrNull } from './guards';
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

export function normalizeWeChatEnabled(v: unknown): boolean {
  return bool(rec(v).enabled, false);
}

export function createWechatApi(http: Http) {
  return {
    /** POST wechat/weChatlogin: the open id for a wx.login code (the server keeps it in the session too). */
    async weChatLogin(code: string): Promise<string> {
      const body: WeChatCodeLoginRequest = { code };
      return normalizeWeChatOpenId(await http.post<unknown>('wechat/weChatlogin', body));
    },
    /** GET wechat/enabled: whether WeChat login is on for this store. */
    async enabled(): Promise<boolean> {
      return normalizeWeChatEnabled(await http.get<unknown>('wechat/enabled'));
    },
  };
}

export type WechatApi = ReturnType<typeof createWechatApi>;
