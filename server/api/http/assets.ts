/**
 * The reference API's own files: the store's logos and favicon under /static-assets/ (named by
 * app info), and Cache-Control for what sets none: API answers are per session (no-store), these
 * images a day.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const ASSETS_PREFIX = '/static-assets/';
export const ASSETS_DIR = path.join(__dirname, '..', 'assets');

export function registerAssets(app: FastifyInstance): void {
  app.register(fastifyStatic, { root: ASSETS_DIR, prefix: ASSETS_PREFIX, decorateReply: false, cacheControl: false });
}

export function registerApiCacheHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const url = req.url.split('?')[0];
    if (url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    else if ((req.method === 'GET' || req.method === 'HEAD') && url.startsWith(ASSETS_PREFIX))
      reply.header('cache-control', 'public, max-age=86400');
    return payload;
  });
  // A public answer never sets a cookie: a shared cache would hand it to every visitor. (The
  // XSRF token a first request gets comes again with the first API answer.) After the cookie
  // plugin's onSend, which writes Set-Cookie, and after every route's own Cache-Control.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (/\bpublic\b/i.test(String(reply.getHeader('cache-control') ?? ''))) reply.removeHeader('set-cookie');
    return payload;
  });
}
