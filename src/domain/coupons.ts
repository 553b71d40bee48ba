/**
 * Coupons as the shopper reads them (GET common3/coupons/): what one is worth, what it needs,
 * whether it can be used now; and store credit history with the balance after each entry.
 */
import { formatMoney } from './money';
import type { Locale } from '@api-types';

export type CouponState = 'AVAILABLE' | 'USED' | 'EXPIRED';

export interface CouponFields {
  kind: 'PERCENT' | 'AMOUNT';
  value: number;
  minSubtotal: number;
  currency: string;
  expiresAt: string | null;
  state: CouponState;
}

/** '10%' or 'CA$5.00' (never a float: amounts are minor units). */
export function couponValueText(
  c: Pick<CouponFields, 'kind' | 'value' | 'currency'>,
  locale: Locale,
  money = formatMoney,
): string {
  return c.kind === 'PERCENT' ? `${c.value}%` : money(c.value, c.currency, locale);
}

/** The state now: a coupon the server called available may have expired since. */
export function couponStateAt(c: Pick<CouponFields, 'state' | 'expiresAt'>, now: number): CouponState {
  if (c.state === 'AVAILABLE' && c.expiresAt && Date.parse(c.expiresAt) <= now) return 'EXPIRED';
  return c.state;
}

export function couponUsable(c: Pick<CouponFields, 'state' | 'expiresAt'>, now: number): boolean {
  return couponStateAt(c, now) === 'AVAILABLE';
}

/** How much more the cart needs before the coupon applies (0 when it already does). */
export function couponShortfall(c: Pick<CouponFields, 'minSubtotal'>, subtotal: number): number {
  return Math.max(0, c.minSubtotal - subtotal);
}

export interface CreditEntryFields {
  amount: number;
}

/**
 * Balance after each entry of a newest-first history ending at `balance` (the server's balance
 * wins: an entry list cut short still shows true figures for what it holds).
 */
export function runningBalances(entriesNewestFirst: readonly CreditEntryFields[], balance: number): number[] {
  const out: number[] = [];
  let after = balance;
  for (const e of entriesNewestFirst) {
    out.push(after);
    after -= e.amount;
  }
  return out;
}
