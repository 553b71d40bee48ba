/**
 * Each request's id and its one log line (README, "Running it in production"):
 *
 * - the id is the proxy's `X-Request-Id` when the request came from a proxy the server believes
 *   (STORE_TRUST_PROXY, server/shared/trust-proxy.ts) and the id is a plain token; else a new one.
 *   It is sent back as `X-Request-Id`, to the API on every read and forward, and on every log line
 *   (`requestId`).
 * - at LOG_LEVEL=info, one JSON line per answered request: method, route (its pattern, or the
 *   app's page for a page: never the URL as asked, which may carry a query), status, ms, id and
 *   how the catalogue or picture cache served it. The default level (warn) writes none.
 * - nothing of a shopper in any line: the serializers log no headers, a `url` loses its query, an
 *   email address anywhere becomes `[email]`, and headers that carry secrets are redacted should
 *   any line name them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { matchRoute } from '../../src/domain/routes';
import { REQUEST_ID_HEADER } from '../shared/request-id';
import type { CacheOutcome, WebMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /** How the caches served this request (the worst outcome of its reads), for its log line. */
    cacheOutcome: CacheOutcome | null;
  }
}

const RANK: Record<CacheOutcome, number> = { hit: 0, stale: 1, miss: 2 };

/** Notes one cache outcome of `req`; its line shows the worst (a miss over a stale over a hit). */
export function noteCache(req: FastifyRequest, outcome: CacheOutcome): void {
  if (!req.cacheOutcome || RANK[outcome] > RANK[req.cacheOutcome]) req.cacheOutcome = outcome;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

function scrubText(s: string): string {
  return s.replace(EMAIL, '[email]');
}

/** A log line's fields with nothing of a shopper: exported for its test. */
export function scrub(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (k === 'url' && typeof v === 'string') out[k] = scrubText(v.split('?')[0]);
    else if (typeof v === 'string') out[k] = scrubText(v);
    else if (v instanceof Error)
      out[k] = { type: v.name, message: scrubText(v.message), stack: scrubText(v.stack ?? '') };
    else out[k] = v;
  }
  return out;
}

const SECRET_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-xsrf-token"]',
  'cookie',
  'cookies',
];

/** The logger as asked (false, true or pino options), with the redaction and scrubbing above. */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: SECRET_PATHS, censor: '[redacted]' },
    formatters: { log: scrub },
  };
}

/** The route a request's line and metrics name: its pattern; a page, the app's page it is. */
export function routeOf(req: FastifyRequest, reply: FastifyReply): string {
  const pattern = req.routeOptions.url;
  if (pattern) return pattern;
  if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
    return `page:${matchRoute(req.url)?.page ?? 'other'}`;
  }
  return '(not found)';
}

/** Ids on every request and its answer; the line and the request metrics once it is answered. */
export function registerRequestLog(app: FastifyInstance, metrics: WebMetrics): void {
  app.decorateRequest('cacheOutcome', null);
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = routeOf(req, reply);
    const ms = reply.elapsedTime;
    metrics.requests.observe({ method: req.method, route, status: String(reply.statusCode) }, ms / 1000);
    req.log.info(
      { method: req.method, route, status: reply.statusCode, ms: Math.round(ms * 10) / 10, cache: req.cacheOutcome },
      'request',
    );
  });
}
