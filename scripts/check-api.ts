/**
 * `npm run check:api -- <origin>` (or STORE_API_ORIGIN=… npm run check:api): will the store work
 * with this istore API? Prints a table and a one-line verdict (or the report as JSON with
 * --json); exits 1 when a call a main journey needs fails, 2 on a usage error.
 *
 *   --json                 the report as JSON on stdout
 *   --email E --password P a test shopper: their reads (coupons, orders); or STORE_CHECK_EMAIL / STORE_CHECK_PASSWORD
 *   --write                with a test shopper, on a staging API: cart line added, changed, removed;
 *                          checkout walked to the step before paying (never pays, cleans up)
 *   --budget MS            the first-content budget (600)
 *   --timeout MS           a call with no answer by then is unreachable (10000)
 *   --locale en|zh         the language asked for (en)
 */
import { parseArgs } from 'node:util';
import { formatReport } from '../server/conformance/report';
import { runConformance } from '../server/conformance/run';

function usage(message: string): never {
  process.stderr.write(
    `${message}\nUsage: npm run check:api -- <origin> [--json] [--email E --password P [--write]]\n`,
  );
  process.exit(2);
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        write: { type: 'boolean' },
        email: { type: 'string' },
        password: { type: 'string' },
        budget: { type: 'string' },
        timeout: { type: 'string' },
        locale: { type: 'string' },
      },
    });
  } catch (e) {
    usage(e instanceof Error ? e.message : String(e));
  }
  const { values, positionals } = parsed;
  const origin = (positionals[0] ?? process.env.STORE_API_ORIGIN ?? '').trim();
  if (!/^https?:\/\/[^/]+\/?$/.test(origin))
    usage('Give the istore API as scheme://host[:port] (or set STORE_API_ORIGIN)');
  const email = values.email ?? process.env.STORE_CHECK_EMAIL;
  const password = values.password ?? process.env.STORE_CHECK_PASSWORD;
  if (values.write && !(email && password)) usage('--write needs a test shopper: --email and --password');
  if (values.locale && values.locale !== 'en' && values.locale !== 'zh') usage('--locale is en or zh');
  const tty = Boolean(process.stderr.isTTY);
  const report = await runConformance({
    origin,
    budgetMs: values.budget ? Number(values.budget) : undefined,
    timeoutMs: values.timeout ? Number(values.timeout) : undefined,
    locale: values.locale as 'en' | 'zh' | undefined,
    shopper: email && password ? { email, password } : undefined,
    write: values.write,
    // one line, rewritten in place on a terminal; nothing in a pipe or a log
    onProgress: tty
      ? (done, total, call) =>
          process.stderr.write(`\r\x1b[2K[${done + 1}/${total}] ${call}`.slice(0, (process.stderr.columns || 80) + 5))
      : undefined,
  });
  if (tty) process.stderr.write('\r\x1b[2K');
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatReport(report)}\n`);
  process.exitCode = report.ok ? 0 : 1;
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(2);
});
