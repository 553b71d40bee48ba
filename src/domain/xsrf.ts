/** Spec 7: which requests carry the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header. */
import { XSRF_COOKIE, XSRF_HEADER } from '@api-types';

/** Absolute ('http:', any scheme) or protocol-relative ('//', '\\') URLs never get the token. */
export function isRelativeUrl(url: string): boolean {
  const u = url.trim();
  return !/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(u) && !/^[\\/]{2}/.test(u);
}

/** True for non-GET, non-HEAD requests to relative URLs only. */
export function needsXsrf(method: string, url: string): boolean {
  const m = method.trim().toUpperCase();
  return m !== 'GET' && m !== 'HEAD' && isRelativeUrl(url);
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
