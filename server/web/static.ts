/**
 * Static files: the built H5 app (with history fallback to index.html) and the server's own
 * images (logos, favicon) under /static-assets/.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { errorBody } from '../api/http/errors';
import { appCsp, inlineStyleTexts } from '../shared/security-headers';
import { registerPwa } from './pwa';
import { renderShell } from './shell';

export const ASSETS_PREFIX = '/static-assets/';
export const ASSETS_DIR = path.join(__dirname, '..', 'api', 'assets');

/** Webpack content hashes in file names (app.3f9c2a1b.js, 123.a1b2c3d4e5.chunk.css, ...). */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function registerAssets(app: FastifyInstance): void {
  app.register(fastifyStatic, { root: ASSETS_DIR, prefix: ASSETS_PREFIX, decorateReply: false, cacheControl: false });
}

/** The app's files; the build's `.br` / `.gz` copies go to clients that accept them (config/precompress.ts). */
export function registerApp(app: FastifyInstance, staticDir: string): void {
  app.register(fastifyStatic, {
    root: path.resolve(staticDir),
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    index: false,
  });
  registerShellRoutes(app, staticDir);
  registerPwa(app, staticDir, { dir: ASSETS_DIR, prefix: ASSETS_PREFIX });
}

/**
 * Brotli or gzip for what is not compressed already (API JSON, the page shell, files without a
 * precompressed copy). Brotli at quality 4: on-the-fly compression close to gzip -9's size at a
 * fraction of quality 11's CPU time.
 */
export function registerCompression(app: FastifyInstance): void {
  app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/**
 * Cache-Control for everything not setting its own: API answers are per session (no-store),
 * server images a day, the app's hashed files a year, its other files (index.html, sw.js,
 * manifest) revalidated. Done here rather than in @fastify/static's setHeaders, whose signature
 * changed between its major versions.
 */
export function registerCacheHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const url = req.url.split('?')[0];
    if (url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    else if (req.method !== 'GET' && req.method !== 'HEAD') return payload;
    else if (url.startsWith(ASSETS_PREFIX)) reply.header('cache-control', 'public, max-age=86400');
    else if (reply.statusCode < 400 && req.routeOptions.url?.endsWith('*'))
      reply.header('cache-control', cacheControlFor(url));
    return payload;
  });
}

/**
 * The page shell for this request (server/web/shell.ts), revalidated on every visit. It carries
 * this session's app info (a signed-in shopper's name): private, never kept by a shared cache.
 * Its policy names by hash the inline styles this very HTML holds (the store's theme differs per
 * store); the ETag is the HTML's own hash, so an unchanged shell answers 304 and the browser keeps
 * the page with the policy that came with it.
 */
function sendShell(staticDir: string, req: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  const html = renderShell(staticDir, req.server.db, req);
  if (html === null) return null;
  const etag = `"${crypto.createHash('sha256').update(html, 'utf8').digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Language').header('etag', etag);
  const match = (req.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (match.includes(etag) || match.includes('*')) return reply.code(304).send();
  return reply
    .code(200)
    .header('content-security-policy', appCsp(inlineStyleTexts(html)))
    .type('text/html; charset=utf-8')
    .send(html);
}

/** `/` and `/index.html` are the shell filled for this store, not the file as built. */
export function registerShellRoutes(app: FastifyInstance, staticDir: string): void {
  for (const url of ['/', '/index.html']) {
    app.get(url, async (req, reply) => sendShell(staticDir, req, reply) ?? reply.callNotFound());
  }
}

/** History fallback: a page request for a client-side route gets the page shell. */
export function historyFallback(staticDir: string) {
  return (req: FastifyRequest, reply: FastifyReply) => {
    const acceptsHtml = (req.headers.accept ?? '').includes('text/html');
    if ((req.method === 'GET' || req.method === 'HEAD') && acceptsHtml) {
      const sent = sendShell(staticDir, req, reply);
      if (sent) return sent;
    }
    return reply.code(404).send(errorBody('NOT_FOUND', `Not found: ${req.url.split('?')[0]}`));
  };
}
