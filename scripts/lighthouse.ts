/**
 * The Lighthouse part of `npm run bench`: `npm start`'s server (scripts/start.ts, on a
 * free port, with a fresh data folder) and the pinned `lighthouse` CLI with its mobile defaults
 * (simulated throttling: 150 ms RTT, 1.6 Mbps, 4× CPU), each run in a fresh Chromium profile, so
 * every run is a first-time visitor (the location picker such a visitor sees included).
 *
 * Env: CHROMIUM_PATH (/usr/bin/chromium); LIGHTHOUSE_REPORT_DIR keeps each run's JSON report.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/harness';
import { startProcess } from './bench/process';
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

const ROOT = path.resolve(__dirname, '..');
const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const RUN_TIMEOUT_MS = 180_000;

export interface LighthousePage {
  label: string;
  path: string;
}

export interface Started {
  base: string;
  stop: () => Promise<void>;
}

/** `npm start --no-build` (the H5 build is the bench's job) in its own process group. */
export async function startServer(dataDir: string): Promise<Started> {
  const p = await startProcess(
    ['scripts/start.ts', '--no-build'],
    { DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    /Storefront running at/,
  );
  return { base: p.origin, stop: p.stop };
}

/** A product the seed has (the first of the catalogue), for the product-detail page. */
async function firstProductId(base: string): Promise<number> {
  const res = await fetch(`${base}${API_BASE_PATH}/productManagement2/products?numberToLoad=1&startingPosition=0`);
  const list = (await res.json()) as Array<{ id: number }>;
  if (!res.ok || !Array.isArray(list) || !list[0]) throw new Error(`no product to measure (HTTP ${res.status})`);
  return list[0].id;
}

export interface Lhr {
  categories: Record<string, { score: number | null; auditRefs?: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<
    string,
    { numericValue?: number; score?: number | null; scoreDisplayMode?: string; title?: string } | undefined
  >;
  runtimeError?: { message: string };
}

export interface RunOptions {
  /** Lighthouse categories (default: performance, accessibility, best practices, SEO). */
  categories?: string[];
  /** Request headers for every request of the run (a signed-in shopper's Cookie). */
  extraHeaders?: Record<string, string>;
}

export function runLighthouse(url: string, opts: RunOptions = {}): Promise<Lhr> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-lh-')), 'report.json');
  const categories = opts.categories ?? ['performance', 'accessibility', 'best-practices', 'seo'];
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${categories.join(',')}`,
    '--quiet',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ...(opts.extraHeaders ? [`--extra-headers=${JSON.stringify(opts.extraHeaders)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    });
    let err = '';
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      try {
        if (code !== 0) throw new Error(`lighthouse exited ${code}: ${err.slice(-2000)}`);
        const lhr = JSON.parse(fs.readFileSync(out, 'utf8')) as Lhr;
        if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
        const keep = process.env.LIGHTHOUSE_REPORT_DIR;
        if (keep) {
          fs.mkdirSync(keep, { recursive: true });
          const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
          fs.copyFileSync(out, path.join(keep, name));
        }
        resolve(lhr);
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      } finally {
        fs.rmSync(path.dirname(out), { recursive: true, force: true });
      }
    });
  });
}

/** Audits that cost a category its score, for the line under a page that misses a budget. */
function failedAudits(lhr: Lhr, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((r) => r.weight > 0)
    .map((r) => ({ id: r.id, a: lhr.audits[r.id] }))
    .filter(({ a }) => a && a.scoreDisplayMode === 'binary' && a.score === 0)
    .map(({ id }) => id);
}

export interface LighthouseOptions {
  runs: number;
  /** Only pages whose label contains one of these (all when empty). */
  only: string[];
}

/**
 * Measures each page `runs` times and prints the table of medians beside the budget.
 * Returns the lines (a page missing any budget starts with OVER).
 */
export async function benchLighthouse(opts: LighthouseOptions): Promise<string[]> {
  if (!fs.existsSync(LIGHTHOUSE_CLI)) throw new Error('lighthouse is not installed (npm ci)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-lh-data-'));
  const server = await startServer(dataDir);
  const out: string[] = [];
  try {
    const id = await firstProductId(server.base);
    const pages: LighthousePage[] = [
      { label: '/', path: '/' },
      { label: '/store/productlist?cat=all', path: '/store/productlist?cat=all' },
      { label: `/store/product/${id}`, path: `/store/product/${id}` },
    ].filter((p) => opts.only.length === 0 || opts.only.some((o) => p.label.includes(o)));
    out.push(
      `Lighthouse ${lighthouseVersion()} mobile (default simulated throttling), median of ${opts.runs}, ` +
        `npm start on ${server.base}, first-time visitor:`,
    );
    const header = ['     page'.padEnd(34), ...FIGURES.map((f) => LIGHTHOUSE_BUDGET[f].label.padEnd(18))].join(' ');
    out.push(header);
    for (const page of pages) {
      const runs: LighthouseFigures[] = [];
      const reports: Lhr[] = [];
      for (let i = 0; i < opts.runs; i++) {
        const lhr = await runLighthouse(`${server.base}${page.path}`);
        reports.push(lhr);
        runs.push(figuresOf(lhr));
        process.stderr.write(
          `  ${page.label} run ${i + 1}: perf ${runs[i].perf}, LCP ${Math.round(runs[i].lcp)} ms, TBT ${Math.round(runs[i].tbt)} ms, CLS ${runs[i].cls.toFixed(3)}\n`,
        );
      }
      const m = medianFigures(runs);
      const missed = misses(m);
      out.push(
        [
          `${missed.length ? 'OVER' : 'OK  '} ${page.label}`.padEnd(34),
          ...FIGURES.map((f) => cell(f, m[f]).padEnd(18)),
        ].join(' '),
      );
      for (const [figure, category] of [
        ['a11y', 'accessibility'],
        ['bestPractices', 'best-practices'],
        ['seo', 'seo'],
      ] as const) {
        if (!missed.includes(figure)) continue;
        const failed = [...new Set(reports.flatMap((r) => failedAudits(r, category)))];
        out.push(`        ${LIGHTHOUSE_BUDGET[figure].label} failed audits: ${failed.join(', ') || '(none binary)'}`);
      }
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

export function lighthouseVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
