/**
 * The reference istore API server (DESIGN.md, "Reference API server").
 *
 * An area of the API is one entry of AREAS: its database part (migrations + first-start seed,
 * `server/api/seed/<area>.ts`) and its route modules (`server/api/routes/<name>.ts`, fastify plugins
 * receiving `{ db }`, mounted under /api/istore/client). To add an area, write those two
 * modules and add one line to AREAS; nothing else changes.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type FastifyPluginAsync } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { API_BASE_PATH } from '../../types/api';
import { DB_FILE_NAME, coreData, openDatabase, type AreaData, type Db } from './db';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/errors';
import { registerClock } from './http/clock';
import { translateMessage } from './http/messages-zh';
import { requestLocale } from './routes/types';
import { knobsFromEnv, registerKnobs, resolveKnobs, type Env } from './http/knobs';
import { registerSecurityHeaders } from '../shared/security-headers';
import { accountLimiters, type AccountLimiters, type AccountRateLimits } from './http/rate-limit';
import { registerSessions } from './http/session';
import { strictValidators } from './http/validation';
import { registerCompression } from '../shared/compression';
import { registerApiCacheHeaders, registerAssets } from './http/assets';
import { parseTrustProxy, type TrustProxy } from '../shared/trust-proxy';
import { registerRequestTarget } from '../shared/request-target';
import { requestLimitOptions, type RequestLimits } from '../shared/request-limits';
import { requestIdFor } from '../shared/request-id';
import { registerXsrf } from './http/xsrf';
import { registerBodyLimit } from './http/body-limit';
import { registerAnswerSchemas } from './contract/register';
import { registerReferralCookie } from './http/referral';
import { accountData } from './seed/account';
import { catalogueData } from './seed/catalogue';
import { campaignsData } from './seed/campaigns';
import { checkoutData } from './seed/checkout';
import { storeData } from './seed/store';
import { outboxData, setMailLog } from './models/outbox';
import { assertDistinctTemplates, templatesFromEnv } from './models/wechat-messages';
import type { TemplateIds } from '../../src/domain/subscribeMessages';
import { userAreaData } from './seed/user';
import userAreaRoutes from './routes/user-area';
import referralRoutes from './routes/referrals';
import accountRoutes from './routes/account';
import registrationRoutes from './routes/registration';
import campaignsRoutes from './routes/campaigns';
import addressRoutes from './routes/addresses';
import alipayRoutes from './routes/alipay';
import sandboxWechatRoutes from './routes/sandbox-wechat';
import passwordRoutes from './routes/password';
import profileRoutes, { profileMediaRoutes } from './routes/profile';
import cartRoutes from './routes/cart';
import checkoutRoutes from './routes/checkout';
import checkoutExtrasRoutes from './routes/checkout-extras';
import creditRoutes from './routes/credit';
import ordersRoutes, { holdExpiry } from './routes/orders';
import { unpaidExpiry } from './routes/unpaid-expiry';
import paymentRoutes from './routes/payment';
import sandboxRoutes from './routes/sandbox';
import { paymentDelayFromEnv } from './models/payment';
import { DEFAULT_HOLD_LIMITS, holdLimitsFromEnv, type HoldLimits } from './models/holds';
import catalogueRoutes from './routes/catalogue';
import catalogueMediaRoutes from './routes/catalogue-media';
import commonRoutes from './routes/common';
import wechatRoutes from './routes/wechat';
import type { RouteModule } from './routes/types';
import {
  EXTENSION_AREAS,
  chosenExtensions,
  extensionPrefix,
  extensionsFromEnv,
  type ExtensionArea,
  type ExtensionChoice,
} from './extensions';

export interface Area {
  name: string;
  data?: AreaData;
  routes?: RouteModule[];
}

/** Every area of the API, in order (migrations and seeds run in this order). */
export const AREAS: Area[] = [
  { name: 'core', data: coreData },
  { name: 'outbox', data: outboxData },
  { name: 'store', data: storeData, routes: [commonRoutes] },
  {
    name: 'account',
    data: accountData,
    routes: [
      accountRoutes,
      registrationRoutes,
      passwordRoutes,
      profileRoutes,
      profileMediaRoutes,
      addressRoutes,
      wechatRoutes,
      sandboxWechatRoutes,
      alipayRoutes,
    ],
  },
  { name: 'catalogue', data: catalogueData, routes: [catalogueRoutes, catalogueMediaRoutes] },
  {
    name: 'checkout',
    data: checkoutData,
    routes: [
      holdExpiry,
      unpaidExpiry,
      cartRoutes,
      checkoutRoutes,
      checkoutExtrasRoutes,
      creditRoutes,
      ordersRoutes,
      paymentRoutes,
      sandboxRoutes,
    ],
  },
  { name: 'user', data: userAreaData, routes: [userAreaRoutes, referralRoutes] },
  { name: 'campaigns', data: campaignsData, routes: [campaignsRoutes] },
];

