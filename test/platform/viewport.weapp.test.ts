/** The mini-program's viewport adapter: the header's insets and the strip a hidden header leaves. */

let mockWindow: Record<string, number> = {};
let mockCapsule: Record<string, number> | null = null;

jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('../support/taro');
  return {
    __esModule: true,
    ...actual,
    default: {
      ...actual.default,
      getWindowInfo: () => ({ ...mockWindow }),
      getMenuButtonBoundingClientRect: () => {
        if (!mockCapsule) throw new Error('getMenuButtonBoundingClientRect:fail');
        return { ...mockCapsule };
      },
    },
  };
});

import { headerInsets } from '@/platform/viewport.weapp';

/** An iPhone-like window: 47 px status bar, capsule 32 px high at top 51, left 281 of 375. */
beforeEach(() => {
  mockWindow = { windowWidth: 375, windowHeight: 812, statusBarHeight: 47 };
  mockCapsule = { top: 51, left: 281, right: 368, bottom: 83, width: 87, height: 32 };
});

it('header insets: below the status bar, beside the capsule, as high as the capsule row', () => {
  // gap 51 - 47 = 4 above and below the capsule; the capsule's left edge + 8 px kept free
  expect(headerInsets()).toEqual({ top: 47, right: 375 - 281 + 8, rowHeight: 32 + 4 * 2 });
});

it('the strip a hidden header leaves (top + row): status bar + capsule row, down to 4 px under the capsule', () => {
  const { top, rowHeight } = headerInsets();
  expect(top + rowHeight).toBe(47 + 40);
  expect(top + rowHeight).toBe(83 + 4);
});

it('without the capsule: the usual 20 px status bar and 44 px row', () => {
  mockCapsule = null;
  expect(headerInsets()).toEqual({ top: 20, right: 96, rowHeight: 44 });
});
