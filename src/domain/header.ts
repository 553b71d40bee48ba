/** Header rules (spec 2.4, 4): visibility per device kind, menus, language, cart, account. */
import type { HeaderControl, Locale } from '@api-types';
import { BREAKPOINT_MD, LONG_HEADER_ITEMS, WIDE_SUBMENU_ENTRIES } from './constants';
import type { DeviceKind } from './device';

/** Shown by default; each device kind has its own headerControl flag (WeChat browser is mobile). */
export function isHeaderVisible(kind: DeviceKind, headerControl?: HeaderControl | null): boolean {
  const hc = headerControl ?? {};
  switch (kind) {
    case 'miniProgram':
      return !hc.notDisplayheaderInMP;
    case 'alipay':
      return !hc.notDisplayheaderInAli;
    case 'wechat':
    case 'mobile':
      return !hc.notDisplayheaderInMobile;
    case 'desktop':
      return !hc.notDisplayheaderInDesktop;
  }
}

/** More than 10 items. */
export function isLongHeader(items: readonly unknown[]): boolean {
  return items.length > LONG_HEADER_ITEMS;
}

/** More than 12 entries: wider two-column dropdown. */
export function isWideSubMenu(items: readonly unknown[]): boolean {
  return items.length > WIDE_SUBMENU_ENTRIES;
}

function hasCurrencies(currencies: readonly unknown[] | null | undefined): boolean {
  return !!currencies && currencies.length > 0;
}

/** Spec 5: shown if more than one language is supported or a currency list exists. */
export function showLanguageSwitcher(
  supportedLanguages: readonly Locale[],
  currencies?: readonly unknown[] | null,
): boolean {
  return supportedLanguages.length > 1 || hasCurrencies(currencies);
}

/** Spec 2.4: the language selector shows only if more than one language is supported. */
export function showLanguageSelect(supportedLanguages: readonly Locale[]): boolean {
  return supportedLanguages.length > 1;
}

/** Spec 2.4: a language toggle, or a language-and-currency dropdown when currencies exist. */
export function languageControl(
  supportedLanguages: readonly Locale[],
  currencies?: readonly unknown[] | null,
): 'dropdown' | 'toggle' | 'none' {
  if (hasCurrencies(currencies)) return 'dropdown';
  return showLanguageSelect(supportedLanguages) ? 'toggle' : 'none';
}

export function showCartIcon(enableCheckout: boolean | null | undefined): boolean {
  return enableCheckout === true;
}

export interface AccountLink {
  kind: 'signIn' | 'myAccount';
  label: 'Sign In' | 'My Account';
  url: '/account/login' | '/user/list';
}

/** Sign In when nobody is logged in; My Account when a user with a userID is. */
export function accountLink(loggedIn: boolean, userID?: string | null): AccountLink {
  return loggedIn && userID
    ? { kind: 'myAccount', label: 'My Account', url: '/user/list' }
    : { kind: 'signIn', label: 'Sign In', url: '/account/login' };
}

/** The language toggle switches en and zh. */
export function nextLocale(locale: Locale): Locale {
  return locale === 'en' ? 'zh' : 'en';
}

/** Spec 2.4: storeLogo 2 shows the logo image (when there is one), otherwise the store name. */
export function headerLogo(storeLogo: number, logoUrl?: string | null): 'image' | 'name' {
  return storeLogo === 2 && !!logoUrl ? 'image' : 'name';
}

/**
 * Spec 2.4: the marketplace header (back link with the marketplace's name, share modal) shows when
 * the shopper came from a marketplace (query mrk, kept in the session); its name is mrkname, else
 * the marketplace id.
 */
export function marketplaceHeader(
  marketplace: string | null | undefined,
  marketName: string | null | undefined,
): { show: false } | { show: true; name: string } {
  const id = (marketplace ?? '').trim();
  if (!id) return { show: false };
  const name = (marketName ?? '').trim();
  return { show: true, name: name || id };
}

/** Spec 2.4: the mini-program promo shows only in the mini-program, when the store enables it. */
export function showMiniProgramPromo(kind: DeviceKind, enabled: boolean | null | undefined): boolean {
  return kind === 'miniProgram' && enabled === true;
}

/** Spec 2.4: the store-location link shows when multi-location selection is enabled. */
/**
 * The desktop rows of the header (top bar, menu bar) are built only from 768 px on: below it they
 * are not shown, and building dozens of hidden menu links slowed the phone's first screen.
 */
export function showDesktopRows(viewportWidth: number): boolean {
  return viewportWidth >= BREAKPOINT_MD;
}

export function showLocationLink(enableMultiLocationSelection: boolean | null | undefined): boolean {
  return enableMultiLocationSelection === true;
}

/**
 * Where the mini-program promo bar leads (spec 2.4: 'its promotion page'). The spec does not name
 * the page; the store's own landing page serves until the promotion page exists.
 */
export const MP_PROMOTION_URL = '/store';
