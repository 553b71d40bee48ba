/**
 * The mini-program's icon stylesheet (scripts/icons.ts, `npm run icons`): written from the icon
 * table, one mask per icon, and the file in the repo is what the script writes.
 */
import fs from 'node:fs';
import * as sass from 'sass';
import { ICON_GLYPHS } from '@/domain/icon-glyphs';
import { ICON_STYLESHEET, iconDataUri, iconStylesheet } from '../../scripts/icons';

test('the file in the repo is current (edit src/domain/icon-glyphs.ts, then run `npm run icons`)', () => {
  expect(fs.readFileSync(ICON_STYLESHEET, 'utf8')).toBe(iconStylesheet());
});

test('one mask per icon of the table, and it compiles', () => {
  const css = sass.compileString(iconStylesheet()).css;
  for (const name of Object.keys(ICON_GLYPHS)) expect(css).toContain(`.icon--${name} {`);
  expect(css.match(/-webkit-mask-image:/g)).toHaveLength(Object.keys(ICON_GLYPHS).length);
});

test.each([
  [
    "<path d='M6 9l6 6 6-6'/>",
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E",
  ],
  [
    "<circle cx='5' cy='12' r='1.8' fill='currentColor' stroke='none'/>",
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Ccircle cx='5' cy='12' r='1.8' fill='black' stroke='none'/%3E%3C/svg%3E",
  ],
])('the mask of %s is drawn black (a mask keeps only the shape)', (body, uri) => {
  expect(iconDataUri(body)).toBe(uri);
});
