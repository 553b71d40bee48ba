/**
 * The production topology's part of `npm run bench`, apart from the other groups:
 *
 * - Lighthouse (mobile defaults, median of N) on `/`, the all-products list and a product page,
 *   served by the web server (`npm run serve:web`, its own process) in front of the reference API
 *   (`npm run server`, another process, with STORE_LATENCY_MS=50 so each API call costs what a
 *   network hop would), beside the same pages from a plain static host (the built files with
 *   their gzip/brotli copies, every page the neutral index.html, the API forwarded on the same
 *   origin, as a CDN or nginx would): the web server against its budget, the static host stated.
 * - Load: the web server's product page at 50 connections for 20 s (a small load generator here:
 *   keep-alive connections each sending the next request when the last answered), requests per
 *   second, p99 latency, and how many API reads it caused (the API's own request log).
 * - The topology (scripts/bench/topology-load.ts): home and product at the same connections,
 *   direct to one copy, through HAProxy to three and through Varnish to three, side by side.
 *
 * Figures on a loaded machine are not stable; the lead measures on a quiet one.
 * Flags (through scripts/bench.ts): --only=web (only this group), --runs=N, --load-seconds=N,
 * --load-connections=N, --topology-seconds=N (10), --no-lighthouse (the load figures only).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startProcess, type BenchProcess } from './bench/process';
import { benchFieldVitals } from './bench/field-vitals';
import { startStaticHost } from './bench/shared';
import { API_BASE_PATH } from '../types/api';
import {
  FIGURES,
  LIGHTHOUSE_BUDGET,
  cell,
  figuresOf,
  medianFigures,
  misses,
  type LighthouseFigures,
} from './lighthouse-budget';
import { runLighthouse } from './lighthouse';
import { benchTopologyLoad } from './bench/topology-load';
import { loadTest, type LoadResult } from './bench/load-test';

export { loadTest, type LoadResult };

export const API_LATENCY_MS = 50;

/** Requests the reference API logged (LOG_LEVEL=info logs each one as "incoming request"). */
const apiRequests = (log: string) => (log.match(/"msg":"incoming request"/g) ?? []).length;

export interface WebBenchOptions {
  h5Dir: string;
  runs: number;
  lighthouse: boolean;
  loadSeconds: number;
  loadConnections: number;
  /** Visits of each page whose field vitals are read back from the metrics (scripts/bench/field-vitals.ts). */
  rumVisits: number;
  /** Each of the topology's six load runs (scripts/bench/topology-load.ts). */
  topologySeconds: number;
}

export async function benchWeb(opts: WebBenchOptions): Promise<string[]> {
  const out: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-web-'));
  const api = await startProcess(
    ['server/api/main.ts'],
    {
      DATA_DIR: dataDir,
      STORE_LATENCY_MS: String(API_LATENCY_MS),
      STORE_TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
    },
    /Storefront API running at/,
  );
  let web: BenchProcess | undefined;
  let host: { base: string; close(): Promise<void> } | undefined;
  try {
    // every visit reports its field vitals, read back from the metrics' own listener
    const metricsPort = await freePort();
    web = await startProcess(
      ['server/web/main.ts'],
      {
        STORE_API_ORIGIN: api.origin,
        STATIC_DIR: opts.h5Dir,
        LOG_LEVEL: 'error',
        RUM_SAMPLE_RATE: '1',
        METRICS_PORT: String(metricsPort),
      },
      /Storefront web server at/,
    );
    host = await startStaticHost(api.origin, opts.h5Dir);
    const res = await fetch(
      `${api.origin}${API_BASE_PATH}/productManagement2/products?numberToLoad=1&startingPosition=0`,
    );
    const id = ((await res.json()) as Array<{ id: number }>)[0]?.id ?? 1;
    const pages = ['/', '/store/productlist?cat=all', `/store/product/${id}`];

    if (opts.lighthouse) {
      out.push(
        `Lighthouse mobile, median of ${opts.runs}: web server → reference API over HTTP (two processes, ` +
          `STORE_LATENCY_MS=${API_LATENCY_MS} on the API), beside a plain static host (no budget):`,
      );
      out.push(['     page'.padEnd(40), ...FIGURES.map((f) => LIGHTHOUSE_BUDGET[f].label.padEnd(18))].join(' '));
      for (const [label, origin] of [
        ['web', web.origin],
        ['static', host.base],
      ] as const) {
        for (const p of pages) {
          const runs: LighthouseFigures[] = [];
          for (let i = 0; i < opts.runs; i++) {
            runs.push(figuresOf(await runLighthouse(`${origin}${p}`)));
            process.stderr.write(
              `  ${label} ${p} run ${i + 1}: perf ${runs[i].perf}, LCP ${Math.round(runs[i].lcp)} ms, TBT ${Math.round(runs[i].tbt)} ms, CLS ${runs[i].cls.toFixed(3)}\n`,
            );
          }
          const m = medianFigures(runs);
          // the budget is the web server's; the static host's figures are stated beside it
          const mark = label === 'web' ? (misses(m).length ? 'OVER' : 'OK  ') : '    ';
          out.push([`${mark} ${label} ${p}`.padEnd(40), ...FIGURES.map((f) => cell(f, m[f]).padEnd(18))].join(' '));
        }
      }
    }

    out.push(...(await benchFieldVitals(web.origin, `http://127.0.0.1:${metricsPort}/metrics`, pages, opts.rumVisits)));

    const url = `${web.origin}/store/product/${id}`;
    await fetch(url, { headers: { accept: 'text/html' } }); // the first visitor: the cache fills
    const before = apiRequests(api.log());
    const load = await loadTest(url, opts.loadConnections, opts.loadSeconds);
    const reads = apiRequests(api.log()) - before;
    out.push(
      `Load: web server, /store/product/${id}, ${opts.loadConnections} connections for ${opts.loadSeconds} s ` +
        `(API at +${API_LATENCY_MS} ms): ${load.perSecond.toFixed(0)} req/s, p50 ${load.p50.toFixed(1)} ms, ` +
        `p99 ${load.p99.toFixed(1)} ms, ${load.requests} answered, ${load.errors} errors, ${reads} API reads caused`,
    );
  } finally {
    await host?.close();
    await web?.stop();
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  out.push(
    ...(await benchTopologyLoad({
      h5Dir: opts.h5Dir,
      connections: opts.loadConnections,
      seconds: opts.topologySeconds,
      apiLatencyMs: API_LATENCY_MS,
    })),
  );
  return out;
}
