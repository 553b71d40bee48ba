/**
 * End-to-end harness: the reference server (fresh SQLite dir, test knobs on) serving the built H5
 * app on 127.0.0.1:<free port>, and Debian's Chromium driven by playwright-core.
 *
 *   const h = useHarness();            // inside a describe: starts in beforeAll, stops in afterAll
 *   const page = await h.newPage('mobile');
 *   await page.goto(h.url('/'));
 *   expectNoErrors(page);
 *
 * Every page records uncaught page errors, console errors, and mutating API requests sent without
 * an X-XSRF-TOKEN header; `expectNoErrors(page)` asserts there were none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from '../../server/api/app';
import { startLocalStore } from '../../server/local';
import { API_BASE_PATH, XSRF_HEADER, type AppInfo, type Locale } from '../../types/api';

export const ROOT = path.resolve(__dirname, '..', '..');
// STOREFRONT_H5_DIR tests a build made elsewhere (TARO_OUTPUT_ROOT).
export const H5_DIR = process.env.STOREFRONT_H5_DIR || path.join(ROOT, 'dist', 'h5');
export const RESULTS_DIR = path.join(ROOT, 'test-results');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Safari on an iPhone 15 (iOS 17.5). */
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Default wait for one locator action or navigation. */
export const ACTION_TIMEOUT_MS = 15_000;

export type Viewport = 'mobile' | 'desktop';

export const VIEWPORTS: Record<Viewport, BrowserContextOptions> = {
  mobile: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: IPHONE_UA,
  },
  desktop: {
    viewport: { width: 1366, height: 900 },
  },
};

/** True when the H5 app has been built (`npm run build:h5`). */
export function hasH5Build(): boolean {
  return fs.existsSync(path.join(H5_DIR, 'index.html'));
}

/**
 * `describe` when dist/h5 is there; otherwise one skipped test saying why. `npm test` builds first
 * and sets STOREFRONT_REQUIRE_BUILD=1, which turns a missing build into a failure instead.
 */
export function describeE2E(name: string, body: () => void): void {
  if (hasH5Build() || process.env.STOREFRONT_REQUIRE_BUILD === '1') {
    describe(name, body);
    return;
  }
  describe(name, () => {
    test.skip(`SKIPPED: ${path.relative(ROOT, H5_DIR)}/index.html is missing; run \`npm run build:h5\` (npm test builds it)`, () => {});
  });
}

interface PageRecord {
  errors: string[];
}

const records = new WeakMap<Page, PageRecord>();

export interface Harness {
  /** The web server's origin: where the shopper's browser goes. */
  readonly baseURL: string;
  /** The reference API behind it (its database: server.db). */
  readonly server: FastifyInstance;
  /** The API's own origin (its test knobs: /__test/knobs). */
  readonly apiURL: string;
  readonly browser: Browser;
  readonly dataDir: string;
  /** Absolute URL on the web server. */
  url(pathAndQuery: string): string;
  /** Absolute URL on the reference API itself (not through the web server). */
  apiUrl(pathAndQuery: string): string;
  /**
   * A page in its own browser context (own cookies), recording errors. The production build's
   * service worker is blocked unless `options.serviceWorkers` is 'allow' (test/e2e/pwa.test.ts):
   * every other test sees the network as it is, never a cached answer.
   */
  newPage(viewport?: Viewport, options?: BrowserContextOptions): Promise<Page>;
  /** GET common3/appInfoInit as a fresh visitor with the given language. */
  appInfo(locale?: Locale): Promise<AppInfo>;
  close(): Promise<void>;
}

