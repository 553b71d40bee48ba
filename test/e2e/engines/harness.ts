/**
 * The cross-engine harness: the reference server behind the web server (as test/e2e/harness.ts
 * starts them), an engine proxy in front (the browser's origin; cut it to go offline), and one of
 * three engines: Chromium (playwright-core), Firefox ESR (playwright-core-firefox, a second
 * Playwright pinned to the last release that drives Firefox ESR through WebDriver BiDi) or WebKit
 * (WebKitGTK's MiniBrowser through WebKitWebDriver, under its own Xvfb).
 */
import fs from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { firefox } from 'playwright-core-firefox';
import { startLocalStore } from '../../../server/local';
import { CHROMIUM_ARGS, CHROMIUM_PATH, H5_DIR, IPHONE_UA, RESULTS_DIR, VIEWPORTS, hasH5Build } from '../harness';
import { ERROR_HOOK, startWebKitServer, webkitDriver, webkitSession, type WebKitServer } from './webkit-driver';
import { playwrightDriver } from './playwright-driver';
import { BLANK_PATH, startEngineProxy, type EngineProxy } from './proxy';
import type { Driver, EngineName } from './driver';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export interface DriverOptions {
  /** A phone-wide window (390 px; WebKitGTK's narrowest is about 447 px) or a desktop one. */
  phone?: boolean;
  /** Another user agent (WebKit: an iPhone's Safari). */
  userAgent?: string;
  /** Let the store's service worker run (blocked otherwise where the engine can block it). */
  serviceWorkers?: boolean;
}

export interface EngineHarness {
  readonly engine: EngineName;
  readonly origin: string;
  readonly proxy: EngineProxy;
  readonly server: FastifyInstance;
  readonly apiOrigin: string;
  url(pathAndQuery: string): string;
  newDriver(options?: DriverOptions): Promise<Driver>;
  close(): Promise<void>;
}

type Launched = { browser: Browser } | { webkit: WebKitServer };

async function launch(engine: EngineName): Promise<Launched> {
  if (engine === 'webkit') return { webkit: await startWebKitServer() };
  if (engine === 'firefox') {
    // the other Playwright's Browser type: the same API, another copy of its types
    const browser = await firefox.launch({ executablePath: FIREFOX_PATH, channel: 'moz-firefox' });
    return { browser: browser as unknown as Browser };
  }
  return { browser: await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }) };
}

export async function startEngineHarness(engine: EngineName): Promise<EngineHarness> {
  if (!hasH5Build()) throw new Error(`${H5_DIR}/index.html is missing: run \`npm run build:h5\` first`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const dataDir = fs.mkdtempSync(`${os.tmpdir()}/storefront-engines-`);
  // The browser reaches the store through the proxy: the store is told that origin, as an operator
  // behind a proxy sets STORE_PUBLIC_ORIGIN (else its app info names the web server's own address,
  // and the install banner's picture came from another origin than the page, which its CSP refuses).
  let storeOrigin = '';
  const proxy: EngineProxy = await startEngineProxy(() => storeOrigin, engine === 'webkit' ? ERROR_HOOK : undefined);
  let store: Awaited<ReturnType<typeof startLocalStore>>;
  try {
    store = await startLocalStore({
      api: { dataDir, testKnobs: true, env: {} },
      web: { staticDir: H5_DIR, cacheFreshMs: 0, cacheStaleMs: 0, pageBudgetMs: 5000, publicOrigin: proxy.origin },
    });
  } catch (e) {
    await proxy.close();
    throw e;
  }
  storeOrigin = store.origin;
  let launched: Launched | undefined;
  try {
    launched = await launch(engine);
    const theProxy = proxy;
    const it = launched;
    return {
      engine,
      origin: proxy.origin,
      proxy,
      server: store.api,
      apiOrigin: store.apiOrigin,
      url: (p) => new URL(p, theProxy.origin).toString(),
      async newDriver(options = {}) {
        if ('webkit' in it) {
          const wd = await webkitSession(it.webkit, options.phone ? 390 : 1366, options.userAgent);
          return webkitDriver(wd);
        }
        const phone = engine === 'chromium' ? VIEWPORTS.mobile : { viewport: VIEWPORTS.mobile.viewport };
        const context = await it.browser.newContext({
          locale: 'en-US',
          serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
          ...(options.phone ? phone : VIEWPORTS.desktop),
          ...(options.userAgent ? { userAgent: options.userAgent } : {}),
        });
        context.setDefaultTimeout(15_000);
        return playwrightDriver(engine, await context.newPage());
      },
      async close() {
        try {
          if ('webkit' in it) await it.webkit.stop();
          else await it.browser.close();
        } finally {
          await theProxy.close();
          await store.close();
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    if (launched && 'webkit' in launched) await launched.webkit.stop();
    else if (launched) await launched.browser.close();
    await proxy.close();
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** Starts the harness in beforeAll, stops it in afterAll; the object forwards to the running one. */
export function useEngineHarness(engine: EngineName): EngineHarness {
  let current: EngineHarness | undefined;
  beforeAll(async () => {
    current = await startEngineHarness(engine);
  }, 60_000);
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  const get = (): EngineHarness => {
    if (!current) throw new Error('engine harness not started');
    return current;
  };
  return {
    engine,
    get origin() {
      return get().origin;
    },
    get proxy() {
      return get().proxy;
    },
    get server() {
      return get().server;
    },
    get apiOrigin() {
      return get().apiOrigin;
    },
    url: (p) => get().url(p),
    newDriver: (o) => get().newDriver(o),
    close: () => get().close(),
  };
}

/** A shopper who already chose a store (the picker would open over the page otherwise), on `path`. */
export async function shopperAt(h: EngineHarness, d: Driver, path: string, locale = 'en'): Promise<void> {
  await d.goto(h.url(BLANK_PATH));
  await d.evaluate(
    (session: string) => localStorage.setItem('istore.session', session),
    JSON.stringify({ locale, location: { id: 'toronto-downtown', name: 'Toronto Downtown' } }),
  );
  await d.goto(h.url(path));
}

export { IPHONE_UA };
