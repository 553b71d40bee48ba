/**
 * Fault injection for tests: added latency, a fraction of API requests answered 500, a fraction
 * of API connections dropped without an answer. Set from buildServer options or env
 * (STORE_LATENCY_MS, STORE_ERROR_RATE, STORE_DROP_RATE); changed at run time through
 * `GET|POST /__test/knobs`, which exists only when the server was built with `testKnobs: true`
 * (env STORE_TEST_KNOBS=1). A normal start never exposes that route.
 */
import type { FastifyInstance } from 'fastify';
import type { TestKnobs } from '../../../types/api';
import { errorBody } from './errors';

export const KNOBS_PATH = '/__test/knobs';

/** Environment variables (process.env or a plain object in tests). */
export type Env = Record<string, string | undefined>;

export type KnobOptions = Partial<TestKnobs>;

function num(v: string | undefined): number | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

export function knobsFromEnv(env: Env): KnobOptions {
  return {
    latencyMs: num(env.STORE_LATENCY_MS),
    errorRate: num(env.STORE_ERROR_RATE),
    dropRate: num(env.STORE_DROP_RATE),
    match: env.STORE_KNOBS_MATCH || undefined,
  };
}

const clampRate = (n: number | undefined) => Math.min(1, Math.max(0, n ?? 0));

/** Options win over env; everything else is off. */
export function resolveKnobs(opts: KnobOptions, env: KnobOptions): TestKnobs {
  return {
    latencyMs: Math.max(0, opts.latencyMs ?? env.latencyMs ?? 0),
    errorRate: clampRate(opts.errorRate ?? env.errorRate),
    dropRate: clampRate(opts.dropRate ?? env.dropRate),
    match: opts.match ?? env.match ?? '',
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function registerKnobs(app: FastifyInstance, initial: TestKnobs, exposeRoute: boolean): TestKnobs {
  const knobs: TestKnobs = { ...initial };

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    if (knobs.match && !req.url.includes(knobs.match)) return;
    if (knobs.latencyMs > 0) await sleep(knobs.latencyMs);
    if (knobs.dropRate > 0 && Math.random() < knobs.dropRate) {
      reply.hijack();
      req.raw.socket.destroy();
      return;
    }
    if (knobs.errorRate > 0 && Math.random() < knobs.errorRate) {
      return reply.code(500).send(errorBody('INJECTED_FAULT', 'Injected server error (test knob)'));
    }
  });

  if (exposeRoute) {
    app.get(KNOBS_PATH, () => knobs);
    app.post<{ Body: KnobOptions }>(
      KNOBS_PATH,
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            properties: {
              latencyMs: { type: 'integer', minimum: 0, maximum: 60000 },
              errorRate: { type: 'number', minimum: 0, maximum: 1 },
              dropRate: { type: 'number', minimum: 0, maximum: 1 },
              match: { type: 'string', maxLength: 200 },
            },
          },
        },
      },
      (req) => {
        Object.assign(knobs, resolveKnobs({ ...knobs, ...req.body }, {}));
        return knobs;
      },
    );
  }
  return knobs;
}
