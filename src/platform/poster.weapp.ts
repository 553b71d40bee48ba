/** The share poster on the mini-program (see poster.ts for the contract). */
import Taro from '@tarojs/taro';
import drawQrcode from 'weapp-qrcode';
import { saveFailure, webOriginFor, type PosterOp, type SaveOutcome } from '@/domain/poster';
import { distinct, measureWith, paintPoster, type Paint2D, type Picture, type PosterLayoutOf } from './poster-paint';

export interface PosterImage {
  src: string;
}

export const POSTER_SAVE: 'download' | 'album' = 'album';

/** weapp-qrcode's error correction levels: L 1, M 0, Q 3, H 2 (the share QR is M). */
const CORRECT_LEVEL_M = 0;

interface Canvas2D {
  width: number;
  height: number;
  getContext(kind: '2d'): Paint2D;
  createImage(): {
    src: string;
    width: number;
    height: number;
    onload: (() => void) | null;
    onerror: (() => void) | null;
  };
}

/** The page's <Canvas type="2d" id=...> node, once it is on the page. */
function canvasNode(id: string): Promise<Canvas2D> {
  return new Promise((resolve, reject) => {
    Taro.nextTick(() => {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .fields({ node: true, size: true })
        .exec((res: { node?: Canvas2D }[] | null) => {
          const node = res?.[0]?.node;
          if (node) resolve(node);
          else reject(new Error(`canvas #${id} is not on the page`));
        });
    });
  });
}

/**
 * A picture for the canvas: downloaded by WeChat (getImageInfo; its host must be a download
 * domain of the mini-program), then decoded by the canvas. Null when either fails: a placeholder.
 */
async function loadPicture(canvas: Canvas2D, src: string): Promise<Picture | null> {
  try {
    const info = await Taro.getImageInfo({ src });
    return await new Promise((resolve) => {
      const img = canvas.createImage();
      img.onload = () => resolve({ image: img, width: info.width || img.width, height: info.height || img.height });
      img.onerror = () => resolve(null);
      img.src = info.path;
    });
  } catch {
    return null;
  }
}

/** weapp-qrcode paints through the old context API; this passes its strokes to the 2D context. */
function qrPainter(ctx: Paint2D) {
  return (op: Extract<PosterOp, { kind: 'qr' }>) => {
    const margin = Math.round(op.size / 24);
    drawQrcode({
      x: op.x + margin,
      y: op.y + margin,
      width: op.size - 2 * margin,
      height: op.size - 2 * margin,
      text: op.text,
      correctLevel: CORRECT_LEVEL_M,
      ctx: {
        setFillStyle: (colour: string) => (ctx.fillStyle = colour),
        fillRect: (x: number, y: number, w: number, h: number) => ctx.fillRect(x, y, w, h),
        drawImage: () => undefined,
        draw: (_reserve: boolean, done?: () => void) => done?.(),
      },
    });
  };
}

export async function drawPoster(
  canvasId: string,
  pictures: readonly (string | null | undefined)[],
  layoutOf: PosterLayoutOf,
): Promise<PosterImage> {
  const canvas = await canvasNode(canvasId);
  const ctx = canvas.getContext('2d');
  const srcs = distinct(pictures);
  const loaded = await Promise.all(srcs.map((src) => loadPicture(canvas, src)));
  const bySrc = new Map(srcs.map((src, i) => [src, loaded[i]]));
  const layout = layoutOf(measureWith(ctx), (src) => bySrc.get(src) ?? null);
  canvas.width = layout.width;
  canvas.height = layout.height;
  paintPoster(ctx, layout, bySrc, qrPainter(ctx));
  const { tempFilePath } = await Taro.canvasToTempFilePath({
    canvas: canvas as unknown as Taro.canvasToTempFilePath.Option['canvas'],
    fileType: 'png',
    destWidth: layout.width,
    destHeight: layout.height,
  });
  return { src: tempFilePath };
}

/**
 * Saves to the album. WeChat asks for the album permission the first time; once refused it fails
 * at once (only the settings page can allow it again): 'denied', for the sheet to say so.
 */
export async function savePoster(image: PosterImage): Promise<SaveOutcome> {
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: image.src });
    return 'saved';
  } catch (e) {
    return saveFailure((e as { errMsg?: string } | null)?.errMsg);
  }
}

/** WeChat's permission settings for this mini-program (from a tap, as WeChat requires). */
export function openAlbumSettings(): void {
  void Taro.openSetting().catch(() => undefined);
}

export function posterWebOrigin(appDomain?: string | null): string {
  // the build's API origin (services/config.ts reads the same setting; Taro writes it in at build time)
  return webOriginFor(appDomain, process.env.TARO_APP_API_ORIGIN || '');
}
