/**
 * Pictures the web server forwards (`/media/`, `/static-assets/`) and the API marks public are
 * kept for a few minutes, in memory and bounded, as a CDN in front would keep them: a page's
 * largest picture then comes from here, not from the API a network hop away (on the bench's
 * production topology the product page's LCP waited on that hop). Only a complete 200 answer
 * with `Cache-Control: public` and a max-age is kept, per URL and the Accept-Encoding it was asked
 * with (the API picks the encoding). Its Set-Cookie never is: the API sets the XSRF cookie on any
 * answer to a browser without one, and that cookie is the asker's, not the picture's.
 */
import type { IncomingHttpHeaders } from 'node:http';

export const MEDIA_PATHS = ['/media/', '/static-assets/'] as const;

export interface CachedAnswer {
  headers: Record<string, string | string[]>;
  body: Buffer;
  expires: number;
}

export interface MediaCacheOptions {
  /** The longest an answer is kept (ms), whatever its max-age. */
  maxAgeMs?: number;
  maxEntryBytes?: number;
  maxTotalBytes?: number;
  now?: () => number;
}

/** How long an answer may be kept (ms): 0 when it may not be. */
export function keepFor(status: number, headers: IncomingHttpHeaders, limitMs: number): number {
  if (status !== 200) return 0;
  const control = String(headers['cache-control'] ?? '').toLowerCase();
  if (!/(^|,)\s*public\s*(,|$)/.test(control) || /no-store|no-cache|private/.test(control)) return 0;
  const maxAge = /max-age=(\d+)/.exec(control);
  return maxAge ? Math.min(Number(maxAge[1]) * 1000, limitMs) : 0;
}

export class MediaCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private total = 0;
  private readonly maxAgeMs: number;
  private readonly maxEntryBytes: number;
  private readonly maxTotalBytes: number;
  private readonly now: () => number;

  constructor(opts: MediaCacheOptions = {}) {
    this.maxAgeMs = opts.maxAgeMs ?? 5 * 60_000;
    this.maxEntryBytes = opts.maxEntryBytes ?? 1024 * 1024;
    this.maxTotalBytes = opts.maxTotalBytes ?? 32 * 1024 * 1024;
    this.now = opts.now ?? Date.now;
  }

  static key(url: string, acceptEncoding: string | string[] | undefined): string {
    return `${url}\n${String(acceptEncoding ?? '')}`;
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.now()) {
      this.drop(key);
      return undefined;
    }
    // most recently used last: the oldest goes first when room is needed
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  /** Keeps a complete answer when its headers allow; the headers kept are those sent with it. */
  put(
    key: string,
    status: number,
    headers: IncomingHttpHeaders,
    sent: Record<string, string | string[]>,
    body: Buffer,
  ) {
    const ms = keepFor(status, headers, this.maxAgeMs);
    if (ms <= 0 || body.length > Math.min(this.maxEntryBytes, this.maxTotalBytes)) return;
    this.drop(key);
    while (this.total + body.length > this.maxTotalBytes && this.entries.size) {
      this.drop(this.entries.keys().next().value as string);
    }
    const kept = Object.fromEntries(Object.entries(sent).filter(([k]) => k.toLowerCase() !== 'set-cookie'));
    this.entries.set(key, { headers: kept, body, expires: this.now() + ms });
    this.total += body.length;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes of the pictures kept. */
  get bytes(): number {
    return this.total;
  }

  private drop(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.total -= e.body.length;
  }
}
