/**
 * Every capability of the current target in one object, for `new RootStore({ api, platform })`.
 * The imports below resolve per target by Taro's file suffixes (`x.weapp.ts` on weapp, else `x.ts`).
 * Navigation is `src/platform/navigation*` (separate).
 */
import type { Locale } from '@api-types';
import { copyText } from './clipboard';
import { cookies, type CookieReader } from './cookies';
import { getDevice, type DeviceInfo } from './device';
import { currentLocation, type CurrentLocation } from './location';
import { rememberLocale } from './locale-cookie';
import { login, type LoginPlatform } from './login';
import { reload, reloadRestartsApp } from './reload';
import { clearPersonalCaches } from './service-worker';
import { storage, tabStorage, type KeyValueStorage } from './storage';
import type { SubscribeMessagePlatform } from './subscribe-message';
import { transport, type Transport } from './transport';

export interface Platform {
  storage: KeyValueStorage;
  /** Kept for this tab only (H5: sessionStorage): a step in progress across a reload. */
  tabStorage?: KeyValueStorage;
  cookies: CookieReader;
  transport: Transport;
  getDevice(): DeviceInfo;
  copyText(text: string): Promise<void>;
  currentLocation(): CurrentLocation;
  reload(): void;
  /**
   * True when reload() starts the app again from storage (H5: the document reloads), so state
   * changed just before it is never shown; false when the stores stay (weapp relaunches the page).
   */
  reloadRestartsApp?: boolean;
  /** WeChat login codes (the native mini-program; not supported in a browser). */
  login: LoginPlatform;
  /** Drops what the device keeps of the shopper's own answers (H5: the offline caches); on sign-out. */
  clearPersonalCaches?(): Promise<void>;
  /** Tells the next page request the device's language (H5: a cookie the web server reads). */
  rememberLocale?(locale: Locale): void;
  /**
   * WeChat's subscribe message prompt. Left out here, this target's adapter
   * (`./subscribe-message`) is taken by the stores that ask, which load with the checkout, so the
   * first screen does not carry it; tests put a fake here.
   */
  subscribeMessage?: SubscribeMessagePlatform;
}

export const platform: Platform = {
  storage,
  tabStorage,
  cookies,
  transport,
  getDevice,
  copyText,
  currentLocation,
  reload,
  reloadRestartsApp,
  login,
  clearPersonalCaches,
  rememberLocale,
};
