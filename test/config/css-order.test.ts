/**
 * @jest-environment node
 *
 * Why the stylesheets' order between chunks does not matter (config/index.ts takes
 * `ignoreOrder` on both targets): no two of the app's stylesheets set the same property of the
 * same selector to different values, so whichever comes first, every rule holds. A new stylesheet
 * that overrides another's selector must raise its own weight (a block class in front) instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import * as sass from 'sass';

const SRC = path.join(__dirname, '../../src');

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return stylesheets(p);
    return e.name.endsWith('.scss') && !e.name.startsWith('_') ? [p] : [];
  });
}

/** `selector { property` → the file and value that set it first, and every clash after. */
function clashes(files: string[]): string[] {
  const seen = new Map<string, { file: string; value: string }>();
  const out: string[] = [];
  for (const file of files) {
    const css = sass.compile(file, {
      loadPaths: [SRC, path.join(SRC, '../node_modules')],
      logger: sass.Logger.silent,
    }).css;
    postcss.parse(css).walkRules((rule) => {
      // keyframes' steps and media-scoped rules are not the shared selectors the order is about
      if (rule.parent?.type === 'atrule') return;
      for (const selector of rule.selectors) {
        rule.walkDecls((d) => {
          const key = `${selector.trim()} { ${d.prop}`;
          const first = seen.get(key);
          const name = path.relative(SRC, file);
          if (!first) seen.set(key, { file: name, value: d.value });
          else if (first.file !== name && first.value !== d.value)
            out.push(`${key}: ${first.file} says ${first.value}, ${name} says ${d.value}`);
        });
      }
    });
  }
  return out;
}

describe('stylesheet order between chunks', () => {
  test('no two stylesheets give one selector different values', () => {
    const files = stylesheets(SRC);
    expect(files.length).toBeGreaterThan(50);
    expect(clashes(files)).toEqual([]);
  });

  test('a clash would be found (two files, one selector, two colours)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-order-'));
    const a = path.join(dir, 'a.scss');
    const b = path.join(dir, 'b.scss');
    fs.writeFileSync(a, '.co-btn { color: #111; }');
    fs.writeFileSync(b, '.co-btn { color: #222; }');
    expect(clashes([a, b])).toHaveLength(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
