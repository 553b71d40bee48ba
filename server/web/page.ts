/**
 * What a page request needs from the istore API before its shell can be drawn: this visitor's
 * app info and the page's first content, read over HTTP (server/web/store-api.ts) within a time
 * budget. A visitor without a session cookie gets the app info every such visitor gets (kept per
 * language); a shopper with one gets theirs, read with their cookies and never kept. When the API
 * is slow or down, the budget runs out and the page is answered with the neutral shell: the app
 * then shows its own error state and recovers.
 */
import type { FastifyRequest } from 'fastify';
import type { AppInfo, Locale } from '../../types/api';
import { XSRF_COOKIE } from '../../types/api';
import { createTranslator } from '../../src/i18n/translator';
import { chosenLocale, LOCALE_COOKIE } from '../../src/domain/localeCookie';
import { firstContent, type Read } from './first-content';
import { normalizeAppInfo } from '../../src/services/app-info';
import { offers } from '../../src/domain/extensions';
import { pageMeta, type PageMeta } from './page-meta';
import { langParam } from './seo';
import type { ShellData } from './shell';
import { localeOf, type ApiAnswer, type StoreApi } from './store-api';
import { forwardedHeaders, rewriteSetCookie } from './forward';
import { publicOriginOf } from './origin';
import { noteCache } from './request-log';
import type { PageOutcome, PageReason } from './metrics';

/**
 * Cookies that say nothing about a shopper: a request carrying only these is drawn from the
 * shared, cached app info. Any other cookie (a session) makes the page the shopper's own.
 */
const NEUTRAL_COOKIES = new Set([XSRF_COOKIE, LOCALE_COOKIE]);

export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(';')
    .map((c) => c.trim().split('=')[0])
    .some((name) => name !== '' && !NEUTRAL_COOKIES.has(name));
}

export interface VisitorInfo {
  info: AppInfo;
  locale: Locale;
  /** Read with the shopper's cookies: the answer is theirs, never shared. */
  personal: boolean;
  /** The API's cookies for this shopper (their session renewed, XSRF-TOKEN), for the web host. */
  setCookies: string[];
}

function isAppInfo(v: unknown): v is AppInfo {
  const r = v as AppInfo | null;
  return !!r && typeof r === 'object' && !!r.appContent && typeof r.appContent === 'object' && !!r.systemSettings;
}

/** This visitor's app info: the shared one per language, or the shopper's own. */
export async function visitorInfo(
  api: StoreApi,
  req: FastifyRequest,
  publicOrigin: string | null = null,
): Promise<VisitorInfo> {
  // the language chosen on the device (its cookie) wins over the browser's, as it does in the app
  const chosen = chosenLocale(req.headers.cookie);
  const asked = langParam(req.url) ?? chosen ?? localeOf(req.headers['accept-language']);
  const personal = hasPersonalCookie(req.headers.cookie);
  if (!personal) {
    const answer = await api.catalogue(
      'common3/appInfoInit',
      asked,
      publicOriginOf(req, publicOrigin),
      readContext(req),
    );
    return visitor(answer, asked, false);
  }
  const f = forwardedHeaders(req, publicOrigin);
  const caller = {
    cookie: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
    forwardedFor: f['x-forwarded-for'],
    forwardedProto: f['x-forwarded-proto'],
    forwardedHost: f['x-forwarded-host'],
    requestId: req.id,
  };
  let answer = await api.get('common3/appInfoInit', caller);
  // A session in another language than the device's choice (switched in another tab, by the
  // server) is switched back before anything is drawn, as the app does at start-up: the first
  // screen and the app then speak the same language.
  if (chosen && answer.status === 200 && isAppInfo(answer.json) && currentLocale(answer.json) !== chosen) {
    const switched = await api.get(`common3/changeLocale/${chosen}`, caller);
    if (switched.status === 200) {
      const again = await api.get('common3/appInfoInit', caller);
      answer = { ...again, setCookies: [...switched.setCookies, ...again.setCookies] };
    }
  }
  return visitor(answer, asked, true);
}

