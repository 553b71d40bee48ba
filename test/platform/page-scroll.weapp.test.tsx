/** The mini-program's page geometry for windowed lists: selector query + onPageScroll. */
import { act, render } from '@testing-library/react';

let mockScroll: ((e: { scrollTop: number }) => void) | undefined;
let mockRect: { top: number; width: number } | null = { top: 300, width: 358 };

jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('../support/taro');
  const Taro = actual.default;
  const query = {
    select: () => ({ boundingClientRect: () => query }),
    selectViewport: () => ({ scrollOffset: () => query }),
    exec: (cb: (res: unknown[]) => void) => cb([mockRect, { scrollTop: 0 }]),
  };
  return {
    __esModule: true,
    ...actual,
    default: {
      ...Taro,
      createSelectorQuery: () => query,
      getWindowInfo: () => ({ windowWidth: 414, windowHeight: 800 }),
      nextTick: (fn: () => void) => fn(),
    },
    usePageScroll: (fn: (e: { scrollTop: number }) => void) => {
      mockScroll = fn;
    },
  };
});

import { designPx, useElementViewport, type ElementViewport } from '@/platform/page-scroll.weapp';

function Probe({ onChange }: { onChange: (v: ElementViewport) => void }) {
  useElementViewport('grid-x', onChange, []);
  return null;
}

describe('page-scroll.weapp', () => {
  test('design px scale with the screen (375 design)', () => {
    expect(designPx(92)).toBeCloseTo((92 * 414) / 375);
  });

  test('measures the element in the page, then follows onPageScroll', () => {
    mockRect = { top: 300, width: 358 };
    const seen: ElementViewport[] = [];
    render(<Probe onChange={(v) => seen.push(v)} />);
    expect(seen.at(-1)).toEqual({ top: 300, width: 358, viewportHeight: 800 });
    act(() => mockScroll!({ scrollTop: 1000 }));
    expect(seen.at(-1)).toEqual({ top: -700, width: 358, viewportHeight: 800 });
  });

  test('an element the query cannot find still gets a width (the list shows)', () => {
    mockRect = null;
    const seen: ElementViewport[] = [];
    render(<Probe onChange={(v) => seen.push(v)} />);
    expect(seen.at(-1)?.width).toBeCloseTo(414 - designPx(32));
  });
});
