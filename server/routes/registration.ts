/**
 * Registration confirmed by email (spec 7.1 POST common3/clientRegistration, issue 16).
 *
 * clientRegistration answers one neutral 202 for every well-formed request, whether or not the
 * email has an account, after the same work (the password is hashed and a mail is sent either way):
 * - a new email gets a pending registration (server/models/registrations.ts) and a mail with a
 *   link to the signup page and a code to type there;
 * - a taken email changes nothing; its owner is mailed that someone tried, with Sign In and
 *   Forgot password links;
 * - a pending email is replaced (new link and code, the old ones stop working).
 * POST common3/verifyRegistration { token } or { email, code } creates the account and signs the
 * shopper in (the sign-on response of before). Code guesses are throttled per email and address.
 */
import type { FastifyRequest } from 'fastify';
import type { RegistrationRequest, RegistrationResponse, SignonResponse, VerifyRegistrationRequest } from '../../types/api';
import { REGISTRATION_TTL_MS, normalizeCode, verifyLink } from '../../src/domain/registration';
import { afterAnswer } from '../http/after-answer';
import { ApiError } from '../http/errors';
import { enforce } from '../http/rate-limit';
import { requestReferralId } from '../http/referral';
import { sendMail } from '../models/outbox';
import { attributeRegistration } from '../models/referrals';
import { claimByCode, claimByToken, savePending, sweepPending, type Claimed } from '../models/registrations';
import { createUser, findUserByEmail, hashPassword, normalizeEmail } from '../models/users';
import { signIn } from './account';
import { requestOrigin, type RouteModule } from './types';

export const REGISTRATION_MESSAGE =
  'Check your email to finish creating your account. We have sent a link and a code to this address.';

const name = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } as const;
const email = { type: 'string', minLength: 3, maxLength: 254, format: 'email' } as const;
const MINUTES = REGISTRATION_TTL_MS / 60_000;

/** The page to come back to after confirming: an in-app path, never another site or the account pages. */
function safeRedirect(r: string | undefined): string | undefined {
  return r && r.startsWith('/') && !r.startsWith('//') && !r.startsWith('/account/') ? r : undefined;
}

function failure(c: Exclude<Claimed, { ok: true }>, byCode: boolean): ApiError {
  const field = byCode ? 'code' : 'token';
  const what = byCode ? 'code' : 'link';
  switch (c.reason) {
    case 'expired':
      return new ApiError(400, 'BAD_REQUEST', `This ${what} has expired. Register again to get a new one.`, field);
    case 'used':
      return new ApiError(400, 'BAD_REQUEST', `This ${what} was already used. Sign in with your email and password.`, field);
    case 'locked':
      return new ApiError(400, 'BAD_REQUEST', 'Too many wrong codes. Send a new code, or open the link in the mail.', field);
    case 'wrong':
      return new ApiError(400, 'BAD_REQUEST', 'This code is not correct. Check the mail we sent you.', field);
    default:
      return new ApiError(400, 'BAD_REQUEST', 'This link is not valid. Register again to get a new one.', field);
  }
}

const registrationRoutes: RouteModule = async (app, { db }) => {
  const origin = (req: FastifyRequest) => app.publicOrigin ?? requestOrigin(req);
  // the developer's only way to the link: shown even when the log is at its default 'warn'
  const mailLog = (req: FastifyRequest) => ({
    info: (m: string) => (['trace', 'debug', 'info'].includes(req.log.level) ? req.log.info(m) : req.log.warn(m)),
  });

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
      const limits = app.accountLimiters;
      // taken the same for every email, so a 429 tells nothing about accounts either
      enforce(reply, [limits.registerPerAddress.take(`ip:${req.ip}`), limits.registerPerAccount.take(`account:${address}`)]);
      const { password, firstName, lastName } = req.body;
      // hashed whatever the email: a taken one answers no faster than a new one
      const passwordHash = await hashPassword(password);
      const base = origin(req);
      const redirect = safeRedirect(req.body.redirect);
      const referralId = requestReferralId(req);
      const log = mailLog(req);
      // which mail goes out is decided after the answer, so its timing cannot tell either
      afterAnswer(req, reply, () => {
        const owner = findUserByEmail(db, address);
        if (owner) {
          const signInLink = `${base}/account/login`;
          sendMail(
            db,
            {
              to: owner.email,
              subject: 'Someone tried to create an account with your email',
              text: `Hello ${owner.first_name},\n\nSomeone (maybe you) just tried to create a new account with this email address. You already have an account, so nothing was changed.\n\nSign in: ${signInLink}\nForgot password? ${base}/account/forgotPassword\n\nIf it was not you, you can ignore this mail: nobody can use your account without your password.`,
              link: signInLink,
            },
            log,
          );
          return;
        }
        sweepPending(db);
        const { token, code } = savePending(db, { email: address, passwordHash, firstName, lastName, referralId });
        const link = verifyLink(base, token, redirect);
        sendMail(
          db,
          {
            to: address,
            subject: 'Finish creating your account',
            text: `Hello ${firstName.trim()},\n\nTo finish creating your account, enter this code on the sign-up page:\n\n${code}\n\nor open this link:\n${link}\n\nThe code and the link work once, for ${MINUTES} minutes. If you did not ask for an account, ignore this mail: nothing is created without it.`,
            link,
          },
          log,
        );
      });
      reply.code(202);
      return { ok: true, message: REGISTRATION_MESSAGE };
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
      const user = createUser(db, { email: p.email, passwordHash: p.password_hash, firstName: p.first_name, lastName: p.last_name });
      // the email got an account some other way meanwhile (WeChat sign-up, a profile change)
      if (!user) throw failure({ ok: false, reason: 'used' }, byCode);
      attributeRegistration(db, user.id, p.referral_id ?? requestReferralId(req));
      if (byCode) limits.verifyPerAccount.reset(`account:${p.email}`);
      reply.code(201);
      return signIn(db, req, user);
    },
  );
};

export default registrationRoutes;
