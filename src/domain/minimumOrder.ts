/**
 * The minimum order (checkoutConfig.minOrderAmount, and a delivery zone's own minimum): the
 * server refuses to place an order whose subtotal after discount is below it, so the shopper is
 * told on the cart and stopped before the payment page instead of after every step.
 *
 * Amounts are integer minor units of one currency (the store's): the subtotal, discount and
 * minimums all come from the server in it.
 */

export interface MinimumOrderInput {
  /** Sum of the line totals. */
  subtotal: number;
  /** Coupon discount; the minimum counts what is left after it, as the server does. */
  discount: number;
  /** The store's minimum (0 or less: none). */
  minimum: number;
  /** The chosen delivery zone's minimum, when delivering (it can be higher than the store's). */
  zoneMinimum?: number | null;
}

export interface MinimumOrderShortfall {
  /** Which minimum is not met: the zone's message names the zone. */
  kind: 'store' | 'zone';
  /** The minimum to reach. */
  minimum: number;
  /** How much more is needed (always > 0). */
  shortfall: number;
}

const amount = (n: number | null | undefined): number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : 0;

/**
 * What is missing to reach the minimum order, or null when the order is large enough. When both
 * minimums are missed, the higher one is named: reaching it satisfies both.
 */
export function minimumOrderShortfall(input: MinimumOrderInput): MinimumOrderShortfall | null {
  // a discount larger than the subtotal leaves nothing, not a negative order
  const base = Math.max(0, amount(input.subtotal) - amount(input.discount));
  const store = amount(input.minimum);
  const zone = amount(input.zoneMinimum);
  const kind = zone > store ? 'zone' : 'store';
  const minimum = Math.max(store, zone);
  return base < minimum ? { kind, minimum, shortfall: minimum - base } : null;
}
