/**
 * Shoppers: accounts with scrypt-hashed passwords (node:crypto), profile and referral fields.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../db';
import type { Membership, UserProfile } from '../../../types/api';

const scrypt = promisify(crypto.scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: crypto.ScryptOptions,
) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1 };
const KEY_LEN = 32;

function format(salt: Buffer, key: Buffer): string {
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  return format(salt, await scrypt(password, salt, KEY_LEN, SCRYPT));
}

/** Synchronous variant for seeds (they run inside a database transaction). */
export function hashPasswordSync(password: string): string {
  const salt = crypto.randomBytes(16);
  return format(salt, crypto.scryptSync(password, salt, KEY_LEN, SCRYPT));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/** A hash of a random password: verified against when the email is unknown, to keep timing even. */
let dummyHash: string | null = null;
export function getDummyHash(): string {
  dummyHash ??= hashPasswordSync(crypto.randomBytes(12).toString('hex'));
  return dummyHash;
}

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  phone: string | null;
  my_id: string;
  referrer_user_group: string | null;
  membership_name: string | null;
  membership_expires_at: string | null;
  created_at: string;
  last_login_at: string | null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?').get(normalizeEmail(email));
}

export function findUserById(db: Db, id: string): UserRow | undefined {
  return db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  referrerUserGroup?: string | null;
  membership?: Membership | null;
  myId?: string;
}

/** Inserts a shopper; returns undefined when the email is already registered. */
export function createUser(db: Db, u: NewUser): UserRow | undefined {
  const id = crypto.randomUUID();
  const result = db
    .prepare(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, my_id, referrer_user_group,
         membership_name, membership_expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(email) DO NOTHING`,
    )
    .run(
      id,
      normalizeEmail(u.email),
      u.passwordHash,
      u.firstName.trim(),
      u.lastName.trim(),
      u.myId ?? newReferralId(),
      u.referrerUserGroup ?? null,
      u.membership?.name ?? null,
      u.membership?.expiresAt ?? null,
      new Date().toISOString(),
    );
  return result.changes === 1 ? findUserById(db, id) : undefined;
}

export function recordLogin(db: Db, id: string): string {
  const now = new Date().toISOString();
  db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?').run(now, id);
  return now;
}

export function toProfile(u: UserRow): UserProfile {
  return {
    userID: u.id,
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    profileImage: u.profile_image,
    phone: u.phone ?? '',
  };
}

export function toMembership(u: UserRow): Membership | null {
  return u.membership_name ? { name: u.membership_name, expiresAt: u.membership_expires_at } : null;
}

function newReferralId(): string {
  return `MJ${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Replaces the password hash and ends every session of the shopper except `keepSessionId`. */
export function setPassword(db: Db, id: string, passwordHash: string, keepSessionId: string | null): void {
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, id);
    endSessions(db, id, keepSessionId);
  })();
}

/** Deletes the shopper's sessions (all, or all but `keepSessionId`). */
export function endSessions(db: Db, id: string, keepSessionId: string | null): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ? AND id IS NOT ?').run(id, keepSessionId);
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Saves name, email and phone; returns false when the email belongs to another shopper. */
export function updateProfile(db: Db, id: string, p: ProfileChange): boolean {
  const taken = findUserByEmail(db, p.email);
  if (taken && taken.id !== id) return false;
  db.prepare('UPDATE users SET first_name = ?, last_name = ?, email = ?, phone = ? WHERE id = ?').run(
    p.firstName.trim(),
    p.lastName.trim(),
    normalizeEmail(p.email),
    p.phone.trim(),
    id,
  );
  return true;
}

export function setProfileImage(db: Db, id: string, url: string | null): void {
  db.prepare('UPDATE users SET profile_image = ? WHERE id = ?').run(url, id);
}
