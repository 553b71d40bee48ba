/** Support requests sent through the contact form (POST message/submitForm), kept for the store's staff. */
import crypto from 'node:crypto';
import type { Db } from '../db';
import type { SupportFormRequest, SupportFormResponse } from '../../../types/api';

export interface SupportMessageRow {
  id: number;
  ticket: string;
  user_id: string | null;
  name: string;
  email: string;
  order_id: string | null;
  message: string;
  created_at: string;
}

export function saveSupportMessage(db: Db, userId: string | null, f: SupportFormRequest): SupportFormResponse {
  const ticketID = `S-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
  const createdAt = new Date().toISOString();
  db.prepare(
    'INSERT INTO support_messages (ticket, user_id, name, email, order_id, message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(ticketID, userId, f.name.trim(), f.email.trim(), f.orderID?.trim() || null, f.message.trim(), createdAt);
  return { ticketID, createdAt };
}

export function supportMessages(db: Db): SupportMessageRow[] {
  return db.prepare<[], SupportMessageRow>('SELECT * FROM support_messages ORDER BY id').all();
}
