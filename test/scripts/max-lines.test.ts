/**
 * Files a reader can hold: ESLint's `max-lines` (350, every line counted) applies to the code in
 * src/, server/, scripts/, types/ and eslint-rules/, not to test/ (eslint.config.mjs; `npm run lint`).
 * ESLint and its flat config are ESM: they run in a child Node.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function maxLinesOf(files: string[]): unknown[] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const f of JSON.parse(process.argv[1])) out.push((await eslint.calculateConfigForFile(f)).rules?.['max-lines'] ?? null);
    console.log(JSON.stringify(out));
  `;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(files)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as unknown[];
}

it('applies to src/, server/, scripts/, types/ and eslint-rules/, blank and comment lines counted; not to test/', () => {
  const rule = [2, { max: 350, skipBlankLines: false, skipComments: false }];
  expect(
    maxLinesOf([
      'src/stores/CheckoutStore.ts',
      'src/pages/checkout/checkout/index.tsx',
      'server/api/app.ts',
      'scripts/scss-lines.ts',
      'eslint-rules/layers.mjs',
      'types/api.ts',
      'test/stores/checkout-store.test.ts',
    ]),
  ).toEqual([rule, rule, rule, rule, rule, rule, null]);
});
