/**
 * The production topology with real parts, for the topology tests (test/server/topology.test.ts)
 * and the benchmark's load figures (scripts/bench-web.ts): the reference API in this process, N
 * copies of the web server each in its own process (`server/web/main.ts`, as an operator runs it),
 * Debian's Varnish with the repo's VCL (deploy/varnish/storefront.vcl; its backends.vcl written
 * for the copies' ports) and, when asked, Debian's HAProxy with deploy/haproxy/storefront.cfg.
 * Everything listens on 127.0.0.1 on free ports and stops with `close()`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../server/api/app';

const ROOT = path.resolve(__dirname, '..', '..');
const DEPLOY = path.join(ROOT, 'deploy');
const LOOPBACK = '127.0.0.1';

/** Where Debian (or a local install) puts them. */
export function findTool(name: string): string | null {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']) {
    const p = path.join(dir, name);
    if (fs.existsSync(p)) return p;
  }
  return null;
}

/** A tool the topology needs, or a clear error saying how to get it. */
export function requireTool(name: string, pkg: string): string {
  const found = findTool(name);
  if (!found) throw new Error(`${name} is missing: install Debian's ${pkg} (apt-get install -y ${pkg}; .ci/run does)`);
  return found;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, LOOPBACK, () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface Copy {
  name: string;
  port: number;
  origin: string;
  proc: ChildProcess;
  /** Resolves with the exit code once the process is gone. */
  exited: Promise<number | null>;
  /** What it printed (stdout and stderr), for failure messages. */
  output(): string;
}

function watch(proc: ChildProcess): { exited: Promise<number | null>; output: () => string; lines: string[] } {
  const lines: string[] = [];
  const add = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  proc.stdout?.on('data', add);
  proc.stderr?.on('data', add);
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { exited, output: () => lines.join('\n'), lines };
}

/** One copy of the web server (`node --import tsx server/web/main.ts`), once it listens. */
export async function startCopy(name: string, env: Record<string, string>): Promise<Copy> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'web', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, HOST: LOOPBACK, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const w = watch(proc);
  const origin = `http://${LOOPBACK}:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const code = await Promise.race([w.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 200))]);
    if (code !== 'running') throw new Error(`web server copy ${name} exited (${code}):\n${w.output()}`);
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`web server copy ${name} did not answer /healthz within 90 s:\n${w.output()}`);
    }
  }
  return { name, port, origin, proc, exited: w.exited, output: w.output };
}

export interface Proxy {
  origin: string;
  proc: ChildProcess;
  output(): string;
  close(): Promise<void>;
}

async function stopProcess(proc: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  proc.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const done = await Promise.race([
    exited.then(() => true),
    new Promise((r) => {
      timer = setTimeout(() => r(false), 5000);
    }),
  ]);
  clearTimeout(timer);
  if (!done) {
    proc.kill('SIGKILL');
    await exited;
  }
}

/** The VCL's backends.vcl for these copies, probed on /readyz every `probeMs`. */
export function backendsVcl(copies: { name: string; port: number }[], probeMs: number): string {
  return [
    'probe storefront_ready {',
    '    .url = "/readyz";',
    `    .interval = ${probeMs}ms;`,
    `    .timeout = ${Math.max(probeMs, 500)}ms;`,
    '    .window = 3;',
    '    .threshold = 2;',
    '}',
    ...copies.map(
      (c) => `backend ${c.name} { .host = "${LOOPBACK}"; .port = "${c.port}"; .probe = storefront_ready; }`,
    ),
    'sub vcl_init {',
    '    new storefront = directors.round_robin();',
    ...copies.map((c) => `    storefront.add_backend(${c.name});`),
    '}',
    '',
  ].join('\n');
}

/** varnishd in the foreground with the repo's VCL, once every copy is healthy in its director. */
export async function startVarnish(copies: Copy[], opts: { probeMs?: number } = {}): Promise<Proxy> {
  const varnishd = requireTool('varnishd', 'varnish');
  const varnishadm = requireTool('varnishadm', 'varnish');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-varnish-'));
  fs.writeFileSync(path.join(dir, 'backends.vcl'), backendsVcl(copies, opts.probeMs ?? 500));
  const port = await freePort();
  const work = path.join(dir, 'work');
  const proc = spawn(
    varnishd,
    [
      '-F',
      // no privilege separation: it runs as whoever runs the tests (root or not)
      '-j',
      'none',
      '-n',
      work,
      '-a',
      `${LOOPBACK}:${port}`,
      '-T',
      `${LOOPBACK}:0`,
      '-f',
      path.join(DEPLOY, 'varnish', 'storefront.vcl'),
      '-p',
      `vcl_path=${dir}:${path.join(DEPLOY, 'varnish')}`,
      '-s',
      'malloc,64m',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const w = watch(proc);
  const close = async () => {
    await stopProcess(proc, w.exited);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`varnishd exited (${proc.exitCode}):\n${w.output()}`);
    const list = spawnSync(varnishadm, ['-n', work, 'backend.list'], { encoding: 'utf8' });
    const healthy = (list.stdout ?? '').split('\n').filter((l) => /\bhealthy\b/i.test(l) && !/sick/i.test(l));
    if (list.status === 0 && healthy.length >= copies.length) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(
        `Varnish did not see ${copies.length} healthy copies within 60 s:\n${list.stdout}\n${w.output()}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin: `http://${LOOPBACK}:${port}`, proc, output: w.output, close };
}

