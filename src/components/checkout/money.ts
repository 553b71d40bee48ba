/**
 * Money as the shopper should read it: amounts come in minor units of the store's currency and
 * are shown in the selected display currency when one is chosen (domain/price.ts, exact).
 */
import { formatMoney } from '@/domain/money';
import { displayPrice } from '@/domain/price';
import type { SessionStore } from '@/stores/SessionStore';

export type MoneyFormat = (minor: number, currency: string) => string;

export function moneyFormat(session: SessionStore): MoneyFormat {
  return (minor, currency) => {
    const d = displayPrice(minor, currency, {
      baseCurrency: session.currency?.baseCurrency ?? session.baseCurrency,
      displayCurrency: session.currencyCode,
      rate: session.rate,
    });
    return formatMoney(d.minor, d.currencyCode, session.locale);
  };
}

/** True when what is shown differs from the currency charged (the total then names both). */
export function showsOtherCurrency(session: SessionStore, currency: string): boolean {
  return !!session.rate && session.currencyCode.toUpperCase() !== currency.toUpperCase();
}
