/**
 * The web app manifest of a store: name, short name, colours and language from its app
 * info, the icons the server makes from its favicon or logo. Served by the reference server
 * (server/web/pwa.ts); the build keeps a neutral copy (src/assets/pwa/manifest.webmanifest) for
 * static hosts.
 */
import { parseColour } from './theme';

/** Launchers cut longer names (Android shows about 12 characters under an icon). */
export const SHORT_NAME_MAX = 12;
export const DEFAULT_THEME_COLOUR = '#0f5c4d';
export const DEFAULT_BACKGROUND_COLOUR = '#ffffff';
export const DEFAULT_STORE_NAME = 'Storefront';
export const START_URL = '/?source=pwa';

/** The icon files, the same paths on the reference server (the store's) and in the build (neutral). */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** The store's name for a launcher: whole words up to 12 characters, else its first 12. */
export function shortName(name: string): string {
  const n = name.trim().replace(/\s+/g, ' ');
  if (n.length <= SHORT_NAME_MAX) return n;
  let out = '';
  for (const word of n.split(' ')) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    out = next;
  }
  // a trailing joiner ('&', '-') reads as cut off
  out = out.replace(/\s+[&+\-–|/]$/, '');
  return out || n.slice(0, SHORT_NAME_MAX);
}

/** A colour the manifest can carry (hex or rgb), else the fallback. */
export function manifestColour(value: string | null | undefined, fallback: string): string {
  const v = (value ?? '').trim();
  return parseColour(v) ? v : fallback;
}

export function webManifest(input: {
  storeName: string | null | undefined;
  /** 'en' | 'zh' (the shell's <html lang>). */
  lang: string;
  css: Record<string, string | undefined> | null | undefined;
  description?: string;
}): WebManifest {
  const name = (input.storeName ?? '').trim() || DEFAULT_STORE_NAME;
  const css = input.css ?? {};
  return {
    id: '/',
    name,
    short_name: shortName(name),
    ...(input.description ? { description: input.description } : {}),
    lang: input.lang === 'zh' ? 'zh-CN' : input.lang,
    dir: 'ltr',
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    theme_color: manifestColour(css.varPrimary, DEFAULT_THEME_COLOUR),
    background_color: manifestColour(css.varBackground, DEFAULT_BACKGROUND_COLOUR),
    icons: MANIFEST_ICONS.map((i) => ({ ...i })),
  };
}
