/**
 * Which amount and currency a catalogue price is shown in (spec 9): prices come in minor units of
 * the store's base currency; with a chosen display currency and its rate they are converted
 * exactly (domain/money.ts), otherwise shown as they came.
 */
import type { Locale } from '@api-types';
import { convertMinor, formatMoney } from './money';

/** What marks a converted amount: the charge is in the store's currency, the figure shown is near it. */
export const APPROXIMATE = '≈ ';

export interface CurrencyContext {
  /** The store's base currency (prices are in it), null while unknown. */
  baseCurrency: string | null;
  /** The currency the shopper chose to see. */
  displayCurrency: string;
  /** Units of displayCurrency per one unit of baseCurrency (decimal string), null = no conversion. */
  rate: string | null;
}

export interface DisplayAmount {
  minor: number;
  currencyCode: string;
}

/** A price of `currencyCode` as the shopper should see it. */
export function displayPrice(minor: number, currencyCode: string, ctx: CurrencyContext): DisplayAmount {
  const source = currencyCode.trim().toUpperCase();
  const base = (ctx.baseCurrency ?? source).trim().toUpperCase();
  const target = ctx.displayCurrency.trim().toUpperCase();
  if (!ctx.rate || source !== base || target === source) return { minor, currencyCode: source };
  return { minor: convertMinor(minor, source, target, ctx.rate), currencyCode: target };
}

/**
 * A price as the shopper reads it, the one rule for every amount shown (catalogue prices, group
 * prices, checkout summaries): in the display currency when one applies, and then marked
 * approximate ('≈ $64.97'), since what is charged is the store's currency; as it came otherwise.
 */
export function priceText(minor: number, currencyCode: string, ctx: CurrencyContext, locale: Locale): string {
  const d = displayPrice(minor, currencyCode, ctx);
  const text = formatMoney(d.minor, d.currencyCode, locale);
  return d.currencyCode === currencyCode.trim().toUpperCase() ? text : `${APPROXIMATE}${text}`;
}

/** Whole percent off a list price (0 when there is no saving). */
export function percentOff(price: number, listPrice: number): number {
  if (!(listPrice > 0) || !(price < listPrice)) return 0;
  return Math.floor(((listPrice - price) * 100) / listPrice);
}
