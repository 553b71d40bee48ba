// The QR code's element on the mini-program: the canvas weapp-qrcode draws into (see qr-view.tsx).
import { Canvas } from '@tarojs/components';

export interface QrViewProps {
  canvasId: string;
  src: string | null;
  label: string;
  className?: string;
}

export function QrView({ canvasId, label, className }: QrViewProps) {
  return <Canvas canvasId={canvasId} id={canvasId} className={className} aria-label={label} />;
}
