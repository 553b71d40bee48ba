/** The share QR code on the mini-program: weapp-qrcode into a <Canvas canvasId> (see qr.ts). */
import Taro from '@tarojs/taro';
import drawQrcode from 'weapp-qrcode';
import { SHARE_QR_WIDTH } from '@/domain/constants';
import { validateQr } from '@/domain/qr';

/** weapp-qrcode's error correction levels: L 1, M 0, Q 3, H 2 (spec 2.6: M). */
const CORRECT_LEVEL_M = 0;

export function renderQr(text: string, canvasId: string): Promise<string | null> {
  const check = validateQr(text);
  if (!check.ok) return Promise.reject(new Error(check.error));
  return new Promise((resolve, reject) => {
    // the canvas comes with the render that opened the popup: draw once it is on the page
    Taro.nextTick(() => {
      try {
        drawQrcode({
          width: SHARE_QR_WIDTH,
          height: SHARE_QR_WIDTH,
          canvasId,
          text,
          correctLevel: CORRECT_LEVEL_M,
          // the canvas lives in the page's own template
          _this: Taro.getCurrentInstance().page,
          callback: () => resolve(null),
        });
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
  });
}
