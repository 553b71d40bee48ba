/**
 * `npm run bench -- --only=boot`: the app's own start-up, from a Chrome trace at 4× CPU slow-down
 * (CDP Emulation.setCPUThrottlingRate), a first-time visitor on a phone viewport. The figure is the
 * main thread's work (sum of its tasks) from navigation until the app marks its first screen done
 * and idle (AREA_PRELOAD_MARK: set once start-up has finished and the thread was idle, before the
 * other areas are fetched), with the longest task and the long tasks (≥ 50 ms). Measured on `/`,
 * the product list and a product, as `npm start` serves them and from a plain static host (no
 * server-drawn content: the app does all of the first screen). Median of the runs.
 */
import { chromium, type Browser } from 'playwright-core';
import { AREA_PRELOAD_MARK } from '../../src/domain/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from '../../test/e2e/harness';
import { median } from '../lighthouse-budget';
import { budgetLine, ms } from './shared';
import { mainThread, parseTrace, TRACE_CATEGORIES, workIn, type WorkFigures } from './trace';

export const CPU_SLOWDOWN = 4;

/**
 * Budgets at 4× CPU. Before issue 23 a first visit to these pages ran 2.5–3.1 s of main-thread
 * work on `npm start` (the figure of the trace quoted in the closing note); the goal is
 * half of that, and no task over 100 ms.
 */
export const BOOT_BUDGET = { busyMs: 1400, longestTaskMs: 100 };

export interface BootRun {
  work: WorkFigures;
  /** ms from navigation to the app's first-screen-done mark. */
  doneAt: number;
}

/** One first visit to `url`, traced at 4× CPU. */
export async function traceBoot(browser: Browser, url: string, timeoutMs = 60_000): Promise<BootRun> {
  const context = await browser.newContext({ ...VIEWPORTS.mobile, locale: 'en-US', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace: Buffer;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, AREA_PRELOAD_MARK, {
        timeout: timeoutMs,
        polling: 250,
      });
    } finally {
      trace = await browser.stopTracing();
    }
    const thread = mainThread(parseTrace(trace));
    const doneAt = thread.marks.get(AREA_PRELOAD_MARK);
    if (doneAt === undefined) throw new Error(`no ${AREA_PRELOAD_MARK} mark in the trace of ${url}`);
    return { work: workIn(thread, 0, doneAt), doneAt };
  } finally {
    await context.close();
  }
}

export interface BootPage {
  label: string;
  url: string;
}

/** Traces each page `runs` times and prints the medians beside the budgets. */
export async function benchBoot(hosts: { name: string; pages: BootPage[] }[], runs: number): Promise<string[]> {
  const out: string[] = [
    `Boot: main-thread work of a first visit until the first screen is done (trace, ${CPU_SLOWDOWN}x CPU, 390x844), median of ${runs}:`,
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const host of hosts) {
      out.push(`  ${host.name}:`);
      for (const p of host.pages) {
        const all: BootRun[] = [];
        for (let i = 0; i < runs; i++) {
          const r = await traceBoot(browser, p.url);
          all.push(r);
          process.stderr.write(
            `  boot ${host.name} ${p.label} run ${i + 1}: busy ${ms(r.work.busy)}, longest ${ms(r.work.longest)}, ` +
              `${r.work.longTasks.length} long, TBT ${ms(r.work.blocking)}\n`,
          );
        }
        const busy = median(all.map((r) => r.work.busy));
        const longest = median(all.map((r) => r.work.longest));
        const longCount = median(all.map((r) => r.work.longTasks.length));
        out.push(
          budgetLine(`${p.label}: main-thread work`, ms(busy), busy <= BOOT_BUDGET.busyMs, ms(BOOT_BUDGET.busyMs)),
        );
        out.push(
          budgetLine(
            `${p.label}: longest task`,
            ms(longest),
            longest <= BOOT_BUDGET.longestTaskMs,
            ms(BOOT_BUDGET.longestTaskMs),
            `${longCount} task(s) ≥ 50 ms`,
          ),
        );
        // Where the time went in the median run (by busy time): what to cut next.
        const mid = [...all].sort((a, b) => a.work.busy - b.work.busy)[Math.floor(all.length / 2)];
        const top = mid.work.breakdown
          .slice(0, 6)
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', ');
        out.push(`        where: ${top}`);
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
