/**
 * The web server's files: the built H5 app (with history fallback to the page shell), its
 * Cache-Control, and the page shell drawn for each page request from the istore API
 * (server/web/page.ts, server/web/shell.ts).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors';
import { appCsp, inlineStyleTexts } from '../shared/security-headers';
import { registerPwa } from './pwa';
import { registerSitemap } from './sitemap';
import { registerShareImages } from './share-image';
import { neutralShell, renderShell } from './shell';
import { withRumSetting } from './rum-setting';
import { pageData } from './page';
import type { StoreApi } from './store-api';
import type { WebMetrics } from './metrics';
import { REFERRAL_COOKIES, REFERRAL_PARAM } from '../../src/domain/constants';
import { isHeaderVisible } from '../../src/domain/header';
import type { DeviceKind } from '../../src/domain/device';

/** What the page routes need: the API reader and how long a page may wait for it. */
export interface ShellContext {
  api: StoreApi;
  /** A page waits this long for the API, then gets the neutral shell (ms). */
  budgetMs: number;
  /** scheme://host of the store as shoppers reach it (canonical links); else the request's. */
  publicOrigin: string | null;
  /** Shared caches may keep a page without personal data this long (s-maxage, s). */
  sharedMaxAge: number;
  /** The field-vitals sample rate every page carries (server/web/rum-setting.ts). */
  rumSampleRate: number;
  /** Where each shell's outcome is counted. */
  metrics?: WebMetrics;
}

/** Webpack content hashes in file names (app.3f9c2a1b.js, 123.a1b2c3d4e5.chunk.css, ...). */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The app's files; the build's `.br` / `.gz` copies go to clients that accept them (config/precompress.ts). */
export function registerApp(app: FastifyInstance, staticDir: string, ctx: ShellContext): void {
  app.register(fastifyStatic, {
    root: path.resolve(staticDir),
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    index: false,
  });
  registerShellRoutes(app, staticDir, ctx);
  registerPwa(app, staticDir, ctx.api, ctx.publicOrigin);
  registerSitemap(app, staticDir, ctx.api, ctx.publicOrigin);
  registerShareImages(app, ctx.api, ctx.publicOrigin);
}

/**
 * Cache-Control for the app's files: hashed files a year, the others (sw.js, manifest, ...)
 * revalidated. Forwarded answers keep the API's own. Done here rather than in @fastify/static's setHeaders, whose signature
 * changed between its major versions.
 */
export function registerCacheHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const url = req.url.split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return payload;
    if (reply.statusCode < 400 && req.routeOptions.url?.endsWith('*'))
      reply.header('cache-control', cacheControlFor(url));
    return payload;
  });
}

const RID = /^[A-Za-z0-9_-]{4,40}$/;
const FRIEND_REFERRAL_COOKIE = REFERRAL_COOKIES[1];

/**
 * Spec 9: a shared link (`?rid=` on any page) leaves its referral id in SASRFRID for the
 * registration and orders that follow (the API reads it from the forwarded cookies).
 */
function referralCookie(req: FastifyRequest): string | null {
  const q = req.url.indexOf('?');
  const rid = q < 0 ? null : new URLSearchParams(req.url.slice(q + 1)).get(REFERRAL_PARAM);
  if (!rid || !RID.test(rid) || req.cookies[FRIEND_REFERRAL_COOKIE] === rid) return null;
  return `${FRIEND_REFERRAL_COOKIE}=${rid}; Max-Age=${30 * 86_400}; Path=/; SameSite=Lax`;
}

/**
 * The page shell for this request, revalidated on every visit (its ETag is the HTML's own hash,
 * so an unchanged shell answers 304 and the browser keeps the page with the policy that came with
 * it; the policy names by hash the inline styles this very HTML holds).
 *
 * Who may keep it: a page drawn from the shared app info (no session cookie, no cookie set) holds
 * nothing of a shopper, so shared caches (a CDN) may keep it briefly (`s-maxage`) and serve it
 * stale while they renew it; it differs by language (Accept-Language, or `?lang=`), by Cookie
 * (a session makes it the shopper's), and by User-Agent only where the store hides its header on
 * some kinds of device. A shopper's page is private. The neutral shell (the API did not answer in
 * time), and a page drawn while one of its reads failed, are kept by no one.
 */
