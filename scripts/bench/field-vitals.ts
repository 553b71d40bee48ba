/**
 * Field vitals as an operator reads them: real visits in Chromium (a phone, CPU slowed 4x as a
 * mid-range phone) to the web server as it is deployed, each sending its beacon to `POST /rum`
 * when the shopper leaves; then the p75 of each route and figure, read from the web server's own
 * metrics listener (the histograms `storefront_rum_seconds` and `storefront_rum_cls`), as a
 * Prometheus `histogram_quantile(0.75, ...)` reads them: interpolated inside the bucket.
 *
 * Its INP is of the same kind as the interactions group's (interactions.ts): CPU slowed from
 * before the page loads, a touch soon after the field-vitals mark, which comes as the area
 * preload starts (both wait 5 s after load and an idle period), read from the same Event Timing
 * entries; `web-vitals` leaves out entries under 40 ms, and the p75 is a bucket's interpolation.
 */
import { chromium, type Browser } from 'playwright-core';
import { RUM_MEASURING_MARK } from '../../src/domain/rum';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from '../../test/e2e/harness';
import { bucketsOf, quantileOf } from './prometheus-histogram';

const CPU_SLOWDOWN = 4;
const FIGURES = ['LCP', 'INP', 'FCP', 'TTFB', 'CLS'] as const;

/** One visit: the page until it is measured, a tap (INP), then hidden as a tab switch hides it. */
async function visit(browser: Browser, url: string): Promise<boolean> {
  const context = await browser.newContext(VIEWPORTS.mobile);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/rum' && r.request().method() === 'POST', {
      timeout: 30_000,
    });
    await page.goto(url);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, RUM_MEASURING_MARK, {
      timeout: 60_000,
    });
    // a touch, as a phone sends it (the interactions group taps the same way)
    await page.touchscreen.tap(5, 300);
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    return (await sent).status() === 204;
  } catch (err) {
    process.stderr.write(`  field visit ${url}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}\n`);
    return false;
  } finally {
    await context.close();
  }
}

const shown = (metric: string, v: number | null) =>
  v === null ? '-' : metric === 'CLS' ? v.toFixed(3) : `${Math.round(v * 1000)} ms`;

/**
 * `visits` visits of each of `pages` on `base` (a web server with RUM_SAMPLE_RATE=1), then the
 * p75 per route pattern from `metricsUrl`.
 */
export async function benchFieldVitals(
  base: string,
  metricsUrl: string,
  pages: string[],
  visits: number,
): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let accepted = 0;
  try {
    for (const p of pages)
      for (let i = 0; i < visits; i++) {
        if (await visit(browser, `${base}${p}`)) accepted++;
        process.stderr.write(`\r  field vitals: ${p} visit ${i + 1} of ${visits}   `);
      }
    process.stderr.write('\n');
  } finally {
    await browser.close();
  }
  const text = await (await fetch(metricsUrl)).text();
  const times = bucketsOf(text, 'storefront_rum_seconds').filter((b) => b.labels.platform === 'h5');
  const cls = bucketsOf(text, 'storefront_rum_cls');
  const routes = [...new Set([...times, ...cls].map((b) => b.labels.route))].sort();
  const out = [
    `Field vitals (RUM), p75 per route from the web server's metrics: ${accepted} of ${pages.length * visits} ` +
      `visits' beacons accepted (phone, CPU ${CPU_SLOWDOWN}x, the web server in front of the API; no budget):`,
    ['     route'.padEnd(28), ...FIGURES.map((f) => f.padEnd(10)), 'beacons'].join(' '),
  ];
  for (const route of routes) {
    const of = (metric: string) =>
      metric === 'CLS'
        ? cls.filter((b) => b.labels.route === route)
        : times.filter((b) => b.labels.route === route && b.labels.metric === metric);
    const count = Math.max(...FIGURES.map((f) => of(f).find((b) => b.le === Infinity)?.count ?? 0));
    out.push(
      [
        `     ${route}`.padEnd(28),
        ...FIGURES.map((f) => shown(f, quantileOf(of(f), 0.75)).padEnd(10)),
        String(count),
      ].join(' '),
    );
  }
  if (!routes.length) out.push('     (no beacon reached the metrics)');
  return out;
}
