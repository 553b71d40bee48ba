/**
 * Reads of the store shell (tables of seed/store.ts), shaped as the API contract wants them.
 */
import type { Db } from '../db';
import { parseJson } from '../db';
import type {
  AppConfig,
  CurrencyRef,
  ExchangeRates,
  HeaderControl,
  Locale,
  LocalizedText,
  MenuItem,
  Navigation,
  PageContent,
  PaymentSettings,
  SocialSettings,
  StoreCss,
  StoreLocation,
} from '../../../types/api';

export const LOCALES: Locale[] = ['en', 'zh'];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(v: unknown): v is Locale {
  return v === 'en' || v === 'zh';
}

export function getSetting<T>(db: Db, key: string, fallback: T): T {
  const row = db.prepare<[string], { value: string }>('SELECT value FROM store_settings WHERE key = ?').get(key);
  return parseJson<T>(row?.value, fallback);
}

export function localize(text: LocalizedText | undefined, locale: Locale, fallback = ''): string {
  return text?.[locale] ?? text?.[DEFAULT_LOCALE] ?? fallback;
}

/** Menu items with `name` in the session's language (nameContent keeps both). */
export function localizeMenu(items: MenuItem[], locale: Locale): MenuItem[] {
  return items.map((i) => ({
    ...i,
    name: localize(i.nameContent, locale, i.name),
    ...(i.subMenu ? { subMenu: localizeMenu(i.subMenu, locale) } : {}),
  }));
}

export function getNavigation(db: Db, locale: Locale): Navigation {
  const nav = getSetting<Navigation>(db, 'navigation', {
    headerMenu: [],
    sideMenu: [],
    footerMenu: [],
    footerTabs: [],
  });
  return {
    headerMenu: localizeMenu(nav.headerMenu, locale),
    sideMenu: localizeMenu(nav.sideMenu, locale),
    footerMenu: localizeMenu(nav.footerMenu, locale),
    footerTabs: localizeMenu(nav.footerTabs, locale),
  };
}

export function getMessages(db: Db, locale: Locale): Record<string, string> {
  const rows = db
    .prepare<[string], { key: string; value: string }>('SELECT key, value FROM messages WHERE locale = ? ORDER BY key')
    .all(locale);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export function getPage(db: Db, name: string, locale: Locale): PageContent | undefined {
  const row = db
    .prepare<[string, string], { title: string; body: string; locale: string }>(
      `SELECT title, body, locale FROM pages WHERE name = ?
       ORDER BY CASE locale WHEN ? THEN 0 ELSE 1 END LIMIT 1`,
    )
    .get(name, locale);
  return row ? { pageName: name, title: row.title, body: row.body } : undefined;
}

interface CurrencyRow {
  code: string;
  rate: string;
  is_default: number;
}

function currencyRows(db: Db): CurrencyRow[] {
  return db.prepare<[], CurrencyRow>('SELECT code, rate, is_default FROM currencies ORDER BY position').all();
}

export function getDefaultCurrency(db: Db): string {
  return currencyRows(db).find((c) => c.is_default)?.code ?? 'USD';
}

export function getPaymentSettings(db: Db): PaymentSettings {
  const rows = currencyRows(db);
  const base = rows.find((c) => c.is_default)?.code ?? 'USD';
  const ref = (code: string): CurrencyRef => ({ currencyCode: code, currencyType: code });
  return {
    ...getSetting<Omit<PaymentSettings, 'defaultCurrency' | 'exchangeCurrencies'>>(db, 'paymentFlags', {}),
    defaultCurrency: ref(base),
    exchangeCurrencies: rows.filter((c) => !c.is_default).map((c) => ref(c.code)),
  };
}

/** All rates, or only `currency`'s (undefined when the currency is unknown). */
export function getExchangeRates(db: Db, currency?: string): ExchangeRates | undefined {
  const rows = currencyRows(db);
  const baseCurrency = rows.find((c) => c.is_default)?.code ?? 'USD';
  const selected = currency ? rows.filter((c) => c.code === currency) : rows;
  if (selected.length === 0) return undefined;
  return { baseCurrency, rates: Object.fromEntries(selected.map((c) => [c.code, c.rate])) };
}

interface LocationRow {
  id: string;
  name_en: string;
  name_zh: string;
  street: string;
  city: string;
  province: string;
  post_code: string;
  display: number;
  virtual: number;
}

function toLocation(r: LocationRow, locale: Locale): StoreLocation {
  const nameContent = { en: r.name_en, zh: r.name_zh };
  return {
    id: r.id,
    localStoreName: localize(nameContent, locale),
    nameContent,
    display: r.display === 1,
    virtual: r.virtual === 1,
    address: { streetNumberAndNameDetails: r.street, city: r.city, province: r.province, postCode: r.post_code },
  };
}

export function getLocations(db: Db, locale: Locale): StoreLocation[] {
  return db
    .prepare<[], LocationRow>('SELECT * FROM store_locations ORDER BY position')
    .all()
    .map((r) => toLocation(r, locale));
}

export function getLocation(db: Db, id: string, locale: Locale): StoreLocation | undefined {
  const row = db.prepare<[string], LocationRow>('SELECT * FROM store_locations WHERE id = ?').get(id);
  return row ? toLocation(row, locale) : undefined;
}

/** Everything of app info that does not depend on the request or the shopper. */
export interface StoreShell {
  storeName: LocalizedText;
  storeLogo: 1 | 2;
  images: { logo: string; footerLogo: string; favicon: string };
  css: StoreCss;
  labels: Partial<Record<Locale, Record<string, string>>>;
  headerControl: HeaderControl;
  appConfig: AppConfig;
  social: SocialSettings;
  caid: string;
}

export function getShell(db: Db): StoreShell {
  return {
    storeName: getSetting(db, 'storeName', { en: 'Store' }),
    storeLogo: getSetting<1 | 2>(db, 'storeLogo', 1),
    images: getSetting(db, 'images', { logo: '', footerLogo: '', favicon: '' }),
    css: getSetting(db, 'css', {}),
    labels: getSetting(db, 'labels', {}),
    headerControl: getSetting(db, 'headerControl', {}),
    appConfig: getSetting<AppConfig>(db, 'appConfig', {
      enableCheckout: true,
      enableMultiLocationSelection: false,
      supportedLanguages: ['en'],
    }),
    social: getSetting(db, 'social', {}),
    caid: getSetting(db, 'caid', ''),
  };
}
