/**
 * The windowed grid on the mini-program: VirtualGrid wired to the weapp page-scroll adapter
 * (onPageScroll via Taro's usePageScroll + a selector query for the grid's place in the page),
 * with Taro faked only at the edge. However far the shopper scrolls, the rendered cells stay
 * bounded, the window follows the page's scrollTop, and the end of the list asks for more.
 */
import { act, render } from '@testing-library/react';
import type { VirtualGridProps } from '@/components/virtual-grid';

/** The page as the fake mini-program sees it: where it is scrolled and where the grid sits. */
const mockPage = {
  scrollTop: 0,
  /** The grid's top in the page (content above it: header, filters). */
  gridPageTop: 120,
  gridWidth: 343, // a 375 screen minus 2 × 16 page padding: 2 columns
  /** Selectors the adapter queried. */
  selected: [] as string[],
};
/** The page's onPageScroll, as the last usePageScroll registered it. */
let mockOnPageScroll: ((e: { scrollTop: number }) => void) | undefined;

jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('../support/taro');
  const Taro = actual.default;
  const createSelectorQuery = () => {
    const query = {
      select: (selector: string) => {
        mockPage.selected.push(selector);
        return { boundingClientRect: () => query };
      },
      // the cells' heights (the grid grows its rows to the tallest): none taller here
      selectAll: () => ({ boundingClientRect: () => query }),
      selectViewport: () => ({ scrollOffset: () => query }),
      // like wx: the rect is relative to the viewport, the offset is the page's scrollTop
      exec: (cb: (res: unknown[]) => void) =>
        cb([
          { top: mockPage.gridPageTop - mockPage.scrollTop, width: mockPage.gridWidth },
          { scrollTop: mockPage.scrollTop },
        ]),
    };
    return query;
  };
  return {
    __esModule: true,
    ...actual,
    default: {
      ...Taro,
      createSelectorQuery,
      getWindowInfo: () => ({ windowWidth: 375, windowHeight: 667 }),
      nextTick: (fn: () => void) => fn(),
    },
    usePageScroll: (fn: (e: { scrollTop: number }) => void) => {
      mockOnPageScroll = fn;
    },
  };
});
// the mini-program's page-scroll adapter in place of the H5 one (what the weapp build resolves)
jest.mock('@/platform/page-scroll', () => jest.requireActual('@/platform/page-scroll.weapp'));

import { VirtualGrid } from '@/components/virtual-grid';

interface Item {
  id: number;
}
const itemsOf = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

// Geometry on a 375 × 667 screen (design px = px): 2 columns of (343 − 12) / 2 = 165.5 px,
// a row is ceil(165.5 + 92 + 12) = 270 px; 600 items are 300 rows, 81 000 px.
const ROW = 270;
const COLUMNS = 2;
const VIEWPORT = 667;
const OVERSCAN = 3; // the component's default
const N = 600;
const GRID_HEIGHT = (N / COLUMNS) * ROW;
/** Rows crossing a 667 px viewport at most (4), plus overscan on both sides: 20 cells. */
const MAX_CELLS = COLUMNS * (Math.ceil(VIEWPORT / ROW) + 1 + 2 * OVERSCAN);
/** The page's scrollTop that puts the grid's bottom at the viewport's bottom. */
const BOTTOM = mockPage.gridPageTop + GRID_HEIGHT - VIEWPORT;
/** Near the end (spec 2.8): the viewport's bottom within 2 rows of the grid's end. */
const END_ZONE = BOTTOM - 2 * ROW;

