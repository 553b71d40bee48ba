import fs from 'node:fs';
import path from 'node:path';
import { Client, startServer, tempDir, type TestServer } from './helpers';

const INDEX = '<!doctype html><html><head><title>Storefront</title></head><body><div id="app"></div></body></html>';

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDir('storefront-static-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.mkdirSync(path.join(staticDir, 'js'));
  fs.writeFileSync(path.join(staticDir, 'js', 'app.3f9c2a1b.js'), 'console.log("app")');
  fs.writeFileSync(path.join(staticDir, 'manifest.json'), '{"name":"Storefront"}');
  server = await startServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const page = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

describe('static H5 app', () => {
  // the shell's fields (test/server/shell.test.ts) are filled in; this index has only the title
  const SERVED = INDEX.replace('<title>Storefront</title>', '<title>Maple &amp; Jade Market</title>');

  // the page's search-engine tags follow the title (test/server/web-server.test.ts)
  const withoutSeo = (html: string) => html.replace(/(<\/title>)[\s\S]*?(?=<\/head>)/, '$1');

  test('/ serves index.html, revalidated; no personal data: shared caches may keep it briefly', async () => {
    const res = await new Client(server.origin).raw('GET', '/', page);
    expect(res.status).toBe(200);
    expect(withoutSeo(res.text)).toBe(SERVED);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  test('client-side routes fall back to index.html (history mode)', async () => {
    const client = new Client(server.origin);
    for (const p of [
      '/store/productlist?cat=all&sort=price',
      '/confirmation/123?from_source=opay_h5X123',
      '/no/such/path',
    ]) {
      const res = await client.raw('GET', p, page);
      expect(res.status).toBe(200);
      expect(withoutSeo(res.text)).toBe(SERVED);
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=/);
    }
  });

  test('a page sets no cookie (it can be shared); the first API call through it issues XSRF-TOKEN', async () => {
    const client = new Client(server.origin);
    const first = await client.raw('GET', '/store/productlist', page);
    expect(first.setCookies).toEqual([]);
    await client.get('/common3/appInfoInit');
    expect(client.jar.get('XSRF-TOKEN')).toBeTruthy();
  });

  test('hashed assets are cached for a year, other files revalidate', async () => {
    const client = new Client(server.origin);
    const js = await client.raw('GET', '/js/app.3f9c2a1b.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await client.raw('GET', '/manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  test('missing files that are not page requests are 404', async () => {
    const res = await new Client(server.origin).raw('GET', '/js/missing.js', { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(res.body.errors[0].code).toBe('NOT_FOUND');
  });

  test('API paths never fall back to the app', async () => {
    const client = new Client(server.origin);
    const res = await client.raw('GET', '/api/istore/client/nope', page);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    const ok = await client.get('/common3/appInfoInit', page);
    expect(ok.status).toBe(200);
    expect(ok.body.appContent.storeName).toBe('Maple & Jade Market');
  });
});

describe('without a static dir', () => {
  test('page requests are a plain 404', async () => {
    const apiOnly = await startServer();
    try {
      const res = await new Client(apiOnly.origin).raw('GET', '/store/productlist', page);
      expect(res.status).toBe(404);
    } finally {
      await apiOnly.close();
    }
  });
});
