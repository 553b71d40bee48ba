/**
 * Extensions (docs/architecture.md, "Extensions"): features beyond the spec's istore API. The
 * server says which it offers in app info's `extensions`; a feature shows only when offered, so
 * the app against a plain istore deployment looks exactly as without them.
 */
import type { ExtensionName } from '@api-types';

/** Names are short identifiers; anything else in the list is not an extension name. */
const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
/** More than this many entries is not a list of features but a malformed answer. */
const MAX_EXTENSIONS = 64;

/** The extension names of app info's `extensions`: strings only, each once; absent or malformed → []. */
export function extensionList(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length > MAX_EXTENSIONS) return [];
  const out: string[] = [];
  for (const x of raw) if (typeof x === 'string' && NAME.test(x) && !out.includes(x)) out.push(x);
  return out;
}

/** Whether the server offers the extension: from app info (the model) or its list. */
export function offers(
  source: { extensions: readonly string[] } | readonly string[] | null | undefined,
  name: ExtensionName,
): boolean {
  if (!source) return false;
  const list: readonly string[] = Array.isArray(source)
    ? source
    : (source as { extensions: readonly string[] }).extensions;
  return Array.isArray(list) && list.includes(name);
}
