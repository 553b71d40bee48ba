/**
 * A JSON body over the API's limit (256 KB) gets the API's 413, straight or through the web
 * server, and the keep-alive connection it came on answers the next request. Before, the API
 * answered 413 and closed while the body was still coming, so the web server's write failed
 * before it read that answer: 502, and the client's connection stayed wedged on the unread rest
 * of its body (35–75 s). Over raw TCP: one connection, the big request, then a small one.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { API_BASE_PATH, XSRF_COOKIE, XSRF_HEADER } from '../../types/api';
import { Client, startServer, tempDir, type TestServer } from './helpers';

interface Exchange {
  /** The status lines of the answers that came, in order. */
  statuses: number[];
  closed: boolean;
}

/**
 * On one connection: `first`, then (once its answer is in) `second`; resolves when both answers
 * have come, the server closed the connection, or `giveUpMs` passed.
 */
function twoOnOneConnection(origin: string, first: string, second: string, giveUpMs = 15_000): Promise<Exchange> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let data = '';
    let sentSecond = false;
    const statuses = () => [...data.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
    const finish = (closed: boolean) => {
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ statuses: statuses(), closed });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      data += d;
      // an answer is in once its headers and its Content-Length worth of body are
      const answers = data.split(/(?=HTTP\/1\.1 \d{3} )/);
      const whole = answers.filter((a) => {
        const [head, body = ''] = a.split('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(head);
        return a.includes('\r\n\r\n') && length !== null && Buffer.byteLength(body, 'latin1') >= Number(length[1]);
      }).length;
      if (whole >= 1 && !sentSecond) {
        sentSecond = true;
        socket.write(second);
      }
      if (whole >= 2) finish(false);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    socket.on('connect', () => socket.write(first));
  });
}

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDir('storefront-large-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><title>S</title></head></html>');
  server = await startServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

async function bigSignon(origin: string, bytes: number): Promise<string> {
  const client = await new Client(origin).prime();
  const body = JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(bytes) });
  return (
    `POST ${API_BASE_PATH}/common3/signon HTTP/1.1\r\nHost: ${new URL(origin).host}\r\n` +
    `Cookie: ${client.cookieHeader()}\r\n${XSRF_HEADER}: ${client.jar.get(XSRF_COOKIE) ?? ''}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`
  );
}

const next = (origin: string) =>
  `GET ${API_BASE_PATH}/common3/appInfoInit HTTP/1.1\r\nHost: ${new URL(origin).host}\r\n\r\n`;

describe.each([
  ['the API', () => server.apiOrigin],
  ['the web server', () => server.origin],
])('a JSON body over 256 KB to %s', (_name, origin) => {
  test.each([300 * 1024, 1024 * 1024])(
    '%d bytes: 413, then the same connection answers the next request',
    async (bytes) => {
      const out = await twoOnOneConnection(origin(), await bigSignon(origin(), bytes), next(origin()));
      expect(out.statuses).toEqual([413, 200]);
    },
  );
});

describe('a body announced over 8 MB (not worth reading)', () => {
  test('the API: 413 and the connection closed', async () => {
    const out = await twoOnOneConnection(
      server.apiOrigin,
      await bigSignon(server.apiOrigin, 9 * 1024 * 1024),
      next(server.apiOrigin),
    );
    expect(out).toEqual({ statuses: [413], closed: true });
  });

  test('the web server: an answer, then the connection closed or answering, never left hanging', async () => {
    const out = await twoOnOneConnection(
      server.origin,
      await bigSignon(server.origin, 9 * 1024 * 1024),
      next(server.origin),
    );
    expect([413, 502]).toContain(out.statuses[0]);
    expect(out.closed || out.statuses[1] === 200).toBe(true);
  });
});
