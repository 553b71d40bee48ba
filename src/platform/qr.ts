/**
 * The share QR code (spec 2.6: error correction M, width 128). Variants: this file (H5 and jest:
 * the `qrcode` package, loaded on demand so it never weighs on the first screen, drawn into a PNG
 * data URL shown as an image) and `qr.weapp.ts` (weapp-qrcode drawing into a <Canvas canvasId>).
 * `qr-view.tsx` / `qr-view.weapp.tsx` render the matching element.
 */
import { SHARE_QR_LEVEL, SHARE_QR_WIDTH } from '@/domain/constants';
import { validateQr } from '@/domain/qr';

/**
 * Draws the QR code of `text`. Resolves with an image URL (H5) or null once drawn into the canvas
 * `canvasId` (weapp). Rejects on empty data or a text too long for version 40.
 */
export async function renderQr(text: string, _canvasId: string): Promise<string | null> {
  const check = validateQr(text);
  if (!check.ok) throw new Error(check.error);
  const QRCode = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  // UTF-8 bytes in byte mode, as weapp-qrcode encodes: both targets draw the same code for a link
  const data =
    typeof TextEncoder === 'function' ? [{ data: new TextEncoder().encode(text), mode: 'byte' as const }] : text;
  return QRCode.toDataURL(data, {
    errorCorrectionLevel: SHARE_QR_LEVEL,
    width: SHARE_QR_WIDTH,
    margin: 1,
  });
}
