/**
 * The web server (DESIGN.md, "Two servers"): the production part in front of any istore API. It
 * serves the built H5 app (dist/h5) with the page shell and first content drawn for each page,
 * security headers and CSP, compression, the manifest and icons from the store's settings, the
 * offline page; and it forwards what the API answers (server/web/forward.ts) to STORE_API_ORIGIN.
 *
 * It reads the store only through the istore API over HTTP (server/web/store-api.ts), as the app
 * does, and imports nothing from the reference API (server/api/). It keeps no state of its own
 * beyond a brief cache of catalogue answers, so any number of copies can run behind a load
 * balancer.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { registerSecurityHeaders } from '../shared/security-headers';
import { registerCompression } from '../shared/compression';
import { clientErrorHandler, errorBody } from './errors';
import { registerForward } from './forward';
import { historyFallback, registerApp, registerCacheHeaders } from './static';
import { StoreApi } from './store-api';
import { ApiConformance } from './api-conformance';
import { registerRumSetting } from './rum-setting';
import { registerRum } from './rum';
import { Health, registerHealth, type HealthOptions } from './health';
import { WebMetrics } from './metrics';
import { loggerOptions, registerRequestLog } from './request-log';
import { requestIdFor } from '../shared/request-id';
import type { TrustProxy } from '../shared/trust-proxy';
import { registerRequestTarget } from '../shared/request-target';
import { requestLimitOptions, type RequestLimits } from '../shared/request-limits';

export interface WebServerOptions extends RequestLimits {
  /** scheme://host[:port] of the istore API (env STORE_API_ORIGIN). */
  apiOrigin: string;
  /** The built H5 app (dist/h5). */
  staticDir: string;
  /** A page waits this long for the API before it gets the neutral shell (ms; 600). */
  pageBudgetMs?: number;
  /** Forwarded calls answer 504 when the API has sent nothing by then (ms; 30000). */
  forwardTimeoutMs?: number;
  /** Catalogue answers are used this long as they are, then renewed in the background (ms; 10000). */
  cacheFreshMs?: number;
  /** ...and served stale while renewed, this long after that (ms; 300000). */
  cacheStaleMs?: number;
  /** Shared caches may keep a page without personal data this long (s; 60). */
  sharedMaxAge?: number;
  /** Which proxies in front to believe about X-Forwarded-* (server/shared/trust-proxy.ts; env STORE_TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** scheme://host of the store as shoppers reach it, for canonical links (env STORE_PUBLIC_ORIGIN). */
  publicOrigin?: string | null;
  /** The share of visits that report field vitals, 0 (off) to 1 (env RUM_SAMPLE_RATE; 0.1). */
  rumSampleRate?: number;
  logger?: FastifyServerOptions['logger'];
  /** Field-vitals beacons one client address may send a minute (server/web/rum.ts; 60). */
  rumPerMinute?: number;
  /** How /readyz judges the API (server/web/health.ts). */
  health?: HealthOptions;
  /**
   * Check the API's conformance once after listening (server/web/api-conformance.ts): its lacks
   * logged, its result in /readyz. Off by default (tests start many servers); on in `npm start`
   * and `npm run serve:web`.
   */
  apiCheck?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The web server's reader of the istore API (its cache, its count of reads). */
    storeApi: StoreApi;
    /** Readiness (/readyz); `draining` set on SIGTERM. */
    health: Health;
    /** The start-up conformance check of the istore API (its last result). */
    apiConformance: ApiConformance;
    /** This server's metrics (its own registry: served by serveMetrics on METRICS_PORT). */
    metrics: WebMetrics;
  }
}

/** Builds the web server (not yet listening). */
export function buildWebServer(opts: WebServerOptions): FastifyInstance {
  const trustProxy = opts.trustProxy ?? false;
  const app = Fastify({
    logger: loggerOptions(opts.logger ?? false),
    trustProxy,
    genReqId: requestIdFor(trustProxy),
    // one line per request, written by registerRequestLog
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    // a request on a kept-alive connection while the server drains is served, not refused: the
    // answer closes the connection (below) and the client's next request goes to another copy
    return503OnClosing: false,
    // a slow client's request ends in 408 and a closed connection (server/shared/request-limits.ts)
    ...requestLimitOptions(opts),
    clientErrorHandler,
  });
  const metrics = new WebMetrics();
  app.decorate('metrics', metrics);
  metrics.watchConnections(app.server);
  const api = new StoreApi({
    origin: opts.apiOrigin,
    freshMs: opts.cacheFreshMs,
    staleMs: opts.cacheStaleMs,
    metrics,
  });
  app.decorate('storeApi', api);
  const health = new Health(opts.staticDir, api, opts.health);
  app.decorate('health', health);
  const conformance = new ApiConformance(opts.apiOrigin, app.log);
  app.decorate('apiConformance', conformance);
  if (opts.apiCheck) {
    health.addReport('apiConformance', () => conformance.summary());
    // eslint-disable-next-line @typescript-eslint/require-await -- fastify takes a hook as async or with a done callback
    app.addHook('onListen', async () => {
      void conformance.start();
    });
  }
  app.register(fastifyCookie);
  registerCompression(app);
  app.after(() => {
    const ctx = {
      api,
      budgetMs: opts.pageBudgetMs ?? 600,
      publicOrigin: (opts.publicOrigin ?? '').replace(/\/+$/, '') || null,
      sharedMaxAge: opts.sharedMaxAge ?? 60,
      rumSampleRate: opts.rumSampleRate ?? 0.1,
      metrics,
    };
    registerRequestLog(app, metrics);
    app.addHook('onSend', async (_req, reply, payload) => {
      if (health.draining) reply.header('connection', 'close');
      return payload;
    });
    registerSecurityHeaders(app);
    registerRequestTarget(app);
    registerCacheHeaders(app);
    registerHealth(app, health);
    const forward = registerForward(app, {
      origin: opts.apiOrigin,
      timeoutMs: opts.forwardTimeoutMs,
      metrics,
      publicOrigin: ctx.publicOrigin,
    });
    registerApp(app, opts.staticDir, ctx);
    registerRumSetting(app, ctx.rumSampleRate);
    registerRum(app, { sampleRate: ctx.rumSampleRate, metrics, perMinute: opts.rumPerMinute });
    const fallback = historyFallback(opts.staticDir, ctx);
    app.setNotFoundHandler((req, reply) => fallback(req, reply));
    app.setErrorHandler((err: { statusCode?: number; message?: string }, req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) req.log.error({ err }, 'web server error');
      return reply
        .code(status)
        .send(
          errorBody(
            status === 500 ? 'INTERNAL' : 'BAD_REQUEST',
            status === 500 ? 'Something went wrong' : String(err.message),
          ),
        );
    });
    // eslint-disable-next-line @typescript-eslint/require-await -- fastify takes a hook as async or with a done callback; async needs no callback to forget
    app.addHook('onClose', async () => {
      forward.close();
      conformance.close();
      api.close();
      metrics.close();
    });
  });
  return app;
}
