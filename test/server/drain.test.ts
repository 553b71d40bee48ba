/**
 * The stop on SIGTERM (server/shared/listen.ts), each server as a real process (`tsx
 * server/web/main.ts`, `tsx server/api/main.ts`): readiness says no at once, a request in flight
 * finishes, an idle kept-alive connection is closed, new connections are refused after the grace,
 * and the process exits 0; the API's write in flight is whole after the stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../../server/api/app';
import { LOOPBACK } from '../../server/local';
import { API_BASE_PATH } from '../../types/api';
import { Client, tempDir } from './helpers';
import { plainProduct } from './checkout-helpers';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const TEMPLATE = fs.readFileSync(path.join(ROOT, 'src', 'index.html'), 'utf8');

interface Child {
  proc: ChildProcess;
  out: string[];
  exited: Promise<number | null>;
}

/** Runs `script` with `env`; resolves once a line of its output matches `ready`. */
async function run(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<Child & { match: RegExpMatchArray }> {
  const proc = spawn(TSX, [script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: string[] = [];
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out.push(chunk.toString('utf8'));
      const m = ready.exec(out.join(''));
      if (m) resolve(m);
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`${script} exited ${code}: ${out.join('')}`)));
  });
  return { proc, out, exited, match };
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, LOOPBACK);
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A kept-alive connection that has had one answer and sits idle; `closed` once the server ends it. */
async function idleConnection(port: number): Promise<{ closed: () => boolean }> {
  const socket = net.connect(port, LOOPBACK);
  let closed = false;
  let got = '';
  socket.on('data', (d: Buffer) => (got += d.toString()));
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  await new Promise((r) => socket.once('connect', r));
  socket.write(`GET /healthz HTTP/1.1\r\nHost: ${LOOPBACK}\r\nConnection: keep-alive\r\n\r\n`);
  await until('the first answer on the kept-alive connection', () => got.includes('"status":"ok"'));
  return { closed: () => closed };
}

describe('web server: SIGTERM drains', () => {
  let fakeApi: http.Server;
  let release: () => void = () => undefined;
  let slowArrived = false;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = tempDir('storefront-drain-');
    fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
    // an istore API whose `slow` call answers only when the test says so
    fakeApi = http.createServer((req, res) => {
      if (req.url?.endsWith('/slow')) {
        slowArrived = true;
        release = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"done":true}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((r) => fakeApi.listen(0, LOOPBACK, r));
  });
  afterAll(() => {
    fakeApi.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  test('readyz 503 at once, the request in flight finishes, idle connections close, refused after the grace, exit 0', async () => {
    const child = await run(
      'server/web/main.ts',
      {
        STORE_API_ORIGIN: `http://${LOOPBACK}:${(fakeApi.address() as AddressInfo).port}`,
        STATIC_DIR: staticDir,
        PORT: '0',
        METRICS_PORT: '0',
        DRAIN_GRACE_MS: '1000',
        DRAIN_TIMEOUT_MS: '20000',
      },
      /web server at http:\/\/127\.0\.0\.1:(\d+)\//,
    );
    try {
      const port = Number(child.match[1]);
      const metricsPort = /Metrics at http:\/\/127\.0\.0\.1:(\d+)\/metrics/.exec(child.out.join(''))![1];
      const origin = `http://${LOOPBACK}:${port}`;
      // the metrics listener of the process answers on loopback
      expect(await (await fetch(`http://${LOOPBACK}:${metricsPort}/metrics`)).text()).toContain(
        'storefront_open_connections',
      );
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);
      const idle = await idleConnection(port);
      const inFlight = fetch(`${origin}${API_BASE_PATH}/slow`).then(async (r) => ({
        status: r.status,
        body: await r.text(),
      }));
      await until('the slow call to reach the API', () => slowArrived);

      const signalled = Date.now();
      child.proc.kill('SIGTERM');
      // readiness says no at once; during the grace new connections are still taken
      await until('readyz to turn 503', async () => (await fetch(`${origin}/readyz`)).status === 503);
      const ready = (await (await fetch(`${origin}/readyz`)).json()) as { reason: string };
      expect(ready.reason).toBe('draining: the server is shutting down');
      // after the grace: the listener is closed, the idle connection too, the call still in flight
      await until('new connections to be refused', () => refused(port));
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(900);
      await until('the idle kept-alive connection to close', () => idle.closed());
      release();
      expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
      expect(await child.exited).toBe(0);
      expect(child.out.join('')).toMatch(/SIGTERM received: draining \(1000 ms grace/);
      expect(child.out.join('')).toMatch(/Drained in \d+ ms/);
    } finally {
      child.proc.kill('SIGKILL');
    }
  });
});

describe('reference API: SIGTERM drains', () => {
  test('a cart write in flight is answered and kept; exit 0', async () => {
    const dataDir = tempDir();
    // the database seeded first, to pick a product without options
    const seeded = buildServer({ dataDir, env: {} });
    await seeded.ready();
    const product = plainProduct(seeded.db);
    await seeded.close();
    const child = await run(
      'server/api/main.ts',
      {
        DATA_DIR: dataDir,
        PORT: '0',
        DRAIN_GRACE_MS: '3000',
        STORE_LATENCY_MS: '2500',
        STORE_KNOBS_MATCH: 'myCart',
      },
      /API running at http:\/\/127\.0\.0\.1:(\d+)\//,
    );
    try {
      const port = Number(child.match[1]);
      const client = await new Client(`http://${LOOPBACK}:${port}`).prime();
      const write = client.post('/shoppingManagement4/myCart', { productId: product.id, quantity: 2 });
      // the write is held by the latency knob; the stop comes while it waits
      await new Promise((r) => setTimeout(r, 500));
      child.proc.kill('SIGTERM');
      // during the grace a new connection is still served (a balancer may not have seen the stop
      // yet), and its answer closes it
      await until('answers to close their connection', async () => {
        const during = await fetch(`http://${LOOPBACK}:${port}/healthz`);
        return during.status === 200 && during.headers.get('connection') === 'close';
      });
      const res = await write;
      expect(res.status).toBe(200);
      await until('new connections to be refused', () => refused(port));
      expect(await child.exited).toBe(0);
      const after = buildServer({ dataDir, env: {} });
      await after.ready();
      const rows = after.db
        .prepare<[number], { quantity: number }>('SELECT quantity FROM cart_lines WHERE product_id = ?')
        .all(product.id);
      await after.close();
      expect(rows).toEqual([{ quantity: 2 }]);
    } finally {
      child.proc.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
