/**
 * The campaign countdown's stylesheet (src/components/campaign-countdown/index.scss) gives taro-ui's
 * countdown its layout without taro-ui's own stylesheet, which embeds a digit font (a 64 KB base64
 * TTF) in the first CSS of the campaign pages: 32 KB of gzip a shopper waited for before the page
 * could paint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from 'sass';

const ROOT = path.join(__dirname, '../..');
const COMPONENT = path.join(ROOT, 'src/components/campaign-countdown');

/** Every stylesheet the component imports, compiled as the build compiles it. */
const css = [...fs.readFileSync(path.join(COMPONENT, 'index.tsx'), 'utf8').matchAll(/^import '([^']+\.scss)';$/gm)]
  .map(([, file]) => (file.startsWith('.') ? path.join(COMPONENT, file) : path.join(ROOT, 'node_modules', file)))
  .map((file) => compile(file, { loadPaths: [path.join(ROOT, 'node_modules')] }).css)
  .join('\n');

test('no embedded font or other data in the stylesheets the countdown brings', () => {
  expect(css).toContain('.campaign-countdown');
  expect(css).not.toMatch(/@font-face|base64|countDownFont/);
  expect(css.length).toBeLessThan(4000);
});

test("the countdown's parts are laid out on one line, in the page's font", () => {
  const rule = (selector: string) =>
    new RegExp(`${selector.replace(/[.]/g, '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  expect(rule('.at-countdown__item')).toMatch(/display:\s*inline-flex/);
  expect(rule('.at-countdown__time-box')).toMatch(/display:\s*inline-block/);
  expect(rule('.at-countdown__separator')).toMatch(/display:\s*inline-flex/);
  // no font-family of its own anywhere: the digits take the store's font
  expect(css).not.toMatch(/font-family/);
});
