import type { Locale } from '@api-types';
import { areaMessages } from './areaMessages';
import { en, type MessageKey, type Messages } from './en';
import { zh } from './zh';

export type { MessageKey, Messages };

/** Values for `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/**
 * `t(key, params?)`: the server's message for the key, else the built-in one for the locale,
 * else the English one, else the key itself. Any string key is accepted (server keys too).
 */
export type Translator = (key: MessageKey | (string & {}), params?: MessageParams) => string;

export const builtInMessages: Record<Locale, Messages> = { en, zh };

/**
 * An area's own messages (src/i18n/<area>.ts), which load with the area's pages rather than on
 * the first screen, join the built-in ones of each language (translators read them at call time).
 */
export function addAreaMessages(messages: Record<Locale, Readonly<Record<string, string>>>): void {
  for (const locale of Object.keys(messages) as Locale[]) Object.assign(builtInMessages[locale], messages[locale]);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

function lookup(dict: Readonly<Record<string, unknown>> | undefined, key: string): string | undefined {
  if (!dict || !Object.prototype.hasOwnProperty.call(dict, key)) return undefined;
  const value = dict[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A translator for `locale`; `serverMessages` (the server's dictionary for that locale) overlays
 * the built-in messages. Non-string or empty server entries are ignored.
 */
export function createTranslator(
  locale: Locale,
  serverMessages?: Readonly<Record<string, unknown>> | null,
): Translator {
  const builtIn: Readonly<Record<string, string>> = builtInMessages[locale] ?? en;
  const english: Readonly<Record<string, string>> = en;
  const ownLocale = (k: string) =>
    lookup(serverMessages ?? undefined, k) ?? lookup(builtIn, k) ?? lookup(areaMessages[locale] ?? areaMessages.en, k);
  return (key, params) => {
    // one of a thing ('1 review', not '1 reviews'): a `<key>_one` message of this language, when
    // there is one (Chinese has none: its one message reads for every count)
    const one = params?.count === 1 || params?.count === '1' ? ownLocale(`${key}_one`) : undefined;
    const template =
      one ??
      lookup(serverMessages ?? undefined, key) ??
      lookup(builtIn, key) ??
      lookup(areaMessages[locale] ?? areaMessages.en, key) ??
      lookup(english, key) ??
      lookup(areaMessages.en, key) ??
      key;
    return interpolate(template, params);
  };
}
