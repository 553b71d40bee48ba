/**
 * Pending registrations: an email that asked for an account and has not confirmed it yet. One row
 * per email. Registering again while it waits gets a new token and code (the old ones stop working)
 * but changes nothing the first registration set (before, the second one replaced the password,
 * so whoever registered a waiting email second chose the password the owner then confirmed); when
 * the second one came with another password the row is `contested`, and confirming it creates the
 * account with no password anyone typed: the confirming shopper is signed in and mailed a link to
 * choose one. An expired or used row is replaced whole. The
 * password is kept only as its hash, the link's token and the code only as their SHA-256. A row is
 * used once; confirming creates the account (server/api/routes/registration.ts).
 */
import crypto from 'node:crypto';
import type { Db } from '../db';
import {
  VERIFY_CODE_LENGTH,
  pendingState,
  type PendingState,
  REGISTRATION_TTL_MS,
} from '../../../src/domain/registration';
import type { PendingIdentity, Provider } from './identities';
import { hashToken } from './password-resets';
import { normalizeEmail } from './users';

export const contestedRegistrationsMigration = {
  id: 'account-004-contested-registrations',
  up: 'ALTER TABLE pending_registrations ADD COLUMN contested INTEGER NOT NULL DEFAULT 0;',
};

export const registrationsMigration = {
  id: 'account-002-pending-registrations',
  up: `
    CREATE TABLE pending_registrations (
      email TEXT PRIMARY KEY,
      password_hash TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      referral_id TEXT,
      identity_provider TEXT,
      identity_open_id TEXT,
      token_hash TEXT NOT NULL UNIQUE,
      code_hash TEXT NOT NULL,
      wrong_codes INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      used_at TEXT
    );
  `,
};

export interface PendingRow {
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  referral_id: string | null;
  /** A WeChat or Alipay identity to link once the email is confirmed (wechat|alipay/register). */
  identity_provider: Provider | null;
  identity_open_id: string | null;
  token_hash: string;
  code_hash: string;
  wrong_codes: number;
  created_at: string;
  used_at: string | null;
  contested: number;
}

export interface NewPending {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  referralId?: string;
  identity?: PendingIdentity;
  /** A registration still waiting for this email was asked with another password. */
  contested?: boolean;
}

/** The registration waiting for `email` (neither used nor expired), if any. */
export function waitingRegistration(db: Db, email: string, now = Date.now()): PendingRow | undefined {
  const row = db
    .prepare<[string], PendingRow>('SELECT * FROM pending_registrations WHERE email = ?')
    .get(normalizeEmail(email));
  return row && !row.used_at && Date.parse(row.created_at) + REGISTRATION_TTL_MS > now ? row : undefined;
}

/** The code is short, so its hash is salted with the email (one table of 10^6 hashes does not fit every row). */
function codeHash(email: string, code: string): string {
  return hashToken(`${normalizeEmail(email)}:${code}`);
}

