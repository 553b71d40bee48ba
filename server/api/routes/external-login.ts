/**
 * Signing in with an outside identity (WeChat, Alipay), the same three steps for both:
 * - login { code }: the code maps to the identity's open id; a linked identity signs its account
 *   in ({ linked: true, ...signon }); else the identity waits in the session ({ linked: false }).
 * - register { email, firstName, lastName, password? }: a new account for the waiting identity, once
 *   its email is confirmed (the answer and mails of clientRegistration, routes/registration.ts).
 * - link { email, password }: the waiting identity joins an existing account (credentials checked
 *   and throttled as sign-in is).
 */
import { PERSON_NAME as name } from '../http/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  ExternalLinkRequest,
  ExternalLoginResponse,
  ExternalRegisterRequest,
  RegistrationResponse,
  SignonResponse,
} from '../../../types/api';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { enforce, signInSucceeded, signInVerdicts } from '../http/rate-limit';
import {
  linkIdentity,
  SESSION_PENDING_IDENTITY,
  userForIdentity,
  type PendingIdentity,
  type Provider,
} from '../models/identities';
import { findUserByEmail, findUserById, getDummyHash, normalizeEmail, verifyPassword } from '../models/users';
import { signIn } from './account';
import { registrationLimits, requestRegistration } from './registration';

const NAMES: Record<Provider, string> = { wechat: 'WeChat', alipay: 'Alipay' };

export const registerBody = {
  type: 'object',
  required: ['email', 'firstName', 'lastName'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', minLength: 3, maxLength: 254, format: 'email' },
    firstName: name,
    lastName: name,
    password: { type: 'string', minLength: 8, maxLength: 128 },
  },
} as const;
export const linkBody = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;

/** After the provider's code became `openId`: signs in a linked account, else keeps the identity waiting. */
export function loginWithIdentity(
  db: Db,
  req: FastifyRequest,
  provider: Provider,
  openId: string,
): ExternalLoginResponse {
  const userId = userForIdentity(db, provider, openId);
  const user = userId ? findUserById(db, userId) : undefined;
  if (user) {
    req.session.set(SESSION_PENDING_IDENTITY, undefined);
    return { linked: true, ...signIn(db, req, user) };
  }
  req.session.set(SESSION_PENDING_IDENTITY, { provider, openId } satisfies PendingIdentity);
  return { linked: false };
}

function pending(req: FastifyRequest, provider: Provider): PendingIdentity {
  const p = req.session.get<PendingIdentity>(SESSION_PENDING_IDENTITY);
  if (!p || p.provider !== provider) throw new ApiError(409, 'CONFLICT', `Sign in with ${NAMES[provider]} first`);
  return p;
}

/**
 * register for the waiting identity: the same neutral answer and mails as clientRegistration
 * (routes/registration.ts); the identity is linked when the email is confirmed, so nobody can
 * hold an account under someone else's email, nor learn whether an email has one.
 */
export function registerWithIdentity(app: FastifyInstance, db: Db, provider: Provider) {
  return async (
    req: FastifyRequest<{ Body: ExternalRegisterRequest }>,
    reply: FastifyReply,
  ): Promise<RegistrationResponse> => {
    enforce(reply, registrationLimits(app, req, req.body.email));
    const p = pending(req, provider);
    const b = req.body;
    return requestRegistration(app, db, req, reply, {
      email: b.email,
      password: b.password,
      firstName: b.firstName,
      lastName: b.lastName,
      identity: p,
    });
  };
}

export function linkWithIdentity(app: FastifyInstance, db: Db, provider: Provider) {
  return async (req: FastifyRequest<{ Body: ExternalLinkRequest }>, reply: FastifyReply): Promise<SignonResponse> => {
    const limits = app.accountLimiters;
    const key = `account:${normalizeEmail(req.body.email)}`;
    enforce(reply, signInVerdicts(limits, key, req.ip));
    const p = pending(req, provider);
    const user = findUserByEmail(db, req.body.email);
    const ok = await verifyPassword(req.body.password, user?.password_hash ?? getDummyHash());
    if (!user || !ok) throw new ApiError(401, 'UNAUTHORIZED', 'Incorrect email or password');
    signInSucceeded(limits, key, req.ip);
    if (!linkIdentity(db, provider, p.openId, user.id)) {
      throw new ApiError(409, 'CONFLICT', `This account is already linked to another ${NAMES[provider]} account`);
    }
    req.session.set(SESSION_PENDING_IDENTITY, undefined);
    return signIn(db, req, user);
  };
}
