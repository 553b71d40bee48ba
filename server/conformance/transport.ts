/**
 * The check's HTTP: the app's own transport contract (src/platform/transport.ts) over Node's
 * fetch, with a cookie jar as a browser keeps one (the domain's own cookie rules), and a record
 * of every exchange: how long it took, its status, content type, body and Set-Cookie headers.
 * The conformance check reads the API through the app's services on top of this.
 */
import { applySetCookie, cookieHeader, cookieValues, parseSetCookie, type CookieJar } from '../../src/domain/cookies';
import type { Transport } from '../../src/platform/transport';
import { TransportError } from '../../src/platform/transport-error';
import type { CookieReader } from '../../src/platform/cookies';

export interface Exchange {
  method: string;
  url: string;
  status: number;
  ms: number;
  contentType: string;
  body: string;
  setCookies: string[];
  /** The request's headers as sent (the XSRF header among them). */
  sent: Record<string, string>;
}

export interface RecordingTransport {
  transport: Transport;
  cookies: CookieReader;
  /** Every exchange so far, oldest first. */
  exchanges: Exchange[];
  /** The cookie jar's live values. */
  values(): Record<string, string>;
}

export function createRecordingTransport(now: () => number = Date.now): RecordingTransport {
  let jar: CookieJar = Object.create(null) as CookieJar;
  // a page cannot read an HttpOnly cookie, so the app's XSRF header cannot carry it either
  const httpOnly = new Set<string>();
  const exchanges: Exchange[] = [];
  const transport: Transport = async (req) => {
    const headers: Record<string, string> = { ...req.headers };
    const cookie = cookieHeader(jar, now());
    if (cookie) headers.cookie = cookie;
    const started = performance.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), req.timeoutMs);
    try {
      const res = await fetch(req.url, {
        method: req.method,
        headers,
        body: req.body,
        redirect: 'manual',
        signal: controller.signal,
      });
      const body = await res.text();
      const setCookies = res.headers.getSetCookie();
      const parsed = parseSetCookie(setCookies);
      for (const c of parsed) {
        if (c.httpOnly) httpOnly.add(c.name);
        else httpOnly.delete(c.name);
      }
      jar = applySetCookie(jar, parsed, now());
      const out: Record<string, string> = {};
      res.headers.forEach((value, name) => {
        out[name.toLowerCase()] = value;
      });
      exchanges.push({
        method: req.method,
        url: req.url,
        status: res.status,
        ms: Math.round(performance.now() - started),
        contentType: (res.headers.get('content-type') ?? '').split(';')[0].trim(),
        body,
        setCookies,
        sent: headers,
      });
      return { status: res.status, headers: out, body };
    } catch (e) {
      const timedOut = controller.signal.aborted;
      exchanges.push({
        method: req.method,
        url: req.url,
        status: 0,
        ms: Math.round(performance.now() - started),
        contentType: '',
        body: '',
        setCookies: [],
        sent: headers,
      });
      throw new TransportError(timedOut ? 'timeout' : 'network', e instanceof Error ? e.message : String(e));
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    transport,
    exchanges,
    values: () => cookieValues(jar, now()),
    cookies: {
      get: (name) => (httpOnly.has(name) ? undefined : cookieValues(jar, now())[name]),
      all: () => {
        const all = cookieValues(jar, now());
        return Object.fromEntries(Object.entries(all).filter(([name]) => !httpOnly.has(name)));
      },
    },
  };
}
