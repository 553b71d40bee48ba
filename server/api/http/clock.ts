/**
 * The campaign clock: group deadlines and campaign ends are read against it, so a test can move
 * time forward (GET|POST /__test/clock, only when the server was built with testKnobs) instead
 * of waiting hours. Kept per database: every server (and every test server) has its own.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import type { TestClock } from '../../../types/api';

export const CLOCK_PATH = '/__test/clock';

const offsets = new WeakMap<Db, number>();

/** Milliseconds since the epoch on this database's clock. */
export function clockNow(db: Db): number {
  return Date.now() + (offsets.get(db) ?? 0);
}

export function setClockOffset(db: Db, offsetMs: number): void {
  offsets.set(db, offsetMs);
}

const answer = (db: Db): TestClock => ({ offsetMs: offsets.get(db) ?? 0, now: new Date(clockNow(db)).toISOString() });

export function registerClock(app: FastifyInstance, db: Db, exposeRoute: boolean): void {
  if (!exposeRoute) return;
  app.get(CLOCK_PATH, () => answer(db));
  app.post<{ Body: { offsetMs?: number; advanceMs?: number } }>(
    CLOCK_PATH,
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            offsetMs: { type: 'integer', minimum: 0, maximum: 366 * 86_400_000 },
            advanceMs: { type: 'integer', minimum: 0, maximum: 366 * 86_400_000 },
          },
        },
      },
    },
    (req) => {
      const base = req.body.offsetMs ?? offsets.get(db) ?? 0;
      setClockOffset(db, base + (req.body.advanceMs ?? 0));
      return answer(db);
    },
  );
}
