/**
 * One photo from a multipart request (field `file`), with the profile photo's checks: at most
 * PROFILE_IMAGE_MAX_BYTES, and the bytes must be a PNG, JPEG, GIF or WebP image (the file name
 * and the declared type are not trusted). Used by the profile photo, review and return photos.
 * The route's plugin must have registered @fastify/multipart with `photoUploadLimits`.
 */
import type { FastifyRequest } from 'fastify';
import { PROFILE_IMAGE_FIELD, PROFILE_IMAGE_MAX_BYTES } from '../../../types/api';
import { sniffImage, type ImageKind } from '../models/profile-images';
import { ApiError } from './errors';

const MAX_MB = PROFILE_IMAGE_MAX_BYTES / (1024 * 1024);

export const photoUploadLimits = { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 };

export async function readOnePhoto(req: FastifyRequest): Promise<{ bytes: Buffer; kind: ImageKind }> {
  if (!req.isMultipart())
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data', PROFILE_IMAGE_FIELD);
  let bytes: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file' && part.fieldname === PROFILE_IMAGE_FIELD && !bytes) bytes = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(
        413,
        'PAYLOAD_TOO_LARGE',
        `The photo is too large (at most ${MAX_MB} MB)`,
        PROFILE_IMAGE_FIELD,
      );
    }
    // anything else the parser meets is the body's fault (too many parts, a body that ends
    // before its closing boundary, no boundary at all): the request is malformed, not the server
    throw new ApiError(400, 'BAD_REQUEST', 'Send one photo in the field "file"', PROFILE_IMAGE_FIELD);
  }
  if (!bytes || bytes.length === 0)
    throw new ApiError(400, 'VALIDATION', 'Choose a photo to upload', PROFILE_IMAGE_FIELD);
  const kind = sniffImage(bytes);
  if (!kind)
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'The file is not an image (PNG, JPEG, GIF or WebP)',
      PROFILE_IMAGE_FIELD,
    );
  return { bytes, kind };
}
