/**
 * Transport: sends one HTTP request and gives back status, headers and the raw body text. It
 * knows nothing about the API (no base path, no JSON, no XSRF): `services/http.ts` does that.
 *
 * Variants: this file (H5 and jest: `fetch` with credentials 'include', so the browser sends and
 * stores cookies itself) and `transport.weapp.ts` (`Taro.request` plus a cookie jar in storage).
 * A transport rejects only with `TransportError` ('network' | 'timeout'); any HTTP status,
 * including 4xx/5xx, resolves.
 */
import { TransportError } from './transport-error';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface TransportRequest {
  method: HttpMethod;
  /** Absolute URL, or a path on the page's own origin (H5). */
  url: string;
  headers: Record<string, string>;
  /** Serialised body (JSON text), if any. */
  body?: string;
  /** Abort after this many ms. */
  timeoutMs: number;
}

export interface TransportResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** Raw body text ('' when empty). */
  body: string;
}

export type Transport = (req: TransportRequest) => Promise<TransportResponse>;

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

function headersOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return out;
}

/** A transport over `fetch`; `fetchImpl` defaults to the global one at call time. */
export function createFetchTransport(fetchImpl?: FetchLike): Transport {
  return async (req) => {
    const doFetch: FetchLike | undefined =
      fetchImpl ?? (typeof fetch === 'function' ? (input, init) => fetch(input, init) : undefined);
    if (!doFetch) throw new TransportError('network', 'fetch is not available');
    const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller?.abort();
    }, req.timeoutMs);
    try {
      const res = await doFetch(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        credentials: 'include',
        signal: controller?.signal,
      });
      const body = await res.text();
      if (timedOut) throw new TransportError('timeout');
      return { status: res.status, headers: headersOf(res), body };
    } catch (e) {
      if (e instanceof TransportError) throw e;
      throw new TransportError(timedOut ? 'timeout' : 'network', e instanceof Error ? e.message : undefined);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The default transport of this target. */
export const transport: Transport = createFetchTransport();
