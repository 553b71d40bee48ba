/**
 * Brotli or gzip for what is not compressed already (API JSON, the page shell, files without a
 * precompressed copy), on both servers. Brotli at quality 4: on-the-fly compression close to gzip
 * -9's size at a fraction of quality 11's CPU time.
 */
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

export function registerCompression(app: FastifyInstance): void {
  app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
