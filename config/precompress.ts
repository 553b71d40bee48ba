/**
 * H5 build: a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file
 * of 1 KB or more, made once at build time so the server sends them as they are (the reference
 * server through @fastify/static's `preCompressed`; nginx `gzip_static` / `brotli_static` alike)
 * instead of compressing on every request, or not at all.
 */
import zlib from 'node:zlib';
import type { Compiler } from 'webpack';

const TEXT = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after every other stage: minified, hashed, html written, copied files in
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!TEXT.test(name)) continue;
            const buf = compilation.getAsset(name)!.source.buffer();
            if (buf.length < MIN_BYTES) continue;
            const br = zlib.brotliCompressSync(buf, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
              },
            });
            const gz = zlib.gzipSync(buf, { level: 9 });
            // a compressed copy that is not smaller is not worth a second file
            if (br.length < buf.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
            if (gz.length < buf.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
          }
        },
      );
    });
  }
}
