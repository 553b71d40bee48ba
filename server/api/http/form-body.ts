/**
 * The sandbox's own pages (the pay page, the alerts page) post plain HTML forms: their fields as
 * an object, at most 4 KB. Registered in the page's own plugin, so the API's JSON calls never take
 * a form body.
 */
import type { FastifyInstance } from 'fastify';

export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
