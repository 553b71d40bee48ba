/**
 * The page a mailed link opens on the API (a pay-at-store hold confirmed, a new email confirmed):
 * one message in both languages and a link back to the store, in the sandbox pay page's look,
 * under a CSP that allows only its inline style.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAY_PAGE_STYLE_HASH, renderNoticePage } from '../sandbox/pay-page';
import { requestLocale } from '../routes/types';

export function sendNoticePage(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  messageZh: string,
  back: { href: string; text: string } = { href: '/', text: 'Back to the store · 返回商店' },
): FastifyReply {
  return sendPage(reply, status, renderNoticePage(message, messageZh, requestLocale(req), back));
}

/** A server-rendered page (the pay page's style): never cached, framed or sent a referrer; `forms` lets it post to itself. */
export function sendPage(reply: FastifyReply, status: number, body: string, forms = false): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src ${PAY_PAGE_STYLE_HASH}; img-src data:;${forms ? " form-action 'self';" : ''} base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('referrer-policy', 'no-referrer')
    .send(body);
}
