/**
 * `npm run bench`: every performance figure beside its budget; exits non-zero when any misses.
 * Prints, does not test (it stays out of `npm test`). Groups (`--only=a,b` picks some; default all):
 *
 *   sizes         H5 first-screen JS/CSS (gzip) and per-page chunks, served by the reference server
 *                 and loaded in headless Chromium; weapp main package and subpackages on disk.
 *   lighthouse    (scripts/lighthouse.ts) Lighthouse mobile, median of --runs, on home, the product
 *                 list and a product as `npm start` serves them: performance, LCP, TBT, CLS,
 *                 accessibility, best practices, SEO.
 *   routes        (bench/routes.ts) Lighthouse performance on every shopper route, as
 *                 `npm start` serves them and from a plain static host with gzip (no server-drawn
 *                 content); signed-in routes as the demo shopper.
 *   interactions  (bench/interactions.ts) INP of eight shopper interactions at 4x CPU, worst of
 *                 --interaction-runs (5).
 *   boot          (bench/boot.ts) main-thread work of a first visit until the app's first screen is
 *                 done, from a Chrome trace at 4x CPU, and its longest task; median of --boot-runs.
 *   weapp         (bench/weapp.ts) the mini-program in the headless runtime: each page's first
 *                 render, largest setData, setData calls a second, WXML nodes; package sizes.
 *   web           (bench-web.ts) the production topology: Lighthouse on the web server in front of
 *                 the reference API in two processes (STORE_LATENCY_MS=50 on the API) beside a plain
 *                 static host, and a load figure (--load-connections=50 for --load-seconds=20 on a
 *                 product page: req/s, p99, API reads caused); then home and product through the
 *                 topology (scripts/bench/topology-load.ts): one copy, HAProxy to three, Varnish to
 *                 three, req/s and p99 side by side (--topology-seconds=10 each); --no-lighthouse
 *                 keeps the load figures. Between them, field vitals (bench/field-vitals.ts):
 *                 --rum-visits=3 phone visits of each page send their beacons, and the p75 of LCP,
 *                 INP, FCP, TTFB and CLS per route is read from the web server's metrics.
 *
 * Timing figures need a quiet machine: on a loaded one compare runs taken in the same minute.
 * Builds H5 when dist/h5 is missing or older than its sources (as `npm start` does), weapp when its
 * output is missing; `--build` rebuilds both.
 * Flags: --runs=N (Lighthouse runs per page, 3; boot runs too unless --boot-runs), --only=groups,
 * --pages=a,b (routes, interactions and weapp pages whose name or path contains one of these),
 * --no-lighthouse (no lighthouse or routes group), --lighthouse-only (the lighthouse group alone).
 * As before groups existed, `--only=<part of a URL>` names Lighthouse pages (sizes and lighthouse).
 * Env: CHROMIUM_PATH (/usr/bin/chromium), LIGHTHOUSE_REPORT_DIR (keep each run's JSON report).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { startLocalStore } from '../server/local';
import { AREA_PRELOAD_MARK } from '../src/domain/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from '../test/e2e/harness';
import { PACKAGE_BUDGET_BYTES, WEAPP_DIR, hasWeappBuild, packageSizes } from '../test/weapp/packages';
import { benchBoot } from './bench/boot';
import { benchInteractions } from './bench/interactions';
import { ROUTE_BUDGET, STATIC_ROUTE_BUDGET, benchDataDir, benchRoutes } from './bench/routes';
import { startStaticHost } from './bench/shared';
import { benchWeapp as benchWeappPages } from './bench/weapp';
import { benchLighthouse, startServer } from './lighthouse';
import { benchWeb } from './bench-web';
import { buildReason } from './start';
import { requireSupportedNode } from './node-version';

const ROOT = path.resolve(__dirname, '..');
// STOREFRONT_H5_DIR measures a build made elsewhere (TARO_OUTPUT_ROOT).
const STOREFRONT_H5_DIR_SET = !!process.env.STOREFRONT_H5_DIR;
const H5_DIR = process.env.STOREFRONT_H5_DIR || path.join(ROOT, 'dist', 'h5');
const KB = 1024;

const BUDGET = {
  firstScreenJs: 150 * KB,
  firstScreenCss: 25 * KB,
  pageChunk: 60 * KB,
  weappPackage: PACKAGE_BUDGET_BYTES,
};

/** Area chunks are preloaded this long after the first screen (src/platform/navigation.ts: 5 s + idle); wait it out. */
const PRELOAD_WATCH_MS = 8000;

interface Asset {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gz: number;
}

const gzipSize = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

function line(label: string, value: number, budget: number, note = ''): string {
  const mark = value <= budget ? 'OK  ' : 'OVER';
  return `${mark}  ${label.padEnd(44)} ${kb(value).padStart(10)}  / ${kb(budget).padStart(9)}${note ? `  ${note}` : ''}`;
}