beforeEach(() => {
  mockPage.scrollTop = 0;
  mockPage.selected = [];
  mockOnPageScroll = undefined;
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** The page scrolls to `scrollTop` (onPageScroll fires), then `ms` pass. */
function scrollPage(scrollTop: number, ms = 200) {
  mockPage.scrollTop = scrollTop;
  act(() => {
    mockOnPageScroll!({ scrollTop });
    jest.advanceTimersByTime(ms);
  });
}

function grid(items: Item[], props: Partial<VirtualGridProps<Item>> = {}) {
  return (
    <VirtualGrid
      items={items}
      keyOf={(i) => i.id}
      infoHeight={92}
      label="Products"
      renderItem={(i) => <div data-product-id={i.id}>{`item ${i.id}`}</div>}
      {...props}
    />
  );
}

function renderGrid(items: Item[], props: Partial<VirtualGridProps<Item>> = {}) {
  const view = render(grid(items, props));
  expect(mockOnPageScroll).toBeDefined();
  return view;
}

const renderedIds = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-product-id]')).map((el) => Number(el.getAttribute('data-product-id')));

/** The first row the window should start at for a page scrollTop (the viewport's top row − overscan). */
const expectedStartRow = (scrollTop: number) =>
  Math.max(0, Math.floor((scrollTop - mockPage.gridPageTop) / ROW) - OVERSCAN);

/** Checks the window at `scrollTop`: bounded, contiguous, covering the viewport, placed right. */
function expectWindowAt(container: HTMLElement, scrollTop: number): number[] {
  const ids = renderedIds(container);
  expect(container.querySelectorAll('.virtual-grid__cell')).toHaveLength(ids.length);
  expect(ids.length).toBeGreaterThan(0);
  expect(ids.length).toBeLessThanOrEqual(MAX_CELLS);
  // one contiguous run of items
  expect(ids).toEqual(ids.map((_, k) => ids[0] + k));
  // it starts `overscan` rows above the viewport's top row ...
  const start = expectedStartRow(scrollTop);
  expect(ids[0]).toBe(start * COLUMNS + 1);
  const win = container.querySelector('.virtual-grid__window') as HTMLElement;
  expect(win.style.transform).toBe(`translateY(${start * ROW}px)`);
  // ... and holds every item in the viewport (first and last visible rows, both columns)
  const top = Math.max(0, scrollTop - mockPage.gridPageTop);
  const bottom = Math.min(GRID_HEIGHT - 1, scrollTop - mockPage.gridPageTop + VIEWPORT - 1);
  const firstVisible = Math.floor(top / ROW) * COLUMNS + 1;
  const lastVisible = Math.min(N, (Math.floor(bottom / ROW) + 1) * COLUMNS);
  expect(ids).toContain(firstVisible);
  expect(ids).toContain(lastVisible);
  return ids;
}

describe('VirtualGrid on weapp (onPageScroll + selector query)', () => {
  test('measures the grid by its own id and renders only the first rows; the full height is kept', () => {
    const { container } = renderGrid(itemsOf(N));
    const root = container.querySelector('.virtual-grid') as HTMLElement;
    expect(mockPage.selected).toContain(`#${root.id}`);
    expect(root.style.height).toBe(`${GRID_HEIGHT}px`);
    const ids = expectWindowAt(container, 0);
    expect(ids[0]).toBe(1);
    // the grid starts 120 px down: 547 px of it shows (3 rows) + 3 overscan rows below
    expect(ids).toHaveLength(COLUMNS * (3 + OVERSCAN));
    expect(container.querySelector('[role="list"]')!.getAttribute('aria-label')).toBe('Products');
  });

  test('scrolling far down and back: the window follows the page and stays bounded', () => {
    const { container } = renderGrid(itemsOf(N));
    const positions: number[] = [];
    for (let s = 0; s < BOTTOM; s += 1500) positions.push(s);
    positions.push(BOTTOM);
    const seen = new Set<number>();
    let max = 0;
    let lastFirst = 0;
    for (const s of positions) {
      scrollPage(s);
      const ids = expectWindowAt(container, s);
      expect(ids[0]).toBeGreaterThanOrEqual(lastFirst); // moving down
      lastFirst = ids[0];
      ids.forEach((id) => seen.add(id));
      max = Math.max(max, ids.length);
    }
    // every item was shown on the way, never more than a few rows at once
    expect(seen.size).toBe(N);
    expect(max).toBeLessThanOrEqual(MAX_CELLS);
    expect(max).toBeLessThan(N / 10);
    // at the bottom: the last item is in the window, the first long gone
    const atBottom = renderedIds(container);
    expect(atBottom).toContain(N);
    expect(atBottom).not.toContain(1);

    for (const s of [...positions].reverse()) {
      scrollPage(s);
      const ids = expectWindowAt(container, s);
      expect(ids[0]).toBeLessThanOrEqual(lastFirst); // moving up
      lastFirst = ids[0];
    }
    expect(renderedIds(container)[0]).toBe(1);
  });

  test('a jump to the middle renders the rows there (translateY of the first rendered row)', () => {
    const { container } = renderGrid(itemsOf(N));
    scrollPage(mockPage.gridPageTop + 100 * ROW); // row 100 at the viewport's top
    const ids = renderedIds(container);
    expect(ids[0]).toBe(2 * 97 + 1);
    expect(ids).toContain(201);
    expect(ids.length).toBeLessThanOrEqual(MAX_CELLS);
    const win = container.querySelector('.virtual-grid__window') as HTMLElement;
    expect(win.style.transform).toBe(`translateY(${97 * ROW}px)`);
  });

  test('near the end it asks for more: once on crossing, throttled while there, again after the next page', () => {
    const onEndReached = jest.fn();
    const { container, rerender } = renderGrid(itemsOf(N), { hasMore: true, onEndReached });
    // all the way down to just short of the end zone: never
    for (let s = 0; s < END_ZONE; s += 2000) scrollPage(s);
    scrollPage(END_ZONE - 1);
    expect(onEndReached).not.toHaveBeenCalled();

    // one scroll across the threshold: exactly one call, and no late (trailing) one
    scrollPage(END_ZONE, 1000);
    expect(onEndReached).toHaveBeenCalledTimes(1);

    // back out of the zone and across again: one more
    scrollPage(END_ZONE - 3 * ROW, 1000);
    expect(onEndReached).toHaveBeenCalledTimes(1);
    scrollPage(END_ZONE + 10, 1000);
    expect(onEndReached).toHaveBeenCalledTimes(2);

    // a flurry of onPageScroll events inside the zone (every 10 ms for 300 ms): throttled to
    // one check per 150 ms, not one per event
    onEndReached.mockClear();
    for (let i = 0; i < 30; i++) scrollPage(END_ZONE + 20 + i, 10);
    act(() => jest.advanceTimersByTime(1000));
    expect(onEndReached.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(onEndReached.mock.calls.length).toBeLessThanOrEqual(3);

    // the next page arrives (12 more): the grid grows, the adapter measures again, the same
    // place is no longer near the end and the window stays bounded
    onEndReached.mockClear();
    const more = itemsOf(N + 12);
    rerender(grid(more, { hasMore: true, onEndReached }));
    act(() => jest.advanceTimersByTime(1000));
    expect((container.querySelector('.virtual-grid') as HTMLElement).style.height).toBe(
      `${((N + 12) / COLUMNS) * ROW}px`,
    );
    scrollPage(END_ZONE + 49, 1000);
    expect(onEndReached).not.toHaveBeenCalled();
    expect(renderedIds(container).length).toBeLessThanOrEqual(MAX_CELLS);
    // crossing the new threshold (6 rows further down) asks once more
    scrollPage(END_ZONE + 6 * ROW, 1000);
    expect(onEndReached).toHaveBeenCalledTimes(1);
    expect(renderedIds(container)).toContain(N + 12);
  });

  test('does not ask for more when nothing more can come', () => {
    const onEndReached = jest.fn();
    renderGrid(itemsOf(N), { hasMore: false, onEndReached });
    scrollPage(END_ZONE, 1000);
    scrollPage(BOTTOM, 1000);
    expect(onEndReached).not.toHaveBeenCalled();
  });
});
