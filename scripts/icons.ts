/**
 * `npm run icons`: writes the mini-program's icon stylesheet (src/platform/icon-glyph.weapp.scss)
 * from the icon table (src/domain/icon-glyphs.ts): one CSS mask per icon, as WeChat has no inline
 * SVG. test/scripts/icons.test.ts fails while the file is not what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ICON_GLYPHS, ICON_SVG_ATTRIBUTES } from '../src/domain/icon-glyphs';

export const ICON_STYLESHEET = path.resolve(__dirname, '..', 'src', 'platform', 'icon-glyph.weapp.scss');

/** An icon's SVG as a data URI, drawn black: a mask takes only its shape. */
export function iconDataUri(body: string): string {
  const attributes = Object.entries(ICON_SVG_ATTRIBUTES)
    .map(([k, v]) => ` ${k}='${v}'`)
    .join('');
  const svg = `<svg xmlns='http://www.w3.org/2000/svg'${attributes}>${body}</svg>`.replace(/currentColor/g, 'black');
  return `data:image/svg+xml,${svg.replace(/%/g, '%25').replace(/</g, '%3C').replace(/>/g, '%3E').replace(/#/g, '%23').replace(/"/g, '%22')}`;
}

export function iconStylesheet(): string {
  const rules = Object.entries(ICON_GLYPHS).map(
    ([name, body]) => `.icon--${name} {\n  -webkit-mask-image: url("${iconDataUri(body)}");\n}\n`,
  );
  return [
    '// Written by `npm run icons` from src/domain/icon-glyphs.ts: edit the table, not this file.',
    '.icon {',
    '  background-color: currentColor;',
    "  // the -webkit- forms: every engine reads them (WeChat's older WebViews only those)",
    '  -webkit-mask-repeat: no-repeat;',
    '  -webkit-mask-position: center;',
    '  -webkit-mask-size: 100% 100%;',
    '}',
    '',
    ...rules,
  ].join('\n');
}

if (require.main === module) {
  fs.writeFileSync(ICON_STYLESHEET, iconStylesheet());
  console.log(`wrote ${path.relative(process.cwd(), ICON_STYLESHEET)}`);
}
