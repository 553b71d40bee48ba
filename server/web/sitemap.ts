/**
 * `/sitemap.xml` and `/robots.txt` for search engines. The sitemap lists every page worth
 * indexing (the home page, all products, each category, each product, the store's content pages
 * as its menus link them) in both languages, each with its `hreflang` alternates (en, zh,
 * x-default), on the store's public origin. It is built from the istore API's catalogue reads
 * and kept briefly per origin. robots.txt is the build's (src/assets/pwa/robots.txt) with the
 * sitemap's absolute address added, which only the server can know.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppInfo, MenuItem } from '../../types/api';
import { MAX_NUMBER_TO_LOAD } from '../../types/catalogue';
import { menuItemAction } from '../../src/domain/links';
import { matchRoute } from '../../src/domain/routes';
import { escapeHtml } from './html-text';
import { publicOriginOf } from './origin';
import { pageUrl, SEO_LOCALES } from './seo';
import type { StoreApi } from './store-api';

/** How long a built sitemap is served before it is built again (ms). */
export const SITEMAP_TTL_MS = 5 * 60_000;
/** Products listed at most (a sitemap file holds 50,000 URLs; each product is two). */
const MAX_PRODUCTS = 20_000;

type Read = (p: string) => Promise<unknown>;

function menuPaths(items: readonly MenuItem[] | undefined, out: Set<string>): void {
  for (const item of items ?? []) {
    menuPaths(item.subMenu, out);
    const action = menuItemAction(item);
    if (action.kind !== 'internal') continue;
    // the store's content pages (page/X -> /X) and its blog
    const page = matchRoute(action.url)?.page;
    if (page === 'pages/general/page/index' || page === 'pages/blog/index') out.add(action.url.split(/[?#]/)[0]);
  }
}

function categoryNames(tree: unknown, out: string[]): void {
  if (!Array.isArray(tree)) return;
  for (const c of tree as Array<{ name?: unknown; children?: unknown }>) {
    if (typeof c?.name === 'string' && c.name) out.push(c.name);
    categoryNames(c?.children, out);
  }
}

/** The paths the sitemap lists, read from the API. */
export async function sitemapPaths(read: Read): Promise<string[]> {
  const [info, tree] = await Promise.all([read('common3/appInfoInit'), read('productManagement/categories/all')]);
  const content = new Set<string>();
  const nav = (info as AppInfo | null)?.appContent?.navigation;
  if (nav) for (const menu of [nav.headerMenu, nav.sideMenu, nav.footerMenu, nav.footerTabs]) menuPaths(menu, content);
  const categories: string[] = [];
  categoryNames(tree, categories);
  const products: number[] = [];
  for (let at = 0; at < MAX_PRODUCTS; at += MAX_NUMBER_TO_LOAD) {
    const page = await read(
      `productManagement2/products?startingPosition=${at}&numberToLoad=${MAX_NUMBER_TO_LOAD}&infiniteLoad=true`,
    );
    const rows = Array.isArray(page) ? (page as Array<{ id?: unknown }>) : [];
    for (const r of rows) if (typeof r?.id === 'number' && Number.isSafeInteger(r.id)) products.push(r.id);
    if (rows.length < MAX_NUMBER_TO_LOAD) break;
  }
  return [
    '/',
    '/store/productlist',
    ...[...new Set(categories)].map((c) => `/store/productlist?cat=${encodeURIComponent(c)}`),
    ...[...new Set(products)].map((id) => `/store/product/${id}`),
    ...[...content].filter((p) => p !== '/'),
  ];
}

/** The sitemap XML: each path once per language, each entry naming all its alternates. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const esc = escapeHtml;
  const entries = paths.flatMap((p) => {
    const alternates = [
      ...SEO_LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(pageUrl(origin, p, l))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${esc(pageUrl(origin, p, null))}"/>`,
    ].join('');
    return SEO_LOCALES.map((l) => `<url><loc>${esc(pageUrl(origin, p, l))}</loc>${alternates}</url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${entries.join('\n')}\n</urlset>\n`
  );
}

export function registerSitemap(
  app: FastifyInstance,
  staticDir: string,
  api: StoreApi,
  publicOrigin: string | null,
): void {
  const built = new Map<string, { at: number; xml: Promise<string> }>();
  app.get('/sitemap.xml', async (req, reply) => {
    const origin = publicOriginOf(req, publicOrigin);
    const now = Date.now();
    let entry = built.get(origin);
    if (!entry || now - entry.at > SITEMAP_TTL_MS) {
      const read: Read = async (p) => {
        const a = await api.catalogue(p, 'en', origin);
        if (a.status === 200) return a.json;
        if (a.status === 404) return null;
        throw new Error(`${p} answered ${a.status}`);
      };
      entry = { at: now, xml: sitemapPaths(read).then((paths) => sitemapXml(origin, paths)) };
      // one kept per origin the store is reached on (a handful; a stream of made-up Hosts
      // empties the map rather than growing it); a failed build is not kept
      if (built.size >= 8) built.clear();
      built.set(origin, entry);
      entry.xml.catch(() => built.delete(origin));
    }
    let xml: string;
    try {
      xml = await entry.xml;
    } catch (err) {
      req.log.warn({ err }, 'sitemap: the istore API did not answer');
      return reply.code(503).header('retry-after', '60').type('text/plain; charset=utf-8').send('Try again later');
    }
    return reply
      .header('cache-control', `public, max-age=${SITEMAP_TTL_MS / 1000}`)
      .type('application/xml; charset=utf-8')
      .send(xml);
  });

  app.get('/robots.txt', async (req, reply) => {
    let text = 'User-agent: *\nDisallow:\n';
    try {
      text = await fs.promises.readFile(path.join(path.resolve(staticDir), 'robots.txt'), 'utf8');
    } catch {
      // a build without one: every crawler may read everything but what the sitemap names
    }
    const origin = publicOriginOf(req, publicOrigin);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(`${text.replace(/\s*$/, '\n')}\nSitemap: ${origin}/sitemap.xml\n`);
  });
}
