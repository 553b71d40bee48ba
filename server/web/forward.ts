/**
 * The web server forwards what the istore API answers outside the app (the API itself, the
 * sandbox pay page, pictures, the store's logos: config/dev.ts SERVER_PATHS, the same list the dev
 * server proxies) to STORE_API_ORIGIN, keeping the spec's contract:
 *
 * - cookies both ways: the browser's Cookie header goes as it came; each Set-Cookie comes back
 *   without a Domain, so the session and XSRF-TOKEN belong to the web server's host (the page
 *   must be able to read XSRF-TOKEN: spec 7's double submit); X-XSRF-TOKEN goes through as sent;
 * - the shopper's address in X-Forwarded-For (the address this server believes, see trustProxy),
 *   with X-Forwarded-Proto/-Host, so the API sets Secure cookies and builds links for the host the
 *   shopper used (the API must trust this one hop);
 * - bodies streamed both ways (a profile photo upload is not buffered here);
 * - redirects passed on, not followed (the sandbox pay page's 303 back to /confirmation/...); a
 *   Location naming the API's own origin is made relative;
 * - no answer: 502 (refused, reset) or 504 (no headers within `timeoutMs` of the request's end) in
 *   the API's error shape.
 *
 * Nothing forwarded is kept by the web server, but public pictures for a few minutes
 * (./media-cache.ts).
 */
import http from 'node:http';
import https from 'node:https';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_PATHS } from '../../config/dev';
import { errorBody } from './errors';
import { escapeHtml } from './html-text';
import { MEDIA_PATHS, MediaCache } from './media-cache';
import { publicOriginOf } from './origin';
import type { WebMetrics } from './metrics';

/** Request headers that belong to one connection, never forwarded (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
  'host',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'forwarded',
]);
const HOP_BY_HOP_ANSWER = new Set(['connection', 'keep-alive', 'transfer-encoding', 'trailer', 'upgrade']);

export interface ForwardOptions {
  origin: string;
  /** Answer 504 when the API has sent no headers this long after it had the whole request (ms). */
  timeoutMs?: number;
  /** Where public pictures are kept a while (a fresh one by default). */
  mediaCache?: MediaCache;
  /** Where forwards and the picture cache are counted. */
  metrics?: WebMetrics;
  /** scheme://host of the store (STORE_PUBLIC_ORIGIN), else null: the host forwarded to the API. */
  publicOrigin?: string | null;
}

/** A Set-Cookie for the web server's host: the API's Domain attribute taken off. */
export function rewriteSetCookie(cookie: string): string {
  return cookie
    .split(';')
    .filter((part) => !/^\s*domain\s*=/i.test(part))
    .join(';');
}

/** A Location on the API's own origin, made relative (it is answered here too). */
export function rewriteLocation(location: string, apiOrigin: string): string {
  return location.startsWith(apiOrigin + '/') ? location.slice(apiOrigin.length) : location;
}

/** A browser's navigation to a page (not a script's call, not a picture). */
export function opensPage(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const dest = req.headers['sec-fetch-dest'];
  if (typeof dest === 'string') return dest === 'document' || dest === 'iframe';
  return (req.headers.accept ?? '').includes('text/html');
}

/** What a browser shows when the API cannot answer a page it forwards. */
export function errorPage(message: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>The store cannot be reached</title></head><body><main>' +
    `<h1>The store cannot be reached</h1><p>${escapeHtml(message)}. Please try again in a moment.</p>` +
    '<p><a href="/">Back to the store</a></p></main></body></html>'
  );
}

/**
 * The shopper's address and scheme, and the store's host, as forwarded to the API. The host is
 * STORE_PUBLIC_ORIGIN's, else the address this connection reached, never the request's Host: the
 * API builds app info and mailed links from it (a `Host: localhost:1` made a reset link to another
 * port of this machine).
 */
export function forwardedHeaders(req: FastifyRequest, publicOrigin: string | null): Record<string, string> {
  // the scheme a proxy in front forwarded, only if it is one (never `javascript`)
  const proto = req.protocol === 'https' ? 'https' : 'http';
  const host = new URL(publicOriginOf(req, publicOrigin)).host;
  return { 'x-forwarded-for': req.ip, 'x-forwarded-proto': proto, 'x-forwarded-host': host };
}

