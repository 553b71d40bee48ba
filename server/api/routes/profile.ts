/**
 * The signed-in shopper's profile (spec 7.1): PUT admin/userManagement/userInfo (name, email,
 * phone) and POST admin/userManagement/image/upload (multipart, field `file`). A shopper changes
 * only their own profile: the session says whose it is; no id is taken from the request.
 *
 * A new email needs the current password, and takes effect only when the link mailed
 * to the new address is opened (GET admin/userManagement/email/confirm?token=); the old address
 * is told at once and again when it changes. Names and phone are saved at once.
 */
import { PERSON_NAME as name } from '../http/validation';
import multipart from '@fastify/multipart';
import type { ProfileResponse, ProfileUpdateRequest } from '../../../types/api';
import { photoUploadLimits, readOnePhoto } from '../http/photo-upload';
import { ApiError, notFound } from '../http/errors';
import { readProfileImage, removeProfileImage, storeProfileImage } from '../models/profile-images';
import { enforce } from '../http/rate-limit';
import { confirmEmailChange, EMAIL_CHANGE_TTL_MS, requestEmailChange } from '../models/email-changes';
import { confirmEmailMail, emailChangedMail, emailChangingMail } from '../mail/account-mail';
import { sendMail } from '../models/outbox';
import {
  findUserByEmail,
  findUserById,
  normalizeEmail,
  setProfileImage,
  toProfile,
  updateProfile,
  verifyPassword,
} from '../models/users';
import { sendNoticePage } from '../http/notice-page';
import { S } from './checkout-shared';
import { signedInUser } from './password';
import { API_BASE_PATH } from '../../../types/api';
import { requestLocale, requireMailOrigin, type RouteModule } from './types';

/** Where the link mailed to a new email points (GET, `?token=`). */
export const EMAIL_CONFIRM_PATH = `${API_BASE_PATH}/admin/userManagement/email/confirm`;

// as checkout's phone (S.phone), or '' for none
const phone = { type: 'string', maxLength: 20, pattern: `^$|${S.phone.pattern}` } as const;

const profileRoutes: RouteModule = async (app, { db }) => {
  await app.register(multipart, { limits: photoUploadLimits });

  app.put<{ Body: ProfileUpdateRequest }>(
    '/admin/userManagement/userInfo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['firstName', 'lastName', 'email', 'phone'],
          additionalProperties: false,
          properties: {
            firstName: name,
            lastName: name,
            email: { type: 'string', minLength: 3, maxLength: 254, format: 'email' },
            phone,
            currentPassword: { type: 'string', minLength: 1, maxLength: 128 },
          },
        },
      },
    },
    async (req, reply): Promise<ProfileResponse> => {
      const userId = signedInUser(req);
      const user = findUserById(db, userId);
      if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Please sign in first');
      const newEmail = normalizeEmail(req.body.email);
      const changing = newEmail !== user.email;
      let origin = '';
      if (changing) {
        enforce(reply, [app.accountLimiters.emailChangePerAccount.take(`account:${userId}`)]);
        if (!req.body.currentPassword) {
          throw new ApiError(400, 'VALIDATION', 'Enter your current password to change your email', 'currentPassword');
        }
        enforce(reply, [app.accountLimiters.signInPerAccount.take(`account:${user.email}`)]);
        if (!(await verifyPassword(req.body.currentPassword, user.password_hash))) {
          throw new ApiError(400, 'VALIDATION', 'The current password is not correct', 'currentPassword');
        }
        app.accountLimiters.signInPerAccount.reset(`account:${user.email}`);
        const taken = findUserByEmail(db, newEmail);
        if (taken && taken.id !== userId) {
          throw new ApiError(409, 'CONFLICT', 'An account with this email already exists', 'email');
        }
        origin = requireMailOrigin(app, req);
      }
      // names and phone now; the email only when the new address confirms it
      updateProfile(db, userId, { ...req.body, email: user.email });
      if (!changing) return toProfile(findUserById(db, userId)!);
      const locale = requestLocale(req);
      const link = `${origin}${EMAIL_CONFIRM_PATH}?token=${requestEmailChange(db, userId, newEmail, locale)}`;
      const minutes = EMAIL_CHANGE_TTL_MS / 60_000;
      const firstName = user.first_name;
      sendMail(db, { to: newEmail, ...confirmEmailMail(locale, { firstName, link, minutes }), link });
      const forgotLink = `${origin}/account/forgotPassword`;
      sendMail(db, { to: user.email, ...emailChangingMail(locale, { firstName, newEmail, minutes, forgotLink }) });
      return { ...toProfile(findUserById(db, userId)!), pendingEmail: newEmail };
    },
  );

  // The link mailed to a new email (opened from a mail app or another site: the token is the authority).
  app.get<{ Querystring: { token: string } }>(
    '/admin/userManagement/email/confirm',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (req, reply) => {
      const done = confirmEmailChange(db, req.query.token);
      if (!done.ok) {
        const [en, zh] =
          done.reason === 'taken'
            ? [
                'Another account uses this email now; your email was not changed',
                '该电子邮箱已被其他账户使用，您的电子邮箱未更改',
              ]
            : done.reason === 'expired'
              ? [
                  'This link has expired. Change your email again in your profile.',
                  '该链接已过期，请在个人资料中重新更改电子邮箱。',
                ]
              : ['This link is not valid any more', '此链接已失效'];
        return sendNoticePage(db, req, reply, done.reason === 'taken' ? 409 : 404, en, zh);
      }
      sendMail(db, { to: done.oldEmail, ...emailChangedMail(done.locale, { newEmail: done.newEmail }) });
      return sendNoticePage(
        db,
        req,
        reply,
        200,
        `Your account’s email is now ${done.newEmail}`,
        `您的账户电子邮箱已更改为 ${done.newEmail}`,
        { href: '/user/list', text: 'My account · 我的账户' },
      );
    },
  );

  app.post('/admin/userManagement/image/upload', async (req): Promise<ProfileResponse> => {
    const userId = signedInUser(req);
    const { bytes, kind } = await readOnePhoto(req);
    const before = findUserById(db, userId)?.profile_image ?? null;
    setProfileImage(db, userId, storeProfileImage(db, bytes, kind));
    removeProfileImage(db, before);
    return toProfile(findUserById(db, userId)!);
  });
};

/** GET /media/profile/:file, at the root like the catalogue's images. */
export const profileMediaRoutes: RouteModule = (app, { db }) => {
  app.get<{ Params: { file: string } }>(
    '/media/profile/:file',
    {
      schema: {
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', maxLength: 80 } } },
      },
    },
    async (req, reply) => {
      const image = readProfileImage(db, req.params.file);
      if (!image) throw notFound(`No such image: ${req.params.file}`);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
};
(profileMediaRoutes as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;

export default profileRoutes;
