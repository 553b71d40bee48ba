/**
 * The demo shopper (users and sessions tables belong to `coreData` in db.ts).
 * Sign in with demo@example.com / demo1234.
 */
import type { AreaData } from '../db';
import { createUser, hashPasswordSync } from '../models/users';
import { registrationAsksMigration } from '../models/registration-asks';
import { contestedRegistrationsMigration, registrationsMigration } from '../models/registrations';
import { emailChangeLocaleMigration, emailChangesMigration } from '../models/email-changes';
import { wechatCodesMigration } from '../models/wechat-codes';

export const DEMO_USER = {
  email: 'demo@example.com',
  password: 'demo1234',
  firstName: 'Dana',
  lastName: 'Chen',
  myId: 'MJDEMO01',
  referrerUserGroup: 'Founding Shoppers',
  membership: { name: 'Jade Club', expiresAt: '2099-12-31' },
};

export const accountData: AreaData = {
  area: 'account',
  migrations: [
    {
      id: 'account-001-profile-resets-addresses-identities',
      up: `
        ALTER TABLE users ADD COLUMN phone TEXT;
        CREATE TABLE password_resets (
          token_hash TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL,
          used_at TEXT
        );
        CREATE INDEX password_resets_user ON password_resets(user_id);
        CREATE TABLE addresses (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          type TEXT NOT NULL CHECK (type IN ('DELIVERY', 'BILLING')),
          first_name TEXT NOT NULL,
          last_name TEXT NOT NULL,
          phone TEXT NOT NULL,
          street TEXT NOT NULL,
          unit TEXT NOT NULL DEFAULT '',
          city TEXT NOT NULL,
          province TEXT NOT NULL,
          post_code TEXT NOT NULL,
          country TEXT NOT NULL,
          is_default INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL
        );
        CREATE INDEX addresses_user ON addresses(user_id, type);
        CREATE TABLE external_identities (
          provider TEXT NOT NULL CHECK (provider IN ('wechat', 'alipay')),
          open_id TEXT NOT NULL,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          created_at TEXT NOT NULL,
          PRIMARY KEY (provider, open_id),
          UNIQUE (provider, user_id)
        );
      `,
    },
    registrationsMigration,
    wechatCodesMigration,
    contestedRegistrationsMigration,
    emailChangesMigration,
    registrationAsksMigration,
    emailChangeLocaleMigration,
  ],
  seed(db) {
    createUser(db, {
      email: DEMO_USER.email,
      passwordHash: hashPasswordSync(DEMO_USER.password),
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      myId: DEMO_USER.myId,
      referrerUserGroup: DEMO_USER.referrerUserGroup,
      membership: DEMO_USER.membership,
    });
  },
};
