/**
 * Reading a registration mail from the reference server's outbox (server/api/models/outbox.ts), as a
 * shopper reads their inbox: the code to type on the signup page and the link to open. Server,
 * e2e and weapp tests register shoppers through it, never through a back door.
 */
import type { Db } from '../../server/api/db';
import { mailTo, type StoredMail } from '../../server/api/models/outbox';
import { VERIFY_CODE_LENGTH } from '../../src/domain/registration';

/** The newest mail to `email`; throws when there is none. */
export function newestMail(db: Db, email: string): StoredMail {
  const mail = mailTo(db, email, 1)[0];
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The code in the newest registration mail to `email` (it stands alone on its line). */
export function mailedCode(db: Db, email: string): string {
  const mail = newestMail(db, email);
  const code = new RegExp(`^(\\d{${VERIFY_CODE_LENGTH}})$`, 'm').exec(mail.text)?.[1];
  if (!code) throw new Error(`no registration code in the mail to ${email}: ${mail.subject}`);
  return code;
}

/** The link's token in the newest registration mail to `email`. */
export function mailedToken(db: Db, email: string): string {
  const link = newestMail(db, email).link;
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no registration link in the mail to ${email}`);
  return token;
}
