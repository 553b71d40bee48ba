/**
 * Choosing and uploading a photo (the profile image). Variants: this file (H5 and jest: a file
 * input opened from the page, a blob preview, XMLHttpRequest with upload progress and the
 * browser's cookies) and `image-upload.weapp.ts` (Taro.chooseMedia / chooseImage, then
 * Taro.uploadFile with the cookie jar). The caller gives the URL, field name and headers (XSRF).
 */
import { TransportError } from './transport-error';

export interface PickedImage {
  /** Shown before upload (a blob: URL on H5, a temp file path on weapp). */
  previewUrl: string;
  /** Bytes (0 when the platform does not say). */
  size: number;
  name: string;
  /** H5: the chosen file. */
  file?: Blob;
  /** weapp: the temp file path. */
  path?: string;
}

export type PickResult = { kind: 'ok'; image: PickedImage } | { kind: 'cancel' } | { kind: 'fail'; message: string };

export interface UploadRequest {
  url: string;
  /** The multipart field of the file. */
  field: string;
  headers: Record<string, string>;
  /** 0..100 as the bytes go out. */
  onProgress?: (percent: number) => void;
}

export interface UploadResponse {
  status: number;
  body: string;
}

export interface ImagePlatform {
  pick(): Promise<PickResult>;
  /** Resolves with any HTTP status; rejects only with TransportError (no answer). */
  upload(image: PickedImage, req: UploadRequest): Promise<UploadResponse>;
  /** Frees the preview (H5 blob URLs). */
  release(image: PickedImage): void;
}

export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

export function createH5Images(doc: Document = document): ImagePlatform {
  return {
    pick() {
      return new Promise<PickResult>((resolve) => {
        const input = doc.createElement('input');
        input.type = 'file';
        input.accept = ACCEPTED_IMAGE_TYPES;
        input.style.display = 'none';
        const done = (r: PickResult) => {
          input.remove();
          resolve(r);
        };
        input.addEventListener('change', () => {
          const file = input.files?.[0];
          if (!file) return done({ kind: 'cancel' });
          done({
            kind: 'ok',
            image: { previewUrl: URL.createObjectURL(file), size: file.size, name: file.name || 'photo', file },
          });
        });
        input.addEventListener('cancel', () => done({ kind: 'cancel' }));
        doc.body.appendChild(input);
        input.click();
      });
    },
    upload(image, req) {
      return new Promise<UploadResponse>((resolve, reject) => {
        if (!image.file) return reject(new TransportError('network', 'no file chosen'));
        const xhr = new XMLHttpRequest();
        xhr.open('POST', req.url);
        xhr.withCredentials = true;
        for (const [k, v] of Object.entries(req.headers)) xhr.setRequestHeader(k, v);
        xhr.upload.onprogress = (e) => {
          if (e.lengthComputable && e.total > 0) req.onProgress?.(Math.round((e.loaded / e.total) * 100));
        };
        xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
        xhr.onerror = () => reject(new TransportError('network', 'upload failed'));
        xhr.ontimeout = () => reject(new TransportError('timeout', 'upload timed out'));
        xhr.timeout = 60_000;
        const form = new FormData();
        form.append(req.field, image.file, image.name);
        xhr.send(form);
      });
    },
    release(image) {
      if (image.previewUrl.startsWith('blob:')) URL.revokeObjectURL(image.previewUrl);
    },
  };
}

export const images: ImagePlatform = createH5Images(typeof document !== 'undefined' ? document : undefined);
