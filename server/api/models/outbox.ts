/**
 * The reference server's outbox: mail the store "sends" (password reset links, order receipts)
 * is kept in the `outbox` table instead, and printed in the server log, so a developer and the
 * tests can read it. A real istore deployment sends these through its own mail service.
 */
import type { AreaData, Db } from '../db';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain-text body, as a mail client would show it. */
  text: string;
  /** The one link the mail is about (reset link, receipt link), when there is one. */
  link?: string;
}

export interface StoredMail extends OutgoingMail {
  id: number;
  createdAt: string;
}

export const outboxData: AreaData = {
  area: 'outbox',
  migrations: [
    {
      id: 'outbox-001-outbox',
      up: `
        CREATE TABLE outbox (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          to_email TEXT NOT NULL,
          subject TEXT NOT NULL,
          body TEXT NOT NULL,
          link TEXT,
          created_at TEXT NOT NULL
        );
        CREATE INDEX outbox_to_email ON outbox(to_email);
      `,
    },
  ],
};

type Logger = { info(msg: string): void };

/** Keeps the mail in the outbox (and logs it when a logger is given); returns its id. */
export function sendMail(db: Db, mail: OutgoingMail, log?: Logger, now = new Date()): number {
  const result = db
    .prepare('INSERT INTO outbox (to_email, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(mail.to.toLowerCase(), mail.subject, mail.text, mail.link ?? null, now.toISOString());
  log?.info(`outbox: mail to ${mail.to}: ${mail.subject}${mail.link ? ` ${mail.link}` : ''}`);
  return Number(result.lastInsertRowid);
}

/** Mail sent to `to` (case-insensitive), newest first. */
export function mailTo(db: Db, to: string, limit = 20): StoredMail[] {
  const rows = db
    .prepare(
      'SELECT id, to_email, subject, body, link, created_at FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT ?',
    )
    .all(to.toLowerCase(), limit) as {
    id: number;
    to_email: string;
    subject: string;
    body: string;
    link: string | null;
    created_at: string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    to: r.to_email,
    subject: r.subject,
    text: r.body,
    ...(r.link ? { link: r.link } : {}),
    createdAt: r.created_at,
  }));
}
