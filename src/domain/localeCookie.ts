/**
 * The language the shopper chose on this device, mirrored in a cookie so the web server can draw
 * the first screen in it. The device's choice is the one source of truth for the language (the
 * server's session may have been switched by another tab, have expired, or be new); only the
 * page request cannot read the device's storage, so it reads this cookie instead.
 */
import type { Locale } from '@api-types';
import { parseCookieHeader } from './cookies';

export const LOCALE_COOKIE = 'sf-locale';
/** A year: the stored choice itself never expires; the cookie is written again on every start. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that keeps `locale` for every page of the site. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The chosen language in a request's Cookie header, or undefined when none (or not one we speak). */
export function chosenLocale(cookieHeader: string | null | undefined): Locale | undefined {
  const value = parseCookieHeader(cookieHeader)[LOCALE_COOKIE];
  return value === 'en' || value === 'zh' ? value : undefined;
}
