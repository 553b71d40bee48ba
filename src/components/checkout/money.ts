/**
 * Money as the shopper should read it: amounts come in minor units of the store's currency and
 * are shown in the selected display currency when one is chosen (domain/price.ts priceText).
 */
import type { SessionStore } from '@/stores/SessionStore';

export type MoneyFormat = (minor: number, currency: string) => string;

/** The chosen display currency and its rate from the store's currency; null without one. */
export interface DisplayCurrency {
  currency: string;
  rate: string;
}

/** Amounts in the display currency; a converted amount is marked approximate ('≈ US$86.14'): the charge is in the store's. */
export function moneyFormat(session: SessionStore): MoneyFormat {
  return (minor, currency) => session.money(minor, currency);
}

/**
 * The display currency for amounts in `currency`: only when the shopper chose another currency
 * and `currency` is the store's base one (the rate is from it).
 */
export function displayCurrency(session: SessionStore, currency: string): DisplayCurrency | null {
  const rate = session.rate;
  const base = (session.currency?.baseCurrency ?? session.baseCurrency ?? '').toUpperCase();
  if (!rate || base !== currency.toUpperCase() || session.currencyCode.toUpperCase() === base) return null;
  return { currency: session.currencyCode, rate };
}
