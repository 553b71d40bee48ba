/**
 * The store's content and clock (spec 3, 7.1): content pages, the section templates that lay out
 * the home page, the store's time zone, and exchange rates. Re-exported by types/api.ts.
 */

export interface PageContent {
  pageName: string;
  title: string;
  /** Sanitised HTML. */
  body: string;
}

/** The kinds of block a section template lays out (common3/sectionTemplateByType/{type}). */
export type SectionKind = 'hero' | 'categoryTiles' | 'featured' | 'clearance' | 'groupBuy';

/** One block of a page, in the session's language. */
export interface PageSection {
  id: string;
  kind: SectionKind;
  /** Heading of the block ('' = the app's own heading for the kind). */
  title: string;
  /** hero: the picture, with its intrinsic size and alt text. */
  imageURL?: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** Response of common3/sectionTemplateByType/{type}: the page's blocks in the store's order. */
export interface SectionTemplate {
  type: string;
  sections: PageSection[];
}

/** Body of POST common3/timeZoneInfo/GMT: instants (ISO 8601) to read on the store's clock. */
export interface TimeZoneInfoRequest {
  instants?: string[];
}

/** An instant on the store's clock. */
export interface StoreTime {
  instant: string;
  /** 'YYYY-MM-DD' and 'HH:mm' in the store's time zone. */
  date: string;
  time: string;
}

/** Response of POST common3/timeZoneInfo/GMT. */
export interface TimeZoneInfo {
  /** IANA name, e.g. 'America/Toronto'. */
  timeZone: string;
  /** Minutes east of GMT now (-300 in Toronto's winter). */
  offsetMinutes: number;
  now: StoreTime;
  /** The requested instants, in the order asked (unreadable ones left out). */
  instants: StoreTime[];
}

export interface ExchangeRates {
  baseCurrency: string;
  /** Units of each currency for one unit of the base currency, as a decimal string (exact). */
  rates: Record<string, string>;
  /** Added by the client on a currency change (spec 3). */
  currentCurrency?: string;
}
