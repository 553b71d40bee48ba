/**
 * Product and category images, drawn on request as small SVGs (a deterministic colour per item
 * and its initials), at the site root rather than under the API path:
 *   GET /media/products/{id}.svg, /media/products/{id}-{n}.svg (n = 2..image count), 600×600
 *   GET /media/categories/{name}.svg, 300×300
 * Cacheable (Cache-Control public, max-age one week): the drawing of an id never changes.
 *
 * Mounting: this module is marked skip-override (what fastify-plugin does), so fastify runs it
 * in the root context and the API prefix that AREAS passes is not applied to its routes.
 */
import type { FastifyReply } from 'fastify';
import type { Db } from '../db';
import { notFound } from '../http/errors';
import { CATEGORY_IMAGE } from '../models/categories';
import { PRODUCT_IMAGE } from '../models/products';
import type { RouteModule } from './types';

export const MEDIA_CACHE_CONTROL = 'public, max-age=604800';

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** First letters of the first two words that start with a letter ('Jade Garden Tea Set' -> 'JG'). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return words.slice(0, 2).map((w) => w[0].toUpperCase()).join('') || '?';
}

/** A square picture: background, one of three shapes by `variant`, initials on top. */
export function drawSvg(seed: number, variant: number, text: string, size: { width: number; height: number }): string {
  const hue = Math.round((seed * 137.508 + (variant - 1) * 29) % 360);
  const { width: w, height: h } = size;
  const bg = hslToHex(hue, 0.55, 0.9);
  const shapeFill = hslToHex(hue, 0.5, 0.78);
  const ink = hslToHex(hue, 0.65, 0.24);
  const m = Math.min(w, h);
  const shape =
    variant === 2
      ? `<rect x="${w / 2 - m / 3}" y="${h / 2 - m / 3}" width="${(2 * m) / 3}" height="${(2 * m) / 3}" rx="${m / 12}" fill="${shapeFill}" transform="rotate(12 ${w / 2} ${h / 2})"/>`
      : variant === 3
        ? `<path d="M0 ${h * 0.7} L${w} ${h * 0.45} L${w} ${h} L0 ${h} Z" fill="${shapeFill}"/>`
        : `<circle cx="${w / 2}" cy="${h / 2}" r="${m / 3}" fill="${shapeFill}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${bg}"/>${shape}` +
    `<text x="${w / 2}" y="${h / 2}" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" ` +
    `font-size="${Math.round(m * 0.3)}" font-weight="700" fill="${ink}">${text}</text></svg>`
  );
}

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', MEDIA_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

function productImage(db: Db, file: string): string | undefined {
  const m = /^([1-9]\d{0,8})(?:-([2-9]))?\.svg$/.exec(file);
  if (!m) return undefined;
  const id = Number(m[1]);
  const variant = m[2] ? Number(m[2]) : 1;
  const row = db
    .prepare<[number], { name_en: string; image_count: number }>('SELECT name_en, image_count FROM products WHERE id = ?')
    .get(id);
  if (!row || variant > row.image_count) return undefined;
  return drawSvg(id, variant, initials(row.name_en), PRODUCT_IMAGE);
}

function categoryImage(db: Db, file: string): string | undefined {
  const m = /^([a-z0-9-]{1,64})\.svg$/i.exec(file);
  if (!m) return undefined;
  const row = db.prepare<[string], { id: number; name_en: string }>('SELECT id, name_en FROM categories WHERE name = ?').get(m[1]);
  return row && drawSvg(row.id * 7, 1, initials(row.name_en), CATEGORY_IMAGE);
}

const catalogueMediaRoutes: RouteModule = async (app, { db }) => {
  const fileParams = { type: 'object', required: ['file'], properties: { file: { type: 'string', maxLength: 80 } } };
  app.get<{ Params: { file: string } }>('/media/products/:file', { schema: { params: fileParams } }, async (req, reply) => {
    const svg = productImage(db, req.params.file);
    if (!svg) throw notFound(`No such image: ${req.params.file}`);
    return sendSvg(reply, svg);
  });
  app.get<{ Params: { file: string } }>('/media/categories/:file', { schema: { params: fileParams } }, async (req, reply) => {
    const svg = categoryImage(db, req.params.file);
    if (!svg) throw notFound(`No such image: ${req.params.file}`);
    return sendSvg(reply, svg);
  });
};

// Root context: fastify ignores the `prefix` option of a skip-override plugin.
(catalogueMediaRoutes as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;
(catalogueMediaRoutes as unknown as Record<symbol, unknown>)[Symbol.for('fastify.display-name')] = 'catalogue-media';

export default catalogueMediaRoutes;
