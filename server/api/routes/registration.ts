/**
 * Registration confirmed by email (spec 7.1 POST common3/clientRegistration).
 *
 * clientRegistration answers one neutral 202 for every well-formed request, whether or not the
 * email has an account, after the same work (the password is hashed and a mail is sent either way):
 * - a new email gets a pending registration (server/api/models/registrations.ts) and a mail with a
 *   link to the signup page and a code to type there;
 * - a taken email changes nothing; its owner is mailed that someone tried, with Sign In and
 *   Forgot password links;
 * - a pending email gets a new link and code (the old ones stop working), and keeps what the first
 *   registration set; another password contests it (server/models/registrations.ts).
 * wechat|alipay/register (routes/external-login.ts) answer the same way through requestRegistration.
 * POST common3/verifyRegistration { token } or { email, code } creates the account and signs the
 * shopper in (the sign-on response of before), in the session that confirms. What that browser
 * itself asked (models/registration-asks.ts: its password, names, referrer and the WeChat or
 * Alipay identity it started from) makes the account; a browser that asked nothing gets the
 * pending registration's, never an outside identity, and no password anyone typed when the
 * registration was contested or came from an outside identity (a mail to choose one goes out).
 * The guest orders of the confirming session placed with that email join the account. Code
 * guesses are throttled per email and address.
 */
import { PERSON_NAME as name } from '../http/validation';
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type {
  RegistrationRequest,
  RegistrationResponse,
  SignonResponse,
  VerifyRegistrationRequest,
} from '../../../types/api';
import { afterSignIn } from '../../../src/domain/account';
import { REGISTRATION_TTL_MS, normalizeCode, verifyLink } from '../../../src/domain/registration';
import { afterAnswer } from '../http/after-answer';
import { ApiError } from '../http/errors';
import { enforce, type Verdict } from '../http/rate-limit';
import { requestReferralId } from '../http/referral';
import { sendMail } from '../models/outbox';
import { linkIdentity, SESSION_PENDING_IDENTITY, type PendingIdentity } from '../models/identities';
import { choosePasswordMail, registrationMail, registrationTakenMail } from '../mail/account-mail';
import { registrationKey, saveAsk, takeAsk } from '../models/registration-asks';
import { attributeRegistration } from '../models/referrals';
import {
  adoptGuestOrders,
  claimByCode,
  claimByToken,
  savePending,
  sweepPending,
  waitingRegistration,
  type Claimed,
} from '../models/registrations';
import { issueResetToken, RESET_TOKEN_TTL_MS } from '../models/password-resets';
import { RESET_PATH } from './password';
import { GUEST_SESSION_KEY } from '../models/orders';
import { createUser, findUserByEmail, hashPassword, normalizeEmail, verifyPassword } from '../models/users';
import { signIn } from './account';
import { mailOrigin, requestLocale, requireMailOrigin, type RouteModule } from './types';

export const REGISTRATION_MESSAGE =
  'Check your email to finish creating your account. We have sent a link and a code to this address.';

const email = { type: 'string', minLength: 3, maxLength: 254, format: 'email' } as const;
const MINUTES = REGISTRATION_TTL_MS / 60_000;

/** The page to come back to after confirming: the app's own rule (an in-app path, never another site or the account pages). */
function safeRedirect(r: string | undefined): string | undefined {
  return r && afterSignIn(r) === r ? r : undefined;
}

function failure(c: Exclude<Claimed, { ok: true }>, byCode: boolean): ApiError {
  const field = byCode ? 'code' : 'token';
  const what = byCode ? 'code' : 'link';
  switch (c.reason) {
    case 'expired':
      return new ApiError(400, 'BAD_REQUEST', `This ${what} has expired. Register again to get a new one.`, field);
    case 'used':
      return new ApiError(
        400,
        'BAD_REQUEST',
        `This ${what} was already used. Sign in with your email and password.`,
        field,
      );
    case 'locked':
      return new ApiError(
        400,
        'BAD_REQUEST',
        'Too many wrong codes. Send a new code, or open the link in the mail.',
        field,
      );
    case 'wrong':
      return new ApiError(400, 'BAD_REQUEST', 'This code is not correct. Check the mail we sent you.', field);
    default:
      return new ApiError(400, 'BAD_REQUEST', 'This link is not valid. Register again to get a new one.', field);
  }
}

/** Per address and per email, taken the same for every email, so a 429 tells nothing about accounts either. */
export function registrationLimits(app: FastifyInstance, req: FastifyRequest, email: string): Verdict[] {
  const limits = app.accountLimiters;
  return [
    limits.registerPerAddress.take(`ip:${req.ip}`),
    limits.registerPerAccount.take(`account:${normalizeEmail(email)}`),
  ];
}

export interface RegistrationAsk {
  email: string;
  /** In clear; hashed here whatever the email. No password (an outside sign-in): a random one. */
  password?: string;
  firstName: string;
  lastName: string;
  redirect?: string;
  /** The WeChat or Alipay identity waiting in the session (wechat|alipay/register): linked on confirmation. */
  identity?: PendingIdentity;
}

/**
 * The neutral answer to a registration (after the caller's throttling): the password hashed in
 * every case, then, once the answer is out, the mail of a new or a taken email.
 */
