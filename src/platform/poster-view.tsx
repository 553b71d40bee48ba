// The poster's element (see poster.ts): on H5 (and jest) the drawn PNG, which a phone saves on a long
// press, and a link that downloads it; poster-view.weapp.tsx gives the mini-program its canvas.
import { Image, Text, View } from '@tarojs/components';

export interface PosterViewProps {
  /** The canvas drawPoster draws into (weapp only). */
  canvasId: string;
  /** The drawn poster; null while it is being drawn. */
  src: string | null;
  /** What the poster shows, for assistive technology. */
  label: string;
  /** The downloaded file's name (H5). */
  fileName: string;
  /** The download link's text (H5). */
  downloadLabel: string;
  /** Under the picture: how to keep it on a phone (H5). */
  keepHint: string;
}

export function PosterView({ src, label, fileName, downloadLabel, keepHint }: PosterViewProps) {
  if (!src) return <View className="poster-view poster-view--pending" aria-busy="true" />;
  return (
    <View className="poster-view">
      <Image className="poster-view__img" src={src} aria-label={label} imgProps={{ alt: label }} />
      <Text className="poster-view__hint">{keepHint}</Text>
      <a className="app-button poster-view__download" href={src} download={fileName}>
        {downloadLabel}
      </a>
    </View>
  );
}
