/** Where a server listens (PORT, HOST) and how it stops (SIGINT/SIGTERM): both servers alike. */

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
