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
  /** A code the reader types (the registration's 6 digits), shown in the log line. */
  code?: string;
  /** Said in the log line only, for the operator (why a mail has no link and what to set). */
  note?: string;
}

/** What a mail says, in the shopper's language (../mail/: the texts of each area). */
export type MailText = Pick<OutgoingMail, 'subject' | 'text'>;

/**
 * The log line's note on a mail sent without its link because the order came through an address
 * that is not this machine and no public origin is set: the store cannot know its own address
 * then (a Host or X-Forwarded-Host can be forged, routes/types.ts mailOrigin), so it must be told.
 */
export const NO_LINK_NOTE =
  'no link: the order came through a Host that is not this machine and STORE_PUBLIC_ORIGIN is not set; ' +
  "set STORE_PUBLIC_ORIGIN to the store's address (e.g. https://shop.example) so mails carry links";

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

/**
 * Where a database's mail is announced (the server's console under `npm start` / `npm run
 * server`), whatever LOG_LEVEL is: on a fresh machine the log line is the only way to the
 * registration code and the reset link.
 */
const mailLogs = new WeakMap<Db, (line: string) => void>();

export function setMailLog(db: Db, write: ((line: string) => void) | null): void {
  if (write) mailLogs.set(db, write);
  else mailLogs.delete(db);
}

/**
 * Writes a line where the database's mail is announced (the mail log, else the logger given):
 * the sandboxed WeChat messages (./wechat-messages.ts) are announced beside the mail.
 */
export function announce(db: Db, line: string, log?: Logger): void {
  const write = mailLogs.get(db);
  if (write) write(line);
  else log?.info(line);
}

/** One readable line per mail: who, what, the code and the link; the full text is in the outbox. */
export function mailLine(id: number, mail: OutgoingMail): string {
  const parts = [`mail #${id} to ${mail.to}: ${mail.subject}`];
  if (mail.code) parts.push(`code ${mail.code}`);
  if (mail.link) parts.push(mail.link);
  if (mail.note) parts.push(mail.note);
  return `${parts.join(' | ')} (full text: outbox table, id ${id})`;
}

/** Keeps the mail in the outbox and announces it (the mail log, else the logger given); returns its id. */
export function sendMail(db: Db, mail: OutgoingMail, log?: Logger, now = new Date()): number {
  const result = db
    .prepare('INSERT INTO outbox (to_email, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(mail.to.toLowerCase(), mail.subject, mail.text, mail.link ?? null, now.toISOString());
  const id = Number(result.lastInsertRowid);
  const line = mailLine(id, mail);
  if (mailLogs.has(db)) announce(db, line);
  else log?.info(`outbox: ${line}`);
  return id;
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
