/**
 * Device kind (spec 4: mini-program, Alipay-type browser, mobile, desktop; plus the WeChat
 * browser). The rules are in domain/device.ts; this reads the inputs.
 * Variants: this file (H5 and jest: navigator.userAgent, window.__wxjs_environment,
 * window.innerWidth) and `device.weapp.ts` (always the mini-program).
 */
import { deviceKind, type DeviceFlags, type DeviceKind } from '@/domain/device';

export interface DeviceInfo {
  kind: DeviceKind;
  flags: DeviceFlags;
}

declare global {
  interface Window {
    /** Set by WeChat's JS bridge: 'miniprogram' inside a mini-program web-view. */
    __wxjs_environment?: string;
  }
}

/** Reads the current device (call again after a resize: the width counts). */
export function getDevice(): DeviceInfo {
  const hasWindow = typeof window !== 'undefined';
  return deviceKind({
    taroEnv: process.env.TARO_ENV,
    ua: typeof navigator !== 'undefined' ? navigator.userAgent : '',
    wxjsEnvironment: hasWindow ? window.__wxjs_environment : undefined,
    width: hasWindow && typeof window.innerWidth === 'number' ? window.innerWidth : undefined,
  });
}
