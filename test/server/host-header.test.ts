/**
 * Without STORE_PUBLIC_ORIGIN, nothing cached takes the request's Host: the web server drew the
 * shared page (public, s-maxage=60, no Vary: Host) with the Host it was sent in its canonical,
 * og:url and app info (appDomain, cdnpath), so one request poisoned the page a CDN hands to
 * everyone. Now it names the address the connection reached. A request target in absolute form
 * (`GET http://evil.example/`, which came out as a canonical `http://127.0.0.1:…http://evil.example/`)
 * and a second Host header are refused (400) by both servers. The host the web server forwards to
 * the API is that address too, so a reset link asked with `Host: localhost:1` names it.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { mailTo } from '../../server/api/models/outbox';
import { API_BASE_PATH } from '../../types/api';
import { startServer, tempDir, type TestServer } from './helpers';

const INDEX = '<!doctype html><html><head><title>S</title></head><body><div id="app"></div></body></html>';

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDir('storefront-host-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  server = await startServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** One request written as given on a fresh connection; the answer as text. */
function raw(origin: string, request: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (answer += d));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
    socket.on('connect', () => socket.write(request));
    setTimeout(() => socket.destroy(), 10_000);
  });
}

test('a page asked with another Host names the address it reached, never that Host', async () => {
  const listening = new URL(server.origin).host;
  const html = await raw(
    server.origin,
    `GET /store/productlist HTTP/1.1\r\nHost: evil.example\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
  );
  expect(html).toMatch(/^HTTP\/1\.1 200 /);
  expect(html).toMatch(/cache-control: public/i);
  expect(html).not.toContain('evil.example');
  expect(html).toContain(`<link rel="canonical" href="http://${listening}/store/productlist">`);
});

test('a reset link asked through the web server with Host: localhost:1 names the address it reached', async () => {
  const listening = new URL(server.origin).host;
  const before = mailTo(server.app.db, 'demo@example.com').length;
  const answer = await raw(
    server.origin,
    `GET ${API_BASE_PATH}/common3/forgotPassword?emailID=demo%40example.com HTTP/1.1\r\nHost: localhost:1\r\n` +
      `Sec-Fetch-Site: same-origin\r\nCookie: XSRF-TOKEN=t0ken\r\nX-XSRF-TOKEN: t0ken\r\nConnection: close\r\n\r\n`,
  );
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  let sent = mailTo(server.app.db, 'demo@example.com').slice(before);
  for (let i = 0; i < 50 && !sent.length; i++) {
    await new Promise((r) => setTimeout(r, 20));
    sent = mailTo(server.app.db, 'demo@example.com').slice(before);
  }
  expect(sent.map((m) => m.link)).toEqual([
    expect.stringMatching(new RegExp(`^http://${listening}/account/resetPassword\\?token=`)),
  ]);
});

describe.each([
  ['the web server', () => server.origin],
  ['the API', () => server.apiOrigin],
])('%s', (_name, origin) => {
  test('an absolute-form request target is a 400', async () => {
    const answer = await raw(
      origin(),
      `GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nAccept: text/html\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toContain('canonical');
  });

  test('a second Host header is a 400', async () => {
    const host = new URL(origin()).host;
    const answer = await raw(
      origin(),
      `GET / HTTP/1.1\r\nHost: ${host}\r\nHost: evil.example\r\nAccept: text/html\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});
