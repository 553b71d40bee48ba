/**
 * Runs the web server alone (`npm run serve:web`) in front of an istore API:
 * STORE_API_ORIGIN (required, e.g. https://istore.example or http://127.0.0.1:8081), PORT (8080),
 * HOST (127.0.0.1), STATIC_DIR (the built H5 app; ./dist/h5), STORE_PUBLIC_ORIGIN (canonical
 * links), STORE_TRUST_PROXY (proxies in front to believe: a hop count or addresses, server/shared/trust-proxy.ts), LOG_LEVEL (warn),
 * STORE_API_CHECK (0: no conformance check of the API at start; server/web/api-conformance.ts),
 * STORE_SHARED_MAX_AGE (s a shared cache keeps a visitor's page; 60), STORE_CATALOGUE_FRESH_MS
 * (ms a catalogue answer is used before it is renewed; 10000), RUM_SAMPLE_RATE (the share of
 * visits that report field vitals, 0 to 1; 0.1, 0 turns it off),
 * METRICS_PORT (the metrics' own listener; none when unset) on METRICS_HOST (127.0.0.1),
 * DRAIN_GRACE_MS / DRAIN_TIMEOUT_MS (the stop on SIGTERM: server/shared/listen.ts).
 */
import path from 'node:path';
import fs from 'node:fs';
import { buildWebServer } from './app';
import { drainOnSignals, drainOptionsFromEnv, listenOptionsFromEnv } from '../shared/listen';
import { serveMetrics } from './metrics';
import { parseTrustProxy } from '../shared/trust-proxy';
import { rumSampleRateFromEnv } from './rum-setting';

/** An optional whole number setting: unset is the default (undefined), anything else but digits is refused. */
function wholeNumber(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d+$/.test(raw.trim())) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return Number(raw);
}

async function main(): Promise<void> {
  const apiOrigin = (process.env.STORE_API_ORIGIN ?? '').trim();
  if (!/^https?:\/\/[^/]+\/?$/.test(apiOrigin)) {
    throw new Error('Set STORE_API_ORIGIN to the istore API, scheme://host[:port] (e.g. http://127.0.0.1:8081)');
  }
  const staticDir = path.resolve(process.env.STATIC_DIR || path.join(__dirname, '..', '..', 'dist', 'h5'));
  if (!fs.existsSync(path.join(staticDir, 'index.html')))
    throw new Error(`${staticDir}/index.html is missing: build the H5 app (npm run build:h5) or set STATIC_DIR`);
  const { port, host } = listenOptionsFromEnv();
  const app = buildWebServer({
    apiOrigin,
    staticDir,
    publicOrigin: process.env.STORE_PUBLIC_ORIGIN || null,
    trustProxy: parseTrustProxy(process.env.STORE_TRUST_PROXY),
    sharedMaxAge: wholeNumber('STORE_SHARED_MAX_AGE', process.env.STORE_SHARED_MAX_AGE),
    cacheFreshMs: wholeNumber('STORE_CATALOGUE_FRESH_MS', process.env.STORE_CATALOGUE_FRESH_MS),
    rumSampleRate: rumSampleRateFromEnv(process.env.RUM_SAMPLE_RATE),
    logger: { level: process.env.LOG_LEVEL || 'warn' },
    apiCheck: process.env.STORE_API_CHECK !== '0',
  });
  const drain = drainOptionsFromEnv();
  drainOnSignals(app, drain, () => {
    app.health.draining = true;
  });
  const metricsPort = (process.env.METRICS_PORT ?? '').trim();
  let metrics: Awaited<ReturnType<typeof serveMetrics>> | null = null;
  app.addHook('onClose', async () => {
    await metrics?.close();
  });
  await app.listen({ port, host });
  if (metricsPort !== '') {
    const n = Number(metricsPort);
    if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Invalid METRICS_PORT: ${metricsPort}`);
    const metricsHost = process.env.METRICS_HOST || '127.0.0.1';
    metrics = await serveMetrics(app.metrics.registry, { port: n, host: metricsHost });
    console.log(
      `Metrics at http://${metricsHost.includes(':') ? `[${metricsHost}]` : metricsHost}:${metrics.port}/metrics`,
    );
  }
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  console.log(`Storefront web server at http://${shownHost}:${actualPort}/ (istore API: ${apiOrigin})`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
