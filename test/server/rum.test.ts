/**
 * `POST /rum` over real HTTP (server/web/rum.ts): beacons kept as histograms per route pattern
 * and metric (p75 read from the buckets), refused when malformed, too long or naming an address,
 * limited per client address, and refused when the store turned field vitals off.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildWebServer } from '../../server/web/app';
import { LOOPBACK } from '../../server/local';
import { tempDir } from './helpers';

const TEMPLATE = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'index.html'), 'utf8');
let staticDir: string;
beforeAll(() => {
  staticDir = tempDir('storefront-rum-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
});
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

/** Field vitals need no API: the web server answers them itself. */
async function webServer(opts: Partial<Parameters<typeof buildWebServer>[0]> = {}) {
  const web = buildWebServer({ apiOrigin: `http://${LOOPBACK}:1`, staticDir, rumSampleRate: 1, ...opts });
  await web.listen({ port: 0, host: LOOPBACK });
  return { web, url: `http://${LOOPBACK}:${(web.server.address() as AddressInfo).port}/rum` };
}

const beacon = (route: string, metrics: Array<{ name: string; value: unknown }>, platform = 'h5') =>
  JSON.stringify({ v: 1, platform, route, metrics });

/** As navigator.sendBeacon sends a string. */
const send = (url: string, body: string, type = 'text/plain;charset=UTF-8') =>
  fetch(url, { method: 'POST', headers: { 'content-type': type }, body });

function series(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('POST /rum', () => {
  test('beacons are kept per route pattern and metric; p75 is read from the buckets', async () => {
    const { web, url } = await webServer();
    try {
      for (const lcp of [1000, 1200, 1400, 4000]) {
        const res = await send(
          url,
          beacon('/store/product/:id', [
            { name: 'LCP', value: lcp },
            { name: 'CLS', value: 0.02 },
          ]),
        );
        expect(res.status).toBe(204);
      }
      const weapp = beacon(
        '/store/productlist',
        [
          { name: 'firstRender', value: 640 },
          { name: 'appLaunch', value: 1800 },
        ],
        'weapp',
      );
      expect((await send(url, weapp, 'application/json')).status).toBe(204);

      const text = await web.metrics.registry.metrics();
      const lcp = { platform: 'h5', route: '/store/product/:id', metric: 'LCP' };
      expect(series(text, 'storefront_rum_seconds_count', lcp)).toBe(4);
      // three of four at or under 1.5 s, all four under 5 s: p75 lies in (1, 1.5]
      expect(series(text, 'storefront_rum_seconds_bucket', { ...lcp, le: '1' })).toBe(1);
      expect(series(text, 'storefront_rum_seconds_bucket', { ...lcp, le: '1.5' })).toBe(3);
      expect(series(text, 'storefront_rum_seconds_bucket', { ...lcp, le: '5' })).toBe(4);
      expect(series(text, 'storefront_rum_cls_count', { route: '/store/product/:id' })).toBe(4);
      const render = { platform: 'weapp', route: '/store/productlist', metric: 'firstRender' };
      expect(series(text, 'storefront_rum_seconds_sum', render)).toBeCloseTo(0.64);
    } finally {
      await web.close();
    }
  });

  test.each([
    [
      'an address, not a pattern',
      beacon('/store/product/42?email=a@b.example', [{ name: 'LCP', value: 900 }]),
      'unknown route',
    ],
    ['an unknown metric', beacon('/store/productlist', [{ name: 'FID', value: 30 }]), 'unknown metric'],
    [
      'an H5 metric from the mini-program',
      beacon('/store/productlist', [{ name: 'LCP', value: 30 }], 'weapp'),
      'unknown metric',
    ],
    ['a value out of range', beacon('/store/productlist', [{ name: 'LCP', value: -5 }]), 'value out of range'],
    [
      'a value that is not a number',
      beacon('/store/productlist', [{ name: 'TTFB', value: '80' }]),
      'value out of range',
    ],
    [
      'another field',
      JSON.stringify({ v: 1, platform: 'h5', route: '/', metrics: [{ name: 'LCP', value: 1 }], user: 'x' }),
      'unknown field',
    ],
    ['not JSON', 'LCP=900', 'not JSON'],
  ])('refused with 400 and kept nowhere: %s', async (_what, body, reason) => {
    const { web, url } = await webServer();
    try {
      const res = await send(url, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe(
        `Field vitals refused: ${reason}`,
      );
      expect(await web.metrics.registry.metrics()).not.toMatch(/storefront_rum_seconds_count\{/);
    } finally {
      await web.close();
    }
  });

  test('a body over 2 KB is refused with 413', async () => {
    const { url, web } = await webServer();
    try {
      const long = beacon('/store/productlist', [{ name: 'LCP', value: 900 }]).replace(
        '"v":1',
        `"pad":"${'x'.repeat(3000)}","v":1`,
      );
      expect((await send(url, long)).status).toBe(413);
    } finally {
      await web.close();
    }
  });

  test('more than perMinute beacons from one address get 429', async () => {
    const { url, web } = await webServer({ rumPerMinute: 3 });
    try {
      const body = beacon('/', [{ name: 'TTFB', value: 120 }]);
      const statuses: number[] = [];
      // ten in a row: even across a minute's turn, one window holds more than three
      for (let i = 0; i < 10; i++) statuses.push((await send(url, body)).status);
      expect(statuses.slice(0, 3)).toEqual([204, 204, 204]);
      expect(statuses).toContain(429);
    } finally {
      await web.close();
    }
  });

  test('field vitals off (sample rate 0): 404, and GET /rum tells the app', async () => {
    const { url, web } = await webServer({ rumSampleRate: 0 });
    try {
      expect((await send(url, beacon('/', [{ name: 'LCP', value: 900 }]))).status).toBe(404);
      expect(await (await fetch(url)).json()).toEqual({ sampleRate: 0 });
      expect(await web.metrics.registry.metrics()).not.toMatch(/storefront_rum_seconds_count\{/);
    } finally {
      await web.close();
    }
  });
});