export interface ServerOptions extends RequestLimits {
  /** Directory holding the SQLite file (created if missing). */
  dataDir?: string;
  /** The SQLite file itself (wins over dataDir); ':memory:' for a throw-away database. */
  dbFile?: string;
  /** Fault injection for API requests; default from env STORE_LATENCY_MS / _ERROR_RATE / _DROP_RATE. */
  latencyMs?: number;
  errorRate?: number;
  dropRate?: number;
  /** Only API URLs containing this text are affected by the knobs (env STORE_KNOBS_MATCH). */
  knobsMatch?: string;
  /** Expose GET|POST /__test/knobs to change the knobs at run time (env STORE_TEST_KNOBS=1). */
  testKnobs?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Where each mail is announced in one line, whatever the log level (main.ts, start.ts: the console). */
  mailLog?: (line: string) => void;
  /** Environment to read defaults from (tests pass {}); process.env by default. */
  env?: Env;
  /** Sandbox payment: ms between Approve/Decline and the order changing (env STORE_PAYMENT_DELAY_MS; 0). */
  paymentDelayMs?: number;
  /**
   * Which proxies in front to believe about X-Forwarded-* (env STORE_TRUST_PROXY: a hop count or
   * proxy addresses, server/shared/trust-proxy.ts); true believes any (tests only). Off by default.
   */
  trustProxy?: TrustProxy;
  /** Limits of sign-in, registration and forgot-password (server/api/http/rate-limit.ts defaults). */
  rateLimits?: Partial<AccountRateLimits>;
  /**
   * scheme://host of the store as shoppers reach it, for links in mail (env STORE_PUBLIC_ORIGIN);
   * without it the origin the request came to is used.
   */
  publicOrigin?: string;
  /** Pay-at-store hold limits per client address and item (env STORE_HOLD_*; models/holds.ts defaults). */
  holdLimits?: Partial<HoldLimits>;
  /** Areas to mount; AREAS by default. */
  areas?: Area[];
  /**
   * Extensions to mount and list in app info (server/api/extensions.ts): 'all', 'none' or names;
   * env STORE_EXTENSIONS, all by default.
   */
  extensions?: ExtensionChoice;
  /** WeChat subscribe message template id per purpose (env STORE_WECHAT_TEMPLATES; the demo's by default). */
  wechatTemplates?: TemplateIds;
  /** Extension areas to choose from; EXTENSION_AREAS by default. */
  extensionAreas?: ExtensionArea[];
  /** Plugins to register before any route (scripts/api-docs.ts: @fastify/swagger, which must see every route). */
  beforeRoutes?: (app: FastifyInstance) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    accountLimiters: AccountLimiters;
    publicOrigin: string | null;
    holdLimits: HoldLimits;
    /** Names of the extensions mounted, as app info lists them. */
    extensions: string[];
    /** Set on SIGTERM (server/shared/listen.ts): every answer then closes its connection. */
    draining: boolean;
  }
}

export function resolveDbFile(opts: Pick<ServerOptions, 'dataDir' | 'dbFile' | 'env'>): string {
  if (opts.dbFile) return opts.dbFile;
  const dir = opts.dataDir ?? (opts.env ?? process.env).DATA_DIR ?? 'data';
  return path.resolve(dir, DB_FILE_NAME);
}

/** Builds the server (not yet listening). Closing it closes the database. */
/**
 * A route module as a fastify plugin; Object.assign carries the module's marks over
 * (skip-override: the module runs at the server root, without the prefix).
 */
function asPlugin(routes: RouteModule, db: Db): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (scope) => {
    await routes(scope, { db });
  };
  return Object.assign(plugin, routes);
}

/** A request body's limit (JSON, forms; a photo has its own); up to BODY_DRAIN_MAX is read and dropped (http/body-limit.ts). */
const BODY_LIMIT = 256 * 1024;
const BODY_DRAIN_MAX = 8 * 1024 * 1024;

