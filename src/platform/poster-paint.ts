/**
 * Paints a poster layout (domain/poster.ts) on a 2D canvas context. Both targets' canvases speak
 * the same 2D API (H5's HTMLCanvasElement, the mini-program's canvas type="2d"), so this is shared
 * by poster.ts and poster.weapp.ts; only getting a canvas, loading pictures and exporting differ.
 */
import { POSTER_FONT, type Measure, type PosterLayout, type PosterOp } from '@/domain/poster';

/** The part of CanvasRenderingContext2D a poster uses (the mini-program's has the same names). */
export interface Paint2D {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  textAlign: string;
  textBaseline: string;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  drawImage(image: unknown, x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  stroke(): void;
}

/** A loaded picture with its size (null: it could not be had; a placeholder is drawn). */
export interface Picture {
  image: unknown;
  width: number;
  height: number;
}

export const fontOf = (size: number, bold: boolean) => `${bold ? 'bold ' : ''}${size}px ${POSTER_FONT}`;

export function measureWith(ctx: Paint2D): Measure {
  return (text, size, bold) => {
    ctx.font = fontOf(size, bold);
    return ctx.measureText(text).width;
  };
}

/** The picture fitted whole inside its box, centred (a product shot is never cropped). */
function contain(p: Picture, box: { x: number; y: number; w: number; h: number }) {
  const scale = Math.min(box.w / (p.width || box.w), box.h / (p.height || box.h));
  const w = (p.width || box.w) * scale;
  const h = (p.height || box.h) * scale;
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
}

/**
 * Paints `layout`. `pictures` holds what loaded, by src; a missing one leaves its box as the layout
 * drew it (the grey square). `qr` paints the QR code of a text into a square.
 */
export function paintPoster(
  ctx: Paint2D,
  layout: PosterLayout,
  pictures: ReadonlyMap<string, Picture | null>,
  qr: (op: Extract<PosterOp, { kind: 'qr' }>) => void,
): void {
  ctx.textBaseline = 'alphabetic';
  for (const op of layout.ops) {
    if (op.kind === 'rect') {
      ctx.fillStyle = op.fill;
      ctx.fillRect(op.x, op.y, op.w, op.h);
    } else if (op.kind === 'image') {
      const p = pictures.get(op.src);
      if (!p) continue;
      const at = contain(p, op);
      ctx.drawImage(p.image, at.x, at.y, at.w, at.h);
    } else if (op.kind === 'text') {
      ctx.font = fontOf(op.size, op.bold);
      ctx.fillStyle = op.color;
      ctx.textAlign = op.align;
      ctx.fillText(op.text, op.x, op.y);
      if (op.strike) {
        const w = ctx.measureText(op.text).width;
        const mid = op.y - op.size * 0.32;
        ctx.strokeStyle = op.color;
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.moveTo(op.align === 'right' ? op.x - w : op.x, mid);
        ctx.lineTo(op.align === 'right' ? op.x : op.x + w, mid);
        ctx.stroke();
      }
    } else {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(op.x, op.y, op.size, op.size);
      qr(op);
    }
  }
  ctx.textAlign = 'left';
}

/** Lays a poster out with the canvas's text measure and the loaded pictures' sizes (a logo keeps its shape). */
export type PosterLayoutOf = (
  measure: Measure,
  sizeOf: (src: string) => { width: number; height: number } | null,
) => PosterLayout;

/** The pictures to load, each once. */
export function distinct(srcs: readonly (string | null | undefined)[]): string[] {
  return [...new Set(srcs.filter((s): s is string => !!s))];
}
