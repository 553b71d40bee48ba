/**
 * `npx tsx scripts/pwa-icons.ts`: draws the build's neutral app icons (src/assets/pwa/icons/*.png,
 * the static host's copies; the reference server draws each store's own) from
 * src/assets/pwa/icon.svg, with the same code the server uses (server/web/pwa.ts). Run it again
 * after changing the SVG, and commit the PNGs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_BACKGROUND_COLOUR, DEFAULT_THEME_COLOUR } from '../src/domain/web-manifest';
import { ICON_FILES, renderIcon } from '../server/web/pwa';

const DIR = path.resolve(__dirname, '..', 'src', 'assets', 'pwa');
const source = { bytes: fs.readFileSync(path.join(DIR, 'icon.svg')), type: 'image/svg+xml' };
fs.mkdirSync(path.join(DIR, 'icons'), { recursive: true });
for (const [file, { size, variant }] of Object.entries(ICON_FILES)) {
  const bg = variant === 'maskable' ? DEFAULT_THEME_COLOUR : DEFAULT_BACKGROUND_COLOUR;
  const png = renderIcon(source, size, variant, bg);
  fs.writeFileSync(path.join(DIR, 'icons', file), png);
  console.log(`icons/${file} ${size}px ${variant} ${png.length} bytes`);
}
