/**
 * The demo store's own pictures (server/api/http/assets.ts): its logos and favicon, as app info
 * links them. They sit in every page's header and footer, so they must draw without fonts: a
 * <text> in an SVG picture makes the browser look up the font (for the logo's Chinese line, a
 * CJK fallback font of several MB), measured at 20 ms of main-thread work on this machine at
 * full speed, before the first paint of every page. The lettering is outlines instead.
 */
import type { AppInfo } from '../../types/api';
import { Client, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('the store pictures app info links', () => {
  test('each is an SVG drawn without text or fonts that keeps the store name as its label', async () => {
    const info = (await new Client(server.origin).get('/common3/appInfoInit')).body as AppInfo;
    const c = info.appContent;
    const urls = [c.logo, c.footerLogo, c.favicon].map((img) => img?.imageURL ?? '');
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const res = await fetch(server.origin + url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-label="Maple &amp; Jade Market"/);
      expect(svg).not.toMatch(/<text\b|font-family|<tspan\b/);
      if (url === c.favicon?.imageURL) continue;
      // the logos' lettering is there, as outlines: paths far longer than the emblem's few strokes
      const longest = Math.max(...[...svg.matchAll(/\sd="([^"]*)"/g)].map((m) => m[1].length));
      expect(longest).toBeGreaterThan(2000);
    }
  });
});
