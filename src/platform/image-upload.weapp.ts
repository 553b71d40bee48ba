/**
 * Choosing and uploading a photo in the mini-program (see image-upload.ts for the contract):
 * Taro.chooseMedia (chooseImage on older WeChat), then Taro.uploadFile with the cookie jar's
 * cookies, since uploadFile has no cookie store either.
 */
import Taro from '@tarojs/taro';
import { createCookieJar, type CookieJarStore } from './cookie-jar';
import type { ImagePlatform, PickResult, PickedImage, UploadRequest, UploadResponse } from './image-upload';
import { storage } from './storage.weapp';
import { TransportError } from './transport-error';

export type { ImagePlatform, PickResult, PickedImage, UploadRequest, UploadResponse };

type TaroLike = Pick<typeof Taro, 'chooseImage' | 'uploadFile'> & { chooseMedia?: typeof Taro.chooseMedia };

function errMsg(e: unknown): string {
  if (e && typeof e === 'object' && typeof (e as { errMsg?: unknown }).errMsg === 'string')
    return (e as { errMsg: string }).errMsg;
  return e instanceof Error ? e.message : 'fail';
}

function nameOf(path: string): string {
  return path.split('/').pop() || 'photo';
}

export function createWeappImages(
  taro: TaroLike = Taro,
  jar: CookieJarStore = createCookieJar(storage),
): ImagePlatform {
  return {
    async pick(): Promise<PickResult> {
      try {
        if (typeof taro.chooseMedia === 'function') {
          const res = await taro.chooseMedia({
            count: 1,
            mediaType: ['image'],
            sourceType: ['album', 'camera'],
            sizeType: ['compressed'],
          });
          const f = res.tempFiles?.[0];
          if (!f?.tempFilePath) return { kind: 'cancel' };
          return {
            kind: 'ok',
            image: {
              previewUrl: f.tempFilePath,
              path: f.tempFilePath,
              size: f.size ?? 0,
              name: nameOf(f.tempFilePath),
            },
          };
        }
        const res = await taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] });
        const path = res.tempFilePaths?.[0];
        if (!path) return { kind: 'cancel' };
        return {
          kind: 'ok',
          image: { previewUrl: path, path, size: res.tempFiles?.[0]?.size ?? 0, name: nameOf(path) },
        };
      } catch (e) {
        const message = errMsg(e);
        return /cancel/i.test(message) ? { kind: 'cancel' } : { kind: 'fail', message };
      }
    },
    upload(image, req) {
      return new Promise<UploadResponse>((resolve, reject) => {
        if (!image.path) return reject(new TransportError('network', 'no file chosen'));
        const cookie = jar.header();
        const task = taro.uploadFile({
          url: req.url,
          filePath: image.path,
          name: req.field,
          header: { ...req.headers, ...(cookie ? { cookie } : {}) },
          success: (r) =>
            resolve({ status: r.statusCode, body: typeof r.data === 'string' ? r.data : JSON.stringify(r.data ?? '') }),
          fail: (e) => reject(new TransportError(/timeout/i.test(errMsg(e)) ? 'timeout' : 'network', errMsg(e))),
        }) as unknown as { onProgressUpdate?: (cb: (p: { progress: number }) => void) => void } | undefined;
        task?.onProgressUpdate?.((p) => req.onProgress?.(p.progress));
      });
    },
    release() {
      /* temp files are WeChat's to clean */
    },
  };
}

export const images: ImagePlatform = createWeappImages();
