/**
 * `npm run bench`: bundle figures beside their budgets (issue 2, Budgets). Prints, does not test.
 *
 * H5 (dist/h5, served by the reference server, loaded in headless Chromium):
 *   - first screen: gzipped JS and CSS of every file `/` requests before the app starts preloading
 *     the other areas (its `AREA_PRELOAD_MARK`); what the preload fetches is listed apart, not counted;
 *   - per page: the JS that /store/productlist?cat=all and /store/product/1 load on top of the
 *     first screen's files (their lazy chunks).
 * weapp (dist/weapp): the main package and each subpackage, on disk.
 *
 * Lighthouse (scripts/lighthouse.ts): mobile defaults, median of 3 runs on the home page, the
 * product list and a product detail as `npm start` serves them, every figure beside its budget.
 *
 * Builds H5 when dist/h5 is missing or older than its sources (as `npm start` does), weapp when its
 * output is missing; `--build` rebuilds both. Exits non-zero when any figure misses its budget.
 * Flags: --runs=N (Lighthouse runs per page, 3), --only=a,b (Lighthouse pages whose URL contains
 * one of these), --no-lighthouse, --lighthouse-only (skip the bundle figures).
 * Env: CHROMIUM_PATH (/usr/bin/chromium), LIGHTHOUSE_REPORT_DIR (keep each run's JSON report).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { buildServer } from '../server/api/app';
import { AREA_PRELOAD_MARK } from '../src/domain/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from '../test/e2e/harness';
import { PACKAGE_BUDGET_BYTES, WEAPP_DIR, hasWeappBuild, packageSizes } from '../test/weapp/packages';
import { benchLighthouse } from './lighthouse';
import { buildReason } from './start';

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
  const server = buildServer({ dataDir, staticDir: H5_DIR, env: {} });
  let browser: Browser | undefined;
  try {
    await server.listen({ host: '127.0.0.1', port: 0 });
    const addr = server.server.address();
    if (!addr || typeof addr === 'string') throw new Error('server has no TCP address');
    const base = `http://127.0.0.1:${addr.port}`;
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

async function main(): Promise<void> {
  const rebuild = process.argv.includes('--build');
  const lighthouseOnly = process.argv.includes('--lighthouse-only');
  const withLighthouse = !process.argv.includes('--no-lighthouse');
  const stale = STOREFRONT_H5_DIR_SET ? null : buildReason();
  if (rebuild || !fs.existsSync(path.join(H5_DIR, 'index.html')) || stale) build('h5');
  if (!lighthouseOnly && (rebuild || !hasWeappBuild())) build('weapp');
  const lines = lighthouseOnly ? [] : [...(await benchH5()), ...benchWeapp()];
  if (!lighthouseOnly) console.log(lines.join('\n'));
  if (withLighthouse) {
    const runs = Number(flag('runs') ?? 3);
    if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number`);
    const only = (flag('only') ?? '').split(',').filter(Boolean);
    const lh = await benchLighthouse({ runs, only });
    console.log(lh.join('\n'));
    lines.push(...lh);
  }
  const over = lines.filter((l) => l.startsWith('OVER')).length;
  console.log(over ? `${over} figure(s) or page(s) over budget` : 'all figures within budget');
  if (over) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
