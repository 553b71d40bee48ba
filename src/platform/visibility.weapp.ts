/** Page visibility on the mini-program (see visibility.ts): useDidShow / useDidHide. */
import { useLayoutEffect, useRef } from 'react';
import { useDidHide, useDidShow } from '@tarojs/taro';
import type { VisibilityHandlers } from './visibility';

export type { VisibilityHandlers };

export function usePageVisibility(handlers: VisibilityHandlers): void {
  const ref = useRef(handlers);
  // The latest callback, set after each render (not during it) for the handlers to call.
  useLayoutEffect(() => {
    ref.current = handlers;
  });
  useDidShow(() => ref.current.onShow());
  useDidHide(() => ref.current.onHide());
}
