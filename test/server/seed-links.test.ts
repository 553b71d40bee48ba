/**
 * Walks every link of the seeded store (header, side and footer menus, footer tabs, links inside
 * the content pages) and fails on one that leads nowhere: an app route that does not exist, a
 * category, brand, tag, search, product or page with nothing behind it, an external page the store
 * would not own (example.com), a phone link that is not the store's. Also: policy pages state the
 * delivery rules checkout charges by.
 */
import type { AppInfo, MenuItem, PageContent } from '../../types/api';
import { mapLink, phoneNumber } from '../../src/domain/links';
import { matchRoute } from '../../src/domain/routes';
import { mapFooterTabLink } from '../../src/domain/links';
import { deliverySettings, moneyText } from '../../server/api/models/checkout-config';
import { CHECKOUT_SETTINGS } from '../../server/api/seed/checkout';
import { SOCIAL } from '../../server/api/seed/store';
import { HOTLINE } from '../../server/api/seed/store-navigation';
import { PAGES } from '../../server/api/seed/store-pages';
import { Client, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.subMenu ?? [])]);

/** Web addresses the store owns: its social accounts' sites, under the store's own account name. */
const OWN_EXTERNAL = Object.values(SOCIAL).map((s) => new URL(s!.pageURL).origin);

async function appInfo(locale: 'en' | 'zh') {
  const client = new Client(server.origin);
  await client.get(`/common3/changeLocale/${locale}`);
  return { client, info: (await client.get('/common3/appInfoInit')).body as AppInfo };
}

/** Why an app URL leads nowhere, or null when something real is behind it. */
async function deadEnd(client: Client, url: string): Promise<string | null> {
  const match = matchRoute(url);
  if (!match) return 'no such route';
  const [path, query = ''] = url.split('?');
  const q = new URLSearchParams(query);
  const count = async (p: string) => {
    const res = await client.get(p);
    return res.status === 200 ? (res.body as { count: number }).count : 0;
  };
  if (path === '/store/productlist') {
    const cat = q.get('cat')!;
    return (await count(
      `/productManagement2/products/listCount${cat === 'all' ? '' : `?categoryName=${encodeURIComponent(cat)}`}`,
    )) > 0
      ? null
      : `no products in category ${cat}`;
  }
  if (path === '/store/search')
    return (await count(`/productManagement2/products/searchCount/${encodeURIComponent(q.get('searchStr') ?? '')}`)) > 0
      ? null
      : 'search finds nothing';
  let m: RegExpExecArray | null;
  if ((m = /^\/store\/brand\/(.+)$/.exec(path)))
    return (await count(`/productManagement2/products/listCount?brandName=${m[1]}`)) > 0
      ? null
      : `no products of brand ${m[1]}`;
  if ((m = /^\/store\/tag\/(.+)$/.exec(path)))
    return (await count(`/productManagement2/products/listCount?tagName=${m[1]}`)) > 0
      ? null
      : `no products tagged ${m[1]}`;
  if (path === '/store/clearance')
    return (await count('/productManagement2/products/listCount?clearance=true')) > 0 ? null : 'no clearance items';
  if ((m = /^\/store\/product\/(\d+)$/.exec(path)))
    return (await client.get(`/productManagement/product/${m[1]}`)).status === 200 ? null : `no product ${m[1]}`;
  if (path === '/store/groupCampaigns') {
    const list = (await client.get('/common3/campaign/fissionList')).body as { state: string }[];
    return list.some((c) => c.state === 'OPEN') ? null : 'no open group-buy campaign';
  }
  if (path.startsWith('/store/group')) return `${path} is not a page a menu should open`;
  if (match.page === 'pages/general/page/index' || path === '/blog') {
    const name = path === '/blog' ? 'blog' : path.slice(1);
    return (await client.get(`/common3/pageContent?pageName=${name}`)).status === 200 ? null : `no page ${name}`;
  }
  return null; // a screen of the app itself (home, cart, account, orders)
}

