/**
 * The installable app's server side: the store's web app manifest, its icons made from
 * the store's favicon (or logo), and the offline page shell the service worker precaches.
 *
 * - GET /manifest.webmanifest: name, short name, colours and language of this store and visitor
 *   (src/domain/web-manifest.ts); revalidated on every use.
 * - GET /icons/{icon-192,icon-512,maskable-512,apple-touch-icon}.png: PNGs drawn from the store's
 *   favicon or logo (SVG or raster, a file the istore API serves: a path on its origin) with
 *   @resvg/resvg-js, kept in memory until the picture or colours change. A picture elsewhere
 *   (another host) is not fetched, nor one the API does not answer: the build's neutral icons are
 *   sent instead, as a static host would. The store's settings come from app info over HTTP
 *   (server/web/page.ts); the API unreachable, the build's neutral manifest is sent.
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
import { appCsp, inlineStyleTexts } from '../shared/security-headers';
import type { StoreApi } from './store-api';
import { visitorInfo } from './page';

export type IconVariant = 'any' | 'maskable' | 'apple';

export const ICON_FILES: Record<string, { size: number; variant: IconVariant }> = {
  'icon-192.png': { size: 192, variant: 'any' },
  'icon-512.png': { size: 512, variant: 'any' },
  'maskable-512.png': { size: 512, variant: 'maskable' },
  'apple-touch-icon.png': { size: 180, variant: 'apple' },
};

export const PICTURE_TYPES: Record<string, string> = {
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

/** The store's favicon, else its logo, when it is a picture the API serves (a path on its origin). */
export function storeIconPath(images: { favicon?: string | null; logo?: string | null }): string | null {
  for (const url of [images.favicon, images.logo]) {
    if (!url || !/^\/(?!\/)/.test(url)) continue;
    const clean = url.split(/[?#]/)[0];
    if (!PICTURE_TYPES[path.extname(clean).toLowerCase()]) continue;
    return clean;
  }
  return null;
}

const MAX_CACHED_ICONS = 32;
const icons = new Map<string, { png: Buffer; etag: string }>();
const sources = new Map<string, { source: IconSource | null; at: number }>();

/** The picture's bytes from the API, kept as long as catalogue answers are; null when the API has none. */
async function iconSource(api: StoreApi, urlPath: string): Promise<IconSource | null> {
  const hit = sources.get(urlPath);
  if (hit && Date.now() - hit.at < api.freshMs) return hit.source;
  const got = await api.file(urlPath);
  const type = PICTURE_TYPES[path.extname(urlPath).toLowerCase()];
  const source = got.status === 200 && got.bytes.length > 0 ? { bytes: got.bytes, type } : null;
  if (sources.size >= MAX_CACHED_ICONS) sources.clear();
  sources.set(urlPath, { source, at: Date.now() });
  return source;
}

function storeIcon(
  source: IconSource,
  size: number,
  variant: IconVariant,
  background: string,
): { png: Buffer; etag: string } {
  const digest = crypto.createHash('sha256').update(source.bytes).digest('base64url');
  const key = `${digest}|${size}|${variant}|${background}`;
  let hit = icons.get(key);
  if (!hit) {
    const png = renderIcon(source, size, variant, background);
    hit = { png, etag: `"${crypto.createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
    if (icons.size >= MAX_CACHED_ICONS) icons.clear();
    icons.set(key, hit);
  }
  return hit;
}

const matches = (req: FastifyRequest, etag: string) =>
  (req.headers['if-none-match'] ?? '').split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

export function registerPwa(
  app: FastifyInstance,
  staticDir: string,
  api: StoreApi,
  publicOrigin: string | null = null,
): void {
  app.get('/manifest.webmanifest', async (req, reply) => {
    let visitor;
    try {
      visitor = await visitorInfo(api, req, publicOrigin);
    } catch {
      // the API unreachable: the build's neutral manifest, as a static host serves it
      return reply.header('cache-control', 'no-cache').sendFile('manifest.webmanifest', path.resolve(staticDir));
    }
    const c = visitor.info.appContent;
    const manifest = webManifest({ storeName: c.storeName ?? '', lang: visitor.locale, css: c.css ?? {} });
    return reply
      .header('cache-control', visitor.personal ? 'private, no-cache' : 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifest));
  });

  app.get<{ Params: { file: string } }>('/icons/:file', async (req, reply: FastifyReply) => {
    const spec = ICON_FILES[req.params.file];
    let source: IconSource | null = null;
    let css: Record<string, string | undefined> = {};
    if (spec) {
      try {
        const shared = await api.catalogue('common3/appInfoInit', 'en');
        const c = (shared.json as { appContent?: Record<string, unknown> } | null)?.appContent ?? {};
        const image = (v: unknown) => (v as { imageURL?: string } | null)?.imageURL ?? null;
        const iconPath = storeIconPath({ favicon: image(c.favicon), logo: image(c.logo) });
        css = (c.css ?? {}) as Record<string, string | undefined>;
        source = iconPath ? await iconSource(api, iconPath) : null;
      } catch {
        source = null;
      }
    }
    // not one of ours, or no picture of the store's own: the build's file (or a 404) as a static host would
    if (!spec || !source) return reply.sendFile(`icons/${req.params.file}`, path.resolve(staticDir));
    const background = manifestColour(
      spec.variant === 'maskable' ? css.varPrimary : css.varBackground,
      spec.variant === 'maskable' ? DEFAULT_THEME_COLOUR : DEFAULT_BACKGROUND_COLOUR,
    );
    const { png, etag } = storeIcon(source, spec.size, spec.variant, background);
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
