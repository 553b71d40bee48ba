/**
 * Stylesheets a reader can hold: no .scss file under src/ longer than MAX_LINES lines, every line
 * counted (blank and comment lines too), as ESLint's `max-lines` counts the code (eslint.config.mjs).
 * `npm run lint` runs it. A long stylesheet is split by what it styles: a component's rules in its
 * own folder's index.scss, a screen's in a partial (`_name.scss`) imported where the rules stood.
 *
 *   npx tsx scripts/scss-lines.ts   (prints each file over the limit, exits 1 if there is one)
 */
import fs from 'node:fs';
import path from 'node:path';

export const MAX_LINES = 350;

/** Lines of a text as an editor numbers them (a final newline does not start another line). */
export function lineCount(text: string): number {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** The .scss files under `dir` longer than `max` lines, with their counts, longest first. */
export function longStylesheets(dir: string, max = MAX_LINES): { file: string; lines: number }[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.scss'))
    .map((f) => ({ file: path.join(dir, f), lines: lineCount(fs.readFileSync(path.join(dir, f), 'utf8')) }))
    .filter((f) => f.lines > max)
    .sort((a, b) => b.lines - a.lines);
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const long = longStylesheets(path.join(root, 'src'));
  for (const { file, lines } of long) {
    console.error(`${path.relative(root, file)}: ${lines} lines (at most ${MAX_LINES}); split it by what it styles`);
  }
  process.exit(long.length ? 1 : 0);
}
