/**
 * Mirrors the device's language into a cookie, so the web server draws the first screen of the
 * next page in it (domain/localeCookie.ts). Variants: this file (H5 and jest: document.cookie)
 * and `locale-cookie.weapp.ts` (the mini-program has no server-drawn page: nothing to do).
 */
import type { Locale } from '@api-types';
import { localeCookie } from '@/domain/localeCookie';

export function rememberLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = localeCookie(locale);
  } catch {
    /* cookies disabled: the page is drawn in the server's language and the app switches it */
  }
}
