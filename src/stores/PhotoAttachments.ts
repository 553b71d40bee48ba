/**
 * Photos attached to a review or a return request: picked on the device, uploaded at once (the
 * profile photo's limits and checks), kept as the paths the server answered. At most `max`.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { PROFILE_IMAGE_FIELD, PROFILE_IMAGE_MAX_BYTES, XSRF_COOKIE, XSRF_HEADER } from '@api-types';
import { images as platformImages, type ImagePlatform } from '@/platform/image-upload';
import { ApiError, ERROR_TEXT } from '@/services/http';
import type { Root } from './root';

function uploadError(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: { message?: string }[] };
    const first = parsed.errors?.find((e) => typeof e?.message === 'string' && e.message);
    if (first?.message) return first.message;
  } catch {
    /* not JSON */
  }
  return status ? ERROR_TEXT.HTTP : ERROR_TEXT.NETWORK_ERROR;
}

export class PhotoAttachments {
  urls: string[] = [];
  uploading = false;
  error: string | null = null;

  constructor(
    private readonly root: Root,
    private readonly uploadUrl: string,
    readonly max: number,
    private readonly images: ImagePlatform = platformImages,
  ) {
    makeAutoObservable<this, 'root' | 'images' | 'uploadUrl'>(
      this,
      { root: false, images: false, uploadUrl: false },
      { autoBind: true },
    );
  }

  get canAdd(): boolean {
    return !this.uploading && this.urls.length < this.max;
  }

  set(urls: string[]): void {
    this.urls = urls.slice(0, this.max);
  }

  remove(url: string): void {
    this.urls = this.urls.filter((u) => u !== url);
  }

  /** Picks a photo and uploads it; true when it was attached. */
  async add(): Promise<boolean> {
    if (!this.canAdd) return false;
    const picked = await this.images.pick();
    if (picked.kind === 'cancel') return false;
    if (picked.kind === 'fail') {
      runInAction(() => (this.error = picked.message));
      return false;
    }
    const image = picked.image;
    if (image.size > PROFILE_IMAGE_MAX_BYTES) {
      this.images.release(image);
      runInAction(
        () => (this.error = this.root.session.t('istore_photos_too_large', { max: PROFILE_IMAGE_MAX_BYTES / 1048576 })),
      );
      return false;
    }
    runInAction(() => {
      this.uploading = true;
      this.error = null;
    });
    try {
      const token = this.root.platform.cookies.get(XSRF_COOKIE);
      const res = await this.images.upload(image, {
        url: this.uploadUrl,
        field: PROFILE_IMAGE_FIELD,
        headers: { Accept: 'application/json', ...(token ? { [XSRF_HEADER]: token } : {}) },
      });
      if (res.status < 200 || res.status >= 300)
        throw new ApiError(res.status, 'HTTP_ERROR', uploadError(res.status, res.body));
      const url = (JSON.parse(res.body) as { url?: unknown }).url;
      if (typeof url !== 'string' || !url.startsWith('/'))
        throw new ApiError(res.status, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
      runInAction(() => (this.urls = [...this.urls, url].slice(0, this.max)));
      return true;
    } catch (e) {
      runInAction(() => (this.error = e instanceof ApiError ? e.message : ERROR_TEXT.NETWORK_ERROR));
      return false;
    } finally {
      this.images.release(image);
      runInAction(() => (this.uploading = false));
    }
  }
}
