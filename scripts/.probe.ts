import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildServer } from '../server/app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/harness';
(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
  const server = buildServer({ dataDir, staticDir: path.join(__dirname, '..', 'dist', 'h5'), env: {} });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const port = (server.server.address() as any).port;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const url of process.argv.slice(2)) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    const page = await ctx.newPage();
    page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
    await page.addInitScript(() => {
      (window as any).__shifts = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as any[]) (window as any).__shifts.push({ v: e.value, t: Math.round(e.startTime), src: e.sources.map((s: any) => `${s.node?.className ?? s.node?.nodeName} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`http://127.0.0.1:${port}${url}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500);
    const r = await page.evaluate(() => ({ shifts: (window as any).__shifts, shell: !!document.getElementById('sf-shell') }));
    console.log(url, JSON.stringify(r, null, 1));
    await ctx.close();
  }
  await browser.close();
  await server.close();
})();
