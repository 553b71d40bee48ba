/**
 * App info (GET common3/appInfoInit, spec 3) reshaped into the app's own shape. The normaliser
 * never throws: a missing part gets a safe default, a malformed menu item or location is dropped,
 * so a bad answer from the server degrades the shell instead of crashing it.
 */
import type {
  AppDetail,
  HeaderControl,
  LinkActionType,
  Locale,
  LocalizedText,
  Membership,
  SocialAccount,
  SocialSettings,
  StoreLocation,
  UserProfile,
} from '@api-types';
import { DEFAULT_CURRENCY, LANGUAGES } from '@/domain/constants';
import { extensionList } from '@/domain/extensions';
import { bool, isRecord, list, locale, rec, str, stringRecord, strOrNull, type UnknownRecord } from './guards';
import { mediaUrl } from './media';

/** A menu item or footer tab, complete (spec 3 "Menu item / footer tab"). */
export interface NavItem {
  name: string;
  nameContent: LocalizedText;
  link: string | null;
  icon: string | null;
  linkActionType: LinkActionType;
  subMenu: NavItem[];
}

export interface AppNavigation {
  headerMenu: NavItem[];
  sideMenu: NavItem[];
  footerMenu: NavItem[];
  footerTabs: NavItem[];
}

export interface AppConfigSettings {
  enableCheckout: boolean;
  enableMultiLocationSelection: boolean;
  /** At least one language. */
  supportedLanguages: Locale[];
  /** hidePowerBy or hideCompanyFooter. */
  hideCompanyFooter: boolean;
  enableWeChatMiniProgramPromotion: boolean;
  referId: string | null;
}

export interface CurrencyChoice {
  currencyCode: string;
  currencyType?: string;
}

export interface PaymentFlags {
  supportVisa: boolean;
  supportMasterCard: boolean;
  supportAmex: boolean;
  supportPayPal: boolean;
  supportWeChatPay: boolean;
  supportAliPay: boolean;
  supportUnionPay: boolean;
}

export interface PaymentConfig extends PaymentFlags {
  /** currencyCode, else currencyType, else USD. */
  defaultCurrency: CurrencyChoice;
  exchangeCurrencies: CurrencyChoice[];
}

export interface AppSettings {
  appConfig: AppConfigSettings;
  payment: PaymentConfig;
  social: SocialSettings;
  storeLocations: StoreLocation[];
}

export interface AppInfoModel {
  /** The server's current locale, when it sent a valid one. */
  locale?: Locale;
  /** The server's message dictionary (overlays the built-in one). */
  messages: Record<string, string>;
  storeName: string;
  /** 1 shows the store name, 2 the logo image. */
  storeLogo: 1 | 2;
  logoUrl: string | null;
  footerLogoUrl: string | null;
  faviconUrl: string | null;
  /** Store colours (varPrimary, varFooter, ...), string values only. */
  css: Record<string, string>;
  labels: Record<string, string>;
  navigation: AppNavigation;
  headerControl: Required<HeaderControl>;
  appDetail: AppDetail;
  settings: AppSettings;
  user: UserProfile | null;
  userID: string | null;
  lastLoginDate: string | null;
  /** The shopper's own referral id. */
  myID: string | null;
  referrerUserGroup: string | null;
  membership: Membership | null;
  /** Extensions the server offers (domain/extensions.ts); none when app info does not say. */
  extensions: string[];
}

/** Sub-menus deeper than this are cut (a menu is two or three levels in practice). */
const MAX_MENU_DEPTH = 4;

function localizedText(v: unknown): LocalizedText {
  const r = rec(v);
  const out: LocalizedText = {};
  for (const l of LANGUAGES) if (typeof r[l] === 'string') out[l] = r[l];
  return out;
}

function isAbsoluteHttp(link: string | null): boolean {
  return !!link && /^https?:\/\//i.test(link);
}

