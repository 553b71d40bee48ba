/**
 * WeChat login on the mini-program (see login.ts for the contract): Taro.login (wx.login) gives a
 * one-time code for the server to exchange for the open id.
 */
import Taro from '@tarojs/taro';
import type { LoginPlatform, WeChatCodeResult } from './login';

export type { LoginPlatform, WeChatCodeResult };

/** wx.login waits at most this long (it can hang on a bad network). */
export const LOGIN_TIMEOUT_MS = 10_000;

type TaroLike = Pick<typeof Taro, 'login'>;

function errMsg(e: unknown): string {
  if (e && typeof e === 'object' && typeof (e as { errMsg?: unknown }).errMsg === 'string')
    return (e as { errMsg: string }).errMsg;
  return e instanceof Error && e.message ? e.message : 'login:fail';
}

export function createWeappLogin(taro: TaroLike = Taro): LoginPlatform {
  return {
    canGetWeChatCode: true,
    async getWeChatCode(): Promise<WeChatCodeResult> {
      try {
        const res = await taro.login({ timeout: LOGIN_TIMEOUT_MS });
        const code = res && typeof res.code === 'string' ? res.code.trim() : '';
        return code ? { kind: 'ok', code } : { kind: 'fail', message: res?.errMsg || 'login:fail no code' };
      } catch (e) {
        return { kind: 'fail', message: errMsg(e) };
      }
    },
  };
}

export const login: LoginPlatform = createWeappLogin();
