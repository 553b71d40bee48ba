/**
 * What every route module receives. A route module is a fastify plugin, registered under the
 * API base path (`/api/istore/client`) by the AREAS list in server/api/app.ts.
 */
import { ApiError } from '../http/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaData, Db } from '../db';
import type { ExtensionName, Locale } from '../../../types/api';
import { DEFAULT_LOCALE, isLocale } from '../models/store';

export interface RouteOptions {
  db: Db;
}

/**
 * Adds an area's routes to its own fastify scope (server/app.ts registers each in one). Most only
 * declare routes and return; one that must wait for a plugin (multipart) returns a promise.
 */
export type RouteModule = (app: FastifyInstance, opts: RouteOptions) => void | Promise<void>;

/**
 * An extension (server/api/extensions.ts lists them): its name, its tables and its route modules.
 * Declared here, beside RouteModule, so an extension's routes need not import the list that imports them.
 */
export interface ExtensionArea {
  name: ExtensionName;
  data?: AreaData;
  routes: RouteModule[];
}

/** The session's language; without one, the first of Accept-Language we support; else en. */
export function requestLocale(req: FastifyRequest): Locale {
  if (req.session?.locale) return req.session.locale;
  return localeFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE;
}

export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.lang).find(isLocale);
}

/** scheme://host[:port] the client used to reach us. */
export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/** Hosts a request can name without STORE_PUBLIC_ORIGIN: this machine only (development, tests). */
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;

/**
 * The origin of links in mail: STORE_PUBLIC_ORIGIN when set; else the request's own
 * origin only when it names this machine (a forged Host or X-Forwarded-Host naming another site
 * must never reach a mailbox); else null, and the caller sends no link.
 */
export function mailOrigin(app: { publicOrigin?: string | null }, req: FastifyRequest): string | null {
  if (app.publicOrigin) return app.publicOrigin;
  // a scheme a trusted proxy forwarded is believed only if it is one a link may have
  // (X-Forwarded-Proto: javascript made a javascript: link)
  if (req.protocol !== 'http' && req.protocol !== 'https') return null;
  return LOOPBACK_HOST.test(req.host) ? requestOrigin(req) : null;
}

/** mailOrigin, or a 503 for a mail that is nothing without its link (reset, registration). */
export function requireMailOrigin(app: { publicOrigin?: string | null }, req: FastifyRequest): string {
  const o = mailOrigin(app, req);
  if (!o) throw new ApiError(503, 'INTERNAL', 'This store cannot mail links yet: its public address is not set');
  return o;
}
