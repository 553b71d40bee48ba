/** Install-to-home-screen rules (spec 2.4, 4, 5). */
import { INSTALL_BUTTON_MS } from './constants';

export const INSTALL_TEXT = 'Use this website as a free app.';

/** Spec 5: banner images must start with https, else the CDN prefix is added. */
export function bannerImage(url: string | null | undefined, cdnPrefix: string): string {
  const u = (url ?? '').trim();
  if (!u) return '';
  if (/^https:\/\//i.test(u)) return u;
  return `${cdnPrefix.replace(/\/+$/, '')}/${u.replace(/^\/+/, '')}`;
}

/** Never inside WeChat, the mini-program or the payment app's browser; only once the browser offered it. */
export function showInstallBanner(input: {
  promptAvailable: boolean;
  wechatBrowser: boolean;
  miniProgram: boolean;
  alipay: boolean;
}): boolean {
  return input.promptAvailable && !input.wechatBrowser && !input.miniProgram && !input.alipay;
}

/** Spec 4: the install button shows for 3 seconds, then an icon replaces it. */
export function installButtonPhase(elapsedMs: number): 'button' | 'icon' {
  return elapsedMs < INSTALL_BUTTON_MS ? 'button' : 'icon';
}
