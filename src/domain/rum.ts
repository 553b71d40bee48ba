/**
 * Field vitals (real-user measurements): what a visit reports to the web server's `POST /rum`,
 * and the rules that decide whether it reports at all. The H5 app measures LCP, INP, CLS, FCP and
 * TTFB with the `web-vitals` library; the mini-program reports `wx.getPerformance()` entries (app
 * launch, first render, route). Both send one small JSON body a visit:
 *
 *   { "v": 1, "platform": "h5" | "weapp", "route": "/store/product/:id",
 *     "metrics": [{ "name": "LCP", "value": 1234.5 }, ...] }
 *
 * `route` is the route table's URL pattern (never the address the shopper typed: no ids, no
 * query, nothing personal); values are milliseconds, CLS is a unitless score. The store turns the
 * sending off or down with the web server's sample rate (RUM_SAMPLE_RATE, 0 to 1): the page it
 * draws carries it in `<meta name="storefront-rum" content="0.1">`, and `GET /rum` answers it to
 * the mini-program as `{ "sampleRate": 0.1 }`.
 */
import { allRoutes } from './routes';

export const RUM_VERSION = 1;
export const RUM_PATH = '/rum';
/** The page's meta tag naming the sample rate (server/web/shell.ts draws it). */
export const RUM_META_NAME = 'storefront-rum';
/** The performance mark set once a sampled visit is being measured (its report will be sent). */
export const RUM_MEASURING_MARK = 'storefront:field-vitals';
/** A beacon body longer than this is refused (a visit's report is about 300 bytes). */
export const RUM_MAX_BYTES = 2048;

export type RumPlatform = 'h5' | 'weapp';
export const H5_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const WEAPP_METRICS = ['appLaunch', 'firstRender', 'route'] as const;
export type RumMetricName = (typeof H5_METRICS)[number] | (typeof WEAPP_METRICS)[number];
const METRICS: Record<RumPlatform, readonly string[]> = { h5: H5_METRICS, weapp: WEAPP_METRICS };
/** No real visit takes longer than this for any of them (ms; CLS is far below). */
const MAX_VALUE = 600_000;

export interface RumMetric {
  name: RumMetricName;
  value: number;
}

export interface RumBeacon {
  v: typeof RUM_VERSION;
  platform: RumPlatform;
  route: string;
  metrics: RumMetric[];
}

/**
 * The sample rate a setting says (the meta tag's content, GET /rum's `sampleRate`): a number from
 * 0 to 1. Anything else, or nothing, is 0: a store that says nothing sends nothing.
 */
export function sampleRateOf(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(n) || n <= 0) return 0;
  return n >= 1 ? 1 : n;
}

/** Whether this visit reports, given the rate and a uniform draw in [0, 1). */
export function isSampled(rate: number, draw: number): boolean {
  return rate > 0 && draw < rate;
}

let patterns: { pattern: string; parts: string[] }[] | null = null;
function routePatterns() {
  if (!patterns) {
    patterns = allRoutes().flatMap(({ page, urls }) => [
      ...urls.map((u) => ({ pattern: u, parts: u.split('/').filter(Boolean) })),
      // the raw page path, as the mini-program names its pages: reported as the page's first URL
      { pattern: urls[0], parts: page.split('/') },
    ]);
  }
  return patterns;
}

/**
 * The route table's pattern for an address or a mini-program page path (`/store/product/42?x=1`
 * and `pages/store/product/index` -> `/store/product/:id` and `/store/product`), or null when no
 * route answers it (such a visit is not reported: its address may be anything).
 */
export function routePattern(url: string): string | null {
  const path = url.split(/[?#]/)[0];
  const parts = path.split('/').filter(Boolean);
  for (const { pattern, parts: p } of routePatterns()) {
    if (p.length === parts.length && p.every((seg, i) => seg.startsWith(':') || seg === parts[i])) return pattern;
  }
  return null;
}

const isMetricValue = (name: string, value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= (name === 'CLS' ? 100 : MAX_VALUE);

/** Rounds for the wire: whole milliseconds, CLS to four places. */
const rounded = (name: string, value: number) => (name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value));

/**
 * The body of a visit's beacon: each known metric once (the last value measured wins), rounded;
 * null when there is nothing to send or the route is not one of the app's.
 */
export function rumBeacon(
  platform: RumPlatform,
  url: string,
  measured: readonly { name: string; value: number }[],
): RumBeacon | null {
  const route = routePattern(url);
  if (!route) return null;
  const byName = new Map<string, number>();
  for (const m of measured)
    if (METRICS[platform].includes(m.name) && isMetricValue(m.name, m.value)) byName.set(m.name, m.value);
  if (byName.size === 0) return null;
  const metrics = [...byName].map(([name, value]) => ({ name: name as RumMetricName, value: rounded(name, value) }));
  return { v: RUM_VERSION, platform, route, metrics };
}

/**
 * Reads a beacon body as the server receives it (text, as `sendBeacon` sends a string): the
 * beacon, or the reason it is refused. Refused: too long, not JSON, another version or platform,
 * a route that is not a pattern of the route table, an unknown or repeated metric, a value out
 * of range, any other field.
 */
export function parseRumBeacon(body: string): { ok: true; beacon: RumBeacon } | { ok: false; reason: string } {
  if (body.length > RUM_MAX_BYTES) return { ok: false, reason: 'too long' };
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, reason: 'not an object' };
  const r = raw as Record<string, unknown>;
  if (Object.keys(r).some((k) => !['v', 'platform', 'route', 'metrics'].includes(k)))
    return { ok: false, reason: 'unknown field' };
  if (r.v !== RUM_VERSION) return { ok: false, reason: 'unknown version' };
  if (r.platform !== 'h5' && r.platform !== 'weapp') return { ok: false, reason: 'unknown platform' };
  const known = routePatterns().some((p) => p.pattern === r.route);
  if (typeof r.route !== 'string' || !known) return { ok: false, reason: 'unknown route' };
  if (!Array.isArray(r.metrics) || r.metrics.length === 0 || r.metrics.length > METRICS[r.platform].length)
    return { ok: false, reason: 'no metrics' };
  const seen = new Set<string>();
  for (const m of r.metrics as unknown[]) {
    const e = m as Record<string, unknown> | null;
    if (!e || typeof e !== 'object' || Object.keys(e).length !== 2 || typeof e.name !== 'string')
      return { ok: false, reason: 'malformed metric' };
    if (!METRICS[r.platform].includes(e.name) || seen.has(e.name)) return { ok: false, reason: 'unknown metric' };
    if (!isMetricValue(e.name, e.value)) return { ok: false, reason: 'value out of range' };
    seen.add(e.name);
  }
  return { ok: true, beacon: raw as RumBeacon };
}
