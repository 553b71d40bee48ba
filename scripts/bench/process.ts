/**
 * A bench server script in its own process group, on a free loopback port, ready once it prints
 * what `ready` matches; `stop` ends the whole group (SIGTERM, then SIGKILL after 10 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const TSX_CLI = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const START_TIMEOUT_MS = 60_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface BenchProcess {
  origin: string;
  /** Everything the process printed so far. */
  log: () => string;
  stop: () => Promise<void>;
}

/** `tsx <args>` with PORT and HOST set to a free loopback port, plus `env`. */
export async function startProcess(args: string[], env: Record<string, string>, ready: RegExp): Promise<BenchProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [TSX_CLI, ...args], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  let out = '';
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };
  const name = args.join(' ');
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not come up in ${START_TIMEOUT_MS} ms:\n${out}`)),
      START_TIMEOUT_MS,
    );
    const onData = (b: Buffer) => {
      out += b.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before listening:\n${out}`));
    });
  }).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  return { origin: `http://127.0.0.1:${port}`, log: () => out, stop };
}
