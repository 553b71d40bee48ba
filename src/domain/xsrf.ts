/** Spec 7: which requests carry the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header. */
import { XSRF_COOKIE, XSRF_HEADER } from '@api-types';

/** Absolute ('http:', any scheme) or protocol-relative ('//', '\\') URLs never get the token. */
export function isRelativeUrl(url: string): boolean {
  const u = url.trim();
  return !/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(u) && !/^[\\/]{2}/.test(u);
}

/**
 * The spec's GET that sends mail (common3/forgotPassword): a page on another site can make a browser
 * send a GET with the shopper's cookies, and old browsers say neither where it came from
 * (Sec-Fetch-Site) nor Origin; only a page of the store can read the token to send with it.
 */
const STATE_CHANGING_GET = /(^|\/)common3\/forgotPassword(\?|$)/;

/** True for non-GET, non-HEAD requests, and the GET that sends mail, to relative URLs only. */
export function needsXsrf(method: string, url: string): boolean {
  const m = method.trim().toUpperCase();
  const changes = (m !== 'GET' && m !== 'HEAD') || (m === 'GET' && STATE_CHANGING_GET.test(url.trim()));
  return changes && isRelativeUrl(url);
}

/** The header to add, if the request needs it and the cookie is set. */
export function xsrfHeader(
  method: string,
  url: string,
  cookies: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const token = cookies[XSRF_COOKIE];
  return token && needsXsrf(method, url) ? { [XSRF_HEADER]: token } : {};
}

/**
 * What a request does about the XSRF token before it goes (one token, and one session, per visit).
 * A browser with no token yet gets one with the first answer from the API; a first visit's reads
 * sent at once would each be given another, and a change sent as they land could carry a token the
 * browser had already replaced. So while there is none:
 *   - 'lead': this read goes alone and brings the token;
 *   - 'join': a read or change is on its way for it: wait for that answer, then go;
 *   - 'prime': a change, nothing on its way: send one read first (the change needs the token).
 * 'go' otherwise: a token is there, or the URL is not the store's own API (it never gets one).
 */
export type TokenWait = 'go' | 'lead' | 'join' | 'prime';

export function tokenWait(method: string, url: string, hasToken: boolean, awaited: boolean): TokenWait {
  if (hasToken || !isRelativeUrl(url)) return 'go';
  if (awaited) return 'join';
  return needsXsrf(method, url) ? 'prime' : 'lead';
}
