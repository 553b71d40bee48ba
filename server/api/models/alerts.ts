/**
 * Extension `alerts` (types/alerts.ts): a shopper's "tell me when it is back" and "tell me when it
 * is cheaper". One row per alert; its recipient is a lower-cased email or a WeChat recipient key.
 * At most one open (pending or active) alert per product, option, kind, channel and recipient:
 * asking again answers the same one. Who may list or cancel it: the account that asked, or the
 * browser that asked as a guest (a random key kept in its session), nobody else.
 *
 * The mailed links carry random tokens (32 bytes); only their SHA-256 is stored, each for one
 * alert and one purpose (confirm or unsubscribe), so a confirm link cannot unsubscribe and no
 * token can be read back from the database. The firing is in ./alert-fire.ts.
 */
import crypto from 'node:crypto';
import type { AreaData, Db } from '../db';
import type { Alert, AlertChannel, AlertKind, AlertStatus, Locale } from '../../../types/api';
import { clockNow } from '../http/clock';
import { optionPriceDelta, productOptions, type StoredOption } from './inventory';

export const alertsData: AreaData = {
  area: 'ext-alerts',
  migrations: [
    {
      id: 'ext-alerts-001',
      up: `
        CREATE TABLE alerts (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
          option_pair TEXT NOT NULL DEFAULT '',
          kind TEXT NOT NULL CHECK (kind IN ('stock', 'price')),
          channel TEXT NOT NULL CHECK (channel IN ('email', 'wechat')),
          recipient TEXT NOT NULL,
          user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
          guest_key TEXT,
          status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'sent', 'cancelled')),
          price INTEGER NOT NULL,
          currency TEXT NOT NULL,
          locale TEXT NOT NULL,
          origin TEXT,
          created_at TEXT NOT NULL,
          changed_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX alerts_open ON alerts(product_id, option_pair, kind, channel, recipient)
          WHERE status IN ('pending', 'active');
        CREATE INDEX alerts_firing ON alerts(product_id, kind, status);
        CREATE INDEX alerts_user ON alerts(user_id);
        CREATE INDEX alerts_guest ON alerts(guest_key);
        CREATE INDEX alerts_recipient ON alerts(channel, recipient, status);
        CREATE TABLE alert_tokens (
          token_hash TEXT PRIMARY KEY,
          alert_id INTEGER NOT NULL REFERENCES alerts(id) ON DELETE CASCADE,
          purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
          created_at TEXT NOT NULL
        );
        CREATE INDEX alert_tokens_alert ON alert_tokens(alert_id, purpose);
        -- which outbox mail a fired alert sent (the sandbox page shows a browser its own)
        CREATE TABLE alert_mails (
          mail_id INTEGER PRIMARY KEY,
          alert_id INTEGER NOT NULL REFERENCES alerts(id) ON DELETE CASCADE
        );
        CREATE INDEX alert_mails_alert ON alert_mails(alert_id);
      `,
    },
  ],
};

export interface AlertRow {
  id: number;
  product_id: number;
  option_pair: string;
  kind: AlertKind;
  channel: AlertChannel;
  recipient: string;
  user_id: string | null;
  guest_key: string | null;
  status: AlertStatus;
  price: number;
  currency: string;
  locale: Locale;
  origin: string | null;
  created_at: string;
  changed_at: string;
}

/** Who is asking: an account, else the browser's guest key (and, in the mini-program, the WeChat open id). */
export interface Asker {
  userId: string | null;
  guestKey: string;
}

export type TokenPurpose = 'confirm' | 'unsubscribe';

/** A confirm link works this long; an unsubscribe link as long as its alert exists. */
export const CONFIRM_TTL_MS = 7 * 24 * 3600 * 1000;

const nowIso = (db: Db) => new Date(clockNow(db)).toISOString();
const hash = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

export function findAlert(db: Db, id: number): AlertRow | undefined {
  return db.prepare<[number], AlertRow>('SELECT * FROM alerts WHERE id = ?').get(id);
}

/** The open alert for the same thing to the same recipient, if any. */
export function findOpenAlert(
  db: Db,
  a: { productId: number; optionPair: string; kind: AlertKind; channel: AlertChannel; recipient: string },
): AlertRow | undefined {
  return db
    .prepare<[number, string, string, string, string], AlertRow>(
      `SELECT * FROM alerts WHERE product_id = ? AND option_pair = ? AND kind = ? AND channel = ? AND recipient = ?
         AND status IN ('pending', 'active')`,
    )
    .get(a.productId, a.optionPair, a.kind, a.channel, a.recipient);
}

export function countOpenAlerts(db: Db, channel: AlertChannel, recipient: string): number {
  return db
    .prepare<[string, string], { n: number }>(
      "SELECT COUNT(*) AS n FROM alerts WHERE channel = ? AND recipient = ? AND status IN ('pending', 'active')",
    )
    .get(channel, recipient)!.n;
}

export interface NewAlert {
  productId: number;
  optionPair: string;
  kind: AlertKind;
  channel: AlertChannel;
  recipient: string;
  status: 'pending' | 'active';
  price: number;
  currency: string;
  locale: Locale;
  origin: string | null;
  asker: Asker;
}

