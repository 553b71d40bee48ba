/**
 * /sitemap.xml lists every product, category and content page in both languages with hreflang
 * alternates, on the store's origin, and robots.txt (the build's) names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client, startServer, tempDir, type TestServer } from './helpers';

const INDEX = '<!doctype html><html><head><title>Storefront</title></head><body><div id="app"></div></body></html>';
const ROBOTS = 'User-agent: *\nDisallow: /checkout\nDisallow: /user\n';

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDir('storefront-sitemap-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(staticDir, 'robots.txt'), ROBOTS);
  server = await startServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** Each <url>: its loc and its alternates by hreflang. */
function entries(xml: string): Array<{ loc: string; alternates: Record<string, string> }> {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({
    loc: m[1].replace(/&amp;/g, '&'),
    alternates: Object.fromEntries(
      [...m[2].matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1], a[2].replace(/&amp;/g, '&')]),
    ),
  }));
}

describe('sitemap.xml', () => {
  test('every product, category and content page, in both languages, with hreflang alternates', async () => {
    const client = new Client(server.origin);
    const res = await client.raw('GET', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
    const list = entries(res.text);
    const locs = new Set(list.map((e) => e.loc));
    const o = server.origin;

    const count = (await client.get('/productManagement2/products/listCount')).body.count as number;
    expect(count).toBeGreaterThan(100);
    const productLocs = [...locs].filter((l) => /\/store\/product\/\d+\?lang=en$/.test(l));
    expect(productLocs).toHaveLength(count);
    for (const p of ['/store/product/1', '/store/productlist?cat=green-tea', '/about', '/contact', '/']) {
      for (const lang of ['en', 'zh']) {
        const loc = `${o}${p}${p.includes('?') ? '&' : '?'}lang=${lang}`;
        expect(locs).toContain(loc);
        const entry = list.find((e) => e.loc === loc)!;
        expect(entry.alternates).toEqual({
          en: `${o}${p}${p.includes('?') ? '&' : '?'}lang=en`,
          zh: `${o}${p}${p.includes('?') ? '&' : '?'}lang=zh`,
          'x-default': `${o}${p}`,
        });
      }
    }
    // a shopper's own pages are not listed
    expect([...locs].some((l) => /\/(user|checkout|account)\b/.test(l))).toBe(false);
    // every category of the tree
    const tree = (await client.get('/productManagement/categories/all')).body as Array<{
      name: string;
      children: unknown[];
    }>;
    for (const c of tree) expect(locs).toContain(`${o}/store/productlist?cat=${encodeURIComponent(c.name)}&lang=en`);
  });

  test('robots.txt is the build’s, naming the sitemap by its absolute address', async () => {
    const res = await new Client(server.origin).raw('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.text).toBe(`${ROBOTS}\nSitemap: ${server.origin}/sitemap.xml\n`);
  });
});
