/**
 * Driving the H5 app by keyboard alone in the browser tests: Tab / Shift+Tab to a control, checking
 * on every stop that the focused element is visible, shows a focus indicator and is not hidden
 * under the sticky header or the footer tabs (WCAG 2.4.7, 2.4.11).
 */
import type { Page } from 'playwright-core';

export interface FocusStop {
  /** A short description of the focused element (tag, class, name). */
  what: string;
  /** What is wrong with it, if anything. */
  problems: string[];
}

/** Reads the focused element: its description and what is wrong with how it shows focus. */
export async function focusStop(page: Page): Promise<FocusStop> {
  // two frames: the page's own scrolling after a focus change (platform/focus-clear) has run
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', problems: [] };
    const name = (el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).value || '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
    const what = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${name}"`;
    const problems: string[] = [];
    // a visually hidden native radio / checkbox is shown by its label
    const shown: HTMLElement = (el.matches('input[type=radio], input[type=checkbox]') && el.closest('label')) || el;
    const rect = shown.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) problems.push('not visible');
    // the indicator: an outline or a ring (box-shadow) on it or on the box that draws it
    const indicated = [shown, el, shown.parentElement, shown.parentElement?.parentElement].some((n) => {
      if (!n) return false;
      const s = getComputedStyle(n);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1) || s.boxShadow !== 'none';
    });
    if (!indicated) problems.push('no visible focus indicator');
    // not hidden under something fixed (the header, the footer tabs): the middle of it is reachable
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0 || rect.left >= innerWidth) {
      problems.push(`off screen on ${location.pathname} (top ${Math.round(rect.top)}, view ${innerHeight})`);
    } else if (top && !shown.contains(top) && !top.contains(shown) && !el.contains(top)) {
      problems.push(`covered by ${top.tagName.toLowerCase()}.${String(top.className).split(/\s+/).join('.')}`);
    }
    return { what, problems };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `css` (and its name `name`), at most
 * `max` times. Every stop on the way is checked; the problems found are added to `problems`.
 */
export async function tabTo(
  page: Page,
  css: string,
  options: { name?: RegExp; back?: boolean; max?: number; problems?: string[] } = {},
): Promise<void> {
  const { name, back = false, max = 120, problems = [] } = options;
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    seen.push(stop.what);
    for (const p of stop.problems) problems.push(`${stop.what}: ${p}`);
    const hit = await page.evaluate(
      ({ css, source, flags }) => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || !el.matches(css)) return false;
        if (!source) return true;
        // its name, its text, its label (each on its own)
        const texts = [
          el.getAttribute('aria-label') ?? '',
          el.textContent ?? '',
          el.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : '',
          el.closest('label')?.textContent ?? '',
        ];
        const re = new RegExp(source, flags);
        return texts.some((t) => re.test(t));
      },
      { css, source: name?.source ?? '', flags: name?.flags ?? '' },
    );
    if (hit) return;
  }
  throw new Error(`Tab never reached ${css} ${name ?? ''}; stops:\n${seen.slice(-40).join('\n')}`);
}

/** The focused element's description. */
export async function focused(page: Page): Promise<string> {
  return (await focusStop(page)).what;
}

/** Whether focus is inside the element matched by `css`. */
export async function focusInside(page: Page, css: string): Promise<boolean> {
  return page.evaluate((c) => !!document.activeElement?.closest(c), css);
}
