/** Scrolls the current page to the top (spec 8: a transaction error scrolls to top). Both targets. */
import Taro from '@tarojs/taro';

export function scrollToTop(): void {
  try {
    void Promise.resolve(Taro.pageScrollTo({ scrollTop: 0, duration: 0 })).catch(() => undefined);
  } catch {
    /* no page to scroll (start-up) */
  }
}
