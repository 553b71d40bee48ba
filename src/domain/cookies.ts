/**
 * Cookie parsing and a small cookie jar, for targets without a browser cookie store (the
 * mini-program: wx.request hands back Set-Cookie, WeChat joins several with ', '). One API host,
 * so Path and Domain are parsed but do not scope the jar.
 */

export interface SetCookie {
  name: string;
  value: string;
  /** Expires as epoch ms. */
  expires?: number;
  /** Max-Age in seconds; wins over Expires. */
  maxAge?: number;
  path?: string;
  domain?: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite?: string;
}

export interface StoredCookie {
  value: string;
  /** Epoch ms; absent for a session cookie. */
  expiresAt?: number;
}

export type CookieJar = Readonly<Record<string, StoredCookie>>;

/** A prototype-free record, so a cookie named __proto__ is just a key. */
function record<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** 'a=1; b=2' -> { a: '1', b: '2' } (first occurrence wins, as browsers send the most specific first). */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const out = record<string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !(name in out)) out[name] = part.slice(eq + 1).trim();
  }
  return out;
}

/**
 * Splits a Set-Cookie header whose cookies were joined by commas. A comma separates cookies only
 * when a 'name=' follows it, so the comma of an Expires date ('Wed, 21 Oct 2026 ...') is kept.
 */
export function splitSetCookieHeader(header: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < header.length; i++) {
    if (header[i] !== ',') continue;
    let j = i + 1;
    while (j < header.length && (header[j] === ' ' || header[j] === '\t')) j++;
    const tokenStart = j;
    while (j < header.length && !'=;, \t'.includes(header[j])) j++;
    if (j > tokenStart && header[j] === '=') {
      out.push(header.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(header.slice(start).trim());
  return out.filter((s) => s !== '');
}

function parseOne(text: string): SetCookie | null {
  const [pair, ...attributes] = text.split(';');
  const eq = pair.indexOf('=');
  if (eq < 0) return null;
  const name = pair.slice(0, eq).trim();
  if (!name) return null;
  const cookie: SetCookie = { name, value: pair.slice(eq + 1).trim(), httpOnly: false, secure: false };
  for (const attribute of attributes) {
    const aeq = attribute.indexOf('=');
    const key = (aeq < 0 ? attribute : attribute.slice(0, aeq)).trim().toLowerCase();
    const val = aeq < 0 ? '' : attribute.slice(aeq + 1).trim();
    if (key === 'expires') {
      const t = Date.parse(val);
      if (!Number.isNaN(t)) cookie.expires = t;
    } else if (key === 'max-age') {
      if (/^-?\d+$/.test(val)) cookie.maxAge = Number(val);
    } else if (key === 'path') cookie.path = val;
    else if (key === 'domain') cookie.domain = val;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'secure') cookie.secure = true;
    else if (key === 'samesite') cookie.sameSite = val;
  }
  return cookie;
}

/** Parses one Set-Cookie header value (possibly comma-joined) or an array of them. */
export function parseSetCookie(header: string | readonly string[] | null | undefined): SetCookie[] {
  if (!header) return [];
  const values = typeof header === 'string' ? [header] : header;
  const out: SetCookie[] = [];
  for (const v of values) {
    for (const piece of splitSetCookieHeader(v)) {
      const c = parseOne(piece);
      if (c) out.push(c);
    }
  }
  return out;
}

function isLive(c: StoredCookie, now: number): boolean {
  return c.expiresAt === undefined || c.expiresAt > now;
}

/** A new jar: expired cookies dropped, each Set-Cookie applied (Max-Age <= 0 or a past Expires deletes). */
export function applySetCookie(jar: CookieJar, setCookies: readonly SetCookie[], now: number): CookieJar {
  const next = record<StoredCookie>();
  for (const name of Object.keys(jar)) {
    if (isLive(jar[name], now)) next[name] = jar[name];
  }
  for (const c of setCookies) {
    const expiresAt = c.maxAge !== undefined ? now + c.maxAge * 1000 : c.expires;
    if (expiresAt !== undefined && expiresAt <= now) {
      delete next[c.name];
    } else {
      next[c.name] = expiresAt === undefined ? { value: c.value } : { value: c.value, expiresAt };
    }
  }
  return next;
}

/** Live cookie values by name. */
export function cookieValues(jar: CookieJar, now: number): Record<string, string> {
  const out = record<string>();
  for (const name of Object.keys(jar)) {
    if (isLive(jar[name], now)) out[name] = jar[name].value;
  }
  return out;
}

/** The Cookie request header for the live cookies: 'a=1; b=2'. */
export function cookieHeader(jar: CookieJar, now: number): string {
  return Object.entries(cookieValues(jar, now))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}
