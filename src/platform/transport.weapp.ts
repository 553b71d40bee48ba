/**
 * Transport on the mini-program: Taro.request (wx.request) with the cookie jar: the jar's live
 * cookies go out as the `cookie` header, Set-Cookie of every response (WeChat gives `Set-Cookie`
 * or `set-cookie`, sometimes several joined by commas, sometimes an array) goes into the jar.
 * See transport.ts for the contract.
 */
// Weapp siblings are imported by their full name ('./storage.weapp'), so jest resolves them too.
import Taro from '@tarojs/taro';
import { createCookieJar, type CookieJarStore } from './cookie-jar';
import { storage } from './storage.weapp';
import type { Transport, TransportResponse } from './transport';
import { TransportError } from './transport-error';

type RawHeaders = Record<string, unknown> | undefined | null;

function setCookieOf(header: RawHeaders): string[] {
  const out: string[] = [];
  if (!header) return out;
  for (const [name, value] of Object.entries(header)) {
    if (name.toLowerCase() !== 'set-cookie') continue;
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === 'string') out.push(v);
  }
  return out;
}

function headersOf(header: RawHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const [name, value] of Object.entries(header)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

function bodyText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data === undefined || data === null) return '';
  if (typeof ArrayBuffer !== 'undefined' && data instanceof ArrayBuffer) return '';
  return JSON.stringify(data);
}

function errMsgOf(e: unknown): string {
  if (e && typeof e === 'object' && typeof (e as { errMsg?: unknown }).errMsg === 'string') {
    return (e as { errMsg: string }).errMsg;
  }
  return e instanceof Error ? e.message : 'request:fail';
}

export function createTaroTransport(jar: CookieJarStore = createCookieJar(storage)): Transport {
  return async (req): Promise<TransportResponse> => {
    const header: Record<string, string> = { ...req.headers };
    const cookie = jar.header();
    if (cookie) header.cookie = cookie;
    let res: Taro.request.SuccessCallbackResult<string | ArrayBuffer | Record<string, unknown>>;
    try {
      res = await Taro.request({
        url: req.url,
        method: req.method,
        header,
        data: req.body,
        timeout: req.timeoutMs,
        // anything but 'json' keeps the body as text; http.ts parses it
        dataType: 'text',
        responseType: 'text',
      });
    } catch (e) {
      const msg = errMsgOf(e);
      throw new TransportError(/time\s*out|timed out|超时/i.test(msg) ? 'timeout' : 'network', msg);
    }
    const raw = res.header as RawHeaders;
    const setCookies = setCookieOf(raw);
    if (setCookies.length) jar.store(setCookies);
    return { status: res.statusCode, headers: headersOf(raw), body: bodyText(res.data) };
  };
}

export const transport: Transport = createTaroTransport();
