/**
 * Stylesheets a reader can hold (scripts/scss-lines.ts, run by `npm run lint`): a .scss file over
 * the limit is named, every line counted; the repo's own stylesheets are all within it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lineCount, longStylesheets, MAX_LINES } from '../../scripts/scss-lines';

it.each([
  ['', 0],
  ['a', 1],
  ['a\n', 1],
  ['a\n\nb\n', 3],
  ['a\nb', 2],
])('lineCount(%j) -> %d', (text, lines) => expect(lineCount(text)).toBe(lines));

describe('longStylesheets', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scss-lines-'));
    fs.mkdirSync(path.join(dir, 'components', 'x'), { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names a stylesheet over the limit, blank and comment lines counted; not one at it, nor other files', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => (i % 3 === 0 ? '' : '// note')).join('\n') + '\n';
    fs.writeFileSync(path.join(dir, 'components', 'x', 'index.scss'), lines(11));
    fs.writeFileSync(path.join(dir, 'components', 'x', '_part.scss'), lines(10));
    fs.writeFileSync(path.join(dir, 'components', 'x', 'index.tsx'), lines(50));
    expect(longStylesheets(dir, 10)).toEqual([{ file: path.join(dir, 'components', 'x', 'index.scss'), lines: 11 }]);
  });
});

it(`no stylesheet under src/ is over ${MAX_LINES} lines`, () => {
  expect(longStylesheets(path.resolve(__dirname, '../../src'))).toEqual([]);
});
