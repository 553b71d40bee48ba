/**
 * Throttling of guessable or mail-sending calls (sign-in, registration and its code, forgot-password,
 * the support form, a guest's alerts): a fixed-window counter
 * per key (an account's email, a client address), in memory: a restart forgives everyone, which a
 * single-process reference server can afford. A refused attempt is a 429 with `Retry-After`
 * (seconds) and one message the shopper can read.
 *
 *   const signIn = new RateLimiter({ limit: 5, windowMs: 15 * 60_000 });
 *   enforce(reply, [signIn.take(`account:${email}`), perAddress.take(`ip:${req.ip}`)]);
 */
import type { FastifyReply } from 'fastify';
import { ApiError } from './errors';

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until the window of a refused key ends (0 when allowed). */
  retryAfterSec: number;
}

interface Window {
  startedAt: number;
  count: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly rule: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for `key`; refused once the key used up its window. */
  take(key: string): Verdict {
    const now = this.now();
    this.sweep(now);
    let w = this.windows.get(key);
    if (!w || now - w.startedAt >= this.rule.windowMs) {
      w = { startedAt: now, count: 0 };
      this.windows.set(key, w);
    }
    if (w.count >= this.rule.limit) {
      return { allowed: false, retryAfterSec: Math.max(1, Math.ceil((w.startedAt + this.rule.windowMs - now) / 1000)) };
    }
    w.count++;
    return { allowed: true, retryAfterSec: 0 };
  }

