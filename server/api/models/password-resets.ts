/**
 * Password reset tokens: 32 random bytes sent to the shopper (base64url), kept only as their
 * SHA-256, valid for RESET_TOKEN_TTL_MS and once. Issuing a new token or using one voids the
 * shopper's other tokens.
 */
import crypto from 'node:crypto';
import type { Db } from '../db';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new token for `userId` (returned in clear once: it goes into the mail). */
export function issueResetToken(db: Db, userId: string, now = Date.now()): string {
  const token = crypto.randomBytes(32).toString('base64url');
  db.transaction(() => {
    db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(
      new Date(now).toISOString(),
      userId,
    );
    db.prepare('INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      hashToken(token),
      userId,
      new Date(now).toISOString(),
      new Date(now + RESET_TOKEN_TTL_MS).toISOString(),
    );
  })();
  return token;
}

export type Redeemed = { ok: true; userId: string } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Marks the token used and answers whose it was; refuses unknown, used and expired tokens. */
export function redeemResetToken(db: Db, token: string, now = Date.now()): Redeemed {
  const row = db
    .prepare<[string], { user_id: string; expires_at: string; used_at: string | null }>(
      'SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = ?',
    )
    .get(hashToken(token));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.used_at) return { ok: false, reason: 'used' };
  if (Date.parse(row.expires_at) <= now) return { ok: false, reason: 'expired' };
  const iso = new Date(now).toISOString();
  // Conditional update: two requests racing with one token cannot both win.
  const won = db
    .prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL')
    .run(iso, hashToken(token));
  if (won.changes !== 1) return { ok: false, reason: 'used' };
  db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(iso, row.user_id);
  return { ok: true, userId: row.user_id };
}
