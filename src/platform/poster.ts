/**
 * The share poster drawn and saved. Variants: this file (H5 and jest: an offscreen <canvas>, the
 * pictures loaded as CORS images, exported as a PNG data URL the sheet shows and links for download)
 * and `poster.weapp.ts` (the page's <Canvas type="2d">, pictures through Taro.getImageInfo, a temp
 * file saved with wx.saveImageToPhotosAlbum). Both paint with poster-paint.ts. `poster-view.tsx`
 * / `poster-view.weapp.tsx` render the matching element.
 */
import { SHARE_QR_LEVEL } from '@/domain/constants';
import type { PosterOp, SaveOutcome } from '@/domain/poster';
import { distinct, measureWith, paintPoster, type Paint2D, type Picture, type PosterLayoutOf } from './poster-paint';

/** A drawn poster: a PNG data URL (H5) or a temp file path (weapp). */
export interface PosterImage {
  src: string;
}

/** How a shopper keeps it here: a download link (and long-press on the image), or the album. */
export const POSTER_SAVE: 'download' | 'album' = 'download';

/** A picture that does not come within this long is left out (a placeholder shows). */
const PICTURE_WAIT_MS = 8000;

/**
 * A picture for the canvas, asked for with CORS: a picture from another origin that does not allow
 * it fails here (and a placeholder is drawn) instead of tainting the canvas, which could then not be
 * exported at all. The store's own pictures come through the web server, on the page's origin.
 */
function loadPicture(src: string): Promise<Picture | null> {
  return new Promise((resolve) => {
    const img = new Image();
    const timer = setTimeout(() => resolve(null), PICTURE_WAIT_MS);
    img.crossOrigin = 'anonymous';
    img.onload = () => {
      clearTimeout(timer);
      resolve({ image: img, width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    img.src = src;
  });
}

async function qrPainter(ctx: Paint2D): Promise<(op: Extract<PosterOp, { kind: 'qr' }>) => void> {
  const QRCode = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  return (op) => {
    // UTF-8 bytes in byte mode, as the share widget's QR and weapp-qrcode encode
    const data =
      typeof TextEncoder === 'function'
        ? [{ data: new TextEncoder().encode(op.text), mode: 'byte' as const }]
        : op.text;
    const code = QRCode.create(data, { errorCorrectionLevel: SHARE_QR_LEVEL });
    const n = code.modules.size;
    // whole pixels per module (a scanner reads crisp edges), one module of white around
    const cell = Math.max(1, Math.floor(op.size / (n + 2)));
    const offset = Math.floor((op.size - cell * n) / 2);
    ctx.fillStyle = '#000000';
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++)
        if (code.modules.get(r, c)) ctx.fillRect(op.x + offset + c * cell, op.y + offset + r * cell, cell, cell);
  };
}

/**
 * Loads `pictures`, draws the poster `layoutOf` lays out (given this canvas's text measure and the
 * pictures' sizes) and resolves with its image. `_canvasId` names the mini-program's canvas; here
 * the canvas is offscreen.
 */
export async function drawPoster(
  _canvasId: string,
  pictures: readonly (string | null | undefined)[],
  layoutOf: PosterLayoutOf,
): Promise<PosterImage> {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d') as unknown as Paint2D | null;
  if (!ctx) throw new Error('canvas 2D is not available');
  const srcs = distinct(pictures);
  const [qr, ...loaded] = await Promise.all([qrPainter(ctx), ...srcs.map(loadPicture)]);
  const bySrc = new Map(srcs.map((src, i) => [src, loaded[i]]));
  const layout = layoutOf(measureWith(ctx), (src) => bySrc.get(src) ?? null);
  canvas.width = layout.width;
  canvas.height = layout.height;
  paintPoster(ctx, layout, bySrc, qr);
  try {
    return { src: canvas.toDataURL('image/png') };
  } catch {
    // a picture tainted the canvas after all (a redirect to another origin): draw without pictures
    paintPoster(ctx, layout, new Map(), qr);
    return { src: canvas.toDataURL('image/png') };
  }
}

/** H5 saves through the sheet's download link; nothing to do here. */
export function savePoster(_image: PosterImage): Promise<SaveOutcome> {
  return Promise.resolve('saved');
}

/** The mini-program's permission settings; a browser has none to open. */
export function openAlbumSettings(): void {}

/** Where the poster's QR link points: this page's own origin. */
export function posterWebOrigin(_appDomain?: string | null): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
