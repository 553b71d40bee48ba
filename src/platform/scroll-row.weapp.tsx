// The mini-program: WeChat's scroll-view (scroll-row.tsx: a box with overflow-x on H5).
import { ScrollView } from '@tarojs/components';
import type { ScrollRowProps } from './scroll-row';

export type { ScrollRowProps } from './scroll-row';

export function ScrollRow({ className, children }: ScrollRowProps) {
  return (
    <ScrollView scrollX enhanced showScrollbar={false} className={className}>
      {children}
    </ScrollView>
  );
}
