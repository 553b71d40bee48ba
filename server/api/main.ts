/**
 * Runs the API server alone (`npm run server`): PORT (8080), HOST (127.0.0.1), DATA_DIR (./data),
 * STATIC_DIR (optional, a built H5 app), LOG_LEVEL (warn), test knobs from env (see http/knobs.ts).
 * `npm start` (scripts/start.ts) builds and serves the H5 app as well.
 */
import { buildServer } from './app';
import type { Env } from './http/knobs';

export interface ListenOptions {
  port: number;
  host: string;
}

export function listenOptionsFromEnv(env: Env = process.env): ListenOptions {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  return { port, host: env.HOST || '127.0.0.1' };
}

/** Closes the server on SIGINT/SIGTERM, then exits. */
export function closeOnSignals(close: () => Promise<unknown>): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received, shutting down...`);
    const force = setTimeout(() => process.exit(1), 10000);
    force.unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

async function main(): Promise<void> {
  const { port, host } = listenOptionsFromEnv();
  const app = buildServer({
    dataDir: process.env.DATA_DIR || 'data',
    staticDir: process.env.STATIC_DIR || undefined,
    logger: { level: process.env.LOG_LEVEL || 'warn' },
  });
  closeOnSignals(() => app.close());
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Storefront API running at http://${host}:${actualPort}/api/istore/client/`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