/** One menu item, or null when it is not an object with a name (in `name` or `nameContent`). */
export function normalizeNavItem(v: unknown, depth = 0): NavItem | null {
  if (!isRecord(v)) return null;
  const nameContent = localizedText(v.nameContent);
  const name = str(v.name) ?? nameContent.en ?? nameContent.zh;
  if (name === undefined) return null;
  const link = strOrNull(v.link);
  const linkActionType: LinkActionType =
    v.linkActionType === 'INTERNAL_LINK' || v.linkActionType === 'EXTERNAL_LINK'
      ? v.linkActionType
      : isAbsoluteHttp(link)
        ? 'EXTERNAL_LINK'
        : 'INTERNAL_LINK';
  return {
    name,
    nameContent,
    link,
    icon: strOrNull(v.icon),
    linkActionType,
    subMenu: depth < MAX_MENU_DEPTH ? list(v.subMenu, (x) => normalizeNavItem(x, depth + 1)) : [],
  };
}

export function normalizeNavigation(v: unknown): AppNavigation {
  const r = rec(v);
  const items = (x: unknown) => list(x, (i) => normalizeNavItem(i));
  return {
    headerMenu: items(r.headerMenu),
    sideMenu: items(r.sideMenu),
    footerMenu: items(r.footerMenu),
    footerTabs: items(r.footerTabs),
  };
}

/** The store's logos and icon, loadable on every target (the mini-program has no origin of its own for a path). */
function imageUrl(v: unknown): string | null {
  const url = isRecord(v) ? strOrNull(v.imageURL) : strOrNull(v);
  return url === null ? null : mediaUrl(url);
}

function headerControl(v: unknown): Required<HeaderControl> {
  const r = rec(v);
  return {
    notDisplayheaderInMP: bool(r.notDisplayheaderInMP),
    notDisplayheaderInAli: bool(r.notDisplayheaderInAli),
    notDisplayheaderInMobile: bool(r.notDisplayheaderInMobile),
    notDisplayheaderInDesktop: bool(r.notDisplayheaderInDesktop),
  };
}

function appDetail(v: unknown): AppDetail {
  const r = rec(v);
  const out: AppDetail = {};
  for (const key of ['isWmp', 'wmpBind', 'isAac', 'isMobile', 'isDeskTop'] as const) {
    if (r[key] !== undefined) out[key] = bool(r[key]);
  }
  for (const key of ['appDomain', 'cdnpath', 'caid'] as const) {
    const s = str(r[key]);
    if (s !== undefined) out[key] = s;
  }
  out.locid = strOrNull(r.locid);
  out.locname = strOrNull(r.locname);
  return out;
}

function appConfig(v: unknown): AppConfigSettings {
  const r = rec(v);
  const languages = list(r.supportedLanguages, (x) => locale(x) ?? null).filter((l, i, all) => all.indexOf(l) === i);
  return {
    enableCheckout: bool(r.enableCheckout),
    enableMultiLocationSelection: bool(r.enableMultiLocationSelection),
    supportedLanguages: languages.length ? languages : [...LANGUAGES],
    hideCompanyFooter: bool(r.hideCompanyFooter) || bool(r.hidePowerBy),
    enableWeChatMiniProgramPromotion: bool(r.enableWeChatMiniProgramPromotion),
    referId: strOrNull(r.referId),
  };
}

function currency(v: unknown): CurrencyChoice | null {
  if (typeof v === 'string' && v.trim()) return { currencyCode: v.trim() };
  if (!isRecord(v)) return null;
  const code = strOrNull(v.currencyCode) ?? strOrNull(v.currencyType);
  if (!code) return null;
  const type = strOrNull(v.currencyType);
  return type ? { currencyCode: code, currencyType: type } : { currencyCode: code };
}

function payment(v: unknown): PaymentConfig {
  const r = rec(v);
  const seen = new Set<string>();
  return {
    defaultCurrency: currency(r.defaultCurrency) ?? { currencyCode: DEFAULT_CURRENCY },
    exchangeCurrencies: list(r.exchangeCurrencies, currency).filter((c) =>
      seen.has(c.currencyCode) ? false : (seen.add(c.currencyCode), true),
    ),
    supportVisa: bool(r.supportVisa),
    supportMasterCard: bool(r.supportMasterCard),
    supportAmex: bool(r.supportAmex),
    supportPayPal: bool(r.supportPayPal),
    supportWeChatPay: bool(r.supportWeChatPay),
    supportAliPay: bool(r.supportAliPay),
    supportUnionPay: bool(r.supportUnionPay),
  };
}

