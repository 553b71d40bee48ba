/**
 * A client that sends its request slowly holds a socket only so long, on both servers: a body
 * trickling in (`Content-Length: 1000`, a byte at a time) or headers that never end get 408 and
 * the connection is closed once the request has taken longer than the server's limit. Before,
 * the API kept such a socket for ever and the web server answered 504 at 30 s and kept it too, so
 * a few hundred slow clients held every socket. Over raw TCP, with short limits configured.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { API_BASE_PATH, XSRF_COOKIE, XSRF_HEADER } from '../../types/api';
import { Client, startServer, tempDir, type TestServer } from './helpers';

const LIMITS = { requestTimeoutMs: 1500, headersTimeoutMs: 1000 };

interface Outcome {
  /** Everything the server wrote before it closed. */
  answer: string;
  closed: boolean;
}

/**
 * Opens a connection, writes `head`, then one byte of `trickle` every 200 ms until the server
 * closes the connection or `giveUpMs` passes (the test fails then: the socket was kept).
 */
function slowClient(origin: string, head: string, trickle: string, giveUpMs = 20_000): Promise<Outcome> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    const finish = (closed: boolean) => {
      clearTimeout(giveUp);
      clearInterval(timer);
      socket.destroy();
      resolve({ answer, closed });
    };
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (answer += d));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (i < trickle.length && socket.writable) socket.write(trickle[i++]);
      }, 200);
    });
  });
}

/** A sign-in as the app sends it (its XSRF pair from a first answer), its body yet to come. */
async function slowSignon(origin: string): Promise<string> {
  const client = await new Client(origin).prime();
  const token = client.jar.get(XSRF_COOKIE) ?? '';
  return (
    `POST ${API_BASE_PATH}/common3/signon HTTP/1.1\r\nHost: ${new URL(origin).host}\r\n` +
    `Cookie: ${client.cookieHeader()}\r\n${XSRF_HEADER}: ${token}\r\nContent-Type: application/json\r\n` +
    `Content-Length: 1000\r\nConnection: keep-alive\r\n\r\n`
  );
}
const BODY = `{"email":"${'a'.repeat(990)}`;

// each server's own limit: the API's behind a web server that waits long, the web server's in
// front of an API that waits long (its 408 is its own)
let apiLimited: TestServer;
let webLimited: TestServer;
let quickForward: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDir('storefront-slow-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><title>S</title></head></html>');
  apiLimited = await startServer({ staticDir, ...LIMITS });
  webLimited = await startServer({ staticDir, web: LIMITS });
  quickForward = await startServer({ staticDir, web: { forwardTimeoutMs: 1000 } });
});
afterAll(async () => {
  await apiLimited?.close();
  await webLimited?.close();
  await quickForward?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe.each([
  ['the API', () => apiLimited.apiOrigin],
  ['the web server (forwarding to the API)', () => webLimited.origin],
])('%s', (_name, origin) => {
  test('a body sent a byte at a time: 408 once the request takes too long, and the connection closed', async () => {
    const out = await slowClient(origin(), await slowSignon(origin()), BODY);
    expect(out.closed).toBe(true);
    expect(out.answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  test('headers that never end: 408 and closed', async () => {
    const host = new URL(origin()).host;
    const out = await slowClient(origin(), `GET / HTTP/1.1\r\nHost: ${host}\r\n`, 'X-Slow: ' + 'y'.repeat(200));
    expect(out.closed).toBe(true);
    expect(out.answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  test('a request sent in time is answered as usual', async () => {
    const res = await fetch(`${origin()}${API_BASE_PATH}/common3/signon`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(408);
  });
});

describe('the web server waits for the API from the end of the request', () => {
  test('a body that takes longer than the forward timeout (but not the request limit) gets the API’s answer, not 504', async () => {
    const origin = quickForward.origin;
    // refused by the API's validation at once (no password to hash on a loaded machine)
    const body = JSON.stringify({ email: 'nobody@example.com', password: 12345678 });
    const head = (await slowSignon(origin))
      .replace('Content-Length: 1000', `Content-Length: ${body.length}`)
      .replace('Connection: keep-alive', 'Connection: close');
    // the body's last bytes come 2 s after its first, twice the second the API gets to answer
    const out = await slowClient(origin, head + body.slice(0, -10), body.slice(-10));
    expect(out.closed).toBe(true);
    expect(out.answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(out.answer).toContain('"errors"');
  }, 30_000);
});
