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
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startLocalStore } from '../server/local';
import { closeOnSignals, listenOptionsFromEnv } from '../server/shared/listen';
import { parseTrustProxy } from '../server/shared/trust-proxy';
import { DEMO_USER } from '../server/api/seed/account';
import { buildingLine, builtLine, countLines, failureReport, readyLines } from './start-output';

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist', 'h5');
const INDEX = path.join(DIST, 'index.html');
// the build's full output (webpack, Sass): kept here, not on the screen
const BUILD_LOG = path.join(ROOT, 'dist', 'build-h5.log');
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

/**
 * Builds the H5 app with its output in dist/build-h5.log: on a terminal one line says how long it
 * has been building; a failure prints the output's last lines.
 */
async function buildH5(reason: string): Promise<void> {
  const started = Date.now();
  const tty = process.stdout.isTTY;
  const show = () => process.stdout.write(`\r${buildingLine(reason, Date.now() - started)}`);
  if (tty) show();
  else console.log(buildingLine(reason, 0));
  const ticker = tty ? setInterval(show, 5000) : null;
  fs.mkdirSync(path.dirname(BUILD_LOG), { recursive: true });
  const log = fs.createWriteStream(BUILD_LOG);
  let output = '';
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn('npx', ['taro', 'build', '--type', 'h5'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
    });
    const keep = (chunk: Buffer) => {
      log.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (err) => {
      keep(Buffer.from(`${String(err)}\n`));
      resolve(1);
    });
    child.on('close', resolve);
  });
  if (ticker) clearInterval(ticker);
  if (tty) process.stdout.write('\n');
  await new Promise((resolve) => log.end(resolve));
  const logPath = path.relative(process.cwd(), BUILD_LOG) || BUILD_LOG;
  if (status !== 0 || !fs.existsSync(INDEX)) {
    console.error(failureReport(output, logPath));
    process.exit(status || 1);
  }
  // Taro may keep the old index.html when nothing changed: mark the build as fresh.
  const now = new Date();
  fs.utimesSync(INDEX, now, now);
  console.log(builtLine(Date.now() - started, countLines(output), logPath));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const reason = args.includes('--build') ? 'requested with --build' : buildReason();
  if (args.includes('--no-build')) {
    if (!fs.existsSync(INDEX))
      console.warn('Warning: dist/h5/index.html is missing (--no-build); only the API will work.');
  } else if (reason) {
    await buildH5(reason);
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
      apiCheck: process.env.STORE_API_CHECK !== '0',
    },
    port,
    host,
  });
  closeOnSignals(() => store.close());
  const actualPort = new URL(store.origin).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  for (const line of readyLines(`http://${shownHost}:${actualPort}/`, DEMO_USER)) console.log(line);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
