/** Cookies on the mini-program: the jar in storage (see cookies.ts for the contract). */
// Weapp siblings are imported by their full name ('./storage.weapp'), so jest resolves them too.
import { createCookieJar, type CookieJarStore } from './cookie-jar';
import type { CookieReader } from './cookies';
import { storage } from './storage.weapp';

export function createJarCookies(jar: CookieJarStore = createCookieJar(storage)): CookieReader {
  return {
    all: () => jar.values(),
    get: (name) => jar.values()[name],
  };
}

export const cookies: CookieReader = createJarCookies();
