/**
 * One key per attempt at a request that must not happen twice (placing an order, adding to the
 * cart): a double tap, a retry after a lost answer, back and forward send the same key, and the
 * server answers the same key once. Apart from the payment rules so that the cart's add (on the
 * first screen) does not load them.
 */

/** What an attempt is: the key sent with the request (POST reserve, the cart's add), and what it was for. */
export interface CheckoutAttempt {
  key: string;
  /** What it was made for (payment.ts checkoutFingerprint, cartAdd.ts addFingerprint). */
  fingerprint: string;
  /** The order the server answered for this key, once known. */
  orderID: string | null;
  createdAt: number;
}

/** Letters and digits of a fresh key (the server takes 8..100 of [A-Za-z0-9_.:-]). */
export function newIdempotencyKey(now: number, random: () => number): string {
  let r = '';
  for (let i = 0; i < 16; i++) r += Math.floor(random() * 36).toString(36);
  return `co-${now.toString(36)}-${r}`;
}

/**
 * The attempt to send this request with: the stored one while it is for the same request (a
 * double tap, a retry, back and forward), else a new one.
 */
export function attemptFor(
  stored: CheckoutAttempt | null,
  fingerprint: string,
  now: number,
  random: () => number,
): CheckoutAttempt {
  if (stored && stored.fingerprint === fingerprint) return stored;
  return { key: newIdempotencyKey(now, random), fingerprint, orderID: null, createdAt: now };
}

export function readAttempt(raw: unknown): CheckoutAttempt | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.key !== 'string' || !/^[A-Za-z0-9_.:-]{8,100}$/.test(r.key) || typeof r.fingerprint !== 'string')
    return null;
  return {
    key: r.key,
    fingerprint: r.fingerprint,
    orderID: typeof r.orderID === 'string' && r.orderID ? r.orderID : null,
    createdAt: typeof r.createdAt === 'number' ? r.createdAt : 0,
  };
}
