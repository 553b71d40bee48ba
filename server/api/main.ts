/**
 * Runs the reference API alone (`npm run server`): PORT (8080), HOST (127.0.0.1), DATA_DIR
 * (./data), LOG_LEVEL (warn), DRAIN_GRACE_MS / DRAIN_TIMEOUT_MS (the stop on SIGTERM:
 * server/shared/listen.ts), test knobs from env (see http/knobs.ts). It serves no app: the web
 * server (server/web/main.ts, `npm run serve:web`) does, forwarding to it; `npm start`
 * (scripts/start.ts) runs both.
 */
import { buildServer } from './app';
import { closeOnSignals, drainOnSignals, drainOptionsFromEnv, listenOptionsFromEnv } from '../shared/listen';

export { closeOnSignals, listenOptionsFromEnv };

async function main(): Promise<void> {
  const { port, host } = listenOptionsFromEnv();
  const app = buildServer({
    dataDir: process.env.DATA_DIR || 'data',
    logger: { level: process.env.LOG_LEVEL || 'warn' },
    // every mail on one line, at any LOG_LEVEL (README: the demo store's mail)
    mailLog: (line) => console.log(line),
  });
  drainOnSignals(app, drainOptionsFromEnv(), () => {
    app.draining = true;
  });
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
