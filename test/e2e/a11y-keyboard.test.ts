/**
 * The store by keyboard alone (no mouse, no taps), on a phone and a desktop: a guest goes home ->
 * search -> product -> chooses a size -> adds to cart -> checkout (pickup) -> pays in the sandbox ->
 * confirmation; a shopper signs in and opens an order. On every Tab stop the focused element is
 * visible, shows its focus and is not hidden under the header or the footer tabs. Dialogs take
 * focus, keep it (Tab and Shift+Tab wrap inside), close on Escape and give focus back to what opened
 * them; "Skip to content" is the first stop; the desktop menu's sub-menus open from the keyboard.
 */
import type { Page } from 'playwright-core';
import { describeE2E, expectNoErrors, useHarness, type Viewport } from './harness';
import { DEMO, settle, shopperPage } from './a11y';
import { focusInside, focused, tabTo } from './keyboard';

async function pressUntilUrl(page: Page, key: string, url: RegExp): Promise<void> {
  await Promise.all([page.waitForURL(url), page.keyboard.press(key)]);
  await settle(page);
}

/** Tab `n` times (and Shift+Tab `n` times): focus never leaves the open dialog. */
async function expectFocusTrapped(page: Page, n = 25): Promise<void> {
  for (const back of [false, true]) {
    for (let i = 0; i < n; i++) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      if (!(await focusInside(page, '[role="dialog"]'))) {
        throw new Error(`focus left the dialog after ${i + 1} ${back ? 'Shift+Tab' : 'Tab'}: ${await focused(page)}`);
      }
    }
  }
}

/** Escape closes the dialog and focus is back on the element matched by `opener`. */
async function expectEscapeReturnsTo(page: Page, opener: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').first().waitFor({ state: 'detached' });
  await page.waitForFunction((c) => document.activeElement?.matches(c), opener, { timeout: 5_000 });
}

/** After a checkout step's Continue, the next step opens with the focus on its heading (not left behind). */
async function expectStepFocused(page: Page, step: string): Promise<void> {
  await page.waitForFunction(
    (s) => document.activeElement?.matches(`[data-step="${s}"].is-open .co-step__title`) ?? false,
    step,
    { timeout: 10_000 },
  );
}

