/** Cookies on the mini-program: the jar in storage (see cookies.ts for the contract). */
import { createCookieJar, type CookieJarStore } from './cookie-jar';
import type { CookieReader } from './cookies';
import { storage } from './storage';

export function createJarCookies(jar: CookieJarStore = createCookieJar(storage)): CookieReader {
  return {
    all: () => jar.values(),
    get: (name) => jar.values()[name],
  };
}

export const cookies: CookieReader = createJarCookies();