function socialAccount(v: unknown): SocialAccount | undefined {
  if (!isRecord(v)) return undefined;
  const out: SocialAccount = {};
  const pageURL = strOrNull(v.pageURL);
  const userName = strOrNull(v.userName);
  if (pageURL) out.pageURL = pageURL;
  if (userName) out.userName = userName;
  return out;
}

function social(v: unknown): SocialSettings {
  const r = rec(v);
  const out: SocialSettings = {};
  for (const key of ['instagram', 'facebook', 'twitter', 'youTube', 'linkedin', 'pinterest'] as const) {
    const account = socialAccount(r[key]);
    if (account) out[key] = account;
  }
  return out;
}

/** One store location, or null without an id and a name. */
export function normalizeStoreLocation(v: unknown): StoreLocation | null {
  if (!isRecord(v)) return null;
  const id = strOrNull(v.id);
  const localStoreName = strOrNull(v.localStoreName);
  if (!id || !localStoreName) return null;
  const a = rec(v.address);
  return {
    id,
    localStoreName,
    display: bool(v.display, true),
    virtual: bool(v.virtual, false),
    address: {
      streetNumberAndNameDetails: str(a.streetNumberAndNameDetails, ''),
      city: str(a.city, ''),
      province: str(a.province, ''),
      postCode: str(a.postCode, ''),
    },
  };
}

export function normalizeStoreLocations(v: unknown): StoreLocation[] {
  return list(v, normalizeStoreLocation);
}

export function normalizeSettings(v: unknown): AppSettings {
  const r = rec(v);
  return {
    appConfig: appConfig(r.appConfig),
    payment: payment(r.payment),
    social: social(r.social),
    storeLocations: normalizeStoreLocations(r.storeLocations),
  };
}

/** The user, or null; a user without its own userID takes the top-level one. */
export function normalizeUser(v: unknown, userID?: unknown): UserProfile | null {
  if (!isRecord(v)) return null;
  const id = strOrNull(v.userID) ?? strOrNull(userID);
  if (!id) return null;
  const user: UserProfile = { userID: id, email: str(v.email, '') };
  const firstName = str(v.firstName);
  const lastName = str(v.lastName);
  if (firstName !== undefined) user.firstName = firstName;
  if (lastName !== undefined) user.lastName = lastName;
  user.profileImage = strOrNull(v.profileImage);
  const phone = str(v.phone);
  if (phone !== undefined) user.phone = phone;
  return user;
}

function membership(v: unknown): Membership | null {
  if (!isRecord(v)) return null;
  const name = strOrNull(v.name);
  return name ? { name, expiresAt: strOrNull(v.expiresAt) } : null;
}

/** The app's message dictionary from `appContent.system.appMessage`. */
export function normalizeAppMessage(v: unknown): { locale?: Locale; messages: Record<string, string> } {
  const m = rec(v);
  return { locale: locale(m.currentLocale), messages: stringRecord(rec(m.applicationMessage).messages) };
}

export function normalizeAppInfo(raw: unknown): AppInfoModel {
  const r: UnknownRecord = rec(raw);
  const content = rec(r.appContent);
  const { locale: currentLocale, messages } = normalizeAppMessage(rec(content.system).appMessage);
  const info: AppInfoModel = {
    messages,
    storeName: str(content.storeName, '').trim(),
    storeLogo: content.storeLogo === 2 || content.storeLogo === '2' ? 2 : 1,
    logoUrl: imageUrl(content.logo),
    footerLogoUrl: imageUrl(content.footerLogo),
    faviconUrl: imageUrl(content.favicon),
    css: stringRecord(content.css),
    labels: stringRecord(content.labels),
    navigation: normalizeNavigation(content.navigation),
    headerControl: headerControl(content.headerControl),
    appDetail: appDetail(content.appDetail),
    settings: normalizeSettings(r.systemSettings),
    user: normalizeUser(r.user, r.userID),
    userID: strOrNull(r.userID),
    lastLoginDate: strOrNull(r.lastLoginDate),
    myID: strOrNull(r.myID),
    referrerUserGroup: strOrNull(r.referrerUserGroup),
    membership: membership(r.membership),
    extensions: extensionList(r.extensions),
  };
  if (currentLocale) info.locale = currentLocale;
  return info;
}