function currentLocale(info: AppInfo): string | undefined {
  return info.appContent.system?.appMessage?.currentLocale;
}

function visitor(answer: ApiAnswer, asked: Locale, personal: boolean): VisitorInfo {
  if (answer.status !== 200 || !isAppInfo(answer.json)) throw new Error(`appInfoInit answered ${answer.status}`);
  const info = answer.json;
  const current = currentLocale(info);
  const locale: Locale = current === 'en' || current === 'zh' ? current : asked;
  return { info, locale, personal, setCookies: personal ? answer.setCookies.map(rewriteSetCookie) : [] };
}

export interface PageResult {
  /** null: the neutral shell (the API did not answer in time, or could not). */
  data: ShellData | null;
  personal: boolean;
  setCookies: string[];
  /** How the shell was drawn and why (the metrics: server/web/metrics.ts). */
  outcome: PageOutcome;
  reason: PageReason;
  /**
   * A read the page needed failed (its first content or its tags): the page is the store's, but
   * less than it should be, so no shared cache may keep it in place of a whole one.
   */
  partial: boolean;
}

/** A catalogue read on behalf of `req`: its id to the API, the cache's outcome to its log line. */
export const readContext = (req: FastifyRequest) => ({
  requestId: req.id,
  note: (o: 'hit' | 'miss' | 'stale') => noteCache(req, o),
});

/** The shell's data for this page request, or null data after `budgetMs`. */
export async function pageData(
  api: StoreApi,
  req: FastifyRequest,
  opts: { budgetMs: number; publicOrigin: string | null },
): Promise<PageResult> {
  const personal = hasPersonalCookie(req.headers.cookie);
  const work = (async (): Promise<PageResult> => {
    const visitor = await visitorInfo(api, req, opts.publicOrigin);
    const { info, locale } = visitor;
    const origin = publicOriginOf(req, opts.publicOrigin);
    const t = createTranslator(locale, info.appContent.system?.appMessage?.applicationMessage?.messages);
    const read: Read = async (path) => {
      const a = await api.catalogue(path, locale, origin, readContext(req));
      if (a.status === 200) return a.json;
      if (a.status === 404) return null;
      throw new Error(`${path} answered ${a.status}`);
    };
    let first = null;
    let failed = false;
    try {
      const model = normalizeAppInfo(info);
      first = await firstContent(read, req.url, locale, t, info.appContent.storeName ?? '', {
        filtersOffered: offers(model, 'filters'),
        currency: model.settings.payment.defaultCurrency.currencyCode,
      });
    } catch (err) {
      // the first content is an optimisation: the store's shell is served without it
      failed = true;
      req.log.warn({ err }, 'page shell: no first content');
    }
    let meta: PageMeta | null = null;
    let metaFailed = false;
    try {
      meta = await pageMeta(read, req.url, first);
    } catch (err) {
      metaFailed = true;
      // without it the page keeps the store's title and answers 200, as a page the server does not check
      req.log.warn({ err }, 'page shell: no page meta');
    }
    return {
      data: {
        info,
        locale,
        t,
        first,
        meta,
        url: req.url,
        origin,
        userAgent: req.headers['user-agent'],
      },
      personal: visitor.personal,
      setCookies: visitor.setCookies,
      outcome: first ? 'first_content' : 'no_first_content',
      reason: first ? 'none' : failed ? 'read_error' : 'none',
      partial: failed || metaFailed,
    };
  })();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<PageResult>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({ data: null, personal, setCookies: [], outcome: 'neutral_shell', reason: 'timeout', partial: false }),
      opts.budgetMs,
    );
  });
  try {
    return await Promise.race([work, late]);
  } catch (err) {
    req.log.warn({ err }, 'page shell: the istore API did not answer; neutral shell');
    return { data: null, personal, setCookies: [], outcome: 'neutral_shell', reason: 'api_error', partial: false };
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}
