/**
 * Passwords (spec 7.1): GET common3/forgotPassword?emailID= mails a reset link (one neutral answer
 * whether or not the email has an account); POST common3/resetPasswordExternal sets a new password
 * with the link's token and signs the shopper out everywhere; POST
 * admin/userManagement/resetPassword changes it for a signed-in shopper who knows the current one,
 * ending every other session and rotating this one.
 */
import type { FastifyRequest } from 'fastify';
import type {
  ChangePasswordRequest,
  ForgotPasswordResponse,
  OkResponse,
  ResetPasswordRequest,
} from '../../../types/api';
import { afterAnswer } from '../http/after-answer';
import { ApiError } from '../http/errors';
import { enforce } from '../http/rate-limit';
import { sameSiteOnly, tokenRequired } from '../http/xsrf';
import { resetPasswordMail } from '../mail/account-mail';
import { sendMail } from '../models/outbox';
import { issueResetToken, redeemResetToken, RESET_TOKEN_TTL_MS } from '../models/password-resets';
import {
  findUserByEmail,
  findUserById,
  hashPassword,
  normalizeEmail,
  setPassword,
  verifyPassword,
} from '../models/users';
import { requestLocale, requireMailOrigin, type RouteModule } from './types';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent it a link to reset the password. The link works once, for 60 minutes.';

export const RESET_PATH = '/account/resetPassword';

const password = { type: 'string', minLength: 8, maxLength: 128 } as const;

export function signedInUser(req: FastifyRequest): string {
  if (!req.session.userId) throw new ApiError(401, 'UNAUTHORIZED', 'Please sign in first');
  return req.session.userId;
}

const passwordRoutes: RouteModule = (app, { db }) => {
  // links in mail: the configured origin, or this machine's; never a Host another site chose
  const origin = (req: FastifyRequest) => requireMailOrigin(app, req);

  app.get<{ Querystring: { emailID: string } }>(
    '/common3/forgotPassword',
    {
      // a GET in the spec that sends mail: cross-site requests are refused, and the token is
      // required as for a change (the app sends it: needsXsrf), since an old browser's cross-site
      // GET names neither Sec-Fetch-Site nor Origin
      onRequest: [sameSiteOnly, tokenRequired],
      schema: {
        querystring: {
          type: 'object',
          required: ['emailID'],
          properties: { emailID: { type: 'string', minLength: 3, maxLength: 254, format: 'email' } },
        },
      },
    },
    async (req, reply): Promise<ForgotPasswordResponse> => {
      const email = normalizeEmail(req.query.emailID);
      const limits = app.accountLimiters;
      // throttled the same whether or not the account exists, so the 429 tells nothing either
      enforce(reply, [limits.forgotPerAddress.take(`ip:${req.ip}`), limits.forgotPerAccount.take(`account:${email}`)]);
      const base = origin(req);
      const locale = requestLocale(req);
      // the lookup, the token and the mail come after the answer: a known email answers no slower
      afterAnswer(req, reply, () => {
        const user = findUserByEmail(db, email);
        if (!user) return;
        const token = issueResetToken(db, user.id);
        const link = `${base}${RESET_PATH}?token=${token}`;
        const said = { firstName: user.first_name, link, minutes: RESET_TOKEN_TTL_MS / 60_000 };
        sendMail(
          db,
          { to: user.email, ...resetPasswordMail(locale, said), link },
          // the developer's only way to the link: shown even when the log is at its default 'warn'
          {
            info: (m: string) =>
              ['trace', 'debug', 'info'].includes(req.log.level) ? req.log.info(m) : req.log.warn(m),
          },
        );
      });
      return { ok: true, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post<{ Body: ResetPasswordRequest }>(
    '/common3/resetPasswordExternal',
    {
      schema: {
        body: {
          type: 'object',
          required: ['token', 'password'],
          additionalProperties: false,
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 }, password },
        },
      },
    },
    async (req): Promise<OkResponse> => {
      const redeemed = redeemResetToken(db, req.body.token);
      if (!redeemed.ok) {
        throw new ApiError(
          400,
          'BAD_REQUEST',
          redeemed.reason === 'expired'
            ? 'This reset link has expired. Ask for a new one.'
            : 'This reset link is not valid or was already used. Ask for a new one.',
          'token',
        );
      }
      setPassword(db, redeemed.userId, await hashPassword(req.body.password), null);
      if (req.session.userId === redeemed.userId) {
        req.session.rotate();
        req.session.update({ userId: null });
      }
      return { ok: true };
    },
  );

  app.post<{ Body: ChangePasswordRequest }>(
    '/admin/userManagement/resetPassword',
    {
      schema: {
        body: {
          type: 'object',
          required: ['currentPassword', 'newPassword'],
          additionalProperties: false,
          properties: { currentPassword: { type: 'string', minLength: 1, maxLength: 128 }, newPassword: password },
        },
      },
    },
    async (req, reply): Promise<OkResponse> => {
      const userId = signedInUser(req);
      const user = findUserById(db, userId);
      if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Please sign in first');
      enforce(reply, [app.accountLimiters.signInPerAccount.take(`account:${user.email}`)]);
      if (!(await verifyPassword(req.body.currentPassword, user.password_hash))) {
        throw new ApiError(400, 'VALIDATION', 'The current password is not correct', 'currentPassword');
      }
      app.accountLimiters.signInPerAccount.reset(`account:${user.email}`);
      req.session.rotate();
      setPassword(db, userId, await hashPassword(req.body.newPassword), req.session.id);
      return { ok: true };
    },
  );
};

export default passwordRoutes;
