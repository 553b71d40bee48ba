/**
 * `npm run bench -- --only=interactions`: interaction latency (INP) of what a shopper does, in
 * headless Chromium on a phone viewport at 4× CPU slow-down (CDP Emulation.setCPUThrottlingRate),
 * read from the Event Timing API: a PerformanceObserver on 'event' entries (durationThreshold 16,
 * buffered) registered before the app's scripts, keeping entries with an interactionId. Each
 * interaction runs `runs` times, each in a fresh browser context (a returning visitor: store
 * location chosen, so the first-visit picker does not open) on a freshly loaded page that has
 * finished starting (the app's first-screen-done mark); the figure is the worst entry of all runs.
 * What the interaction needs first (the menu open before a sub-menu, a checkout's choices before
 * Continue) runs at full speed and is not measured.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AREA_PRELOAD_MARK } from '../../src/domain/routes';
import { API_BASE_PATH, type AppInfo } from '../../types/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from '../../test/e2e/harness';
import { CPU_SLOWDOWN } from './boot';
import { budgetLine, guestWithCart, ms } from './shared';

/** Half of Core Web Vitals' "good" INP (200 ms). */
export const INP_BUDGET_MS = 100;
/** The Event Timing API does not report events shorter than this. */
const THRESHOLD_MS = 16;

interface EventRecord {
  name: string;
  duration: number;
  interactionId: number;
  inputDelay: number;
  processing: number;
}

interface Interaction {
  name: string;
  /** Page to open (path). */
  path: (ids: Ids) => string;
  /** Opened by a visitor with two lines in the cart (a new guest each run: checkout starts at step 1). */
  withCart?: boolean;
  /** Unmeasured steps that bring the page to where the interaction starts. */
  prepare?: (page: Page) => Promise<void>;
  /** The interaction, and waiting for what it shows. */
  act: (page: Page) => Promise<void>;
}

interface Ids {
  optionProduct: number;
  plainProduct: number;
}

const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').waitFor();
};

const INTERACTIONS: Interaction[] = [
  { name: 'open the mobile menu', path: () => '/', act: openMenu },
  {
    name: 'open a sub-menu',
    path: () => '/',
    prepare: openMenu,
    act: async (page) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Shop' }).click();
      await page.locator('.side-menu__sub').waitFor();
    },
  },
  {
    name: 'choose a size',
    path: (ids) => `/store/product/${ids.optionProduct}`,
    prepare: (page) => page.getByRole('radiogroup').first().waitFor(),
    act: async (page) => {
      const radio = page.getByRole('radiogroup').first().getByRole('radio').first();
      await radio.click();
      await page.waitForFunction(
        () => document.querySelector('[role="radiogroup"] [role="radio"]')?.getAttribute('aria-checked') === 'true',
      );
    },
  },
  {
    name: 'add to cart',
    path: (ids) => `/store/product/${ids.plainProduct}`,
    prepare: (page) => page.getByRole('button', { name: 'Add to cart' }).waitFor(),
    act: async (page) => {
      const added = page.waitForResponse(
        (r) => r.url().includes('/shoppingManagement4/myCart') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await added;
    },
  },
  {
    name: 'change a cart quantity',
    path: () => '/checkout/cart',
    withCart: true,
    prepare: (page) => page.getByRole('button', { name: 'More' }).first().waitFor(),
    act: async (page) => {
      const changed = page.waitForResponse(
        (r) => r.url().includes('/shoppingManagement4/myCart') && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'More' }).first().click();
      await changed;
    },
  },
  {
    name: 'next checkout step',
    path: () => '/checkout/checkout',
    withCart: true,
    prepare: async (page) => {
      await page.getByRole('radio', { name: /Pick up in store/ }).check();
      for (const group of [/^Store/, /Pickup date/, /^Time/])
        await page.getByRole('group', { name: group }).getByRole('radio').first().check();
    },
    act: async (page) => {
      await page.getByRole('button', { name: /^Continue$/ }).click();
      await page.getByLabel(/^First name/).waitFor();
    },
  },
  {
    name: 'switch language',
    path: () => '/',
    prepare: openMenu,
    act: async (page) => {
      const reloaded = page.waitForEvent('load');
      await page.getByRole('dialog').getByRole('button', { name: '中文' }).click();
      await reloaded;
    },
  },
  {
    name: 'type into search',
    path: () => '/store/search',
    prepare: async (page) => {
      await page.getByRole('searchbox', { name: 'Search products' }).last().click();
    },
    act: async (page) => {
      await page.keyboard.type('jasmine', { delay: 150 });
      await page.waitForTimeout(500);
    },
  },
];

async function productIds(origin: string): Promise<Ids> {
  const res = await fetch(
    `${origin}${API_BASE_PATH}/productManagement2/products?infiniteLoad=true&numberToLoad=40&startingPosition=0`,
  );
  const list = (await res.json()) as { id: number; hasOptions: boolean; available: boolean }[];
  const optionProduct = list.find((p) => p.available && p.hasOptions)?.id;
  const plainProduct = list.find((p) => p.available && !p.hasOptions)?.id;
  if (!optionProduct || !plainProduct) throw new Error('the seed lacks a product with options or without');
  return { optionProduct, plainProduct };
}

