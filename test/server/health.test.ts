/**
 * Liveness and readiness over real HTTP (server/web/health.ts): the web server in front of the
 * reference API, then with the API gone, the build gone, and draining; the API's own /healthz.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../../server/api/app';
import { buildWebServer } from '../../server/web/app';
import { LOOPBACK } from '../../server/local';
import { tempDir } from './helpers';

const TEMPLATE = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'index.html'), 'utf8');

let staticDir: string;
let dataDir: string;
let api: ReturnType<typeof buildServer>;
let apiOrigin: string;
const seenByApi: string[] = [];

beforeAll(async () => {
  staticDir = tempDir('storefront-health-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
  dataDir = tempDir();
  api = buildServer({ dataDir, env: {}, trustProxy: [LOOPBACK] });
  api.addHook('onRequest', async (req) => {
    seenByApi.push(req.url);
  });
  await api.listen({ port: 0, host: LOOPBACK });
  apiOrigin = `http://${LOOPBACK}:${(api.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await api.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function webServer(origin: string, opts: Partial<Parameters<typeof buildWebServer>[0]> = {}) {
  const web = buildWebServer({ apiOrigin: origin, staticDir, ...opts });
  await web.listen({ port: 0, host: LOOPBACK });
  return { web, url: `http://${LOOPBACK}:${(web.server.address() as AddressInfo).port}` };
}

async function getJson(url: string): Promise<{ status: number; cache: string | null; body: any }> {
  const res = await fetch(url, { headers: { accept: 'text/html,application/json' } });
  return { status: res.status, cache: res.headers.get('cache-control'), body: await res.json() };
}

describe('web server health and readiness', () => {
  test('in front of a working API: /healthz and /readyz answer 200, never cached, never forwarded', async () => {
    const { web, url } = await webServer(apiOrigin);
    try {
      seenByApi.length = 0;
      const live = await getJson(`${url}/healthz`);
      expect(live).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
      const ready = await getJson(`${url}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.cache).toBe('no-store');
      expect(ready.body).toMatchObject({ status: 'ready', ready: true });
      expect(typeof ready.body.apiAnsweredMsAgo).toBe('number');
      // the probe asked the API for app info; neither path reached it
      expect(seenByApi.some((u) => /healthz|readyz/.test(u))).toBe(false);
      expect(seenByApi.some((u) => u.includes('common3/appInfoInit'))).toBe(true);
      // an answer for a page counts as recent: a second probe asks the API nothing
      seenByApi.length = 0;
      expect((await getJson(`${url}/readyz`)).status).toBe(200);
      expect(seenByApi).toEqual([]);
    } finally {
      await web.close();
    }
  });

  test('the API unreachable: /readyz is 503 with the reason, /healthz still 200', async () => {
    const { web, url } = await webServer(`http://${LOOPBACK}:1`, { health: { probeTimeoutMs: 1000 } });
    try {
      const ready = await getJson(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.cache).toBe('no-store');
      expect(ready.body.status).toBe('not ready');
      expect(ready.body.reason).toMatch(/^the istore API has not answered: .*ECONNREFUSED/);
      expect(ready.body.apiAnsweredMsAgo).toBeNull();
      expect((await getJson(`${url}/healthz`)).status).toBe(200);
    } finally {
      await web.close();
    }
  });

  test('the API stops answering: ready turns 503 once its last answer is older than recentMs', async () => {
    const dir = tempDir();
    const own = buildServer({ dataDir: dir, env: {}, trustProxy: [LOOPBACK] });
    await own.listen({ port: 0, host: LOOPBACK });
    const { web, url } = await webServer(`http://${LOOPBACK}:${(own.server.address() as AddressInfo).port}`, {
      health: { recentMs: 1, probeTimeoutMs: 1000 },
    });
    try {
      expect((await getJson(`${url}/readyz`)).status).toBe(200);
      await own.close();
      const ready = await getJson(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(typeof ready.body.apiAnsweredMsAgo).toBe('number');
    } finally {
      await web.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the build missing: /readyz is 503 naming the missing file', async () => {
    const empty = tempDir('storefront-nobuild-');
    const web = buildWebServer({ apiOrigin, staticDir: empty });
    await web.listen({ port: 0, host: LOOPBACK });
    try {
      const ready = await getJson(`http://${LOOPBACK}:${(web.server.address() as AddressInfo).port}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.body.reason).toBe(`the H5 build is missing: ${empty}/index.html`);
    } finally {
      await web.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  test('draining: /readyz is 503 at once, /healthz still 200', async () => {
    const { web, url } = await webServer(apiOrigin);
    try {
      expect((await getJson(`${url}/readyz`)).status).toBe(200);
      web.health.draining = true;
      const ready = await getJson(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.body.reason).toBe('draining: the server is shutting down');
      expect((await getJson(`${url}/healthz`)).status).toBe(200);
    } finally {
      await web.close();
    }
  });

  test('a further check (the API conformance) is reported by /readyz', async () => {
    const { web, url } = await webServer(apiOrigin);
    try {
      let why: string | null = 'productDetail answered 500';
      web.health.addCheck('conformance', () => why);
      const ready = await getJson(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.body.reason).toBe('conformance: productDetail answered 500');
      why = null;
      expect((await getJson(`${url}/readyz`)).status).toBe(200);
    } finally {
      await web.close();
    }
  });
});

describe('reference API health', () => {
  test('/healthz answers 200, never cached', async () => {
    expect(await getJson(`${apiOrigin}/healthz`)).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
  });
});
