/**
 * Device kind from the user agent and the build target (spec 4, 5). Inputs are passed in, so
 * the platform layer reads navigator/window and this module stays pure.
 */
import { BREAKPOINT_MD } from './constants';

export type DeviceKind = 'miniProgram' | 'wechat' | 'alipay' | 'mobile' | 'desktop';

export interface DeviceFlags {
  /** Native mini-program build, or the H5 build inside a mini-program web-view. */
  miniProgram: boolean;
  /** WeChat's in-app browser (also true inside a mini-program web-view). */
  wechatBrowser: boolean;
  /** The payment app's (Alipay-type) in-app browser. */
  alipay: boolean;
  mobile: boolean;
}

export interface DeviceInput {
  /** process.env.TARO_ENV: 'h5' | 'weapp' | ... */
  taroEnv?: string;
  ua?: string;
  /** window.__wxjs_environment, 'miniprogram' inside a mini-program web-view. */
  wxjsEnvironment?: string;
  /** Viewport width in px, when known. */
  width?: number;
}

/** Spec 5: user agent contains micromessenger or webbrowser. */
export function isWechatBrowser(ua: string | undefined): boolean {
  return /micromessenger|webbrowser/i.test(ua ?? '');
}

export function isAlipayBrowser(ua: string | undefined): boolean {
  return /alipayclient|aliapp/i.test(ua ?? '');
}

export function isMiniProgramWebView(ua: string | undefined, wxjsEnvironment?: string): boolean {
  return /miniprogram/i.test(ua ?? '') || wxjsEnvironment === 'miniprogram';
}

/** Safari on iPhone or iPad (not Chrome, Firefox or Edge for iOS, nor an in-app browser). */
export function isIosSafari(ua: string | undefined): boolean {
  const u = ua ?? '';
  return (
    /iphone|ipad|ipod/i.test(u) &&
    /version\/[\d.]+.*safari/i.test(u) &&
    !/crios|fxios|edgios|opios|micromessenger|alipayclient|miniprogram/i.test(u)
  );
}

export function isMobileUA(ua: string | undefined): boolean {
  return /android|iphone|ipad|ipod|mobile|windows phone|iemobile|blackberry|opera mini|harmonyos/i.test(ua ?? '');
}

export function deviceFlags(input: DeviceInput): DeviceFlags {
  if (input.taroEnv === 'weapp') {
    return { miniProgram: true, wechatBrowser: false, alipay: false, mobile: true };
  }
  const ua = input.ua ?? '';
  const narrow = input.width !== undefined && input.width < BREAKPOINT_MD;
  const miniProgram = isMiniProgramWebView(ua, input.wxjsEnvironment);
  return {
    miniProgram,
    wechatBrowser: isWechatBrowser(ua),
    alipay: isAlipayBrowser(ua),
    mobile: miniProgram || isMobileUA(ua) || narrow,
  };
}

/** One kind, by precedence mini-program > WeChat browser > Alipay > mobile > desktop. */
export function deviceKind(input: DeviceInput): { kind: DeviceKind; flags: DeviceFlags } {
  const flags = deviceFlags(input);
  const kind: DeviceKind = flags.miniProgram
    ? 'miniProgram'
    : flags.wechatBrowser
      ? 'wechat'
      : flags.alipay
        ? 'alipay'
        : flags.mobile
          ? 'mobile'
          : 'desktop';
  return { kind, flags };
}
