/**
 * The mini-program's cookie jar, kept in storage (wx.request has no cookie store): Set-Cookie
 * headers of responses go in, the `cookie` header of requests and cookie values come out.
 * Expired cookies are never sent and are dropped on the next write. Target-neutral (the storage
 * is injected), used by transport.weapp.ts and cookies.weapp.ts.
 */
import {
  applySetCookie,
  cookieHeader,
  cookieValues,
  parseSetCookie,
  type CookieJar,
  type StoredCookie,
} from '@/domain/cookies';
import type { KeyValueStorage } from './storage';

export const COOKIE_JAR_KEY = 'istore.cookieJar';

export interface CookieJarStore {
  /** 'a=1; b=2' for the live cookies ('' when none). */
  header(): string;
  /** Live cookie values by name. */
  values(): Record<string, string>;
  /** Applies Set-Cookie header value(s); WeChat may join several with commas. */
  store(setCookie: string | readonly string[] | null | undefined): void;
  clear(): void;
}

function isStoredCookie(v: unknown): v is StoredCookie {
  if (!v || typeof v !== 'object') return false;
  const c = v as Record<string, unknown>;
  return typeof c.value === 'string' && (c.expiresAt === undefined || typeof c.expiresAt === 'number');
}

/** Whatever is in storage, reduced to a valid jar (a damaged entry is dropped, never thrown). */
function readJar(storage: KeyValueStorage): CookieJar {
  const raw = storage.get<unknown>(COOKIE_JAR_KEY);
  const jar = Object.create(null) as Record<string, StoredCookie>;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [name, cookie] of Object.entries(raw as Record<string, unknown>)) {
      if (isStoredCookie(cookie)) jar[name] = cookie;
    }
  }
  return jar;
}

export function createCookieJar(storage: KeyValueStorage, now: () => number = Date.now): CookieJarStore {
  return {
    header: () => cookieHeader(readJar(storage), now()),
    values: () => cookieValues(readJar(storage), now()),
    store(setCookie) {
      const parsed = parseSetCookie(setCookie);
      if (!parsed.length) return;
      storage.set(COOKIE_JAR_KEY, { ...applySetCookie(readJar(storage), parsed, now()) });
    },
    clear: () => storage.remove(COOKIE_JAR_KEY),
  };
}
