/**
 * common3: sign on, logout (spec 7.1). Registration: routes/registration.ts.
 */
import { adoptGuestOrders } from '../models/registrations';
import { GUEST_SESSION_KEY } from '../models/orders';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type { OkResponse, SignonRequest, SignonResponse } from '../../../types/api';
import { ApiError } from '../http/errors';
import { sameSiteOnly } from '../http/xsrf';
import { rememberBrowserAccount } from '../http/referral';
import { enforce, signInSucceeded, signInVerdicts } from '../http/rate-limit';
import {
  findUserByEmail,
  getDummyHash,
  normalizeEmail,
  recordLogin,
  toProfile,
  verifyPassword,
  type UserRow,
} from '../models/users';
import type { RouteModule } from './types';

const email = { type: 'string', minLength: 1, maxLength: 254 } as const;

/**
 * What else a browser did as a guest that joins the account it signs in to (an extension's own
 * records: the alerts asked for with the account's email). Each runs inside the sign-in.
 */
export const signInAdoptions: ((db: Db, req: FastifyRequest, user: UserRow) => void)[] = [];

/** Rotates the session (a new id, same values) and puts the shopper in it. */
export function signIn(db: Db, req: FastifyRequest, user: UserRow): SignonResponse {
  req.session.rotate();
  req.session.update({ userId: user.id });
  rememberBrowserAccount(req, user.id);
  // this browser's guest orders placed with the account's own email join it; others stay the guest's
  adoptGuestOrders(db, req.session.get<string>(GUEST_SESSION_KEY) ?? null, user.id, user.email);
  for (const adopt of signInAdoptions) adopt(db, req, user);
  const lastLoginDate = recordLogin(db, user.id);
  return { user: toProfile(user), userID: user.id, lastLoginDate };
}

const accountRoutes: RouteModule = (app, { db }) => {
  app.post<{ Body: SignonRequest }>(
    '/common3/signon',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email, password: { type: 'string', minLength: 1, maxLength: 128 } },
        },
      },
    },
    async (req, reply): Promise<SignonResponse> => {
      const limits = app.accountLimiters;
      const accountKey = `account:${normalizeEmail(req.body.email)}`;
      enforce(reply, signInVerdicts(limits, accountKey, req.ip));
      const user = findUserByEmail(db, req.body.email);
      const ok = await verifyPassword(req.body.password, user?.password_hash ?? getDummyHash());
      if (!user || !ok) throw new ApiError(401, 'UNAUTHORIZED', 'Incorrect email or password');
      // only failures count against the account
      signInSucceeded(limits, accountKey, req.ip);
      return signIn(db, req, user);
    },
  );

  // A GET in the spec: the XSRF token cannot guard it, so cross-site requests are refused.
  app.get('/common3/logout', { onRequest: sameSiteOnly }, (req): OkResponse => {
    if (req.session.id) {
      req.session.rotate();
      req.session.update({ userId: null });
    }
    return { ok: true };
  });
};

export default accountRoutes;
