/** A keep-alive HTTP load from this process: the bench's requests/s and latency figures. */
import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** `connections` keep-alive loops GETting `url` for `seconds`; latencies in ms. */
export async function loadTest(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = Date.now();
  const until = started + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = process.hrtime.bigint();
      const req = http.get(
        {
          hostname: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          agent,
          headers: { accept: 'text/html', 'accept-encoding': 'gzip, br', 'accept-language': 'en' },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
            else errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) await one();
    }),
  );
  agent.destroy();
  const elapsed = (Date.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
  return {
    requests: latencies.length,
    errors,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
  };
}
