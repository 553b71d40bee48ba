/**
 * Brotli or gzip for what is not compressed already (API JSON, the page shell, files without a
 * precompressed copy), on both servers. Brotli at quality 4: on-the-fly compression close to gzip
 * -9's size at a fraction of quality 11's CPU time.
 *
 * An answer that could come in another encoding says `Vary: Accept-Encoding` whatever the client
 * asked for: compressed here or not, sent as a precompressed copy (@fastify/static), or below the
 * size worth compressing. @fastify/compress says so only when it compresses, so a shared cache
 * would keep the identity answer (or a build's brotli copy) for a year and hand it to every client.
 */
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import mimeDb from 'mime-db';

/** The build's precompressed text files (config/precompress.ts), as a revalidation (304) names no type. */
const TEXT_FILE = /\.(?:js|css|html|svg|json|webmanifest|txt)$/i;

/** The types @fastify/compress compresses (its default: what mime-db calls compressible). */
export function compressibleType(contentType: string): boolean {
  const type = contentType.split(';', 1)[0].trim().toLowerCase();
  return mimeDb[type]?.compressible === true;
}

/** True when the answer's body would differ with another Accept-Encoding. */
export function variesByEncoding(reply: FastifyReply, urlPath: string): boolean {
  const encoding = reply.getHeader('content-encoding');
  if (encoding && encoding !== 'identity') return true;
  const type = reply.getHeader('content-type');
  if (typeof type === 'string') return compressibleType(type);
  return reply.statusCode === 304 && TEXT_FILE.test(urlPath);
}

/** Adds `header` to the answer's Vary unless it is named there already (or Vary is `*`). */
export function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (list.some((h) => h === '*' || h.toLowerCase() === header.toLowerCase())) return;
  // lower case: @fastify/compress looks for exactly `accept-encoding` before adding its own
  reply.header('vary', [...list, header.toLowerCase()].join(', '));
}

export function registerCompression(app: FastifyInstance): void {
  app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // an app-wide onSend runs before the route's own (where @fastify/compress works): decided on
  // the answer's type and encoding as the route left them
  app.addHook('onSend', async (req, reply, payload) => {
    if (variesByEncoding(reply, req.url.split('?')[0])) addVary(reply, 'Accept-Encoding');
    return payload;
  });
}