async function returningVisitor(origin: string): Promise<string> {
  const res = await fetch(`${origin}${API_BASE_PATH}/common3/appInfoInit`, { headers: { 'accept-language': 'en' } });
  const info = (await res.json()) as AppInfo;
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual);
  if (!loc) throw new Error('the store has no location to choose');
  return JSON.stringify({ locale: 'en', location: { id: loc.id, name: loc.localStoreName } });
}

/** Registers the observer before the app's scripts; entries go to the bench through a binding. */
async function observe(context: BrowserContext, sink: (e: EventRecord) => void, session: string): Promise<void> {
  await context.exposeBinding('__benchEvent', (_source, e: EventRecord) => sink(e));
  await context.addInitScript(`
    if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});
    const send = (entries) => {
      for (const e of entries) {
        if (!e.interactionId) continue;
        window.__benchEvent({ name: e.name, duration: e.duration, interactionId: e.interactionId,
          inputDelay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart });
      }
    };
    const observer = new PerformanceObserver((list) => send(list.getEntries()));
    observer.observe({ type: 'event', durationThreshold: ${THRESHOLD_MS}, buffered: true });
    // an interaction that reloads the page (switch language): its entries are queued for the
    // observer but not yet delivered when the page goes; take them before it does
    addEventListener('pagehide', () => send(observer.takeRecords()));
  `);
}

async function runOnce(
  browser: Browser,
  base: string,
  it: Interaction,
  ids: Ids,
  session: string,
): Promise<EventRecord | undefined> {
  const context = await browser.newContext({ ...VIEWPORTS.mobile, locale: 'en-US', serviceWorkers: 'block' });
  context.setDefaultTimeout(30_000);
  let measuring = false;
  const seen: EventRecord[] = [];
  try {
    await observe(context, (e) => measuring && seen.push(e), session);
    if (it.withCart) await context.addCookies((await guestWithCart(base)).map((c) => ({ ...c, url: base })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}${it.path(ids)}`);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, AREA_PRELOAD_MARK, {
      timeout: 30_000,
      polling: 250,
    });
    await page.waitForLoadState('networkidle');
    await it.prepare?.(page);
    await page.waitForTimeout(300);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    measuring = true;
    await it.act(page);
    // entries are delivered after the next frame is presented
    await page.waitForTimeout(1000);
    measuring = false;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
  } finally {
    await context.close();
  }
  // One interaction (a tap: pointerdown, pointerup, click) is its entries with one interactionId:
  // its latency is the longest of them, its handlers' time their sum.
  const groups = new Map<number, EventRecord>();
  for (const e of seen) {
    const g = groups.get(e.interactionId);
    if (!g) groups.set(e.interactionId, { ...e });
    else {
      if (e.duration > g.duration) Object.assign(g, { duration: e.duration, name: e.name });
      g.inputDelay = Math.min(g.inputDelay, e.inputDelay);
      g.processing += e.processing;
    }
  }
  return [...groups.values()].reduce<EventRecord | undefined>(
    (w, e) => (!w || e.duration > w.duration ? e : w),
    undefined,
  );
}

export async function benchInteractions(base: string, runs: number, only: string[] = []): Promise<string[]> {
  const out = [`Interactions: INP (Event Timing 'event' entries) at ${CPU_SLOWDOWN}x CPU, 390x844, worst of ${runs}:`];
  const ids = await productIds(base);
  const session = await returningVisitor(base);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const it of INTERACTIONS.filter((i) => !only.length || only.some((o) => i.name.includes(o)))) {
      let worst: EventRecord | undefined;
      const each: string[] = [];
      let failed = '';
      for (let r = 0; r < runs; r++) {
        try {
          const e = await runOnce(browser, base, it, ids, session);
          each.push(e ? String(Math.round(e.duration)) : `<${THRESHOLD_MS}`);
          if (e && (!worst || e.duration > worst.duration)) worst = e;
        } catch (err) {
          failed = (err as Error).message.split('\n')[0];
          each.push('failed');
        }
      }
      process.stderr.write(`  ${it.name}: ${each.join(', ')} ms\n`);
      const value = worst?.duration ?? 0;
      const detail = worst
        ? `(${worst.name}: input delay ${Math.round(worst.inputDelay)}, handlers ${Math.round(worst.processing)}; runs ${each.join(', ')})`
        : `(runs ${each.join(', ')})`;
      if (failed) out.push(budgetLine(it.name, 'failed', false, ms(INP_BUDGET_MS), failed));
      else
        out.push(
          budgetLine(
            it.name,
            worst ? ms(value) : `<${THRESHOLD_MS} ms`,
            value <= INP_BUDGET_MS,
            ms(INP_BUDGET_MS),
            detail,
          ),
        );
    }
  } finally {
    await browser.close();
  }
  return out;
}
