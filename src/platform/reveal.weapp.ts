import Taro from '@tarojs/taro';

/** The element to the top of the page (see reveal.ts): the mini-program's header is its own. */
export function revealBelowHeader(domId: string): void {
  try {
    void Promise.resolve(Taro.pageScrollTo({ selector: `#${domId}`, duration: 0 })).catch(() => undefined);
  } catch {
    /* no page to scroll */
  }
}