/** haproxy with deploy/haproxy/storefront.cfg for these three copies, once it answers. */
export async function startHaproxy(copies: Copy[]): Promise<Proxy> {
  const haproxy = requireTool('haproxy', 'haproxy');
  if (copies.length !== 3) throw new Error('deploy/haproxy/storefront.cfg lists three copies');
  const port = await freePort();
  const proc = spawn(haproxy, ['-W', '-db', '-f', path.join(DEPLOY, 'haproxy', 'storefront.cfg')], {
    env: {
      ...process.env,
      STOREFRONT_LISTEN: `${LOOPBACK}:${port}`,
      WEB1: `${LOOPBACK}:${copies[0].port}`,
      WEB2: `${LOOPBACK}:${copies[1].port}`,
      WEB3: `${LOOPBACK}:${copies[2].port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const w = watch(proc);
  const origin = `http://${LOOPBACK}:${port}`;
  const close = () => stopProcess(proc, w.exited);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`haproxy exited (${proc.exitCode}):\n${w.output()}`);
    const ok = await fetch(`${origin}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`haproxy did not answer within 30 s:\n${w.output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, proc, output: w.output, close };
}

export interface Topology {
  api: FastifyInstance;
  apiOrigin: string;
  copies: Copy[];
  varnish: Proxy;
  haproxy: Proxy | null;
  /** Stops the API (connections too): the copies and Varnish stay. */
  stopApi(): Promise<void>;
  close(): Promise<void>;
}

export interface TopologyOptions {
  /** The built H5 app the copies serve. */
  staticDir: string;
  api?: ServerOptions;
  copies?: number;
  /** Settings for every copy (server/web/main.ts reads them). */
  webEnv?: Record<string, string>;
  haproxy?: boolean;
  probeMs?: number;
}

/** The API, the copies, Varnish (and HAProxy); what was started is stopped again if a part fails. */
export async function startTopology(opts: TopologyOptions): Promise<Topology> {
  // before anything starts: a missing tool is the first thing said
  requireTool('varnishd', 'varnish');
  if (opts.haproxy) requireTool('haproxy', 'haproxy');
  const api = buildServer({ env: {}, trustProxy: [LOOPBACK], ...opts.api });
  await api.listen({ port: 0, host: LOOPBACK });
  const a = api.server.address();
  const apiOrigin = `http://${LOOPBACK}:${typeof a === 'object' && a ? a.port : 0}`;
  let apiOpen = true;
  const stopApi = async () => {
    if (!apiOpen) return;
    apiOpen = false;
    api.server.closeAllConnections();
    await api.close();
  };
  const copies: Copy[] = [];
  let varnish: Proxy | null = null;
  let haproxy: Proxy | null = null;
  const close = async () => {
    await varnish?.close();
    await haproxy?.close();
    await Promise.all(copies.map((c) => stopProcess(c.proc, c.exited)));
    await stopApi();
  };
  try {
    const env = {
      STORE_API_ORIGIN: apiOrigin,
      STATIC_DIR: opts.staticDir,
      STORE_TRUST_PROXY: LOOPBACK,
      // the copies' start-up check of the API is a dozen reads each: not what is measured here
      STORE_API_CHECK: '0',
      ...opts.webEnv,
    };
    const n = opts.copies ?? 3;
    copies.push(...(await Promise.all(Array.from({ length: n }, (_, i) => startCopy(`web${i + 1}`, env)))));
    varnish = await startVarnish(copies, { probeMs: opts.probeMs });
    if (opts.haproxy) haproxy = await startHaproxy(copies);
  } catch (err) {
    await close();
    throw err;
  }
  return { api, apiOrigin, copies, varnish, haproxy, stopApi, close };
}
