/**
 * How the web server reads the store: the istore API over HTTP (STORE_API_ORIGIN), as the app
 * does, never a database. Two kinds of read:
 *
 * - catalogue reads for the page shell (app info of a visitor without a session, a product, the
 *   first products of the list, the home blocks and content): the same for every visitor of one
 *   language, so they are kept briefly per language (`freshMs`), served stale while one read
 *   renews them (`staleMs`), and a burst of visitors shares one read in flight. They are made with
 *   no cookie at all: nothing of a shopper can be in them.
 * - a shopper's own app info (a request with a session cookie): read with their cookies, never
 *   kept.
 *
 * The catalogue answers of the reference API do not differ by store location (the selected
 * location lives in the shopper's session, which only the uncached read carries), so the key is
 * the path, the language and the store's public origin (sent as X-Forwarded-Proto/-Host; never a
 * shopper's address).
 */
import http from 'node:http';
import https from 'node:https';
import type { Locale } from '../../types/api';
import { API_BASE_PATH } from '../../types/api';
import { callName, type CacheOutcome, type CallOutcome, type WebMetrics } from './metrics';

export interface StoreApiOptions {
  /** scheme://host[:port] of the istore API. */
  origin: string;
  /** How long a catalogue answer is used as it is (ms). */
  freshMs?: number;
  /** How long after that a kept answer is still served while a new read runs (ms). */
  staleMs?: number;
  /** A read that has not answered by then fails (ms). */
  timeoutMs?: number;
  /** Where calls and cache outcomes are counted. */
  metrics?: WebMetrics;
}

/** The request a catalogue read is for: its id goes to the API; `note` hears how the cache served it. */
export interface ReadContext {
  requestId?: string;
  note?: (outcome: CacheOutcome) => void;
}

export interface ApiAnswer {
  status: number;
  /** The answer's JSON; null when it was not JSON. */
  json: unknown;
  setCookies: string[];
}

/** Who a request is for: forwarded as the shopper's address and the web server's own host. */
export interface Caller {
  cookie?: string;
  acceptLanguage?: string;
  forwardedFor?: string;
  forwardedProto?: string;
  forwardedHost?: string;
  /** The web server's id of the request (X-Request-Id). */
  requestId?: string;
}

interface Entry {
  answer: ApiAnswer | null;
  storedAt: number;
  pending: Promise<ApiAnswer> | null;
}

const MAX_ENTRIES = 2000;
const MAX_BODY = 4 * 1024 * 1024;

export class StoreApi {
  readonly origin: string;
  readonly freshMs: number;
  readonly staleMs: number;
  readonly timeoutMs: number;
  /** Reads sent to the API (catalogue and shoppers' alike); the bench reports it. */
  reads = 0;
  /** When the API last answered a read (Date.now(); 0: never): readiness (server/web/health.ts). */
  lastAnswerAt = 0;
  /** Why the last read failed (a network error, a timeout, a 5xx); null after an answer. */
  lastFailure: string | null = null;
  private readonly url: URL;
  private readonly agent: http.Agent;
  private readonly entries = new Map<string, Entry>();
  private readonly metrics: WebMetrics | null;

  constructor(opts: StoreApiOptions) {
    this.origin = opts.origin.replace(/\/+$/, '');
    this.url = new URL(this.origin);
    this.freshMs = opts.freshMs ?? 10_000;
    this.staleMs = opts.staleMs ?? 300_000;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.metrics = opts.metrics ?? null;
    this.agent =
      this.url.protocol === 'https:'
        ? new https.Agent({ keepAlive: true, maxSockets: 64 })
        : new http.Agent({ keepAlive: true, maxSockets: 64 });
  }

