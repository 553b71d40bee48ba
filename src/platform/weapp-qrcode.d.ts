declare module 'weapp-qrcode' {
  interface DrawQrcodeOptions {
    width?: number;
    height?: number;
    x?: number;
    y?: number;
    canvasId?: string;
    ctx?: unknown;
    text: string;
    typeNumber?: number;
    /** L 1, M 0, Q 3, H 2. */
    correctLevel?: number;
    background?: string;
    foreground?: string;
    _this?: unknown;
    callback?: (res: unknown) => void;
  }
  export default function drawQrcode(options: DrawQrcodeOptions): void;
}
