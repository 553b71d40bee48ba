import type { Locale } from '@api-types';

/** Messages of on-demand areas, added when their code loads (they stay off the first screen). */
export const areaMessages: Record<Locale, Record<string, string>> = { en: {}, zh: {} };

/** Adds an area's messages (both languages) to every translator (i18n/translator.ts), made before or after. */
export function addAreaMessages(messages: Record<Locale, Record<string, string>>): void {
  Object.assign(areaMessages.en, messages.en);
  Object.assign(areaMessages.zh, messages.zh);
}
