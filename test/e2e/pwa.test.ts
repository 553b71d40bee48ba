/**
 * The installable web app end to end in headless Chromium with the production build's service worker allowed
 * (the harness blocks it for every other test): the store is installable with its own manifest;
 * visited pages and the catalogue open offline and an add to cart says it is offline and loses
 * nothing; a deployment while a page is open never blanks it (a missing chunk reloads once, the
 * update prompt appears and the store runs the new version after Reload); sign-out leaves no
 * personal answer in the caches.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startLocalStore } from '../../server/local';
import { API_BASE_PATH } from '../../types/api';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  H5_DIR,
  VIEWPORTS,
  describeE2E,
  expectNoErrors,
  pageErrors,
  record,
  screenshot,
  useHarness,
  type Harness,
} from './harness';
import { registerOverHttp } from './register';

declare global {
  interface Window {
    __SF_VERSION__?: string;
    __cspViolations?: string[];
  }
}

const SW_ALLOWED = { serviceWorkers: 'allow' } as const;
/** Requests that fail while the device is offline are logged by Chromium; nothing else may be. */
const OFFLINE_NOISE = [/ERR_INTERNET_DISCONNECTED/, /Failed to load resource/];

/** A visitor with a store location chosen (the picker would open over the page otherwise). */
async function visitor(page: Page): Promise<Page> {
  await page.context().addInitScript(() => {
    if (!localStorage.getItem('istore.session')) {
      localStorage.setItem(
        'istore.session',
        JSON.stringify({ locale: 'en', location: { id: 'toronto-downtown', name: 'Toronto Downtown' } }),
      );
    }
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return page;
}

/** Waits until the service worker controls the page (it registers after the page's load event). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => !!navigator.serviceWorker && navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
}

/** Ids of the product cards on show. */
async function productIds(page: Page): Promise<number[]> {
  await page.locator('[data-product-id]').filter({ visible: true }).first().waitFor();
  return page.$$eval('[data-product-id]', (els) =>
    [...new Set(els.map((e) => Number(e.getAttribute('data-product-id'))))].sort((a, b) => a - b),
  );
}

async function productTitle(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 }).filter({ visible: true }).first();
  await heading.waitFor();
  return (await heading.textContent())?.trim() ?? '';
}

/** The cart as the server has it for this browser's session (through the page, so with its cookies). */
async function cartQuantity(page: Page): Promise<number> {
  return page.evaluate(async (base) => {
    const res = await fetch(`${base}/shoppingManagement4/myCart`, { headers: { accept: 'application/json' } });
    const body = (await res.json()) as { lineItems?: Record<string, { quantity?: number }> };
    return Object.values(body.lineItems ?? {}).reduce((n, l) => n + (l.quantity ?? 0), 0);
  }, API_BASE_PATH);
}

/** Every cached request URL with its body text, per cache. */
async function cacheContents(page: Page): Promise<{ cache: string; url: string; body: string }[]> {
  return page.evaluate(async () => {
    const out: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const res = await cache.match(req);
        const type = res?.headers.get('content-type') ?? '';
        out.push({ cache: name, url: req.url, body: res && /json|html|text/.test(type) ? await res.text() : '' });
      }
    }
    return out;
  });
}

/** A product a shopper can add at once: no options to choose, plenty in stock. */
function simpleProductId(h: Harness): number {
  const row = h.server.db
    .prepare(
      `SELECT p.id FROM products p JOIN product_inventory i ON i.product_id = p.id AND i.option_pair = ''
       WHERE p.record_status = 'ACTIVE' AND p.product_type = 'PRODUCT' AND p.options = '[]' AND i.quantity >= 20 ORDER BY p.id LIMIT 1`,
    )
    .get() as { id: number };
  return row.id;
}

