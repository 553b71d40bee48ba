/**
 * Whether this copy of the web server should get shoppers, for a load balancer, Varnish's probes
 * or Kubernetes (README, "Running it in production"):
 *
 * - GET /healthz: the process answers (a liveness probe): always 200 while it runs.
 * - GET /readyz: it can serve shoppers (a readiness probe): 200 when the H5 build is loaded and
 *   the istore API answered within `recentMs` (a read for a page counts; without one, this probe
 *   asks the API itself, one read at a time, within `probeTimeoutMs`); else 503 with the reason.
 *   It answers 503 from the moment the server starts to drain (SIGTERM: server/shared/listen.ts),
 *   so the balancer stops sending new shoppers before the listener closes.
 *
 * Both are answered here, never forwarded to the API, never kept by any cache (`no-store`), and
 * the service worker leaves them to the network (src/domain/offline-cache.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { StoreApi } from './store-api';

export const HEALTH_PATHS = ['/healthz', '/readyz'] as const;

/** A further condition of readiness: null when met, else why not. */
export type ReadinessCheck = () => string | null;

export interface HealthOptions {
  /** The API counts as up this long after its last answer (ms; 30000). */
  recentMs?: number;
  /** A probe of the API fails after this long (ms; 2000). */
  probeTimeoutMs?: number;
}

export interface Readiness {
  ready: boolean;
  /** Why not (the first reason found). */
  reason?: string;
  /** ms since the API last answered; null: never. */
  apiAnsweredMsAgo: number | null;
}

/** The probe's read: the app info every visitor gets (cheap, read by every page anyway). */
const PROBE_PATH = 'common3/appInfoInit';

export class Health {
  /** Set once the server starts to drain; readiness never comes back. */
  draining = false;
  private readonly checks: Array<{ name: string; check: ReadinessCheck }> = [];
  private readonly reports: Array<{ name: string; report: () => unknown }> = [];
  private probing: Promise<boolean> | null = null;
  private readonly recentMs: number;
  private readonly probeTimeoutMs: number;

  constructor(
    private readonly staticDir: string,
    private readonly api: StoreApi,
    opts: HealthOptions = {},
  ) {
    this.recentMs = opts.recentMs ?? 30_000;
    this.probeTimeoutMs = opts.probeTimeoutMs ?? 2000;
  }

  /** Adds a condition /readyz reports (e.g. the API's conformance found at start). */
  addCheck(name: string, check: ReadinessCheck): void {
    this.checks.push({ name, check });
  }

  /** Adds what /readyz tells besides its verdict, under `name` (it does not change readiness). */
  addReport(name: string, report: () => unknown): void {
    this.reports.push({ name, report });
  }

  /** Every added report by name. */
  reported(): Record<string, unknown> {
    return Object.fromEntries(this.reports.map(({ name, report }) => [name, report()]));
  }

  private buildLoaded(): boolean {
    return fs.existsSync(path.join(this.staticDir, 'index.html'));
  }

  private apiRecent(): boolean {
    return this.api.lastAnswerAt > 0 && Date.now() - this.api.lastAnswerAt <= this.recentMs;
  }

  /** Asks the API; true when it answered (not a 5xx). */
  private probe(): Promise<boolean> {
    this.probing ??= this.api
      .get(PROBE_PATH, { acceptLanguage: 'en' }, this.probeTimeoutMs)
      .then(
        (answer) => answer.status < 500,
        () => false,
      )
      .finally(() => {
        this.probing = null;
      });
    return this.probing;
  }

  async readiness(): Promise<Readiness> {
    const ago = () => (this.api.lastAnswerAt ? Date.now() - this.api.lastAnswerAt : null);
    const not = (reason: string): Readiness => ({ ready: false, reason, apiAnsweredMsAgo: ago() });
    if (this.draining) return not('draining: the server is shutting down');
    if (!this.buildLoaded()) return not(`the H5 build is missing: ${this.staticDir}/index.html`);
    if (!this.apiRecent() && !(await this.probe()))
      return not(`the istore API has not answered${this.api.lastFailure ? `: ${this.api.lastFailure}` : ''}`);
    for (const { name, check } of this.checks) {
      const why = check();
      if (why) return not(`${name}: ${why}`);
    }
    return { ready: true, apiAnsweredMsAgo: ago() };
  }
}

export function registerHealth(app: FastifyInstance, health: Health): void {
  app.get('/healthz', { compress: false }, (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { compress: false }, async (_req, reply) => {
    const r = await health.readiness();
    return reply
      .code(r.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: r.ready ? 'ready' : 'not ready', ...r, ...health.reported() });
  });
}
