import fs from 'node:fs';
import path from 'node:path';
import { allRoutes } from '@/domain/routes';

// The build ships robots.txt beside index.html, so a static host answers it too (without it, a
// host that falls back to index.html hands crawlers a page of HTML: Lighthouse SEO "robots.txt
// is not valid").
const text = fs.readFileSync(path.join(__dirname, '../../../src/assets/pwa/robots.txt'), 'utf8');
const disallowed = text
  .split('\n')
  .map((l) => /^Disallow:\s*(\S+)/i.exec(l.trim())?.[1])
  .filter((p): p is string => !!p);
const blocked = (url: string) => disallowed.some((p) => url.startsWith(p));

describe('robots.txt', () => {
  test('speaks to every crawler, line by line as robots.txt reads', () => {
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const line of text.split('\n').filter((l) => l.trim() && !l.startsWith('#'))) {
      expect(line).toMatch(/^(User-agent|Disallow|Allow): \S+$/);
    }
  });

  const urls = allRoutes().flatMap((r) => r.urls);
  test.each([
    ...urls.filter((u) => /^\/(checkout|user|account|confirmation)(\/|$)/.test(u)).map((u) => [u, true]),
    ...urls.filter((u) => /^\/(store|blog|home|main)?(\/|$)/.test(u) && u !== '/').map((u) => [u, false]),
    ['/', false],
    ['/api/istore/client/cart/cart', true],
    ['/sandbox/pay/1', true],
  ] as [string, boolean][])('%s: kept out of search results: %s', (url, out) => {
    expect(blocked(url.replace(/:\w+/g, '1'))).toBe(out);
  });
});
