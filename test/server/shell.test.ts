/**
 * Issue 13: the page shell filled at serve time (server/http/shell.ts) and compression
 * (precompressed static files, compressed API answers), over real HTTP.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { escapeHtml, jsonForHtml } from '../../server/http/shell';
import { API_BASE_PATH } from '../../types/api';
import { Client, startServer, tempDir, type TestServer } from './helpers';

const TEMPLATE = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'index.html'), 'utf8');
const APP_JS = `console.log(${JSON.stringify('a fairly long line of app code '.repeat(80))});`;

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDir('storefront-shell-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(staticDir, 'js'));
  const js = path.join(staticDir, 'js', 'app.3f9c2a1b.js');
  fs.writeFileSync(js, APP_JS);
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(`${js}.gz`, zlib.gzipSync(APP_JS));
  fs.writeFileSync(
    path.join(staticDir, 'page-chunks.json'),
    JSON.stringify({ 'pages/store/product/index': ['css/315.142bc16c.css', 'js/315.da9af39b.js', 'js/399.bba84a55.js'] }),
  );
  server = await startServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** A raw HTTP GET: the bytes as sent (fetch would decompress them). */
function rawGet(urlPath: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(server.origin + urlPath, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The app info JSON the shell carries. */
function appInfoOf(html: string): any {
  const m = /<script type="application\/json" id="sf-app-info">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]) : null;
}

describe('page shell', () => {
  test("paints this store's header from the HTML: name, colours, language, title", async () => {
    const res = await new Client(server.origin).raw('GET', '/', { headers: page });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('<title>Maple &amp; Jade Market</title>');
    expect(res.text).toMatch(/<span class="sf-shell__brand">(<img class="sf-shell__logo" src="\/static-assets\/logo\.svg" alt="">|<span class="sf-shell__name">Maple &amp; Jade Market<\/span>)<\/span>/);
    expect(res.text).toMatch(/<style id="sf-theme">:root\{--store-primary:#[0-9a-f]{6};[^<]*--store-on-primary:#[0-9a-f]{6}/);
    // the seed has several locations and none chosen: the location row is in the shell too
    expect(res.text).toContain('<div class="sf-shell__location"></div>');
    expect(res.text).not.toContain('<!--sf:');
  });

  test('carries the same app info the API answers, so start-up need not fetch it', async () => {
    const client = new Client(server.origin);
    const html = (await client.raw('GET', '/store/productlist?cat=all', { headers: page })).text;
    const api = (await client.get('/common3/appInfoInit')).body;
    const info = appInfoOf(html);
    expect(info.appContent.storeName).toBe(api.appContent.storeName);
    expect(info.appContent.navigation).toEqual(api.appContent.navigation);
    expect(info.appContent.system.appMessage).toEqual(api.appContent.system.appMessage);
    expect(info.systemSettings).toEqual(api.systemSettings);
  });

  test("in the shopper's language", async () => {
    const res = await new Client(server.origin).raw('GET', '/', { headers: { ...page, 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(res.text).toContain('<html lang="zh-CN">');
    expect(res.text).toContain('<title>枫玉市集</title>');
    expect(appInfoOf(res.text).appContent.system.appMessage.currentLocale).toBe('zh');
  });

  test("a product page preloads its main picture; an unknown product's page has no preload", async () => {
    const client = new Client(server.origin);
    const product = (await client.get('/productManagement/product/1')).body;
    const html = (await client.raw('GET', '/store/product/1', { headers: page })).text;
    expect(html).toContain(`<link rel="preload" as="image" href="${product.imageURL}" fetchpriority="high">`);
    const missing = (await client.raw('GET', '/store/product/999999', { headers: page })).text;
    expect(missing).not.toContain('rel="preload" as="image"');
    expect(missing).toContain('id="sf-shell"');
  });

  test("a page's lazy chunks are preloaded after the app's scripts, at their priority", async () => {
    const client = new Client(server.origin);
    const html = (await client.raw('GET', '/store/product/1', { headers: page })).text;
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain('<link rel="preload" as="style" href="/css/315.142bc16c.css" fetchpriority="low">');
    expect(body).toContain('<link rel="preload" as="script" href="/js/315.da9af39b.js" fetchpriority="low">');
    expect(body).toContain('<link rel="preload" as="script" href="/js/399.bba84a55.js" fetchpriority="low">');
    // another page has its own chunks (none listed here)
    const home = (await client.raw('GET', '/', { headers: page })).text;
    expect(home).not.toContain('as="script"');
  });

  test('text from the store cannot leave its place in the HTML', () => {
    expect(escapeHtml(`<b>"Tom's" & Co</b>`)).toBe('&lt;b&gt;&quot;Tom&#39;s&quot; &amp; Co&lt;/b&gt;');
    const json = jsonForHtml({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});

describe('compression', () => {
  test('static files go out as their precompressed brotli or gzip copy, or plain', async () => {
    const br = await rawGet('/js/app.3f9c2a1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(APP_JS);
    expect(br.body.length).toBeLessThan(APP_JS.length / 4);

    const gz = await rawGet('/js/app.3f9c2a1b.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(APP_JS);

    const plain = await rawGet('/js/app.3f9c2a1b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);
  });

  test('API answers and the page shell are compressed for clients that accept it', async () => {
    const api = await rawGet(`${API_BASE_PATH}/common3/appInfoInit`, { 'accept-encoding': 'br, gzip' });
    expect(api.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(api.body).toString()).appContent.storeName).toBe('Maple & Jade Market');

    const html = await rawGet('/', { ...page, 'accept-encoding': 'gzip' });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(html.body).toString()).toContain('id="sf-shell"');
  });
});
