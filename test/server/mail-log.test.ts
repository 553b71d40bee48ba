/**
 * The README's promise about the demo store's mail: every mail the store "sends" is written to
 * the server's console on one readable line at the default LOG_LEVEL, registration code included.
 * Starts `npm run server` (server/api/main.ts) and `npm start` (scripts/start.ts, --no-build) as a
 * developer does, with LOG_LEVEL unset, and reads their output.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client, tempDir } from './helpers';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

interface Running {
  child: ChildProcess;
  origin: string;
  dataDir: string;
  output(): string;
  waitFor(re: RegExp): Promise<RegExpExecArray>;
}

async function start(script: string, args: string[] = []): Promise<Running> {
  const dataDir = tempDir('storefront-mail-log-');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.LOG_LEVEL;
  const child = spawn(TSX, [script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const waiters: (() => void)[] = [];
  const take = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    for (const w of waiters.splice(0)) w();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const waitFor = (re: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${re} in:\n${out}`)), 30_000);
      const check = () => {
        const m = re.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m);
        } else waiters.push(check);
      };
      check();
    });
  const [, origin] = await waitFor(/running at (http:\/\/127\.0\.0\.1:\d+)/);
  return { child, origin, dataDir, output: () => out, waitFor };
}

function stop(r: Running | undefined): void {
  if (!r) return;
  r.child.kill('SIGTERM');
  fs.rmSync(r.dataDir, { recursive: true, force: true });
}

describe.each([
  ['npm run server', 'server/api/main.ts', []],
  ['npm start', 'scripts/start.ts', ['--no-build']],
])('%s at the default LOG_LEVEL', (_name, script, args) => {
  let r: Running | undefined;
  afterEach(() => stop(r));

  test('the registration mail is one readable line with its 6-digit code and link; a reset mail too', async () => {
    r = await start(script, args);
    const c = await new Client(r.origin).prime();
    const email = `mail-log-${Date.now().toString(36)}@example.com`;
    const res = await c.post('/common3/clientRegistration', {
      firstName: 'Mei',
      lastName: 'Log',
      email,
      password: 'correct horse',
    });
    expect(res.status).toBe(202);
    const [line, code] = await r.waitFor(new RegExp(`^mail #\\d+ to ${email}: .*\\bcode (\\d{6})\\b.*$`, 'm'));
    expect(line).toContain('Finish creating your account');
    expect(line).toMatch(/\/account\/signup\?token=/);
    expect(line).toMatch(/\(full text: outbox table, id \d+\)$/);
    // the code in the line is the one the mail says
    const db = new Database(path.join(r.dataDir, 'store.sqlite'), { readonly: true });
    try {
      const body = (
        db.prepare('SELECT body FROM outbox WHERE to_email = ? ORDER BY id DESC').get(email) as {
          body: string;
        }
      ).body;
      expect(body).toMatch(new RegExp(`^${code}$`, 'm'));
    } finally {
      db.close();
    }

    await c.get('/common3/forgotPassword?emailID=demo%40example.com');
    const [reset] = await r.waitFor(/^mail #\d+ to demo@example\.com: Reset your password \| http\S+token=\S+ .*$/m);
    expect(reset).not.toMatch(/[{}]/);
  });
});
