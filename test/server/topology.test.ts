/**
 * The production claims, proven with real parts over real HTTP (scripts/bench/topology.ts):
 * Debian's Varnish with the repo's VCL (deploy/varnish/storefront.vcl) in front of three copies of
 * the web server, each its own process as an operator runs it, in front of one reference API.
 * Short cache settings (s-maxage 2 s, so a stale window of 10 s) keep it quick.
 *
 * Needs the built H5 app and Debian's varnish: without either it fails and says so.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTopology, type Topology } from '../../scripts/bench/topology';
import { Client, registerShopper, tempDir } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const H5_DIR = process.env.STOREFRONT_H5_DIR || path.join(ROOT, 'dist', 'h5');
const SHARED_MAX_AGE = 2;
const STALE_WINDOW = SHARED_MAX_AGE * 5;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came (still encoded). */
  raw: Buffer;
  /** The body decoded as its Content-Encoding says. */
  text: string;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
/** Every answer Varnish gave in this file, to check what no cached answer may carry. */
const answers: { url: string; answer: Answer }[] = [];

function get(origin: string, urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${origin}${urlPath}`,
      { agent, headers: { 'accept-encoding': 'gzip', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const enc = res.headers['content-encoding'];
          const body = enc === 'gzip' ? zlib.gunzipSync(raw) : enc === 'br' ? zlib.brotliDecompressSync(raw) : raw;
          const answer = {
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw,
            text: body.toString('utf8'),
            ms: Date.now() - started,
          };
          answers.push({ url: urlPath, answer });
          resolve(answer);
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`GET ${urlPath}: no answer in 15 s`)));
  });
}

const isHit = (a: Answer) => a.headers['x-cache'] === 'HIT';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let topo: Topology;
let dataDir: string;
let storeName: string;
const setStoreName = (en: string) =>
  topo.api.db.prepare("UPDATE store_settings SET value = json_set(value, '$.en', ?) WHERE key = 'storeName'").run(en);

beforeAll(async () => {
  if (!fs.existsSync(path.join(H5_DIR, 'index.html')))
    throw new Error(`${H5_DIR}/index.html is missing: run \`npm run build:h5\` (npm test builds it)`);
  dataDir = tempDir('storefront-topology-');
  const started = Date.now();
  topo = await startTopology({
    staticDir: H5_DIR,
    api: { dataDir },
    copies: 3,
    webEnv: { STORE_SHARED_MAX_AGE: String(SHARED_MAX_AGE), STORE_CATALOGUE_FRESH_MS: '500', RUM_SAMPLE_RATE: '0' },
    probeMs: 300,
  });
  storeName = (
    topo.api.db
      .prepare("SELECT json_extract(value, '$.en') AS n FROM store_settings WHERE key = 'storeName'")
      .get() as { n: string }
  ).n;
  console.log(`topology up in ${Date.now() - started} ms: API, 3 copies, Varnish at ${topo.varnish.origin}`);
}, 150_000);

