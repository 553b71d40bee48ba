/**
 * Static files: the built H5 app (with history fallback to index.html) and the server's own
 * images (logos, favicon) under /static-assets/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors';

export const ASSETS_PREFIX = '/static-assets/';
export const ASSETS_DIR = path.join(__dirname, '..', 'assets');

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

export function registerApp(app: FastifyInstance, staticDir: string): void {
  app.register(fastifyStatic, { root: path.resolve(staticDir), prefix: '/', cacheControl: false });
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
    else if (reply.statusCode < 400 && req.routeOptions.url?.endsWith('*')) reply.header('cache-control', cacheControlFor(url));
    return payload;
  });
}

/** History fallback: a page request for a client-side route gets index.html. */
export function historyFallback(staticDir: string) {
  const index = path.join(path.resolve(staticDir), 'index.html');
  return (req: FastifyRequest, reply: FastifyReply) => {
    const acceptsHtml = (req.headers.accept ?? '').includes('text/html');
    if ((req.method === 'GET' || req.method === 'HEAD') && acceptsHtml && fs.existsSync(index)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send(errorBody('NOT_FOUND', `Not found: ${req.url.split('?')[0]}`));
  };
}
