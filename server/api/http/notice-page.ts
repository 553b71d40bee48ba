/**
 * The page a mailed link opens on the API (a pay-at-store hold confirmed, a new email confirmed):
 * one message in both languages and a link back to the store, in the sandbox pay page's look,
 * under a CSP that allows only its inline style.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { getShell, localize } from '../models/store';
import { PAY_PAGE_STYLE_HASH, renderNoticePage, type NoticeBrand } from '../sandbox/pay-page';
import { requestLocale } from '../routes/types';

/** The store's name in the request's language and its primary colours, for a notice page. */
function storeBrand(db: Db, req: FastifyRequest): NoticeBrand {
  const shell = getShell(db);
  return {
    name: localize(shell.storeName, requestLocale(req)),
    primary: shell.css.varPrimary,
    primaryText: shell.css.varPrimaryText,
  };
}

export function sendNoticePage(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  messageZh: string,
  back: { href: string; text: string } = { href: '/', text: 'Back to the store · 返回商店' },
): FastifyReply {
  return sendPage(reply, status, renderNoticePage(message, messageZh, requestLocale(req), back, storeBrand(db, req)));
}

/**
 * Hashes of the page's style elements beyond the pay page's own (a notice page's store colours),
 * so the policy allows exactly the styles this page carries and nothing injected beside them.
 */
function extraStyleHashes(body: string): string[] {
  return [...body.matchAll(/<style>([\s\S]*?)<\/style>/g)]
    .map((m) => `'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`)
    .filter((h) => h !== PAY_PAGE_STYLE_HASH);
}

/** A server-rendered page (the pay page's style): never cached, framed or sent a referrer; `forms` lets it post to itself. */
export function sendPage(reply: FastifyReply, status: number, body: string, forms = false): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src ${[PAY_PAGE_STYLE_HASH, ...extraStyleHashes(body)].join(' ')}; img-src data:;${forms ? " form-action 'self';" : ''} base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('referrer-policy', 'no-referrer')
    .send(body);
}