  /** Forgets `key` (a successful sign-in clears the account's failures). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  // Bounded memory: old windows go once the map grows (a flood of addresses cannot fill it).
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [k, w] of this.windows) if (now - w.startedAt >= this.rule.windowMs) this.windows.delete(k);
  }
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export const TOO_MANY_MESSAGE = (sec: number) =>
  `Too many attempts. Please try again in ${sec < 60 ? plural(sec, 'second') : plural(Math.ceil(sec / 60), 'minute')}.`;

/** Throws a 429 (with Retry-After set on `reply`) when any verdict refused. */
export function enforce(reply: FastifyReply, verdicts: Verdict[]): void {
  const refused = verdicts.filter((v) => !v.allowed);
  if (!refused.length) return;
  const sec = Math.max(...refused.map((v) => v.retryAfterSec));
  reply.header('retry-after', String(sec));
  throw new ApiError(429, 'TOO_MANY_REQUESTS', TOO_MANY_MESSAGE(sec));
}

/** The limits of the account calls; ServerOptions.rateLimits overrides them (tests use small ones). */
export interface AccountRateLimits {
  /** Sign-in failures per account from one client address (signInVerdicts). */
  signInPerAccount: RateLimit;
  /** Sign-in failures per account from every address it was not signed in from (signInVerdicts). */
  signInPerAccountAnywhere: RateLimit;
  /** Sign-in attempts per client address. */
  signInPerAddress: RateLimit;
  /** Registrations per client address. */
  registerPerAddress: RateLimit;
  /** Registrations (each one a mail) per email. */
  registerPerAccount: RateLimit;
  /** Registration codes tried per email. */
  verifyPerAccount: RateLimit;
  /** Registration codes and links tried per client address. */
  verifyPerAddress: RateLimit;
  /** Reset mails per account. */
  forgotPerAccount: RateLimit;
  /** Forgot-password requests per client address. */
  forgotPerAddress: RateLimit;
  /** Support-form messages per signed-in account, or per the form's email for a visitor. */
  supportPerAccount: RateLimit;
  /** Support-form messages per client address. */
  supportPerAddress: RateLimit;
  /** Profile email changes per account (a taken email is refused, so each try tells whether it has an account). */
  emailChangePerAccount: RateLimit;
  /** A guest's alert requests per email (each may mail a confirm link to it). */
  alertPerEmail: RateLimit;
  /** Guests' alert requests per client address. */
  alertPerAddress: RateLimit;
}

const MIN = 60_000;

export const DEFAULT_ACCOUNT_RATE_LIMITS: AccountRateLimits = {
  signInPerAccount: { limit: 5, windowMs: 15 * MIN },
  // guesses spread over many addresses still meet a ceiling, which the owner's own addresses skip
  signInPerAccountAnywhere: { limit: 50, windowMs: 15 * MIN },
  signInPerAddress: { limit: 60, windowMs: 15 * MIN },
  registerPerAddress: { limit: 20, windowMs: 60 * MIN },
  registerPerAccount: { limit: 3, windowMs: 60 * MIN },
  // with VERIFY_CODE_MAX_ATTEMPTS wrong codes per mail, a 6-digit code holds: at most 5 guesses in 15 minutes
  verifyPerAccount: { limit: 5, windowMs: 15 * MIN },
  verifyPerAddress: { limit: 30, windowMs: 15 * MIN },
  forgotPerAccount: { limit: 3, windowMs: 60 * MIN },
  forgotPerAddress: { limit: 20, windowMs: 60 * MIN },
  // a shopper with a real problem writes a few times an hour; a script writes hundreds
  supportPerAccount: { limit: 5, windowMs: 60 * MIN },
  supportPerAddress: { limit: 20, windowMs: 60 * MIN },
  // a shopper fixes a typo once or twice; trying address after address is a lookup of who has an account
  emailChangePerAccount: { limit: 5, windowMs: 60 * MIN },
  // a shopper asks about a few products in a visit; a script mailing confirm links to a stranger asks hundreds
  alertPerEmail: { limit: 10, windowMs: 60 * MIN },
  alertPerAddress: { limit: 30, windowMs: 60 * MIN },
};

export type AccountLimiters = { [K in keyof AccountRateLimits]: RateLimiter };

export function accountLimiters(overrides: Partial<AccountRateLimits> = {}, now?: () => number): AccountLimiters {
  const rules = { ...DEFAULT_ACCOUNT_RATE_LIMITS, ...overrides };
  return Object.fromEntries(Object.entries(rules).map(([k, r]) => [k, new RateLimiter(r, now)])) as AccountLimiters;
}

/**
 * Password guesses are throttled, not the owner: failures count per account and address pair (a
 * stranger's five wrong passwords from five addresses lock nobody out), and per account over all
 * the addresses it was never signed in from (many addresses guessing meet a ceiling). An address
 * the account signed in from before (remembered in memory, a few per account) skips that ceiling,
 * so the right password from the owner's address still works.
 */
const knownAddresses = new WeakMap<AccountLimiters, Map<string, string[]>>();
const KNOWN_PER_ACCOUNT = 8;
const KNOWN_ACCOUNTS = 10_000;

function known(limits: AccountLimiters): Map<string, string[]> {
  let m = knownAddresses.get(limits);
  if (!m) knownAddresses.set(limits, (m = new Map<string, string[]>()));
  return m;
}

/** The verdicts of one sign-in attempt at `accountKey` from `address` (each one counted). */
export function signInVerdicts(limits: AccountLimiters, accountKey: string, address: string): Verdict[] {
  const verdicts = [
    limits.signInPerAddress.take(`ip:${address}`),
    limits.signInPerAccount.take(`${accountKey}|ip:${address}`),
  ];
  if (!known(limits).get(accountKey)?.includes(address))
    verdicts.push(limits.signInPerAccountAnywhere.take(accountKey));
  return verdicts;
}

/** The right password from `address`: its failures are forgiven and the address is the owner's. */
export function signInSucceeded(limits: AccountLimiters, accountKey: string, address: string): void {
  limits.signInPerAccount.reset(`${accountKey}|ip:${address}`);
  const m = known(limits);
  const list = (m.get(accountKey) ?? []).filter((a) => a !== address);
  m.delete(accountKey);
  m.set(accountKey, [...list, address].slice(-KNOWN_PER_ACCOUNT));
  // the oldest account goes first (a Map keeps insertion order)
  if (m.size > KNOWN_ACCOUNTS) m.delete(m.keys().next().value as string);
}
