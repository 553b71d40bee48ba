/**
 * What search engines and link previews read of a category, a tag and an unknown product: a
 * category or tag page has its own title and description (not the store's name twice), and a
 * page naming a product, category or tag the store does not have answers 404 with `noindex`,
 * still the app's shell (the app shows its own not-found notice in it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client, startServer, tempDir, type TestServer } from './helpers';

const INDEX = '<!doctype html><html><head><title>Storefront</title></head><body><div id="app"></div></body></html>';
const STORE = 'Maple &amp; Jade Market';

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDir('storefront-seo-pages-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  server = await startServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const page = (p: string) =>
  new Client(server.origin).raw('GET', p, { headers: { accept: 'text/html,*/*;q=0.8', 'accept-language': 'en' } });
const meta = (html: string, attr: string) =>
  new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)">`).exec(html)?.[1] ?? null;
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

describe('category and tag pages', () => {
  test.each([
    ['/store/productlist?cat=green-tea', 'Green Tea', STORE],
    ['/store/productlist?cat=green-tea&lang=zh', '绿茶', '枫玉市集'],
    ['/store/tag/organic', 'Organic', STORE],
    ['/store/tag/organic?lang=zh', '有机', '枫玉市集'],
  ])('%s is titled %s and described by its own products', async (p, heading, store) => {
    const res = await page(p);
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe(`${heading} | ${store}`);
    expect(meta(res.text, 'og:title')).toBe(`${heading} | ${store}`);
    const description = meta(res.text, 'description');
    expect(description).toBeTruthy();
    expect(description).not.toBe(store);
    expect(meta(res.text, 'og:description')).toBe(description);
    expect(res.text).not.toContain('noindex');
  });
});

describe('unknown products, categories and tags', () => {
  test.each([
    '/store/product/99999',
    '/store/product/abc',
    '/store/productlist?cat=no-such-thing',
    '/store/tag/no-such-tag',
  ])('%s answers 404 with noindex, still the app shell', async (p) => {
    const res = await page(p);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).toContain('<div id="app"></div>');
  });

  test('an unknown product is titled as not found, not with a generic title', async () => {
    const res = await page('/store/product/99999');
    expect(title(res.text)).toBe(`This product could not be loaded. | ${STORE}`);
  });

  test('a product that exists is indexed', async () => {
    const res = await page('/store/product/1');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('noindex');
  });
});

/** The width and height a PNG declares (its IHDR chunk). */
async function pngSize(url: string): Promise<{ type: string | null; width: number; height: number }> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { type: res.headers.get('content-type'), width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('link-preview pictures', () => {
  test.each([
    ['/store/product/1', '/share-image/product/1.png'],
    ['/', '/share-image/store.png'],
    ['/store/productlist?cat=green-tea', '/share-image/store.png'],
  ])('%s: og:image is a 1200×630 PNG (%s)', async (p, picture) => {
    const res = await page(p);
    const image = meta(res.text, 'og:image');
    expect(image).toBe(`${server.origin}${picture}`);
    expect(meta(res.text, 'og:image:width')).toBe('1200');
    expect(meta(res.text, 'og:image:height')).toBe('630');
    expect(meta(res.text, 'twitter:image')).toBe(image);
    expect(meta(res.text, 'twitter:card')).toBe('summary_large_image');
    expect(await pngSize(image!)).toEqual({ type: 'image/png', width: 1200, height: 630 });
  });

  test('an unknown product has no picture', async () => {
    expect((await fetch(`${server.origin}/share-image/product/99999.png`)).status).toBe(404);
    expect((await fetch(`${server.origin}/share-image/product/abc.png`)).status).toBe(404);
  });
});