export function registerForward(app: FastifyInstance, opts: ForwardOptions): { close(): void } {
  const api = new URL(opts.origin);
  const origin = api.origin;
  const lib = api.protocol === 'https:' ? https : http;
  const agent = new lib.Agent({ keepAlive: true, maxSockets: 256 });
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const media = opts.mediaCache ?? new MediaCache();
  const metrics = opts.metrics;
  metrics?.watchMediaBytes(() => media.bytes);

  // Every body stays a stream (JSON too: the web server reads none itself): the forward pipes it
  // to the API as it arrives, and the API's own limits apply.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  // Not async: the reply is sent from the API's answer's callback (fastify waits for reply.send).
  const handler = (req: FastifyRequest, reply: FastifyReply): void => {
    const cacheKey =
      req.method === 'GET' && MEDIA_PATHS.some((p) => req.url.startsWith(p))
        ? MediaCache.key(req.url, req.headers['accept-encoding'])
        : null;
    const cached = cacheKey ? media.get(cacheKey) : undefined;
    if (cacheKey) {
      metrics?.mediaCache.inc({ outcome: cached ? 'hit' : 'miss' });
      req.cacheOutcome = cached ? 'hit' : 'miss';
    }
    if (cached) {
      void reply.code(200).headers(cached.headers).send(cached.body);
      return;
    }
    {
      const headers: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
      headers.host = api.host;
      Object.assign(headers, forwardedHeaders(req, opts.publicOrigin ?? null));
      headers['x-request-id'] = req.id;
      const call = `forward ${SERVER_PATHS.find((p) => req.url.startsWith(p)) ?? '/'}`;
      const start = process.hrtime.bigint();
      const seconds = () => Number(process.hrtime.bigint() - start) / 1e9;
      let done = false;
      const fail = (status: 502 | 504, message: string) => {
        if (done) return;
        done = true;
        metrics?.call(call, status === 504 ? 'timeout' : 'network', seconds());
        req.log.warn({ url: req.url }, message);
        // a body still coming has nowhere to go: the client is told to stop (the connection closes)
        if (!req.raw.complete) reply.header('connection', 'close');
        reply.code(status).header('cache-control', 'no-store');
        // a browser opening a page (the sandbox pay page) gets a page; a script, the API's shape
        if (opensPage(req)) void reply.type('text/html; charset=utf-8').send(errorPage(message));
        else void reply.send(errorBody(status === 504 ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY', message));
      };
      const upstream = lib.request(
        {
          protocol: api.protocol,
          hostname: api.hostname,
          port: api.port,
          method: req.method,
          path: req.url,
          headers,
          agent,
        },
        (res) => {
          if (done) {
            res.resume();
            return;
          }
          done = true;
          clearTimeout(timer);
          // The API answered before the client's body was all in (its 413 for a body over its
          // limit): the rest has nowhere to go. Node's client stops telling the pipe it may write
          // once the answer has ended, so relaying it stalled with the client's connection
          // (its next request never answered); it is read here and dropped instead.
          res.on('end', () => {
            if (req.raw.complete || !body || typeof body.pipe !== 'function') return;
            body.unpipe(upstream);
            body.resume();
            upstream.destroy();
          });
          metrics?.call(call, (res.statusCode ?? 502) >= 500 ? 'error' : 'ok', seconds());
          reply.code(res.statusCode ?? 502);
          const sent: Record<string, string | string[]> = {};
          for (const [k, v] of Object.entries(res.headers)) {
            if (v === undefined || HOP_BY_HOP_ANSWER.has(k)) continue;
            if (k === 'set-cookie') sent[k] = (v as string[]).map(rewriteSetCookie);
            else if (k === 'location') sent[k] = rewriteLocation(String(v), origin);
            else sent[k] = v;
          }
          reply.headers(sent);
          if (!cacheKey) {
            void reply.send(res);
            return;
          }
          // a copy of the picture as it streams by, kept once it is complete
          const chunks: Buffer[] = [];
          const copy = new Transform({
            transform(chunk: Buffer, _encoding, next) {
              chunks.push(chunk);
              next(null, chunk);
            },
            flush(next) {
              if (res.complete) media.put(cacheKey, res.statusCode ?? 0, res.headers, sent, Buffer.concat(chunks));
              next();
            },
          });
          void reply.send(res.pipe(copy));
        },
      );
      // the API's time starts once it has the whole request: a body still coming in is the
      // client's time, bounded by the request limit (server/shared/request-limits.ts)
      const body = req.body as NodeJS.ReadableStream | undefined;
      let timer: NodeJS.Timeout | undefined;
      const startClock = () => {
        if (done || timer) return;
        timer = setTimeout(() => {
          fail(504, `The store's API did not answer in ${Math.round(timeoutMs / 1000)} s`);
          upstream.destroy();
        }, timeoutMs);
      };
      upstream.on('error', () => {
        clearTimeout(timer);
        // the API closed while the client's body was still coming (an answer may be on its way
        // out, or a 502): the rest is read and dropped, or it would hold the client's connection
        if (body && typeof body.pipe === 'function' && !req.raw.complete) {
          body.unpipe(upstream);
          body.resume();
        }
        fail(502, 'The store’s API cannot be reached');
      });
      // the client gone before its request was whole (its time ran out, or it left): so is the call
      req.raw.on('close', () => {
        if (!req.raw.complete) upstream.destroy();
      });
      if (body && typeof body.pipe === 'function') {
        body.on('end', startClock);
        body.pipe(upstream);
      } else {
        upstream.end();
        startClock();
      }
    }
  };

  for (const prefix of SERVER_PATHS) {
    app.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: `${prefix}*`,
      // the API compresses its own answers; they pass as they are
      compress: false,
      handler,
    });
  }
  return { close: () => agent.destroy() };
}
