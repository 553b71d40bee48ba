/**
 * Photos attached to a review or a return: uploaded one at a time (multipart, field `file`) with
 * the profile photo's checks, stored beside the profile photos, and recorded as their uploader's,
 * so a review or return can attach only its author's own photos.
 */
import type { FastifyInstance } from 'fastify';
import type { UploadedPhoto } from '../../../../types/after-sales';
import type { Db } from '../../db';
import { readOnePhoto } from '../../http/photo-upload';
import { clockNow } from '../../http/clock';
import { storeProfileImage } from '../../models/profile-images';
import type { FastifyRequest } from 'fastify';

export function photoUploadRoute(app: FastifyInstance, db: Db, ownerKey: (req: FastifyRequest) => string): void {
  app.post('/photos', async (req, reply): Promise<UploadedPhoto> => {
    const owner = ownerKey(req);
    const { bytes, kind } = await readOnePhoto(req);
    const url = storeProfileImage(db, bytes, kind);
    db.prepare('INSERT INTO ext_uploads (url, owner_key, created_at) VALUES (?, ?, ?)').run(
      url,
      owner,
      new Date(clockNow(db)).toISOString(),
    );
    reply.code(201);
    return { url };
  });
}

/** Schema of a list of attached photos (their paths as the upload answered them). */
export const photosSchema = {
  type: 'array',
  maxItems: 3,
  items: { type: 'string', maxLength: 80, pattern: '^/media/profile/[a-f0-9]{32}\\.(png|jpg|gif|webp)$' },
} as const;
