/**
 * Pictures in API answers (products, categories, profiles): a media path made loadable (the
 * mini-program has no origin of its own, so relative paths get the API's), and an image with its
 * intrinsic size, so the box is reserved before the picture arrives.
 */
import { API_ORIGIN } from './config';
import { num, rec, str, strOrNull } from './guards';

export interface ImageModel {
  url: string;
  /** Intrinsic size (px), so the box is reserved before the picture arrives. */
  width: number;
  height: number;
  alt: string;
}

/** A media path as a loadable URL: relative paths get the API origin (weapp has no own origin). */
export function mediaUrl(url: string, origin: string = API_ORIGIN): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
}

function dimension(v: unknown, fallback: number): number {
  const n = num(v, NaN);
  return Number.isFinite(n) && n > 0 && n < 100000 ? Math.round(n) : fallback;
}

/** The record's imageURL as an image, or null when it has none a page may load. */
export function image(v: unknown, alt: string, fallbackSize: number): ImageModel | null {
  const r = rec(v);
  const url = strOrNull(r.imageURL);
  if (!url || !/^(https?:)?\/|^https?:/i.test(url)) return null;
  return {
    url: mediaUrl(url),
    width: dimension(r.width, fallbackSize),
    height: dimension(r.height, fallbackSize),
    alt: str(r.alt, alt) || alt,
  };
}
