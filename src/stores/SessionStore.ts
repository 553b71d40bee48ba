/**
 * The shopper's session: the values kept across visits (spec 3: language, currency, base
 * currency, WeChat open id, location, market name, marketplace, cart-updated flag; persisted in
 * storage), the signed-in user (from the server, not persisted), and the translator `t`.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Locale, Membership, UserProfile } from '@api-types';
import { convertMinor } from '@/domain/money';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '@/domain/constants';
import { nextLocale } from '@/domain/header';
import { shareReferralId } from '@/domain/referral';
import { priceText } from '@/domain/price';
import { isLoggedIn, type MarketplaceParams } from '@/domain/session';
import { createTranslator, type Translator } from '@/i18n/translator';
import type { AppInfoModel, AppSettings } from '@/services/app-info';
import type { SignedIn } from '@/services/account';
import type { ExchangeRatesModel } from '@/services/common';
import { isRecord, locale as asLocale, strOrNull } from '@/services/guards';
import type { Root } from './root';

export const SESSION_STORAGE_KEY = 'istore.session';

export interface SelectedLocation {
  id: string;
  name: string;
}

/** What is persisted (spec 3 "Session values kept"). */
export interface SessionValues {
  locale: Locale;
  /** The chosen display currency's rates, with currentCurrency; null = the base currency. */
  currency: ExchangeRatesModel | null;
  baseCurrency: string | null;
  wechatOpenId: string | null;
  location: SelectedLocation | null;
  marketName: string | null;
  marketplace: string | null;
  cartUpdated: boolean;
}

function readRates(v: unknown): ExchangeRatesModel | null {
  if (!isRecord(v) || typeof v.baseCurrency !== 'string' || !isRecord(v.rates)) return null;
  const rates: Record<string, string> = {};
  for (const [k, r] of Object.entries(v.rates)) if (typeof r === 'string') rates[k] = r;
  const out: ExchangeRatesModel = { baseCurrency: v.baseCurrency, rates };
  if (typeof v.currentCurrency === 'string') out.currentCurrency = v.currentCurrency;
  return out;
}

function readLocation(v: unknown): SelectedLocation | null {
  if (!isRecord(v)) return null;
  const id = strOrNull(v.id);
  return id ? { id, name: typeof v.name === 'string' ? v.name : '' } : null;
}

/** Stored values, each checked (a damaged entry falls back to its default). */
function readStored(raw: unknown): Partial<SessionValues> & { hasLocale: boolean } {
  const r = isRecord(raw) ? raw : {};
  const locale = asLocale(r.locale);
  return {
    hasLocale: locale !== undefined,
    locale: locale ?? DEFAULT_LOCALE,
    currency: readRates(r.currency),
    baseCurrency: strOrNull(r.baseCurrency),
    wechatOpenId: strOrNull(r.wechatOpenId),
    location: readLocation(r.location),
    marketName: strOrNull(r.marketName),
    marketplace: strOrNull(r.marketplace),
    cartUpdated: r.cartUpdated === true,
  };
}

export class SessionStore {
  // persisted
  locale: Locale = DEFAULT_LOCALE;
  currency: ExchangeRatesModel | null = null;
  baseCurrency: string | null = null;
  wechatOpenId: string | null = null;
  location: SelectedLocation | null = null;
  marketName: string | null = null;
  marketplace: string | null = null;
  cartUpdated = false;
  /** True when the locale came from storage (the shopper chose it on this device). */
  localeChosen = false;

  // from the server
  user: UserProfile | null = null;
  userID: string | null = null;
  lastLoginDate: string | null = null;
  myID: string | null = null;
  referrerUserGroup: string | null = null;
  membership: Membership | null = null;
  referId: string | null = null;
  /** The server's message dictionary for `locale`. */
  serverMessages: Record<string, string> = {};

  private readonly root: Root;

