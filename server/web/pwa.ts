/**
 * The installable app's server side (issue 15): the store's web app manifest, its icons made from
 * the store's favicon (or logo), and the offline page shell the service worker precaches.
 *
 * - GET /manifest.webmanifest: name, short name, colours and language of this store and visitor
 *   (src/domain/web-manifest.ts); revalidated on every use.
 * - GET /icons/{icon-192,icon-512,maskable-512,apple-touch-icon}.png: PNGs drawn from the store's
 *   favicon or logo (SVG or raster, a file of the server's own /static-assets/) with @resvg/resvg-js,
 *   kept in memory until the picture or colours change. A picture elsewhere (another host) is not
 *   fetched: the build's neutral icons are sent instead, as a static host would.
 * - GET /offline.html: the built shell as it is (no store's or shopper's data), with the policy
 *   naming its inline styles.
 * The same paths hold the build's neutral copies (src/assets/pwa/) for static hosts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_BACKGROUND_COLOUR,
  DEFAULT_THEME_COLOUR,
  manifestColour,
  webManifest,
} from '../../src/domain/web-manifest';
import { getShell, localize } from '../api/models/store';
import { requestLocale } from '../api/routes/types';
import { appCsp, inlineStyleTexts } from '../shared/security-headers';

export type IconVariant = 'any' | 'maskable' | 'apple';

export const ICON_FILES: Record<string, { size: number; variant: IconVariant }> = {
  'icon-192.png': { size: 192, variant: 'any' },
  'icon-512.png': { size: 512, variant: 'any' },
  'maskable-512.png': { size: 512, variant: 'maskable' },
  'apple-touch-icon.png': { size: 180, variant: 'apple' },
};

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

export interface IconSource {
  bytes: Buffer;
  type: string;
}

/**
 * A square PNG of `size` px from a picture. 'any': the picture fitted, transparent around it;
 * 'maskable': on the background colour, inside the central safe zone (a launcher may cut to a
 * circle of 80 %); 'apple': on the background colour with a small margin (iOS fills transparency
 * with black and rounds the corners itself).
 */
export function renderIcon(source: IconSource, size: number, variant: IconVariant, background: string): Buffer {
  const scale = variant === 'maskable' ? 0.56 : variant === 'apple' ? 0.84 : 1;
  const inner = Math.round(size * scale);
  const at = Math.round((size - inner) / 2);
  const fill = variant === 'any' ? '' : `<rect width="${size}" height="${size}" fill="${background}"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${fill}` +
    `<image x="${at}" y="${at}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid meet" ` +
    `href="data:${source.type};base64,${source.bytes.toString('base64')}"/></svg>`;
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());
}

/** The store's favicon, else its logo, when it is a picture of this server's own (/static-assets/). */
export function storeIconFile(
  images: { favicon?: string; logo?: string },
  assetsDir: string,
  assetsPrefix: string,
): string | null {
  for (const url of [images.favicon, images.logo]) {
    if (!url || !url.startsWith(assetsPrefix)) continue;
    let rel: string;
    try {
      rel = decodeURIComponent(url.slice(assetsPrefix.length).split(/[?#]/)[0]);
    } catch {
      continue; // a malformed path in the settings: as if there were no picture
    }
    const file = path.resolve(assetsDir, rel);
    if (!file.startsWith(path.resolve(assetsDir) + path.sep) || !TYPES[path.extname(file).toLowerCase()]) continue;
    if (fs.existsSync(file)) return file;
  }
  return null;
}

const MAX_CACHED_ICONS = 32;
const icons = new Map<string, { png: Buffer; etag: string }>();

function storeIcon(
  file: string,
  size: number,
  variant: IconVariant,
  background: string,
): { png: Buffer; etag: string } {
  const key = `${file}|${fs.statSync(file).mtimeMs}|${size}|${variant}|${background}`;
  let hit = icons.get(key);
  if (!hit) {
    const png = renderIcon(
      { bytes: fs.readFileSync(file), type: TYPES[path.extname(file).toLowerCase()] },
      size,
      variant,
      background,
    );
    hit = { png, etag: `"${crypto.createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
    if (icons.size >= MAX_CACHED_ICONS) icons.clear();
    icons.set(key, hit);
  }
  return hit;
}

const matches = (req: FastifyRequest, etag: string) =>
  (req.headers['if-none-match'] ?? '').split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

export function registerPwa(app: FastifyInstance, staticDir: string, assets: { dir: string; prefix: string }): void {
  app.get('/manifest.webmanifest', async (req, reply) => {
    const shell = getShell(app.db);
    const locale = requestLocale(req);
    const manifest = webManifest({ storeName: localize(shell.storeName, locale), lang: locale, css: shell.css });
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifest));
  });

  app.get<{ Params: { file: string } }>('/icons/:file', async (req, reply: FastifyReply) => {
    const spec = ICON_FILES[req.params.file];
    const shell = getShell(app.db);
    const file = spec ? storeIconFile(shell.images, assets.dir, assets.prefix) : null;
    // not one of ours, or no picture of the store's own: the build's file (or a 404) as a static host would
    if (!spec || !file) return reply.sendFile(`icons/${req.params.file}`, path.resolve(staticDir));
    const css = (shell.css ?? {}) as Record<string, string | undefined>;
    const background = manifestColour(
      spec.variant === 'maskable' ? css.varPrimary : css.varBackground,
      spec.variant === 'maskable' ? DEFAULT_THEME_COLOUR : DEFAULT_BACKGROUND_COLOUR,
    );
    const { png, etag } = storeIcon(file, spec.size, spec.variant, background);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matches(req, etag)) return reply.code(304).send();
    return reply.type('image/png').send(png);
  });

  app.get('/offline.html', async (_req, reply) => {
    let html: string;
    try {
      html = fs.readFileSync(path.join(path.resolve(staticDir), 'offline.html'), 'utf8');
    } catch {
      return reply.callNotFound();
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', appCsp(inlineStyleTexts(html)))
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
