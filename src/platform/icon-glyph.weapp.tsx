// The mini-program has no inline SVG: each icon is a CSS mask over the current text colour, from
// a stylesheet written from src/domain/icon-glyphs.ts (see icon-glyph.tsx for H5).
import { View } from '@tarojs/components';
import type { IconName } from '@/domain/icon-glyphs';
import './icon-glyph.weapp.scss';

export function IconGlyph({ className }: { name: IconName; className: string }) {
  return <View className={className} aria-hidden="true" />;
}