export async function requestRegistration(
  app: FastifyInstance,
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  ask: RegistrationAsk,
): Promise<RegistrationResponse> {
  const address = normalizeEmail(ask.email);
  // hashed whatever the email: a taken one answers no faster than a new one
  const passwordHash = await hashPassword(ask.password ?? crypto.randomBytes(18).toString('base64url'));
  // a registration already waiting for this email keeps its password; another one contests it
  const waiting = waitingRegistration(db, address);
  const contested = !!waiting && !(ask.password && (await verifyPassword(ask.password, waiting.password_hash)));
  const base = requireMailOrigin(app, req);
  const referralId = requestReferralId(req, db);
  // the developer's only way to the link: shown even when the log is at its default 'warn'
  const log = {
    info: (m: string) => (['trace', 'debug', 'info'].includes(req.log.level) ? req.log.info(m) : req.log.warn(m)),
  };
  const provider = ask.identity?.provider;
  const locale = requestLocale(req);
  const browser = registrationKey(req);
  // which mail goes out is decided after the answer, so its timing cannot tell either
  afterAnswer(req, reply, () => {
    const owner = findUserByEmail(db, address);
    if (owner) {
      const signInLink = `${base}/account/login`;
      const forgotLink = `${base}/account/forgotPassword`;
      const said = { firstName: owner.first_name, provider, signInLink, forgotLink };
      sendMail(db, { to: owner.email, ...registrationTakenMail(locale, said), link: signInLink }, log);
      return;
    }
    sweepPending(db);
    const at = Date.now();
    const fields = {
      email: address,
      passwordHash,
      firstName: ask.firstName,
      lastName: ask.lastName,
      referralId,
      identity: ask.identity,
    };
    const { token, code } = savePending(db, { ...fields, contested }, at);
    saveAsk(db, browser, fields, at);
    const link = verifyLink(base, token, ask.redirect);
    const said = { firstName: ask.firstName.trim(), provider, code, link, minutes: MINUTES };
    sendMail(db, { to: address, ...registrationMail(locale, said), link, code }, log);
  });
  reply.code(202);
  return { ok: true, message: REGISTRATION_MESSAGE };
}

const registrationRoutes: RouteModule = (app, { db }) => {
  app.post<{ Body: RegistrationRequest }>(
    '/common3/clientRegistration',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password', 'firstName', 'lastName'],
          properties: {
            email,
            password: { type: 'string', minLength: 8, maxLength: 128 },
            firstName: name,
            lastName: name,
            redirect: { type: 'string', maxLength: 500 },
          },
        },
      },
    },
    async (req, reply): Promise<RegistrationResponse> => {
      const address = normalizeEmail(req.body.email);
      enforce(reply, registrationLimits(app, req, address));
      const { password, firstName, lastName } = req.body;
      return requestRegistration(app, db, req, reply, {
        email: address,
        password,
        firstName,
        lastName,
        redirect: safeRedirect(req.body.redirect),
      });
    },
  );

  app.post<{ Body: VerifyRegistrationRequest }>(
    '/common3/verifyRegistration',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            token: { type: 'string', minLength: 1, maxLength: 200 },
            email,
            code: { type: 'string', minLength: 1, maxLength: 20 },
          },
          oneOf: [{ required: ['token'] }, { required: ['email', 'code'] }],
        },
      },
    },
    async (req, reply): Promise<SignonResponse> => {
      const limits = app.accountLimiters;
      const byCode = req.body.token === undefined;
      const verdicts = [limits.verifyPerAddress.take(`ip:${req.ip}`)];
      if (byCode) verdicts.push(limits.verifyPerAccount.take(`account:${normalizeEmail(req.body.email!)}`));
      enforce(reply, verdicts);
      const claimed = byCode
        ? claimByCode(db, req.body.email!, normalizeCode(req.body.code) ?? '')
        : claimByToken(db, req.body.token!);
      if (!claimed.ok) throw failure(claimed, byCode);
      const p = claimed.pending;
      // what this browser asked for this email; none: the mail was opened in another browser
      const own = takeAsk(db, req, p.email, p.created_at);
      // without an ask of its own, a registration that was contested or came from an outside identity
      // is not trusted: the account gets no password anyone typed, nor the first asker's referrer
      const trusted = !!own || (!p.contested && !p.identity_provider);
      const passwordHash = own
        ? own.password_hash
        : trusted
          ? p.password_hash
          : await hashPassword(crypto.randomBytes(18).toString('base64url'));
      const user = createUser(db, {
        email: p.email,
        passwordHash,
        firstName: own?.first_name ?? p.first_name,
        lastName: own?.last_name ?? p.last_name,
      });
      // the email got an account some other way meanwhile (a shopper changed their profile's email to it)
      if (!user) throw failure({ ok: false, reason: 'used' }, byCode);
      const referral = own ? own.referral_id : trusted ? p.referral_id : null;
      attributeRegistration(db, user.id, referral ?? requestReferralId(req, db));
      // an outside identity joins only the account of the browser that started from it and confirms now
      if (own?.identity_provider && own.identity_open_id) {
        // if it got linked elsewhere meanwhile, the account stands without it
        linkIdentity(db, own.identity_provider, own.identity_open_id, user.id);
        const waiting = req.session.get<PendingIdentity>(SESSION_PENDING_IDENTITY);
        if (waiting?.provider === own.identity_provider && waiting.openId === own.identity_open_id)
          req.session.set(SESSION_PENDING_IDENTITY, undefined);
      }
      if (!trusted) {
        const link = `${mailOrigin(app, req) ?? ''}${RESET_PATH}?token=${issueResetToken(db, user.id)}`;
        const said = {
          firstName: user.first_name,
          contested: !!p.contested,
          link,
          minutes: RESET_TOKEN_TTL_MS / 60_000,
        };
        sendMail(db, { to: user.email, ...choosePasswordMail(requestLocale(req), said), link });
      }
      adoptGuestOrders(db, req.session.get<string>(GUEST_SESSION_KEY) ?? null, user.id, p.email);
      if (byCode) limits.verifyPerAccount.reset(`account:${p.email}`);
      reply.code(201);
      return signIn(db, req, user);
    },
  );
};

export default registrationRoutes;
