import { act, cleanup, render, screen } from '@testing-library/react';
import { NEAR_VIEW_MARGIN, NearView } from '@/platform/near-view';

/** A stand-in IntersectionObserver the test drives: jsdom has none. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback(
      this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

afterEach(() => {
  cleanup();
  FakeObserver.all = [];
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const strip = (
  <NearView reserve={300}>
    <h2>Related products</h2>
  </NearView>
);

it('well below the fold: a box of the reserved height, and the part once it comes within half a screen', () => {
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  const { container } = render(strip);
  expect(screen.queryByText('Related products')).toBeNull();
  const box = container.firstElementChild as HTMLElement;
  expect(box.style.minHeight).toBe('300px');
  expect(box.getAttribute('aria-hidden')).toBe('true');
  const [observer] = FakeObserver.all;
  expect(observer.targets).toEqual([box]);
  expect(observer.options.rootMargin).toBe(NEAR_VIEW_MARGIN);
  expect(NEAR_VIEW_MARGIN).toBe('0px 0px 50% 0px');

  act(() => observer.report(false)); // still far: nothing changes
  expect(screen.queryByText('Related products')).toBeNull();
  act(() => observer.report(true));
  expect(screen.getByText('Related products')).toBeTruthy();
  expect(container.querySelector('[aria-hidden]')).toBeNull();
  expect(observer.disconnected).toBe(true);
});

it('leaving the page before it came near stops watching', () => {
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  const { unmount } = render(strip);
  unmount();
  expect(FakeObserver.all[0].disconnected).toBe(true);
});

it('without IntersectionObserver it renders at once', () => {
  render(strip);
  expect(screen.getByText('Related products')).toBeTruthy();
});