  /** GET `${API_BASE_PATH}/${path}` as `caller`; rejects on a network error or timeout. */
  get(path: string, caller: Caller = {}, timeoutMs = this.timeoutMs): Promise<ApiAnswer> {
    this.reads++;
    const lib = this.url.protocol === 'https:' ? https : http;
    const headers: Record<string, string> = { accept: 'application/json', host: this.url.host };
    if (caller.cookie) headers.cookie = caller.cookie;
    if (caller.acceptLanguage) headers['accept-language'] = caller.acceptLanguage;
    if (caller.forwardedFor) headers['x-forwarded-for'] = caller.forwardedFor;
    if (caller.forwardedProto) headers['x-forwarded-proto'] = caller.forwardedProto;
    if (caller.forwardedHost) headers['x-forwarded-host'] = caller.forwardedHost;
    if (caller.requestId) headers['x-request-id'] = caller.requestId;
    const done = this.timing(callName(path));
    return new Promise((resolve, reject) => {
      const req = lib.request(
        {
          protocol: this.url.protocol,
          hostname: this.url.hostname,
          port: this.url.port,
          method: 'GET',
          path: `${API_BASE_PATH}/${path}`,
          headers,
          agent: this.agent,
          timeout: timeoutMs,
        },
        (res) => {
          this.noteAnswer(res.statusCode ?? 0);
          done((res.statusCode ?? 0) >= 500 ? 'error' : 'ok');
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size > MAX_BODY) req.destroy(new Error('answer too large'));
            else chunks.push(c);
          });
          res.on('end', () => {
            let json: unknown = null;
            try {
              json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              json = null;
            }
            const set = res.headers['set-cookie'];
            resolve({ status: res.statusCode ?? 0, json, setCookies: set ?? [] });
          });
          res.on('error', reject);
        },
      );
      let timedOut = false;
      req.on('timeout', () => {
        timedOut = true;
        req.destroy(new Error(`istore API: no answer in ${timeoutMs} ms`));
      });
      req.on('error', (err) => {
        this.lastFailure = err.message;
        done(timedOut ? 'timeout' : 'network');
        reject(err);
      });
      req.end();
    });
  }

  /** Starts timing a call; the function returned records it once (its first outcome). */
  private timing(name: string): (outcome: CallOutcome) => void {
    const start = process.hrtime.bigint();
    let recorded = false;
    return (outcome) => {
      if (recorded || !this.metrics) return;
      recorded = true;
      this.metrics.call(name, outcome, Number(process.hrtime.bigint() - start) / 1e9);
    };
  }

  /** Notes that the API answered (a 5xx is an answer from a part that cannot serve). */
  private noteAnswer(status: number): void {
    if (status >= 500) {
      this.lastFailure = `istore API answered ${status}`;
      return;
    }
    this.lastAnswerAt = Date.now();
    this.lastFailure = null;
  }

  /** GET a file the API serves (a path from its origin: the store's favicon), with no cookie. */
  file(path: string): Promise<{ status: number; bytes: Buffer; type: string }> {
    this.reads++;
    const lib = this.url.protocol === 'https:' ? https : http;
    const done = this.timing('(file)');
    return new Promise((resolve, reject) => {
      const req = lib.request(
        {
          protocol: this.url.protocol,
          hostname: this.url.hostname,
          port: this.url.port,
          method: 'GET',
          path,
          headers: { host: this.url.host },
          agent: this.agent,
          timeout: this.timeoutMs,
        },
        (res) => {
          done((res.statusCode ?? 0) >= 500 ? 'error' : 'ok');
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size > MAX_BODY) req.destroy(new Error('file too large'));
            else chunks.push(c);
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              bytes: Buffer.concat(chunks),
              type: String(res.headers['content-type'] ?? '').split(';')[0],
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => {
        done('timeout');
        req.destroy(new Error(`istore API: no answer in ${this.timeoutMs} ms`));
      });
      req.on('error', (err) => {
        done('network');
        reject(err);
      });
      req.end();
    });
  }

  /**
   * A catalogue read in `locale` for the store as reached at `origin` (scheme://host the shoppers
   * use: the API names it in some answers, e.g. app info's cdnpath), from the cache when fresh; stale while one read renews it; a
   * network failure with a kept answer younger than `staleMs` keeps serving it. Never carries
   * cookies; the answer's cookies are dropped.
   */
  async catalogue(path: string, locale: Locale, origin?: string, ctx: ReadContext = {}): Promise<ApiAnswer> {
    const key = `${locale}|${origin ?? ''}|${path}`;
    const now = Date.now();
    const entry = this.entries.get(key);
    const age = entry?.answer ? now - entry.storedAt : Infinity;
    const outcome = (o: CacheOutcome) => {
      this.metrics?.catalogueCache.inc({ outcome: o });
      ctx.note?.(o);
    };
    if (entry?.answer && age <= this.freshMs) {
      outcome('hit');
      return entry.answer;
    }
    const pending = entry?.pending ?? this.renew(key, path, locale, origin, ctx.requestId);
    if (entry?.answer && age <= this.freshMs + this.staleMs) {
      outcome('stale');
      pending.catch(() => undefined);
      return entry.answer;
    }
    outcome('miss');
    return pending;
  }

  private renew(key: string, path: string, locale: Locale, origin?: string, requestId?: string): Promise<ApiAnswer> {
    const entry: Entry = this.entries.get(key) ?? { answer: null, storedAt: 0, pending: null };
    const url = origin ? new URL(origin) : null;
    const caller: Caller = { acceptLanguage: locale, requestId };
    if (url) {
      caller.forwardedProto = url.protocol.replace(':', '');
      caller.forwardedHost = url.host;
    }
    const pending = this.get(path, caller).then(
      (answer) => {
        entry.pending = null;
        // only answers about the catalogue itself are kept: a 5xx is tried again next time
        if (answer.status === 200 || answer.status === 404) {
          entry.answer = { status: answer.status, json: answer.json, setCookies: [] };
          entry.storedAt = Date.now();
          if (!this.entries.has(key) && this.entries.size >= MAX_ENTRIES) this.entries.clear();
          this.entries.set(key, entry);
        }
        return answer.status === 200 || answer.status === 404 ? (entry.answer as ApiAnswer) : answer;
      },
      (err: unknown) => {
        entry.pending = null;
        throw err;
      },
    );
    entry.pending = pending;
    if (!this.entries.has(key) && this.entries.size < MAX_ENTRIES) this.entries.set(key, entry);
    return pending;
  }

  /** What the cache holds (tests check that no shopper's data is in it). */
  cachedEntries(): Array<{ key: string; answer: ApiAnswer }> {
    return [...this.entries].flatMap(([key, e]) => (e.answer ? [{ key, answer: e.answer }] : []));
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The first language of Accept-Language the store has (the reference API's own rule); else en. */
export function localeOf(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.map((r) => r.lang).find((l) => l === 'en' || l === 'zh');
  return found ?? 'en';
}
