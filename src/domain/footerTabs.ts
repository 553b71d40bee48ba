/** Configurable mobile footer tabs (spec 2.5): active tab, cart badge, stacking, visibility. */
import type { FooterTab } from '@api-types';
import { isSafeHref, mapFooterTabLink } from './links';

const CART_LINK = 'checkout/cart';

function normalise(link: string): string {
  return link.trim().replace(/^\/+/, '');
}

function pathname(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}

/**
 * Whether the tab with `link` is active at `path` (the current URL path, query included, as the
 * router reports it). Exact spec rules; a tab without a link (null) is never active.
 */
export function isTabActive(link: string | null | undefined, path: string): boolean {
  if (link === null || link === undefined) return false;
  const l = normalise(link);
  if (l === '' || l === 'home') {
    const p = pathname(path);
    return p === '/' || p === '/home';
  }
  if (/^(account|user)\b/.test(l)) return path.includes('account') || path.includes('user');
  if (l.startsWith('productlist') || l.startsWith('products/')) {
    return pathname(path).startsWith('/store') && !path.includes('clearance') && !path.includes('search');
  }
  return path.includes(l);
}

/** The badge count on the checkout/cart tab when above 0, else null. */
export function tabBadge(link: string | null | undefined, count: number): number | null {
  return link != null && normalise(link) === CART_LINK && count > 0 ? count : null;
}

/** On /store/productlist paths the footer has a higher stacking level. */
export function footerRaised(path: string): boolean {
  return path.startsWith('/store/productlist');
}

/** Shown when styling, language and at least one tab are loaded (mobile only: caller's check). */
export function showFooterTabs(input: {
  styleLoaded: boolean;
  languageLoaded: boolean;
  tabs: readonly FooterTab[] | null | undefined;
}): boolean {
  return input.styleLoaded && input.languageLoaded && !!input.tabs && input.tabs.length > 0;
}

/** Cart badge count: the number of line-item keys. */
export function cartCount(lineItems: Record<string, unknown> | null | undefined): number {
  return lineItems ? Object.keys(lineItems).length : 0;
}

/** Route of a tab, or null for a tab without a (safe) link: a non-clickable label. */
export function footerTabUrl(tab: Pick<FooterTab, 'link'>): string | null {
  const link = (tab.link ?? '').trim();
  return link && isSafeHref(link) ? mapFooterTabLink(link) : null;
}