  constructor(root: Root) {
    this.root = root;
    const stored = readStored(root.platform.storage.get(SESSION_STORAGE_KEY));
    this.locale = stored.locale ?? DEFAULT_LOCALE;
    this.localeChosen = stored.hasLocale;
    this.currency = stored.currency ?? null;
    this.baseCurrency = stored.baseCurrency ?? null;
    this.wechatOpenId = stored.wechatOpenId ?? null;
    this.location = stored.location ?? null;
    this.marketName = stored.marketName ?? null;
    this.marketplace = stored.marketplace ?? null;
    this.cartUpdated = stored.cartUpdated ?? false;
    // values replaced whole, never mutated in place: references are enough
    makeAutoObservable<this, 'root'>(
      this,
      {
        root: false,
        currency: observableRef,
        location: observableRef,
        user: observableRef,
        membership: observableRef,
        serverMessages: observableRef,
      },
      { autoBind: true },
    );
  }

  // ---- derived ------------------------------------------------------------------------------

  /** Spec 4: true only when user, lastLoginDate and userID are all present. */
  get loggedIn(): boolean {
    return isLoggedIn({ user: this.user, lastLoginDate: this.lastLoginDate, userID: this.userID });
  }

  /** `t(key, params?)` for the current locale; recomputed when the locale or messages change. */
  get t(): Translator {
    return createTranslator(this.locale, this.serverMessages);
  }

  /** The currency prices are shown in. */
  get currencyCode(): string {
    return this.currency?.currentCurrency ?? this.baseCurrency ?? DEFAULT_CURRENCY;
  }

  /** Rate from the base currency to `currencyCode` (decimal string), or null when none applies. */
  get rate(): string | null {
    const c = this.currency;
    if (!c?.currentCurrency || c.currentCurrency === c.baseCurrency) return null;
    return c.rates[c.currentCurrency] ?? null;
  }

  /**
   * An amount as the shopper reads it (domain/price.ts priceText): a base-currency amount in the
   * display currency, marked approximate; any amount as it came otherwise.
   */
  money(minor: number, currencyCode: string): string {
    return priceText(
      minor,
      currencyCode,
      {
        baseCurrency: this.currency?.baseCurrency ?? this.baseCurrency,
        displayCurrency: this.currencyCode,
        rate: this.rate,
      },
      this.locale,
    );
  }

  /** A base-currency minor amount in the display currency (unchanged without a rate). */
  toDisplayMinor(minor: number): number {
    const rate = this.rate;
    const base = this.currency?.baseCurrency ?? this.baseCurrency ?? DEFAULT_CURRENCY;
    return rate ? convertMinor(minor, base, this.currencyCode, rate) : minor;
  }

  /**
   * Spec 9's rid for links this shopper shares: a signed-in shopper's own id, else cookie SASROID,
   * then SASRFRID, then the referId setting (read now: cookies change).
   */
  getReferralId(): string | undefined {
    return shareReferralId(this.loggedIn ? this.myID : null, this.root.platform.cookies.all(), this.referId);
  }

  get values(): SessionValues {
    return {
      locale: this.locale,
      currency: this.currency,
      baseCurrency: this.baseCurrency,
      wechatOpenId: this.wechatOpenId,
      location: this.location,
      marketName: this.marketName,
      marketplace: this.marketplace,
      cartUpdated: this.cartUpdated,
    };
  }

  // ---- actions ------------------------------------------------------------------------------

  /** Stores the values (with `next` over them: what the page reloaded next starts with). */
  private persist(next: Partial<SessionValues> = {}): void {
    const values = { ...this.values, ...next };
    this.root.platform.storage.set(SESSION_STORAGE_KEY, values);
    this.root.platform.rememberLocale?.(values.locale);
  }

  /** Takes what the start-up call says about the shopper and the store. */
  applyAppInfo(info: AppInfoModel): void {
    this.user = info.user;
    this.userID = info.userID;
    this.lastLoginDate = info.lastLoginDate;
    this.myID = info.myID;
    this.referrerUserGroup = info.referrerUserGroup;
    this.membership = info.membership;
    // the shopper's stored choice wins; the server's messages count only for the shown locale
    if (info.locale && !this.localeChosen) this.locale = info.locale;
    this.serverMessages = !info.locale || info.locale === this.locale ? info.messages : {};
    this.applySettings(info.settings);
    // spec 4: without a chosen location, the one of appDetail is restored
    if (info.appDetail.locid && this.location?.id !== info.appDetail.locid) {
      this.location = { id: info.appDetail.locid, name: info.appDetail.locname ?? '' };
    }
    this.persist();
  }

