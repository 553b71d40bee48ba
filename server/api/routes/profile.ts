/**
 * The signed-in shopper's profile (spec 7.1): PUT admin/userManagement/userInfo (name, email,
 * phone) and POST admin/userManagement/image/upload (multipart, field `file`). A shopper changes
 * only their own profile: the session says whose it is; no id is taken from the request.
 */
import { PERSON_NAME as name } from '../http/validation';
import multipart from '@fastify/multipart';
import type { ProfileResponse, ProfileUpdateRequest } from '../../../types/api';
import { photoUploadLimits, readOnePhoto } from '../http/photo-upload';
import { ApiError, notFound } from '../http/errors';
import { readProfileImage, removeProfileImage, storeProfileImage } from '../models/profile-images';
import { enforce } from '../http/rate-limit';
import { findUserById, normalizeEmail, setProfileImage, toProfile, updateProfile } from '../models/users';
import { S } from './checkout-shared';
import { signedInUser } from './password';
import type { RouteModule } from './types';

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
          },
        },
      },
    },
    async (req, reply): Promise<ProfileResponse> => {
      const userId = signedInUser(req);
      if (normalizeEmail(req.body.email) !== findUserById(db, userId)?.email) {
        enforce(reply, [app.accountLimiters.emailChangePerAccount.take(`account:${userId}`)]);
      }
      if (!updateProfile(db, userId, req.body)) {
        throw new ApiError(409, 'CONFLICT', 'An account with this email already exists', 'email');
      }
      return toProfile(findUserById(db, userId)!);
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
