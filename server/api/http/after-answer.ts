/**
 * Work that must not change how long an answer takes: what an account call does differently for a
 * known and an unknown email (save a token, send a mail) runs once the answer has been handed to
 * the network, as a mail queue would, so response times tell nothing about who has an account.
 * It still runs before the server reads its next request (Node runs immediates before polling
 * again), so a client that got the answer finds the mail in the outbox.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export function afterAnswer(req: FastifyRequest, reply: FastifyReply, work: () => void): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    setImmediate(() => {
      try {
        work();
      } catch (e) {
        req.log.error({ err: e }, 'deferred account work failed');
      }
    });
  };
  // 'close' too: a client that hung up early still gets its mail
  reply.raw.once('finish', run);
  reply.raw.once('close', run);
}
