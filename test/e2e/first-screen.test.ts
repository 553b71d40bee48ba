/**
 * The first screen painted from the HTML (server/web/shell.ts, src/index.html) and the
 * app taking over from it without a flash or a shift, in headless Chromium against the built app.
 *
 * - Without scripts the shell alone shows this store's header; its bar sits where the app's will.
 * - With scripts, at the very moment the shell is taken away the app's header is already there,
 *   at the shell's position and height, showing the same brand: nothing blinks, nothing moves.
 * - No layout shift is recorded while the home page, a product list and a product load.
 * - The page's first content the server drew into the shell (home hero, first row of cards, the
 *   product's picture, name and price) is where the app draws its own copy, to the pixel, when
 *   the shell goes; it goes only once the app's copy is there, and is gone afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startStaticHost, type StaticHost } from '../../scripts/bench/shared';
import { describeE2E, expectNoErrors, H5_DIR, useHarness, type Viewport } from './harness';

interface Box {
  top: number;
  height: number;
  left: number;
  width: number;
}

/** Records, from the first script on, the app header's box at the moment the shell goes, and layout shifts. */
async function watchTakeOver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!e.hadRecentInput) (w.__shifts as number[]).push(e.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, height: r.height, left: r.left, width: r.width };
    };
    const observer = new MutationObserver(() => {
      if (w.__takeOver || document.getElementById('sf-shell')) return;
      const header = document.querySelector('.site-header__main-inner');
      w.__takeOver = {
        bar: box(header),
        brand:
          document.querySelector('.site-header__brand img, .site-header__brand .site-header__name')?.outerHTML ?? null,
        brandBox: box(document.querySelector('.site-header__brand')),
      };
      observer.disconnect();
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  });
}

async function shellOnly(
  page: Page,
  url: string,
): Promise<{ bar: Box; brand: Box; location: Box | null; name: string }> {
  // the app's scripts never arrive: what shows is the HTML's own first screen
  await page.route('**/js/**', (route) => route.abort());
  await page.goto(url);
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el!.getBoundingClientRect();
      return { top: r.top, height: r.height, left: r.left, width: r.width };
    };
    const loc = document.querySelector('.sf-shell__location');
    return {
      bar: box(document.querySelector('.sf-shell__bar')),
      brand: box(document.querySelector('.sf-shell__brand')),
      location: loc && getComputedStyle(loc).display !== 'none' ? box(loc) : null,
      // the page's title ends with the store's name ("All products | Maple & Jade Market")
      name: document.title.split(' | ').pop() ?? '',
    };
  });
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1;

/** Each page's server-drawn elements, by the class the app's own copy has. */
const FIRST_CONTENT: Record<string, string[]> = {
  '/': ['home__title', 'home__content', 'home__cta', 'home__hero-img'],
  '/store/productlist?cat=all': [
    'list-screen__title',
    'sort-bar__chip',
    'product-card__img',
    'product-card__name',
    'price__now',
  ],
  // a category narrowed by brand and price, sorted: its heading, the chips of the filters in force
  '/store/productlist?cat=tea&brand=JadeGarden&minPrice=500&maxPrice=3000&sort=priceUp': [
    'list-screen__picture',
    'list-screen__title',
    'list-screen__description',
    'list-screen__count',
    'sort-bar__chip--on',
    'filter-chips__chip',
    'filter-chips__clear',
    'product-card__img',
    'product-card__name',
    'price__now',
  ],
  // a search narrowed by brand and stock: its field, the count of results, the chips
  '/store/search?searchStr=tea&brand=JadeGarden&inStock=1': [
    'list-screen__title',
    'list-screen__count',
    'search-field__input',
    'search-field__submit',
    'filter-chips__chip',
    'product-card__img',
    'product-card__name',
    'price__now',
  ],
  '/store/product/1': [
    'product-page__crumbs',
    'product-page__img',
    'product-page__thumbs',
    'product-page__name',
    'price__now',
  ],
};

type Boxes = Record<string, Box | null>;

/**
 * Records the boxes of the shell's first content as the HTML laid it out (on DOMContentLoaded) and
 * the boxes of the app's elements of the same classes at the moment the shell is taken away.
 */
async function watchContentTakeOver(page: Page, classes: string[]): Promise<void> {
  await page.addInitScript((names: string[]) => {
    const w = window as unknown as Record<string, unknown>;
    const boxes = (root: string): Record<string, unknown> => {
      const out: Record<string, unknown> = {};
      for (const name of names) {
        // the first one laid out (the shell has a row of cards per column count, one shown)
        const el = [...document.querySelectorAll(`${root} .${name}`)].find((e) => e.getBoundingClientRect().width > 0);
        const r = el?.getBoundingClientRect();
        out[name] = r ? { top: r.top, height: r.height, left: r.left, width: r.width } : null;
      }
      return out;
    };
    document.addEventListener('DOMContentLoaded', () => {
      w.__shellBoxes = boxes('#sf-shell');
      const observer = new MutationObserver(() => {
        if (document.getElementById('sf-shell')) return;
        w.__appBoxes = boxes('#app');
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true });
    });
  }, classes);
}

