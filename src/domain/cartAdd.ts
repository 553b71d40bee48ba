/**
 * Add-to-cart sent again after a lost answer adds once: each add carries an
 * idempotency key, made when the shopper adds and kept only while the server's answer is unknown
 * (no answer, a 5xx, an unreadable body). Tapping again for the same product, options and quantity
 * then sends the same key, and the server (which remembers keys for an hour) does not add twice.
 * An answered add (taken or refused) drops its key: the next tap is a new add.
 */
import { attemptFor, type CheckoutAttempt } from './attempt';

/** A kept key is reused this long; past it a tap is a new add (well inside the server's hour). */
export const ADD_RETRY_WINDOW_MS = 10 * 60_000;

export interface AddIntent {
  productId: number;
  optionPair: string | null;
  quantity: number;
}

export function addFingerprint(a: AddIntent): string {
  return `${a.productId}|${a.optionPair ?? ''}|${a.quantity}`;
}

/** The attempt to send this add with: the kept one when it is for the same add and recent, else a new one. */
export function addAttemptFor(
  kept: CheckoutAttempt | null,
  add: AddIntent,
  now: number,
  random: () => number,
): CheckoutAttempt {
  const recent = kept && now - kept.createdAt >= 0 && now - kept.createdAt < ADD_RETRY_WINDOW_MS ? kept : null;
  return attemptFor(recent, addFingerprint(add), now, random);
}

/**
 * Whether the key is kept after a failed add: only when the server may have taken it (no answer,
 * 0; a server or proxy failure, 5xx; a 2xx body that could not be read). A 4xx refused it.
 */
export function keepAddAttempt(status: number): boolean {
  return status === 0 || status >= 500 || (status >= 200 && status < 300);
}
