/**
 * A request names this server one way only, on both servers: one Host header (RFC 9112 3.2: a
 * server must refuse more than one), and its path in origin form (`GET /x`). The absolute form
 * (`GET http://evil.example/`) is for proxies, and a server that took it as a path put it into
 * the page's canonical address. Both are a 400 in the API's error shape.
 */
import type { FastifyInstance } from 'fastify';

export function registerRequestTarget(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const raw = req.raw;
    let hosts = 0;
    for (let i = 0; i < raw.rawHeaders.length; i += 2) if (raw.rawHeaders[i].toLowerCase() === 'host') hosts++;
    const url = raw.url ?? '';
    const originForm = url.startsWith('/') || (url === '*' && req.method === 'OPTIONS');
    if (hosts > 1 || !originForm) {
      const message = hosts > 1 ? 'The request names more than one host' : 'The request must name a path';
      return reply
        .code(400)
        .header('connection', 'close')
        .send({ errors: [{ code: 'BAD_REQUEST', message }] });
    }
  });
}
