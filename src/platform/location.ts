/**
 * The current address: path and query of the page being shown. Variants: this file (H5 and
 * jest: window.location, the real URL such as /confirmation/123?from_source=...) and
 * `location.weapp.ts` (the page path and params of Taro.getCurrentInstance().router).
 * Query values are URI-decoded once.
 */
import { safeDecode } from '@/domain/session';

export interface CurrentLocation {
  /** '/store/productlist' on H5, '/pages/store/productlist/index' on weapp. */
  path: string;
  query: Record<string, string>;
  /** '?a=1&b=2' or ''. */
  search: string;
  /** The full address (H5: absolute URL; weapp: path + search). */
  href: string;
}

/** '?a=1&b=x%20y' -> { a: '1', b: 'x y' }; '+' is a space; the first of a repeated key wins. */
export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  const text = search.replace(/^[?#]/, '');
  if (!text) return out;
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = safeDecode((eq < 0 ? part : part.slice(0, eq)).replace(/\+/g, ' '));
    const value = eq < 0 ? '' : safeDecode(part.slice(eq + 1).replace(/\+/g, ' '));
    if (key && !Object.prototype.hasOwnProperty.call(out, key)) out[key] = value;
  }
  return out;
}

export function currentLocation(): CurrentLocation {
  if (typeof window === 'undefined' || !window.location) return { path: '/', query: {}, search: '', href: '/' };
  const { pathname, search, href } = window.location;
  return { path: pathname || '/', query: parseQuery(search), search, href };
}
