/**
 * Product, category and home page pictures, drawn on request as small SVGs: the item's
 * illustration (Fluent Emoji flat, MIT; copied into media_icons by the seed, see
 * seed/catalogue-images.ts) on a soft background of its category's colour. At the site root
 * rather than under the API path:
 *   GET /media/products/{id}.svg          main view, 600×600 (product page)
 *   GET /media/products/{id}-{n}.svg      further views (n = 2..image count): 2 close-up, 3 a trio
 *   GET /media/products/{id}-thumb.png    300×300 list tile (plainer: lists never load a page view)
 *   GET /media/products/{id}-colour-{c}.svg  the main view in one of the colours it is sold in
 *   GET /media/categories/{name}.png      300×300
 *   GET /media/hero.svg                   1200×480, the home page's hero
 * Every picture is offered as `.svg` and as `.png` (the same drawing, rendered once and kept:
 * http/raster.ts). The catalogue links the pictures a page shows one of (a product's views, the
 * hero) as SVG, sharp at any size, and those it shows many of (tiles) as PNG, because each SVG
 * image costs the page's main thread a document of its own. Links stored before (a cart line, a
 * shopper's recently viewed list) keep working in either format.
 * Cacheable (Cache-Control public, max-age one week): the drawing of an id never changes.
 *
 * Mounting: this module is marked skip-override (what fastify-plugin does), so fastify runs it
 * in the root context and the API prefix that AREAS passes is not applied to its routes.
 */
import type { FastifyReply } from 'fastify';
import type { Db } from '../db';
import { parseJson } from '../db';
import { notFound } from '../http/errors';
import { RasterCache } from '../http/raster';
import { CATEGORY_IMAGE } from '../models/categories';
import type { StoredOption } from '../models/inventory';
import { HERO_IMAGE, PICTURED_OPTION, PRODUCT_IMAGE, PRODUCT_THUMBNAIL } from '../models/products';
import { DEFAULT_COLOURS, HERO_ICONS } from '../seed/catalogue-images';
import { COLOUR_TINTS, tintFilter } from '../seed/colour-tints';
import type { RouteModule } from './types';

export const MEDIA_CACHE_CONTROL = 'public, max-age=604800';

interface Icon {
  body: string;
  width: number;
  height: number;
}

interface Look {
  icon: string | null;
  background: string | null;
  accent: string | null;
}

function iconOf(db: Db, name: string | null): Icon | undefined {
  if (!name) return undefined;
  return db.prepare<[string], Icon>('SELECT body, width, height FROM media_icons WHERE name = ?').get(name);
}

/** The illustration placed in a box (x, y, size) of the picture, optionally turned. */
function place(icon: Icon, x: number, y: number, size: number, rotate = 0): string {
  const turn = rotate ? ` transform="rotate(${rotate} ${x + size / 2} ${y + size / 2})"` : '';
  return (
    `<g${turn}><svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${icon.width} ${icon.height}">` +
    `${icon.body}</svg></g>`
  );
}

function frame(w: number, h: number, background: string, inner: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${background}"/>${inner}</svg>`
  );
}

export type View = 'thumb' | 1 | 2 | 3;

/** One picture of an item: `thumb` plain, 1 on a disc, 2 a close-up, 3 three of it. */
export function drawItem(
  icon: Icon,
  look: Look,
  view: View,
  size: { width: number; height: number },
  tint?: string,
): string {
  const { width: w, height: h } = size;
  // a colour of the product: its illustration redrawn in that colour (view 1 only)
  if (tint) {
    const body = place(icon, w / 2 - Math.min(w, h) * 0.28, h / 2 - Math.min(w, h) * 0.28, Math.min(w, h) * 0.56);
    const disc = `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.38}" fill="${look.accent ?? DEFAULT_COLOURS.accent}"/>`;
    return frame(
      w,
      h,
      look.background ?? DEFAULT_COLOURS.background,
      `<defs>${tintFilter('tint', tint)}</defs>${disc}<g filter="url(#tint)">${body}</g>`,
    );
  }
  const m = Math.min(w, h);
  const background = look.background ?? DEFAULT_COLOURS.background;
  const accent = look.accent ?? DEFAULT_COLOURS.accent;
  if (view === 'thumb') return frame(w, h, background, place(icon, w / 2 - m * 0.32, h / 2 - m * 0.32, m * 0.64));
  if (view === 2) return frame(w, h, background, place(icon, w * 0.05, h * 0.12, m * 1.05, -8));
  if (view === 3) {
    const s = m * 0.4;
    return frame(
      w,
      h,
      background,
      `<ellipse cx="${w / 2}" cy="${h * 0.78}" rx="${m * 0.42}" ry="${m * 0.08}" fill="${accent}"/>` +
        place(icon, w * 0.1, h * 0.42, s, -10) +
        place(icon, w * 0.5, h * 0.42, s, 10) +
        place(icon, w / 2 - s / 2, h * 0.16, s),
    );
  }
  return frame(
    w,
    h,
    background,
    `<circle cx="${w / 2}" cy="${h / 2}" r="${m * 0.38}" fill="${accent}"/>` +
      place(icon, w / 2 - m * 0.28, h / 2 - m * 0.28, m * 0.56),
  );
}

