import { act, render } from '@testing-library/react';
import { VirtualGrid } from '@/components/virtual-grid';

interface Item {
  id: number;
}
const itemsOf = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

/** Where the grid's top is relative to the viewport (what a scrolled page reports). */
let gridTop = 0;
const WIDTH = 358; // a 390 px phone minus the page padding: 2 columns

beforeEach(() => {
  gridTop = 0;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return {
      top: gridTop,
      left: 0,
      width: WIDTH,
      height: 0,
      right: WIDTH,
      bottom: gridTop,
      x: 0,
      y: gridTop,
      toJSON: () => ({}),
    };
  });
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Scrolls the page so the grid's top is at `top` (negative: scrolled past) and lets frames run. */
function scrollTo(top: number, ms = 200) {
  gridTop = top;
  act(() => {
    document.body.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(ms);
  });
}

function renderGrid(items: Item[], props: Partial<Parameters<typeof VirtualGrid<Item>>[0]> = {}) {
  return render(
    <VirtualGrid
      items={items}
      keyOf={(i) => i.id}
      infoHeight={92}
      label="Products"
      renderItem={(i) => <div data-product-id={i.id}>{`item ${i.id}`}</div>}
      {...props}
    />,
  );
}

const renderedIds = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-product-id]')).map((el) => Number(el.getAttribute('data-product-id')));

describe('VirtualGrid', () => {
  test('a measure that moves nothing does not render the grid again', () => {
    let rendered = 0;
    const renderItem = (i: Item) => {
      rendered++;
      return <div data-product-id={i.id}>{`item ${i.id}`}</div>;
    };
    const view = renderGrid(itemsOf(40), { renderItem });
    act(() => jest.advanceTimersByTime(50));
    scrollTo(-300);
    const before = rendered;
    // measured again where it already is (a scroll elsewhere on the page, the list growing)
    scrollTo(-300);
    scrollTo(-300);
    expect(rendered - before).toBe(0);
    expect(renderedIds(view.container)[0]).toBe(1);
  });

  test('renders only rows near the viewport; the full height is kept', () => {
    const { container } = renderGrid(itemsOf(500));
    act(() => jest.advanceTimersByTime(50));
    const ids = renderedIds(container);
    // 2 columns, rows of 173 + 92 + 12 = 277 px: 4 rows in view + 3 overscan below
    expect(ids[0]).toBe(1);
    expect(ids.length).toBeLessThanOrEqual(2 * (Math.ceil(844 / 277) + 1 + 3));
    const grid = container.querySelector('.virtual-grid') as HTMLElement;
    expect(grid.style.height).toBe(`${250 * 277}px`);
    expect(container.querySelector('[role="list"]')!.getAttribute('aria-label')).toBe('Products');
  });

  test('the rendered node count stays bounded however far the shopper scrolls', () => {
    const { container } = renderGrid(itemsOf(2000));
    let max = 0;
    const seen = new Set<number>();
    for (let top = 0; top > -1000 * 277; top -= 2000) {
      scrollTo(top);
      const ids = renderedIds(container);
      ids.forEach((id) => seen.add(id));
      max = Math.max(max, ids.length);
      expect(container.querySelectorAll('.virtual-grid__cell').length).toBe(ids.length);
    }
    expect(max).toBeLessThanOrEqual(2 * (Math.ceil(844 / 277) + 1 + 2 * 3));
    expect(seen.size).toBeGreaterThan(1000);
  });

  test('rows are placed where they belong (translateY of the first rendered row)', () => {
    const { container } = renderGrid(itemsOf(500));
    scrollTo(-277 * 50);
    const ids = renderedIds(container);
    expect(ids[0]).toBe(2 * (50 - 3) + 1);
    const win = container.querySelector('.virtual-grid__window') as HTMLElement;
    expect(win.style.transform).toBe(`translateY(${47 * 277}px)`);
  });

  test('asks for more near the end, throttled', () => {
    const onEndReached = jest.fn();
    renderGrid(itemsOf(24), { hasMore: true, onEndReached });
    // 12 rows = 3324 px; the first screen is not near the end
    act(() => jest.advanceTimersByTime(200));
    expect(onEndReached).not.toHaveBeenCalled();
    // 20 scroll events within 400 ms near the end: at most one check per 150 ms
    for (let i = 0; i < 20; i++) scrollTo(-(3324 - 844 - 2 * 277) - i, 20);
    expect(onEndReached.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(onEndReached.mock.calls.length).toBeLessThanOrEqual(4);
  });

  test('does not ask for more when nothing more can come', () => {
    const onEndReached = jest.fn();
    renderGrid(itemsOf(4), { hasMore: false, onEndReached });
    scrollTo(-1000);
    expect(onEndReached).not.toHaveBeenCalled();
  });
});