afterAll(async () => {
  agent.destroy();
  await topo?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

afterEach(() => {
  // no answer served from the cache ever carries a cookie
  const leaked = answers.filter(({ answer }) => isHit(answer) && answer.headers['set-cookie']);
  expect(leaked.map((l) => l.url)).toEqual([]);
});

test('a visitor gets the page from the cache, and a change in the store shows within s-maxage plus the stale window', async () => {
  const first = await get(topo.varnish.origin, '/');
  expect(first.status).toBe(200);
  expect(first.headers['cache-control']).toMatch(/public/);
  let hit: Answer | null = null;
  for (let i = 0; i < 20 && !hit; i++) {
    const a = await get(topo.varnish.origin, '/', { cookie: 'XSRF-TOKEN=abc' });
    if (isHit(a)) hit = a;
  }
  expect(hit).not.toBeNull();
  expect(hit!.headers.age).toBeDefined();
  expect(hit!.text === first.text).toBe(true);
  expect(hit!.text.includes(storeName.replace(/&/g, '&amp;'))).toBe(true);

  setStoreName('Renamed Tea House');
  const changed = Date.now();
  let seen = false;
  while (!seen && Date.now() - changed < (SHARED_MAX_AGE + STALE_WINDOW + 5) * 1000) {
    const a = await get(topo.varnish.origin, '/');
    seen = a.text.includes('Renamed Tea House');
    if (!seen) await sleep(200);
  }
  const tookMs = Date.now() - changed;
  console.log(`the store's change showed through Varnish after ${tookMs} ms`);
  expect(seen).toBe(true);
  expect(tookMs).toBeLessThanOrEqual((SHARED_MAX_AGE + STALE_WINDOW) * 1000 + 2000);
  setStoreName(storeName);
}, 40_000);

test("a signed-in shopper's page is never cached and shows no one else's name, cart or session", async () => {
  const dana = await new Client(topo.varnish.origin).prime();
  expect((await dana.post('/common3/signon', { email: 'demo@example.com', password: 'demo1234' })).status).toBe(200);
  const bea = await new Client(topo.varnish.origin).prime();
  await registerShopper(bea, topo.api.db, {
    email: 'bea.topology@example.com',
    password: 'long-enough',
    firstName: 'Beatrix',
    lastName: 'Quill',
  });
  const pages = ['/', '/store/product/1', '/checkout/cart', '/user/list'];
  for (const url of pages) {
    for (let round = 0; round < 3; round++) {
      const asDana = await get(topo.varnish.origin, url, { cookie: dana.cookieHeader() });
      const asBea = await get(topo.varnish.origin, url, { cookie: bea.cookieHeader() });
      for (const [own, other, a] of [
        [dana, bea, asDana],
        [bea, dana, asBea],
      ] as const) {
        expect(isHit(a)).toBe(false);
        expect(a.headers['cache-control']).toMatch(/private|no-cache|no-store/);
        const otherSession = other.jar.get('ISTORE_SID');
        expect(otherSession).toBeDefined();
        expect(a.text).not.toContain(otherSession!);
        expect(String(a.headers['set-cookie'] ?? '')).not.toContain(otherSession!);
        expect(own.jar.get('ISTORE_SID')).toBeDefined();
      }
      // each sees their own (the page's app info names its shopper), no one else's
      if (url === '/') expect([asDana.text.includes('Dana'), asBea.text.includes('Beatrix')]).toEqual([true, true]);
      expect(asDana.text).not.toMatch(/Beatrix|bea\.topology/);
      expect(asBea.text).not.toMatch(/Dana|demo@example\.com/);
    }
    // and a visitor after them gets the shared page, with no one's name in it
    const visitor = await get(topo.varnish.origin, url);
    expect(visitor.text).not.toMatch(/Beatrix|bea\.topology|demo@example\.com/);
    expect(visitor.headers['set-cookie']).toBeUndefined();
  }
}, 60_000);

test('a referral link sets its cookie from a copy, never from the cache', async () => {
  for (let i = 0; i < 3; i++) {
    const a = await get(topo.varnish.origin, '/?rid=MJDEMO01');
    expect(isHit(a)).toBe(false);
    expect(String(a.headers['set-cookie'] ?? '')).toMatch(/MJDEMO01/);
  }
});

test('encodings never mix: brotli never to a client that asked for gzip, nothing encoded to one that asked for none', async () => {
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(fs.readFileSync(path.join(H5_DIR, 'index.html'), 'utf8'))?.[1];
  expect(script).toBeDefined();
  for (const url of ['/', '/store/productlist', script!]) {
    // a brotli-capable client first fills the cache
    await get(topo.varnish.origin, url, { 'accept-encoding': 'br, gzip' });
    const brOnly = await get(topo.varnish.origin, url, { 'accept-encoding': 'br' });
    const gzip = await get(topo.varnish.origin, url, { 'accept-encoding': 'gzip' });
    const none = await get(topo.varnish.origin, url, { 'accept-encoding': 'identity' });
    expect(gzip.headers['content-encoding'] ?? 'identity').toMatch(/^(gzip|identity)$/);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(brOnly.headers['content-encoding'] ?? 'identity').toMatch(/^(br|identity)$/);
    // each body is what its Content-Encoding says (it decodes), whole; the app's file the same bytes
    // in each (a page may be renewed between two of these requests: s-maxage is 2 s here)
    for (const a of [brOnly, gzip, none]) expect(a.text.length).toBeGreaterThan(1000);
    if (url.endsWith('.js')) expect([gzip.text === none.text, brOnly.text === none.text]).toEqual([true, true]);
    else for (const a of [brOnly, gzip, none]) expect(a.text.trimEnd()).toMatch(/^<!doctype html>[\s\S]*<\/html>$/i);
    expect(none.raw.toString('utf8') === none.text).toBe(true);
  }
}, 30_000);

test('one copy stopped with SIGTERM while shoppers load the store: no shopper request fails', async () => {
  const shopper = await new Client(topo.varnish.origin).prime();
  expect((await shopper.post('/common3/signon', { email: 'demo@example.com', password: 'demo1234' })).status).toBe(200);
  const failures: string[] = [];
  let done = 0;
  let stop = false;
  const urls = ['/', '/store/product/1', '/store/productlist', '/checkout/cart'];
  const loop = async (n: number) => {
    for (let i = 0; !stop; i++) {
      const url = urls[(n + i) % urls.length];
      // half signed-in (passed to a copy every time), half visitors (mostly from the cache)
      const headers: Record<string, string> = n % 2 ? { cookie: shopper.cookieHeader() } : {};
      try {
        const a = await get(topo.varnish.origin, url, headers);
        if (a.status !== 200) failures.push(`${url}: ${a.status}`);
      } catch (err) {
        failures.push(`${url}: ${(err as Error).message}`);
      }
      done++;
    }
  };
  const loops = Array.from({ length: 8 }, (_, n) => loop(n));
  while (done < 40) await sleep(50);
  const victim = topo.copies[1];
  const stoppedAt = Date.now();
  victim.proc.kill('SIGTERM');
  const code = await victim.exited;
  const drainMs = Date.now() - stoppedAt;
  const before = done;
  while (done < before + 60) await sleep(50);
  stop = true;
  await Promise.all(loops);
  console.log(`drain: copy exited ${code} after ${drainMs} ms; ${done} requests, ${failures.length} failed`);
  expect(failures).toEqual([]);
  expect(code).toBe(0);
}, 60_000);

test('the API stopped: cached pages still answer, uncached ones get the neutral shell within 1 s', async () => {
  let cached: Answer | null = null;
  for (let i = 0; i < 20 && !cached; i++) {
    const a = await get(topo.varnish.origin, '/store/productlist');
    if (isHit(a)) cached = a;
  }
  expect(cached).not.toBeNull();
  expect(cached!.text.includes('sf-shell__page')).toBe(true);
  await topo.stopApi();
  // past s-maxage the page is renewed in the background: the copies answer the neutral shell,
  // and Varnish keeps the page it had
  await sleep((SHARED_MAX_AGE + 1) * 1000);
  for (let i = 0; i < 3; i++) {
    const again = await get(topo.varnish.origin, '/store/productlist');
    expect(again.status).toBe(200);
    expect(again.text === cached!.text).toBe(true);
  }
  const uncached = await get(topo.varnish.origin, '/store/product/2');
  console.log(`an uncached page with the API down answered in ${uncached.ms} ms`);
  expect(uncached.status).toBe(200);
  expect(isHit(uncached)).toBe(false);
  expect(uncached.text.includes('sf-shell__page')).toBe(false);
  expect(uncached.ms).toBeLessThan(1000);
}, 30_000);
