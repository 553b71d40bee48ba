/**
 * The web server's start-up look at its API (server/web/api-conformance.ts): it starts and
 * serves at once, checks the API once in the background, logs one line per call the store needs
 * that the API lacks, and /readyz reports the result; off unless asked for.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildWebServer } from '../../server/web/app';
import { LOOPBACK } from '../../server/local';
import { startUnlikeApi, type UnlikeApi } from '../support/unlike-api';
import { startServer, tempDir, type TestServer } from './helpers';

const TEMPLATE = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'index.html'), 'utf8');

let staticDir: string;
let ref: TestServer;
let unlike: UnlikeApi;

beforeAll(async () => {
  staticDir = tempDir('storefront-conformance-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
  ref = await startServer();
  unlike = await startUnlikeApi(ref.apiOrigin, { dropPrice: true, slowMs: 3000 });
});
afterAll(async () => {
  await unlike?.close();
  await ref?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

async function webServer(apiOrigin: string, apiCheck?: boolean) {
  const lines: Array<{ level: number; msg: string }> = [];
  const web = buildWebServer({
    apiOrigin,
    staticDir,
    apiCheck,
    logger: {
      level: 'info',
      stream: { write: (l: string) => void lines.push(JSON.parse(l) as { level: number; msg: string }) },
    },
  });
  await web.listen({ port: 0, host: LOOPBACK });
  const url = `http://${LOOPBACK}:${(web.server.address() as AddressInfo).port}`;
  const said = () => lines.filter((l) => l.msg.startsWith('istore API'));
  return { web, url, said };
}

async function readyz(url: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: await res.json() };
}

async function until<T>(get: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('in front of an unlike API: serves at once, one log line per call it lacks, /readyz reports them and stays ready', async () => {
  const { web, url, said } = await webServer(unlike.origin, true);
  try {
    // the check is under way (the home sections take 3 s), the server already answers
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await readyz(url)).body.apiConformance).toEqual({ state: 'pending' });
    const r = await until(
      () => readyz(url),
      (v) => v.body.apiConformance?.state === 'done',
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'ready', apiConformance: { state: 'done', ok: false } });
    expect(r.body.apiConformance.verdict).toMatch(/^NOT READY: 1 call a main journey needs failed \(products\)/);
    expect(
      r.body.apiConformance.lacking.map((l: { call: string; status: string }) => `${l.call}: ${l.status}`),
    ).toEqual([
      'GET common3/pageContent?pageName=: wrong shape',
      'GET productManagement2/products: wrong shape',
      'GET productManagement2/products/listCount: wrong shape',
      'XSRF-TOKEN cookie: missing',
    ]);
    const lines = said();
    expect(lines.map((l) => l.msg)).toEqual([
      expect.stringMatching(
        /^istore API: GET common3\/pageContent\?pageName=: wrong shape \(not JSON \(text\/html: .*\)\): error state: /,
      ),
      'istore API: GET productManagement2/products: wrong shape (12 of 12 products left out; [0].price: missing, the app needs a number): broken journey: the product lists show their error state: no product can be reached by browsing',
      'istore API: GET productManagement2/products/listCount: wrong shape (no usable count: the lists show no total; count: text "twelve", the app needs a number): feature left out: no usable count: the lists show no total',
      'istore API: XSRF-TOKEN cookie: missing (no answer set it): the app sends no X-XSRF-TOKEN with its changes: an API that wants one refuses them',
      expect.stringMatching(/^istore API conformance: NOT READY: /),
    ]);
    // a broken journey is an error in the log, the rest warnings
    expect(lines.map((l) => l.level)).toEqual([40, 50, 40, 40, 40]);
  } finally {
    await web.close();
  }
}, 60_000);

test('in front of the reference API: ok, nothing lacking, nothing logged above info', async () => {
  const { web, url, said } = await webServer(ref.apiOrigin, true);
  try {
    const r = await until(
      () => readyz(url),
      (v) => v.body.apiConformance?.state === 'done',
    );
    expect(r.body.apiConformance).toMatchObject({ state: 'done', ok: true, lacking: [] });
    expect(said().filter((l) => l.level > 30)).toEqual([]);
  } finally {
    await web.close();
  }
}, 60_000);

test('off unless asked for: no check, no report in /readyz', async () => {
  const { web, url, said } = await webServer(ref.apiOrigin);
  try {
    const r = await readyz(url);
    expect(r.body.apiConformance).toBeUndefined();
    expect(web.apiConformance.lastReport()).toBeNull();
    expect(said()).toEqual([]);
  } finally {
    await web.close();
  }
});
