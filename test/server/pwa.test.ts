/**
 * The installable app's server side (server/web/pwa.ts): the store's manifest, its icons
 * drawn from the store's favicon, the neutral offline shell under a policy naming its styles, and
 * the worker served revalidated under its own policy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { startServer, tempDir, type TestServer } from './helpers';
import { styleHash } from '../../server/shared/security-headers';

const OFFLINE =
  '<!doctype html><html lang="en"><head><title>Storefront</title><style>body{margin:0}</style></head><body><div id="app"></div></body></html>';
const BUILT_ICON = Buffer.from('built neutral icon');

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDir('storefront-pwa-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), OFFLINE);
  fs.writeFileSync(path.join(staticDir, 'offline.html'), OFFLINE);
  fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.mkdirSync(path.join(staticDir, 'icons'));
  for (const f of ['icon-192.png', 'icon-512.png', 'maskable-512.png', 'apple-touch-icon.png', 'other.png'])
    fs.writeFileSync(path.join(staticDir, 'icons', f), BUILT_ICON);
  server = await startServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.origin}${p}`, { headers });
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
const setImages = (images: Record<string, string>) =>
  server.app.db.prepare("UPDATE store_settings SET value = ? WHERE key = 'images'").run(JSON.stringify(images));

describe('web app manifest from the store', () => {
  test("name, short name, colours and language of the store and the visitor's language", async () => {
    const en = await get('/manifest.webmanifest');
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(en.headers.get('cache-control')).toBe('no-cache');
    expect(en.headers.get('vary')).toContain('Accept-Language');
    expect(await en.json()).toMatchObject({
      name: 'Maple & Jade Market',
      short_name: 'Maple & Jade',
      lang: 'en',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: '#0B6E4F',
      background_color: '#FFFFFF',
    });
    const zh = (await (await get('/manifest.webmanifest', { 'accept-language': 'zh-CN,zh;q=0.9' })).json()) as {
      name: string;
      lang: string;
    };
    expect(zh.lang).toBe('zh-CN');
    expect(zh.name).not.toBe('');
  });
});

describe('icons from the store favicon', () => {
  test.each([
    ['icon-192.png', '192x192'],
    ['icon-512.png', '512x512'],
    ['maskable-512.png', '512x512'],
    ['apple-touch-icon.png', '180x180'],
  ])('%s is a %s PNG, revalidated by ETag', async (file, size) => {
    const res = await get(`/icons/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(pngSize(png)).toBe(size);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get(`/icons/${file}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  test('the maskable icon fills its corners with the store colour; the plain one leaves them clear', async () => {
    // the top-left pixel, read back by drawing the PNG with the same renderer
    const corner = async (file: string) => {
      const png = Buffer.from(await (await get(`/icons/${file}`)).arrayBuffer());
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><image width="512" height="512" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
      return [...new Resvg(svg).render().pixels.subarray(0, 4)];
    };
    expect(await corner('maskable-512.png')).toEqual([0x0b, 0x6e, 0x4f, 255]);
    expect((await corner('icon-512.png'))[3]).toBe(0);
  });

  test("a favicon on another host is not fetched: the build's icons are sent, as a static host would", async () => {
    const before = server.app.db.prepare("SELECT value FROM store_settings WHERE key = 'images'").get() as {
      value: string;
    };
    try {
      setImages({ logo: 'https://cdn.example/logo.png', favicon: 'https://cdn.example/favicon.png', footerLogo: '' });
      const res = await get('/icons/icon-192.png');
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(BUILT_ICON)).toBe(true);
    } finally {
      server.app.db.prepare("UPDATE store_settings SET value = ? WHERE key = 'images'").run(before.value);
    }
  });

  test('other files under /icons/ are the build’s; unknown ones 404', async () => {
    expect(Buffer.from(await (await get('/icons/other.png')).arrayBuffer()).equals(BUILT_ICON)).toBe(true);
    expect((await get('/icons/none.png')).status).toBe(404);
  });
});

describe('offline shell and worker', () => {
  test('offline.html is the built shell as it is, under a policy naming its inline style', async () => {
    const res = await get('/offline.html');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(OFFLINE);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain(styleHash('body{margin:0}'));
  });

  test('sw.js is revalidated (never immutable) and may fetch from the origin and https only', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; connect-src 'self' https:; frame-ancestors 'none'",
    );
    expect(res.headers.get('service-worker-allowed')).toBeNull();
  });
});
