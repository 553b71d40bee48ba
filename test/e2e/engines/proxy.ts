/**
 * A reverse proxy in front of the store's web server, for the engine journeys: the browser's
 * origin is the proxy's, so cutting it is the device going offline in every engine (WebKit's
 * WebDriver has no offline switch), and it sees every answer the browser gets (which Set-Cookie
 * headers a first visit received, in engines whose driver cannot watch the network).
 *
 * For drivers without an init-script hook (WebKit), it can put a script at the top of every HTML
 * page (the page's CSP gets that script's hash added, nothing else). It also answers /__engine/blank
 * itself: an empty page of the store's origin, where a test sets local storage before the app runs.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';

export interface ProxyAnswer {
  method: string;
  path: string;
  status: number;
  /** The cookies this answer set, as name=value. */
  cookies: string[];
}

export interface EngineProxy {
  readonly origin: string;
  /** True: every connection is dropped and new ones refused an answer (the network is gone). */
  setOffline(offline: boolean): void;
  /** Every answer passed on so far (API and pages); `clear()` starts a new record. */
  readonly answers: ProxyAnswer[];
  clear(): void;
  close(): Promise<void>;
}

export const BLANK_PATH = '/__engine/blank';

function cookiesSet(setCookie: string[] | undefined): string[] {
  return (setCookie ?? []).map((c) => c.split(';')[0].trim());
}

/** Adds `'sha256-<hash>'` for the injected script to the policy's script-src (or default-src). */
function allowScript(csp: string, hash: string): string {
  const directives = csp.split(';').map((d) => d.trim());
  const i = directives.findIndex((d) => d.startsWith('script-src ') || d === 'script-src');
  if (i >= 0) directives[i] = `${directives[i]} '${hash}'`;
  else {
    const def = directives.find((d) => d.startsWith('default-src'));
    directives.push(`script-src ${def ? def.slice('default-src'.length).trim().replace("'none'", '') : ''} '${hash}'`);
  }
  return directives.filter(Boolean).join('; ');
}

/**
 * `target` is read at each request: the store behind is started once the proxy's own origin is
 * known, as the store's public origin (what its pages and app info name).
 */
export async function startEngineProxy(target: () => string, inject?: string): Promise<EngineProxy> {
  const hash = inject ? `sha256-${crypto.createHash('sha256').update(inject).digest('base64')}` : '';
  const answers: ProxyAnswer[] = [];
  const sockets = new Set<net.Socket>();
  let offline = false;

  const server = http.createServer((req, res) => {
    if (offline) {
      req.socket.destroy();
      return;
    }
    if (req.url === BLANK_PATH) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end('<!doctype html><link rel="icon" href="data:,"><title>blank</title>');
      return;
    }
    const upstream = new URL(target());
    const headers = { ...req.headers };
    // identity bodies, so an HTML page can take the injected script
    if (inject) delete headers['accept-encoding'];
    const up = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (upRes) => {
        const setCookie = upRes.headers['set-cookie'];
        answers.push({
          method: req.method ?? '',
          path: req.url ?? '',
          status: upRes.statusCode ?? 0,
          cookies: cookiesSet(setCookie),
        });
        const type = String(upRes.headers['content-type'] ?? '');
        if (!inject || !type.startsWith('text/html')) {
          res.writeHead(upRes.statusCode ?? 502, upRes.headers);
          upRes.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        upRes.on('data', (c: Buffer) => chunks.push(c));
        upRes.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const tag = `<script>${inject}</script>`;
          const body = /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (m) => m + tag) : tag + html;
          const out = { ...upRes.headers };
          delete out['content-length'];
          delete out['content-encoding'];
          delete out.etag;
          const csp = out['content-security-policy'];
          if (typeof csp === 'string') out['content-security-policy'] = allowScript(csp, hash);
          res.writeHead(upRes.statusCode ?? 502, out);
          res.end(body);
        });
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setOffline(value) {
      offline = value;
      if (value) for (const s of sockets) s.destroy();
    },
    answers,
    clear: () => void answers.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
