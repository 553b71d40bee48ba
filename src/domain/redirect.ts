/**
 * The one rule for every place the store sends a shopper to a target it was given: the
 * WeChat sandbox's `redirect_uri`, Sign In's `?redirect=`, the return path of the mailed signup
 * link. A target is kept only when it is a path of the store itself; anything else is refused.
 *
 * Browsers repair URLs before following them: they drop tabs and newlines anywhere, trim spaces
 * and control characters, and read `\` as `/`, so `/\t/evil.example` and `/\evil.example` lead to
 * another site although they start with one slash. So the text must hold no space, control
 * character or backslash, start with exactly one `/`, and, where the platform has a URL parser (H5,
 * the server), parse against the store's origin to that same origin. The mini-program has no URL
 * parser; there the character rules alone already leave nothing a parser could read as a host.
 */

/** Stands for the store's origin when the caller does not know it (only "same origin" matters). */
const SOME_ORIGIN = 'https://store.invalid';

/**
 * The same-origin path `raw` names (as given, characters beyond ASCII percent-encoded), or
 * undefined when it is not one.
 */
export function sameOriginPath(raw: string | null | undefined, origin: string = SOME_ORIGIN): string | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return undefined;
  // no space, tab, CR/LF, other control characters, DEL or backslash
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\x00-\x20\x7f\\]/.test(raw)) return undefined;
  if (raw[0] !== '/' || raw[1] === '/') return undefined;
  let path: string;
  try {
    // other characters (a Chinese category name) are written percent-encoded: inert for any parser
    path = raw.replace(/[^\x21-\x7e]+/g, (s) => encodeURI(s));
  } catch {
    return undefined; // a lone surrogate
  }
  if (typeof URL === 'function') {
    try {
      const base = new URL(origin);
      if (new URL(path, base).origin !== base.origin) return undefined;
    } catch {
      return undefined;
    }
  }
  return path;
}
