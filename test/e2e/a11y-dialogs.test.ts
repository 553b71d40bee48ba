/**
 * axe (WCAG 2.0/2.1/2.2 A and AA) with every dialog and overlay open, on a phone and a desktop, in
 * English and Chinese: the first visit's location picker, the side menu and its sub-menus, the
 * desktop menu bar's sub-menus, language and currency, the store-location picker from the header,
 * share, the WeChat QR and WeChat share hint, the phone's search row, the order-cancel
 * confirmation, the address-delete confirmation, a toast, the install banner, the not-found notice.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Locale } from '../../types/api';
import { describeE2E, IPHONE_UA, RESULTS_DIR, useHarness, type Viewport } from './harness';
import { axeViolations, describeFindings, settle, shopperPage, type AxeFinding } from './a11y';

/** WeChat's in-app browser on the same iPhone (the user agent contains MicroMessenger). */
const WECHAT_UA = `${IPHONE_UA} MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/en`;

const dialog = (page: Page) => page.locator('[role="dialog"]').last();

async function opened(page: Page): Promise<void> {
  await dialog(page).waitFor({ state: 'visible' });
  // the sheet's slide-in has ended (axe reads colours of what is painted)
  await page.waitForTimeout(400);
}

async function escape(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').first().waitFor({ state: 'detached' });
}