export function record(page: Page): PageRecord {
  const rec: PageRecord = { errors: [] };
  records.set(page, rec);
  page.on('pageerror', (err) => rec.errors.push(`pageerror: ${err.stack ?? err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const loc = msg.location();
    rec.errors.push(`console.error: ${msg.text()}${loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
  });
  page.on('request', (req) => {
    const method = req.method();
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
    if (!new URL(req.url()).pathname.startsWith('/api/')) return;
    if (!req.headers()[XSRF_HEADER.toLowerCase()]) {
      rec.errors.push(`xsrf: ${method} ${req.url()} sent without ${XSRF_HEADER}`);
    }
  });
  return rec;
}

/** Errors recorded on a page so far (page errors, console errors, API writes without XSRF). */
export function pageErrors(page: Page): string[] {
  return [...(records.get(page)?.errors ?? [])];
}

/** Asserts the page had no uncaught errors and logged no console errors; `allow` skips expected ones. */
export function expectNoErrors(page: Page, allow: RegExp[] = []): void {
  const errors = pageErrors(page).filter((e) => !allow.some((re) => re.test(e)));
  expect(errors).toEqual([]);
}

/**
 * An attribute's value once it settles after a tap: polls until it equals `expected` or the action
 * timeout passes, then returns what it last read (so a failing assertion shows the real value).
 */
export async function settledAttribute(locator: Locator, name: string, expected: string): Promise<string | null> {
  const until = Date.now() + ACTION_TIMEOUT_MS;
  let value = await locator.getAttribute(name);
  while (value !== expected && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    value = await locator.getAttribute(name);
  }
  return value;
}

/** Full-page PNG into test-results/<name>.png; returns the file path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Reference-server options a test may set (e.g. `extensions: 'none'`: a plain istore server). */
export type HarnessServerOptions = Pick<ServerOptions, 'extensions'> & {
  /** The share of visits that report field vitals (0: none, so no test sends them by chance). */
  rumSampleRate?: number;
};

export async function startHarness(serverOptions: HarnessServerOptions = {}): Promise<Harness> {
  if (!hasH5Build()) throw new Error(`${H5_DIR}/index.html is missing: run \`npm run build:h5\` first`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  const { rumSampleRate = 0, ...apiOptions } = serverOptions;
  // the production topology: the web server in front of the reference API, over HTTP
  const store = await startLocalStore({
    api: { dataDir, testKnobs: true, env: {}, ...apiOptions },
    // no catalogue cache: tests change the store's data and expect the next page to show it; a
    // page waits up to 5 s for the API (600 ms in production) so a loaded test machine still gets
    // the first content the tests compare (the neutral shell is the server tests' subject)
    web: { staticDir: H5_DIR, cacheFreshMs: 0, cacheStaleMs: 0, pageBudgetMs: 5000, rumSampleRate },
  });
  const server = store.api;
  let browser: Browser | undefined;
  try {
    const baseURL = store.origin;
    const apiURL = store.apiOrigin;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const theBrowser = browser;

    return {
      baseURL,
      server,
      apiURL,
      browser: theBrowser,
      dataDir,
      url: (p) => new URL(p, baseURL).toString(),
      apiUrl: (p) => new URL(p, apiURL).toString(),
      async newPage(viewport = 'mobile', options = {}) {
        const context = await theBrowser.newContext({
          locale: 'en-US',
          serviceWorkers: 'block',
          ...VIEWPORTS[viewport],
          ...options,
        });
        // Fail fast: a missing element should not eat the whole 60 s test budget.
        context.setDefaultTimeout(ACTION_TIMEOUT_MS);
        const page = await context.newPage();
        record(page);
        return page;
      },
      async appInfo(locale = 'en') {
        const res = await fetch(`${baseURL}${API_BASE_PATH}/common3/appInfoInit`, {
          headers: { 'accept-language': locale },
        });
        if (!res.ok) throw new Error(`appInfoInit: HTTP ${res.status}`);
        return (await res.json()) as AppInfo;
      },
      async close() {
        try {
          await theBrowser.close();
        } finally {
          try {
            await store.close();
          } finally {
            fs.rmSync(dataDir, { recursive: true, force: true });
          }
        }
      },
    };
  } catch (err) {
    try {
      await browser?.close();
    } finally {
      await store.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    throw err;
  }
}

/**
 * Starts the harness in beforeAll and stops it in afterAll of the enclosing describe; the returned
 * object forwards to the running harness.
 */
export function useHarness(serverOptions: HarnessServerOptions = {}): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await startHarness(serverOptions);
  });
  afterAll(async () => {
    const h = current;
    current = undefined;
    await h?.close();
  });
  const get = (): Harness => {
    if (!current) throw new Error('harness not started (use it inside a test)');
    return current;
  };
  return {
    get baseURL() {
      return get().baseURL;
    },
    get server() {
      return get().server;
    },
    get apiURL() {
      return get().apiURL;
    },
    get browser() {
      return get().browser;
    },
    get dataDir() {
      return get().dataDir;
    },
    url: (p) => get().url(p),
    apiUrl: (p) => get().apiUrl(p),
    newPage: (v, o) => get().newPage(v, o),
    appInfo: (l) => get().appInfo(l),
    close: () => get().close(),
  };
}
