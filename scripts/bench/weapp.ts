/**
 * `npm run bench -- --only=weapp`: the mini-program against WeChat's own performance rules, from
 * the headless runtime (test/weapp/harness: dist/weapp in a WeChat-like Node vm, the reference
 * server over HTTP, pages rendered by WeChat's WXML compiler). Every page of app.json is opened
 * cold as a shared link opens it (signed-in pages after the demo shopper signs in on the login
 * page), with the query test/weapp/page-texts.ts gives it. Per page:
 *   - first render: from onLoad to the first setData's callback (the view layer has rendered);
 *     Node on this machine, not a phone: compare pages with each other and runs with runs;
 *   - the largest single setData (≤ 64 KB) and the most setData calls in any one second (≤ 20),
 *     from onLoad until the page has settled and stayed open 1.5 s more (timers, countdowns);
 *   - WXML nodes of the rendered page (< 1000).
 * And the packages on disk: main ≤ 1 MB, each subpackage ≤ 2 MB.
 */
import { Client, startServer, type TestServer } from '../../test/server/helpers';
import { en } from '../../src/i18n/en';
import { API_BASE_PATH } from '../../types/api';
import { startWeapp, targets, walk, type WeappSession } from '../../test/weapp/harness';
import { PAGE_TEXTS, type StoreGet } from '../../test/weapp/page-texts';
import { WEAPP_DIR, allPages, packageSizes, readAppJson } from '../../test/weapp/packages';
import { DEMO, budgetLine, ms } from './shared';

const KB = 1024;
export const WEAPP_BUDGET = {
  setDataBytes: 64 * KB,
  setDataPerSecond: 20,
  wxmlNodes: 1000,
  mainPackage: 1024 * KB,
  subPackage: 2048 * KB,
};

/** How long a page stays open after it settled, for timers that call setData. */
const WATCH_MS = 1500;

export interface WeappPageFigures {
  route: string;
  firstRenderMs: number;
  largestSetData: number;
  setDataCalls: number;
  maxPerSecond: number;
  nodes: number;
}

/** Most entries of `times` (ms) within any window of `windowMs`. */
export function maxInWindow(times: number[], windowMs = 1000): number {
  const t = [...times].sort((a, b) => a - b);
  let best = 0;
  let i = 0;
  for (let j = 0; j < t.length; j++) {
    while (t[j] - t[i] >= windowMs) i++;
    best = Math.max(best, j - i + 1);
  }
  return best;
}

async function openSignedIn(server: TestServer, url: string): Promise<WeappSession> {
  const app = await startWeapp({ server, url: '/pages/account/login/index' });
  try {
    await app.input(/^Email/, DEMO.email);
    await app.input(/^Password/, DEMO.password);
    await app.tap(targets(app.view(), en.istore_header_sign_in).pop()!);
    await app.open(url);
    return app;
  } catch (e) {
    await app.close();
    throw e;
  }
}

export async function measureWeappPages(only: string[] = []): Promise<{ pages: WeappPageFigures[]; errors: string[] }> {
  const server = await startServer();
  const errors: string[] = [];
  const pages: WeappPageFigures[] = [];
  try {
    const get: StoreGet = async <T>(p: string): Promise<T> => {
      const res = await fetch(`${server.origin}${API_BASE_PATH}/${p}`);
      if (!res.ok) throw new Error(`GET ${p}: HTTP ${res.status}`);
      return (await res.json()) as T;
    };
    const demo = await new Client(server.origin).prime();
    await demo.post('/common3/signon', DEMO);
    const getSignedIn: StoreGet = async <T>(p: string): Promise<T> => {
      const res = await demo.get(`/${p}`);
      if (res.status !== 200) throw new Error(`GET ${p} as the demo shopper: HTTP ${res.status}`);
      return res.body as T;
    };
    for (const route of allPages(readAppJson())) {
      if (only.length && !only.some((o) => route.includes(o))) continue;
      const c = PAGE_TEXTS[route];
      if (!c) {
        errors.push(`${route}: no entry in test/weapp/page-texts.ts`);
        continue;
      }
      let app: WeappSession | undefined;
      try {
        const store = (await c.fromStore?.(c.signedIn ? getSignedIn : get)) ?? {};
        const query = new URLSearchParams(store.query ?? {}).toString();
        const url = `/${route}${query ? `?${query}` : ''}`;
        app = c.signedIn ? await openSignedIn(server, url) : await startWeapp({ server, url });
        await new Promise((r) => setTimeout(r, WATCH_MS));
        const entry = app.mp.stack[app.mp.stack.length - 1];
        const t = entry.timing;
        let nodes = 0;
        for (const n of walk(app.view())) if (n) nodes++;
        pages.push({
          route,
          firstRenderMs: (t.firstRender ?? NaN) - t.load,
          largestSetData: t.setData.reduce((m, s) => Math.max(m, s.bytes), 0),
          setDataCalls: t.setData.length,
          maxPerSecond: maxInWindow(t.setData.map((s) => s.at)),
          nodes,
        });
        const problems = app.mp.records.problems();
        if (problems.length) errors.push(`${route}: ${problems.slice(0, 3).join(' | ')}`);
      } catch (e) {
        errors.push(`${route}: ${(e as Error).message.split('\n')[0]}`);
      } finally {
        await app?.close();
      }
    }
  } finally {
    await server.close();
  }
  return { pages, errors };
}

