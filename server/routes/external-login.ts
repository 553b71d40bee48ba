/**
 * Signing in with an outside identity (WeChat, Alipay), the same three steps for both:
 * - login { code }: the code maps to the identity's open id; a linked identity signs its account
 *   in ({ linked: true, ...signon }); else the identity waits in the session ({ linked: false }).
 * - register { email, firstName, lastName, password? }: a new account for the waiting identity.
 * - link { email, password }: the waiting identity joins an existing account (credentials checked
 *   and throttled as sign-in is).
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExternalLinkRequest, ExternalLoginResponse, ExternalRegisterRequest, SignonResponse } from '../../types/api';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { enforce } from '../http/rate-limit';
import { linkIdentity, SESSION_PENDING_IDENTITY, userForIdentity, type PendingIdentity, type Provider } from '../models/identities';
import { createUser, findUserByEmail, findUserById, getDummyHash, hashPassword, normalizeEmail, verifyPassword } from '../models/users';
import { signIn } from './account';

const NAMES: Record<Provider, string> = { wechat: 'WeChat', alipay: 'Alipay' };

const name = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } as const;
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
  properties: { email: { type: 'string', minLength: 1, maxLength: 254 }, password: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

/** After the provider's code became `openId`: signs in a linked account, else keeps the identity waiting. */
export function loginWithIdentity(db: Db, req: FastifyRequest, provider: Provider, openId: string): ExternalLoginResponse {
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

export function registerWithIdentity(app: FastifyInstance, db: Db, provider: Provider) {
  return async (req: FastifyRequest<{ Body: ExternalRegisterRequest }>, reply: FastifyReply): Promise<SignonResponse> => {
    enforce(reply, [app.accountLimiters.registerPerAddress.take(`ip:${req.ip}`)]);
    const p = pending(req, provider);
    const b = req.body;
    if (findUserByEmail(db, b.email)) throw new ApiError(409, 'CONFLICT', 'An account with this email already exists. Link it instead.', 'email');
    const password = b.password ?? crypto.randomBytes(18).toString('base64url');
    const user = createUser(db, { email: b.email, passwordHash: await hashPassword(password), firstName: b.firstName, lastName: b.lastName });
    if (!user) throw new ApiError(409, 'CONFLICT', 'An account with this email already exists. Link it instead.', 'email');
    if (!linkIdentity(db, provider, p.openId, user.id)) throw new ApiError(409, 'CONFLICT', `This ${NAMES[provider]} account is already linked`);
    req.session.set(SESSION_PENDING_IDENTITY, undefined);
    reply.code(201);
    return signIn(db, req, user);
  };
}

export function linkWithIdentity(app: FastifyInstance, db: Db, provider: Provider) {
  return async (req: FastifyRequest<{ Body: ExternalLinkRequest }>, reply: FastifyReply): Promise<SignonResponse> => {
    const limits = app.accountLimiters;
    const key = `account:${normalizeEmail(req.body.email)}`;
    enforce(reply, [limits.signInPerAddress.take(`ip:${req.ip}`), limits.signInPerAccount.take(key)]);
    const p = pending(req, provider);
    const user = findUserByEmail(db, req.body.email);
    const ok = await verifyPassword(req.body.password, user?.password_hash ?? getDummyHash());
    if (!user || !ok) throw new ApiError(401, 'UNAUTHORIZED', 'Incorrect email or password');
    limits.signInPerAccount.reset(key);
    if (!linkIdentity(db, provider, p.openId, user.id)) {
      throw new ApiError(409, 'CONFLICT', `This account is already linked to another ${NAMES[provider]} account`);
    }
    req.session.set(SESSION_PENDING_IDENTITY, undefined);
    return signIn(db, req, user);
  };
}
