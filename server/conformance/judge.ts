/**
 * One call's result: what the API answered, read through the app's service, classed as the
 * shopper would meet it (ok, slow, missing, refused, wrong shape, unreachable).
 */
import { isApiError } from '../../src/services/http';
import type { CallCheck, Found, Need, Shortfall } from './calls';
import { findField, type FieldFinding } from './probe';
import { answeringHttp, createServices, type Services } from './services';
import type { Exchange } from './transport';

export type CallStatus =
  'ok' | 'slow' | 'missing' | 'refused' | 'wrong shape' | 'unreachable' | 'skipped' | 'not offered' | 'not enforced';

export interface CallResult {
  id: string;
  call: string;
  need: Need;
  status: CallStatus;
  /** HTTP status of the answer (0: none came). */
  httpStatus?: number;
  ms?: number;
  /** What was wrong, exactly (the field, the status, the time). */
  detail: string;
  /** What the shopper would see ('' when nothing). */
  shopperSees: string;
  /** A main journey cannot go on: the check fails. */
  breaksJourney: boolean;
  extension?: string;
}

export interface JudgeContext {
  budgetMs: number;
  timeoutMs: number;
  exchanges: Exchange[];
}

function seesFor(need: Need, broken: boolean, text: string): string {
  if (broken) return `broken journey: ${text}`;
  return `${need === 'feature' ? 'feature left out' : need === 'screen' ? 'error state' : 'left out'}: ${text}`;
}

/** How bad the app finds `answer` for this call: Infinity when it rejects it, else what it left out. */
export function judgeOf(c: CallCheck, found: Found) {
  return async (answer: unknown): Promise<number> => {
    const svc = createServices(answeringHttp(answer));
    try {
      const model = await c.run(svc, found);
      return c.shortfall?.(model as never, answer)?.count ?? 0;
    } catch {
      return Infinity;
    }
  };
}

function fieldText(f: FieldFinding | null): string {
  if (!f) return '';
  return `${f.field || 'the answer'}: ${f.found}, the app needs ${f.wants}`;
}

function parsed(body: string): { ok: boolean; value: unknown } {
  try {
    return { ok: true, value: body.trim() === '' ? null : JSON.parse(body) };
  } catch {
    return { ok: false, value: undefined };
  }
}

export async function checkCall(c: CallCheck, svc: Services, found: Found, ctx: JudgeContext): Promise<CallResult> {
  const base = { id: c.id, call: c.call, need: c.need, ...(c.extension ? { extension: c.extension } : {}) };
  if (c.extension && !found.info?.extensions.includes(c.extension))
    return {
      ...base,
      status: 'not offered',
      detail: 'extension not listed in app info',
      shopperSees: '',
      breaksJourney: false,
    };
  const why = c.skip?.(found);
  if (why) return { ...base, status: 'skipped', detail: why, shopperSees: '', breaksJourney: false };

  const before = ctx.exchanges.length;
  let model: unknown;
  let error: unknown = null;
  try {
    model = await c.run(svc, found);
  } catch (e) {
    error = e ?? new Error('failed');
  }
  const ex = ctx.exchanges.slice(before).at(-1);
  const timing = { httpStatus: ex?.status ?? 0, ms: ex?.ms ?? 0 };
  const failed = (status: CallStatus, detail: string): CallResult => ({
    ...base,
    ...timing,
    status,
    detail,
    shopperSees: seesFor(c.need, c.need === 'journey', c.fails),
    breaksJourney: c.need === 'journey',
  });

  if (error) {
    if (!isApiError(error))
      return failed(
        'wrong shape',
        `the app's reading of the answer failed: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    if (error.status === 0)
      return failed('unreachable', error.code === 'TIMEOUT' ? `no answer in ${ctx.timeoutMs} ms` : 'no connection');
    if (error.status === 404 || error.status === 405) return failed('missing', `HTTP ${error.status}`);
    if (error.status < 200 || error.status >= 300) return failed('refused', `HTTP ${error.status}: ${error.message}`);
    const body = parsed(ex?.body ?? '');
    if (!body.ok) {
      const start = (ex?.body ?? '').trim().slice(0, 30).replace(/\s+/g, ' ');
      return failed('wrong shape', `not JSON (${ex?.contentType || 'no content type'}: ${JSON.stringify(start)})`);
    }
    const finding = await findField(body.value, judgeOf(c, found));
    return failed('wrong shape', fieldText(finding) || 'the app cannot read the answer');
  }

  c.learn?.(model as never, found);
  const short: Shortfall | null = c.shortfall?.(model as never, parsed(ex?.body ?? '').value) ?? null;
  if (short) {
    const finding = await findField(parsed(ex?.body ?? '').value, judgeOf(c, found));
    const broken = c.need === 'journey' && short.all;
    return {
      ...base,
      ...timing,
      status: 'wrong shape',
      detail: [short.text, fieldText(finding)].filter(Boolean).join('; '),
      shopperSees: seesFor(c.need, broken, broken ? c.fails : short.text),
      breaksJourney: broken,
    };
  }
  if (timing.ms > ctx.budgetMs) {
    return {
      ...base,
      ...timing,
      status: 'slow',
      detail: `${timing.ms} ms (budget ${ctx.budgetMs} ms)`,
      shopperSees: c.firstContent
        ? 'slow: the web server sends pages that need it without their first content; the app draws it when the answer comes'
        : `slow: the shopper waits ${(timing.ms / 1000).toFixed(1)} s for it`,
      breaksJourney: false,
    };
  }
  return { ...base, ...timing, status: 'ok', detail: '', shopperSees: '', breaksJourney: false };
}
