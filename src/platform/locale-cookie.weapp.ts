import type { Locale } from '@api-types';

/** The mini-program has no server-drawn page to tell the language to (see locale-cookie.ts). */
export function rememberLocale(_locale: Locale): void {}
