/**
 * Receipts: when an order is confirmed (paid, or placed to pay at the store) the store
 * "sends" a receipt to the order's contact email through the outbox, with a link that reopens the
 * order without signing in. The link carries a random token; only its SHA-256 is stored, tied to
 * one order, so the link shows that order and no other, and the database never holds it usable.
 */
import crypto from 'node:crypto';
import type { Db } from '../db';
import { parseJson } from '../db';
import type { OrderLine } from '../../../types/api';
import { receiptSubject, receiptText } from '../mail/order-mail';
import { optionText } from './alerts';
import type { OrderDetails, OrderRow } from './order-row';
import { NO_LINK_NOTE, sendMail } from './outbox';

/** Tokens kept per order (each receipt or confirmation page asks for one); older ones expire. */
export const MAX_TOKENS_PER_ORDER = 10;

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/** A new token for the order (32 random bytes, base64url); only its hash is kept. */
export function issueReceiptToken(db: Db, orderId: number, now = new Date()): string {
  const token = crypto.randomBytes(32).toString('base64url');
  db.transaction(() => {
    db.prepare('INSERT INTO receipt_tokens (token_hash, order_id, created_at) VALUES (?, ?, ?)').run(
      hash(token),
      orderId,
      now.toISOString(),
    );
    db.prepare(
      `DELETE FROM receipt_tokens WHERE order_id = ? AND token_hash NOT IN (
         SELECT token_hash FROM receipt_tokens WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
    ).run(orderId, orderId, MAX_TOKENS_PER_ORDER);
  })();
  return token;
}

/** True when `token` was issued for this very order. */
export function tokenOpensOrder(db: Db, token: string, orderId: number): boolean {
  const row = db
    .prepare<[string], { order_id: number }>('SELECT order_id FROM receipt_tokens WHERE token_hash = ?')
    .get(hash(token));
  return !!row && row.order_id === orderId;
}

/** The app's order page for this order and token (spec 2.2: /user/orders). */
export function receiptPath(orderId: number, token: string): string {
  return `/user/orders?orderID=${orderId}&token=${encodeURIComponent(token)}`;
}

type Logger = { info(msg: string): void };

/**
 * Mails the receipt of a confirmed order to its contact email, in the order's language (once per
 * order: a second call for the same order sends nothing). The link is absolute, on the origin the order was placed on
 * (routes/types.ts mailOrigin); an order placed where no trusted origin was known gets no link.
 */
export function sendReceipt(db: Db, row: OrderRow, locationName: string | null, log?: Logger): void {
  const d = parseJson<OrderDetails & { origin?: string; receiptSent?: boolean }>(row.details, {} as OrderDetails);
  if (d.receiptSent || !d.contact?.email) return;
  const link = d.origin ? `${d.origin}${receiptPath(row.id, issueReceiptToken(db, row.id))}` : null;
  // option values in Chinese from the catalogue; in English as the order keeps them
  const options = row.locale === 'zh' ? (l: OrderLine) => optionText(db, l.productId, l.optionPair, 'zh') : undefined;
  sendMail(
    db,
    {
      to: d.contact.email,
      subject: receiptSubject(row),
      text: receiptText(row, d, link, locationName, options),
      ...(link ? { link } : { note: NO_LINK_NOTE }),
    },
    log,
  );
  db.prepare('UPDATE orders SET details = ? WHERE id = ?').run(JSON.stringify({ ...d, receiptSent: true }), row.id);
}
