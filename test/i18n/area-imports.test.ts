import fs from 'node:fs';
import path from 'node:path';
import { cartMessages } from '@/i18n/cart';
import { catalogueMessages } from '@/i18n/catalogue';
import { posterMessages } from '@/i18n/poster';
import { shareMessages } from '@/i18n/share';

// An area's messages are in the translator only once a module imports their file; a screen that
// shows one without importing it shows the bare key when it is the first to load (the web server's
// first content did, before it imported the catalogue's). Every user imports its file itself.
const SRC = path.join(__dirname, '../../src');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'i18n' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
const files = [...sources(SRC), ...sources(path.join(__dirname, '../../server/web'))].map((f) => ({
  f,
  text: fs.readFileSync(f, 'utf8'),
}));

test.each([
  ['cart', cartMessages.en],
  ['catalogue', catalogueMessages.en],
  ['share', shareMessages.en],
  ['poster', posterMessages.en],
] as const)('every module showing a message of i18n/%s imports it', (name, messages) => {
  const keys = Object.keys(messages);
  const missing = files
    .filter(({ text }) => keys.some((k) => new RegExp(`\\b${k}\\b`).test(text)))
    .filter(({ text }) => !new RegExp(`import '(@/i18n|[./]+(src/)?i18n)/${name}';`).test(text))
    .map(({ f }) => path.relative(path.join(SRC, '..'), f));
  expect(missing).toEqual([]);
});
