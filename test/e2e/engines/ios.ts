/**
 * What an iPhone shopper meets, checked in WebKit with an iPhone's user agent: iOS Safari has no
 * install prompt event, so the install banner explains Share → Add to Home Screen (and answered,
 * it stays away); bars fixed to the bottom keep clear of the home indicator; no field is under
 * 16 px (iOS zooms into a smaller one when it gets focus).
 */
import { IPHONE_UA } from '../harness';
import { until, type Driver } from './driver';
import { shopperAt, type EngineHarness } from './harness';

/** In the page: fields on show whose text is under 16 px (iOS zooms into them). */
function smallFields(): string[] {
  return Array.from(
    document.querySelectorAll('input:not([type=radio]):not([type=checkbox]):not([type=hidden]),textarea,select'),
  )
    .filter((e) => e.getClientRects().length > 0)
    .map((e) => ({ e, size: parseFloat(getComputedStyle(e).fontSize) }))
    .filter(({ size }) => size < 16)
    .map(({ e, size }) => `${e.tagName.toLowerCase()}.${(e as HTMLElement).className} ${size}px`);
}

/**
 * In the page: elements fixed to the bottom of the screen whose styles never name
 * env(safe-area-inset-bottom) (their content would sit under the home indicator).
 */
function bottomBarsWithoutInset(): string[] {
  const rules: CSSStyleRule[] = [];
  const walk = (list: CSSRuleList) => {
    for (const r of Array.from(list)) {
      if (r instanceof CSSStyleRule) rules.push(r);
      else if ('cssRules' in r) walk((r as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      walk(sheet.cssRules);
    } catch {
      // another origin's sheet: not the store's
    }
  }
  return Array.from(document.querySelectorAll('body *'))
    .filter((e) => {
      const st = getComputedStyle(e);
      if (st.position !== 'fixed' || e.getClientRects().length === 0) return false;
      const box = e.getBoundingClientRect();
      return box.height > 0 && box.bottom >= window.innerHeight - 1 && box.top > window.innerHeight / 2;
    })
    .filter((e) => !rules.some((r) => /safe-area-inset-bottom/.test(r.cssText) && e.matches(r.selectorText)))
    .map((e) => `${e.tagName.toLowerCase()}.${(e as HTMLElement).className}`);
}

export function iosChecks(h: EngineHarness): void {
  const iphone = async (body: (d: Driver) => Promise<void>) => {
    const d = await h.newDriver({ phone: true, userAgent: IPHONE_UA });
    try {
      await body(d);
    } finally {
      await d.close();
    }
  };
  const hint = { role: 'region' as const, name: 'Install app' };

  test('iPhone Safari: the install banner says Share → Add to Home Screen; closed, it stays away', async () => {
    await iphone(async (d) => {
      await shopperAt(h, d, '/');
      await d.waitFor({ ...hint, text: /Share → Add to Home Screen/ });
      await d.screenshot('engines-webkit-iphone-install-hint');
      // on the first screen, where a shopper sees it, not after the footer
      const box = await d.evaluate(() => {
        const r = document.querySelector('.install-banner')!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, height: window.innerHeight };
      });
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(box.height);
      await d.click({ role: 'button', name: 'Not now', within: hint });
      await until('the hint to go', async () => (await d.count(hint)) === 0);
      await d.reload();
      await d.waitFor({ css: 'h1,[role=heading][aria-level="1"]' });
      expect(await d.count(hint)).toBe(0);
    });
  });

  test('iPhone Safari: bars fixed to the bottom keep clear of the home indicator; no field under 16 px', async () => {
    await iphone(async (d) => {
      await shopperAt(h, d, '/');
      await d.waitFor({ css: 'h1,[role=heading][aria-level="1"]' });
      expect(await d.evaluate(bottomBarsWithoutInset)).toEqual([]);
      const small: string[] = [];
      for (const path of ['/store/search', '/account/login']) {
        await d.goto(h.url(path));
        await until(`the fields of ${path}`, async () => (await d.count({ css: 'input,textarea' })) > 0);
        small.push(...(await d.evaluate(smallFields)).map((f) => `${path}: ${f}`));
      }
      expect(small).toEqual([]);
    });
  });
}
