/**
 * The istore API contract (spec section 3 and 7), shared by the app (`src/services`) and the
 * reference server (`server/`). These are wire shapes: the app reshapes them at `src/services`.
 * Money is always integer minor units of the currency named beside it.
 */

export type Locale = 'en' | 'zh';

/** Text given per language, as menus and tabs carry it (`nameContent`). */
export type LocalizedText = Partial<Record<Locale, string>>;

export type LinkActionType = 'INTERNAL_LINK' | 'EXTERNAL_LINK';

export interface MenuItem {
  name: string;
  nameContent?: LocalizedText;
  link?: string | null;
  icon?: string | null;
  linkActionType?: LinkActionType;
  subMenu?: MenuItem[];
}

export type FooterTab = MenuItem;

export interface Navigation {
  headerMenu: MenuItem[];
  sideMenu: MenuItem[];
  footerMenu: MenuItem[];
  footerTabs: FooterTab[];
}

export interface HeaderControl {
  notDisplayheaderInMP?: boolean;
  notDisplayheaderInAli?: boolean;
  notDisplayheaderInMobile?: boolean;
  notDisplayheaderInDesktop?: boolean;
}

export interface ImageRef {
  imageURL: string;
}

export interface AppDetail {
  isWmp?: boolean;
  wmpBind?: boolean;
  appDomain?: string;
  cdnpath?: string;
  caid?: string;
  isAac?: boolean;
  isMobile?: boolean;
  isDeskTop?: boolean;
  locid?: string | null;
  locname?: string | null;
}

export interface StoreCss {
  /** Primary brand colour, any CSS colour. */
  varPrimary?: string;
  /** Footer background colour. */
  varFooter?: string;
  [name: string]: string | undefined;
}

export interface AppMessage {
  currentLocale: Locale;
  applicationMessage: { messages: Record<string, string> };
}

export interface AppContent {
  system: { appMessage: AppMessage };
  appDetail: AppDetail;
  labels?: Record<string, string>;
  css?: StoreCss;
  logo?: ImageRef | null;
  footerLogo?: ImageRef | null;
  favicon?: ImageRef | null;
  storeName: string;
  /** 1 shows the store name, 2 the logo image. */
  storeLogo: 1 | 2;
  navigation: Navigation;
  headerControl?: HeaderControl;
}

export interface SocialAccount {
  pageURL?: string;
  userName?: string;
}

export interface SocialSettings {
  instagram?: SocialAccount;
  facebook?: SocialAccount;
  twitter?: SocialAccount;
  youTube?: SocialAccount;
  linkedin?: SocialAccount;
  pinterest?: SocialAccount;
}

export interface CurrencyRef {
  currencyCode: string;
  currencyType?: string;
}

export interface PaymentSettings {
  defaultCurrency: CurrencyRef;
  exchangeCurrencies: CurrencyRef[];
  supportVisa?: boolean;
  supportMasterCard?: boolean;
  supportAmex?: boolean;
  supportPayPal?: boolean;
  supportWeChatPay?: boolean;
  supportAliPay?: boolean;
  supportUnionPay?: boolean;
}

export interface AppConfig {
  enableCheckout: boolean;
  enableMultiLocationSelection: boolean;
  supportedLanguages: Locale[];
  hidePowerBy?: boolean;
  hideCompanyFooter?: boolean;
  enableWeChatMiniProgramPromotion?: boolean;
  /** Referral id used when no referral cookie is set (spec 9). */
  referId?: string | null;
}

export interface StoreAddress {
  streetNumberAndNameDetails: string;
  city: string;
  province: string;
  postCode: string;
}

export interface StoreLocation {
  id: string;
  /** The store's name in the session's language. */
  localStoreName: string;
  /** The store's name per language (reference server). */
  nameContent?: LocalizedText;
  display: boolean;
  virtual: boolean;
  address: StoreAddress;
}

export interface SystemSettings {
  appConfig: AppConfig;
  payment: PaymentSettings;
  social: SocialSettings;
  storeLocations: StoreLocation[];
}

export interface UserProfile {
  userID: string;
  email: string;
  firstName?: string;
  lastName?: string;
  profileImage?: string | null;
  /** Free-form phone number ('' when none given). */
  phone?: string;
}

export interface Membership {
  name: string;
  expiresAt?: string | null;
}

