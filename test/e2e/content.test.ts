/**
 * General content pages and the blog in headless Chromium: a menu's `page/X` link (spec 2.3)
 * opens /X with the server's content; a path that names no page lands on / (spec 2.1).
 */
import { describeE2E, expectNoErrors, useHarness } from './harness';

describeE2E('content pages (e2e)', () => {
  const h = useHarness();

  test("the footer's About Us (page/about) opens /about with the server's page", async () => {
    const page = await h.newPage('desktop');
    await page.goto(h.url('/'));
    // a first visit to the multi-location store asks for a store first (spec 4)
    const picker = page.getByRole('dialog', { name: 'Choose the Location' });
    await picker.waitFor({ state: 'visible' });
    await Promise.all([page.waitForEvent('load'), picker.locator('.location-modal__card').first().click()]);
    await page.waitForLoadState('networkidle');
    const link = page.locator('[role=contentinfo] a[href="/about"]').first();
    await link.click();
    await page.waitForURL((u) => u.pathname === '/about');
    await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
    await page.getByText(/family-run grocer/).waitFor();
    expect(await page.title()).toContain('About Us');
    expectNoErrors(page);
  });

  test('a one-segment path that names no page lands on /', async () => {
    const page = await h.newPage('mobile');
    await page.goto(h.url('/nosuch'));
    await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
    // the server's answer for the missing page is a 404, logged by Chromium: expected
    expectNoErrors(page, [/404 \(Not Found\).*pageContent/]);
  });

  test('/blog shows the seeded blog page', async () => {
    const page = await h.newPage('mobile');
    await page.goto(h.url('/blog'));
    await page.getByRole('heading', { name: 'From the Market', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Spring tea has arrived' }).waitFor();
    expectNoErrors(page);
  });
});