  private applySettings(settings: AppSettings): void {
    this.referId = settings.appConfig.referId;
    this.baseCurrency = settings.payment.defaultCurrency.currencyCode;
    // a chosen currency the store no longer offers is dropped
    const chosen = this.currency?.currentCurrency;
    if (chosen && !settings.payment.exchangeCurrencies.some((c) => c.currencyCode === chosen)) {
      this.currency = null;
    }
  }

  /** Spec 5: mrk, mrkname and wmpoid from the query; only the given ones change. */
  setMarketplace(params: MarketplaceParams): void {
    if (params.mrk) this.marketplace = params.mrk;
    if (params.mrkname) this.marketName = params.mrkname;
    if (params.wmpoid) this.wechatOpenId = params.wmpoid;
    this.persist();
  }

  setWechatOpenId(openId: string | null): void {
    this.wechatOpenId = openId;
    this.persist();
  }

  setLocation(location: SelectedLocation | null): void {
    this.location = location;
    this.persist();
  }

  setCartUpdated(flag: boolean): void {
    this.cartUpdated = flag;
    this.persist();
  }

  /** After sign-in or registration (null after sign-out). */
  setUser(signedIn: SignedIn | null): void {
    const before = this.userID;
    this.user = signedIn?.user ?? null;
    this.userID = signedIn?.userID ?? null;
    this.lastLoginDate = signedIn?.lastLoginDate ?? null;
    // the shopper's own referral id (spec 9's myID) comes with app info, not with the sign-in
    // answer: read it now, or their shared links would carry the store's id until a reload
    if (!signedIn) this.myID = null;
    else if (signedIn.userID !== before) {
      this.myID = null;
      void this.readOwnReferralId();
    }
  }

  /** App info again for the signed-in shopper's myID (the server sets SASROID with it). Never rejects. */
  private async readOwnReferralId(): Promise<void> {
    try {
      const info = await this.root.api.common.appInfoInit();
      runInAction(() => {
        if (info.userID && info.userID === this.userID) this.myID = info.myID;
      });
    } catch {
      // the cookies and the store's id stand in until the next start
    }
  }

  /**
   * Switches to `locale` on the server and takes its messages (t() follows). Rejects with the
   * ApiError when the server refuses; the locale then stays.
   */
  async setLocale(locale: Locale): Promise<void> {
    const res = await this.root.api.common.changeLocale(locale);
    runInAction(() => {
      this.locale = res.locale;
      this.serverMessages = res.messages;
      this.localeChosen = true;
      this.persist();
    });
  }

  /** The server would not take the stored language: the next app info's language is adopted. */
  forgetLocaleChoice(): void {
    this.localeChosen = false;
  }

  /** Spec 4: en <-> zh, messages reloaded, then the current page reloaded. */
  async toggleLanguage(): Promise<void> {
    const locale = nextLocale(this.locale);
    if (!this.root.platform.reloadRestartsApp) {
      await this.setLocale(locale);
      this.root.platform.reload();
      return;
    }
    // The page loads again in the new language from what is stored (the server keeps its own
    // choice and messages): taking them into this page first re-rendered every screen in it just
    // before it went, which only delayed the reload.
    const res = await this.root.api.common.changeLocale(locale);
    this.persist({ locale: res.locale });
    this.root.platform.reload();
  }

  /**
   * Spec 4: fetches the rate for `code`, keeps it with currentCurrency added, then reloads the
   * page. Rejects with the ApiError when the rate cannot be had; the currency then stays.
   */
  async setCurrency(code: string): Promise<void> {
    const rates = await this.root.api.common.exchangeRates(code);
    runInAction(() => {
      this.currency = { ...rates, currentCurrency: code };
      this.baseCurrency = rates.baseCurrency;
      this.persist();
    });
    this.root.platform.reload();
  }

  /**
   * GET common3/logout, then forgets the user (also when the call fails: the shopper asked), and
   * what the device kept of their pages and answers for offline use.
   */
  async signOut(): Promise<void> {
    try {
      await this.root.api.account.logout();
    } finally {
      runInAction(() => this.setUser(null));
      await this.root.platform.clearPersonalCaches?.().catch(() => undefined);
      // the cart was the shopper's: the badge shows the signed-out session's at once, not after a reload
      await this.root.cart.fetch();
    }
  }
}
