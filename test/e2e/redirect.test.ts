/**
 * Redirects in headless Chromium: Sign In's `?redirect=` goes through the one redirect rule
 * (src/domain/redirect.ts). A target a browser reads as another site (`/\evil.example`, a tab
 * inside `/\t/evil.example`) threw a page error after signing in and left the signed-in shopper
 * stuck on Sign In; now the shopper lands on My Account, on the store's own origin.
 */
import type { Locator, Page } from 'playwright-core';
import { registerOverHttp } from './register';
import { describeE2E, expectNoErrors, useHarness, type Harness } from './harness';

async function shopper(h: Harness): Promise<Page> {
  const info = await h.appInfo('en');
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
  const page = await h.newPage('mobile');
  const session = JSON.stringify({ locale: 'en', location: { id: loc.id, name: loc.localStoreName } });
  await page.addInitScript(
    `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});`,
  );
  return page;
}

const visible = (l: Locator) => l.filter({ visible: true });

describeE2E('redirect after sign-in', () => {
  const h = useHarness();

  test.each([
    ['backslash', '/\\evil.example'],
    ['tab', '/\t/evil.example'],
    ['scheme-relative', '//evil.example'],
  ])('%s: %j after Sign In lands on My Account, no page error, never another site', async (_name, target) => {
    const email = `redirect-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await registerOverHttp(h, { email, password: 'first-pass-1', firstName: 'Rory', lastName: 'Tester' });
    const page = await shopper(h);
    const visited: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) visited.push(f.url());
    });
    await page.goto(h.url(`/account/login?redirect=${encodeURIComponent(target)}`));
    await visible(page.getByLabel(/^Email/)).fill(email);
    await visible(page.getByLabel(/^Password/, { exact: false }))
      .first()
      .fill('first-pass-1');
    await visible(page.getByRole('button', { name: 'Sign In', exact: true }))
      .last()
      .click();
    await page.waitForURL((u) => u.pathname === '/user/list');
    await visible(page.getByText('Rory Tester')).first().waitFor();
    for (const url of visited) expect(new URL(url).origin).toBe(new URL(h.baseURL).origin);
    expectNoErrors(page);
  });
});
