/**
 * The web server's own look at its istore API: once, in the background after it starts
 * listening, the read-only conformance check (server/conformance/: every read the store makes,
 * read by the app's own services, and the XSRF cookie; no write) against STORE_API_ORIGIN. It
 * logs one line per call the store needs that the API lacks, and one with the verdict; the
 * server starts and serves either way. /readyz reports the last result (server/web/health.ts)
 * without turning ready off for it: every copy checks the same API, so an unready verdict would
 * take the whole store away, the journeys that work with it.
 *
 * Off unless asked for (`apiCheck` of buildWebServer): tests start many web servers; `npm start`
 * and `npm run serve:web` ask for it (STORE_API_CHECK=0 turns it off there).
 */
import type { FastifyBaseLogger } from 'fastify';
import { runConformance, type CallResult, type ConformanceReport } from '../conformance/run';

/** What /readyz says of the check. */
export interface ConformanceSummary {
  state: 'pending' | 'done' | 'failed';
  checkedAt?: string;
  /** No call a main journey needs failed. */
  ok?: boolean;
  verdict?: string;
  /** The calls the API lacks or answers unusably, with what the shopper sees. */
  lacking?: Array<Pick<CallResult, 'call' | 'status' | 'detail' | 'shopperSees' | 'breaksJourney'>>;
  error?: string;
}

// slowness is the page budget's business (the shell goes without first content), not a lack
const QUIET: ReadonlyArray<CallResult['status']> = ['ok', 'skipped', 'not offered', 'slow'];

/** One log line for a call the API lacks. */
export function lackLine(r: CallResult): string {
  return `istore API: ${r.call}: ${r.status}${r.detail ? ` (${r.detail})` : ''}${r.shopperSees ? `: ${r.shopperSees}` : ''}`;
}

export class ApiConformance {
  private report: ConformanceReport | null = null;
  private failure: string | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly origin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts the check once (later calls share it); never rejects. */
  start(): Promise<void> {
    this.running ??= runConformance({ origin: this.origin, readOnly: true })
      .then((report) => {
        if (this.closed) return;
        this.report = report;
        const lacking = [...report.reads, ...report.contract].filter((r) => !QUIET.includes(r.status));
        for (const r of lacking) (r.breaksJourney ? this.log.error : this.log.warn).call(this.log, lackLine(r));
        (lacking.length ? this.log.warn : this.log.info).call(this.log, `istore API conformance: ${report.verdict}`);
      })
      .catch((err: unknown) => {
        if (this.closed) return;
        this.failure = err instanceof Error ? err.message : String(err);
        this.log.warn(`istore API conformance check failed: ${this.failure}`);
      });
    return this.running;
  }

  /** The last full report (null until the check has run). */
  lastReport(): ConformanceReport | null {
    return this.report;
  }

  summary(): ConformanceSummary {
    if (this.failure) return { state: 'failed', error: this.failure };
    const r = this.report;
    if (!r) return { state: 'pending' };
    return {
      state: 'done',
      checkedAt: r.checkedAt,
      ok: r.ok,
      verdict: r.verdict,
      lacking: [...r.reads, ...r.contract]
        .filter((c) => !QUIET.includes(c.status))
        .map(({ call, status, detail, shopperSees, breaksJourney }) => ({
          call,
          status,
          detail,
          shopperSees,
          breaksJourney,
        })),
    };
  }

  /** Nothing is logged or kept after the server closed (a check in flight ends by itself). */
  close(): void {
    this.closed = true;
  }
}
