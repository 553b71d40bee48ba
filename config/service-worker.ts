/**
 * H5 build: the service worker. Bundles src/service-worker/ (Workbox's runtime modules and the
 * caching table of src/domain/offline-cache.ts) with esbuild into `sw.js`, with the precache list
 * injected where the source reads `self.__WB_MANIFEST`, and writes `offline.html`, the built page
 * shell as it is (no store's or shopper's data), the offline page for pages never visited.
 *
 * Precached: offline.html, the files index.html loads (first-screen JS and CSS), the home page's
 * chunks, the offline indicator and update prompt's chunk, and the icons. Everything else is cached on use (src/domain/offline-cache.ts).
 *
 * Why not Workbox's webpack plugin (InjectManifest): it compiles the worker as a child of this
 * compilation, through Taro's loaders and babel preset, which target the app, not a worker; and
 * workbox-build's injectManifest works on files on disk after emit (then sw.js would miss the
 * precompression step). Here the list comes from the assets webpack holds, and sw.js is emitted
 * before config/precompress.ts runs, so it is served precompressed like every other file.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { Compiler } from 'webpack';
import { pageChunkFiles } from './page-chunks';

export const SW_FILE = 'sw.js';
export const OFFLINE_FILE = 'offline.html';
const SOURCE = path.resolve(__dirname, '..', 'src', 'service-worker', 'index.ts');
const INJECTION_POINT = 'self.__WB_MANIFEST';
const HOME_PAGE = 'pages/home/index';

export interface PrecacheEntry {
  url: string;
  /** null for files whose name carries their content hash. */
  revision: string | null;
}

const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;
const md5 = (buf: Buffer | string) => crypto.createHash('md5').update(buf).digest('hex');

/** The same-origin JS and CSS files an HTML page loads by itself. */
export function firstScreenFiles(html: string): string[] {
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="\/((?:js|css)\/[^"?#]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  return [...new Set(files)];
}

/** The worker's code with the precache list in place of `self.__WB_MANIFEST` (exactly once). */
export function injectManifest(code: string, entries: PrecacheEntry[]): string {
  const at = code.indexOf(INJECTION_POINT);
  if (at < 0 || code.indexOf(INJECTION_POINT, at + 1) >= 0) {
    throw new Error(`service worker: expected ${INJECTION_POINT} exactly once in the bundle`);
  }
  return code.slice(0, at) + JSON.stringify(entries) + code.slice(at + INJECTION_POINT.length);
}

export function bundleWorker(): string {
  const result = buildSync({
    entryPoints: [SOURCE],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'es2017',
    tsconfig: path.resolve(__dirname, '..', 'tsconfig.json'),
    // Workbox's development logging goes away
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
  });
  return result.outputFiles[0].text;
}

export class ServiceWorkerPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after the HTML and the copied files are in, before precompression (OPTIMIZE_TRANSFER)
        { name: 'ServiceWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH },
        () => {
          const index = compilation.getAsset('index.html');
          if (!index) return;
          const html = index.source.source().toString();
          compilation.emitAsset(OFFLINE_FILE, new sources.RawSource(html));

          const files = new Set([...firstScreenFiles(html), ...(pageChunkFiles(compilation)[HOME_PAGE] ?? [])]);
          const entries: PrecacheEntry[] = [{ url: `/${OFFLINE_FILE}`, revision: md5(html) }];
          for (const f of [...files].sort()) {
            if (!compilation.getAsset(f)) continue;
            entries.push({
              url: `/${f}`,
              revision: HASHED.test(f) ? null : md5(compilation.getAsset(f)!.source.buffer()),
            });
          }
          for (const { name, source } of compilation.getAssets()) {
            if (/^icons\/[^/]+\.png$/.test(name)) entries.push({ url: `/${name}`, revision: md5(source.buffer()) });
            // the offline indicator and update prompt (src/components/page-shell/pwa-notices.tsx)
            else if (/^(js|css)\/pwa-notices\.[0-9a-f]{8,}\.(js|css)$/.test(name))
              entries.push({ url: `/${name}`, revision: null });
          }
          compilation.emitAsset(SW_FILE, new sources.RawSource(injectManifest(bundleWorker(), entries)));
        },
      );
    });
  }
}