describe.each(['en', 'zh'] as const)('every seeded link leads somewhere real (%s)', (locale) => {
  test('menus, footer and tabs', async () => {
    const { client, info } = await appInfo(locale);
    const nav = info.appContent.navigation;
    const problems: string[] = [];
    const items: [where: string, item: MenuItem][] = [
      ...flatten(nav.headerMenu).map((i) => ['header', i] as [string, MenuItem]),
      ...flatten(nav.sideMenu).map((i) => ['side menu', i] as [string, MenuItem]),
      ...flatten(nav.footerMenu).map((i) => ['footer', i] as [string, MenuItem]),
      ...nav.footerTabs.map((i) => ['footer tab', i] as [string, MenuItem]),
    ];
    expect(items.length).toBeGreaterThan(40);
    for (const [where, item] of items) {
      const label = `${where} "${item.name}" (${item.link})`;
      if (/example\.(com|org)|acme|search:/i.test(`${item.name} ${item.link}`)) problems.push(`${label}: placeholder`);
      if (item.subMenu?.length) continue;
      if (!item.link) {
        // plain text is for information, such as opening hours, never a destination without a link
        if (!/\d{1,2}:\d{2}/.test(item.name)) problems.push(`${label}: no link and no information`);
        continue;
      }
      if (phoneNumber(item.link)) {
        if (item.link !== HOTLINE.tel) problems.push(`${label}: not the store's phone`);
        continue;
      }
      if (item.linkActionType === 'EXTERNAL_LINK') {
        const url = new URL(item.link);
        if (
          url.protocol !== 'https:' ||
          !OWN_EXTERNAL.includes(url.origin) ||
          !url.pathname.includes('maplejademarket')
        ) {
          problems.push(`${label}: not a page the store owns`);
        }
        continue;
      }
      const url = where === 'footer tab' ? mapFooterTabLink(item.link) : mapLink(item.link);
      const dead = await deadEnd(client, url);
      if (dead) problems.push(`${label} -> ${url}: ${dead}`);
    }
    expect(problems).toEqual([]);
  });

  test('links inside the content pages', async () => {
    const { client } = await appInfo(locale);
    const problems: string[] = [];
    for (const p of PAGES) {
      const page = (await client.get(`/common3/pageContent?pageName=${p.name}`)).body as PageContent;
      expect(page.body).not.toContain('{{');
      for (const [, href] of page.body.matchAll(/(?:href|src)="([^"]+)"/g)) {
        if (/example\.(com|org)/.test(href)) problems.push(`${p.name}: ${href}`);
        else if (href.startsWith('mailto:')) {
          if (!href.endsWith('@maplejademarket.ca')) problems.push(`${p.name}: ${href}`);
        } else if (phoneNumber(href)) {
          if (href !== HOTLINE.tel) problems.push(`${p.name}: ${href}`);
        } else if (href.startsWith('/media/')) {
          if ((await client.raw('GET', href)).status !== 200) problems.push(`${p.name}: ${href} missing`);
        } else {
          const dead = await deadEnd(client, href);
          if (dead) problems.push(`${p.name}: ${href}: ${dead}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('policy pages state the rules checkout charges by', () => {
  test('Shipping & Returns: free-delivery threshold, zone fees and minimums, store minimum, from the settings', async () => {
    const { client } = await appInfo('en');
    const settings = deliverySettings(server.app.db);
    const page = (await client.get('/common3/pageContent?pageName=shipping')).body as PageContent;
    expect(page.body).toContain(`free on orders of ${moneyText(settings.freeDeliveryOver, 'CAD')} or more`);
    expect(page.body).toContain(moneyText(CHECKOUT_SETTINGS.minOrderAmount, 'CAD'));
    for (const z of settings.zones)
      expect(page.body).toContain(
        `${moneyText(z.fee, 'CAD')} delivery, orders from ${moneyText(z.minOrderAmount, 'CAD')}`,
      );
    expect(page.body).not.toContain('$60');

    // the store changes its threshold: the page follows without being edited
    const changed = { ...settings, freeDeliveryOver: 9900 };
    server.app.db.prepare("UPDATE checkout_settings SET value = ? WHERE key = 'delivery'").run(JSON.stringify(changed));
    try {
      const again = (await client.get('/common3/pageContent?pageName=shipping')).body as PageContent;
      expect(again.body).toContain('free on orders of CAD 99.00 or more');
      const zh = (await (await appInfo('zh')).client.get('/common3/pageContent?pageName=shipping')).body as PageContent;
      expect(zh.body).toContain('订单满 CAD 99.00 免运费');
    } finally {
      server.app.db
        .prepare("UPDATE checkout_settings SET value = ? WHERE key = 'delivery'")
        .run(JSON.stringify(settings));
    }
  });
});
