/**
 * The field-vitals sample rate as the app learns it (src/domain/rum.ts): the H5 page carries it
 * in a meta tag the web server adds to every page it draws (a cached page carries it too, so a
 * change shows within the page's s-maxage), and the mini-program, which has no page from this
 * server, reads it from `GET /rum`. 0 turns the sending off.
 */
import type { FastifyInstance } from 'fastify';
import { RUM_META_NAME, RUM_PATH } from '../../src/domain/rum';

/** The page with the sample rate's meta tag in its head (before anything else reads it). */
export function withRumSetting(html: string, rate: number): string {
  const tag = `<meta name="${RUM_META_NAME}" content="${rate}">`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : html;
}

/** `GET /rum`: `{ "sampleRate": n }`, the same for everyone, briefly cacheable. */
export function registerRumSetting(app: FastifyInstance, rate: number): void {
  app.get(RUM_PATH, (_req, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('application/json').send({ sampleRate: rate }),
  );
}

/** RUM_SAMPLE_RATE: a number from 0 to 1 (anything else is refused at start, not guessed). */
export function rumSampleRateFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0.1;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > 1)
    throw new Error(`RUM_SAMPLE_RATE must be a number from 0 to 1 (0: off), not "${raw}"`);
  return n;
}
