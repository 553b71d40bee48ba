/**
 * The typed API client: base path, query strings, JSON, cookies' XSRF token, time limits and one
 * error type. The transport (platform) moves bytes; this module decides what they mean.
 *
 *   const http = createHttp({ origin: API_ORIGIN, transport, cookies });
 *   const info = await http.get<unknown>('common3/appInfoInit');
 *
 * A path without a scheme is an API path: 'common3/x' -> `${origin}/api/istore/client/common3/x`,
 * '/other' -> `${origin}/other`. A URL with a scheme ('https://...') is used as is and never gets
 * the XSRF header (spec 7).
 */
import { API_BASE_PATH, APP_INFO_PATH, XSRF_COOKIE, XSRF_HEADER } from '@api-types';
import { needsXsrf, tokenWait } from '@/domain/xsrf';
import type { CookieReader } from '@/platform/cookies';
import { isOnline } from '@/platform/network';
import { isTransportError } from '@/platform/transport-error';
import type { HttpMethod, Transport, TransportResponse } from '@/platform/transport';
import { DEFAULT_TIMEOUT_MS } from './config';

export type { HttpMethod };

/**
 * Texts for failures without a server message, in the page's language: the app's wiring
 * (createRootStore) puts the current language's words in with `setErrorTexts`; English until then.
 */
export const ERROR_TEXT = {
  NETWORK_ERROR: 'Network error, please try again',
  TIMEOUT: 'The server took too long to answer, please try again',
  BAD_RESPONSE: 'The server sent an unreadable answer, please try again',
  HTTP: 'Something went wrong, please try again',
  OFFLINE: 'You are offline: try again when you are back online.',
};

/** Sets the texts of failures the client detects itself (one language on a page, these included). */
export function setErrorTexts(texts: typeof ERROR_TEXT): void {
  Object.assign(ERROR_TEXT, texts);
}

/** Codes of failures the client itself detects; server codes (e.g. 'VALIDATION') pass through. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'OFFLINE' | 'TIMEOUT' | 'BAD_RESPONSE' | 'HTTP_ERROR';

// Declared apart from the class, so the first screen's code gets no field initialiser for it.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- type-only members, declared apart so the class emits no field for them
export interface ApiError {
  /** Seconds the server asked to wait (Retry-After of a 429), when it said. */
  readonly retryAfterSec?: number;
}

/** Every failed call (non-2xx, network error, timeout, malformed JSON) rejects with this. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface above
export class ApiError extends Error {
  /** HTTP status; 0 when no response came (network error, timeout). */
  readonly status: number;
  /** The server's first error code, or a ClientErrorCode. */
  readonly code: string;
  /** Every message of the server's `errors` list (at least `message`). */
  readonly messages: string[];

  constructor(status: number, code: string, message: string, messages?: string[], retryAfterSec?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messages = messages && messages.length ? messages : [message];
    if (retryAfterSec! > 0) (this as { retryAfterSec?: number }).retryAfterSec = retryAfterSec;
  }
}

/** One path segment of a call's URL, escaped (a name or an id the shopper or the server gave). */
export function seg(s: string | number): string {
  return encodeURIComponent(String(s));
}

/** An answer that is not what the call promises (200, but the wrong shape). */
export function badResponse(): ApiError {
  return new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The text to show for any thrown value: an ApiError's message, else a plain text. */
export function errorMessage(e: unknown): string {
  return isApiError(e) ? e.message : ERROR_TEXT.HTTP;
}

/** Any thrown value as an ApiError: itself, or a no-answer error (status 0) with the plain text. */
export function asApiError(e: unknown): ApiError {
  return isApiError(e) ? e : new ApiError(0, 'HTTP_ERROR', ERROR_TEXT.HTTP);
}

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** 'a=1&b=x%20y' from a record; undefined and null values are skipped, arrays repeat the key. */
export function buildQuery(query?: Query): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value as QueryScalar];
    for (const v of values) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  }
  return parts.join('&');
}

function hasScheme(path: string): boolean {
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(path) || /^[\\/]{2}/.test(path);
}

export interface RequestOptions {
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  timeoutMs?: number;
}

export interface Http {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** The full URL a path and query resolve to. */
  url(path: string, query?: Query): string;
}

