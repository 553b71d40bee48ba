// H5 (and jest): the document's title, written as text. title.weapp.ts sets the mini-program's
// navigation bar title (WeChat draws it natively, as text).
//
// Taro's H5 router keeps a hidden navigation bar and writes each title into it with innerHTML:
// from setNavigationBarTitle, and, when a page is first shown, from whatever document.title holds
// then (the previous page's title). A title carries shoppers' data (a shared list's owner name,
// a search term), so markup in it would become part of the page (a meta refresh sends the visitor
// elsewhere; the CSP stops scripts, not that). Hence: the app never calls setNavigationBarTitle on
// H5, and the bar's title element takes whatever Taro writes into it as text.
import { useEffect } from 'react';

const NAV_BAR_ID = 'taro-navigation-bar';
const NAV_TITLE_CLASS = 'taro-navigation-bar-title';

export function titleText(title: string, suffix?: string): string {
  return title && suffix ? `${title} · ${suffix}` : title || suffix || '';
}

function navTitleElement(): HTMLElement | null {
  const bar = document.getElementById(NAV_BAR_ID);
  return bar?.getElementsByClassName(NAV_TITLE_CLASS)[0] as HTMLElement | null;
}

/** The element's innerHTML becomes a text setter (its getter still reads the markup of that text). */
function textOnly(el: HTMLElement): void {
  if (Object.prototype.hasOwnProperty.call(el, 'innerHTML')) return;
  const native = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  Object.defineProperty(el, 'innerHTML', {
    configurable: true,
    get: () => (native?.get ? (native.get.call(el) as string) : (el.textContent ?? '')),
    // Taro writes strings only (a title, or document.title)
    set: (value: unknown) => {
      el.textContent = typeof value === 'string' ? value : '';
    },
  });
}

/**
 * Makes Taro's navigation bar title take text only: now if the bar is there, else as soon as the
 * router puts it in (it does so before any page is shown). Call once, before the router starts.
 */
export function keepNavigationBarTitleText(): void {
  if (typeof document === 'undefined') return;
  const now = navTitleElement();
  if (now) {
    textOnly(now);
    return;
  }
  if (typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => {
    const el = navTitleElement();
    if (!el) return;
    textOnly(el);
    observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

export function usePageTitle(title: string, suffix?: string): void {
  const full = titleText(title.trim(), suffix);
  useEffect(() => {
    if (!full || typeof document === 'undefined') return;
    document.title = full;
    const nav = navTitleElement();
    if (nav) nav.textContent = full;
  }, [full]);
}
