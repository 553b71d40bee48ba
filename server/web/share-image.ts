/**
 * The pictures link previews show large (Open Graph `og:image`, Twitter's summary_large_image):
 * 1200×630 PNGs, as the big chat and social previews want them (an SVG is not shown; a square
 * tile is cropped). A product's card is its main picture on white, the store's its logo; each is
 * drawn here (resvg) from the picture the istore API serves, so any API's pictures get one, and
 * kept in memory (a few dozen, the newest).
 *
 *   GET /share-image/product/{id}.png   the product's card (404 for an unknown product)
 *   GET /share-image/store.png          the store's card (every page that is not a product's)
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { renderAsync } from '@resvg/resvg-js';
import { normalizeProductDetail } from '../../src/services/catalogue';
import type { AppInfo } from '../../types/api';
import { publicOriginOf } from './origin';
import { PICTURE_TYPES } from './pwa';
import type { StoreApi } from './store-api';

import { SHARE_HEIGHT, SHARE_WIDTH } from './share-image-paths';

const MAX_KEPT = 48;
const kept = new Map<string, Buffer>();

interface Picture {
  bytes: Buffer;
  type: string;
}

/** The card: the picture fitted into the middle of a white 1200×630, with a margin. */
export async function renderShareCard(picture: Picture | null, share = 0.86): Promise<Buffer> {
  const h = Math.round(SHARE_HEIGHT * share);
  const w = picture ? Math.round(SHARE_WIDTH * share) : 0;
  const image = picture
    ? `<image x="${(SHARE_WIDTH - w) / 2}" y="${(SHARE_HEIGHT - h) / 2}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid meet" ` +
      `href="data:${picture.type};base64,${picture.bytes.toString('base64')}"/>`
    : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">` +
    `<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="#ffffff"/>${image}</svg>`;
  return Buffer.from((await renderAsync(svg, { fitTo: { mode: 'width', value: SHARE_WIDTH } })).asPng());
}

/** A picture the API serves (a path on its origin), or null: another host's is not fetched. */
async function picture(api: StoreApi, url: string | null | undefined): Promise<Picture | null> {
  if (!url || !/^\/(?!\/)/.test(url)) return null;
  const clean = url.split(/[?#]/)[0];
  const type = PICTURE_TYPES[path.extname(clean).toLowerCase()];
  if (!type) return null;
  const got = await api.file(clean);
  return got.status === 200 && got.bytes.length > 0 ? { bytes: got.bytes, type } : null;
}

async function card(source: Picture | null, share: number): Promise<Buffer> {
  const key = `${share}|${source ? crypto.createHash('sha256').update(source.bytes).digest('base64url') : ''}`;
  const hit = kept.get(key);
  if (hit) return hit;
  const png = await renderShareCard(source, share);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, png);
  return png;
}

export function registerShareImages(app: FastifyInstance, api: StoreApi, publicOrigin: string | null): void {
  const send = (reply: import('fastify').FastifyReply, png: Buffer) =>
    reply.header('cache-control', 'public, max-age=3600').type('image/png').send(png);

  app.get<{ Params: { file: string } }>('/share-image/product/:file', async (req, reply) => {
    const id = /^([1-9]\d{0,8})\.png$/.exec(req.params.file)?.[1];
    const answer = id
      ? await api.catalogue(`productDetailManagement/productDetail/${id}`, 'en', publicOriginOf(req, publicOrigin))
      : null;
    if (!answer || answer.status !== 200) return reply.callNotFound();
    const d = normalizeProductDetail(answer.json);
    return send(reply, await card(await picture(api, (d.images[0] ?? d.image)?.url), 0.96));
  });

  app.get('/share-image/store.png', async (req, reply) => {
    const answer = await api.catalogue('common3/appInfoInit', 'en', publicOriginOf(req, publicOrigin));
    const info = answer.status === 200 ? (answer.json as AppInfo) : null;
    return send(reply, await card(await picture(api, info?.appContent?.logo?.imageURL), 0.5));
  });
}
