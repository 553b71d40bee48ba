import type { HeaderControl, Locale } from '@api-types';
import type { DeviceKind } from '@/domain/device';
import {
  accountLink,
  headerLogo,
  isHeaderVisible,
  isLongHeader,
  isWideSubMenu,
  languageControl,
  nextLocale,
  showCartIcon,
  showDesktopRows,
  showLanguageSelect,
  showLanguageSwitcher,
} from '@/domain/header';

describe('isHeaderVisible (spec 4: headerControl per device kind, shown by default)', () => {
  it.each<[DeviceKind, HeaderControl | undefined, boolean]>([
    ['miniProgram', undefined, true],
    ['miniProgram', { notDisplayheaderInMP: true }, false],
    ['miniProgram', { notDisplayheaderInMobile: true }, true],
    ['alipay', { notDisplayheaderInAli: true }, false],
    ['alipay', { notDisplayheaderInMobile: true }, true],
    ['mobile', { notDisplayheaderInMobile: true }, false],
    ['wechat', { notDisplayheaderInMobile: true }, false],
    ['wechat', { notDisplayheaderInMP: true }, true],
    ['desktop', { notDisplayheaderInDesktop: true }, false],
    ['desktop', { notDisplayheaderInMobile: true, notDisplayheaderInMP: true, notDisplayheaderInAli: true }, true],
    ['desktop', {}, true],
  ])('%s %j -> %s', (kind, hc, expected) => {
    expect(isHeaderVisible(kind, hc)).toBe(expected);
  });
});

describe('list sizes: long header above 10 items, wide sub-menu above 12 entries', () => {
  const n = (k: number) => new Array<number>(k).fill(0);
  it.each([
    [10, false],
    [11, true],
  ])('header with %i items long=%s', (k, expected) => {
    expect(isLongHeader(n(k))).toBe(expected);
  });
  it.each([
    [12, false],
    [13, true],
  ])('sub-menu with %i entries wide=%s', (k, expected) => {
    expect(isWideSubMenu(n(k))).toBe(expected);
  });
});

describe('language and currency controls (spec 2.4, 5)', () => {
  it.each<[Locale[], unknown[] | null, boolean, boolean, string]>([
    [['en'], null, false, false, 'none'],
    [['en'], [], false, false, 'none'],
    [['en', 'zh'], null, true, true, 'toggle'],
    [['en'], [{ currencyCode: 'CNY' }], true, false, 'dropdown'],
    [['en', 'zh'], [{ currencyCode: 'CNY' }], true, true, 'dropdown'],
  ])('%j currencies %j -> switcher %s, select %s, control %s', (langs, currencies, switcher, select, control) => {
    expect(showLanguageSwitcher(langs, currencies)).toBe(switcher);
    expect(showLanguageSelect(langs)).toBe(select);
    expect(languageControl(langs, currencies)).toBe(control);
  });
});

describe('cart icon, account link, locale toggle, logo', () => {
  it.each([
    [true, true],
    [false, false],
    [undefined, false],
  ])('showCartIcon(%s) -> %s', (flag, expected) => {
    expect(showCartIcon(flag)).toBe(expected);
  });
  it.each<[boolean, string | null, { label: string; url: string }]>([
    [false, null, { label: 'Sign In', url: '/account/login' }],
    [true, null, { label: 'Sign In', url: '/account/login' }],
    [true, 'u1', { label: 'My Account', url: '/user/list' }],
  ])('accountLink(%s, %j)', (loggedIn, userID, expected) => {
    expect(accountLink(loggedIn, userID)).toMatchObject(expected);
  });
  it.each<[Locale, Locale]>([
    ['en', 'zh'],
    ['zh', 'en'],
  ])('nextLocale(%s) -> %s', (from, to) => {
    expect(nextLocale(from)).toBe(to);
  });
  it.each<[number, string | null, string]>([
    [1, 'https://x/logo.png', 'name'],
    [2, 'https://x/logo.png', 'image'],
    [2, null, 'name'],
  ])('headerLogo(%i, %j) -> %s', (storeLogo, url, expected) => {
    expect(headerLogo(storeLogo, url)).toBe(expected);
  });
});

describe('desktop rows (top bar, menu bar) from the 768 px breakpoint', () => {
  test.each([
    [390, false],
    [767, false],
    [768, true],
    [1366, true],
  ])('%d px wide: %s', (width, shown) => {
    expect(showDesktopRows(width)).toBe(shown);
  });
});
