import { columnsFor, gridLayout, nearEnd, throttle, visibleRows } from '@/domain/grid';
import { INFINITE_SCROLL } from '@/domain/constants';

describe('columnsFor: 2 on mobile, 3-4 on tablet, 4-6 on desktop', () => {
  test.each([
    [320, 2],
    [358, 2], // 390 viewport minus padding
    [539, 2],
    [540, 3],
    [736, 4], // 768 tablet
    [960, 5],
    [1334, 6], // 1366 desktop
    [1568, 6], // 1600 content max
  ])('%i px -> %i', (w, cols) => {
    expect(columnsFor(w)).toBe(cols);
  });
});

describe('gridLayout', () => {
  test('square image box + fixed info block + gap', () => {
    expect(gridLayout(358, { gap: 12, infoHeight: 96 })).toEqual({
      columns: 2,
      cellWidth: 173,
      rowHeight: 281,
      gap: 12,
    });
  });
  test('explicit columns and zero width never divide by zero', () => {
    expect(gridLayout(0, { gap: 12, infoHeight: 96, columns: 2 }).rowHeight).toBe(108);
  });
});

describe('visibleRows', () => {
  const base = { gridTop: 200, rowHeight: 100, rowCount: 50, overscan: 2, viewportHeight: 800 };
  test.each([
    [0, 0, 8], // rows 0..5 visible + 2 overscan
    [200, 0, 10],
    [1200, 8, 20],
    [4400, 40, 50],
    [99999, 50, 50],
  ])('scrollTop %i -> [%i, %i)', (scrollTop, start, end) => {
    expect(visibleRows({ ...base, scrollTop })).toEqual({ start, end });
  });
  test('the window size is bounded whatever the scroll position', () => {
    for (let top = 0; top < 6000; top += 37) {
      const { start, end } = visibleRows({ ...base, scrollTop: top });
      expect(end - start).toBeLessThanOrEqual(Math.ceil(800 / 100) + 1 + 2 * 2);
    }
  });
  test('no rows, no window', () => {
    expect(visibleRows({ ...base, rowCount: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0 });
  });
});

describe('nearEnd (spec 2.8: down distance 2)', () => {
  const g = { gridTop: 100, gridHeight: 2000, rowHeight: 250, viewportHeight: 800 };
  test.each([
    [0, false],
    [799, false],
    [800, true], // 2100 - 1600 = 500 = 2 rows
    [1300, true],
  ])('scrollTop %i -> %s', (scrollTop, expected) => {
    expect(nearEnd({ ...g, scrollTop })).toBe(expected);
  });
  test('default distance is the spec constant', () => {
    expect(INFINITE_SCROLL.downDistance).toBe(2);
    expect(nearEnd({ ...g, scrollTop: 700, downDistance: 3 })).toBe(true);
  });
});

describe('throttle (spec 2.8: 150 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  test('leading call, then one trailing call with the last arguments', () => {
    let t = 0;
    const calls: number[] = [];
    const f = throttle(
      (n: number) => calls.push(n),
      INFINITE_SCROLL.throttleMs,
      () => t,
    );
    f(1);
    f(2);
    f(3);
    expect(calls).toEqual([1]);
    t = 150;
    jest.advanceTimersByTime(150);
    expect(calls).toEqual([1, 3]);
    t = 400;
    f(4);
    expect(calls).toEqual([1, 3, 4]);
  });
  test('cancel drops the trailing call', () => {
    let t = 0;
    const calls: number[] = [];
    const f = throttle(
      (n: number) => calls.push(n),
      150,
      () => t,
    );
    f(1);
    f(2);
    f.cancel();
    t = 1000;
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([1]);
  });
});
