/**
 * The cookie and XSRF contract (spec 7): an API answer sets `XSRF-TOKEN`, the page can read it
 * (not HttpOnly, Path=/, a Domain and Secure a browser keeps for this origin), and a harmless
 * change (selecting the store location already selected) is accepted with the app's
 * `X-XSRF-TOKEN`. A change accepted without the header is noted: the token then protects nothing.
 */
import { API_BASE_PATH, XSRF_COOKIE, XSRF_HEADER } from '../../types/api';
import { parseSetCookie, type SetCookie } from '../../src/domain/cookies';
import { isApiError } from '../../src/services/http';
import type { Found } from './calls';
import type { CallResult } from './judge';
import type { Services } from './services';
import type { RecordingTransport } from './transport';

const WRITE = 'POST common3/setSelectedStoreLocation';
const JOURNEYS = 'every change is refused: adding to the cart, checkout and signing in fail';

function result(id: string, call: string, r: Partial<CallResult> & Pick<CallResult, 'status' | 'detail'>): CallResult {
  return { id, call, need: 'journey', shopperSees: '', breaksJourney: false, ...r };
}

/** Why a browser on `origin` would drop this cookie or hide it from the page; null when it keeps it. */
export function cookieProblem(c: SetCookie, origin: URL): string | null {
  if (c.httpOnly) return 'HttpOnly: the page cannot read it, so the app sends no X-XSRF-TOKEN';
  if (c.path !== '/')
    return `Path=${c.path ?? "(none: the answer's own folder)"}: pages outside it cannot read it (needs Path=/)`;
  const host = origin.hostname.toLowerCase();
  const domain = (c.domain ?? '').replace(/^\./, '').toLowerCase();
  if (domain && host !== domain && !host.endsWith(`.${domain}`))
    return `Domain=${c.domain}: a browser on ${host} drops it (the web server in front strips Domain)`;
  const local = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  if (c.secure && origin.protocol !== 'https:' && !local) return 'Secure on an http origin: a browser drops it';
  if ((c.sameSite ?? '').toLowerCase() === 'none' && !c.secure)
    return 'SameSite=None without Secure: a browser drops it';
  if (c.maxAge !== undefined && c.maxAge <= 0) return 'Max-Age=0: it is deleted as it is set';
  return null;
}

export async function checkContract(
  svc: Services,
  rec: RecordingTransport,
  found: Found,
  origin: string,
  writes = true,
): Promise<CallResult[]> {
  const out: CallResult[] = [];
  const set = rec.exchanges.flatMap((e) => parseSetCookie(e.setCookies)).find((c) => c.name === XSRF_COOKIE);
  if (!set) {
    out.push(
      result('xsrfCookie', `${XSRF_COOKIE} cookie`, {
        status: 'missing',
        detail: 'no answer set it',
        shopperSees: 'the app sends no X-XSRF-TOKEN with its changes: an API that wants one refuses them',
      }),
    );
  } else {
    const problem = cookieProblem(set, new URL(origin));
    out.push(
      result('xsrfCookie', `${XSRF_COOKIE} cookie`, {
        status: problem ? 'refused' : 'ok',
        detail: problem ?? '',
        shopperSees: problem
          ? 'the app sends no X-XSRF-TOKEN with its changes: an API that wants one refuses them'
          : '',
      }),
    );
  }

  if (!writes) return out;
  if (!found.locationId) {
    out.push(
      result('xsrfWrite', WRITE, { status: 'skipped', detail: 'app info lists no store location to select again' }),
    );
    return out;
  }
  const before = rec.exchanges.length;
  let error: unknown = null;
  try {
    await svc.common.setSelectedStoreLocation(found.locationId);
  } catch (e) {
    error = e;
  }
  const ex = rec.exchanges.slice(before).at(-1);
  const sentToken = Boolean(ex?.sent[XSRF_HEADER]);
  const timing = { httpStatus: ex?.status ?? 0, ms: ex?.ms ?? 0 };
  if (error) {
    const status = isApiError(error) ? error.status : 0;
    out.push(
      result('xsrfWrite', WRITE, {
        ...timing,
        status: status === 404 || status === 405 ? 'missing' : 'refused',
        detail: `HTTP ${status}${isApiError(error) ? `: ${error.message}` : ''} (${sentToken ? `with ${XSRF_HEADER}` : `no ${XSRF_HEADER}: no readable cookie`})`,
        shopperSees: `broken journey: ${JOURNEYS}`,
        breaksJourney: true,
      }),
    );
    return out;
  }
  out.push(
    result('xsrfWrite', WRITE, {
      ...timing,
      status: 'ok',
      detail: sentToken ? `accepted with ${XSRF_HEADER}` : `accepted without ${XSRF_HEADER} (no cookie to send)`,
    }),
  );

  // the same change without the header: an API that takes it does not check the token
  const url = `${origin.replace(/\/+$/, '')}${API_BASE_PATH}/common3/setSelectedStoreLocation`;
  const bare = await rec
    .transport({
      method: 'POST',
      url,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ locationId: found.locationId }),
      timeoutMs: 10_000,
    })
    .catch(() => null);
  if (bare && bare.status >= 200 && bare.status < 300) {
    out.push(
      result('xsrfEnforced', `${WRITE} without ${XSRF_HEADER}`, {
        need: 'feature',
        status: 'not enforced',
        detail: 'accepted: the API does not check the token',
        shopperSees: 'no protection from cross-site requests by the XSRF token (the store works)',
      }),
    );
  } else {
    out.push(
      result('xsrfEnforced', `${WRITE} without ${XSRF_HEADER}`, {
        need: 'feature',
        status: 'ok',
        detail: `refused (HTTP ${bare?.status ?? 0}), as it should be`,
      }),
    );
  }
  return out;
}
