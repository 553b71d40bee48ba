/**
 * H5 build: `page-chunks.json`, each page's lazy JS and CSS files ({"pages/home/index": [...]}),
 * so the server that sends a page's HTML can tell the browser to fetch that page's chunks at once,
 * beside the app's own scripts, instead of after the app has run and asked for them
 * (server/web/shell.ts).
 */
import type { Compilation, Compiler } from 'webpack';

export const PAGE_CHUNKS_FILE = 'page-chunks.json';
const PAGE = /(?:^|[\\/])(pages[\\/].+[\\/]index)(?:\.[jt]sx?)?(?:\?|$)/;

/** Each page's lazy JS and CSS files in this compilation (chunk groups the page's import started). */
export function pageChunkFiles(compilation: Compilation): Record<string, string[]> {
  const pages: Record<string, string[]> = {};
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    for (const origin of group.origins) {
      const m = PAGE.exec(origin.request ?? '');
      if (!m) continue;
      const page = m[1].replace(/\\/g, '/');
      const files = new Set(pages[page] ?? []);
      for (const f of group.getFiles()) if (/\.(js|css)$/.test(f)) files.add(f);
      pages[page] = [...files].sort();
    }
  }
  return pages;
}

export class PageChunksPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.emitAsset(PAGE_CHUNKS_FILE, new sources.RawSource(JSON.stringify(pageChunkFiles(compilation))));
        },
      );
    });
  }
}
