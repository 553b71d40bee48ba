/**
 * Returns and refunds (extension `returns`): what each line of a paid order brings back, the
 * return window, how much may still be refunded, and where a refund goes. Shared by the reference
 * server (which refuses what breaks them) and the app (which shows the same figures first).
 * Money in integer minor units; every share is rounded down, so refunds never add up past what
 * was paid.
 */

const DAY_MS = 86_400_000;

export interface PaidOrderFigures {
  lines: readonly { quantity: number; lineTotal: number }[];
  subtotal: number;
  deliveryFee: number;
  tips: number;
  /** Charged through the payment channel. */
  total: number;
  /** Paid with store credit. */
  storeCredit: number;
}

/** What the goods cost the shopper after discount and with tax: paid minus delivery and tips. */
export function goodsPaid(o: PaidOrderFigures): number {
  return Math.max(0, o.total + o.storeCredit - o.deliveryFee - o.tips);
}

/** The refund of one unit of each line: its share of the goods paid, rounded down. */
export function unitRefunds(o: PaidOrderFigures): number[] {
  const goods = goodsPaid(o);
  return o.lines.map((l) => {
    if (o.subtotal <= 0 || l.quantity <= 0) return 0;
    return Math.floor((l.lineTotal * goods) / o.subtotal / l.quantity);
  });
}

export interface ReturnLineAsk {
  line: number;
  quantity: number;
}

export type ReturnRefusal =
  | { code: 'no_lines' }
  | { code: 'bad_line'; line: number }
  | { code: 'too_many'; line: number; returnable: number }
  | { code: 'over_paid'; refundable: number };

/**
 * The amount a request brings back, or why it is refused: each line at most once in the request,
 * at most what is left of it (ordered minus already returned), and the sum at most what was paid
 * and not yet refunded. The units' shares add up to a little less than the payment (rounding,
 * delivery, tips), so the request that returns the last units gets all that is left.
 */
export function returnAmount(
  o: PaidOrderFigures,
  ask: readonly ReturnLineAsk[],
  alreadyReturned: readonly number[],
  alreadyRefunded: number,
): { amount: number } | { refusal: ReturnRefusal } {
  const asked = ask.filter((a) => a.quantity > 0);
  if (asked.length === 0) return { refusal: { code: 'no_lines' } };
  const units = unitRefunds(o);
  const seen = new Set<number>();
  let amount = 0;
  for (const a of asked) {
    const l = o.lines[a.line];
    if (!l || !Number.isInteger(a.line) || !Number.isInteger(a.quantity) || seen.has(a.line))
      return { refusal: { code: 'bad_line', line: a.line } };
    seen.add(a.line);
    const returnable = l.quantity - (alreadyReturned[a.line] ?? 0);
    if (a.quantity > returnable) return { refusal: { code: 'too_many', line: a.line, returnable } };
    amount += units[a.line] * a.quantity;
  }
  const refundable = Math.max(0, o.total + o.storeCredit - alreadyRefunded);
  if (amount > refundable) return { refusal: { code: 'over_paid', refundable } };
  // the request that takes back the last units gives back all that is left of the payment (the
  // rounding, delivery and tips included): everything returned is everything refunded
  const askedOf = (i: number) => asked.find((a) => a.line === i)?.quantity ?? 0;
  if (o.lines.every((l, i) => (alreadyReturned[i] ?? 0) + askedOf(i) >= l.quantity)) return { amount: refundable };
  return { amount };
}

/**
 * The last instant a return may be asked for: `windowDays` after the order was received, or after
 * it was paid while it has not been received yet; null when it was never paid.
 */
export function returnWindowEnd(paidAt: string | null, receivedAt: string | null, windowDays: number): string | null {
  const from = Date.parse(receivedAt ?? paidAt ?? '');
  if (Number.isNaN(from)) return null;
  return new Date(from + windowDays * DAY_MS).toISOString();
}

export function windowOpen(endsAt: string | null, now: number): boolean {
  return endsAt !== null && now <= Date.parse(endsAt);
}

/**
 * Where a refund goes: back the way it was paid, in proportion of the store credit and the channel
 * in what was paid, each capped at what is left of it (credit first takes the rounding).
 */
export function splitRefund(
  amount: number,
  paid: { storeCredit: number; channel: number },
  refunded: { storeCredit: number; channel: number },
): { storeCredit: number; channel: number } {
  const creditLeft = Math.max(0, paid.storeCredit - refunded.storeCredit);
  const channelLeft = Math.max(0, paid.channel - refunded.channel);
  const paidTotal = paid.storeCredit + paid.channel;
  if (paidTotal <= 0) return { storeCredit: 0, channel: 0 };
  let channel = Math.min(channelLeft, Math.floor((amount * paid.channel) / paidTotal));
  let storeCredit = Math.min(creditLeft, amount - channel);
  // what one side cannot take goes to the other, as far as it can
  channel = Math.min(channelLeft, amount - storeCredit);
  storeCredit = Math.min(creditLeft, amount - channel);
  return { storeCredit, channel };
}