describeE2E('progressive web app (e2e)', () => {
  const h = useHarness();

  test('installable: no installability errors, the manifest and icons are the store’s', async () => {
    const storeName = (await h.appInfo()).appContent.storeName;
    // installability is never granted to an off-the-record context: a profile on disk
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      ...VIEWPORTS.desktop,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      record(page);
      await visitor(page);
      await page.goto(h.url('/'));
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      let errors: unknown[] = [];
      // the check runs on the manifest and icons once fetched: ask until it settles
      for (let i = 0; i < 20; i++) {
        errors = ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
          .installabilityErrors;
        if (errors.length === 0) break;
        await page.waitForTimeout(250);
      }
      expect(errors).toEqual([]);

      const {
        url,
        errors: manifestErrors,
        data,
      } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
      expect(new URL(url).pathname).toBe('/manifest.webmanifest');
      expect(manifestErrors).toEqual([]);
      const manifest = JSON.parse(data!) as Record<string, unknown> & {
        icons: { src: string; sizes: string; purpose: string }[];
      };
      const css = (await h.appInfo()).appContent.css as Record<string, string>;
      expect(manifest).toMatchObject({
        name: storeName,
        start_url: '/?source=pwa',
        scope: '/',
        lang: 'en',
        display: 'standalone',
        theme_color: css.varPrimary,
        background_color: css.varBackground,
      });
      expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);

      // the icons are PNGs of those sizes, drawn from the store's favicon (not the build's neutral ones)
      for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
        const res = await page.request.get(h.url(icon.src));
        expect(res.headers()['content-type']).toBe('image/png');
        const png = await res.body();
        expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
        expect(png.equals(fs.readFileSync(path.join(H5_DIR, icon.src)))).toBe(false);
      }
      // iOS: touch icon and the home-screen title in the served page
      await expect(page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).resolves.toBe(
        '/icons/apple-touch-icon.png',
      );
      await expect(page.locator('meta[name="apple-mobile-web-app-title"]').getAttribute('content')).resolves.toBe(
        storeName,
      );
      await expect(page.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content')).resolves.toBe(
        'yes',
      );
      // the worker is served revalidated, never as an immutable file
      const sw = await page.request.get(h.url('/sw.js'));
      expect(sw.headers()['cache-control']).toBe('no-cache');
      await expect(page.evaluate(() => window.__cspViolations)).resolves.toEqual([]);
      expectNoErrors(page);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('offline: visited pages and the catalogue open; add to cart says offline and loses nothing; back online it works and a failed page recovers', async () => {
    const page = await visitor(await h.newPage('mobile', SW_ALLOWED));
    const id = simpleProductId(h);
    await page.goto(h.url('/'));
    await controlled(page);

    // visited while the worker controls the page
    const urls = ['/', '/store/productlist?cat=all', `/store/product/${id}`];
    const online: Record<string, string> = {};
    for (const url of urls) {
      await page.goto(h.url(url));
      online[url] = url.startsWith('/store/product/')
        ? await productTitle(page)
        : JSON.stringify(await productIds(page));
    }
    // one in the cart before going offline
    await page.getByRole('button', { name: 'Add to cart' }).filter({ visible: true }).click();
    await page.getByText('Added to your cart.').filter({ visible: true }).waitFor();
    expect(await cartQuantity(page)).toBe(1);

    await page.context().setOffline(true);
    // the worker is offline too: a call it never answers from a cache fails
    await expect(
      page.evaluate(
        async (base) =>
          fetch(`${base}/shoppingManagement4/myCart`).then(
            () => 'answered',
            () => 'failed',
          ),
        API_BASE_PATH,
      ),
    ).resolves.toBe('failed');

    for (const url of urls) {
      await page.goto(h.url(url));
      await page.reload();
      const shown = url.startsWith('/store/product/')
        ? await productTitle(page)
        : JSON.stringify(await productIds(page));
      expect(shown).toBe(online[url]);
    }
    await screenshot(page, 'pwa-offline-product');

    // The connection drops while the shopper is on the product page. (A page loaded while
    // Chromium's offline emulation is on still reads navigator.onLine as true, unlike a real
    // offline device, so the indicator is checked on a page that saw the connection go.)
    await page.context().setOffline(false);
    await page.reload();
    await productTitle(page);
    await page.context().setOffline(true);
    await page.getByText('You are offline. Pages you have visited still open.').filter({ visible: true }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).filter({ visible: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'You are offline. Nothing was lost: try again when you are back online.' })
      .waitFor();
    await screenshot(page, 'pwa-offline-add');

    // back online, without a reload: the indicator says so and the add works; the earlier item is still there
    await page.context().setOffline(false);
    await page.getByText('Back online.', { exact: true }).filter({ visible: true }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).filter({ visible: true }).click();
    await page.getByText('Added to your cart.').filter({ visible: true }).waitFor();
    expect(await cartQuantity(page)).toBe(2);

    // offline again, a product never visited does not load; back online it loads by itself
    await page.context().setOffline(true);
    await page.getByText('You are offline. Pages you have visited still open.').filter({ visible: true }).waitFor();
    const current = await productTitle(page);
    // the related products, two screens down: rendered as the shopper scrolls to them
    const related = page.locator('.near-view');
    if (await related.count()) await related.scrollIntoViewIfNeeded();
    const other = page
      .locator(`a[href^="/store/product/"]:not([href="/store/product/${id}"])`)
      .filter({ visible: true })
      .first();
    await other.click();
    await page.getByRole('alert').filter({ visible: true }).first().waitFor();
    await page.context().setOffline(false);
    await page
      .getByRole('heading', { level: 1 })
      .filter({ visible: true })
      .filter({ hasNotText: current })
      .first()
      .waitFor();
    await expect(page.getByRole('alert').filter({ visible: true }).count()).resolves.toBe(0);
    await expect(page.evaluate(() => window.__cspViolations)).resolves.toEqual([]);
    expectNoErrors(page, OFFLINE_NOISE);
  });

  test.each([390, 320])(
    'phone %d px: the offline bar covers neither the logo nor the header, at the top or scrolled',
    async (width) => {
      const page = await visitor(await h.newPage('mobile'));
      await page.setViewportSize({ width, height: 700 });
      // the notices' chunk loads a few seconds after the first screen: offline once it is in
      const notices = page.waitForResponse((r) => /\/js\/pwa-notices\./.test(r.url()), { timeout: 30_000 });
      await page.goto(h.url('/'));
      await (await notices).finished();
      const brand = page
        .locator('a:has(.site-header__logo), a:has(.site-header__name)')
        .filter({ visible: true })
        .first();
      await brand.waitFor();
      // its components mount and listen, then the connection goes
      await page.waitForTimeout(1000);
      await page.context().setOffline(true);
      await page.locator('.offline-indicator').waitFor();
      for (const scrollY of [0, 600]) {
        await page.evaluate((y) => window.scrollTo(0, y), scrollY);
        await page.waitForFunction(
          (y) => Math.abs(window.scrollY - Math.min(y, document.documentElement.scrollHeight - window.innerHeight)) < 2,
          scrollY,
        );
        const m = await brand.evaluate((el) => {
          const b = document.querySelector('.offline-indicator')!.getBoundingClientRect();
          const l = el.getBoundingClientRect();
          const header = el.closest('.site-header')!.getBoundingClientRect();
          const hit = document.elementFromPoint(l.left + l.width / 2, l.top + l.height / 2);
          return { barBottom: b.bottom, logoTop: l.top, headerTop: header.top, logoHit: !!hit && el.contains(hit) };
        });
        expect(m.barBottom).toBeGreaterThan(0);
        expect(m.logoTop).toBeGreaterThanOrEqual(m.barBottom - 0.5);
        expect(m.headerTop).toBeGreaterThanOrEqual(m.barBottom - 0.5);
        expect(m.logoHit).toBe(true);
      }
      await page.context().setOffline(false);
      await page.close();
    },
  );

  test('sign-out leaves no personal answer in the caches', async () => {
    const email = `e2e-pwa-${Date.now().toString(36)}@example.com`;
    await registerOverHttp(h, { email, password: 'pwa-pass-1', firstName: 'Quinn', lastName: 'Cachetest' });

    const page = await visitor(await h.newPage('desktop', SW_ALLOWED));
    await page.goto(h.url('/account/login'));
    await controlled(page);
    await page.getByLabel('Email').filter({ visible: true }).fill(email);
    await page
      .getByLabel(/^Password/)
      .filter({ visible: true })
      .first()
      .fill('pwa-pass-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).filter({ visible: true }).last().click();
    await page.waitForURL((u) => !u.pathname.startsWith('/account'));
    // pages visited signed in: kept for offline, with the shopper's name in them
    for (const url of ['/', '/store/productlist?cat=all', '/user/orders', '/user']) {
      await page.goto(h.url(url));
      await page.waitForLoadState('networkidle');
    }
    const personal = (entries: { url: string; body: string }[]) =>
      entries.filter(
        (e) =>
          e.body.includes(email) || e.body.includes('Cachetest') || /orders|userInfo|userManagement|myCart/.test(e.url),
      );
    const before = await cacheContents(page);
    expect(personal(before).length).toBeGreaterThan(0);
    // never kept, signed in or not: orders, profile, cart answers and the user area's pages
    expect(
      before.filter((e) => /\/api\/.*(orders|userManagement|myCart)|\/user(\/|$)/.test(new URL(e.url).pathname)),
    ).toEqual([]);

    await page.getByRole('button', { name: 'Sign out' }).filter({ visible: true }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.waitForLoadState('networkidle');
    const after = await cacheContents(page);
    expect(personal(after)).toEqual([]);
    // the catalogue and the app's files stay for offline use
    expect(after.some((e) => e.cache === 'sf-catalogue')).toBe(true);
    expectNoErrors(page);
  });

  describe('update', () => {
    /** Files of a build copied to `to`. */
    const copyDir = (from: string, to: string) => fs.cpSync(from, to, { recursive: true });
    const hash8 = (text: string) => crypto.createHash('md5').update(text).digest('hex').slice(0, 8);
    const drop = (file: string) => ['', '.br', '.gz'].forEach((ext) => fs.rmSync(file + ext, { force: true }));

    /**
     * Version B from the build in `dir` (changed in place), as a deployment would bring it: the
     * product page's chunk and the app's main file changed (new names), the page shell, offline
     * shell, chunk table and the worker's precache list naming them. A's files are gone.
     */
    function makeVersionB(dir: string): { app: string; productChunk: string } {
      const index = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
      const oldApp = /\/(js\/app\.[0-9a-f]{8}\.js)/.exec(index)![1];
      const chunks = JSON.parse(fs.readFileSync(path.join(dir, 'page-chunks.json'), 'utf8')) as Record<
        string,
        string[]
      >;
      // the product page's own chunk (not one the home page has loaded already), one webpack names
      // by its id (the list is in load order: named shared chunks can come first)
      const home = new Set(chunks['pages/home/index'] ?? []);
      const idChunk = /^js\/(\w+)\.([0-9a-f]{8})\.js$/;
      const oldChunk = chunks['pages/store/product/index'].find((f) => idChunk.test(f) && !home.has(f))!;
      const [, chunkId, oldHash] = idChunk.exec(oldChunk)!;
      const chunkCode = `${fs.readFileSync(path.join(dir, oldChunk), 'utf8')}\n/* version B */`;
      const newHash = hash8(chunkCode);
      const newChunk = `js/${chunkId}.${newHash}.js`;
      fs.writeFileSync(path.join(dir, newChunk), chunkCode);
      drop(path.join(dir, oldChunk));

      let appCode = fs.readFileSync(path.join(dir, oldApp), 'utf8');
      expect(appCode.includes(`"${oldHash}"`)).toBe(true);
      appCode = `${appCode.split(`"${oldHash}"`).join(`"${newHash}"`)}\n;window.__SF_VERSION__="B";`;
      const newApp = `js/app.${hash8(appCode)}.js`;
      fs.writeFileSync(path.join(dir, newApp), appCode);
      drop(path.join(dir, oldApp));

      for (const file of ['index.html', 'offline.html', 'page-chunks.json']) {
        const text = fs
          .readFileSync(path.join(dir, file), 'utf8')
          .split(oldApp)
          .join(newApp)
          .split(oldHash)
          .join(newHash);
        drop(path.join(dir, file));
        fs.writeFileSync(path.join(dir, file), text);
      }
      const offline = fs.readFileSync(path.join(dir, 'offline.html'));
      let sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8').split(oldApp).join(newApp);
      sw = sw.replace(
        /("url":"\/offline\.html","revision":")[0-9a-f]+"/,
        `$1${crypto.createHash('md5').update(offline).digest('hex')}"`,
      );
      drop(path.join(dir, 'sw.js'));
      fs.writeFileSync(path.join(dir, 'sw.js'), sw);
      return { app: newApp, productChunk: oldChunk };
    }

    test('a deployment under an open page: no blank page, the prompt, then version B', async () => {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-pwa-update-'));
      const served = path.join(tmp, 'served');
      const versionB = path.join(tmp, 'b');
      copyDir(H5_DIR, served);
      copyDir(H5_DIR, versionB);
      const { app: appB, productChunk } = makeVersionB(versionB);
      const server = await startLocalStore({
        api: { dataDir: path.join(tmp, 'data'), testKnobs: true, env: {} },
        web: { staticDir: served, cacheFreshMs: 0, cacheStaleMs: 0, pageBudgetMs: 5000 },
      });
      try {
        const url = (p: string) => `${server.origin}${p}`;
        const page = await visitor(await h.newPage('mobile', SW_ALLOWED));
        await page.goto(url('/'));
        const productLink = page.locator('a[href^="/store/product/"]').filter({ visible: true }).first();
        await productLink.waitFor();

        // version A is installed: its worker controls the page (it registers after the load; a
        // deployment before its install has finished would leave B as the first worker, with
        // nothing left to wait for a Reload)
        await controlled(page);
        // the deployment, before the page has loaded its areas' chunks (the product's among them)
        expect(
          await page.evaluate(
            (chunk) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(`/${chunk}`)),
            productChunk,
          ),
        ).toBe(false);
        for (const entry of fs.readdirSync(served))
          fs.rmSync(path.join(served, entry), { recursive: true, force: true });
        copyDir(versionB, served);
        expect(await page.evaluate(() => window.__SF_VERSION__)).toBeUndefined();
        // the notices' chunk (which brings the chunk recovery) is in
        await page.waitForFunction(
          () => performance.getEntriesByType('resource').some((e) => e.name.includes('/js/pwa-notices.')),
          null,
          { timeout: 30_000 },
        );

        // the old page opens a product: its chunk is gone; the page reloads once into version B
        await productLink.click();
        await page.waitForFunction(() => window.__SF_VERSION__ === 'B', null, { timeout: 30_000 });
        await productTitle(page);
        await expect(page.evaluate(() => Number(sessionStorage.getItem('sf-chunk-reload-at')) > 0)).resolves.toBe(true);

        // the new worker waits; the shopper is told, and Reload brings it in
        const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
        // when it does not come: the workers' states and the page's errors so far, for the log
        await prompt.waitFor({ timeout: 30_000 }).catch(async (e) => {
          const workers = await page.evaluate(async () => {
            const r = await navigator.serviceWorker.getRegistration();
            return {
              url: location.href,
              controller: navigator.serviceWorker.controller?.scriptURL,
              active: r?.active?.state,
              installing: r?.installing?.state,
              waiting: r?.waiting?.state,
            };
          });
          console.log('update prompt missing', JSON.stringify(workers), pageErrors(page));
          throw e;
        });
        await expect(prompt.textContent()).resolves.toBe('A new version is available — Reload');
        await screenshot(page, 'pwa-update-prompt');
        await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
        await productTitle(page);
        expect(await page.evaluate(() => window.__SF_VERSION__)).toBe('B');
        // the worker now in charge precaches version B's files
        const precached = await page.evaluate(async () => {
          const names = (await caches.keys()).filter((n) => n.startsWith('workbox-precache'));
          const urls = await Promise.all(
            names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)),
          );
          return urls.flat();
        });
        expect(precached).toContain(`/${appB}`);
        await expect(page.getByRole('status').filter({ hasText: 'A new version is available' }).count()).resolves.toBe(
          0,
        );
        await expect(page.evaluate(() => window.__cspViolations)).resolves.toEqual([]);
        // the one missing chunk is the only thing logged (a 404 and webpack's load error it was turned into)
        expectNoErrors(page, [
          /Failed to load resource: the server responded with a status of 404/,
          /Refused to execute script from .*\/js\/\w+\.[0-9a-f]{8}\.js/,
        ]);
      } finally {
        await server.close();
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    });
  });
});
