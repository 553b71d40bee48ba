/**
 * Codes for signing in with WeChat or Alipay. Variants: this file (H5 and jest) and
 * `external-login.weapp.ts` (the mini-program: Taro.login).
 *
 * H5: in WeChat's browser the page goes to the server's authorize URL, which comes back to the
 * page with `?code=` (the WeChat OAuth round trip); in the payment app's browser the page asks
 * its JS bridge (`AlipayJSBridge.call('getAuthCode')`) for an auth code. A native mini-program code
 * (Taro.login) does not exist in a browser.
 */
import type { WeChatCodeResult } from './login';

export type CodeResult = WeChatCodeResult;

export interface ExternalLoginPlatform {
  /** The native mini-program's login code (Taro.login). */
  miniProgramCode(): Promise<CodeResult>;
  /** Leaves the app for the WeChat authorize page (H5 in WeChat's browser). */
  goToAuthorize(url: string): void;
  /** The payment app's auth code for `appId`. */
  alipayAuthCode(appId: string): Promise<CodeResult>;
}

interface AlipayBridge {
  call(
    api: string,
    params: Record<string, unknown>,
    cb: (res: { authCode?: string; errorMessage?: string; error?: number | string }) => void,
  ): void;
}

declare global {
  interface Window {
    AlipayJSBridge?: AlipayBridge;
  }
}

const ALIPAY_TIMEOUT_MS = 15_000;

function bridge(w: Window): Promise<AlipayBridge | undefined> {
  if (w.AlipayJSBridge) return Promise.resolve(w.AlipayJSBridge);
  // the bridge announces itself with AlipayJSBridgeReady when the page loaded first
  return new Promise((resolve) => {
    const timer = w.setTimeout(() => resolve(w.AlipayJSBridge), 3000);
    w.document.addEventListener(
      'AlipayJSBridgeReady',
      () => {
        w.clearTimeout(timer);
        resolve(w.AlipayJSBridge);
      },
      { once: true },
    );
  });
}

export function createH5ExternalLogin(w: Window = window): ExternalLoginPlatform {
  return {
    miniProgramCode() {
      return Promise.resolve({ kind: 'unsupported', message: 'WeChat login (wx.login) is not supported in a browser' });
    },
    goToAuthorize(url) {
      w.location.assign(url);
    },
    async alipayAuthCode(appId) {
      const b = await bridge(w);
      if (!b) return { kind: 'unsupported', message: 'Alipay sign-in needs the Alipay app' };
      return new Promise<CodeResult>((resolve) => {
        const timer = w.setTimeout(() => resolve({ kind: 'fail', message: 'getAuthCode:timeout' }), ALIPAY_TIMEOUT_MS);
        b.call('getAuthCode', { appId, scopeNicks: ['auth_base'] }, (res) => {
          w.clearTimeout(timer);
          const code = typeof res?.authCode === 'string' ? res.authCode.trim() : '';
          resolve(
            code
              ? { kind: 'ok', code }
              : { kind: 'fail', message: res?.errorMessage || `getAuthCode:fail ${res?.error ?? ''}`.trim() },
          );
        });
      });
    },
  };
}

export const externalLogin: ExternalLoginPlatform = createH5ExternalLogin(
  typeof window !== 'undefined' ? window : undefined,
);
