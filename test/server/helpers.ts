/**
 * Server test helpers: a server on a free 127.0.0.1 port with a temporary data directory, and a
 * small HTTP client with a cookie jar that echoes XSRF-TOKEN like the storefront does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../server/api/app';
import { startLocalStore } from '../../server/local';
import type { WebServerOptions } from '../../server/web/app';
import {
  API_BASE_PATH,
  XSRF_COOKIE,
  XSRF_HEADER,
  type RegistrationRequest,
  type SignonResponse,
} from '../../types/api';
import type { Db } from '../../server/api/db';
import { mailedCode } from '../support/registration-mail';
import { needsXsrf } from '../../src/domain/xsrf';

export interface TestServer {
  /** The reference API (its database: app.db). */
  app: FastifyInstance;
  /** Where a shopper goes: the web server when one was asked for (staticDir), else the API. */
  origin: string;
  /** The web server in front (with staticDir), forwarding to the API over HTTP. */
  web?: FastifyInstance;
  /** The API's own origin. */
  apiOrigin: string;
  dataDir: string;
  close(): Promise<void>;
}

export function tempDir(prefix = 'storefront-server-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Starts the reference API; `dataDir` defaults to a fresh temp dir (removed on close unless
 * given). With `staticDir` (a built H5 app), the web server too, on its own port in front of the
 * API over HTTP (server/local.ts), and `origin` is the web server's.
 */
export async function startServer(
  opts: ServerOptions & { staticDir?: string; web?: Partial<WebServerOptions> } = {},
): Promise<TestServer> {
  const ownDir = !opts.dataDir && !opts.dbFile;
  const dataDir = opts.dataDir ?? tempDir();
  if (opts.staticDir) {
    const { staticDir, web: webOpts, ...apiOpts } = opts;
    // no catalogue cache unless a test asks for one: tests change the data and read it back; pages
    // wait up to 5 s for the API on a loaded machine (600 ms in production: web-server.test.ts)
    const store = await startLocalStore({
      api: { env: {}, ...apiOpts, dataDir },
      web: { staticDir, cacheFreshMs: 0, cacheStaleMs: 0, pageBudgetMs: 5000, ...webOpts },
    });
    return {
      app: store.api,
      web: store.web,
      origin: store.origin,
      apiOrigin: store.apiOrigin,
      dataDir,
      async close() {
        // a response a test left unread keeps its connection busy, and close would wait for it
        // (seen as a 20 s teardown timeout under load): the tests are done, every connection goes
        store.web.server.closeAllConnections();
        store.api.server.closeAllConnections();
        await store.close();
        if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const app = buildServer({ env: {}, ...opts, dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    app,
    origin: `http://127.0.0.1:${address.port}`,
    apiOrigin: `http://127.0.0.1:${address.port}`,
    dataDir,
    async close() {
      await app.close();
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Res<T = any> {
  status: number;
  headers: Headers;
  setCookies: string[];
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Send X-XSRF-TOKEN from the jar on mutating requests (default true). */
  xsrf?: boolean;
}

/** A shopper's browser: keeps cookies between requests. Paths are relative to the API base. */
export class Client {
  readonly jar = new Map<string, string>();

  constructor(readonly origin: string) {}

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async raw(method: string, urlPath: string, opts: RequestOptions = {}): Promise<Res> {
    const headers: Record<string, string> = { ...opts.headers };
    // as the app does: a request that needs the token and has none yet reads once to be given it
    const withToken = needsXsrf(method, urlPath) && opts.xsrf !== false;
    if (withToken && !this.jar.get(XSRF_COOKIE) && method === 'GET') await this.prime();
    if (this.jar.size) headers.cookie = this.cookieHeader();
    const token = this.jar.get(XSRF_COOKIE);
    if (withToken && token) headers[XSRF_HEADER] = token;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.origin + urlPath, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      redirect: 'manual',
    });
    const setCookies = res.headers.getSetCookie();
    for (const c of setCookies) {
      const [pair, ...attrs] = c.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired =
        attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) ||
        attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now());
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await res.text();
    let body: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('application/json')) body = JSON.parse(text);
    return { status: res.status, headers: res.headers, setCookies, body, text };
  }

  get(p: string, opts?: RequestOptions) {
    return this.raw('GET', API_BASE_PATH + p, opts);
  }

  post(p: string, body?: unknown, opts?: RequestOptions) {
    return this.raw('POST', API_BASE_PATH + p, { ...opts, body });
  }

  put(p: string, body?: unknown, opts?: RequestOptions) {
    return this.raw('PUT', API_BASE_PATH + p, { ...opts, body });
  }

  /** First GET, so the jar holds the XSRF-TOKEN the server issues. */
  async prime(): Promise<this> {
    await this.get('/common3/appInfoInit');
    return this;
  }
}

export function findSetCookie(setCookies: string[], name: string): string | undefined {
  return setCookies.find((c) => c.startsWith(`${name}=`));
}

/**
 * Registers a shopper as a shopper does: POST common3/clientRegistration, then the code from the
 * mail in the outbox to common3/verifyRegistration; the client is signed in. Answers the sign-on.
 */
export async function registerShopper(c: Client, db: Db, form: RegistrationRequest): Promise<Res<SignonResponse>> {
  if (!c.jar.size) await c.prime();
  const asked = await c.post('/common3/clientRegistration', form);
  if (asked.status !== 202) throw new Error(`clientRegistration: HTTP ${asked.status} ${asked.text}`);
  const verified = await c.post('/common3/verifyRegistration', { email: form.email, code: mailedCode(db, form.email) });
  if (verified.status !== 201) throw new Error(`verifyRegistration: HTTP ${verified.status} ${verified.text}`);
  return verified;
}
