/**
 * Extensions: features beyond the spec's istore API (favourites, reviews, returns, ...), each an
 * area of its own whose routes are mounted under `/api/istore/client/ext/<name>/`. App info's
 * `extensions` is built from this list, so what the server offers and what it says it offers
 * cannot differ. To add one: write its database part and route modules (server/api/routes/ext/) and
 * add one line to EXTENSION_AREAS.
 *
 * A server can run without them (option `extensions`, env STORE_EXTENSIONS): that is how a real
 * istore deployment looks to the app, and the browser tests check the app shows none of their
 * buttons then. Their tables are created either way (data is harmless; only the calls and the
 * list go), so switching them on later needs no migration order of its own.
 */
import { API_BASE_PATH, EXTENSION_NAMES, EXT_PATH, type ExtensionName } from '../../types/api';
import type { Env } from './http/knobs';
import type { ExtensionArea } from './routes/types';
import { favouritesExtension } from './routes/ext/favourites';
import { AFTER_SALES_EXTENSIONS } from './routes/ext/after-sales';
import { wechatSubscribeExtension } from './routes/ext/wechat-subscribe-area';
import { alertsExtension } from './routes/ext/alerts';
import { filtersExtension } from './routes/ext/filters';

export type { ExtensionArea };

/** Every extension the reference server has, in order (migrations and seeds run in this order). */
export const EXTENSION_AREAS: ExtensionArea[] = [
  favouritesExtension,
  ...AFTER_SALES_EXTENSIONS,
  wechatSubscribeExtension,
  alertsExtension,
  filtersExtension,
];

/** Which extensions to mount: all, none, or the named ones. */
export type ExtensionChoice = 'all' | 'none' | ExtensionName[];

/**
 * STORE_EXTENSIONS: unset or `all` = all; `none` (or `off`, `0`) = none; else a comma list of names.
 * An unknown name is an error, so a typo does not silently switch a feature off.
 */
export function extensionsFromEnv(env: Env): ExtensionChoice {
  const raw = (env.STORE_EXTENSIONS ?? '').trim();
  if (raw === '' || raw === 'all') return 'all';
  if (raw === 'none' || raw === 'off' || raw === '0') return 'none';
  const names = raw
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  for (const n of names) {
    if (!(EXTENSION_NAMES as readonly string[]).includes(n)) {
      throw new Error(`STORE_EXTENSIONS: unknown extension ${n} (known: ${EXTENSION_NAMES.join(', ')})`);
    }
  }
  return names as ExtensionName[];
}

/** The extension areas a choice mounts, in EXTENSION_AREAS order, each once. */
export function chosenExtensions(choice: ExtensionChoice, areas: ExtensionArea[] = EXTENSION_AREAS): ExtensionArea[] {
  if (choice === 'none') return [];
  const seen = new Set<string>();
  return areas.filter((a) => {
    if (seen.has(a.name)) throw new Error(`Extension ${a.name} registered twice`);
    seen.add(a.name);
    return choice === 'all' || choice.includes(a.name);
  });
}

/** Path prefix of an extension's routes. */
export function extensionPrefix(name: ExtensionName): string {
  return `${API_BASE_PATH}/${EXT_PATH}/${name}`;
}
