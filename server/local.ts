/**
 * Both servers on this machine, as `npm start`, the tests and the bench run them: the reference
 * API (server/api/) on a free loopback port, trusting the web server's hop for X-Forwarded-For,
 * and the web server (server/web/) in front of it over HTTP. The only module that knows both.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from './api/app';
import { buildWebServer, type WebServerOptions } from './web/app';

/** The API's hop as the web server reaches it: the API believes X-Forwarded-* from it only. */
export const LOOPBACK = '127.0.0.1';

export interface LocalStore {
  api: FastifyInstance;
  web: FastifyInstance;
  /** http://127.0.0.1:port of the API. */
  apiOrigin: string;
  /** http://host:port of the web server (shoppers' origin). */
  origin: string;
  close(): Promise<void>;
}

function originOf(app: FastifyInstance, host: string): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export async function startLocalStore(opts: {
  api?: ServerOptions;
  web: Omit<WebServerOptions, 'apiOrigin'>;
  port?: number;
  host?: string;
  /** The API's own port (0: any free one). */
  apiPort?: number;
}): Promise<LocalStore> {
  const api = buildServer({ trustProxy: [LOOPBACK], ...opts.api });
  await api.listen({ port: opts.apiPort ?? 0, host: LOOPBACK });
  const apiOrigin = originOf(api, LOOPBACK);
  const web = buildWebServer({ ...opts.web, apiOrigin });
  const host = opts.host ?? LOOPBACK;
  try {
    await web.listen({ port: opts.port ?? 0, host });
  } catch (err) {
    await api.close();
    throw err;
  }
  return {
    api,
    web,
    apiOrigin,
    origin: originOf(web, host),
    async close() {
      await web.close();
      await api.close();
    },
  };
}
