/**
 * What the web server counts, in Prometheus' text format (prom-client), served on a listener of
 * its own (METRICS_PORT, loopback by default: `serveMetrics`), never on the shoppers' port.
 * README ("Running it in production") says what each series means.
 *
 * One registry per server (tests run many servers in one process; nothing is global), and the
 * process figures (memory, event-loop delay) are read by this registry's own collectors, whose
 * event-loop monitor stops when the server closes.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export type CacheOutcome = 'hit' | 'miss' | 'stale';
/** How a page's shell was drawn: with its first content, the store's shell without it, or neutral. */
export type PageOutcome = 'first_content' | 'no_first_content' | 'neutral_shell';
/** Why: the page has none or its reads failed (no_first_content), the budget ran out or the API failed (neutral). */
export type PageReason = 'none' | 'read_error' | 'timeout' | 'api_error';
export type CallOutcome = 'ok' | 'error' | 'timeout' | 'network';

/** Seconds: 5 ms to 10 s, the span of a page answer or an API read. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class WebMetrics {
  readonly registry = new Registry();
  readonly requests: Histogram<'method' | 'route' | 'status'>;
  readonly pages: Counter<'outcome' | 'reason'>;
  readonly catalogueCache: Counter<'outcome'>;
  readonly mediaCache: Counter<'outcome'>;
  readonly apiCalls: Histogram<'call' | 'outcome'>;
  private readonly rumTimes: Histogram<'platform' | 'route' | 'metric'>;
  private readonly rumCls: Histogram<'route'>;
  private readonly loop: IntervalHistogram;
  private open = 0;
  private mediaBytes: () => number = () => 0;

  constructor() {
    const registers = [this.registry];
    this.requests = new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Requests answered, by method, route pattern and status, with their time to answer',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.pages = new Counter({
      name: 'storefront_page_shell_total',
      help: 'Page shells sent: with the first content drawn, without it, or the neutral shell; and why',
      labelNames: ['outcome', 'reason'],
      registers,
    });
    this.catalogueCache = new Counter({
      name: 'storefront_catalogue_cache_total',
      help: 'Catalogue reads for page shells: fresh from the cache (hit), served stale while renewed, or waited for (miss)',
      labelNames: ['outcome'],
      registers,
    });
    this.mediaCache = new Counter({
      name: 'storefront_media_cache_total',
      help: 'Forwarded picture requests answered from the picture cache (hit) or by the API (miss)',
      labelNames: ['outcome'],
      registers,
    });
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- prom-client calls collect() with the gauge as this
    const self = this;
    new Gauge({
      name: 'storefront_media_cache_bytes',
      help: 'Bytes of pictures the picture cache holds',
      registers,
      collect() {
        this.set(self.mediaBytes());
      },
    });
    this.apiCalls = new Histogram({
      name: 'storefront_api_call_duration_seconds',
      help: 'Calls to the istore API by call name (forwards by path prefix) and outcome (ok, error: 5xx, timeout, network), time to its answer',
      labelNames: ['call', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    new Gauge({
      name: 'storefront_open_connections',
      help: 'Client connections open on the public listener',
      registers,
      collect() {
        this.set(self.open);
      },
    });
    this.rumTimes = new Histogram({
      name: 'storefront_rum_seconds',
      help: 'Field vitals of real visits (POST /rum) by platform, route pattern and metric (LCP, INP, FCP, TTFB; appLaunch, firstRender, route)',
      labelNames: ['platform', 'route', 'metric'],
      buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20, 60],
      registers,
    });
    this.rumCls = new Histogram({
      name: 'storefront_rum_cls',
      help: 'Cumulative layout shift of real visits (POST /rum) by route pattern',
      labelNames: ['route'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers,
    });
    this.loop = monitorEventLoopDelay({ resolution: 10 });
    this.loop.enable();
    const loop = this.loop;
    new Gauge({
      name: 'storefront_event_loop_delay_seconds',
      help: 'Event-loop delay since the last scrape: p50, p99 and max',
      labelNames: ['quantile'],
      registers,
      collect() {
        const s = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
        this.set({ quantile: '0.5' }, s(loop.percentile(50)));
        this.set({ quantile: '0.99' }, s(loop.percentile(99)));
        this.set({ quantile: 'max' }, s(loop.max));
        loop.reset();
      },
    });
    new Gauge({
      name: 'storefront_memory_bytes',
      help: 'Memory of the process: rss, heap_used, heap_total, external',
      labelNames: ['kind'],
      registers,
      collect() {
        const m = process.memoryUsage();
        this.set({ kind: 'rss' }, m.rss);
        this.set({ kind: 'heap_used' }, m.heapUsed);
        this.set({ kind: 'heap_total' }, m.heapTotal);
        this.set({ kind: 'external' }, m.external);
      },
    });
  }

  /** Counts the connections of `server` (the public listener). */
  watchConnections(server: http.Server): void {
    server.on('connection', (socket: Socket) => {
      this.open++;
      socket.once('close', () => this.open--);
    });
  }

  /** Where the picture cache's size is read. */
  watchMediaBytes(read: () => number): void {
    this.mediaBytes = read;
  }

  /** A call to the API that took `seconds`. */
  call(name: string, outcome: CallOutcome, seconds: number): void {
    this.apiCalls.observe({ call: name, outcome }, seconds);
  }

  /** One field vital (ms; CLS a score) of a visit, its route a pattern of the route table. */
  rum(platform: string, route: string, metric: string, value: number): void {
    if (metric === 'CLS') this.rumCls.observe({ route }, value);
    else this.rumTimes.observe({ platform, route, metric }, value / 1000);
  }

  close(): void {
    this.loop.disable();
  }
}

/**
 * The call name of a read (`productDetailManagement/productDetail/3?x=1`): its first two path
 * segments, never an id or a query, so the names are few and hold nothing of a shopper.
 */
export function callName(apiPath: string): string {
  return apiPath.split('?')[0].split('/').filter(Boolean).slice(0, 2).join('/') || '(root)';
}

/** A listener of its own answering GET /metrics with the registry's text; resolves once listening. */
export async function serveMetrics(
  registry: Registry,
  opts: { port: number; host: string },
): Promise<{ server: http.Server; port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : opts.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // a scraper's kept-alive connection must not hold the stop
        server.closeAllConnections();
      }),
  };
}