describeE2E('axe with every dialog and overlay open', () => {
  const h = useHarness();
  const report: Record<string, AxeFinding[]> = {};

  afterAll(() => {
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const states = Object.keys(report).length;
    const violations = Object.values(report).reduce((n, f) => n + f.length, 0);
    fs.writeFileSync(
      path.join(RESULTS_DIR, 'a11y-axe-dialogs.json'),
      JSON.stringify({ states, violations, report }, null, 2),
    );
  });

  for (const viewport of ['mobile', 'desktop'] as Viewport[]) {
    for (const locale of ['en', 'zh'] as Locale[]) {
      test(`${viewport} ${locale}: no WCAG A/AA violation with any overlay open`, async () => {
        const failures: string[] = [];
        const check = async (page: Page, name: string) => {
          const state = `${viewport} ${locale} ${name}`;
          const findings = await axeViolations(page, state);
          report[state] = findings;
          failures.push(...describeFindings(state, findings));
        };

        // the first visit: the store-location picker opens by itself
        const first = await shopperPage(h, viewport, locale, false, { chooseLocation: false });
        await first.goto(h.url('/'));
        await opened(first);
        await check(first, 'location picker (first visit)');
        await first.context().close();

        const page = await shopperPage(h, viewport, locale, true);
        await page.goto(h.url('/store/product/1'));
        await settle(page);

        if (viewport === 'mobile') {
          await page.locator('.site-header__menu-toggle').click();
          await opened(page);
          await check(page, 'side menu');
          await dialog(page).locator('button[aria-expanded]').first().click();
          await dialog(page).locator('.side-menu__sub').waitFor();
          await check(page, 'side menu, sub-menu open');
          await dialog(page).locator('.language-control__currency').first().click();
          await opened(page);
          await check(page, 'language and currency (from the side menu)');
          await escape(page);

          await page.locator('.site-header__search-toggle').click();
          await page.locator('.site-header__search-row input').waitFor();
          await check(page, 'search row open');
          await page.locator('.site-header__search-toggle').click();
        } else {
          await page.locator('.site-header__menubar button[aria-expanded]').first().click();
          await page.locator('.site-header__menu-item.is-open .site-header__submenu').waitFor({ state: 'visible' });
          await check(page, 'menu bar sub-menu open');
          await page.keyboard.press('Escape');
          await page.locator('.site-header__top .language-control__currency').first().click();
          await opened(page);
          await check(page, 'language and currency');
          await escape(page);
        }

        await page.locator('.site-header__location').first().click();
        await opened(page);
        await check(page, 'location picker (header)');
        await escape(page);

        // the size picker mid-screen and Share pressed from the keyboard: the page behind the sheet
        // keeps no control half under the sticky header (where a click's scroll to Share put it)
        await page.evaluate(() =>
          document.querySelector('[aria-labelledby="option-size"]')?.scrollIntoView({ block: 'center' }),
        );
        await page.locator('.share-button').first().focus();
        await page.keyboard.press('Enter');
        await opened(page);
        await check(page, 'share');
        const qr = dialog(page).locator('.share-widget__target--wechat-qr, .share-widget__target--wechatQr');
        if ((await qr.count()) > 0) {
          await qr.first().click();
          await page.locator('.share-widget__qr, [id^="share-qr"]').first().waitFor({ state: 'visible' });
          await check(page, 'share, WeChat QR code open');
        }
        await escape(page);

        // a toast: the profile saved as it is
        await page.goto(h.url('/user/list'));
        await settle(page);
        await page.locator('.notice-toast__live').waitFor({ state: 'attached' });
        await page
          .getByRole('button', { name: locale === 'en' ? 'Edit profile' : '编辑资料' })
          .first()
          .click();
        await page
          .getByRole('button', { name: locale === 'en' ? 'Save' : '保存', exact: true })
          .first()
          .click();
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll('.notice-toast__live')).some((e) => e.textContent?.trim()),
        );
        await page.locator('.at-toast .toast-body').first().waitFor({ state: 'visible' });
        await check(page, 'toast');

        // the confirmation before cancelling an unpaid order
        await page.goto(h.url('/user/orders?state=unpaid'));
        await settle(page);
        await page.locator('.order-row').first().click();
        await page.waitForURL(/orderID=/);
        await settle(page);
        await page
          .getByRole('button', { name: locale === 'en' ? 'Cancel this order' : /取消/ })
          .first()
          .click();
        await opened(page);
        await check(page, 'cancel-order confirmation');
        await escape(page);

        // the not-found notice after a wrong address
        await page.goto(h.url('/no/such/page'));
        await page.waitForURL((u) => u.pathname === '/');
        await page.locator('.not-found-notice').waitFor({ state: 'visible' });
        await check(page, 'not-found notice');
        await page.context().close();

        // the WeChat browser: the share hint
        if (viewport === 'mobile') {
          const wechat = await h.newPage('mobile', {
            userAgent: WECHAT_UA,
            ...(locale === 'zh' ? { locale: 'zh-CN' } : {}),
          });
          await wechat.addInitScript(
            `localStorage.setItem('istore.session', ${JSON.stringify(
              JSON.stringify({ locale, location: { id: 'toronto-downtown', name: 'Toronto Downtown' } }),
            )});`,
          );
          await wechat.goto(h.url('/store/product/1'));
          await settle(wechat);
          await wechat.evaluate(() =>
            document.querySelector('[aria-labelledby="option-size"]')?.scrollIntoView({ block: 'center' }),
          );
          await wechat.locator('.share-button').first().focus();
          await wechat.keyboard.press('Enter');
          await opened(wechat);
          await dialog(wechat).locator('.share-widget__target--wechat').first().click();
          await opened(wechat);
          await check(wechat, 'WeChat share hint');
          await escape(wechat);
          await wechat.context().close();
        }

        // the install banner: the browser offers installing (a phone's iOS Safari gets the hint)
        const install = await shopperPage(h, viewport, locale, false);
        await install.goto(h.url('/store'));
        await settle(install);
        if (viewport === 'desktop') {
          await install.waitForTimeout(7000);
          await install.evaluate(() => {
            const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
            e.prompt = () => Promise.resolve();
            e.userChoice = Promise.resolve({ outcome: 'dismissed' });
            window.dispatchEvent(e);
          });
        }
        const banner = install.locator('.install-banner').first();
        await banner.waitFor({ state: 'visible', timeout: 20_000 });
        // it slides and fades in (220 ms): axe reads colours, so it looks at the banner as it rests
        await banner.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
        await check(install, 'install banner');
        await install.context().close();

        expect(failures).toEqual([]);
      }, 300_000);
    }
  }
});