export interface AppInfo {
  appContent: AppContent;
  systemSettings: SystemSettings;
  user?: UserProfile | null;
  userID?: string | null;
  lastLoginDate?: string | null;
  /** The shopper's own referral id. */
  myID?: string | null;
  referrerUserGroup?: string | null;
  membership?: Membership | null;
  /**
   * Extension: the features beyond the spec's API this server offers (docs/architecture.md,
   * "Extensions"), e.g. ['favourites', 'reviews']. A server without it offers none.
   */
  extensions?: string[];
}

export interface SignonRequest {
  email: string;
  password: string;
}

export interface RegistrationRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** In-app path the mailed link returns to after confirming (optional). */
  redirect?: string;
}

/**
 * Response of POST common3/clientRegistration (202): the same for every well-formed request,
 * whether or not the email has an account; the mail says what happens next.
 */
export interface RegistrationResponse {
  ok: true;
  message: string;
}

/** POST common3/verifyRegistration: the mailed link's token, or the email and the code typed. */
export type VerifyRegistrationRequest =
  { token: string; email?: undefined; code?: undefined } | { token?: undefined; email: string; code: string };

/** Every failed response carries this body (spec 8: the first message is shown). */
export interface ApiErrorBody {
  errors: { code: string; message: string; field?: string }[];
}

export const API_BASE_PATH = '/api/istore/client';
/** App info, the first read of every start-up (spec 3), under API_BASE_PATH. */
export const APP_INFO_PATH = 'common3/appInfoInit';
/**
 * The extensions the app knows (docs/architecture.md, "Extensions"). A server lists the ones it
 * offers in app info's `extensions`; the app shows an extension's feature only when listed.
 */
export const EXTENSION_NAMES = [
  'favourites',
  'reviews',
  'returns',
  'orderTimeline',
  'alerts',
  'wechatSubscribe',
  'filters',
] as const;
export type ExtensionName = (typeof EXTENSION_NAMES)[number];
/** Extensions' calls live under `${API_BASE_PATH}/${EXT_PATH}/<name>/...`. */
export const EXT_PATH = 'ext';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

// ---- Added with the reference server ----------------------------------------------

/** Response of POST common3/signon and common3/verifyRegistration: the signed-in shopper. */
export interface SignonResponse {
  user: UserProfile;
  userID: string;
  lastLoginDate: string;
}

/** Response of GET common3/changeLocale/{locale}: the new locale and its message dictionary. */
export type ChangeLocaleResponse = AppMessage;

/** Body of POST common3/setSelectedStoreLocation. */
export interface SetSelectedStoreLocationRequest {
  locationId: string;
}

/** Response of POST common3/setSelectedStoreLocation (also reflected in appDetail). */
export interface SelectedStoreLocation {
  locid: string;
  locname: string;
}

/** Response of calls that only confirm (e.g. GET common3/logout). */
export interface OkResponse {
  ok: true;
}

/** Error codes the reference server puts in ApiErrorBody.errors[].code. */
export type ApiErrorCode =
  | 'XSRF'
  | 'VALIDATION'
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  /** Group-buy: the group took its last member, or its deadline / the campaign's end passed (the app offers a new group). */
  | 'GROUP_FULL'
  | 'GROUP_ENDED'
  | 'CAMPAIGN_ENDED'
  | 'UNSUPPORTED_MEDIA_TYPE'
  /** The web server in front: the API refused or dropped the connection, or did not answer in time. */
  | 'BAD_GATEWAY'
  | 'GATEWAY_TIMEOUT'
  | 'PAYLOAD_TOO_LARGE'
  | 'INJECTED_FAULT'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL';

/**
 * Fault-injection knobs of the reference server (`POST /__test/knobs`, only when started with
 * test knobs on). Apply to requests under /api whose URL contains `match` (all when empty).
 */
export interface TestKnobs {
  latencyMs: number;
  /** Fraction 0..1 of API requests answered 500. */
  errorRate: number;
  /** Fraction 0..1 of API requests whose connection is dropped without a response. */
  dropRate: number;
  match: string;
}
export * from './content';
export * from './catalogue';
export * from './checkout';
export * from './wechat';
export * from './user';
export * from './campaigns';
export * from './account';
export * from './favourites';
export * from './after-sales';
export * from './alerts';
export * from './wechat-subscribe';
export * from './filters';
