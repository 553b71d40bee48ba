/**
 * Link mapping of menus and footers (spec 2.3): server links such as `products/shoes` become app
 * routes, and menu items decide how they are followed.
 */
import type { Locale, MenuItem } from '@api-types';
import { ZH_PRODUCTLIST_PREFIX } from './constants';

const STORE_PREFIXES = ['search', 'tag', 'brand', 'product/', 'clearance'];
const ABSOLUTE_HTTP = /^https?:\/\//i;
/** A phone link such as a hotline tab's: `tel:` and a number (digits, one leading +, dashes). */
const PHONE = /^tel:\+?[0-9][0-9-]{2,24}$/i;

/** The number a `tel:` link dials, or null when the link is not one. */
export function phoneNumber(link: string | null | undefined): string | null {
  const l = (link ?? '').trim();
  return PHONE.test(l) ? l.slice(4) : null;
}
const PRODUCTLIST = 'productlist?';

function decodeLoose(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The category as a query value: decoded once (tolerantly), then encoded. */
function catParam(cat: string): string {
  return encodeURIComponent(decodeLoose(cat));
}

/**
 * `/store/productlist` for a category followed by the list's other query values: in `rest`
 * (with %26 already decoded) the first & ends the category and starts the rest, so `tea&sort=price`
 * is the tea category sorted by price, not a category named "tea&sort=price" (spec 2.3).
 */
function productListRoute(rest: string): string {
  const amp = rest.indexOf('&');
  const cat = amp < 0 ? rest : rest.slice(0, amp);
  return `/store/productlist?cat=${catParam(cat)}${amp < 0 ? '' : rest.slice(amp)}`;
}

/** A link with %26 turned back into & (spec 2.3) and without leading slashes. */
function normaliseLink(link: string): string {
  return link.trim().replace(/%26/g, '&').replace(/^\/+/, '');
}

/** A server link as an app route, or an absolute http(s) URL unchanged. */
export function mapLink(link: string): string {
  const raw = link.trim();
  if (ABSOLUTE_HTTP.test(raw) || phoneNumber(raw)) return raw;
  const l = normaliseLink(raw);
  if (l.startsWith('products/')) return productListRoute(l.slice('products/'.length));
  if (l.startsWith('page/')) return `/${l.slice('page/'.length)}`;
  if (STORE_PREFIXES.some((p) => l.startsWith(p))) return `/store/${l}`;
  return `/${l}`;
}

/**
 * Footer-tab links: `productlist?cat=X` opens the product list with cat = the text after the
 * first 16 characters; like products/X, a (decoded) & in that text starts further query values.
 */
export function mapFooterTabLink(link: string): string {
  const l = normaliseLink(link);
  if (l.startsWith(PRODUCTLIST)) return productListRoute(l.slice(ZH_PRODUCTLIST_PREFIX));
  return mapLink(link);
}

/**
 * Only http(s) URLs, relative paths and phone numbers (`tel:`, dialled) are followed. Browsers drop leading control characters
 * and tabs/newlines inside a scheme, so those are removed before the scheme is checked.
 */
export function isSafeHref(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false;
  // eslint-disable-next-line no-control-regex
  const s = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  if (s === '') return false;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(s);
  if (!scheme) return true;
  if (phoneNumber(s)) return true;
  const name = scheme[1].toLowerCase();
  return name === 'http' || name === 'https';
}

export type MenuAction =
  | { kind: 'internal'; url: string }
  | { kind: 'productlist'; url: string }
  | { kind: 'external'; url: string }
  | { kind: 'text' }
  | { kind: 'submenu' };

/**
 * How a menu item is followed (spec 2.3). A sub-menu parent gets no link, an item without a
 * (safe) link is plain text, EXTERNAL_LINK opens a new tab, an absolute URL is always external.
 */
export function menuItemAction(item: MenuItem): MenuAction {
  if (item.subMenu && item.subMenu.length > 0) return { kind: 'submenu' };
  const link = (item.link ?? '').trim();
  if (!link || !isSafeHref(link)) return { kind: 'text' };
  const absolute = ABSOLUTE_HTTP.test(link) || link.startsWith('//');
  if (item.linkActionType === 'EXTERNAL_LINK' || absolute) {
    return { kind: 'external', url: absolute ? link : mapLink(link) };
  }
  if (link.replace(/^\/+/, '').startsWith(PRODUCTLIST)) {
    return { kind: 'productlist', url: mapFooterTabLink(link) };
  }
  return { kind: 'internal', url: mapLink(link) };
}

/** The item's name in the given language (nameContent), else its plain name. */
export function menuItemName(item: Pick<MenuItem, 'name' | 'nameContent'>, locale: Locale): string {
  const localized = item.nameContent?.[locale];
  return localized && localized.trim() ? localized : item.name;
}
