/**
 * The demo shopper (users and sessions tables belong to `coreData` in db.ts).
 * Sign in with demo@example.com / demo1234.
 */
import type { AreaData } from '../db';
import { createUser, hashPasswordSync } from '../models/users';

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
  migrations: [],
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
