import { GAP_PX, RECHECK_MS, keepFocusClear } from '@/platform/focus-clear';

// jsdom lays nothing out: each element says where it is, as a phone 844 px high would draw it
function placed<T extends HTMLElement>(el: T, top: number, height: number): T {
  el.getBoundingClientRect = () =>
    ({ top, bottom: top + height, height, left: 0, right: 390, width: 390, x: 0, y: top }) as DOMRect;
  return el;
}

const TABS_TOP = 777;
let scrolled: number[] = [];

beforeAll(() => {
  Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
  window.requestAnimationFrame = (cb: FrameRequestCallback) => {
    cb(0);
    return 0;
  };
  window.scrollBy = ((_x: number, y: number) => {
    scrolled.push(y);
  }) as unknown as typeof window.scrollBy;
  keepFocusClear();
});

afterEach(() => {
  jest.useRealTimers();
});

beforeEach(() => {
  scrolled = [];
  document.body.innerHTML = '';
  const tabs = placed(document.createElement('nav'), TABS_TOP, 67);
  tabs.dataset.stickyEdge = 'bottom';
  tabs.style.position = 'fixed';
  document.body.append(tabs);
});

/** The cart's Checkout link, drawn from `top` (at 750 its lower part is under the footer tabs). */
function checkoutLink(top = 750): { link: HTMLAnchorElement; label: HTMLSpanElement } {
  const link = placed(document.createElement('a'), top, 44);
  link.href = '/checkout/checkout';
  const label = document.createElement('span');
  label.textContent = 'Checkout';
  link.append(label);
  document.body.append(link);
  return { link, label };
}

/** Tab lands on the element. */
function tabOnto(el: HTMLElement): void {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  el.focus();
}

/** A pointer goes down on the element (its focus follows, as the browser gives it). */
function pressOn(el: HTMLElement): void {
  el.dispatchEvent(new Event('pointerdown', { bubbles: true }));
}

describe('focus under the footer tabs', () => {
  test('reached with the keyboard: scrolled clear of the tabs', () => {
    tabOnto(checkoutLink().link);
    expect(scrolled).toEqual([794 - TABS_TOP + GAP_PX]);
  });

  test('given by a press on it (its text): left where it was pressed, so the release lands on it', () => {
    const { link, label } = checkoutLink();
    pressOn(label);
    link.focus();
    expect(scrolled).toEqual([]);
  });

  test('a touch: the focus comes after the finger is up, and still stays put', () => {
    const { link } = checkoutLink();
    pressOn(link);
    link.dispatchEvent(new Event('pointerup', { bubbles: true }));
    link.focus();
    expect(scrolled).toEqual([]);
  });

  test('moved by the app after a press elsewhere (a field with an error after Continue): kept clear', () => {
    const button = placed(document.createElement('button'), 300, 44);
    const field = placed(document.createElement('input'), 760, 40);
    document.body.append(button, field);
    pressOn(button);
    field.focus();
    expect(scrolled).toEqual([800 - TABS_TOP + GAP_PX]);
  });

  test('the keyboard after a press: the next focus it moves is kept clear again', () => {
    const { link, label } = checkoutLink();
    pressOn(label);
    link.focus();
    link.blur();
    tabOnto(link);
    expect(scrolled).toEqual([794 - TABS_TOP + GAP_PX]);
  });
});

describe('focus kept clear, then moved by the page under a bar', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
  });

  test('what loads late pushes the focused link under the tabs: it is brought clear again', () => {
    const { link } = checkoutLink(500);
    tabOnto(link);
    expect(scrolled).toEqual([]);
    // a section above it is drawn: the link now ends at 794, under the tabs from 777
    placed(link, 750, 44);
    jest.advanceTimersByTime(RECHECK_MS[0]);
    expect(scrolled).toEqual([794 - TABS_TOP + GAP_PX]);
  });

  test('once the shopper acts (a key, a scroll of their own), the page is theirs: no second look', () => {
    const { link } = checkoutLink(500);
    tabOnto(link);
    document.dispatchEvent(new Event('wheel'));
    placed(link, 750, 44);
    jest.advanceTimersByTime(Math.max(...RECHECK_MS));
    expect(scrolled).toEqual([]);
  });
});
