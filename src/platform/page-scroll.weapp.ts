/**
 * Page scrolling and element geometry on the mini-program (see page-scroll.ts for the contract):
 * the page's onPageScroll gives scrollTop; a selector query gives the element's place in the
 * page, measured again whenever `deps` change (content above it may have moved).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import Taro, { usePageScroll } from '@tarojs/taro';
import type { ElementViewport } from './page-scroll';

export type { ElementViewport };

function windowSize(): { width: number; height: number } {
  try {
    const w = Taro.getWindowInfo();
    return { width: w.windowWidth, height: w.windowHeight };
  } catch {
    return { width: 375, height: 667 };
  }
}

/** Our styles are drawn on a 375 design and turned into rpx: scale design px to this screen. */
export function designPx(n: number): number {
  return (n * windowSize().width) / 375;
}

/** The window's height (a mini-program's `window` has no innerHeight). */
export function viewportHeight(): number {
  return windowSize().height;
}

/** The tallest `.virtual-grid__cell` inside the element, by a selector query (see page-scroll.ts). */
export function tallestCell(id: string, onHeight: (px: number) => void): void {
  Taro.nextTick(() => {
    const query = Taro.createSelectorQuery();
    query.selectAll(`#${id} .virtual-grid__cell`).boundingClientRect();
    query.exec((res: unknown[]) => {
      const rects = (res?.[0] ?? []) as { height?: number }[];
      const tallest = Array.isArray(rects) ? Math.max(0, ...rects.map((r) => r?.height ?? 0)) : 0;
      if (tallest > 0) onHeight(tallest);
    });
  });
}

export function useElementViewport(id: string, onChange: (v: ElementViewport) => void, deps: readonly unknown[]): void {
  const latest = useRef(onChange);
  // The latest callback, set after each render (not during it) for the handlers to call.
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const state = useRef({ pageTop: 0, width: 0, scrollTop: 0, measured: false });

  const emit = () => {
    const s = state.current;
    if (!s.measured) return;
    latest.current({ top: s.pageTop - s.scrollTop, width: s.width, viewportHeight: windowSize().height });
  };

  usePageScroll(({ scrollTop }) => {
    state.current.scrollTop = scrollTop;
    emit();
  });

  useEffect(() => {
    let alive = true;
    const measure = () => {
      const query = Taro.createSelectorQuery();
      query.select(`#${id}`).boundingClientRect();
      query.selectViewport().scrollOffset();
      query.exec((res: unknown[]) => {
        if (!alive) return;
        const rect = res?.[0] as { top?: number; width?: number } | null;
        const offset = res?.[1] as { scrollTop?: number } | null;
        const scrollTop = offset?.scrollTop ?? state.current.scrollTop;
        if (!rect || typeof rect.top !== 'number') {
          // not found (yet): assume the page's content width at the top, so the list still shows
          if (!state.current.measured) {
            state.current = { pageTop: 0, width: windowSize().width - designPx(32), scrollTop, measured: true };
            emit();
          }
          return;
        }
        state.current = {
          pageTop: rect.top + scrollTop,
          width: rect.width || windowSize().width,
          scrollTop,
          measured: true,
        };
        emit();
      });
    };
    // after the view layer has the element (React's commit reaches it with the next setData)
    Taro.nextTick(() => {
      if (alive) measure();
    });
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, ...deps]);
}
