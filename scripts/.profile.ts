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
  const url = process.argv[2];
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`http://127.0.0.1:${port}${url}`, { waitUntil: 'load' });
  await page.waitForTimeout(Number(process.argv[3] ?? 1200));
  const { profile } = await cdp.send('Profiler.stop') as any;
  const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const self = new Map<number, number>();
  const dt = profile.timeDeltas; 
  profile.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
  // inclusive by function
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map<string, number>();
  for (const [id, t] of self) {
    const seen = new Set<string>();
    let cur: number | undefined = id;
    while (cur !== undefined) {
      const n = byId.get(cur);
      const cf = n.callFrame;
      const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
      if (!seen.has(key)) { incl.set(key, (incl.get(key) ?? 0) + t); seen.add(key); }
      cur = parent.get(cur);
    }
  }
  const selfBy = new Map<string, number>();
  for (const [id, t] of self) { const cf = byId.get(id).callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}`; selfBy.set(k, (selfBy.get(k) ?? 0) + t); }
  console.log('SELF');
  [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, t]) => console.log((t / 1000).toFixed(1).padStart(7), k));
  console.log('INCL');
  [...incl].sort((a, b) => b[1] - a[1]).slice(0, 60).forEach(([k, t]) => console.log((t / 1000).toFixed(1).padStart(7), k));
  await browser.close();
  await server.close();
})();
