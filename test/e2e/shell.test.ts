/**
 * The store's shell end to end in headless Chromium against the built H5 app and the
 * reference server's seeded store (12 header items, a 15-entry sub-menu, several provinces and
 * locations, currencies, social accounts, footer tabs). Phone 390x844 and desktop 1366x900.
 */
import type { Page } from 'playwright-core';
import { API_BASE_PATH, type ExchangeRates } from '../../types/api';
import { convertMinor, formatMoney } from '../../src/domain/money';
import {
  describeE2E,
  expectNoErrors,
  IPHONE_UA,
  screenshot,
  settledAttribute,
  useHarness,
  type Viewport,
} from './harness';

const SESSION_KEY = 'istore.session';

/** The behaviour tests run on /store, a light page; the home screenshots are taken on /. */
const PAGE = '/store';

/** Before every load: a chosen store location unless one is kept (the picker then stays shut). */
async function withLocation(page: Page, id = 'toronto-downtown', name = 'Toronto Downtown'): Promise<void> {
  await page.addInitScript(
    ({ key, location }) => {
      let session: Record<string, unknown> = {};
      try {
        session = JSON.parse(localStorage.getItem(key) ?? '{}') ?? {};
      } catch {
        /* start clean */
      }
      if (!session.location) localStorage.setItem(key, JSON.stringify({ ...session, location }));
    },
    { key: SESSION_KEY, location: { id, name } },
  );
}

/** WeChat's in-app browser on the same iPhone (spec 5: the user agent contains MicroMessenger). */
const WECHAT_UA = `${IPHONE_UA} MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/en`;

/** 'CA$1,234.56' -> 123456 (minor units; every seeded currency shown here has two decimals). */
function minorOf(text: string): number {
  const m = /(\d[\d,]*)\.(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`not a price: ${text}`);
  return Number(m[1].replace(/,/g, '') + m[2]);
}

/** Opens the language-and-currency modal from where the viewport has it (side menu on phones). */
async function openLanguageCurrency(page: Page, viewport: Viewport, currency: string): Promise<void> {
  if (viewport === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: `Language & Currency · ${currency}` })
      .click();
  } else {
    await page.getByRole('button', { name: `Currency: ${currency}` }).click();
  }
}

/** The page is up: the header is there and the start-up calls are done. */
async function ready(page: Page): Promise<void> {
  await page.getByRole('banner').waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
}

