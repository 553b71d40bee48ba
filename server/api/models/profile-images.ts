/**
 * Profile photos: accepted only when the bytes are a PNG, JPEG, GIF or WebP image (the file name
 * and the declared type are not trusted), at most PROFILE_IMAGE_MAX_BYTES, kept under the data
 * folder (`<data dir>/profile-images/<random>.<ext>`) and served at /media/profile/<file>.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db';

export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The image format the bytes start with, or null. */
export function sniffImage(b: Buffer): ImageKind | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 6 && ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    b.length >= 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export const PROFILE_MEDIA_PATH = '/media/profile/';
const FILE_RE = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/** Where photos are kept: beside the database file (a temp folder for an in-memory database). */
export function profileImageDir(db: Db): string {
  const file = db.name;
  return file && file !== ':memory:'
    ? path.join(path.dirname(file), 'profile-images')
    : path.join(os.tmpdir(), 'storefront-profile-images');
}

/** Writes the image and answers its public path. */
export function storeProfileImage(db: Db, bytes: Buffer, kind: ImageKind): string {
  const dir = profileImageDir(db);
  fs.mkdirSync(dir, { recursive: true });
  const name = `${crypto.randomBytes(16).toString('hex')}.${kind}`;
  fs.writeFileSync(path.join(dir, name), bytes, { flag: 'wx' });
  return PROFILE_MEDIA_PATH + name;
}

/** Removes a photo this server stored (a replaced one); anything else is left alone. */
export function removeProfileImage(db: Db, url: string | null): void {
  if (!url?.startsWith(PROFILE_MEDIA_PATH)) return;
  const name = url.slice(PROFILE_MEDIA_PATH.length);
  if (!FILE_RE.test(name)) return;
  fs.rmSync(path.join(profileImageDir(db), name), { force: true });
}

/** The bytes and type of a stored photo, or null for an unknown or malformed name. */
export function readProfileImage(db: Db, name: string): { bytes: Buffer; contentType: string } | null {
  const m = FILE_RE.exec(name);
  if (!m) return null;
  try {
    return {
      bytes: fs.readFileSync(path.join(profileImageDir(db), name)),
      contentType: IMAGE_CONTENT_TYPES[m[1] as ImageKind],
    };
  } catch {
    return null;
  }
}