export interface HttpConfig {
  /** scheme://host[:port] of the API, '' for the page's own origin (see services/config.ts). */
  origin?: string;
  transport: Transport;
  /** Where the XSRF-TOKEN cookie is read from. */
  cookies?: CookieReader;
  /** Default time limit per request (ms); 15 s when not given. */
  timeoutMs?: number;
  /**
   * The language the shopper chose on this device, sent as Accept-Language: a server session that
   * has no language (new, expired, cookies cleared) answers in it instead of its default.
   */
  locale?: () => string | null;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** `{ errors: [{ code, message }] }` -> its codes and messages (malformed entries skipped). */
function serverErrors(body: unknown): { code?: string; messages: string[] } {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return { messages: [] };
  let code: string | undefined;
  const messages: string[] = [];
  for (const item of errors) {
    if (!item || typeof item !== 'object') continue;
    const { code: c, message: m } = item as { code?: unknown; message?: unknown };
    if (typeof m === 'string' && m.trim() !== '') {
      messages.push(m);
      if (code === undefined && typeof c === 'string' && c) code = c;
    }
  }
  return { code, messages };
}

function toApiError(res: TransportResponse): ApiError {
  const parsed = parseJson(res.body);
  const { code, messages } = parsed.ok ? serverErrors(parsed.value) : { code: undefined, messages: [] };
  if (messages.length)
    return new ApiError(res.status, code ?? 'HTTP_ERROR', messages[0], messages, Number(res.headers['retry-after']));
  return new ApiError(res.status, 'HTTP_ERROR', ERROR_TEXT.HTTP);
}

/** The read that brings a browser its XSRF cookie when it has none (any API answer sets it). */
export const XSRF_PRIME_PATH = APP_INFO_PATH;

export function createHttp(config: HttpConfig): Http {
  const origin = (config.origin ?? '').replace(/\/+$/, '');
  const defaultTimeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function url(path: string, query?: Query): string {
    let base: string;
    if (hasScheme(path)) base = path;
    else if (path.startsWith('/')) base = `${origin}${path}`;
    else base = `${origin}${API_BASE_PATH}/${path}`;
    const qs = buildQuery(query);
    return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
  }

  // A browser that has had no answer from the API yet has no XSRF-TOKEN cookie (pages do not set
  // it, so a CDN may share them). Until it has one, one request at a time is the one that brings it
  // (tokenWait): the rest wait for its answer, so a visit gets one token and one session, and a
  // change never carries a token a later answer replaced. A change with nothing on its way first
  // sends one read, such as a mailed link's code opened in a fresh browser.
  let priming: Promise<unknown> | null = null;
  function holdFor(p: Promise<unknown>): Promise<unknown> {
    const settled = p
      .catch(() => undefined)
      .finally(() => {
        if (priming === settled) priming = null;
      });
    priming = settled;
    return settled;
  }
  function primeXsrf(timeoutMs: number): Promise<unknown> {
    return holdFor(
      config.transport({
        method: 'GET',
        url: url(XSRF_PRIME_PATH),
        headers: { Accept: 'application/json' },
        timeoutMs,
      }),
    );
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const locale = config.locale?.();
    if (locale && !headers['Accept-Language']) headers['Accept-Language'] = locale;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    // The decision is made on the path the caller gave: our own API paths are relative even
    // when a configured origin makes the final URL absolute (weapp).
    const timeoutMs = options.timeoutMs ?? defaultTimeout;
    let lead: (() => void) | undefined;
    if (config.cookies) {
      const wait = tokenWait(method, path, !!config.cookies.get(XSRF_COOKIE), priming !== null);
      if (wait === 'join') await priming;
      else if (wait === 'prime') await primeXsrf(timeoutMs);
      else if (wait === 'lead') void holdFor(new Promise<void>((resolve) => (lead = resolve)));
    }
    if (needsXsrf(method, path)) {
      const token = config.cookies?.get(XSRF_COOKIE);
      if (token) headers[XSRF_HEADER] = token;
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError(0, 'TIMEOUT', ERROR_TEXT.TIMEOUT)), timeoutMs);
    });
    let res: TransportResponse;
    try {
      res = await Promise.race([
        config.transport({ method, url: url(path, options.query), headers, body, timeoutMs }),
        deadline,
      ]);
    } catch (e) {
      if (isApiError(e)) throw e;
      // no answer while the device is offline: say so (the caller keeps what the shopper had)
      if (!isOnline()) throw new ApiError(0, 'OFFLINE', ERROR_TEXT.OFFLINE);
      if (isTransportError(e) && e.kind === 'timeout') throw new ApiError(0, 'TIMEOUT', ERROR_TEXT.TIMEOUT);
      throw new ApiError(0, 'NETWORK_ERROR', ERROR_TEXT.NETWORK_ERROR);
    } finally {
      clearTimeout(timer);
      lead?.();
    }

    if (res.status < 200 || res.status >= 300) throw toApiError(res);
    const parsed = parseJson(res.body);
    if (!parsed.ok) throw new ApiError(res.status, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
    return parsed.value as T;
  }

  return {
    request,
    url,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}
