/** Common API area (spec 7.1, common3/...): start-up, pages, locale, currency, store locations. */
import type { Locale, PageContent, SelectedStoreLocation } from '@api-types';
import { APP_INFO_PATH } from '@api-types';
import { DEFAULT_CURRENCY } from '@/domain/constants';
import { isHomeBlockKind, type HomeBlock } from '@/domain/homeSections';
import { normalizeAppInfo, normalizeAppMessage, type AppInfoModel } from './app-info';
import { mediaUrl } from './media';
import { list, num, rec, str, strOrNull } from './guards';
import type { Http } from './http';

export interface LocaleMessages {
  locale: Locale;
  messages: Record<string, string>;
}

export interface ExchangeRatesModel {
  baseCurrency: string;
  /** Units of each currency per one unit of the base currency, decimal strings. */
  rates: Record<string, string>;
  /** The currency asked for (spec 3: added by the client on a currency change). */
  currentCurrency?: string;
}

export function normalizePageContent(v: unknown, pageName: string): PageContent {
  const r = rec(v);
  return { pageName: str(r.pageName, pageName), title: str(r.title, ''), body: str(r.body, '') };
}

export function normalizeExchangeRates(v: unknown): ExchangeRatesModel {
  const r = rec(v);
  const rates: Record<string, string> = {};
  for (const [code, rate] of Object.entries(rec(r.rates))) {
    const text = str(rate);
    if (text !== undefined && /^\d+(\.\d+)?$/.test(text.trim())) rates[code] = text.trim();
  }
  return { baseCurrency: strOrNull(r.baseCurrency) ?? DEFAULT_CURRENCY, rates };
}

/** The blocks of a section template (kinds this app does not draw and malformed entries dropped). */
export function normalizeSections(v: unknown): HomeBlock[] {
  return list(rec(v).sections, (x) => {
    const r = rec(x);
    if (!isHomeBlockKind(r.kind)) return null;
    const url = strOrNull(r.imageURL);
    const width = num(r.width, 0);
    const height = num(r.height, 0);
    return {
      id: str(r.id, r.kind),
      kind: r.kind,
      title: str(r.title, ''),
      image:
        url && /^(https?:)?\//i.test(url) && width > 0 && height > 0
          ? { url: mediaUrl(url), width, height, alt: str(r.alt, '') }
          : null,
    };
  });
}

export function createCommonApi(http: Http) {
  return {
    /** GET common3/appInfoInit: everything the shell needs at start-up. */
    async appInfoInit(): Promise<AppInfoModel> {
      return normalizeAppInfo(await http.get<unknown>(APP_INFO_PATH));
    },

    /** GET common3/pageContent?pageName=... */
    async pageContent(pageName: string): Promise<PageContent> {
      return normalizePageContent(await http.get<unknown>('common3/pageContent', { query: { pageName } }), pageName);
    },

    /** GET common3/sectionTemplateByType/{type}: the page's blocks in the store's order. */
    async sectionTemplate(type: string): Promise<HomeBlock[]> {
      return normalizeSections(await http.get<unknown>(`common3/sectionTemplateByType/${encodeURIComponent(type)}`));
    },

    /** GET common3/changeLocale/{locale}: the server's new locale and its messages. */
    async changeLocale(locale: Locale): Promise<LocaleMessages> {
      const raw = await http.get<unknown>(`common3/changeLocale/${locale}`);
      const { locale: got, messages } = normalizeAppMessage(raw);
      return { locale: got ?? locale, messages };
    },

    /**
     * GET common3/exchangeRates/{currency} (+ currentCurrency): the rate of the currency the shopper
     * picks (spec 4). The form without a currency (every rate) has no use here: see
     * docs/architecture.md, "Spec calls the app does not make".
     */
    async exchangeRates(currency: string): Promise<ExchangeRatesModel> {
      const rates = normalizeExchangeRates(
        await http.get<unknown>(`common3/exchangeRates/${encodeURIComponent(currency)}`),
      );
      return { ...rates, currentCurrency: currency };
    },

    /** POST common3/setSelectedStoreLocation { locationId }. */
    async setSelectedStoreLocation(locationId: string): Promise<SelectedStoreLocation> {
      const raw = await http.post<unknown>('common3/setSelectedStoreLocation', { locationId });
      const r = rec(raw);
      return { locid: strOrNull(r.locid) ?? locationId, locname: str(r.locname, '') };
    },
  };
}

export type CommonApi = ReturnType<typeof createCommonApi>;
