/**
 * The conformance check: will the store work with this istore API? Every read the store makes,
 * in a shopper's order, read by the app's own services; the cookie and XSRF contract; with a
 * test shopper, their reads, and with `write` their cart and checkout walk. Used by
 * `npm run check:api` (scripts/check-api.ts) and by the web server at start (server/web/api-conformance.ts).
 */
import { createHttp } from '../../src/services/http';
import { READS, SHOPPER_READS, type Found } from './calls';
import { checkContract } from './contract';
import { checkCall, type CallResult } from './judge';
import { createServices } from './services';
import { signIn, signOut, walkCheckout, type Credentials } from './shopper';
import { createRecordingTransport } from './transport';

export type { CallResult } from './judge';

/** The web server's page budget: first content later than this is not drawn in the page. */
export const FIRST_CONTENT_BUDGET_MS = 600;

export interface CheckOptions {
  /** scheme://host[:port] of the istore API (or of a web server forwarding it). */
  origin: string;
  budgetMs?: number;
  /** A call with no answer by then is unreachable (ms; 10000). */
  timeoutMs?: number;
  /** Language the calls ask for (Accept-Language). */
  locale?: 'en' | 'zh';
  shopper?: Credentials;
  /** Also the cart and checkout walk (needs `shopper`). */
  write?: boolean;
  /** Only reads (the XSRF cookie is looked at, no write is sent): the web server's start-up check. */
  readOnly?: boolean;
  /** Called before each call with its position and name. */
  onProgress?: (done: number, total: number, call: string) => void;
}

export interface ConformanceReport {
  origin: string;
  checkedAt: string;
  budgetMs: number;
  /** Extensions app info lists. */
  extensions: string[];
  reads: CallResult[];
  contract: CallResult[];
  shopper: CallResult[];
  /** No call a main journey needs failed. */
  ok: boolean;
  verdict: string;
}

export function verdictOf(results: CallResult[]): { ok: boolean; verdict: string } {
  const broken = results.filter((r) => r.breaksJourney);
  const warnings = results.filter((r) => !r.breaksJourney && !['ok', 'skipped', 'not offered'].includes(r.status));
  const warn = warnings.length
    ? `; ${warnings.length} warning${warnings.length === 1 ? '' : 's'} (${warnings.map((r) => r.id).join(', ')})`
    : '';
  if (broken.length)
    return {
      ok: false,
      verdict: `NOT READY: ${broken.length} call${broken.length === 1 ? '' : 's'} a main journey needs failed (${broken.map((r) => r.id).join(', ')})${warn}`,
    };
  return { ok: true, verdict: `READY: every call a main journey needs works${warn || '; no warnings'}` };
}

export async function runConformance(opts: CheckOptions): Promise<ConformanceReport> {
  const origin = opts.origin.replace(/\/+$/, '');
  const budgetMs = opts.budgetMs ?? FIRST_CONTENT_BUDGET_MS;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const rec = createRecordingTransport();
  const http = createHttp({
    origin,
    transport: rec.transport,
    cookies: rec.cookies,
    timeoutMs,
    locale: () => opts.locale ?? 'en',
  });
  const svc = createServices(http);
  const found: Found = {};
  const ctx = { budgetMs, timeoutMs, exchanges: rec.exchanges };
  const shopperReads = opts.shopper ? SHOPPER_READS : [];
  const total =
    READS.length + (opts.readOnly ? 0 : 1) + (opts.shopper ? shopperReads.length + 2 + (opts.write ? 5 : 0) : 0);
  let done = 0;
  const progress = (call: string) => opts.onProgress?.(done++, total, call);

  const reads: CallResult[] = [];
  for (const c of READS) {
    progress(c.call);
    reads.push(await checkCall(c, svc, found, ctx));
  }
  progress('XSRF contract');
  const contract = await checkContract(svc, rec, found, origin, !opts.readOnly);
  const shopper: CallResult[] = [];
  if (opts.shopper && !opts.readOnly) {
    progress('POST common3/signon');
    const signon = await signIn(svc, opts.shopper, found, rec.exchanges);
    shopper.push(signon);
    try {
      for (const c of shopperReads) {
        progress(c.call);
        shopper.push(await checkCall(c, svc, found, ctx));
      }
      if (opts.write && found.signedIn) {
        progress('cart and checkout walk');
        shopper.push(...(await walkCheckout(svc, found, rec.exchanges)));
      }
    } finally {
      if (found.signedIn) {
        progress('GET common3/logout');
        shopper.push(await signOut(svc, rec.exchanges));
      }
    }
  }
  const { ok, verdict } = verdictOf([...reads, ...contract, ...shopper]);
  return {
    origin,
    checkedAt: new Date().toISOString(),
    budgetMs,
    extensions: found.info?.extensions ?? [],
    reads,
    contract,
    shopper,
    ok,
    verdict,
  };
}
