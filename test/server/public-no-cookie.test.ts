/**
 * A public answer never sets a cookie: a shared cache keeps the answer with its Set-Cookie and
 * hands one visitor's cookie to every other. The store's pictures (`/media/`) and files
 * (`/static-assets/`) are public for days; the API's XSRF token (issued to any request that
 * came without it) went out on them, straight and through the web server.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startServer, tempDir, type TestServer } from './helpers';

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDir('storefront-public-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><title>S</title></head></html>');
  server = await startServer({ staticDir, web: { cacheFreshMs: 0, cacheStaleMs: 0 } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** A first visit: no cookie at all. */
function get(origin: string, urlPath: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http
      .get(origin + urlPath, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      })
      .on('error', reject);
  });
}

describe.each([
  ['the API', () => server.apiOrigin],
  ['the web server', () => server.origin],
])('from %s, to a visitor without cookies', (_name, origin) => {
  test.each(['/media/products/2.svg', '/static-assets/logo.svg'])('%s: public, and no Set-Cookie', async (file) => {
    const res = await get(origin(), file);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('an API answer (not public) still issues the XSRF token', async () => {
    const res = await get(origin(), '/api/istore/client/common3/appInfoInit');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
  });
});