export function buildServer(opts: ServerOptions = {}): FastifyInstance {
  const env = opts.env ?? process.env;
  const areas = opts.areas ?? AREAS;
  const extensionAreas = opts.extensionAreas ?? EXTENSION_AREAS;
  const extensions = chosenExtensions(opts.extensions ?? extensionsFromEnv(env), extensionAreas);
  // every extension's tables exist whether or not it is mounted (server/api/extensions.ts)
  const db = openDatabase(resolveDbFile(opts), [
    ...areas.flatMap((a) => (a.data ? [a.data] : [])),
    ...extensionAreas.flatMap((a) => (a.data ? [a.data] : [])),
  ]);

  // Behind a proxy (STORE_TRUST_PROXY: hop count or proxy addresses): X-Forwarded-* of those
  // proxies are believed, so a request that came over https gets Secure cookies and the
  // client's address is the one the proxy saw. Off by default: anyone could send the headers.
  const trustProxy = opts.trustProxy ?? parseTrustProxy(env.STORE_TRUST_PROXY);
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // a slow client's request ends in 408 and a closed connection (server/shared/request-limits.ts)
    ...requestLimitOptions(opts),
    trustProxy,
    // the web server's id of the request, so both servers' lines of one request share it
    genReqId: requestIdFor(trustProxy),
    frameworkErrors,
    clientErrorHandler,
    // Strict validation (http/validation.ts); every invalid field gets its message. Schemas here
    // are small and bounded (maxLength everywhere, no unbounded arrays), which keeps that cheap.
    schemaController: { compilersFactory: { buildValidator: strictValidators } },
    // while draining, a request on a kept-alive connection is served (its answer closes the
    // connection), not refused with a 503 the web server would pass to a shopper
    return503OnClosing: false,
  });
  app.decorate('draining', false);
  app.addHook('onSend', async (_req, reply, payload) => {
    if (app.draining) reply.header('connection', 'close');
    return payload;
  });
  app.decorate('db', db);
  if (opts.mailLog) setMailLog(db, opts.mailLog);
  app.decorate('paymentDelayMs', Math.max(0, opts.paymentDelayMs ?? paymentDelayFromEnv(env)));
  app.decorate('accountLimiters', accountLimiters(opts.rateLimits));
  app.decorate('holdLimits', { ...DEFAULT_HOLD_LIMITS, ...holdLimitsFromEnv(env), ...opts.holdLimits });
  app.decorate(
    'extensions',
    extensions.map((e) => e.name),
  );
  const wechatTemplates = opts.wechatTemplates ?? templatesFromEnv(env);
  assertDistinctTemplates(wechatTemplates);
  app.decorate('wechatTemplates', wechatTemplates);
  app.decorate('publicOrigin', (opts.publicOrigin ?? env.STORE_PUBLIC_ORIGIN ?? '').replace(/\/+$/, '') || null);
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify takes a hook as async or with a done callback; async needs no callback to forget
  app.addHook('onClose', async () => {
    db.close();
  });

  registerAnswerSchemas(app);
  opts.beforeRoutes?.(app);
  app.register(fastifyCookie);
  registerCompression(app);
  app.after(() => {
    registerBodyLimit(app, { limit: BODY_LIMIT, drainMax: BODY_DRAIN_MAX });
    registerRequestTarget(app);
    const knobs = resolveKnobs(
      { latencyMs: opts.latencyMs, errorRate: opts.errorRate, dropRate: opts.dropRate, match: opts.knobsMatch },
      knobsFromEnv(env),
    );
    const testKnobs = opts.testKnobs ?? env.STORE_TEST_KNOBS === '1';
    registerKnobs(app, knobs, testKnobs);
    registerClock(app, db, testKnobs);
    registerSessions(app, db);
    registerXsrf(app);
    registerReferralCookie(app, db);
    registerErrorHandling(app, {
      translate: (req) => (requestLocale(req) === 'zh' ? translateMessage : null),
    });

    registerApiCacheHeaders(app);
    registerSecurityHeaders(app);
    registerAssets(app);
    // liveness for a load balancer or Kubernetes: the process answers and its database reads
    app.get('/healthz', (_req, reply) => {
      db.prepare('SELECT 1').get();
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    });

    for (const area of areas) {
      for (const routes of area.routes ?? []) app.register(asPlugin(routes, db), { prefix: API_BASE_PATH });
    }
    for (const ext of extensions) {
      for (const routes of ext.routes) app.register(asPlugin(routes, db), { prefix: extensionPrefix(ext.name) });
    }
  });
  return app;
}