function build(target: 'h5' | 'weapp'): void {
  console.log(`building ${target} ...`);
  const r = spawnSync('npm', ['run', `build:${target}`], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`npm run build:${target} failed (exit ${r.status})`);
}

function kindOf(res: Response): Asset['kind'] | null {
  const type = res.request().resourceType();
  const ct = res.headers()['content-type'] ?? '';
  const p = new URL(res.url()).pathname;
  if (type === 'script' || /javascript/.test(ct) || p.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || /text\/css/.test(ct) || p.endsWith('.css')) return 'css';
  return null;
}

interface Load {
  /** JS/CSS requested before the area preload began (the page's own files). */
  assets: Asset[];
  /** JS/CSS the area preload fetched afterwards. */
  later: Asset[];
  /** Whether the app set its preload mark; without it everything counts as the page's own. */
  marked: boolean;
}

/**
 * Loads `url` in a fresh mobile context and records JS/CSS responses, then splits them by the
 * app's preload performance mark using Resource Timing start times (not by network idle, which
 * moves with machine load).
 */
async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ ...VIEWPORTS.mobile, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const received: Asset[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      const kind = kindOf(res);
      if (!kind || res.status() >= 400) return;
      pending.push(
        res.body().then(
          (body) =>
            void received.push({ url: new URL(res.url()).pathname, kind, raw: body.length, gz: gzipSize(body) }),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(PRELOAD_WATCH_MS);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const timing = await page.evaluate((mark) => {
      const at = performance.getEntriesByName(mark)[0]?.startTime ?? null;
      const starts: Record<string, number> = {};
      for (const e of performance.getEntriesByType('resource')) {
        const p = new URL(e.name).pathname;
        if (!(p in starts)) starts[p] = e.startTime;
      }
      return { at, starts };
    }, AREA_PRELOAD_MARK);
    const own = (a: Asset) => timing.at === null || (timing.starts[a.url] ?? 0) < timing.at;
    const seen = new Set<string>();
    const unique = received.filter((a) => !seen.has(a.url) && !!seen.add(a.url));
    return { assets: unique.filter(own), later: unique.filter((a) => !own(a)), marked: timing.at !== null };
  } finally {
    await context.close();
  }
}

const sum = (assets: Asset[], kind?: Asset['kind']) =>
  assets.filter((a) => !kind || a.kind === kind).reduce((n, a) => n + a.gz, 0);

/** Script and stylesheet URLs index.html names (the app shell). */
function entryFiles(): string[] {
  const html = fs.readFileSync(path.join(H5_DIR, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const links = [...html.matchAll(/<link[^>]*\brel="?stylesheet"?[^>]*>/g)]
    .map((m) => /href="([^"]+)"/.exec(m[0])?.[1])
    .filter((h): h is string => !!h);
  return [...srcs, ...links];
}

async function benchH5(): Promise<string[]> {
  const out: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const server = await startLocalStore({ api: { dataDir, env: {} }, web: { staticDir: H5_DIR } });
  let browser: Browser | undefined;
  try {
    const base = server.origin;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

    const home = await load(browser, `${base}/`);
    const entries = entryFiles();
    out.push(
      `H5 first screen (/ in a 390x844 mobile context, files requested before the area preload${home.marked ? '' : ' [no preload mark seen: all files]'}; gzip -9):`,
    );
    out.push(line('JS', sum(home.assets, 'js'), BUDGET.firstScreenJs));
    out.push(line('CSS', sum(home.assets, 'css'), BUDGET.firstScreenCss));
    for (const a of [...home.assets].sort((x, y) => y.gz - x.gz)) {
      const tag = entries.includes(a.url) ? 'index.html' : 'lazy';
      out.push(`        ${a.url.padEnd(40)} ${kb(a.gz).padStart(10)} gz  ${kb(a.raw).padStart(10)} raw  (${tag})`);
    }
    if (home.later.length) {
      out.push(
        `      area preload after the first screen (not counted): ${home.later.length} files, ` +
          `JS ${kb(sum(home.later, 'js'))} gz, CSS ${kb(sum(home.later, 'css'))} gz`,
      );
    }

    const homeFiles = new Set(home.assets.map((a) => a.url));
    out.push("H5 page chunks (JS loaded on top of the first screen's files):");
    for (const [label, url] of [
      ['product list  /store/productlist?cat=all', '/store/productlist?cat=all'],
      ['product detail  /store/product/1', '/store/product/1'],
    ] as const) {
      const page = await load(browser, `${base}${url}`);
      const extra = page.assets.filter((a) => a.kind === 'js' && !homeFiles.has(a.url));
      const files = extra.map((a) => `${a.url.replace(/^\/js\//, '')} ${kb(a.gz)}`).join(', ');
      out.push(line(label, sum(extra), BUDGET.pageChunk, files ? `(${files})` : '(no new JS)'));
    }
  } finally {
    try {
      await browser?.close();
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return out;
}

function benchWeapp(): string[] {
  const out = ['weapp packages (bytes on disk in dist/weapp):'];
  const sizes = packageSizes(WEAPP_DIR);
  for (const s of sizes) {
    out.push(line(s.root ? `subpackage ${s.root}` : 'main package', s.bytes, BUDGET.weappPackage, `${s.files} files`));
  }
  out.push(`      total ${kb(sizes.reduce((n, s) => n + s.bytes, 0))}`);
  return out;
}

function flag(name: string): string | undefined {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg?.slice(name.length + 3);
}

/** The groups `--only=` selects; the default run is all of them. */
const GROUPS = ['sizes', 'lighthouse', 'routes', 'interactions', 'boot', 'weapp', 'web'] as const;
type Group = (typeof GROUPS)[number];

function positive(name: string, fallback: number): number {
  const n = Number(flag(name) ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
}

async function main(): Promise<void> {
  requireSupportedNode('npm run bench');
  const rebuild = process.argv.includes('--build');
  const words = (flag('only') ?? '').split(/[,|]/).filter(Boolean);
  const named = words.filter((w): w is Group => (GROUPS as readonly string[]).includes(w));
  // --only=<part of a URL> (no group named) keeps its first meaning: those Lighthouse pages, with the sizes.
  const pageFilter = words.filter((w) => !(GROUPS as readonly string[]).includes(w));
  const pages = [...pageFilter, ...(flag('pages') ?? '').split(',').filter(Boolean)];
  let groups = new Set<Group>(named.length ? named : pageFilter.length ? ['sizes', 'lighthouse'] : GROUPS);
  if (process.argv.includes('--lighthouse-only')) groups = new Set(['lighthouse']);
  if (process.argv.includes('--no-lighthouse')) {
    groups.delete('lighthouse');
    groups.delete('routes');
  }
  const runs = positive('runs', 3);

  const stale = STOREFRONT_H5_DIR_SET ? null : buildReason();
  const needsH5 = [...groups].some((g) => g !== 'weapp');
  if (needsH5 && (rebuild || !fs.existsSync(path.join(H5_DIR, 'index.html')) || stale)) build('h5');
  if ((groups.has('sizes') || groups.has('weapp')) && (rebuild || !hasWeappBuild())) build('weapp');

  const lines: string[] = [];
  const print = (more: string[]) => {
    console.log(more.join('\n'));
    lines.push(...more);
  };
  if (groups.has('sizes')) print([...(await benchH5()), ...benchWeapp()]);
  if (groups.has('lighthouse')) print(await benchLighthouse({ runs, only: pageFilter }));
  if (groups.has('routes') || groups.has('interactions') || groups.has('boot')) {
    // One `npm start` (and a static host in front of it) for the browser groups.
    const dataDir = benchDataDir();
    const server = await startServer(dataDir);
    const staticHost = await startStaticHost(server.base, H5_DIR);
    try {
      if (groups.has('boot')) {
        const bootPages = async (base: string) => {
          const [first] = (await (
            await fetch(`${base}/api/istore/client/productManagement2/products?numberToLoad=1&startingPosition=0`)
          ).json()) as { id: number }[];
          return [
            { label: '/', url: `${base}/` },
            { label: 'product list', url: `${base}/store/productlist?cat=all` },
            { label: 'product', url: `${base}/store/product/${first.id}` },
          ];
        };
        print(
          await benchBoot(
            [
              { name: 'npm start', pages: await bootPages(server.base) },
              { name: 'static host (no server-drawn content)', pages: await bootPages(staticHost.base) },
            ],
            positive('boot-runs', runs),
          ),
        );
      }
      if (groups.has('interactions'))
        print(await benchInteractions(server.base, positive('interaction-runs', 5), pages));
      if (groups.has('routes'))
        print(
          await benchRoutes(
            server.base,
            [
              { name: 'npm start', base: server.base, budget: ROUTE_BUDGET },
              {
                name: 'static host with gzip (no server-drawn content)',
                base: staticHost.base,
                budget: STATIC_ROUTE_BUDGET,
              },
            ],
            { runs, only: pages },
          ),
        );
    } finally {
      await staticHost.close();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (groups.has('weapp')) print(await benchWeappPages(pages));
  if (groups.has('web'))
    print(
      await benchWeb({
        h5Dir: H5_DIR,
        runs,
        lighthouse: !process.argv.includes('--no-lighthouse'),
        loadSeconds: positive('load-seconds', 20),
        loadConnections: positive('load-connections', 50),
        topologySeconds: positive('topology-seconds', 10),
        rumVisits: positive('rum-visits', 3),
      }),
    );
  const over = lines.filter((l) => l.startsWith('OVER')).length;
  console.log(over ? `${over} figure(s) or page(s) over budget` : 'all figures within budget');
  if (over) process.exitCode = 1;
}

main()
  .then(() => process.exit())
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
