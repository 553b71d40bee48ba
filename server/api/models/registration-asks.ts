/**
 * What each browser asked for when it registered an email: its password (hashed), names,
 * referrer and the outside identity (WeChat, Alipay) it started from. The pending registration
 * (models/registrations.ts) holds one row per email and the mailed code; this table holds one row
 * per email and browser, found again by a random key kept in that browser's session.
 *
 * Why: the mailed code proves who owns the email, not who asked. A stranger who signed in with
 * their own WeChat and registered someone else's email first must not see that identity (nor
 * their names or referrer) joined to the account the owner then confirms in their own browser.
 * The confirming browser's own ask is the one that counts; a browser that asked nothing (the mail
 * link opened elsewhere) gets the pending registration's account, never an outside identity.
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { REGISTRATION_TTL_MS } from '../../../src/domain/registration';
import type { PendingIdentity, Provider } from './identities';
import { hashToken } from './password-resets';
import { normalizeEmail } from './users';

export const registrationAsksMigration = {
  id: 'account-006-registration-asks',
  up: `
    CREATE TABLE registration_asks (
      email TEXT NOT NULL,
      browser_hash TEXT NOT NULL,
      password_hash TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      referral_id TEXT,
      identity_provider TEXT,
      identity_open_id TEXT,
      created_at TEXT NOT NULL,
      PRIMARY KEY (email, browser_hash)
    );
    CREATE INDEX registration_asks_created ON registration_asks(created_at);
  `,
};

/** The session value naming this browser's registrations (random, never sent to the browser). */
export const SESSION_REGISTRATION_KEY = 'registrationKey';

export interface AskRow {
  password_hash: string;
  first_name: string;
  last_name: string;
  referral_id: string | null;
  identity_provider: Provider | null;
  identity_open_id: string | null;
}

export interface NewAsk {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  referralId?: string;
  identity?: PendingIdentity;
}

/**
 * This browser's registration key, made on its first registration (whatever the email, so the
 * session changes the same way for a new and a taken one; kept before the answer is out).
 */
export function registrationKey(req: FastifyRequest): string {
  let key = req.session.get<string>(SESSION_REGISTRATION_KEY);
  if (!key) {
    key = crypto.randomBytes(24).toString('base64url');
    req.session.set(SESSION_REGISTRATION_KEY, key);
  }
  return key;
}

/** Records (or replaces) the ask for `a.email` of the browser whose registration key is `key`. */
export function saveAsk(db: Db, key: string, a: NewAsk, now = Date.now()): void {
  db.prepare(
    `INSERT INTO registration_asks (email, browser_hash, password_hash, first_name, last_name, referral_id,
       identity_provider, identity_open_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(email, browser_hash) DO UPDATE SET password_hash = excluded.password_hash,
       first_name = excluded.first_name, last_name = excluded.last_name, referral_id = excluded.referral_id,
       identity_provider = excluded.identity_provider, identity_open_id = excluded.identity_open_id,
       created_at = excluded.created_at`,
  ).run(
    normalizeEmail(a.email),
    hashToken(key),
    a.passwordHash,
    a.firstName.trim(),
    a.lastName.trim(),
    a.referralId ?? null,
    a.identity?.provider ?? null,
    a.identity?.openId ?? null,
    new Date(now).toISOString(),
  );
  db.prepare('DELETE FROM registration_asks WHERE created_at < ?').run(
    new Date(now - REGISTRATION_TTL_MS - 86_400_000).toISOString(),
  );
}

/**
 * This browser's ask for `email` made while the pending registration created at `since` waited,
 * removed (with every other browser's ask for the email): an email is confirmed once.
 */
export function takeAsk(db: Db, req: FastifyRequest, email: string, since: string): AskRow | undefined {
  const address = normalizeEmail(email);
  const key = req.session.get<string>(SESSION_REGISTRATION_KEY);
  const row = key
    ? db
        .prepare<[string, string, string], AskRow>(
          'SELECT * FROM registration_asks WHERE email = ? AND browser_hash = ? AND created_at >= ?',
        )
        .get(address, hashToken(key), since)
    : undefined;
  db.prepare('DELETE FROM registration_asks WHERE email = ?').run(address);
  return row;
}