describeE2E('shell (e2e)', () => {
  const h = useHarness();

  describe.each<Viewport>(['mobile', 'desktop'])('%s', (viewport) => {
    test('the location picker opens by itself; a store picked there is kept and shown', async () => {
      const page = await h.newPage(viewport);
      await page.goto(h.url(PAGE));
      const picker = page.getByRole('dialog', { name: 'Choose the Location' });
      await picker.waitFor({ state: 'visible' });
      const tabs = picker.getByRole('tab');
      expect(await tabs.count()).toBeGreaterThan(1);
      await picker.getByRole('tab', { name: 'BC' }).click();
      expect(await settledAttribute(picker.getByRole('tab', { name: 'BC' }), 'aria-selected', 'true')).toBe('true');
      const card = picker.getByRole('button', { name: /Vancouver Chinatown/ });
      await expect(card.textContent()).resolves.toContain('Vancouver, BC');
      await Promise.all([page.waitForEvent('load'), card.click()]);
      await ready(page);
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Store: Vancouver Chinatown' }).first().waitFor({ state: 'visible' });
      // the server kept it too
      const info = await page.evaluate(
        async () =>
          (await (await fetch('/api/istore/client/common3/appInfoInit')).json()) as {
            appContent: { appDetail: { locid: string } };
          },
      );
      expect(info.appContent.appDetail.locid).toBe('vancouver-chinatown');
      // reopened, the choice and its province are highlighted
      await page.getByRole('button', { name: 'Store: Vancouver Chinatown' }).first().click();
      const again = page.getByRole('dialog', { name: 'Choose the Location' });
      expect(await settledAttribute(again.getByRole('tab', { name: 'BC' }), 'aria-selected', 'true')).toBe('true');
      expect(
        await settledAttribute(again.getByRole('button', { name: /Vancouver Chinatown/ }), 'aria-pressed', 'true'),
      ).toBe('true');
      await page.keyboard.press('Escape');
      await again.waitFor({ state: 'detached' });
      expectNoErrors(page);
    });

    test('home with header, footer and tabs (screenshot)', async () => {
      const page = await h.newPage(viewport);
      await withLocation(page);
      await page.goto(h.url('/'));
      await ready(page);
      const footer = page.getByRole('contentinfo');
      await footer.waitFor();
      await expect(footer.getByText(`© ${new Date().getFullYear()} Maple & Jade Market`).isVisible()).resolves.toBe(
        true,
      );
      await expect(footer.getByRole('heading', { name: 'Follow Us' }).isVisible()).resolves.toBe(true);
      await expect(footer.getByRole('heading', { name: 'Payment' }).isVisible()).resolves.toBe(true);
      const tabs = page.getByRole('navigation', { name: 'Shortcuts' });
      await expect(tabs.isVisible()).resolves.toBe(viewport === 'mobile');
      await screenshot(page, `shell-home-${viewport}`);
      expectNoErrors(page);
    });

    test('language and currency: the currency follows everywhere after Apply', async () => {
      const page = await h.newPage(viewport);
      await withLocation(page);
      await page.goto(h.url('/store/productlist?cat=all'));
      await ready(page);
      const card = page.locator('.product-grid [data-product-id]').first();
      await card.locator('.price__now').waitFor({ state: 'visible' });
      const productId = await card.getAttribute('data-product-id');
      const cadText = (await card.locator('.price__now').textContent()) ?? '';
      expect(cadText).toMatch(/^CA\$\d[\d,]*\.\d{2}$/);
      await openLanguageCurrency(page, viewport, 'CAD');
      const modal = page.getByRole('dialog', { name: 'Language & Currency' });
      await modal.waitFor({ state: 'visible' });
      expect(await settledAttribute(modal.getByRole('radio', { name: 'CAD' }), 'aria-checked', 'true')).toBe('true');
      const rates = page.waitForResponse((r) => r.url().includes('/common3/exchangeRates/USD'));
      await modal.getByRole('radio', { name: 'USD' }).click();
      await Promise.all([page.waitForEvent('load'), rates, modal.getByRole('button', { name: 'Apply' }).click()]);
      // the rate as the server serves it (the app's own response is gone with the reload)
      const served = await fetch(h.url(`${API_BASE_PATH}/common3/exchangeRates/USD`));
      const usdRate = ((await served.json()) as ExchangeRates).rates.USD;
      await ready(page);
      if (viewport === 'mobile') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('button', { name: 'Language & Currency · USD' })
          .waitFor();
        await page.getByRole('button', { name: 'Close menu' }).click();
      } else {
        await page.getByRole('button', { name: 'Currency: USD' }).waitFor();
      }
      // prices on the page follow the chosen currency: the same product's price, converted exactly
      // at the served rate and written the USD way in English ($, two decimals; spec 9), marked
      // approximate as every converted amount is (the charge is in CAD)
      const usd = page.locator(`.product-grid [data-product-id="${productId}"] .price__now`);
      await usd.waitFor({ state: 'visible' });
      const expected = `≈ ${formatMoney(convertMinor(minorOf(cadText), 'CAD', 'USD', usdRate), 'USD', 'en')}`;
      expect(expected).toMatch(/^≈ \$\d[\d,]*\.\d{2}$/);
      await expect(usd.textContent()).resolves.toBe(expected);
      for (const text of await page.locator('.product-grid .price__now').allTextContents()) {
        expect(text).toMatch(/^≈ \$\d{1,3}(,\d{3})*\.\d{2}$/);
      }
      // the home page's group-buy price follows too, by the same rule
      await page.goto(h.url('/'));
      const groupBuy = page.locator('.home__group-buy-text');
      await groupBuy.waitFor({ state: 'visible' });
      expect(await groupBuy.innerText()).toMatch(/from ≈ \$\d[\d,]*\.\d{2}\.$/);
      expectNoErrors(page);
    });

    test('language and currency: Close and Escape leave without applying', async () => {
      const page = await h.newPage(viewport);
      await withLocation(page);
      await page.goto(h.url('/store/productlist?cat=all'));
      await ready(page);
      const price = page.locator('.product-grid .price__now').first();
      await price.waitFor({ state: 'visible' });
      const before = await price.textContent();
      const rateCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/common3/exchangeRates') || r.url().includes('/common3/changeLocale'))
          rateCalls.push(r.url());
      });
      let loads = 0;
      page.on('load', () => (loads += 1));
      const modal = page.getByRole('dialog', { name: 'Language & Currency' });

      for (const leave of ['Close', 'Escape'] as const) {
        await openLanguageCurrency(page, viewport, 'CAD');
        await modal.waitFor({ state: 'visible' });
        // every opening starts from what is in force
        expect(await settledAttribute(modal.getByRole('radio', { name: 'CAD' }), 'aria-checked', 'true')).toBe('true');
        await modal.getByRole('radio', { name: 'USD' }).click();
        expect(await settledAttribute(modal.getByRole('radio', { name: 'USD' }), 'aria-checked', 'true')).toBe('true');
        if (leave === 'Close') await modal.getByRole('button', { name: 'Close' }).click();
        else await page.keyboard.press('Escape');
        await modal.waitFor({ state: 'detached' });
      }

      // nothing was applied: no rate fetched, no reload, the prices and the control still say CAD
      expect(rateCalls).toEqual([]);
      expect(loads).toBe(0);
      await expect(price.textContent()).resolves.toBe(before);
      expect(before).toMatch(/^CA\$/);
      if (viewport === 'mobile') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('button', { name: 'Language & Currency · CAD' })
          .waitFor();
        await page.getByRole('button', { name: 'Close menu' }).click();
      } else {
        await page.getByRole('button', { name: 'Currency: CAD' }).waitFor();
      }
      const session = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { currency?: unknown },
        SESSION_KEY,
      );
      expect(session.currency ?? null).toBeNull();
      expectNoErrors(page);
    });

    test('share: marketplace header, share modal, copy link to the clipboard, QR popup', async () => {
      const page = await h.newPage(viewport, { permissions: ['clipboard-read', 'clipboard-write'] });
      await withLocation(page);
      await page.goto(h.url(`${PAGE}?mrk=mk7&mrkname=Night%20Market`));
      await ready(page);
      await page.getByRole('button', { name: 'Back to Night Market' }).waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Share · Night Market' });
      await modal.waitFor({ state: 'visible' });
      await expect(page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).resolves.toBe(
        true,
      );

      await modal.getByRole('button', { name: 'Copy link' }).click();
      await modal.getByRole('status').getByText('The link has been copied!').waitFor();
      await modal.getByRole('button', { name: 'Copied' }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const url = new URL(copied);
      expect(url.origin).toBe(new URL(h.baseURL).origin);
      expect(url.searchParams.get('rid')).toBe('MJMSTORE');
      expect(url.searchParams.get('mrk')).toBe('mk7');
      // the Copied state lasts 2 s, the message 4 s
      await modal.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 3000 });
      await modal.getByText('The link has been copied!').waitFor({ state: 'detached', timeout: 4000 });

      const qr = modal.getByRole('button', { name: 'WeChat QR code' });
      await qr.click();
      const img = modal.getByRole('img', { name: 'QR code of the link to share' });
      await img.waitFor({ state: 'visible' });
      await expect(img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).resolves.toBe(128);
      await qr.click();
      await img.waitFor({ state: 'detached' });

      await modal.getByRole('button', { name: 'Close' }).last().click();
      await modal.waitFor({ state: 'detached' });
      expectNoErrors(page);
    });
  });

  test('mobile side menu: opens, one sub-menu at a time, closes by button and Escape', async () => {
    const page = await h.newPage('mobile');
    await withLocation(page);
    await page.goto(h.url(PAGE));
    await ready(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor({ state: 'visible' });
    const shop = menu.getByRole('button', { name: 'Shop' });
    const discover = menu.getByRole('button', { name: 'Discover' });
    await shop.click();
    expect(await settledAttribute(shop, 'aria-expanded', 'true')).toBe('true');
    expect(
      await settledAttribute(menu.getByRole('link', { name: 'Gift Boxes' }), 'href', '/store/productlist?cat=gifts'),
    ).toBe('/store/productlist?cat=gifts');
    await discover.click();
    expect(await settledAttribute(shop, 'aria-expanded', 'false')).toBe('false');
    await expect(menu.getByRole('link', { name: 'Gift Boxes' }).count()).resolves.toBe(0);
    await screenshot(page, 'shell-side-menu-mobile');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    // a menu link routes inside the app
    await toggle.click();
    await menu.getByRole('link', { name: 'Clearance' }).click();
    await page.waitForURL((u) => u.pathname === '/store/clearance');
    expectNoErrors(page);
  });

  test("WeChat's browser: the share widget's WeChat options open the WeChat hint; Close and Escape shut it", async () => {
    const page = await h.newPage('mobile', { userAgent: WECHAT_UA });
    await withLocation(page);
    await page.goto(h.url(`${PAGE}?mrk=mk7&mrkname=Night%20Market`));
    await ready(page);
    const share = page.getByRole('dialog', { name: 'Share · Night Market' });
    const wechat = page.getByRole('dialog', { name: 'WeChat', exact: true });
    const hint = 'Tap ··· at the top right to share this page.';

    for (const [option, leave] of [
      ['Share on WeChat', 'Close'],
      ['Share on Moments', 'Escape'],
    ] as const) {
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await share.waitFor({ state: 'visible' });
      // in WeChat's browser there is no scan-QR popup: WeChat shares the page itself (spec 2.6)
      await expect(share.getByRole('button', { name: 'WeChat QR code' }).count()).resolves.toBe(0);
      await share.getByRole('button', { name: option }).click();
      await wechat.waitFor({ state: 'visible' });
      await share.waitFor({ state: 'detached' });
      await wechat.getByText(hint).waitFor({ state: 'visible' });
      await expect(page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).resolves.toBe(
        true,
      );
      if (option === 'Share on WeChat') await screenshot(page, 'shell-wechat-share-mobile');
      // the footer's Close button (the title bar's close control has the same name)
      if (leave === 'Close') await wechat.getByRole('button', { name: 'Close' }).last().click();
      else await page.keyboard.press('Escape');
      await wechat.waitFor({ state: 'detached' });
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    }
    expectNoErrors(page);
  });

  test('desktop menu bar: the 15-entry sub-menu is the wide two-column dropdown; search', async () => {
    const page = await h.newPage('desktop');
    await withLocation(page);
    await page.goto(h.url('/'));
    await ready(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const shop = nav.getByRole('button', { name: 'Shop' });
    await shop.click();
    expect(await settledAttribute(shop, 'aria-expanded', 'true')).toBe('true');
    const panel = page.locator(`#${await shop.getAttribute('aria-controls')}`);
    await expect(panel.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).resolves.toBe(2);
    expect(
      await settledAttribute(nav.getByRole('link', { name: 'Instagram (opens in a new tab)' }), 'target', '_blank'),
    ).toBe('_blank');
    await page.keyboard.press('Escape');
    expect(await settledAttribute(shop, 'aria-expanded', 'false')).toBe('false');

    // products/tea%26sort=price: the decoded & carries the sort along (spec 2.3)
    await nav.getByRole('button', { name: 'Tea House' }).click();
    await nav.getByRole('link', { name: 'Teas by price' }).click();
    await page.waitForURL((u) => u.pathname === '/store/productlist' && u.search === '?cat=tea&sort=price');
    expect(
      await settledAttribute(page.getByRole('radio', { name: 'Price: low to high' }), 'aria-checked', 'true'),
    ).toBe('true');
    await page.goto(h.url('/'));
    await ready(page);

    const search = page.getByRole('search').first();
    await search.getByRole('button', { name: 'Search' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    const field = search.getByRole('searchbox', { name: 'Search products' });
    await field.fill('jasmine tea');
    await field.press('Enter');
    await page.waitForURL((u) => u.pathname === '/store/search' && u.searchParams.get('searchStr') === 'jasmine tea');
    expectNoErrors(page);
  });

  test.each([
    ['/', 'Home'],
    ['/store/productlist?cat=all', 'Shop'],
    ['/user/list', 'Account'],
    ['/account/login', 'Account'],
    ['/store/search?searchStr=tea', null],
  ])('footer tabs at %s: active %s', async (path, active) => {
    const page = await h.newPage('mobile');
    await withLocation(page);
    await page.goto(h.url(path));
    const tabs = page.getByRole('navigation', { name: 'Shortcuts' });
    await tabs.waitFor({ state: 'visible' });
    const current = tabs.locator('[aria-current="page"]');
    if (active) await expect(current.textContent()).resolves.toContain(active);
    else await expect(current.count()).resolves.toBe(0);
    // the hotline tab dials the store (tel:), whole and tappable
    await expect(tabs.getByRole('link', { name: 'Call us' }).getAttribute('href')).resolves.toBe('tel:+1-800-555-0199');
    expectNoErrors(page);
  });

  test('Chinese labels after the language toggle', async () => {
    const page = await h.newPage('desktop');
    await withLocation(page);
    await page.goto(h.url('/'));
    await ready(page);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '中文' }).click()]);
    await page.getByRole('link', { name: '登录' }).waitFor({ state: 'visible' });
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '选购' }).waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('heading', { name: '关注我们' }).waitFor();
    await footer.getByRole('heading', { name: '支付方式' }).waitFor();
    await page.getByRole('button', { name: 'English' }).waitFor();
    await screenshot(page, 'shell-home-desktop-zh');
    expectNoErrors(page);
  });

  test('install banner from beforeinstallprompt: button for 3 s, then the icon', async () => {
    const page = await h.newPage('mobile');
    await withLocation(page);
    await page.goto(h.url(PAGE));
    await ready(page);
    await page.evaluate(() => {
      const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      e.prompt = async () => undefined;
      e.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(e);
    });
    const banner = page.getByRole('region', { name: 'Install app' });
    await banner.getByText('Use this website as a free app.').waitFor();
    await screenshot(page, 'shell-install-banner-mobile');
    const icon = page.getByRole('button', { name: 'Install app' });
    await icon.waitFor({ timeout: 5000 });
    await expect(banner.count()).resolves.toBe(0);
    await icon.click();
    await icon.waitFor({ state: 'detached' });
    expectNoErrors(page);
  });
});
