/**
 * `POST /rum`: the field vitals of real visits (the app's beacons: src/domain/rum.ts, which holds
 * the body format and its checks), kept as histograms per route pattern and metric in this
 * server's metrics (server/web/metrics.ts), so the p75 of each route is read from them, e.g.
 *
 *   histogram_quantile(0.75, sum by (le, route) (rate(storefront_rum_seconds_bucket{metric="LCP"}[1h])))
 *
 * The body, as `navigator.sendBeacon` sends a string (text/plain) or as JSON, at most
 * RUM_MAX_BYTES (2 KB):
 *
 *   { "v": 1, "platform": "h5", "route": "/store/product/:id",
 *     "metrics": [{ "name": "LCP", "value": 1234 }, { "name": "CLS", "value": 0.02 }] }
 *
 * - `platform` `h5` with LCP, INP, CLS, FCP, TTFB; `weapp` with appLaunch, firstRender, route
 *   (wx.getPerformance entries); values in ms (0 to 600000), CLS a score (0 to 100);
 * - `route` a pattern of the app's route table, never an address (no id, no query);
 * - answers: 204 kept; 400 `{code, message}` refused (the reason); 413 too long; 429 more than
 *   `perMinute` beacons a minute from one client address; 404 when the store turned field vitals
 *   off (RUM_SAMPLE_RATE=0).
 *
 * Nothing of a shopper is kept: no address beyond the minute's count in memory, no cookie, no URL.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RUM_MAX_BYTES, RUM_PATH, parseRumBeacon } from '../../src/domain/rum';
import { errorBody } from './errors';
import type { WebMetrics } from './metrics';
import type { ApiErrorCode } from '../../types/api';

export interface RumOptions {
  /** The store's sample rate; 0: field vitals are off. */
  sampleRate: number;
  metrics: WebMetrics;
  /** Beacons a client address may send a minute (60). */
  perMinute?: number;
}

/** The body as text, or null when it is longer than `max` bytes. */
async function bodyText(req: FastifyRequest, max: number): Promise<string | null> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > max) return null;
  const body = req.body as NodeJS.ReadableStream | string | undefined;
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return Buffer.byteLength(body) > max ? null : body;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer | string>) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += b.length;
    if (size > max) return null;
    chunks.push(b);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function registerRum(app: FastifyInstance, opts: RumOptions): void {
  const perMinute = opts.perMinute ?? 60;
  let window = 0;
  const counts = new Map<string, number>();
  const allowed = (address: string): boolean => {
    const minute = Math.floor(Date.now() / 60_000);
    if (minute !== window || counts.size > 10_000) {
      window = minute;
      counts.clear();
    }
    const n = (counts.get(address) ?? 0) + 1;
    counts.set(address, n);
    return n <= perMinute;
  };
  const refuse = (reply: FastifyReply, status: number, code: ApiErrorCode, message: string) =>
    reply.code(status).header('cache-control', 'no-store').send(errorBody(code, message));

  app.post(RUM_PATH, { compress: false }, async (req, reply) => {
    if (opts.sampleRate <= 0) return refuse(reply, 404, 'NOT_FOUND', 'Field vitals are off in this store');
    if (!allowed(req.ip)) {
      return refuse(reply.header('retry-after', '60'), 429, 'TOO_MANY_REQUESTS', 'Too many reports; try later');
    }
    const text = await bodyText(req, RUM_MAX_BYTES);
    if (text === null) {
      return refuse(reply.header('connection', 'close'), 413, 'PAYLOAD_TOO_LARGE', `At most ${RUM_MAX_BYTES} bytes`);
    }
    const parsed = parseRumBeacon(text);
    if (!parsed.ok) return refuse(reply, 400, 'BAD_REQUEST', `Field vitals refused: ${parsed.reason}`);
    const { platform, route, metrics } = parsed.beacon;
    for (const m of metrics) opts.metrics.rum(platform, route, m.name, m.value);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
