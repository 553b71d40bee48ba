/**
 * Registration confirmed by email (POST common3/clientRegistration, then
 * common3/verifyRegistration): the rules the app and the reference server share. Registering
 * answers the same for a new and a taken email; the mail to a new email carries a link
 * (`/account/signup?token=...`) and a short code the shopper types on the signup page (in the
 * mini-program a mail link cannot open the app).
 */
import type { FieldError } from './checkout';

/** Digits in the mailed code. */
export const VERIFY_CODE_LENGTH = 6;
/** How long a link and its code work after they were mailed. */
export const REGISTRATION_TTL_MS = 60 * 60 * 1000;
/** Wrong codes one pending registration takes before its code stops working (the link still does). */
export const VERIFY_CODE_MAX_ATTEMPTS = 5;
/** Seconds the signup page waits before it offers to send the mail again. */
export const RESEND_COOLDOWN_SEC = 60;
/** Where the mailed link lands (the signup page finishes the registration). */
export const VERIFY_PATH = '/account/signup';

/** What the shopper typed as the code ('123 456', '123-456', full-width digits) -> six digits, or null. */
export function normalizeCode(raw: string | undefined): string | null {
  const digits = (raw ?? '')
    // full-width digits from a Chinese keyboard
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

/** What is wrong with a typed code (an i18n key), or null when it can be sent. */
export function codeError(raw: string): FieldError | null {
  if (!raw.trim()) return { key: 'istore_account_err_code_required' };
  return normalizeCode(raw) ? null : { key: 'istore_account_err_code_format', params: { digits: VERIFY_CODE_LENGTH } };
}

/** The token of a mailed link (`?token=`): base64url, or null when it cannot be one. */
export function verifyToken(raw: string | undefined): string | null {
  const t = (raw ?? '').trim();
  return /^[A-Za-z0-9_-]{20,200}$/.test(t) ? t : null;
}

/** The link the mail carries: the page, its token, and where to land after (when the shopper came from somewhere). */
export function verifyLink(origin: string, token: string, redirect?: string): string {
  const back = redirect ? `&redirect=${encodeURIComponent(redirect)}` : '';
  return `${origin}${VERIFY_PATH}?token=${encodeURIComponent(token)}${back}`;
}

export type PendingState = 'valid' | 'used' | 'expired' | 'locked';

/** A pending registration at `now`: used once, expired after REGISTRATION_TTL_MS, its code locked after too many wrong guesses. */
export function pendingState(
  p: { createdAt: number; usedAt: number | null; wrongCodes: number },
  now: number,
  byCode: boolean,
): PendingState {
  if (p.usedAt !== null) return 'used';
  if (now - p.createdAt >= REGISTRATION_TTL_MS) return 'expired';
  if (byCode && p.wrongCodes >= VERIFY_CODE_MAX_ATTEMPTS) return 'locked';
  return 'valid';
}

/** Seconds until the signup page offers "Send again" (0: now). */
export function resendWaitSec(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + RESEND_COOLDOWN_SEC * 1000 - now) / 1000));
}

/** The "check your email" step, kept for the tab so a reload (back from the mail app) returns to it. */
export interface PendingRegistration {
  email: string;
  firstName: string;
  lastName: string;
  /** When the mail was asked for (ms). */
  sentAt: number;
}

/**
 * A kept step that can still be finished at `now`: well formed, and its code not yet expired
 * (REGISTRATION_TTL_MS after the mail). Anything else is dropped and the form shows.
 */
export function resumableRegistration(raw: unknown, now: number): PendingRegistration | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const email = str(r.email).trim();
  const sentAt = typeof r.sentAt === 'number' && Number.isFinite(r.sentAt) ? r.sentAt : NaN;
  if (!email || !(sentAt <= now) || now - sentAt >= REGISTRATION_TTL_MS) return null;
  return { email, firstName: str(r.firstName), lastName: str(r.lastName), sentAt };
}
