/**
 * Buy again: an order's items (with their options) back in the cart at today's prices, saying
 * what changed. Uses only the spec's calls (order detail, product detail, inventory, cart), so it
 * is not an extension and works against any istore server.
 */
import { priceWithOptions, type Selection } from './options';

/** A line of the past order. */
export interface PastLine {
  productId: number;
  name: string;
  /** 'size:M|colour:Red', '' without options. */
  optionPair: string;
  quantity: number;
  /** What one cost in that order (minor units). */
  unitPrice: number;
}

/** The product of a line as of now; null when it is gone from the store (or its options are). */
export interface LineNow {
  /** Today's price of one, with the line's options (minor units). */
  unitPrice: number;
  /** In stock for the line's options now. */
  stock: number;
}

export type BuyAgainStatus = 'same' | 'short' | 'outOfStock' | 'gone';

export interface BuyAgainStep {
  line: PastLine;
  status: BuyAgainStatus;
  /** How many to put in the cart (0: none). */
  add: number;
  /** Set when one costs something else today than in the order. */
  price: { was: number; now: number } | null;
}

/** What buying `lines` again does, line by line, given each line's product as of now. */
export function planBuyAgain(lines: readonly PastLine[], now: readonly (LineNow | null)[]): BuyAgainStep[] {
  return lines.map((line, i) => {
    const n = now[i] ?? null;
    if (!n) return { line, status: 'gone', add: 0, price: null };
    const price = n.unitPrice !== line.unitPrice ? { was: line.unitPrice, now: n.unitPrice } : null;
    const stock = Math.max(0, Math.floor(n.stock));
    if (stock === 0) return { line, status: 'outOfStock', add: 0, price };
    if (stock < line.quantity) return { line, status: 'short', add: stock, price };
    return { line, status: 'same', add: line.quantity, price };
  });
}

/** 'size:M|colour:Red' as a selection; malformed parts are skipped. */
export function selectionOfPair(optionPair: string): Selection {
  const out: Record<string, string> = {};
  for (const part of optionPair.split('|')) {
    const i = part.indexOf(':');
    if (i > 0 && i < part.length - 1) out[part.slice(0, i)] = part.slice(i + 1);
  }
  return out;
}

/**
 * One of a line's product today with its options, or null when an option value the order had is
 * no longer offered (the line as ordered is gone).
 */
export function unitPriceNow(
  price: number,
  options: readonly { name: string; values: readonly { value: string; priceDelta?: number }[] }[],
  optionPair: string,
): number | null {
  const selection = selectionOfPair(optionPair);
  for (const [name, value] of Object.entries(selection)) {
    const o = options.find((x) => x.name === name);
    if (!o || !o.values.some((v) => v.value === value)) return null;
  }
  // an option the product has now but the order did not name: it cannot be put back as it was
  if (options.some((o) => selection[o.name] === undefined)) return null;
  return priceWithOptions(price, options, selection);
}

/** The lines to tell the shopper about (everything but 'same' at the same price). */
export function changedSteps(steps: readonly BuyAgainStep[]): BuyAgainStep[] {
  return steps.filter((s) => s.status !== 'same' || s.price !== null);
}
