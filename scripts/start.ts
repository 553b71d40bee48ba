/**
 * `npm start`: builds the H5 app when dist/h5 is missing or older than what goes into it (src/,
 * types/, config/, package.json, package-lock.json, babel and TypeScript config), then runs the
 * two servers in this process: the reference API (server/api/) on a free loopback port, and the
 * web server (server/web/) on PORT, forwarding to it over HTTP, as a deployment runs them.
 *
 * Env: PORT (8080), HOST (127.0.0.1), DATA_DIR (./data), LOG_LEVEL (warn); test knobs as in
 * server/api/http/knobs.ts (they act on the API). Flags: --no-build (serve whatever dist/h5
 * holds), --build (always build).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startLocalStore } from '../server/local';
import { closeOnSignals, listenOptionsFromEnv } from '../server/shared/listen';
import { parseTrustProxy } from '../server/shared/trust-proxy';

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist', 'h5');
const INDEX = path.join(DIST, 'index.html');
// Everything compiled into the bundle: types/ too (runtime constants such as API_BASE_PATH in
// types/api.ts), and the lock (a changed dependency version changes the bundle).
const SOURCES = ['src', 'types', 'config', 'package.json', 'package-lock.json', 'babel.config.js', 'tsconfig.json'];

/** Newest modification time under `p` (a file or a directory), 0 when missing. */
export function newestMtime(p: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

export function buildReason(): string | null {
  if (!fs.existsSync(INDEX)) return 'dist/h5/index.html is missing';
  const built = fs.statSync(INDEX).mtimeMs;
  const stale = SOURCES.find((s) => newestMtime(path.join(ROOT, s)) > built);
  return stale ? `${stale} changed since the last build` : null;
}

function buildH5(): void {
  const started = Date.now();
  const result = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  });
  if (result.status !== 0 || !fs.existsSync(INDEX)) {
    console.error('H5 build failed; not starting the server.');
    process.exit(result.status || 1);
  }
  // Taro may keep the old index.html when nothing changed: mark the build as fresh.
  const now = new Date();
  fs.utimesSync(INDEX, now, now);
  console.log(`H5 app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const reason = args.includes('--build') ? 'requested with --build' : buildReason();
  if (args.includes('--no-build')) {
    if (!fs.existsSync(INDEX))
      console.warn('Warning: dist/h5/index.html is missing (--no-build); only the API will work.');
  } else if (reason) {
    console.log(`Building the H5 app (${reason})...`);
    buildH5();
  }

  const { port, host } = listenOptionsFromEnv();
  const logger = { level: process.env.LOG_LEVEL || 'warn' };
  const store = await startLocalStore({
    api: {
      dataDir: process.env.DATA_DIR || path.join(ROOT, 'data'),
      logger,
      // every mail on one line, at any LOG_LEVEL (README: the demo store's mail)
      mailLog: (line) => console.log(line),
    },
    web: {
      staticDir: DIST,
      publicOrigin: process.env.STORE_PUBLIC_ORIGIN || null,
      trustProxy: parseTrustProxy(process.env.STORE_TRUST_PROXY),
      logger,
    },
    port,
    host,
  });
  closeOnSignals(() => store.close());
  const actualPort = new URL(store.origin).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  console.log(`Storefront running at http://${shownHost}:${actualPort}/`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