export function insertAlert(db: Db, a: NewAlert): AlertRow {
  const at = nowIso(db);
  const id = db
    .prepare(
      `INSERT INTO alerts (product_id, option_pair, kind, channel, recipient, user_id, guest_key, status, price,
         currency, locale, origin, created_at, changed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      a.productId,
      a.optionPair,
      a.kind,
      a.channel,
      a.recipient,
      a.asker.userId,
      a.asker.userId ? null : a.asker.guestKey,
      a.status,
      a.price,
      a.currency,
      a.locale,
      a.origin,
      at,
      at,
    ).lastInsertRowid;
  return findAlert(db, Number(id))!;
}

/** Changes an alert's status, only from one of `from`; true when it changed. */
export function moveAlert(db: Db, id: number, from: AlertStatus[], to: AlertStatus): boolean {
  return (
    db
      .prepare(
        `UPDATE alerts SET status = ?, changed_at = ? WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})`,
      )
      .run(to, nowIso(db), id, ...from).changes === 1
  );
}

/** An account takes over an open alert to its own email (its address is its own: verified when it registered). */
export function adoptAlert(db: Db, id: number, userId: string): void {
  db.prepare('UPDATE alerts SET user_id = ?, guest_key = NULL, changed_at = ? WHERE id = ?').run(
    userId,
    nowIso(db),
    id,
  );
}

/**
 * A browser's open guest alerts join the account it signs in to when they go where the account's
 * do: mailed to the account's own email (proven: it was confirmed when the account was made, so
 * one still waiting for its confirmation is active now), or this device's WeChat. Alerts to
 * another address stay the guest's, as its orders do.
 */
export function adoptGuestAlerts(db: Db, guestKey: string, userId: string, email: string): number {
  return db
    .prepare(
      `UPDATE alerts SET user_id = ?, guest_key = NULL, changed_at = ?,
         status = CASE WHEN channel = 'email' THEN 'active' ELSE status END
       WHERE user_id IS NULL AND guest_key = ? AND status IN ('pending', 'active')
         AND (channel = 'wechat' OR lower(recipient) = ?)`,
    )
    .run(userId, nowIso(db), guestKey, email.trim().toLowerCase()).changes;
}

/** The asker's alerts, newest first: the account's, or (as a guest) this browser's. */
export function alertsOf(db: Db, asker: Asker, limit = 100): AlertRow[] {
  if (asker.userId) {
    return db
      .prepare<[string, number], AlertRow>('SELECT * FROM alerts WHERE user_id = ? ORDER BY id DESC LIMIT ?')
      .all(asker.userId, limit);
  }
  return db
    .prepare<[string, number], AlertRow>(
      'SELECT * FROM alerts WHERE user_id IS NULL AND guest_key = ? ORDER BY id DESC LIMIT ?',
    )
    .all(asker.guestKey, limit);
}

/** True when the asker may see and cancel the alert (its account, or the browser that asked as a guest). */
export function ownsAlert(row: AlertRow, asker: Asker): boolean {
  if (row.user_id) return row.user_id === asker.userId;
  return !asker.userId && row.guest_key === asker.guestKey;
}

/** A new token for the alert and purpose; only its hash is kept. */
export function issueAlertToken(db: Db, alertId: number, purpose: TokenPurpose): string {
  const token = crypto.randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO alert_tokens (token_hash, alert_id, purpose, created_at) VALUES (?, ?, ?, ?)').run(
    hash(token),
    alertId,
    purpose,
    nowIso(db),
  );
  return token;
}

/** The alert a token of this purpose was issued for (a confirm token only within CONFIRM_TTL_MS). */
export function alertOfToken(db: Db, token: string, purpose: TokenPurpose): AlertRow | undefined {
  const row = db
    .prepare<[string, string], { alert_id: number; created_at: string }>(
      'SELECT alert_id, created_at FROM alert_tokens WHERE token_hash = ? AND purpose = ?',
    )
    .get(hash(token), purpose);
  if (!row) return undefined;
  if (purpose === 'confirm' && clockNow(db) - Date.parse(row.created_at) > CONFIRM_TTL_MS) return undefined;
  return findAlert(db, row.alert_id);
}

/** Cancels every open alert to the recipient of `row` (an unsubscribe link's reach); how many. */
export function cancelAllTo(db: Db, row: AlertRow): number {
  return db
    .prepare(
      `UPDATE alerts SET status = 'cancelled', changed_at = ? WHERE channel = ? AND recipient = ?
         AND status IN ('pending', 'active')`,
    )
    .run(nowIso(db), row.channel, row.recipient).changes;
}

/** The price of a product's option combination now (the product's price and the options' surcharges). */
export function priceNow(db: Db, productId: number, optionPair: string): number | undefined {
  const row = db
    .prepare<[number], { price: number; options: string }>(
      "SELECT price, options FROM products WHERE id = ? AND record_status = 'ACTIVE'",
    )
    .get(productId);
  if (!row) return undefined;
  return row.price + optionPriceDelta(JSON.parse(row.options) as StoredOption[], optionPair);
}

/** The chosen values' names in a language (`Small, White`), '' without options. */
export function optionText(db: Db, productId: number, optionPair: string, locale: Locale): string {
  const options = productOptions(db, productId) ?? [];
  return optionPair
    .split('|')
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      const value = options
        .find((o) => o.name === part.slice(0, colon))
        ?.values.find((v) => v.value === part.slice(colon + 1));
      return value?.nameContent[locale] || part.slice(colon + 1);
    })
    .join(', ');
}

/** The product's name in a language, '' when it is gone. */
export function productName(db: Db, productId: number, locale: Locale): string {
  const row = db
    .prepare<[number], { name_en: string; name_zh: string }>('SELECT name_en, name_zh FROM products WHERE id = ?')
    .get(productId);
  return row ? (locale === 'zh' ? row.name_zh || row.name_en : row.name_en) : '';
}

/** The alert as the app reads it, in the request's language. */
export function toAlert(db: Db, row: AlertRow, locale: Locale): Alert {
  return {
    id: row.id,
    productId: row.product_id,
    optionPair: row.option_pair || null,
    kind: row.kind,
    status: row.status,
    channel: row.channel,
    productName: productName(db, row.product_id, locale),
    price: row.price,
    currencyCode: row.currency,
    createdAt: row.created_at,
  };
}
