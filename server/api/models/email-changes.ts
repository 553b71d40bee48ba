/**
 * Profile email changes: the new address takes effect only when the link
 * mailed to it is opened, so nobody moves an account to an address they cannot read (or to a
 * typo). One waiting change per account: asking again voids the earlier link. The token is kept
 * only as its SHA-256, valid for EMAIL_CHANGE_TTL_MS and once.
 */
import crypto from 'node:crypto';
import type { Locale } from '../../../types/api';
import type { Db } from '../db';
import { hashToken } from './password-resets';
import { findUserByEmail, findUserById, normalizeEmail } from './users';

export const EMAIL_CHANGE_TTL_MS = 60 * 60_000;

export const emailChangesMigration = {
  id: 'account-005-email-changes',
  up: `
    CREATE TABLE email_changes (
      token_hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      new_email TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      used_at TEXT
    );
    CREATE INDEX email_changes_user ON email_changes(user_id);
  `,
};

/** The language the change was asked in: the mail sent when it is confirmed (maybe from another device) says it in the same. */
export const emailChangeLocaleMigration = {
  id: 'account-007-email-change-locale',
  up: "ALTER TABLE email_changes ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';",
};

/** A new waiting change of `userId`'s email to `newEmail` (earlier ones void); the token in clear, once. */
export function requestEmailChange(db: Db, userId: string, newEmail: string, locale: Locale, now = Date.now()): string {
  const token = crypto.randomBytes(32).toString('base64url');
  db.transaction(() => {
    db.prepare('UPDATE email_changes SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(
      new Date(now).toISOString(),
      userId,
    );
    db.prepare(
      'INSERT INTO email_changes (token_hash, user_id, new_email, locale, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(
      hashToken(token),
      userId,
      normalizeEmail(newEmail),
      locale,
      new Date(now).toISOString(),
      new Date(now + EMAIL_CHANGE_TTL_MS).toISOString(),
    );
  })();
  return token;
}

export type EmailChangeResult =
  | { ok: true; userId: string; oldEmail: string; newEmail: string; locale: Locale }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' | 'taken' };

/** The mailed link: the account's email becomes the new one (once; not when another account took it meanwhile). */
export function confirmEmailChange(db: Db, token: string, now = Date.now()): EmailChangeResult {
  return db.transaction((): EmailChangeResult => {
    const row = db
      .prepare<
        [string],
        { user_id: string; new_email: string; locale: Locale; expires_at: string; used_at: string | null }
      >('SELECT user_id, new_email, locale, expires_at, used_at FROM email_changes WHERE token_hash = ?')
      .get(hashToken(token));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.used_at) return { ok: false, reason: 'used' };
    if (Date.parse(row.expires_at) <= now) return { ok: false, reason: 'expired' };
    const user = findUserById(db, row.user_id);
    if (!user) return { ok: false, reason: 'unknown' };
    const taken = findUserByEmail(db, row.new_email);
    if (taken && taken.id !== user.id) return { ok: false, reason: 'taken' };
    db.prepare('UPDATE email_changes SET used_at = ? WHERE token_hash = ?').run(
      new Date(now).toISOString(),
      hashToken(token),
    );
    db.prepare('UPDATE users SET email = ? WHERE id = ?').run(row.new_email, user.id);
    return { ok: true, userId: user.id, oldEmail: user.email, newEmail: row.new_email, locale: row.locale };
  })();
}
