/** The viewport on the mini-program (see viewport.ts). */
import Taro from '@tarojs/taro';
import type { HeaderInsets } from './viewport';

export function viewportWidth(): number {
  try {
    return Taro.getWindowInfo().windowWidth;
  } catch {
    return 375;
  }
}

export function onViewportChange(listener: () => void): () => void {
  const handler = () => listener();
  Taro.onWindowResize?.(handler);
  return () => Taro.offWindowResize?.(handler);
}

/**
 * The app draws its own navigation bar (navigationStyle custom): the header row sits below the
 * status bar, as high as the capsule row, and leaves the capsule (···, close) free on the right.
 */
export function headerInsets(): HeaderInsets {
  try {
    const win = Taro.getWindowInfo();
    const capsule = Taro.getMenuButtonBoundingClientRect();
    const status = win.statusBarHeight ?? 20;
    const gap = Math.max(capsule.top - status, 4);
    return { top: status, right: win.windowWidth - capsule.left + 8, rowHeight: capsule.height + gap * 2 };
  } catch {
    return { top: 20, right: 96, rowHeight: 44 };
  }
}
