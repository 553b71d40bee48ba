import fs from 'node:fs';
import path from 'node:path';

// config/index.ts leaves Taro's PullDownRefresh component out of the H5 app (~6 KB of first-screen
// JS). That is right only while no page asks for pulling down to refresh: one that did would get
// no refresh on H5. This keeps the two together.
const SRC = path.join(__dirname, '../../src');

function configFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return configFiles(p);
    return /\.config\.ts$/.test(e.name) ? [p] : [];
  });
}

test('no page (nor the app) enables pull-down-refresh', () => {
  const files = configFiles(SRC);
  expect(files.length).toBeGreaterThan(10);
  const enabling = files.filter((f) => /enablePullDownRefresh\s*:\s*true/.test(fs.readFileSync(f, 'utf8')));
  expect(enabling.map((f) => path.relative(SRC, f))).toEqual([]);
});

test('the H5 build drops the component by the exact lines Taro adds (a Taro update that changes them fails here)', () => {
  const config = fs.readFileSync(path.join(__dirname, '../../config/index.ts'), 'utf8');
  const taro = fs.readFileSync(require.resolve('@tarojs/plugin-platform-h5/dist/index.js'), 'utf8');
  // both sources hold the lines as a string literal ending in the two characters \ and n
  for (const line of [
    "import { PullDownRefresh } from '@tarojs/components'\\n",
    'config.PullDownRefresh = PullDownRefresh\\n',
  ]) {
    expect(taro).toContain(line);
    expect(config).toContain(line);
  }
});
