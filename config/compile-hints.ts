/**
 * H5 build: Chrome's explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad`, as
 * the first line of every script chunk.
 *
 * Why: V8 compiles a streamed script's top level off the main thread but leaves each function to
 * be compiled lazily, on the main thread, the first time it is called. Webpack wraps every module
 * in a function, so evaluating `vendors` and `app` (React DOM, MobX, the router, our stores) and a
 * page's chunk compiled nearly all of their code on the main thread during start-up: measured
 * from a trace at 4x CPU on `/` from a static host, 110–134 ms of main-thread compile before the
 * first screen was done. With the hint Chrome (136 and later) compiles those functions eagerly on
 * the streaming thread while the file downloads: 27 ms of main-thread compile remained.
 *
 * Every chunk of ours is a page or part of one and runs most of its functions when the page
 * renders, so all of them carry it; area chunks are fetched in idle time after the first screen
 * (src/platform/navigation.ts), where the eager compile costs the shopper nothing. Browsers without
 * the feature read an ordinary comment.
 */
import type { Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The build's script chunks (not the service worker or other root files). */
const CHUNK = /^js\/[^/]+\.js$/;

export function takesCompileHint(assetName: string): boolean {
  return CHUNK.test(assetName);
}

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after minification (which drops comments), before the real content hash and the source
        // maps are made (both then see the line)
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!takesCompileHint(name)) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}
