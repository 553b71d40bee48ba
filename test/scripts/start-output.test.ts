/**
 * @jest-environment node
 *
 * What `npm start` prints (the URL was buried under ~2,000 lines of build output): the
 * build's progress in one line, its output in a log file, a failure's last lines, and at the end
 * the address and the demo sign-in. The start script itself runs here without a build
 * (`--no-build`): its last lines are the URL and the sign-in.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildingLine, builtLine, countLines, failureReport, readyLines } from '../../scripts/start-output';
import { DEMO_USER } from '../../server/api/seed/account';

const ROOT = path.resolve(__dirname, '..', '..');

test.each([
  ['', 0],
  ['one', 1],
  ['one\n', 1],
  ['one\ntwo\n', 2],
  ['one\n\nthree', 3],
])('countLines(%j) = %d', (text, n) => expect(countLines(text)).toBe(n));

test.each([
  [0, 'Building the H5 app (dist/h5/index.html is missing)...'],
  [400, 'Building the H5 app (dist/h5/index.html is missing)...'],
  [4_200, 'Building the H5 app (dist/h5/index.html is missing)... 4.2 s'],
  [95_400, 'Building the H5 app (dist/h5/index.html is missing)... 95 s'],
])('the progress line after %d ms', (ms, line) => expect(buildingLine('dist/h5/index.html is missing', ms)).toBe(line));

test('a finished build is one line with the size of what it did not print, and where it is', () => {
  expect(builtLine(84_321, 2047, 'dist/build-h5.log')).toBe(
    'H5 app built in 84 s (2047 lines of build output: dist/build-h5.log)',
  );
});

test('a failed build shows its last lines (the error) and where the rest is', () => {
  const output = `${Array.from({ length: 100 }, (_, i) => `warning ${i}`).join('\n')}\nError: Module not found: src/x.ts\n`;
  const report = failureReport(output, 'dist/build-h5.log', 5).split('\n');
  expect(report[0]).toBe(
    'H5 build failed; not starting the server. Last 5 of 101 lines (all of them: dist/build-h5.log):',
  );
  expect(report.slice(1)).toEqual([
    'warning 96',
    'warning 97',
    'warning 98',
    'warning 99',
    'Error: Module not found: src/x.ts',
  ]);
});

test('the start ends with the address and the demo sign-in', () => {
  expect(readyLines('http://127.0.0.1:8080/', DEMO_USER)).toEqual([
    'Storefront running at http://127.0.0.1:8080/',
    'Demo sign-in: demo@example.com / demo1234 (mail the store sends is printed here, one line each)',
  ]);
});

test('npm start --no-build: the last lines on the screen are the URL and the demo sign-in', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-start-'));
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts', '--no-build'],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no sign-in line within 60 s:\n${out}`)), 60_000);
      const check = () => {
        if (out.includes('Demo sign-in:')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', check);
      child.on('exit', () => reject(new Error(`npm start exited:\n${out}`)));
    });
    const lines = out.trimEnd().split('\n');
    expect(lines.at(-2)).toMatch(/^Storefront running at http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(lines.at(-1)).toBe(readyLines('', DEMO_USER)[1]);
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
