/**
 * Page visibility: when the current page is shown again or hidden. Variants: this file (H5 and
 * jest: Taro's page show / hide plus document visibilitychange, e.g. the shopper switched back
 * from the payment app) and `visibility.weapp.ts` (useDidShow / useDidHide).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useDidHide, useDidShow } from '@tarojs/taro';

export interface VisibilityHandlers {
  onShow(): void;
  onHide(): void;
}

export function usePageVisibility(handlers: VisibilityHandlers): void {
  const ref = useRef(handlers);
  // The latest callback, set after each render (not during it) for the handlers to call.
  useLayoutEffect(() => {
    ref.current = handlers;
  });
  useDidShow(() => ref.current.onShow());
  useDidHide(() => ref.current.onHide());
  useEffect(() => {
    if (typeof document === 'undefined') return undefined;
    const listener = () => (document.visibilityState === 'hidden' ? ref.current.onHide() : ref.current.onShow());
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, []);
}
