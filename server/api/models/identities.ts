/**
 * WeChat and Alipay identities linked to store accounts: (provider, open id) -> user, at most one
 * per provider and account. The sandboxes derive a stable open id from a login code.
 */
import crypto from 'node:crypto';
import type { Db } from '../db';

export type Provider = 'wechat' | 'alipay';

/** The identity a login brought, kept in the session until it is registered or linked. */
export const SESSION_PENDING_IDENTITY = 'pendingIdentity';

export interface PendingIdentity {
  provider: Provider;
  openId: string;
}

export const ALIPAY_SANDBOX_APP_ID = 'sandbox-alipay-app';
export const ALIPAY_TEST_INVALID_CODE = 'sandbox-invalid-code';

/**
 * The Alipay sandbox's user id for an auth code (deterministic, like WeChat's sandboxOpenId). A
 * sandbox code names its Alipay user by what comes before its last '_' (`vera_1` and `vera_2` are
 * two codes of one user; a code without '_' names a user of its own), so one user can sign in
 * again with a new code: each code works once (routes/alipay.ts), as Alipay's do.
 */
export function sandboxAlipayUserId(code: string): string {
  const cut = code.lastIndexOf('_');
  const who = cut > 0 ? code.slice(0, cut) : code;
  return (
    '2088' +
    BigInt('0x' + crypto.createHash('sha256').update(who).digest('hex').slice(0, 15))
      .toString()
      .padStart(12, '0')
      .slice(0, 12)
  );
}

export function userForIdentity(db: Db, provider: Provider, openId: string): string | undefined {
  return db
    .prepare<[string, string], { user_id: string }>(
      'SELECT user_id FROM external_identities WHERE provider = ? AND open_id = ?',
    )
    .get(provider, openId)?.user_id;
}

export function isBound(db: Db, provider: Provider, userId: string): boolean {
  return !!db.prepare('SELECT 1 FROM external_identities WHERE provider = ? AND user_id = ?').get(provider, userId);
}

/** Links; false when the identity or the account already has a link of this provider. */
export function linkIdentity(db: Db, provider: Provider, openId: string, userId: string): boolean {
  const r = db
    .prepare(
      'INSERT INTO external_identities (provider, open_id, user_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    )
    .run(provider, openId, userId, new Date().toISOString());
  return r.changes === 1;
}
