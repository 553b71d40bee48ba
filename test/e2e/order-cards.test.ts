/**
 * Order cards on a phone: the windowed list of /user/orders lays every card in a row of one
 * height; no line of a card's text may stick out of its card's box (it would be cut off), in
 * English and Chinese, on a 390 and a 320 px wide phone and at 200 % zoom (a 195 px wide layout).
 */
import type { Page } from 'playwright-core';
import type { Locale } from '../../types/api';
import { describeE2E, expectNoErrors, screenshot, useHarness, type Harness } from './harness';

async function signedIn(h: Harness, width: number, locale: Locale): Promise<Page> {
  const info = await h.appInfo(locale);
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
  const page = await h.newPage('mobile', {
    viewport: { width, height: 740 },
    ...(locale === 'zh' ? { locale: 'zh-CN' } : {}),
  });
  const session = JSON.stringify({ locale, location: { id: loc.id, name: loc.localStoreName } });
  await page.addInitScript(
    `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});`,
  );
  await page.goto(h.url(`/account/login?redirect=${encodeURIComponent('/user/orders')}`));
  await page.getByLabel(/^(Email|电子邮箱)/).fill('demo@example.com');
  await page.getByLabel(/^(Password|密码)/).fill('demo1234');
  await page
    .getByRole('button', { name: /^(Sign In|登录)$/ })
    .last()
    .click();
  await page.waitForURL((u) => u.pathname === '/user/orders');
  return page;
}

/** Each text line of each shown order card that is not inside its card's box (px, rounded). */
function linesOutsideCards(page: Page): Promise<string[]> {
  return page.$$eval('.order-row', (cards) => {
    const out: string[] = [];
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const line of Array.from(range.getClientRects())) {
          if (line.width === 0) continue;
          const inside =
            line.top >= box.top - 0.5 &&
            line.bottom <= box.bottom + 0.5 &&
            line.left >= box.left - 0.5 &&
            line.right <= box.right + 0.5;
          if (!inside)
            out.push(
              `"${n.textContent.trim()}" ${Math.round(line.top)}–${Math.round(line.bottom)} in card ${Math.round(box.top)}–${Math.round(box.bottom)}`,
            );
        }
      }
    }
    return out;
  });
}

/** Cards that overlap the next one (rows taller than the list believes). */
function overlappingCards(page: Page): Promise<number> {
  return page.$$eval('.virtual-grid__cell', (cells) => {
    const boxes = cells.map((c) => c.getBoundingClientRect()).sort((a, b) => a.top - b.top);
    let n = 0;
    for (let i = 1; i < boxes.length; i++) if (boxes[i].top < boxes[i - 1].bottom - 0.5) n++;
    return n;
  });
}

describeE2E('order cards fit their text (e2e)', () => {
  const h = useHarness();

  test.each<[number, Locale]>([
    [390, 'en'],
    [390, 'zh'],
    [320, 'en'],
    [320, 'zh'],
    [195, 'en'],
    [195, 'zh'],
  ])('%i px, %s: every line of every order card is inside the card', async (width, locale) => {
    const page = await signedIn(h, width, locale);
    await page.locator('.order-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `order-cards-${width}-${locale}`);
    expect(await linesOutsideCards(page)).toEqual([]);
    expect(await overlappingCards(page)).toBe(0);
    // further down the list too (rows drawn as the shopper scrolls)
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => document.querySelectorAll('.order-row').length > 0);
    await page.waitForLoadState('networkidle');
    expect(await linesOutsideCards(page)).toEqual([]);
    expect(await overlappingCards(page)).toBe(0);
    expectNoErrors(page);
  });
});
