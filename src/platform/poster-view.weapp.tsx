// The poster's element on the mini-program (see poster-view.tsx): the 2D canvas drawPoster paints,
// kept off screen, and the exported picture, which a long press can also send or save.
import { Canvas, Image, View } from '@tarojs/components';

export interface PosterViewProps {
  canvasId: string;
  src: string | null;
  label: string;
  fileName: string;
  downloadLabel: string;
  keepHint: string;
}

export function PosterView({ canvasId, src, label }: PosterViewProps) {
  return (
    <View className={`poster-view${src ? '' : ' poster-view--pending'}`}>
      <Canvas type="2d" id={canvasId} canvasId={canvasId} className="poster-view__canvas" />
      {src && <Image className="poster-view__img" src={src} mode="widthFix" showMenuByLongpress ariaLabel={label} />}
    </View>
  );
}
