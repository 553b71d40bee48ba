/**
 * Keyboard focus never hides under the sticky header or the fixed footer tabs (WCAG 2.4.11 Focus
 * Not Obscured): the browser scrolls a focused element just into the viewport, which on a phone
 * is under the footer tab bar, and going back up is under the sticky header. Elements marked
 * `data-sticky-edge="top"` / `"bottom"` are those bars; a focused element they cover is scrolled
 * clear of them, a form field's label with it. H5 (and jest); focus-clear.weapp.ts: no keyboard
 * focus in the mini-program.
 */
/** Room left between a bar and what is kept clear of it. */
export const GAP_PX = 8;

let listening = false;

/** When a kept-clear focus is looked at again, after late content may have moved it. */
export const RECHECK_MS = [300, 1000];
/** What the shopper does that ends those second looks: the focus, the page are theirs again. */
const SHOPPER_MOVES = ['keydown', 'pointerdown', 'wheel', 'touchstart', 'focusin'] as const;

/** Where the shown bar of that edge ends (header bottom, footer tabs top); null without one. */
export function stickyEdge(kind: 'top' | 'bottom'): number | null {
  let found: number | null = null;
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(`[data-sticky-edge="${kind}"]`))) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const at = kind === 'top' ? r.bottom : r.top;
    // a bar only covers the viewport's edge it sits on (a header scrolled away covers nothing);
    // one fixed above another (the install hint over the footer tabs) covers from where it starts
    const fixed = getComputedStyle(el).position === 'fixed';
    if (kind === 'top' ? r.top > 1 || r.bottom <= 0 : (r.bottom < innerHeight - 1 && !fixed) || r.top >= innerHeight)
      continue;
    found = found === null ? at : kind === 'top' ? Math.max(found, at) : Math.min(found, at);
  }
  return found;
}

function clear(target: HTMLElement): void {
  // bars and dialogs are never under a bar
  if (target.closest('[data-sticky-edge], [role="dialog"]')) return;
  const r = target.getBoundingClientRect();
  if (r.height === 0) return;
  const top = stickyEdge('top');
  const bottom = stickyEdge('bottom');
  // A form field shows with its label, which sits above the control: a field with an error that
  // gets the focus must not leave the label under the header (the shopper reads what to fix).
  const fieldTop = Math.min(r.top, target.closest<HTMLElement>('.field')?.getBoundingClientRect().top ?? r.top);
  const ceiling = top ?? 0;
  let dy = 0;
  if (fieldTop < ceiling) {
    dy = fieldTop - ceiling - GAP_PX;
    // a field taller than the space left: the control itself stays above the bottom bar
    const floor = bottom ?? innerHeight;
    if (r.bottom - dy > floor) dy = Math.min(r.top - ceiling - GAP_PX, r.bottom - floor + GAP_PX);
  } else if (bottom !== null && r.bottom > bottom) dy = r.bottom - bottom + GAP_PX;
  if (dy !== 0) scroller(target).scrollBy(0, dy);
}

/** What scrolls the element: its nearest scrolling ancestor (a page of the app), else the window. */
export function scroller(el: HTMLElement): { scrollBy(x: number, y: number): void } {
  for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
    const overflow = getComputedStyle(n).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && n.scrollHeight > n.clientHeight) return n;
  }
  return window;
}

/**
 * Starts watching focus (once for the whole app). Only focus the keyboard (or the app's own code)
 * moves is kept clear: the focus a press gives what was pressed stays where the shopper saw it.
 * Scrolling it there, between the press and the release, moved what was pressed from under the
 * pointer, and the tap was lost (Checkout partly under the footer tabs stayed on the cart); on a
 * list it moved the list the shopper comes Back to.
 */
export function keepFocusClear(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  let pressed: Element | null = null;
  document.addEventListener(
    'pointerdown',
    (e) => {
      pressed = e.target instanceof Element ? e.target : null;
    },
    true,
  );
  document.addEventListener(
    'keydown',
    () => {
      pressed = null;
    },
    true,
  );
  document.addEventListener('focusin', (e) => {
    const target = e.target;
    if (!(target instanceof HTMLElement)) return;
    // a touch focuses on the mouse events that follow the release: the pressed element is
    // remembered until the next press or key, not only while the finger is down
    if (pressed && target.contains(pressed)) return;
    // after the browser's own scroll into view
    requestAnimationFrame(() => clear(target));
    // and again once what loads late has been drawn (a section above, the install hint below):
    // the page can move the focused element under a bar after it was kept clear, until the
    // shopper does something (a key, a press, a scroll of their own)
    const settle = RECHECK_MS.map((ms, i) =>
      setTimeout(() => {
        if (document.activeElement === target) clear(target);
        if (i === RECHECK_MS.length - 1) stop();
      }, ms),
    );
    const stop = () => {
      settle.forEach(clearTimeout);
      for (const type of SHOPPER_MOVES) document.removeEventListener(type, stop, true);
    };
    for (const type of SHOPPER_MOVES) document.addEventListener(type, stop, true);
  });
}