async function sendShell(
  staticDir: string,
  ctx: ShellContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const result = await pageData(ctx.api, req, { budgetMs: ctx.budgetMs, publicOrigin: ctx.publicOrigin });
  const drawn = result.data ? renderShell(staticDir, result.data) : neutralShell(staticDir);
  if (drawn === null) return false;
  ctx.metrics?.pages.inc({ outcome: result.outcome, reason: result.reason });
  const html = withRumSetting(drawn, ctx.rumSampleRate);
  const cookies = [...result.setCookies];
  const rid = referralCookie(req);
  if (rid) cookies.push(rid);
  if (cookies.length) reply.header('set-cookie', cookies);
  const vary = ['Accept-Language', 'Cookie', 'Accept-Encoding'];
  const control = result.data?.info.appContent.headerControl;
  const kinds: DeviceKind[] = ['miniProgram', 'wechat', 'alipay', 'mobile', 'desktop'];
  const visible = kinds.map((k) => isHeaderVisible(k, control));
  if (visible.some((v) => v !== visible[0])) vary.push('User-Agent');
  let cacheControl: string;
  // the neutral shell, or a page drawn while one of its reads failed: a shared cache that kept it
  // would serve it in place of the whole page (and, renewing in the background, replace one)
  if (!result.data || result.partial) cacheControl = 'no-cache';
  else if (result.personal || cookies.length) cacheControl = 'private, no-cache';
  else cacheControl = `public, max-age=0, s-maxage=${ctx.sharedMaxAge}, stale-while-revalidate=${ctx.sharedMaxAge * 5}`;
  const etag = `"${crypto.createHash('sha256').update(html, 'utf8').digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', cacheControl).header('vary', vary.join(', ')).header('etag', etag);
  const match = (req.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  // an unknown product, category or tag: still the app's shell (the app shows its not-found notice)
  const status = result.data?.meta?.notFound ? 404 : 200;
  if (status === 200 && (match.includes(etag) || match.includes('*'))) await reply.code(304).send();
  else
    await reply
      .code(status)
      .header('content-security-policy', appCsp(inlineStyleTexts(html)))
      .type('text/html; charset=utf-8')
      .send(html);
  return true;
}

/** `/` and `/index.html` are the shell filled for this store, not the file as built. */
export function registerShellRoutes(app: FastifyInstance, staticDir: string, ctx: ShellContext): void {
  for (const url of ['/', '/index.html']) {
    app.get(url, async (req, reply) => {
      // sendShell says whether it sent the page (a reply is thenable and resolves to nothing, so it
      // cannot be the answer); the not-found reply is returned, so that fastify waits for it
      if (!(await sendShell(staticDir, ctx, req, reply))) return reply.callNotFound();
    });
  }
}

/** A name with an extension as its last segment (`/js/app.js`, `/favicon.ico`): a file, never a page. */
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]{1,10}$/;

/**
 * Whether a request is for a page of the app: a GET or HEAD of a path that names no file, from a
 * client that takes HTML or anything. Link-preview bots, uptime monitors, curl and WeChat's fetcher
 * send `*\/*` or no Accept at all: they get the page (its Open Graph tags) as a browser does. A
 * client asking for JSON only (a script that lost its way) gets the API's 404.
 */
export function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (FILE_PATH.test(url.split(/[?#]/)[0])) return false;
  if (!accept || !accept.trim()) return true;
  return accept
    .split(',')
    .map((part) => part.split(';')[0].trim().toLowerCase())
    .some((type) => type === 'text/html' || type === '*/*' || type === 'text/*' || type === 'application/xhtml+xml');
}

/** History fallback: a page request for a client-side route gets the page shell. */
export function historyFallback(staticDir: string, ctx: ShellContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (isPageRequest(req.method, req.url, req.headers.accept) && (await sendShell(staticDir, ctx, req, reply))) return;
    await reply.code(404).send(errorBody('NOT_FOUND', `Not found: ${req.url.split('?')[0]}`));
  };
}
