/**
 * Cookies as the app may read them (the XSRF-TOKEN value for http.ts, the referral cookies).
 * Variants: this file (H5 and jest: document.cookie, the browser keeps the cookies) and
 * `cookies.weapp.ts` (the cookie jar in storage that transport.weapp.ts fills).
 */
import { parseCookieHeader } from '@/domain/cookies';
import { safeDecode } from '@/domain/session';

export interface CookieReader {
  /** The cookie's value, or undefined when it is not set. */
  get(name: string): string | undefined;
  /** Every readable cookie by name. */
  all(): Record<string, string>;
}

/** Reads document.cookie on every call (values URI-decoded, as browsers' frameworks do). */
export function createDocumentCookies(): CookieReader {
  const all = (): Record<string, string> => {
    const raw = typeof document !== 'undefined' ? document.cookie : '';
    const parsed = parseCookieHeader(raw);
    const out: Record<string, string> = {};
    for (const name of Object.keys(parsed)) out[name] = safeDecode(parsed[name]);
    return out;
  };
  return {
    all,
    get: (name) => {
      const value = all()[name];
      return value === undefined ? undefined : value;
    },
  };
}

export const cookies: CookieReader = createDocumentCookies();
