/**
 * The WeChat sandbox's login codes, as WeChat issues them: random, single-use, valid for
 * WECHAT_CODE_TTL_MS (once, the sandbox's code was the browser's cookie, the same on every
 * visit and never expiring, so a leaked code signed anyone in as that WeChat user for ever).
 *
 * - The WeChat browser's authorize page (routes/sandbox-wechat.ts) issues a code for its sandbox
 *   WeChat user; exchanging it answers that user's open id, once, within the time limit.
 * - The mini-program's wx.login codes come from WeChat itself, not from this server: the sandbox
 *   derives their open id from the code and accepts each one once.
 * Only SHA-256 hashes of the codes are kept.
 */
import crypto from 'node:crypto';
import type { Db } from '../db';

/** A WeChat login code lives five minutes (WeChat's documented lifetime). */
export const WECHAT_CODE_TTL_MS = 5 * 60_000;

export const wechatCodesMigration = {
  id: 'account-003-sandbox-wechat-codes',
  up: `
    CREATE TABLE sandbox_wechat_codes (
      code_hash TEXT PRIMARY KEY,
      open_id TEXT,
      issued_at TEXT NOT NULL,
      used_at TEXT
    );
    CREATE INDEX sandbox_wechat_codes_issued ON sandbox_wechat_codes(issued_at);
  `,
};

const hash = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

/** A new code for the sandbox WeChat user whose open id is `openId`. */
export function issueWechatCode(db: Db, openId: string, now = Date.now()): string {
  const code = `wx${crypto.randomBytes(24).toString('base64url')}`;
  db.prepare('INSERT INTO sandbox_wechat_codes (code_hash, open_id, issued_at) VALUES (?, ?, ?)').run(
    hash(code),
    openId,
    new Date(now).toISOString(),
  );
  // codes long past use go (a used one is kept as long, so it stays refused while it could matter)
  db.prepare('DELETE FROM sandbox_wechat_codes WHERE open_id IS NOT NULL AND issued_at < ?').run(
    new Date(now - 24 * 3_600_000).toISOString(),
  );
  return code;
}

/**
 * Uses a code once. An issued code answers its open id while fresh and unused; a code this server
 * did not issue (the mini-program's) answers `derive(code)` the first time only. Undefined: refused.
 */
export function redeemWechatCode(
  db: Db,
  code: string,
  derive: (code: string) => string,
  now = Date.now(),
): string | undefined {
  const h = hash(code);
  const at = new Date(now).toISOString();
  return db.transaction((): string | undefined => {
    const row = db
      .prepare<[string], { open_id: string | null; issued_at: string; used_at: string | null }>(
        'SELECT open_id, issued_at, used_at FROM sandbox_wechat_codes WHERE code_hash = ?',
      )
      .get(h);
    if (row) {
      if (row.used_at || !row.open_id || Date.parse(row.issued_at) + WECHAT_CODE_TTL_MS < now) return undefined;
      db.prepare('UPDATE sandbox_wechat_codes SET used_at = ? WHERE code_hash = ?').run(at, h);
      return row.open_id;
    }
    // a mini-program code: remembered as used (no open id kept), so it works once
    db.prepare('INSERT INTO sandbox_wechat_codes (code_hash, open_id, issued_at, used_at) VALUES (?, NULL, ?, ?)').run(
      h,
      at,
      at,
    );
    return derive(code);
  })();
}