/** The home page's hero: a row of the market's goods on the store's green. */
export function drawHero(icons: Icon[], size: { width: number; height: number }): string {
  const { width: w, height: h } = size;
  const step = w / icons.length;
  const s = Math.min(step * 0.9, h * 0.34);
  const items = icons
    .map((icon, i) => place(icon, i * step + (step - s) / 2, i % 2 ? h * 0.5 : h * 0.3, s, i % 2 ? 8 : -8))
    .join('');
  return frame(
    w,
    h,
    '#E3F0E6',
    `<path d="M0 ${h * 0.72} C ${w * 0.3} ${h * 0.6}, ${w * 0.7} ${h * 0.86}, ${w} ${h * 0.7} L${w} ${h} L0 ${h} Z" fill="#BBDAC3"/>${items}`,
  );
}

export type PictureFormat = 'svg' | 'png';

/** A file name's format; `undefined` for any other extension. */
function formatOf(file: string): { stem: string; format: PictureFormat } | undefined {
  const m = /^(.+)\.(svg|png)$/.exec(file);
  return m ? { stem: m[1], format: m[2] as PictureFormat } : undefined;
}

async function sendPicture(reply: FastifyReply, raster: RasterCache, svg: string, format: PictureFormat) {
  reply.header('cache-control', MEDIA_CACHE_CONTROL).header('x-content-type-options', 'nosniff');
  if (format === 'png') return reply.header('content-type', 'image/png').send(await raster.png(svg));
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(svg);
}

/** The product in one of the colours it is sold in (`{id}-colour-{value}`), tinted; else undefined. */
function colourImage(db: Db, stem: string): string | undefined {
  const m = /^([1-9]\d{0,8})-colour-([a-z]{1,20})$/.exec(stem);
  const tint = m && Object.prototype.hasOwnProperty.call(COLOUR_TINTS, m[2]) ? COLOUR_TINTS[m[2]] : undefined;
  if (!m || !tint) return undefined;
  const row = db
    .prepare<[number], Look & { options: string }>(
      'SELECT icon, background, accent, options FROM products WHERE id = ?',
    )
    .get(Number(m[1]));
  const sold = parseJson<StoredOption[]>(row?.options ?? '[]', [])
    .find((o) => o.name === PICTURED_OPTION)
    ?.values.some((v) => v.value.toLowerCase() === m[2]);
  const icon = sold ? iconOf(db, row!.icon) : undefined;
  return icon && drawItem(icon, row!, 1, PRODUCT_IMAGE, tint);
}

function productImage(db: Db, stem: string): string | undefined {
  if (stem.includes('-colour-')) return colourImage(db, stem);
  const m = /^([1-9]\d{0,8})(?:-([2-9]|thumb))?$/.exec(stem);
  if (!m) return undefined;
  const id = Number(m[1]);
  const view: View = m[2] === 'thumb' ? 'thumb' : m[2] ? (Number(m[2]) as View) : 1;
  const row = db
    .prepare<[number], Look & { image_count: number }>(
      'SELECT icon, background, accent, image_count FROM products WHERE id = ?',
    )
    .get(id);
  if (!row || (view !== 'thumb' && (view > row.image_count || view > 3))) return undefined;
  const icon = iconOf(db, row.icon);
  return icon && drawItem(icon, row, view, view === 'thumb' ? PRODUCT_THUMBNAIL : PRODUCT_IMAGE);
}

function categoryImage(db: Db, stem: string): string | undefined {
  const m = /^([a-z0-9-]{1,64})$/i.exec(stem);
  if (!m) return undefined;
  const row = db.prepare<[string], Look>('SELECT icon, background, accent FROM categories WHERE name = ?').get(m[1]);
  const icon = row && iconOf(db, row.icon);
  return icon && drawItem(icon, row, 1, CATEGORY_IMAGE);
}

function heroImage(db: Db): string | undefined {
  const icons = HERO_ICONS.map((n) => iconOf(db, n)).filter((i): i is Icon => !!i);
  return icons.length ? drawHero(icons, HERO_IMAGE) : undefined;
}

const catalogueMediaRoutes: RouteModule = (app, { db }) => {
  const raster = new RasterCache();
  /** `{stem}.svg` or `{stem}.png` of the drawing `draw` makes for the stem; 404 for anything else. */
  const sendFile = async (reply: FastifyReply, file: string, draw: (stem: string) => string | undefined) => {
    const name = formatOf(file);
    const svg = name && draw(name.stem);
    if (!name || !svg) throw notFound(`No such image: ${file}`);
    return sendPicture(reply, raster, svg, name.format);
  };
  const fileParams = { type: 'object', required: ['file'], properties: { file: { type: 'string', maxLength: 80 } } };
  app.get<{ Params: { file: string } }>('/media/products/:file', { schema: { params: fileParams } }, (req, reply) =>
    sendFile(reply, req.params.file, (stem) => productImage(db, stem)),
  );
  app.get<{ Params: { file: string } }>('/media/categories/:file', { schema: { params: fileParams } }, (req, reply) =>
    sendFile(reply, req.params.file, (stem) => categoryImage(db, stem)),
  );
  for (const format of ['svg', 'png'] as const) {
    app.get(`/media/hero.${format}`, async (_req, reply) => {
      const svg = heroImage(db);
      if (!svg) throw notFound('No hero image');
      return sendPicture(reply, raster, svg, format);
    });
  }
};

// Root context: fastify ignores the `prefix` option of a skip-override plugin.
(catalogueMediaRoutes as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;
(catalogueMediaRoutes as unknown as Record<symbol, unknown>)[Symbol.for('fastify.display-name')] = 'catalogue-media';

export default catalogueMediaRoutes;
