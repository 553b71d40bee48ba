// H5 (and jest): a row that scrolls sideways is a box with overflow-x (the caller's class, see the
// sideways-scroll mixin); Taro's ScrollView, which the mini-program needs for it
// (scroll-row.weapp.tsx), is ~4 KB of first-screen JS on H5.
import type { ReactNode } from 'react';
import { View } from '@tarojs/components';

export interface ScrollRowProps {
  className?: string;
  children?: ReactNode;
}

export function ScrollRow({ className, children }: ScrollRowProps) {
  return <View className={className}>{children}</View>;
}
