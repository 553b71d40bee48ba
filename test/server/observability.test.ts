/**
 * What an operator sees of the web server, over real HTTP: its metrics on their own listener
 * (never on the shoppers' port), request ids from a trusted proxy only and sent on to the API, one
 * JSON log line per request at info, and no cookie, token or email in any line.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { buildServer } from '../../server/api/app';
import { buildWebServer } from '../../server/web/app';
import { serveMetrics } from '../../server/web/metrics';
import { LOOPBACK } from '../../server/local';
import { tempDir } from './helpers';

const TEMPLATE = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'index.html'), 'utf8');

/** A log stream that keeps each JSON line. */
function logSink(): { lines: Array<Record<string, any>>; text: () => string; stream: Writable } {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, next) {
      raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      next();
    },
  });
  return {
    get lines() {
      return raw.map((l) => JSON.parse(l) as Record<string, any>);
    },
    text: () => raw.join('\n'),
    stream,
  };
}

/** The answered request's log line (written just after its answer went). */
async function lineOf(sink: ReturnType<typeof logSink>, id: string | null): Promise<Record<string, any>> {
  for (let i = 0; i < 200; i++) {
    const line = sink.lines.find((l) => l.requestId === id && l.msg === 'request');
    if (line) return line;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no log line for request ${id}`);
}

/** The value of one series in Prometheus' text format; undefined when absent. */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const m = /^([a-z_]+)(?:\{(.*)\})? (.+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.entries(labels).every(([k, v]) => (m[2] ?? '').includes(`${k}="${v}"`));
    if (has) return Number(m[3]);
  }
  return undefined;
}

let staticDir: string;
let dataDir: string;
let api: ReturnType<typeof buildServer>;
let apiOrigin: string;
/** X-Request-Id of each request the API answered, by URL. */
const idsSeenByApi: Array<{ url: string; id: string | undefined; apiId: string }> = [];

beforeAll(async () => {
  staticDir = tempDir('storefront-obs-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
  dataDir = tempDir();
  api = buildServer({ dataDir, env: {}, trustProxy: [LOOPBACK] });
  api.addHook('onRequest', async (req) => {
    idsSeenByApi.push({ url: req.url, id: req.headers['x-request-id'] as string | undefined, apiId: req.id });
  });
  await api.listen({ port: 0, host: LOOPBACK });
  apiOrigin = `http://${LOOPBACK}:${(api.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await api.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('behind a trusted proxy, in front of a working API', () => {
  const log = logSink();
  let web: ReturnType<typeof buildWebServer>;
  let origin: string;
  let metricsUrl: string;
  let closeMetrics: () => Promise<void>;
  beforeAll(async () => {
    web = buildWebServer({
      apiOrigin,
      staticDir,
      trustProxy: [LOOPBACK],
      cacheFreshMs: 60_000,
      pageBudgetMs: 5000,
      logger: { level: 'info', stream: log.stream },
    });
    await web.listen({ port: 0, host: LOOPBACK });
    origin = `http://${LOOPBACK}:${(web.server.address() as AddressInfo).port}`;
    const m = await serveMetrics(web.metrics.registry, { port: 0, host: LOOPBACK });
    metricsUrl = `http://${LOOPBACK}:${m.port}/metrics`;
    closeMetrics = m.close;
  });
  afterAll(async () => {
    await closeMetrics();
    await web.close();
  });

  test("the proxy's request id is the answer's, the API's on every read and forward, and each log line's", async () => {
    idsSeenByApi.length = 0;
    const res = await fetch(`${origin}/store/product/1`, {
      headers: { accept: 'text/html', 'x-request-id': 'lb-page-1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('lb-page-1');
    const reads = idsSeenByApi.filter((r) => r.url.startsWith('/api/istore/client/'));
    expect(reads.map((r) => r.url)).toEqual(expect.arrayContaining([expect.stringContaining('productDetail/1')]));
    expect(reads.every((r) => r.id === 'lb-page-1')).toBe(true);
    // the API believes the web server's hop: its own lines carry the same id
    expect(reads.every((r) => r.apiId === 'lb-page-1')).toBe(true);

    const fwd = await fetch(`${origin}/api/istore/client/common3/appInfoInit`, {
      headers: { 'x-request-id': 'lb-fwd-2' },
    });
    expect(fwd.status).toBe(200);
    expect(fwd.headers.get('x-request-id')).toBe('lb-fwd-2');
    expect(idsSeenByApi.at(-1)).toEqual({
      url: '/api/istore/client/common3/appInfoInit',
      id: 'lb-fwd-2',
      apiId: 'lb-fwd-2',
    });

    // an id that is not a plain token is not taken, even from a trusted proxy
    const odd = await fetch(`${origin}/healthz`, { headers: { 'x-request-id': 'a b<script>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const line = await lineOf(log, 'lb-page-1');
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      route: 'page:pages/store/product/index',
      status: 200,
      cache: 'miss',
    });
    expect(typeof line.ms).toBe('number');
    expect(await lineOf(log, 'lb-fwd-2')).toMatchObject({ route: '/api/*', status: 200 });
    // one line per request, nothing else at info
    expect(log.lines.filter((l) => l.requestId === 'lb-page-1')).toHaveLength(1);
  });

  test('a second visit is served from the catalogue cache, and its line says so', async () => {
    await fetch(`${origin}/store/product/1`, { headers: { accept: 'text/html', 'x-request-id': 'lb-page-3' } });
    expect(await lineOf(log, 'lb-page-3')).toMatchObject({ cache: 'hit', status: 200 });
  });

  test('/metrics on its own listener: requests, page shells, caches, API calls, connections, event loop, memory', async () => {
    const picture = () => fetch(`${origin}/media/hero.svg`).then((r) => r.arrayBuffer());
    await picture();
    await picture();
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const page = { method: 'GET', route: 'page:pages/store/product/index', status: '200' };
    expect(series(text, 'storefront_http_request_duration_seconds_count', page)).toBe(2);
    expect(series(text, 'storefront_http_request_duration_seconds_bucket', { ...page, le: '+Inf' })).toBe(2);
    expect(series(text, 'storefront_page_shell_total', { outcome: 'first_content', reason: 'none' })).toBe(2);
    expect(series(text, 'storefront_catalogue_cache_total', { outcome: 'miss' })).toBeGreaterThan(0);
    expect(series(text, 'storefront_catalogue_cache_total', { outcome: 'hit' })).toBeGreaterThan(0);
    expect(series(text, 'storefront_media_cache_total', { outcome: 'miss' })).toBe(1);
    expect(series(text, 'storefront_media_cache_total', { outcome: 'hit' })).toBe(1);
    expect(series(text, 'storefront_media_cache_bytes')).toBeGreaterThan(100);
    const detail = { call: 'productDetailManagement/productDetail', outcome: 'ok' };
    expect(series(text, 'storefront_api_call_duration_seconds_count', detail)).toBe(1);
    expect(series(text, 'storefront_api_call_duration_seconds_count', { call: 'forward /api/', outcome: 'ok' })).toBe(
      1,
    );
    expect(series(text, 'storefront_open_connections')).toBeGreaterThanOrEqual(1);
    expect(series(text, 'storefront_event_loop_delay_seconds', { quantile: '0.99' })).toBeGreaterThan(0);
    expect(series(text, 'storefront_memory_bytes', { kind: 'rss' })).toBeGreaterThan(1e6);
  });

  test('the public port never answers the metrics', async () => {
    for (const accept of ['text/plain', '*/*']) {
      const text = await (await fetch(`${origin}/metrics`, { headers: { accept } })).text();
      expect(text).not.toContain('storefront_http_request');
    }
  });
});

describe('no trusted proxy, in front of an API that never answers', () => {
  const log = logSink();
  let hanging: net.Server;
  let web: ReturnType<typeof buildWebServer>;
  let origin: string;
  beforeAll(async () => {
    // accepts connections and says nothing: every read times out
    hanging = net.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, LOOPBACK, resolve));
    web = buildWebServer({
      apiOrigin: `http://${LOOPBACK}:${(hanging.address() as AddressInfo).port}`,
      staticDir,
      pageBudgetMs: 200,
      forwardTimeoutMs: 300,
      logger: { level: 'info', stream: log.stream },
    });
    await web.listen({ port: 0, host: LOOPBACK });
    origin = `http://${LOOPBACK}:${(web.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await web.close();
    hanging.close();
  });

  test("a client's own X-Request-Id is not believed: the server makes one", async () => {
    const res = await fetch(`${origin}/healthz`, { headers: { 'x-request-id': 'spoofed-1' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await lineOf(log, id)).toMatchObject({ route: '/healthz', status: 200 });
    expect(log.text()).not.toContain('spoofed-1');
  });

  test('the neutral shell is counted with its reason (timeout)', async () => {
    const res = await fetch(`${origin}/store/productlist`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const text = await web.metrics.registry.metrics();
    expect(series(text, 'storefront_page_shell_total', { outcome: 'neutral_shell', reason: 'timeout' })).toBe(1);
  });

  test('no cookie, token or email in any log line, a warning about the URL included', async () => {
    const secrets = { session: 'sess-9f8e7d6c5b4a', xsrf: 'xsrf-1a2b3c4d5e6f', email: 'shopper.name@example.com' };
    const headers = {
      cookie: `SESSION=${secrets.session}; XSRF-TOKEN=${secrets.xsrf}`,
      'x-xsrf-token': secrets.xsrf,
      authorization: `Bearer ${secrets.xsrf}`,
    };
    const fwd = await fetch(
      `${origin}/api/istore/client/common3/signon?email=${encodeURIComponent(secrets.email)}&token=${secrets.xsrf}`,
      { headers },
    );
    expect(fwd.status).toBe(504);
    const pageRes = await fetch(`${origin}/user/orders?email=${secrets.email}`, {
      headers: { ...headers, accept: 'text/html' },
    });
    expect(pageRes.status).toBe(200);
    await lineOf(log, pageRes.headers.get('x-request-id'));
    // the forward's warning names the path it failed for, without its query
    expect(log.lines.find((l) => l.level === 40 && l.url === '/api/istore/client/common3/signon')).toBeDefined();
    expect(await lineOf(log, fwd.headers.get('x-request-id'))).toMatchObject({ route: '/api/*', status: 504 });
    const text = log.text();
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
    expect(text).not.toContain('example.com');
  });
});
