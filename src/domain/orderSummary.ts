/**
 * The one breakdown of what a shopper pays, shown alike by the cart, checkout, payment
 * and confirmation pages: subtotal, discount, delivery fee, tip, store credit, tax (with what it
 * is on) and the total. The server computes the amounts (types/checkout.ts Totals:
 * total = subtotal − discount + deliveryFee + tax + tips − storeCredit); this rule decides which
 * lines a shopper sees, says which amounts are not known yet (they are then not in the total),
 * and gives the same breakdown in a display currency so that its lines still add up to its total.
 */
import { convertMinor } from './money';

export type SummaryMethod = 'PICKUP' | 'DELIVERY' | 'EAT_IN';

export interface SummaryAmounts {
  currency: string;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  tax: number;
  tips: number;
  storeCredit: number;
  /** The server's total: what is charged. */
  total: number;
}

export interface SummaryInput {
  amounts: SummaryAmounts;
  /** The order method once chosen; null while it is not (the delivery fee is then unknown). */
  method: SummaryMethod | null;
  /** The shopper has reached the tip choice (a tip of 0 is then "no tip", not "not yet"). */
  tipChosen: boolean;
  /** Tax rate in basis points when known (checkoutConfig.taxRateBasisPoints). */
  taxRateBasisPoints?: number | null;
  /** A display currency other than the charged one, with its rate (units per one charged unit). */
  display?: { currency: string; rate: string } | null;
  /**
   * Delivery chosen but its zone not known yet (no address): the fee it will be from
   * (`deliveryFromFee`), or null when only the address can tell. Absent: the fee is the server's.
   */
  deliveryFrom?: { fee: number | null } | null;
}

export type SummaryLineId = 'subtotal' | 'discount' | 'delivery' | 'tip' | 'storeCredit' | 'tax';

export interface SummaryLine {
  id: SummaryLineId;
  /** Signed minor units of the charged currency (discount and credit negative); null: not known yet. */
  amount: number | null;
  /** The same in the display currency (equal to `amount` without one). */
  shown: number | null;
  /** Not known yet, but at least this (delivery before the address; display currency); null: not even that. */
  fromShown?: number | null;
}

export interface Summary {
  lines: SummaryLine[];
  /** The charged currency and the sum of the known lines in it. */
  currency: string;
  total: number;
  /** The currency the lines are shown in, and the sum of the shown lines. */
  shownCurrency: string;
  shownTotal: number;
  /** Shown in another currency than charged: figures are approximate. */
  approximate: boolean;
  /** What the tax is on: subtotal − discount + the known delivery fee. */
  taxBase: number;
  taxRateBasisPoints: number | null;
  /** What will be charged (the server's total). */
  charged: number;
  /** The lines add up to what the server charges (false: the server's answer is inconsistent). */
  consistent: boolean;
}

function shownOf(amount: number, from: string, display: SummaryInput['display']): number {
  if (!display) return amount;
  return convertMinor(amount, from, display.currency, display.rate);
}

/** The breakdown to show; see the module comment. */
export function orderSummary(input: SummaryInput): Summary {
  const a = input.amounts;
  const currency = a.currency.trim().toUpperCase();
  const display =
    input.display && input.display.currency.trim().toUpperCase() !== currency
      ? { currency: input.display.currency.trim().toUpperCase(), rate: input.display.rate }
      : null;
  const raw: { id: SummaryLineId; amount: number | null; from?: number | null }[] = [
    { id: 'subtotal', amount: a.subtotal },
  ];
  if (a.discount > 0) raw.push({ id: 'discount', amount: -a.discount });
  // A fee the server has is known whatever the method; without a method there is none yet; with
  // delivery but no address the server's 0 is not "free": the fee depends on the address's zone.
  if (input.method === 'DELIVERY' && a.deliveryFee === 0 && input.deliveryFrom)
    raw.push({ id: 'delivery', amount: null, from: input.deliveryFrom.fee });
  else if (a.deliveryFee > 0 || input.method === 'DELIVERY') raw.push({ id: 'delivery', amount: a.deliveryFee });
  else if (input.method === null) raw.push({ id: 'delivery', amount: null });
  if (a.tips > 0) raw.push({ id: 'tip', amount: a.tips });
  else if (!input.tipChosen) raw.push({ id: 'tip', amount: null });
  if (a.storeCredit > 0) raw.push({ id: 'storeCredit', amount: -a.storeCredit });
  raw.push({ id: 'tax', amount: a.tax });

  const lines: SummaryLine[] = raw.map(({ from, ...l }) => ({
    ...l,
    shown: l.amount === null ? null : shownOf(l.amount, currency, display),
    ...(from !== undefined ? { fromShown: from === null ? null : shownOf(from, currency, display) } : {}),
  }));
  const known = lines.filter((l) => l.amount !== null);
  const total = known.reduce((s, l) => s + (l.amount as number), 0);
  const shownTotal = known.reduce((s, l) => s + (l.shown as number), 0);
  return {
    lines,
    currency,
    total,
    shownCurrency: display ? display.currency : currency,
    shownTotal,
    approximate: display !== null,
    taxBase: a.subtotal - a.discount + a.deliveryFee,
    taxRateBasisPoints: input.taxRateBasisPoints ?? null,
    charged: a.total,
    consistent: total === a.total,
  };
}

/**
 * The least a delivery can cost before the address is known: nothing when the order is over the
 * free-delivery amount (the server charges a zone's fee only below it), else the lowest zone fee;
 * null without zones (only the address can tell).
 */
export function deliveryFromFee(
  zones: readonly { fee: number }[],
  freeDeliveryOver: number,
  base: number,
): number | null {
  if (zones.length === 0) return null;
  if (base >= freeDeliveryOver) return 0;
  return Math.min(...zones.map((z) => z.fee));
}

/** 500 basis points -> '5%', 1300 -> '13%', 1475 -> '14.75%'. */
export function percentText(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return `${whole}%`;
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}