/** Each class's element was drawn by the server, the app had drawn its own before the shell went, in the same box. */
function expectSameBoxes(classes: string[], shell: Boxes, app: Boxes): void {
  for (const name of classes) {
    const a = app[name];
    const b = shell[name];
    expect({ name, shell: !!b, app: !!a }).toEqual({ name, shell: true, app: true });
    const same =
      near(a!.top, b!.top) && near(a!.left, b!.left) && near(a!.width, b!.width) && near(a!.height, b!.height);
    expect({ name, same, shell: b, app: a }).toEqual({ name, same: true, shell: b, app: a });
  }
}

describeE2E('first screen from the HTML', () => {
  const h = useHarness();

  for (const viewport of ['mobile', 'desktop'] as Viewport[]) {
    test(`${viewport}: the app's header replaces the shell's in the same place, with the same brand`, async () => {
      const bare = await h.newPage(viewport);
      const shell = await shellOnly(bare, h.url('/store/productlist?cat=all'));
      expect(shell.name).toBe('Maple & Jade Market');
      expect(shell.bar.height).toBe(viewport === 'mobile' ? 56 : 76);
      await bare.context().close();

      const page = await h.newPage(viewport);
      await watchTakeOver(page);
      await page.goto(h.url('/store/productlist?cat=all'));
      await page.waitForFunction(() => !!(window as unknown as { __takeOver?: unknown }).__takeOver);
      const at = await page.evaluate(
        () =>
          (window as unknown as { __takeOver: { bar: Box | null; brand: string | null; brandBox: Box | null } })
            .__takeOver,
      );
      // the app's header was already laid out when the shell went, exactly over the shell's bar
      expect(at.bar).not.toBeNull();
      expect(at.brand).toMatch(/logo\.svg|Maple &amp; Jade Market/);
      expect({ top: near(at.bar!.top, shell.bar.top), height: near(at.bar!.height, shell.bar.height) }).toEqual({
        top: true,
        height: true,
      });
      expect(near(at.brandBox!.left, shell.brand.left)).toBe(true);
      if (viewport === 'mobile') {
        // the first-time visitor's location row: the shell keeps its place too
        const row = await page.locator('.site-header__location-row').boundingBox();
        expect(shell.location).not.toBeNull();
        expect({ top: near(row!.y, shell.location!.top), height: near(row!.height, shell.location!.height) }).toEqual({
          top: true,
          height: true,
        });
      }
      await expect(page.locator('#sf-shell').count()).resolves.toBe(0);
      expectNoErrors(page);
    });
  }

  for (const viewport of ['mobile', 'desktop'] as Viewport[]) {
    for (const [url, classes] of Object.entries(FIRST_CONTENT)) {
      test(`${viewport} ${url}: the app's copy of the page's first content is where the shell's was when it goes`, async () => {
        const page = await h.newPage(viewport);
        // a returning visitor (the location picker was offered on the first visit): on a first
        // visit the picker opens at start and the shell gives way to it at once (test below)
        await page.goto(h.url(url));
        await page.getByRole('dialog').first().waitFor();
        await watchContentTakeOver(page, classes);
        await page.goto(h.url(url));
        await page.waitForFunction(() => !!(window as unknown as { __appBoxes?: unknown }).__appBoxes, undefined, {
          timeout: 20_000,
        });
        const { shell, app } = await page.evaluate(() => {
          const w = window as unknown as { __shellBoxes: Boxes; __appBoxes: Boxes };
          return { shell: w.__shellBoxes, app: w.__appBoxes };
        });
        expectSameBoxes(classes, shell, app);
        await expect(page.locator('#sf-shell').count()).resolves.toBe(0);
        expectNoErrors(page);
      });
    }
  }

  // Tablet widths: the app's menu bar wraps the demo store's 13 entries to two lines; the shell
  // draws the same entries with the same rules, so its header is as tall and nothing moves.
  // in Chinese the labels are other (shorter) ones: the shell's bar follows them, wrapped or not
  const tablets = [
    { width: 820, height: 1180, locale: 'en-US', wraps: true },
    { width: 768, height: 1024, locale: 'en-US', wraps: true },
    { width: 820, height: 1180, locale: 'zh-CN', wraps: false },
  ];
  for (const { width, height, locale, wraps } of tablets) {
    for (const [url, classes] of Object.entries(FIRST_CONTENT)) {
      test(`tablet ${width}px ${locale} ${url}: the shell's menu bar and header are the app's height, the content where the app's is`, async () => {
        const page = await h.newPage('desktop', { viewport: { width, height }, locale });
        await page.goto(h.url(url));
        await page.getByRole('dialog').first().waitFor();
        await watchContentTakeOver(page, classes);
        await page.addInitScript(() => {
          const w = window as unknown as Record<string, unknown>;
          const box = (el: Element | null) => {
            const r = el?.getBoundingClientRect();
            return r ? { top: r.top, height: r.height, left: r.left, width: r.width } : null;
          };
          const links = (root: string) =>
            [...document.querySelectorAll(`${root} .site-header__menu-link`)].map((el) => {
              const r = el.getBoundingClientRect();
              return [Math.round(r.left), Math.round(r.top), Math.round(r.width)];
            });
          document.addEventListener('DOMContentLoaded', () => {
            w.__shellLinks = links('#sf-shell');
            w.__shellHeader = {
              menubar: box(document.querySelector('#sf-shell .site-header__menubar, #sf-shell .sf-shell__menubar')),
              header: box(document.querySelector('.sf-shell__header')),
            };
            const observer = new MutationObserver(() => {
              if (document.getElementById('sf-shell')) return;
              w.__appLinks = links('#app');
              w.__appHeader = {
                menubar: box(document.querySelector('#app .site-header__menubar')),
                header: box(document.querySelector('#app .site-header')),
              };
              observer.disconnect();
            });
            observer.observe(document.body, { childList: true });
          });
        });
        await page.goto(h.url(url));
        await page.waitForFunction(() => !!(window as unknown as { __appBoxes?: unknown }).__appBoxes, undefined, {
          timeout: 20_000,
        });
        const { shell, app, shellHeader, appHeader, shellLinks, appLinks } = await page.evaluate(() => {
          const w = window as unknown as {
            __shellBoxes: Boxes;
            __appBoxes: Boxes;
            __shellHeader: Boxes;
            __appHeader: Boxes;
            __shellLinks: number[][];
            __appLinks: number[][];
          };
          return {
            shell: w.__shellBoxes,
            app: w.__appBoxes,
            shellHeader: w.__shellHeader,
            appHeader: w.__appHeader,
            shellLinks: w.__shellLinks,
            appLinks: w.__appLinks,
          };
        });
        // the same entries, each where the app puts it (left, line, width)
        expect(appLinks.length).toBe(13);
        expect(shellLinks.length).toBe(appLinks.length);
        shellLinks.forEach((b, i) =>
          expect({ i, same: b.every((v, k) => Math.abs(v - appLinks[i][k]) <= 1), shell: b, app: appLinks[i] }).toEqual(
            { i, same: true, shell: b, app: appLinks[i] },
          ),
        );
        // the case under test: the app's bar wraps to two lines of 48 px at this width
        if (wraps) expect(appHeader.menubar!.height).toBeGreaterThanOrEqual(96);
        for (const part of ['menubar', 'header']) {
          const a = appHeader[part];
          const b = shellHeader[part];
          expect({ part, shell: !!b }).toEqual({ part, shell: true });
          const same = near(a!.top, b!.top) && near(a!.height, b!.height);
          expect({ part, same, shell: b, app: a }).toEqual({ part, same: true, shell: b, app: a });
        }
        expectSameBoxes(classes, shell, app);
        await expect(page.locator('#sf-shell').count()).resolves.toBe(0);
        expectNoErrors(page);
      });
    }
  }

  test("first visit: the location picker is seen as soon as it opens, the shell's content gone from over it", async () => {
    const page = await h.newPage('mobile');
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      new MutationObserver(() => {
        if (!w.__dialogAt && document.querySelector('#app [role="dialog"]')) w.__dialogAt = performance.now();
        if (!w.__shellGoneAt && w.__dialogAt && !document.getElementById('sf-shell'))
          w.__shellGoneAt = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto(h.url('/store/product/1'));
    const dialog = page.getByRole('dialog').first();
    await dialog.waitFor();
    await page.waitForFunction(() => !!(window as unknown as { __shellGoneAt?: number }).__shellGoneAt);
    const { dialogAt, goneAt } = await page.evaluate(() => {
      const w = window as unknown as { __dialogAt: number; __shellGoneAt: number };
      return { dialogAt: w.__dialogAt, goneAt: w.__shellGoneAt };
    });
    // two frames after the picker came, not after the page's content
    expect(goneAt - dialogAt).toBeLessThan(500);
    // and it is what a tap at its centre reaches
    const box = (await dialog.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x, y)?.closest('[role="dialog"]'),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe(true);
    expectNoErrors(page);
  });

  for (const url of Object.keys(FIRST_CONTENT)) {
    test(`${url}: loads without a layout shift, the shell gone, the app info not fetched again`, async () => {
      const page = await h.newPage('mobile');
      const appInfoCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/common3/appInfoInit')) appInfoCalls.push(r.url());
      });
      await watchTakeOver(page);
      await page.goto(h.url(url), { waitUntil: 'networkidle' });
      await page.locator('.page-shell').waitFor();
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(0.02);
      await expect(page.locator('#sf-shell').count()).resolves.toBe(0);
      // the page brought app info with it (and the location picker opened from it, first visit)
      expect(appInfoCalls).toEqual([]);
      await page.getByRole('dialog').first().waitFor();
      expectNoErrors(page);
    });
  }

  describe('from a plain static host (the built shell as it is: no server-drawn content, no app info in the page)', () => {
    let host: StaticHost;
    beforeAll(async () => {
      host = await startStaticHost(h.apiURL, H5_DIR);
    });
    afterAll(() => host?.close());

    for (const url of ['/', '/store/productlist?cat=all', '/store/product/1']) {
      test(`${url}: the location row arrives with app info, and nothing under the header moves`, async () => {
        const page = await h.newPage('mobile');
        await watchTakeOver(page);
        // app info answers after the page's own data (as over a phone's network it may)
        await page.route('**/common3/appInfoInit*', async (route) => {
          await new Promise((r) => setTimeout(r, 600));
          await route.continue();
        });
        await page.goto(host.base + url, { waitUntil: 'networkidle' });
        await page.locator('.site-header__location-row').waitFor();
        await page.waitForTimeout(1000);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
        expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(0.02);
        await expect(page.locator('#sf-shell').count()).resolves.toBe(0);
        await expect(page.locator('#main').isVisible()).resolves.toBe(true);
      });
    }

    test("a page's chunks are fetched beside the app's scripts (the route preload script), not after them", async () => {
      const chunks = JSON.parse(fs.readFileSync(path.join(H5_DIR, 'page-chunks.json'), 'utf8')) as Record<
        string,
        string[]
      >;
      const files = chunks['pages/store/group-campaigns/index'];
      expect(files.length).toBeGreaterThan(0);
      const page = await h.newPage('mobile');
      await page.goto(host.base + '/store/groupCampaigns', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const fetched = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => ({ file: new URL(e.name).pathname.slice(1), by: e.initiatorType })),
      );
      // a preload's request is the link's; the app's own loader would have asked by a script tag
      const scripts = files.filter((f) => f.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      const byFile = (a: { file: string }, b: { file: string }) => a.file.localeCompare(b.file);
      expect(fetched.filter((f) => scripts.includes(f.file)).sort(byFile)).toEqual(
        scripts.map((file) => ({ file, by: 'link' })).sort(byFile),
      );
      expectNoErrors(page);
    });

    test('app info is asked for once, by the route preload script', async () => {
      const page = await h.newPage('mobile');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const asked: string[] = [];
      let seen: () => void = () => undefined;
      const askedOnce = new Promise<void>((resolve) => (seen = resolve));
      cdp.on('Network.requestWillBeSent', (e) => {
        if (e.request.url.includes('/common3/appInfoInit')) {
          const frame = e.initiator.stack?.callFrames[0];
          asked.push(frame ? new URL(frame.url).pathname : e.initiator.type);
          seen();
        }
      });
      // the app's script arrives only once app info was asked for (or after 5 s): whichever
      // script asks, it is not a race between the two downloads
      await page.route('**/js/app.*.js', async (route) => {
        await Promise.race([askedOnce, new Promise((r) => setTimeout(r, 5000))]);
        await route.continue();
      });
      await page.goto(host.base + '/', { waitUntil: 'networkidle' });
      await page.locator('.site-header__location-row').waitFor();
      // asked by the script that runs beside the app's downloads, not by the app once it has run
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatch(/^\/js\/route-preload\.[0-9a-f]+\.js$/);
      await expect(page.title()).resolves.toContain('Maple & Jade Market');
      expectNoErrors(page);
    });

    test('an early app info request that fails: the app asks again itself and the store shows', async () => {
      const page = await h.newPage('mobile');
      let calls = 0;
      await page.route('**/common3/appInfoInit*', async (route) => {
        calls++;
        if (calls === 1) await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
        else await route.continue();
      });
      await page.goto(host.base + '/', { waitUntil: 'networkidle' });
      await page.locator('.site-header__location-row').waitFor();
      expect(calls).toBe(2);
      await expect(page.title()).resolves.toContain('Maple & Jade Market');
    });

    test("a category's page: its heading's picture and description come late, and nothing on the page moves", async () => {
      const page = await h.newPage('mobile');
      await watchTakeOver(page);
      await page.route('**/productManagement2/category/tea*', async (route) => {
        await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      });
      await page.goto(host.base + '/store/productlist?cat=tea', { waitUntil: 'networkidle' });
      await page.locator('.list-screen__description').waitFor();
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(0.02);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Tea');
    });
  });
});
