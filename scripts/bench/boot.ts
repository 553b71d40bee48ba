/**
 * `npm run bench -- --only=boot`: the app's own start-up, from a Chrome trace at 4× CPU slow-down
 * (CDP Emulation.setCPUThrottlingRate), a first-time visitor on a phone viewport. The figure is the
 * main thread's work from navigation until the app marks its first screen done
 * and idle (AREA_PRELOAD_MARK: set once start-up has finished and the thread was idle, before the
 * other areas are fetched), with the longest task and the long tasks (≥ 50 ms). Measured on `/`,
 * the product list and a product, as `npm start` serves them and from a plain static host (no
 * server-drawn content: the app does all of the first screen). Median of the runs.
 *
 * Work is counted in CPU time (the trace's thread duration of each task): Chromium's throttling
 * keeps the thread busy for the slow-down (a task's CPU time at 4× is about 4–5× its time at 1×),
 * while wall-clock durations on a shared machine also hold the time other processes had the CPU
 * (printed beside it; on a quiet machine the two agree). React commits and rendered components
 * are counts: they do not move with load at all.
 */
import { chromium, type Browser } from 'playwright-core';
import { AREA_PRELOAD_MARK } from '../../src/domain/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from '../../test/e2e/harness';
import { median } from '../lighthouse-budget';
import { budgetLine, ms } from './shared';
import { mainThread, parseTrace, TRACE_CATEGORIES, workIn, type WorkFigures } from './trace';

export const CPU_SLOWDOWN = 4;

/**
 * Budgets at 4× CPU, on the CPU-time figure (below). Before the boot-work changes a first visit to
 * these pages took 0.8–1.25 s of main-thread CPU at 4× (docs/performance.md has the figures);
 * the goal is half of that, and no task over 100 ms.
 */
export const BOOT_BUDGET = { busyMs: 500, longestTaskMs: 100 };

export interface BootRun {
  work: WorkFigures;
  /** ms from navigation to the app's first-screen-done mark. */
  doneAt: number;
  /** React commits before the mark, and the components (function or memo fibers) they rendered. */
  commits: number;
  rendered: number;
}

/**
 * Before the app's scripts: counts React commits and the components each rendered (through the
 * hook React DOM offers developer tools, present in production builds too), and tells the bench
 * when the first-screen-done mark is set (a binding: no polling script in the page).
 */
const BOOT_PROBE = `
  (function () {
    var seenProps = new WeakMap(), seenState = new WeakMap();
    window.__benchReact = { commits: 0, rendered: 0 };
    var count = function (fiber) {
      for (var f = fiber; f; f = f.sibling) {
        if (f.type && typeof f.type !== 'string') {
          var alt = f.alternate;
          var p = seenProps.has(f) ? seenProps.get(f) : alt && seenProps.get(alt);
          var s = seenState.has(f) ? seenState.get(f) : alt && seenState.get(alt);
          if (p !== f.memoizedProps || s !== f.memoizedState) window.__benchReact.rendered++;
          seenProps.set(f, f.memoizedProps); seenState.set(f, f.memoizedState);
          if (alt) { seenProps.set(alt, f.memoizedProps); seenState.set(alt, f.memoizedState); }
        }
        if (f.child) count(f.child);
      }
    };
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true, renderers: new Map(), inject: function () { return 1; }, checkDCE: function () {},
      onScheduleFiberRoot: function () {}, onPostCommitFiberRoot: function () {}, onCommitFiberUnmount: function () {},
      onCommitFiberRoot: function (_id, root) {
        window.__benchReact.commits++;
        try { count(root.current.child); } catch (e) { /* a count, never the app's problem */ }
      }
    };
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        if (e.name === ${JSON.stringify(AREA_PRELOAD_MARK)}) window.__benchBootDone(window.__benchReact);
      });
    }).observe({ type: 'mark' });
  })();
`;

/** One first visit to `url`, traced at 4× CPU. */
export async function traceBoot(browser: Browser, url: string, timeoutMs = 60_000): Promise<BootRun> {
  const context = await browser.newContext({ ...VIEWPORTS.mobile, locale: 'en-US', serviceWorkers: 'block' });
  try {
    let react = { commits: 0, rendered: 0 };
    const done = new Promise<void>((resolve) => {
      void context.exposeBinding('__benchBootDone', (_source, counts: typeof react) => {
        react = counts;
        resolve();
      });
    });
    await context.addInitScript(BOOT_PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace: Buffer;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        done,
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`${url}: no ${AREA_PRELOAD_MARK} mark in ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]).finally(() => clearTimeout(timer));
    } finally {
      trace = await browser.stopTracing();
    }
    const thread = mainThread(parseTrace(trace));
    const doneAt = thread.marks.get(AREA_PRELOAD_MARK);
    if (doneAt === undefined) throw new Error(`no ${AREA_PRELOAD_MARK} mark in the trace of ${url}`);
    return { work: workIn(thread, 0, doneAt), doneAt, ...react };
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
            `  boot ${host.name} ${p.label} run ${i + 1}: cpu ${ms(r.work.cpu)}, ` +
              `longest ${ms(r.work.longestCpu)}, wall ${ms(r.work.busy)}, ${r.commits} commits, ${r.rendered} rendered\n`,
          );
        }
        // CPU time at 4×: what a quiet machine shows; wall-clock beside it for reference.
        const cpu = median(all.map((r) => r.work.cpu));
        const longest = median(all.map((r) => r.work.longestCpu));
        const wall = median(all.map((r) => r.work.busy));
        const longCount = median(all.map((r) => r.work.longTasks.length));
        const commits = median(all.map((r) => r.commits));
        const rendered = median(all.map((r) => r.rendered));
        out.push(
          budgetLine(
            `${p.label}: main-thread work`,
            ms(cpu),
            cpu <= BOOT_BUDGET.busyMs,
            ms(BOOT_BUDGET.busyMs),
            `(wall clock ${ms(wall)}; ${commits} React commits, ${rendered} components rendered)`,
          ),
        );
        out.push(
          budgetLine(
            `${p.label}: longest task`,
            ms(longest),
            longest <= BOOT_BUDGET.longestTaskMs,
            ms(BOOT_BUDGET.longestTaskMs),
            `${longCount} task(s) ≥ 50 ms wall clock`,
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
