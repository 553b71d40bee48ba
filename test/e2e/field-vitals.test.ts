/**
 * Field vitals of a real visit (src/platform/field-vitals.ts, src/domain/rum.ts): a sampled visit
 * loads the `web-vitals` chunk only after its first screen, and when the shopper leaves it sends
 * one beacon to `POST /rum` with the route's pattern (never the address) and the landing page's
 * figures, which the web server accepts. A store whose sample rate is 0 sends nothing.
 */
import type { Page, Request } from 'playwright-core';
import { AREA_PRELOAD_MARK } from '../../src/domain/routes';
import { RUM_MEASURING_MARK, parseRumBeacon } from '../../src/domain/rum';
import { describeE2E, expectNoErrors, useHarness } from './harness';

/** Visits `url`, waits for the vitals chunk, hides the page; the beacons and scripts it sent. */
async function visitAndLeave(page: Page, url: string, expectChunk: boolean) {
  const beacons: Request[] = [];
  const scripts: string[] = [];
  page.context().on('request', (req) => {
    if (new URL(req.url()).pathname === '/rum' && req.method() === 'POST') beacons.push(req);
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto(url);
  if (expectChunk) {
    // the chunk has come and the visit is being measured (its listeners are in)
    await page.waitForResponse((res) => /web-vitals/.test(res.url()), { timeout: 30_000 });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, RUM_MEASURING_MARK, {
      timeout: 30_000,
    });
  } else {
    // the vitals would start with the area preload: once it began and the network is quiet, nothing more comes
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, AREA_PRELOAD_MARK, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
  }
  // an interaction for INP
  await page.mouse.click(5, 300);
  // the shopper switches away: the page is hidden (what a tab switch or leaving does; a navigation's
  // own unload beacon is not seen by the browser's request events here)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  return { beacons, scripts };
}

describeE2E('field vitals', () => {
  describe('a sampled visit', () => {
    const h = useHarness({ rumSampleRate: 1 });

    test('a product visit sends its pattern and figures once it is hidden, and the server accepts them', async () => {
      const page = await h.newPage();
      const { beacons } = await visitAndLeave(page, h.url('/store/product/1?rid=MJDEMO01'), true);
      for (const deadline = Date.now() + 10_000; beacons.length === 0 && Date.now() < deadline;)
        await new Promise((r) => setTimeout(r, 100));
      expect(beacons).toHaveLength(1);
      const body = beacons[0].postData() ?? '';
      const beacon = JSON.parse(body) as { route: string; platform: string; metrics: { name: string }[] };
      expect(beacon.route).toBe('/store/product/:id');
      expect(beacon.platform).toBe('h5');
      expect(beacon.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(['LCP', 'FCP', 'TTFB']));
      // no address, id, referral or shopper in it
      expect(body).not.toMatch(/MJDEMO01|product\/1|@/);
      // what the web server's POST /rum reads it with takes it as it is, and the server kept it
      expect(parseRumBeacon(body)).toEqual({ ok: true, beacon });
      expect((await beacons[0].response())?.status()).toBe(204);
      expectNoErrors(page);
      await page.context().close();
    });
  });

  describe('a store that turned it off', () => {
    const h = useHarness({ rumSampleRate: 0 });

    test('the visit neither loads web-vitals nor sends anything', async () => {
      const page = await h.newPage();
      const { beacons, scripts } = await visitAndLeave(page, h.url('/'), false);
      expect(scripts.filter((s) => /web-vitals/.test(s))).toEqual([]);
      expect(beacons).toEqual([]);
      await page.context().close();
    });
  });
});