export async function benchWeapp(only: string[] = []): Promise<string[]> {
  const out: string[] = ['weapp packages (bytes on disk in dist/weapp):'];
  for (const s of packageSizes(WEAPP_DIR)) {
    const budget = s.root ? WEAPP_BUDGET.subPackage : WEAPP_BUDGET.mainPackage;
    out.push(
      budgetLine(
        s.root ? `subpackage ${s.root}` : 'main package',
        `${(s.bytes / KB).toFixed(1)} KB`,
        s.bytes <= budget,
        `${budget / KB} KB`,
        `${s.files} files`,
      ),
    );
  }
  const { pages, errors } = await measureWeappPages(only);
  out.push(
    `weapp pages, cold open in the headless runtime (Node, not a phone): first render = onLoad -> first setData callback;`,
    `  setData figures from onLoad until settled + ${WATCH_MS} ms; nodes = rendered WXML tree`,
  );
  out.push(
    `      ${'page'.padEnd(40)} ${'first render'.padStart(12)} ${'largest setData'.padStart(22)} ${'setData/s'.padStart(12)} ${'calls'.padStart(6)} ${'WXML nodes'.padStart(16)}`,
  );
  for (const p of pages) {
    const okBytes = p.largestSetData <= WEAPP_BUDGET.setDataBytes;
    const okRate = p.maxPerSecond <= WEAPP_BUDGET.setDataPerSecond;
    const okNodes = p.nodes < WEAPP_BUDGET.wxmlNodes;
    const ok = okBytes && okRate && okNodes && Number.isFinite(p.firstRenderMs);
    out.push(
      [
        `${ok ? 'OK  ' : 'OVER'}  ${p.route.padEnd(40)}`,
        (Number.isFinite(p.firstRenderMs) ? ms(p.firstRenderMs) : 'no render').padStart(12),
        `${okBytes ? ' ' : '!'}${(p.largestSetData / KB).toFixed(1)} KB (≤64)`.padStart(22),
        `${okRate ? ' ' : '!'}${p.maxPerSecond} (≤20)`.padStart(12),
        String(p.setDataCalls).padStart(6),
        `${okNodes ? ' ' : '!'}${p.nodes} (<1000)`.padStart(16),
      ].join(' '),
    );
  }
  if (pages.length) {
    const worst = (f: (p: WeappPageFigures) => number) => pages.reduce((a, b) => (f(b) > f(a) ? b : a));
    const big = worst((p) => p.largestSetData);
    const slow = worst((p) => (Number.isFinite(p.firstRenderMs) ? p.firstRenderMs : 0));
    const dense = worst((p) => p.nodes);
    out.push(
      `      worst: setData ${(big.largestSetData / KB).toFixed(1)} KB (${big.route}), first render ${ms(slow.firstRenderMs)} (${slow.route}), ${dense.nodes} nodes (${dense.route})`,
    );
  }
  for (const e of errors) out.push(`OVER  ${e}`);
  return out;
}
