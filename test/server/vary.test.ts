/**
 * An answer whose body depends on a request header names that header in Vary, or a shared cache
 * (the CDN the README recommends) hands one client's encoding to another. The app's files come
 * as brotli, gzip or as they are by Accept-Encoding (precompressed copies beside them, or
 * compressed on the way out), with a year's immutable cache for the hashed ones; the API's JSON
 * is compressed on the way out; both say `Vary: Accept-Encoding` whatever the client asked for.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_BASE_PATH } from '../../types/api';
import { startServer, tempDir, type TestServer } from './helpers';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** One GET with exactly these headers (fetch would add its own Accept-Encoding). */
function get(origin: string, urlPath: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(origin + urlPath, { headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
  });
}

const varies = (a: Answer, header: string) =>
  String(a.headers.vary ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .includes(header.toLowerCase());

const JS = `console.log(${JSON.stringify('storefront '.repeat(400))});\n`;
const CSS = `.a{color:red}\n`.repeat(200);

/** A file with the build's .br and .gz copies beside it (config/precompress.ts). */
function withCopies(file: string, text: string): void {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDir('storefront-vary-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><title>S</title></head></html>');
  fs.mkdirSync(path.join(staticDir, 'js'));
  fs.mkdirSync(path.join(staticDir, 'css'));
  withCopies(path.join(staticDir, 'js', 'app.3f9c2a1b.js'), JS);
  withCopies(path.join(staticDir, 'js', 'vendors.a1b2c3d4.js'), JS);
  withCopies(path.join(staticDir, 'css', 'app.1fe49435.css'), CSS);
  withCopies(path.join(staticDir, 'sw.js'), JS);
  // no copies: compressed on the way out
  fs.writeFileSync(path.join(staticDir, 'js', '77.0badc0de.js'), JS);
  server = await startServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const ASKS: [string, Record<string, string>, string | undefined][] = [
  ['br', { 'accept-encoding': 'br, gzip' }, 'br'],
  ['gzip', { 'accept-encoding': 'gzip' }, 'gzip'],
  ['identity', { 'accept-encoding': 'identity' }, undefined],
  ['no Accept-Encoding', {}, undefined],
];

describe('Vary: Accept-Encoding', () => {
  test.each([
    '/js/app.3f9c2a1b.js',
    '/js/vendors.a1b2c3d4.js',
    '/css/app.1fe49435.css',
    '/sw.js',
    '/js/77.0badc0de.js',
  ])('%s: each encoding asked for says it varies by it', async (file) => {
    for (const [name, headers, encoding] of ASKS) {
      const a = await get(server.origin, file, headers);
      expect([name, a.status, a.headers['content-encoding']]).toEqual([name, 200, encoding]);
      expect([name, varies(a, 'accept-encoding')]).toEqual([name, true]);
    }
  });

  test('a hashed file revalidated (304) names the same Vary as its 200', async () => {
    const first = await get(server.origin, '/js/app.3f9c2a1b.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag ?? '');
    expect(etag).not.toBe('');
    const again = await get(server.origin, '/js/app.3f9c2a1b.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(varies(again, 'accept-encoding')).toBe(true);
  });

  test.each([
    ['the API itself', () => server.apiOrigin],
    ['the API through the web server', () => server.origin],
  ])('JSON from %s, asked without compression, says it varies by Accept-Encoding', async (_name, origin) => {
    const list = `${API_BASE_PATH}/productManagement2/products?numberToLoad=40&startingPosition=0`;
    const plain = await get(origin(), list, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain, 'accept-encoding')).toBe(true);
    const br = await get(origin(), list, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br, 'accept-encoding')).toBe(true);
  });

  test('the page shell keeps its own Vary and adds Accept-Encoding', async () => {
    const a = await get(server.origin, '/', { accept: 'text/html' });
    expect(a.status).toBe(200);
    for (const h of ['accept-language', 'cookie', 'accept-encoding']) expect([h, varies(a, h)]).toEqual([h, true]);
  });
});