function newCode(): string {
  return String(crypto.randomInt(0, 10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0');
}

/** Keeps (or replaces) the pending registration of `p.email`; returns the link's token and the code, in clear once. */
export function savePending(db: Db, p: NewPending, now = Date.now()): { token: string; code: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  const code = newCode();
  const email = normalizeEmail(p.email);
  const waiting = waitingRegistration(db, email, now);
  if (waiting) {
    // a second registration of a waiting email: new token and code, nothing else changes
    db.prepare(
      `UPDATE pending_registrations SET token_hash = ?, code_hash = ?, wrong_codes = 0, contested = MAX(contested, ?)
       WHERE email = ?`,
    ).run(hashToken(token), codeHash(email, code), p.contested ? 1 : 0, email);
    return { token, code };
  }
  db.prepare(
    `INSERT INTO pending_registrations (email, password_hash, first_name, last_name, referral_id, identity_provider, identity_open_id,
       token_hash, code_hash, wrong_codes, created_at, used_at, contested)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, NULL, 0)
     ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash, first_name = excluded.first_name,
       last_name = excluded.last_name, referral_id = excluded.referral_id, identity_provider = excluded.identity_provider,
       identity_open_id = excluded.identity_open_id, token_hash = excluded.token_hash,
       code_hash = excluded.code_hash, wrong_codes = 0, created_at = excluded.created_at, used_at = NULL, contested = 0`,
  ).run(
    email,
    p.passwordHash,
    p.firstName.trim(),
    p.lastName.trim(),
    p.referralId ?? null,
    p.identity?.provider ?? null,
    p.identity?.openId ?? null,
    hashToken(token),
    codeHash(email, code),
    new Date(now).toISOString(),
  );
  return { token, code };
}

export type Claimed =
  { ok: true; pending: PendingRow } | { ok: false; reason: Exclude<PendingState, 'valid'> | 'unknown' | 'wrong' };

const state = (row: PendingRow, now: number, byCode: boolean) =>
  pendingState(
    {
      createdAt: Date.parse(row.created_at),
      usedAt: row.used_at ? Date.parse(row.used_at) : null,
      wrongCodes: row.wrong_codes,
    },
    now,
    byCode,
  );

/** Marks the row used, once: two requests racing with one token or code cannot both win. */
function claim(db: Db, row: PendingRow, now: number): Claimed {
  const won = db
    .prepare('UPDATE pending_registrations SET used_at = ? WHERE email = ? AND token_hash = ? AND used_at IS NULL')
    .run(new Date(now).toISOString(), row.email, row.token_hash);
  return won.changes === 1 ? { ok: true, pending: row } : { ok: false, reason: 'used' };
}

/** The mailed link's token -> its pending registration, marked used; unknown, used and expired tokens refused. */
export function claimByToken(db: Db, token: string, now = Date.now()): Claimed {
  const row = db
    .prepare<[string], PendingRow>('SELECT * FROM pending_registrations WHERE token_hash = ?')
    .get(hashToken(token));
  if (!row) return { ok: false, reason: 'unknown' };
  const s = state(row, now, false);
  return s === 'valid' ? claim(db, row, now) : { ok: false, reason: s };
}

/**
 * The typed code for `email`. A wrong code (or none pending) is 'wrong', the same either way, and
 * counts against the pending registration; only the right code learns that it expired or was used.
 */
export function claimByCode(db: Db, email: string, code: string, now = Date.now()): Claimed {
  const row = db
    .prepare<[string], PendingRow>('SELECT * FROM pending_registrations WHERE email = ?')
    .get(normalizeEmail(email));
  if (!row) return { ok: false, reason: 'wrong' };
  const s = state(row, now, true);
  if (s === 'locked') return { ok: false, reason: 'locked' };
  const right = crypto.timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(codeHash(email, code), 'hex'));
  if (!right) {
    if (s === 'valid')
      db.prepare('UPDATE pending_registrations SET wrong_codes = wrong_codes + 1 WHERE email = ?').run(row.email);
    return { ok: false, reason: 'wrong' };
  }
  return s === 'valid' ? claim(db, row, now) : { ok: false, reason: s };
}

/** Rows whose link expired long ago (a day past REGISTRATION_TTL_MS) go; a used row is kept as long, so a second tap reads "already used". */
export function sweepPending(db: Db, now = Date.now()): void {
  db.prepare('DELETE FROM pending_registrations WHERE created_at < ?').run(
    new Date(now - REGISTRATION_TTL_MS - 86_400_000).toISOString(),
  );
}

/**
 * Orders this browser placed as a guest with the email just confirmed join the new account (the
 * "Register" after Order Success): the confirmation proves the email is the shopper's, so the
 * account can hold what was bought with it. Orders of other emails stay the guest's.
 */
export function adoptGuestOrders(db: Db, guestKey: string | null, userId: string, email: string): number {
  if (!guestKey) return 0;
  return db
    .prepare(
      `UPDATE orders SET user_id = ? WHERE owner_key = ? AND user_id IS NULL AND lower(trim(json_extract(details, '$.contact.email'))) = ?`,
    )
    .run(userId, `guest:${guestKey}`, normalizeEmail(email)).changes;
}
