/**
 * The web server (server/web/) in front of the reference API (server/api/), two
 * listeners over real HTTP, never a shared database: pages and their first content per language,
 * cookies and XSRF through the forward, a photo upload through it, the sandbox pay round trip,
 * the API down and slow, what the cache holds, search engines' tags per page type and language.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../../server/api/app';
import { buildWebServer } from '../../server/web/app';
import { LOOPBACK } from '../../server/local';
import { rewriteLocation, rewriteSetCookie } from '../../server/web/forward';
import { hasPersonalCookie } from '../../server/web/page';
import { decimalPrice, pageUrl } from '../../server/web/seo';
import { API_BASE_PATH, XSRF_COOKIE, XSRF_HEADER, type PaymentRequestResponse } from '../../types/api';
import { Client, tempDir, type TestServer } from './helpers';
import { withRumSetting } from '../../server/web/rum-setting';
import { SM, decide, placeOrder, signIn } from './checkout-helpers';

const TEMPLATE = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'index.html'), 'utf8');
/** The neutral shell: the build's page as it is, with the field-vitals sample rate (default 0.1). */
const NEUTRAL = withRumSetting(TEMPLATE, 0.1);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let staticDir: string;
let server: TestServer;
/** The client address the API saw on each request. */
const seenByApi: string[] = [];
/** The URL of each request the API answered. */
const urlsSeenByApi: string[] = [];
beforeAll(async () => {
  staticDir = tempDir('storefront-web-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(staticDir, 'manifest.webmanifest'), '{"name":"Storefront"}');
  // as server/local.ts runs them, plus a look at the address the API believes; the web server
  // itself believes X-Forwarded-For here (as behind a load balancer)
  const dataDir = tempDir();
  const api = buildServer({ dataDir, env: {}, trustProxy: [LOOPBACK] });
  api.addHook('onRequest', async (req) => {
    seenByApi.push(req.ip);
    urlsSeenByApi.push(req.url);
  });
  await api.listen({ port: 0, host: LOOPBACK });
  const apiOrigin = `http://${LOOPBACK}:${(api.server.address() as AddressInfo).port}`;
  const front = buildWebServer({
    apiOrigin,
    staticDir,
    trustProxy: true,
    cacheFreshMs: 10_000,
    cacheStaleMs: 300_000,
    pageBudgetMs: 5000, // a loaded test machine; the default (600 ms) is tested below
  });
  await front.listen({ port: 0, host: LOOPBACK });
  server = {
    app: api,
    web: front,
    apiOrigin,
    origin: `http://${LOOPBACK}:${(front.server.address() as AddressInfo).port}`,
    dataDir,
    async close() {
      await front.close();
      await api.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const web = () => server.web!;
const page = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${p}`, { headers: { accept: 'text/html', ...headers } });

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
}
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:]/g, '\\:')}" content="([^"]*)">`).exec(html)?.[1];

describe('two listeners', () => {
  test('the web server and the API are different ports; the web server reads the API over HTTP', async () => {
    expect(server.origin).not.toBe(server.apiOrigin);
    const before = web().storeApi.reads;
    const res = await page('/store/product/1', { 'accept-language': 'en' });
    expect(res.status).toBe(200);
    expect(web().storeApi.reads).toBeGreaterThanOrEqual(before);
    expect(web().storeApi.origin).toBe(server.apiOrigin);
  });

  test('server/web imports nothing from server/api', () => {
    const dir = path.join(__dirname, '..', '..', 'server', 'web');
    for (const f of fs.readdirSync(dir)) {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      expect([f, /from '\.\.\/api\//.test(text)]).toEqual([f, false]);
    }
  });
});

describe('pages and their first content', () => {
  test.each([
    ['/', 'home__hero'],
    ['/store/productlist?cat=all', 'product-card'],
    ['/store/product/1', 'product-page__name'],
  ])('%s: the store shell with the first content (en, zh)', async (url, cls) => {
    const info = (
      await new Client(server.apiOrigin).get('/common3/appInfoInit', { headers: { 'accept-language': 'zh' } })
    ).body;
    for (const lang of ['en', 'zh']) {
      const res = await page(url, { 'accept-language': lang });
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).toContain(`class="page-shell__main sf-shell__page"`);
      expect(html).toContain(cls);
      expect(html).toContain(`<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"`);
      expect(html).toContain('id="sf-app-info"');
      if (lang === 'zh') expect(html).toContain(info.appContent.storeName.replace('&', '&amp;'));
    }
  });

  test("the shell's app info names the web server's origin, not the API's (cdnpath, appDomain)", async () => {
    for (const cookie of [undefined, 'ISTORE_SID=none']) {
      const html = await (await page('/', cookie ? { cookie } : {})).text();
      const info = JSON.parse(/<script type="application\/json" id="sf-app-info">([^<]*)</.exec(html)![1]);
      expect(info.appContent.appDetail.cdnpath).toBe(server.origin);
      expect(info.appContent.appDetail.appDomain).toBe(new URL(server.origin).host);
    }
  });

  test('a product in Chinese shows its Chinese name', async () => {
    const zh = await (
      await fetch(`${server.apiOrigin}${API_BASE_PATH}/productDetailManagement/productDetail/1`, {
        headers: { 'accept-language': 'zh' },
      })
    ).json();
    const html = await (await page('/store/product/1', { 'accept-language': 'zh' })).text();
    expect(html).toContain(`<span class="taro-text product-page__name">${zh.name}</span>`);
  });

  test("a page without personal data may be kept by shared caches; a shopper's page is private", async () => {
    const anon = await page('/store/product/2');
    expect(anon.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(anon.headers.get('vary')).toMatch(/Accept-Language/);
    expect(anon.headers.get('vary')).toMatch(/Cookie/);
    expect(anon.headers.get('set-cookie')).toBeNull();

    const shopper = await new Client(server.origin).prime();
    await signIn(shopper);
    const mine = await page('/store/product/2', { cookie: shopper.cookieHeader() });
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    const html = await mine.text();
    const info = JSON.parse(/<script type="application\/json" id="sf-app-info">([^<]*)</.exec(html)![1]);
    expect(info.userID).toBeTruthy();
  });

  test('?rid= on a page leaves the referral cookie (private page)', async () => {
    const res = await page('/?rid=ABCD1234');
    expect(res.headers.get('set-cookie')).toMatch(/^SASRFRID=ABCD1234; Max-Age=\d+; Path=\/; SameSite=Lax/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  test('a burst of visitors costs the API one read of each answer', async () => {
    await page('/store/product/3'); // warm: app info and the product
    const before = web().storeApi.reads;
    await Promise.all(Array.from({ length: 30 }, () => page('/store/product/3')));
    expect(web().storeApi.reads - before).toBeLessThanOrEqual(2);
  });
});

describe('the forward', () => {
  test('cookies both ways, for the web host; XSRF through; a mutation works', async () => {
    const c = new Client(server.origin);
    const first = await c.get('/common3/appInfoInit');
    const xsrf = first.setCookies.find((s) => s.startsWith(`${XSRF_COOKIE}=`));
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toMatch(/domain=/i);
    // without the header: the API's own refusal comes through
    const refused = await c.post('/common3/changeLocale/zh', {}, { xsrf: false });
    expect([403, 404]).toContain(refused.status);
    const userID = await signIn(c);
    expect(userID).toBeTruthy();
    const info = await c.get('/common3/appInfoInit');
    expect(info.body.userID).toBe(userID);
  });

  test('a public picture is read from the API once while it is kept, per encoding; the API is asked again for another', async () => {
    const get = (url: string, encoding: string) =>
      fetch(`${server.origin}${url}`, { headers: { 'accept-encoding': encoding } });
    const reads = (url: string) => urlsSeenByApi.filter((u) => u === url).length;
    const url = '/media/products/2.svg';
    const first = await get(url, 'br');
    expect(first.status).toBe(200);
    const body = Buffer.from(await first.arrayBuffer());
    const again = await get(url, 'br');
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.headers.get('cache-control')).toMatch(/public/);
    expect(reads(url)).toBe(1);
    // the XSRF cookie the API set for the first asker is not handed to the next
    expect(again.headers.get('set-cookie')).toBeNull();
    await (await get(url, 'identity')).arrayBuffer();
    expect(reads(url)).toBe(2);
    // not a picture: every read goes to the API
    const api = `${API_BASE_PATH}/common3/appInfoInit`;
    const before = reads(api);
    await (await get(api, 'br')).arrayBuffer();
    await (await get(api, 'br')).arrayBuffer();
    expect(reads(api) - before).toBe(2);
  });

  test('Set-Cookie loses its Domain; a Location on the API origin becomes relative', () => {
    expect(rewriteSetCookie('SID=1; Domain=api.example; Path=/; HttpOnly')).toBe('SID=1; Path=/; HttpOnly');
    expect(rewriteLocation('http://api:1/confirmation/5?x=1', 'http://api:1')).toBe('/confirmation/5?x=1');
    expect(rewriteLocation('https://pay.example/x', 'http://api:1')).toBe('https://pay.example/x');
  });

  test('a photo upload streams through', async () => {
    const c = await new Client(server.origin).prime();
    await signIn(c);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${server.origin}${API_BASE_PATH}/admin/userManagement/image/upload`, {
      method: 'POST',
      headers: { cookie: c.cookieHeader(), [XSRF_HEADER]: c.jar.get(XSRF_COOKIE)! },
      body: form,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    const url = JSON.stringify(body).match(/\/media\/profile\/[^"]+/)?.[0];
    expect(url).toBeDefined();
    const img = await fetch(`${server.origin}${url}`, { headers: { cookie: c.cookieHeader() } });
    expect(img.status).toBe(200);
  });

  test('the sandbox pay round trip: pay page, 303 back to the confirmation URL, paid', async () => {
    const { client, order } = await placeOrder(server);
    const id = order.orderID;
    const req = await client.post(`${SM}/requestOPayH5Payment`, { orderID: id });
    const { payUrl } = req.body as PaymentRequestResponse;
    const res = await decide(client, payUrl, 'approve');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/confirmation/${id}?from_source=opay_h5X${id}`);
    const status = await client.post(`${SM}/checkOPayPaymentStatus`, { orderID: id, returnUrlInfo: 'x' });
    expect(status.body).toMatchObject({ status: 'NEW', paymentStatus: 'PAID_ONLINE' });
  });

  test("the API sees the shopper's address the web server believes (X-Forwarded-For)", async () => {
    await fetch(`${server.origin}${API_BASE_PATH}/common3/appInfoInit`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(seenByApi.at(-1)).toBe('203.0.113.7');
    // a page's own read of the shopper's app info carries it too
    await page('/', { cookie: 'ISTORE_SID=nobody', 'x-forwarded-for': '198.51.100.9' });
    expect(seenByApi).toContain('198.51.100.9');
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, LOOPBACK, () => r()));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

describe('the API slow or down', () => {
  test('down: every page within 1 s with the neutral shell; the API calls 502 in its error shape', async () => {
    const front = buildWebServer({ apiOrigin: `http://${LOOPBACK}:${await closedPort()}`, staticDir });
    await front.listen({ port: 0, host: LOOPBACK });
    try {
      const base = `http://${LOOPBACK}:${(front.server.address() as AddressInfo).port}`;
      for (const p of ['/', '/store/productlist?cat=all', '/store/product/1', '/user/list']) {
        const t0 = Date.now();
        const res = await fetch(base + p, { headers: { accept: 'text/html' } });
        expect(Date.now() - t0).toBeLessThan(1000);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toBe(NEUTRAL);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      }
      const api = await fetch(`${base}${API_BASE_PATH}/common3/appInfoInit`);
      expect(api.status).toBe(502);
      expect(await api.json()).toEqual({ errors: [{ code: 'BAD_GATEWAY', message: expect.any(String) }] });
    } finally {
      await front.close();
    }
  });

  test('down: the sandbox pay page opened in a browser is an HTML error page (502), a script still gets JSON', async () => {
    const front = buildWebServer({ apiOrigin: `http://${LOOPBACK}:${await closedPort()}`, staticDir });
    await front.listen({ port: 0, host: LOOPBACK });
    try {
      const base = `http://${LOOPBACK}:${(front.server.address() as AddressInfo).port}`;
      const page = await fetch(`${base}/sandbox/opay/pay?orderID=100001`, {
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-dest': 'document' },
      });
      expect(page.status).toBe(502);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toMatch(/^<!doctype html>/i);
      expect(html).toContain('<h1>The store cannot be reached</h1>');
      const script = await fetch(`${base}/sandbox/opay/pay?orderID=100001`, {
        headers: { accept: 'application/json' },
      });
      expect(script.status).toBe(502);
      expect(await script.json()).toEqual({ errors: [{ code: 'BAD_GATEWAY', message: expect.any(String) }] });
    } finally {
      await front.close();
    }
  });

  test('slow (STORE_LATENCY_MS): pages within 1 s (neutral shell), a forwarded call past its time is 504', async () => {
    const api = buildServer({ dataDir: tempDir(), env: { STORE_LATENCY_MS: '1500' } });
    await api.listen({ port: 0, host: LOOPBACK });
    const front = buildWebServer({
      apiOrigin: `http://${LOOPBACK}:${(api.server.address() as AddressInfo).port}`,
      staticDir,
      forwardTimeoutMs: 500,
    });
    await front.listen({ port: 0, host: LOOPBACK });
    try {
      const base = `http://${LOOPBACK}:${(front.server.address() as AddressInfo).port}`;
      const t0 = Date.now();
      const res = await fetch(`${base}/store/product/1`, { headers: { accept: 'text/html' } });
      expect(Date.now() - t0).toBeLessThan(1000);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(NEUTRAL);
      const slow = await fetch(`${base}${API_BASE_PATH}/common3/appInfoInit`);
      expect(slow.status).toBe(504);
      expect((await slow.json()).errors[0].code).toBe('GATEWAY_TIMEOUT');
    } finally {
      await front.close();
      await api.close();
    }
  }, 60_000);
  test("a page whose product reads fail is the store's page without them, and no shared cache may keep it", async () => {
    // the real API behind a stand-in that answers 500 to product reads (app info still answers)
    const target = new URL(server.apiOrigin);
    const failing = http.createServer((req, res) => {
      if (/productManagement2\/products|productDetailManagement/.test(req.url ?? '')) {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"errors":[{"code":"INTERNAL"}]}');
        return;
      }
      const fwd = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
          agent: false,
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      req.pipe(fwd);
    });
    await new Promise<void>((r) => failing.listen(0, LOOPBACK, () => r()));
    const front = buildWebServer({
      apiOrigin: `http://${LOOPBACK}:${(failing.address() as AddressInfo).port}`,
      staticDir,
      pageBudgetMs: 5000,
    });
    await front.listen({ port: 0, host: LOOPBACK });
    try {
      const base = `http://${LOOPBACK}:${(front.server.address() as AddressInfo).port}`;
      for (const p of ['/store/productlist', '/store/product/2']) {
        const res = await fetch(base + p, { headers: { accept: 'text/html' } });
        expect([p, res.status]).toEqual([p, 200]);
        const html = await res.text();
        // the store's own shell (its app info), not the neutral one...
        expect(html).toContain('id="sf-app-info"');
        // ...but kept by no one: a cache renewing a whole page with it would lose its content
        expect([p, res.headers.get('cache-control')]).toEqual([p, 'no-cache']);
      }
      // the whole page, once the reads answer, may be kept again
      const whole = await page('/store/productlist');
      expect(whole.headers.get('cache-control')).toMatch(/^public, /);
    } finally {
      await front.close();
      failing.closeAllConnections();
      await new Promise((r) => failing.close(r));
    }
  });
});

describe('the cache', () => {
  test('holds no shopper data: no cookies, no user, only catalogue and shared app info', async () => {
    const c = await new Client(server.origin).prime();
    const userID = await signIn(c);
    for (const p of ['/', '/store/productlist?cat=all', '/store/product/1', '/user/list'])
      await page(p, { cookie: c.cookieHeader() });
    const entries = web().storeApi.cachedEntries();
    expect(entries.length).toBeGreaterThan(0);
    for (const { key, answer } of entries) {
      expect(answer.setCookies).toEqual([]);
      const text = JSON.stringify(answer.json);
      expect([key, text.includes(userID)]).toEqual([key, false]);
      expect([key, text.includes('demo@example.com')]).toEqual([key, false]);
      expect([key, /ISTORE_SID|XSRF-TOKEN/.test(text)]).toEqual([key, false]);
    }
  });

  test('only the session makes a request personal', () => {
    expect(hasPersonalCookie(undefined)).toBe(false);
    expect(hasPersonalCookie(`${XSRF_COOKIE}=abc`)).toBe(false);
    expect(hasPersonalCookie(`${XSRF_COOKIE}=abc; ISTORE_SID=x`)).toBe(true);
  });
});

describe('search engines and sharing', () => {
  test('a product page: title, description, canonical, hreflang, Open Graph, Product + Offer, BreadcrumbList, Organization', async () => {
    const wire = await (
      await fetch(`${server.apiOrigin}${API_BASE_PATH}/productDetailManagement/productDetail/1`)
    ).json();
    const html = await (await page('/store/product/1', { 'accept-language': 'en' })).text();
    expect(html).toMatch(new RegExp(`<title>${wire.name} \\| [^<]+</title>`));
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // asked for without ?lang=, the page is the x-default address and names itself
    expect(html).toContain(`<link rel="canonical" href="${server.origin}/store/product/1">`);
    const en = await (await page('/store/product/1?lang=en', { 'accept-language': 'zh' })).text();
    expect(en).toContain(`<link rel="canonical" href="${server.origin}/store/product/1?lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="zh" href="${server.origin}/store/product/1?lang=zh">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${server.origin}/store/product/1">`);
    expect(meta(html, 'property', 'og:type')).toBe('product');
    // the large preview's 1200×630 PNG of the product's picture (test/server/seo-pages.test.ts)
    expect(meta(html, 'property', 'og:image')).toBe(`${server.origin}/share-image/product/1.png`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const ld = jsonLd(html);
    const product = ld.find((x) => x['@type'] === 'Product')!;
    expect(product.name).toBe(wire.name);
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: wire.currencyCode,
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
    });
    expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(meta(html, 'property', 'product:price:amount')).toBe(product.offers.price);
    const crumbs = ld.find((x) => x['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, name: 'Home' });
    expect(crumbs.itemListElement.at(-1)).toMatchObject({ name: wire.name });
    expect(ld.find((x) => x['@type'] === 'Organization')).toMatchObject({ url: `${server.origin}/` });
  });

  test('reviews extension: the Product gets aggregateRating and its first reviews; a product without reviews gets none', async () => {
    const reviews = await (
      await fetch(`${server.apiOrigin}${API_BASE_PATH}/ext/reviews/product/1?numberToLoad=5`)
    ).json();
    expect(reviews.summary.count).toBeGreaterThan(0);
    const product = jsonLd(await (await page('/store/product/1', { 'accept-language': 'en' })).text()).find(
      (x) => x['@type'] === 'Product',
    )!;
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.review).toHaveLength(Math.min(5, reviews.summary.count));
    expect(product.review[0]).toMatchObject({
      '@type': 'Review',
      name: reviews.reviews[0].title,
      author: { '@type': 'Person', name: reviews.reviews[0].author },
      reviewRating: { ratingValue: reviews.reviews[0].rating },
    });
    const other = jsonLd(await (await page('/store/product/40', { 'accept-language': 'en' })).text()).find(
      (x) => x['@type'] === 'Product',
    );
    if (other) {
      expect(other.aggregateRating).toBeUndefined();
      expect(other.review).toBeUndefined();
    }
  });

  test('in Chinese: the same tags in the page language (zh names, zh_CN; canonical ?lang=zh when asked so)', async () => {
    const wire = await (
      await fetch(`${server.apiOrigin}${API_BASE_PATH}/productDetailManagement/productDetail/1`, {
        headers: { 'accept-language': 'zh' },
      })
    ).json();
    for (const [html, canonical] of [
      [await (await page('/store/product/1', { 'accept-language': 'zh' })).text(), '/store/product/1'],
      [await (await page('/store/product/1?lang=zh', { 'accept-language': 'en' })).text(), '/store/product/1?lang=zh'],
    ]) {
      expect(html).toContain(`<link rel="canonical" href="${server.origin}${canonical}">`);
      expect(meta(html, 'property', 'og:locale')).toBe('zh_CN');
      const ld = jsonLd(html);
      expect(ld.find((x) => x['@type'] === 'Product')!.name).toBe(wire.name);
      expect(ld.find((x) => x['@type'] === 'BreadcrumbList')!.itemListElement[0].name).toBe('首页');
    }
  });

  test('the list and home pages: their own titles, breadcrumbs on the list, Organization everywhere', async () => {
    const list = await (await page('/store/productlist?cat=all')).text();
    expect(list).toMatch(/<title>All products \| [^<]+<\/title>/);
    expect(list).toContain(`<link rel="canonical" href="${server.origin}/store/productlist?cat=all">`);
    expect(jsonLd(list).map((x) => x['@type'])).toEqual(['Organization', 'BreadcrumbList']);
    const home = await (await page('/')).text();
    expect(jsonLd(home).map((x) => x['@type'])).toEqual(['Organization']);
    expect(meta(home, 'name', 'description')).toBeTruthy();
    expect(meta(home, 'property', 'og:type')).toBe('website');
  });

  test('prices and addresses', () => {
    expect(decimalPrice(8900, 'CAD')).toBe('89.00');
    expect(decimalPrice(5, 'USD')).toBe('0.05');
    expect(decimalPrice(1500, 'JPY')).toBe('1500');
    expect(pageUrl('https://s.example', '/store/productlist?cat=all&rid=X1234&lang=zh', 'en')).toBe(
      'https://s.example/store/productlist?cat=all&lang=en',
    );
    expect(pageUrl('https://s.example', '/?lang=zh', null)).toBe('https://s.example/');
  });
});
