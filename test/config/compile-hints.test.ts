/**
 * @jest-environment node
 */
/**
 * The compile hint (config/compile-hints.ts) in a real webpack production build: every script
 * chunk starts with Chrome's magic comment after minification (which drops other comments), the
 * hashed file names follow the new content, and the code still runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin, takesCompileHint } from '../../config/compile-hints';

jest.setTimeout(60_000);

function build(dir: string, plugins: webpack.WebpackPluginInstance[]): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { app: './entry.js' },
        output: {
          publicPath: '/',
          path: path.join(dir, 'out'),
          filename: 'js/[name].[contenthash:8].js',
          chunkFilename: 'js/[name].[contenthash:8].js',
        },
        plugins,
      },
      (error, stats) => {
        if (error) reject(error);
        else if (!stats || stats.hasErrors()) reject(new Error(stats?.toString() ?? 'no stats'));
        else resolve(stats);
      },
    );
  });
}

describe('the compile hint in a production build', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    fs.writeFileSync(
      path.join(dir, 'entry.js'),
      '/* a comment minification drops */\n' +
        'globalThis.answer = function add(a, b) { return a + b; }(40, 2);\n' +
        'globalThis.load = () => import(/* webpackChunkName: "area" */ "./area.js");\n',
    );
    fs.writeFileSync(path.join(dir, 'area.js'), 'export const area = "lazy";\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('every script chunk starts with the hint, and runs as before', async () => {
    const stats = await build(dir, [new CompileHintsPlugin()]);
    const files = Object.keys(stats.compilation.assets).filter((f) => f.endsWith('.js'));
    expect(files).toHaveLength(2);
    for (const f of files) {
      const code = fs.readFileSync(path.join(dir, 'out', f), 'utf8');
      expect(code.split('\n')[0]).toBe(COMPILE_HINT);
      expect(code).not.toContain('a comment minification drops');
    }
    const app = files.find((f) => f.startsWith('js/app.'))!;
    const sandbox: Record<string, unknown> = {};
    sandbox.self = sandbox;
    sandbox.globalThis = sandbox;
    vm.runInNewContext(fs.readFileSync(path.join(dir, 'out', app), 'utf8'), sandbox);
    expect(sandbox.answer).toBe(42);
  });

  test('file names carry the hash of what is served', async () => {
    const plain = await build(dir, []);
    const plainNames = Object.keys(plain.compilation.assets)
      .filter((f) => f.endsWith('.js'))
      .sort();
    const hinted = await build(dir, [new CompileHintsPlugin()]);
    const hintedNames = Object.keys(hinted.compilation.assets)
      .filter((f) => f.endsWith('.js'))
      .sort();
    // same chunks, new names: a browser holding the old file never mistakes it for the new one
    expect(hintedNames.map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, ''))).toEqual(
      plainNames.map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '')),
    );
    expect(hintedNames.filter((f) => plainNames.includes(f))).toEqual([]);
  });

  test.each([
    ['js/vendors.72c0ea0f.js', true],
    ['js/5686.d8578985.js', true],
    ['sw.js', false],
    ['css/app.1fe49435.css', false],
    ['js/vendors.72c0ea0f.js.LICENSE.txt', false],
  ])('%s takes the hint: %s', (name, expected) => {
    expect(takesCompileHint(name)).toBe(expected);
  });
});
