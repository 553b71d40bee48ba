/** Currency choices of the language-and-currency control (spec 2.4, 3, 4). */

export interface CurrencyRefLike {
  currencyCode: string;
}

/**
 * The currencies a shopper can pick: the store's default currency first, then the exchange
 * currencies in the server's order, each once. Empty when the store has no exchange currencies
 * (then there is no currency choice at all, spec 2.4).
 */
export function currencyOptions(
  defaultCurrency: CurrencyRefLike | null | undefined,
  exchangeCurrencies: readonly CurrencyRefLike[] | null | undefined,
): string[] {
  const exchange = (exchangeCurrencies ?? []).map((c) => c.currencyCode.trim()).filter(Boolean);
  if (exchange.length === 0) return [];
  const out: string[] = [];
  for (const code of [defaultCurrency?.currencyCode?.trim() ?? '', ...exchange]) {
    if (code && !out.includes(code)) out.push(code);
  }
  return out;
}

/** What Apply does in the language-and-currency modal: only what changed. */
export function languageCurrencyChanges<L extends string>(
  current: { locale: L; currency: string },
  chosen: { locale: L; currency: string },
): { locale: L | null; currency: string | null } {
  return {
    locale: chosen.locale !== current.locale ? chosen.locale : null,
    currency: chosen.currency !== current.currency ? chosen.currency : null,
  };
}
