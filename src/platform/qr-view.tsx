// The QR code's element (see qr.ts): on H5 (and jest) the image renderQr made, a grey square
// until then; qr-view.weapp.tsx gives the mini-program the <Canvas> weapp-qrcode draws into.
import { Image, View } from '@tarojs/components';

export interface QrViewProps {
  /** The canvas renderQr draws into (weapp only). */
  canvasId: string;
  /** The image renderQr resolved with (H5); null while it is being made. */
  src: string | null;
  /** What the code is, for assistive technology. */
  label: string;
  className?: string;
}

export function QrView({ src, label, className }: QrViewProps) {
  if (!src) return <View className={`${className ?? ''} qr-view--pending`} aria-busy="true" />;
  return <Image className={className} src={src} aria-label={label} imgProps={{ alt: label }} />;
}
