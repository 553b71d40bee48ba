/**
 * A body over the API's limit gets 413 on a connection that stays usable. Fastify answers an
 * announced length over the limit with 413 and closes the connection while the client is still
 * sending; a proxy in front (the web server) then sees its write fail before it has read the
 * 413, and can only answer 502, and a client's keep-alive connection was left on an unread body.
 * Here the 413 goes at once without closing, and Node reads the rest of the body off the wire
 * and drops it (bounded in time by the request limit, server/shared/request-limits.ts). A body
 * announced as larger than `drainMax` is not worth reading: Fastify's own answer, and a close.
 *
 * Multipart bodies (the profile photo) have their own limits (http/photo-upload.ts), not this one.
 */
import type { FastifyInstance } from 'fastify';
import { errorCodes } from 'fastify';

export function registerBodyLimit(app: FastifyInstance, opts: { limit: number; drainMax: number }): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const length = Number(req.headers['content-length']);
    const type = req.headers['content-type'] ?? '';
    if (!(length > opts.limit) || length > opts.drainMax || /^multipart\//i.test(type)) {
      done();
      return;
    }
    // the API's error handler gives it the API's shape (PAYLOAD_TOO_LARGE)
    done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  });
}
