// H5 (and jest): the area chunks' preload, a chunk of its own that navigation.ts asks for once the
// first screen is done. The mini-program has every page in its package: nothing to do.
//
// It downloads the areas' files and does not run them. Loading a route's chunk the router's way
// (its `load()`) also evaluated its modules and applied its stylesheets, each area one long task
// and a style pass over the whole page: a tap that landed then waited behind it (measured at 4x
// CPU: a size chosen on a settled product page took 112 ms, 45 of them waiting). Fetched files sit
// in the HTTP cache and, under the offline worker, in its chunk cache (src/domain/offline-cache.ts):
// the router finds them there when the shopper goes to an area, online or offline, and only then
// runs them.
import { whenQuiet } from './idle';

declare const __webpack_public_path__: string | undefined;

/** The build's table of each page's lazy files (config/page-chunks.ts), beside index.html. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/** Each page's lazy JS and CSS files, paths relative to the public path. */
export type PageChunks = Record<string, string[]>;

/**
 * The files to download for `pages` (in their order: the areas a shopper is likeliest to open
 * come first), each once, without those the page has loaded already.
 */
export function areaFiles(pages: readonly string[], table: PageChunks, loaded: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const page of pages)
    for (const file of Array.isArray(table[page]) ? table[page] : [])
      if (typeof file === 'string' && /\.(js|css)$/.test(file) && !loaded.has(file)) out.add(file);
  return [...out];
}

const publicPath = (): string =>
  typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '/';

/** Files (relative to `base`) this document has asked for already. */
function loadedFiles(base: string): Set<string> {
  const prefix = new URL(base, window.location.href).href;
  const urls = [
    ...(typeof performance?.getEntriesByType === 'function'
      ? performance.getEntriesByType('resource').map((e) => e.name)
      : []),
    ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.src),
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[href]'), (l) => l.href),
  ];
  return new Set(urls.filter((u) => u.startsWith(prefix)).map((u) => u.slice(prefix.length).split(/[?#]/)[0]));
}

// low priority where the browser takes the hint: the shopper's own requests go first
const LOW: RequestInit = { credentials: 'same-origin', priority: 'low' };

/** Downloads a file to the end (a body left unread may not be kept); never rejects. */
const download = (url: string): Promise<void> =>
  fetch(url, LOW)
    .then((res) => (res.ok ? res.arrayBuffer() : undefined))
    .then(
      () => undefined,
      () => undefined, // preloading is an optimisation: the router asks again when it is needed
    );

/**
 * Downloads the lazy files of `pages` one at a time, each in its own idle period, and after a
 * shopper's press or key waits a moment (a shopper who is tapping is likely to tap again, and the
 * network is theirs). Resolves when all are in or the table could not be read.
 */
export async function preloadAreaFiles(pages: readonly string[], base = publicPath()): Promise<void> {
  let table: PageChunks;
  try {
    const res = await fetch(`${base}${PAGE_CHUNKS_FILE}`, LOW);
    if (!res.ok) return;
    const read: unknown = await res.json();
    if (!read || typeof read !== 'object') return;
    table = read as PageChunks;
  } catch {
    return; // offline, or a host without the table: the router loads each area when it is opened
  }
  const queue = areaFiles(pages, table, loadedFiles(base));
  for (const file of queue)
    await new Promise<void>((ready) => whenQuiet(() => void download(`${base}${file}`).then(ready)));
}
