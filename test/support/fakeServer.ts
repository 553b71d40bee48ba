/**
 * A fake istore for tests: routes answer requests given to the `transport` function, every request
 * is recorded. No network. Use with createHttp / createApi / RootStore.
 *
 *   const server = createFakeServer();
 *   server.on('GET', 'common3/appInfoInit', () => json(appInfo()));
 *   const http = createHttp({ transport: server.transport, cookies: server.cookies });
 */
import type { Transport, TransportRequest, TransportResponse } from '@/platform/transport';
import type { CookieReader } from '@/platform/cookies';
import { API_BASE_PATH } from '@api-types';

export type Handler = (
  req: TransportRequest & { path: string; query: URLSearchParams; json: unknown },
) => TransportResponse | Promise<TransportResponse>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): TransportResponse {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export function text(body: string, status = 200): TransportResponse {
  return { status, headers: { 'content-type': 'text/plain' }, body };
}

export function apiError(status: number, ...messages: string[]): TransportResponse {
  return json({ errors: messages.map((message) => ({ code: 'TEST', message })) }, status);
}

export interface FakeServer {
  transport: Transport & jest.Mock;
  cookies: CookieReader & { set(name: string, value: string | undefined): void };
  requests: TransportRequest[];
  on(method: string, path: string, handler: Handler): void;
  /** The requests whose API path (without base and query) is `path`. */
  calls(path: string, method?: string): TransportRequest[];
}

function apiPath(url: string): { path: string; query: URLSearchParams } {
  const noOrigin = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const [p, q = ''] = noOrigin.split('?');
  const path = p.startsWith(API_BASE_PATH + '/') ? p.slice(API_BASE_PATH.length + 1) : p;
  return { path, query: new URLSearchParams(q) };
}

export function createFakeServer(): FakeServer {
  const routes = new Map<string, Handler>();
  const requests: TransportRequest[] = [];
  const jar = new Map<string, string>();
  const transport = jest.fn(async (req: TransportRequest) => {
    requests.push(req);
    const { path, query } = apiPath(req.url);
    const handler = routes.get(`${req.method} ${path}`);
    if (!handler) return apiError(404, `No such endpoint: ${req.method} ${path}`);
    return handler({ ...req, path, query, json: req.body ? JSON.parse(req.body) : undefined });
  }) as Transport & jest.Mock;
  return {
    transport,
    requests,
    cookies: {
      get: (name) => jar.get(name),
      all: () => Object.fromEntries(jar),
      set: (name, value) => (value === undefined ? jar.delete(name) : jar.set(name, value)),
    },
    on: (method, path, handler) => routes.set(`${method} ${path}`, handler),
    calls: (path, method) => requests.filter((r) => apiPath(r.url).path === path && (!method || r.method === method)),
  };
}
