/**
 * The topology's load figures in `npm run bench` (group `web`): the home page and a product page
 * at 50 keep-alive connections, sent three ways over the real parts of scripts/bench/topology.ts
 * (the reference API with STORE_LATENCY_MS on its reads, three web server processes): straight
 * to one copy, through HAProxy (deploy/haproxy/storefront.cfg) to the three, and through Varnish
 * (deploy/varnish/storefront.vcl) to the three; requests per second and p99 side by side, each
 * with its ratio to the single copy. The load generator is bench-web.ts's (this process), so on a
 * two-core machine it competes with the copies for the CPU: compare the columns, not the machines.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTest, type LoadResult } from './load-test';
import { startTopology } from './topology';

export interface TopologyLoadOptions {
  h5Dir: string;
  connections: number;
  seconds: number;
  apiLatencyMs: number;
}

const num = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export async function benchTopologyLoad(opts: TopologyLoadOptions): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-topology-'));
  const topo = await startTopology({
    staticDir: opts.h5Dir,
    api: { dataDir, env: { STORE_LATENCY_MS: String(opts.apiLatencyMs) } },
    copies: 3,
    haproxy: true,
    webEnv: { RUM_SAMPLE_RATE: '0' },
  });
  try {
    const res = await fetch(
      `${topo.apiOrigin}/api/istore/client/productManagement2/products?numberToLoad=1&startingPosition=0`,
    );
    const id = ((await res.json()) as Array<{ id: number }>)[0]?.id ?? 1;
    const ways = [
      ['one copy', topo.copies[0].origin],
      ['HAProxy → 3', topo.haproxy!.origin],
      ['Varnish → 3', topo.varnish.origin],
    ] as const;
    const out = [
      `Load through the topology: ${opts.connections} connections for ${opts.seconds} s each, visitor pages ` +
        `(API at +${opts.apiLatencyMs} ms; three web server processes; ratio to one copy):`,
      ['     page'.padEnd(24), ...ways.map(([w]) => w.padEnd(30))].join(' '),
    ];
    for (const page of ['/', `/store/product/${id}`]) {
      const results: LoadResult[] = [];
      for (const [label, origin] of ways) {
        const url = `${origin}${page}`;
        // the first visitor fills the caches (the copies' catalogue cache, Varnish)
        for (let i = 0; i < 3; i++) await fetch(url, { headers: { accept: 'text/html' } }).then((r) => r.arrayBuffer());
        const r = await loadTest(url, opts.connections, opts.seconds);
        process.stderr.write(
          `  ${label} ${page}: ${num(r.perSecond)} req/s, p99 ${num(r.p99, 1)} ms, ${r.errors} errors\n`,
        );
        results.push(r);
      }
      const base = results[0];
      out.push(
        [
          `     ${page}`.padEnd(24),
          ...results.map((r) =>
            `${num(r.perSecond)} req/s ×${num(r.perSecond / base.perSecond, 1)}, p99 ${num(r.p99, 1)} ms${r.errors ? ` (${r.errors} errors)` : ''}`.padEnd(
              30,
            ),
          ),
        ].join(' '),
      );
    }
    return out;
  } finally {
    await topo.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
