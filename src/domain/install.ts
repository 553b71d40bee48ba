/** Install-to-home-screen rules (spec 2.4, 4, 5). */
import { INSTALL_BUTTON_MS, INSTALL_SNOOZE_MS } from './constants';

export const INSTALL_TEXT = 'Use this website as a free app.';

/** Spec 5: banner images must start with https, else the CDN prefix is added. */
export function bannerImage(url: string | null | undefined, cdnPrefix: string): string {
  const u = (url ?? '').trim();
  if (!u) return '';
  if (/^https:\/\//i.test(u)) return u;
  return `${cdnPrefix.replace(/\/+$/, '')}/${u.replace(/^\/+/, '')}`;
}

/** iOS Safari offers no install event: the banner explains the Share menu instead. */
export const IOS_INSTALL_TEXT = 'Share → Add to Home Screen';

export type InstallBannerKind = 'prompt' | 'ios-hint' | 'none';

export interface InstallBannerInput {
  /** The browser offered installing (beforeinstallprompt kept). */
  promptAvailable: boolean;
  wechatBrowser: boolean;
  miniProgram: boolean;
  alipay: boolean;
  /** Safari on iPhone / iPad (no install event; Share → Add to Home Screen). */
  iosSafari: boolean;
  /** Already running as the installed app. */
  standalone: boolean;
  /** When the shopper last accepted or dismissed the banner (ms), if ever. */
  answeredAt: number | null;
  now: number;
}

/**
 * Which banner shows: never inside WeChat, the mini-program or the payment app's browser, nor in
 * the installed app, nor for a while after the shopper answered it; the install prompt once the
 * browser offered it; on iOS Safari the Share-menu hint.
 */
export function installBanner(input: InstallBannerInput): InstallBannerKind {
  if (input.wechatBrowser || input.miniProgram || input.alipay || input.standalone) return 'none';
  if (input.answeredAt !== null && input.now - input.answeredAt < INSTALL_SNOOZE_MS && input.now >= input.answeredAt)
    return 'none';
  if (input.promptAvailable) return 'prompt';
  return input.iosSafari ? 'ios-hint' : 'none';
}

/** Spec 4: the install button shows for 3 seconds, then an icon replaces it. */
export function installButtonPhase(elapsedMs: number): 'button' | 'icon' {
  return elapsedMs < INSTALL_BUTTON_MS ? 'button' : 'icon';
}
