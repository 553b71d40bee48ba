/** Where a server listens (PORT, HOST) and how it stops (SIGINT/SIGTERM): both servers alike. */
import type { FastifyInstance } from 'fastify';

type Env = Record<string, string | undefined>;

export interface ListenOptions {
  port: number;
  host: string;
}

export function listenOptionsFromEnv(env: Env = process.env): ListenOptions {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  return { port, host: env.HOST || '127.0.0.1' };
}

/** Closes the server on SIGINT/SIGTERM, then exits. */
export function closeOnSignals(close: () => Promise<unknown>): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received, shutting down...`);
    const force = setTimeout(() => process.exit(1), 10000);
    force.unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

export interface DrainOptions {
  /**
   * After SIGTERM, the listener stays open this long (ms) while readiness already answers 503, so
   * a load balancer stops sending before connections are refused (DRAIN_GRACE_MS; 5000). SIGINT
   * (Ctrl-C) skips it.
   */
  graceMs: number;
  /** Then requests in flight get this long to finish (ms) before their connections are cut (DRAIN_TIMEOUT_MS; 10000). */
  timeoutMs: number;
}

function msSetting(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid ${name}: ${raw} (a whole number of ms)`);
  return n;
}

export function drainOptionsFromEnv(env: Env = process.env): DrainOptions {
  return {
    graceMs: msSetting(env.DRAIN_GRACE_MS, 'DRAIN_GRACE_MS', 5000),
    timeoutMs: msSetting(env.DRAIN_TIMEOUT_MS, 'DRAIN_TIMEOUT_MS', 10_000),
  };
}

/**
 * A clean stop on SIGTERM (a deployment, Kubernetes, `docker stop`) or SIGINT: `onDrain` runs at
 * once (the web server's /readyz turns 503, and its answers close their connections); after the
 * grace the listener closes (new connections refused), idle kept-alive connections close, requests
 * in flight finish (the API's writes are whole: each is one SQLite transaction, and the database
 * closes after the last), then the process exits 0. Still busy after `timeoutMs`: connections are
 * cut and it exits 1. A second signal exits at once.
 */
export function drainOnSignals(app: FastifyInstance, opts: DrainOptions, onDrain: () => void = () => undefined): void {
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) process.exit(1);
    draining = true;
    onDrain();
    const graceMs = signal === 'SIGTERM' ? opts.graceMs : 0;
    console.log(
      `\n${signal} received: draining (${graceMs} ms grace, then up to ${opts.timeoutMs} ms for requests in flight)`,
    );
    const started = Date.now();
    setTimeout(() => {
      const force = setTimeout(() => {
        console.error(`Requests still in flight after ${opts.timeoutMs} ms: cut`);
        app.server.closeAllConnections();
        process.exit(1);
      }, opts.timeoutMs);
      force.unref();
      app.close().then(
        () => {
          console.log(`Drained in ${Date.now() - started} ms`);
          process.exit(0);
        },
        (err: unknown) => {
          console.error(err);
          process.exit(1);
        },
      );
    }, graceMs);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
