/**
 * The phone's sticky buy bar on the product page: what its button does. It follows the page's own
 * Add to cart and never adds what that button would not: with options still to choose, out of
 * stock (the page's Notify me, when the server offers alerts) or stock unknown it brings the
 * page's buy box into view instead, where the reason and the way forward are.
 */
import type { StockKind } from './alerts';

/**
 * add: adds, as the page's button does; wait: checking stock or adding (does nothing);
 * choose / notify / check: shows the buy box (options, Notify me, Try again); sold-out: nothing to do.
 */
export type BuyBarAction = 'add' | 'wait' | 'choose' | 'notify' | 'check' | 'sold-out';

export function buyBarAction(input: {
  stock: StockKind;
  /** Every option has a value. */
  complete: boolean;
  adding: boolean;
  /** The server offers alerts (the page then shows Notify me when out of stock). */
  alertsOffered: boolean;
}): BuyBarAction {
  const { stock, complete } = input;
  if (input.adding || stock === 'loading') return 'wait';
  if (stock === 'out-of-stock') return input.alertsOffered ? 'notify' : 'sold-out';
  if (!complete || stock === 'choose') return 'choose';
  return stock === 'in-stock' ? 'add' : 'check';
}

/** The bar shows on phones only: narrower than the small breakpoint (spec 9: 576 px). */
export function isPhoneWidth(width: number, smallBreakpoint: number): boolean {
  return width < smallBreakpoint;
}
