/**
 * An istore API unlike the reference one, for the conformance check's tests: a small Fastify
 * server in front of a reference API that forwards every call but these:
 *
 * - relatedProducts answers 404;
 * - pageContent answers an HTML page with status 200;
 * - listCount's count is a word ("twelve"), not a number;
 * - the home page's sections come after `slowMs` (3 s: over the 600 ms first-content budget);
 * - no answer sets XSRF-TOKEN, and the harmless write (setSelectedStoreLocation) is taken
 *   without a token;
 * - with `dropPrice`, list products have no `price` (every card is dropped: browsing breaks).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { API_BASE_PATH, XSRF_COOKIE } from '../../types/api';

export interface UnlikeApi {
  origin: string;
  close(): Promise<void>;
}

export async function startUnlikeApi(
  upstream: string,
  opts: { dropPrice?: boolean; slowMs?: number } = {},
): Promise<UnlikeApi> {
  const app: FastifyInstance = Fastify();
  const slowMs = opts.slowMs ?? 3000;
  const timers = new Set<NodeJS.Timeout>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.all('/*', async (req, reply) => {
    const url = new URL(req.url, 'http://x');
    const path = url.pathname.slice(API_BASE_PATH.length + 1);
    if (path.startsWith('productManagement2/products/relatedProducts/'))
      return reply.code(404).send({ errors: [{ code: 'NOT_FOUND', message: 'Not found' }] });
    if (path === 'common3/pageContent')
      return reply.code(200).type('text/html').send('<!doctype html><html><body>Welcome</body></html>');
    if (path === 'common3/setSelectedStoreLocation') {
      const body = JSON.parse((req.body as string) || '{}') as { locationId?: string };
      return reply.send({ locid: body.locationId, locname: 'Main street' });
    }
    if (path.startsWith('common3/sectionTemplateByType/'))
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          timers.delete(t);
          resolve();
        }, slowMs);
        timers.add(t);
      });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host') headers[k] = v;
    const res = await fetch(`${upstream}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : ((req.body as string | undefined) ?? ''),
      redirect: 'manual',
    });
    let text = await res.text();
    if (path === 'productManagement2/products/listCount') text = JSON.stringify({ count: 'twelve' });
    if (opts.dropPrice && path === 'productManagement2/products') {
      const items = JSON.parse(text) as Array<Record<string, unknown>>;
      text = JSON.stringify(items.map(({ price: _price, ...rest }) => rest));
    }
    reply.code(res.status);
    const type = res.headers.get('content-type');
    if (type) reply.type(type);
    const cookies = res.headers.getSetCookie().filter((c) => !c.startsWith(`${XSRF_COOKIE}=`));
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send(text);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    async close() {
      for (const t of timers) clearTimeout(t);
      app.server.closeAllConnections();
      await app.close();
    },
  };
}