describeE2E('keyboard only (e2e)', () => {
  const h = useHarness();

  for (const viewport of ['mobile', 'desktop'] as Viewport[]) {
    test(`${viewport}: a guest searches, chooses a size, adds to cart, checks out (pickup) and pays`, async () => {
      const problems: string[] = [];
      const page = await shopperPage(h, viewport, 'en', false);
      await page.goto(h.url('/'));
      await settle(page);

      // search from the header
      if (viewport === 'mobile') {
        await tabTo(page, '.site-header__search-toggle', { problems });
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.activeElement?.matches('.site-header__search-row input'));
      } else {
        await tabTo(page, '.site-header__search input', { problems });
      }
      await page.keyboard.type('Gongfu');
      await pressUntilUrl(page, 'Enter', /\/store\/search\?searchStr=Gongfu/);
      // the search page is shown and the home page (with the field that had the focus) hidden: on a
      // loaded machine the URL changes a moment before, and a Tab then still moved in the old page
      await page.waitForFunction(() => {
        const el = document.activeElement;
        return !el || el === document.body || el.getClientRects().length === 0;
      });
      // and the search page (the router's newest page) is drawn with the home page hidden: Enter may
      // blur the field, and a Tab pressed before the switch lands in the home page, whose hiding
      // then drops the focus onto the body
      await page.waitForFunction(() => {
        const pages = document.querySelectorAll('.taro_page');
        const shown = Array.from(document.querySelectorAll('.skip-link')).filter((a) => a.getClientRects().length > 0);
        return pages.length > 1 && shown.length === 1 && pages[pages.length - 1].contains(shown[0]);
      });

      // a new page: the first Tab stop is "Skip to content", shown while focused; it moves focus to the content
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatch(/^a\.skip-link "Skip to content"/);
      const box = await page.locator('.skip-link:focus').boundingBox();
      expect(box && box.y >= 0 && box.height > 0).toBe(true);
      await page.keyboard.press('Enter');
      expect(await focusInside(page, '.page-shell__main')).toBe(true);

      // the results are there, as the shopper sees them before tabbing on: on a loaded machine
      // they came late, and the Tabs walked on past the empty list into the footer
      await page.locator('.page-shell__main a[href="/store/product/1"]:visible').first().waitFor();
      await tabTo(page, 'a[href="/store/product/1"]', { problems });
      await pressUntilUrl(page, 'Enter', /\/store\/product\/1$/);

      // the size: one Tab stop for the group, the arrow keys choose (radio group pattern)
      await tabTo(page, '[role="radio"]', { problems });
      const sizes = page.getByRole('radiogroup').first();
      await page.keyboard.press('ArrowRight');
      await expect(sizes.getByRole('radio', { checked: true }).count()).resolves.toBe(1);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
      // Tab leaves the group for the next one (the colour): Space chooses
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('radio');
      await page.keyboard.press('Space');
      const added = page.waitForResponse(
        (r) => r.url().includes('/shoppingManagement4/myCart') && r.request().method() === 'POST',
      );
      await tabTo(page, 'button', { name: /^\s*Add to cart\s*$/, problems });
      await page.keyboard.press('Enter');
      expect((await added).status()).toBe(200);
      // the new count is announced
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('[role="status"], [aria-live]')).some((e) =>
          /Cart, 1 item/.test(e.textContent ?? ''),
        ),
      );

      // back up to the header's cart
      await tabTo(page, 'a.site-header__cart', { back: true, problems });
      await pressUntilUrl(page, 'Enter', /\/checkout\/cart$/);
      await tabTo(page, 'a', { name: /^\s*Checkout\s*$/, problems });
      await pressUntilUrl(page, 'Enter', /\/checkout\/checkout/);

      // pickup: each choice group is one Tab stop; Space checks the focused choice
      await tabTo(page, 'input[type=radio]', { name: /Pick up in store/, problems });
      await page.keyboard.press('Space');
      for (const group of [/^\s*Store/, /Pickup date/, /^\s*Time/]) {
        await page.keyboard.press('Tab');
        const legend = await page.evaluate(
          () => document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent ?? '',
        );
        expect(legend).toMatch(group);
        await page.keyboard.press('Space');
      }
      await tabTo(page, 'button', { name: /^\s*Continue\s*$/, problems });
      await page.keyboard.press('Enter');
      await expectStepFocused(page, 'contact');
      for (const [label, value] of [
        [/First name/, 'Kay'],
        [/Last name/, 'Board'],
        [/Email/, 'kay@example.com'],
        [/Phone/, '416 555 0123'],
      ] as const) {
        await tabTo(page, 'input', { name: label, problems });
        await page.keyboard.type(value);
      }
      await tabTo(page, 'button', { name: /^\s*Continue\s*$/, problems });
      await page.keyboard.press('Enter');
      await expectStepFocused(page, 'extras');
      await tabTo(page, 'button', { name: /Continue to payment/, problems });
      await pressUntilUrl(page, 'Enter', /\/checkout\/payment/);

      await tabTo(page, 'input[type=radio]', { name: /Card/, problems });
      await page.keyboard.press('Space');
      await tabTo(page, 'button', { name: /Place Order/, problems });
      await Promise.all([page.waitForURL(/\/sandbox\/pay\//), page.keyboard.press('Enter')]);
      await tabTo(page, 'button', { name: /^\s*Approve\s*$/, problems });
      await Promise.all([page.waitForURL(/\/confirmation\/\d+\?from_source=/), page.keyboard.press('Enter')]);
      // the payment's outcome is announced
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')).some((e) =>
          /Order Success!/.test(e.textContent ?? ''),
        ),
      );

      expect(problems).toEqual([]);
      expectNoErrors(page);
      await page.context().close();
    }, 240_000);

    test(`${viewport}: a shopper signs in and opens an order`, async () => {
      const problems: string[] = [];
      const page = await shopperPage(h, viewport, 'en', false);
      await page.goto(h.url('/account/login'));
      await settle(page);
      await tabTo(page, 'input', { name: /Email/, problems });
      await page.keyboard.type(DEMO.email);
      await tabTo(page, 'input', { name: /Password/, problems });
      await page.keyboard.type(DEMO.password);
      // Enter in the form signs in
      await pressUntilUrl(page, 'Enter', /\/user/);
      await tabTo(page, 'a', { name: /My orders/, problems });
      await pressUntilUrl(page, 'Enter', /\/user\/orders/);
      // the list loads after the page (a slow machine can be Tabbed through before it is there)
      await page.locator('a.order-row').first().waitFor();
      await tabTo(page, 'a.order-row', { problems });
      await pressUntilUrl(page, 'Enter', /\/user\/orders\?orderID=/);
      await page.locator('.co-order__head').waitFor();
      expect(problems).toEqual([]);
      expectNoErrors(page);
      await page.context().close();
    }, 180_000);

    test(`${viewport}: dialogs take focus, keep it, close on Escape and give it back; sub-menus open by keyboard`, async () => {
      const problems: string[] = [];
      const page = await shopperPage(h, viewport, 'en', false);
      await page.goto(h.url('/store'));
      await settle(page);

      // the store-location picker: the province tabs move by arrow keys
      await tabTo(page, '.site-header__location', { problems });
      await page.keyboard.press('Enter');
      await page.locator('[role="dialog"]').waitFor();
      expect(await focusInside(page, '[role="dialog"]')).toBe(true);
      await expectFocusTrapped(page);
      const tabs = page.locator('[role="dialog"] [role="tab"]');
      if ((await tabs.count()) > 1) {
        await tabTo(page, '[role="tab"]', { problems });
        const before = await focused(page);
        await page.keyboard.press('ArrowRight');
        expect(await focused(page)).not.toBe(before);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
      }
      await expectEscapeReturnsTo(page, '.site-header__location');

      if (viewport === 'mobile') {
        await tabTo(page, '.site-header__menu-toggle', { back: true, problems });
        await page.keyboard.press('Enter');
        await page.locator('[role="dialog"]').waitFor();
        expect(await focusInside(page, '[role="dialog"]')).toBe(true);
        await expectFocusTrapped(page);
        // a sub-menu opens from the keyboard
        await tabTo(page, '[role="dialog"] button[aria-expanded]', { problems });
        await page.keyboard.press('Enter');
        await page.locator('[role="dialog"] .side-menu__sub a').first().waitFor();
        await page.keyboard.press('Tab');
        expect(await focusInside(page, '.side-menu__sub')).toBe(true);
        // language and currency from the menu: the radio groups move by arrow keys
        await tabTo(page, '[role="dialog"] .language-control__currency', { problems });
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: 'Language & Currency' }).waitFor();
        expect(await focusInside(page, '[role="dialog"]')).toBe(true);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Language & Currency' }).waitFor({ state: 'detached' });
      } else {
        // the menu bar: Enter opens a sub-menu, Tab walks into it, Escape closes it and focus is back
        await tabTo(page, '.site-header__menubar button[aria-expanded]', { problems });
        await page.keyboard.press('Enter');
        const open = page.locator('.site-header__menu-item.is-open .site-header__submenu');
        await open.waitFor({ state: 'visible' });
        await page.keyboard.press('Tab');
        expect(await focusInside(page, '.site-header__menu-item.is-open .site-header__submenu')).toBe(true);
        await page.keyboard.press('Escape');
        await open.waitFor({ state: 'hidden' });
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
        // Tab past its last link closes it too
        await page.keyboard.press('Enter');
        await open.waitFor({ state: 'visible' });
        const links = await open.locator('a').count();
        for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
        await page.locator('.site-header__menu-item.is-open').waitFor({ state: 'detached' });

        await tabTo(page, '.language-control__currency', { back: true, problems });
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: 'Language & Currency' }).waitFor();
        await expectFocusTrapped(page);
        await tabTo(page, '[role="dialog"] [role="radio"][aria-checked="true"]', { problems });
        await page.keyboard.press('ArrowRight');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
        await expectEscapeReturnsTo(page, '.language-control__currency');
      }
      expect(problems).toEqual([]);
      expectNoErrors(page);
      await page.context().close();
    }, 180_000);
  }
});
