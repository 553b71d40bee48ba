/**
 * The after-sales extensions end to end in headless Chromium against the built H5 app
 * and the reference server, phone and desktop: an order's progress on the store's clock and the
 * sandbox control moving a just-paid order along; writing a review (stars, title, text, a photo)
 * of a received order and finding it on the product page with "Verified purchase"; asking for a
 * return of one item and seeing it refunded. The demo shopper's older paid orders were handed over
 * (the seed records their steps).
 */
import type { Page } from 'playwright-core';
import { describeE2E, expectNoErrors, screenshot, useHarness, type Harness, type Viewport } from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function visitor(h: Harness, viewport: Viewport): Promise<Page> {
  const info = await h.appInfo('en');
  const loc = info.systemSettings.storeLocations.find((l) => l.display && !l.virtual)!;
  const page = await h.newPage(viewport);
  const session = JSON.stringify({ locale: 'en', location: { id: loc.id, name: loc.localStoreName } });
  await page.addInitScript(
    `if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});`,
  );
  return page;
}

async function signInDemo(page: Page, h: Harness, then: string): Promise<void> {
  await page.goto(h.url(`/account/login?redirect=${encodeURIComponent(then)}`));
  await page.getByLabel(/^Email/).fill('demo@example.com');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page
    .getByRole('button', { name: /^Sign In$/ })
    .last()
    .click();
  await page.waitForURL((u) => u.pathname === then.split('?')[0]);
}

/** Opens the nth order paid online more than a day ago (the seed handed those over). */
async function openPaidOrder(page: Page, h: Harness, n: number): Promise<string> {
  const orderID = await page.evaluate(async (nth) => {
    const r = await fetch(
      '/api/istore/client/admin/orderManagement/orders/list?numberToLoad=50&startingPosition=0&state=paid',
    );
    const { orders } = (await r.json()) as {
      orders: { orderID: string; paymentStatus: string; paidAt: string | null }[];
    };
    return orders.filter(
      (o) => o.paymentStatus === 'PAID_ONLINE' && o.paidAt && Date.parse(o.paidAt) < Date.now() - 86_400_000,
    )[nth].orderID;
  }, n);
  await page.goto(h.url(`/user/orders?orderID=${orderID}`));
  return orderID;
}

describeE2E('after-sales: order progress, reviews, returns', () => {
  const h = useHarness();

  const cases: [Viewport, number][] = [
    ['mobile', 1],
    ['desktop', 2],
  ];
  for (const [viewport, n] of cases) {
    test(`${viewport}: progress of a received order, review it with a photo, find it on the product page`, async () => {
      const page = await visitor(h, viewport);
      await signInDemo(page, h, '/user/list');
      const orderID = await openPaidOrder(page, h, n);
      const progress = page.getByRole('region', { name: 'Order progress' });
      await progress
        .getByRole('listitem')
        .filter({ hasText: /^(Picked up|Delivered)/ })
        .waitFor();
      const steps = await progress.getByRole('listitem').allInnerTexts();
      expect(steps[0]).toMatch(/^Placed/);
      expect(steps[1]).toMatch(/^Paid/);
      // times on the store's clock, as the order's other dates
      for (const s of steps) expect(s).toMatch(/\d{2}:\d{2}$/);

      await page.getByRole('link', { name: 'Write a review' }).click();
      await page.waitForURL(/\/user\/review\?orderID=/);
      const product = page.getByRole('radio').first();
      await product.waitFor();
      const productName = (await product.innerText()).trim();
      await page.getByRole('radio', { name: '5★' }).check();
      await page.getByLabel(/^Title/).fill(`Lovely ${viewport}`);
      await page.getByLabel(/^Your review/).fill('Fresh and well packed.\n很新鲜。');
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Add a photo' }).click(),
      ]);
      await chooser.setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('button', { name: 'Remove photo 1' }).waitFor();
      await page.getByRole('button', { name: 'Post review' }).click();
      await page.getByText('Thank you! Your review is posted.').waitFor();
      await screenshot(page, `after-sales-review-${viewport}`);

      // the product page: summary and the review, newest first, verified
      const productId = await page.evaluate(async (id) => {
        const r = await fetch(`/api/istore/client/ext/reviews/order/${id}`);
        return ((await r.json()) as { lines: { productId: number; review: unknown }[] }).lines.find((l) => l.review)!
          .productId;
      }, orderID);
      await page.goto(h.url(`/store/product/${productId}`));
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await reviews.scrollIntoViewIfNeeded();
      const mine = reviews.getByRole('listitem').filter({ hasText: `Lovely ${viewport}` });
      await mine.waitFor();
      expect(await mine.innerText()).toContain('Verified purchase');
      expect(await mine.innerText()).toContain('★★★★★');
      await reviews.getByText(/\b\d+ reviews?\b/).waitFor(); // "1 review", "2 reviews"
      expect(productName.length).toBeGreaterThan(0);
      expectNoErrors(page);
      await page.context().close();
    });
  }

  for (const [viewport, n] of cases) {
    test(`${viewport}: return one item of a paid order; the sandbox refunds it`, async () => {
      const page = await visitor(h, viewport);
      await signInDemo(page, h, '/user/list');
      const orderID = await openPaidOrder(page, h, n + 3);
      await page.getByRole('link', { name: 'Return or refund items' }).click();
      await page.waitForURL(/\/user\/returns\?orderID=/);
      await page.getByText(`Returns and refunds · ${orderID}`).waitFor();
      await page.getByText(/You can ask until \d{4}-\d{2}-\d{2} \(30 days/).waitFor();
      await page.locator('select').first().selectOption('1');
      await page.getByLabel('Reason').selectOption('damaged');
      await page.getByLabel(/^Note/).fill('The box was crushed');
      const amount = await page.locator('.returns-page__total').innerText();
      expect(amount).toMatch(/^Refund: .*\d/);
      await page.getByRole('button', { name: 'Send request' }).click();
      await page.getByText('Your request is sent.', { exact: false }).waitFor();
      const request = page.locator('[data-return-id]').first();
      await request.getByText('Requested').waitFor();
      expect(await request.innerText()).toContain('Damaged · “The box was crushed”');
      await request.getByRole('button', { name: 'Sandbox: refund' }).click();
      await page.locator('[data-return-id][data-state="refunded"]').first().waitFor();
      expect(await page.locator('[data-return-id]').first().innerText()).toMatch(
        /Refunded: .* to store credit, .* to /,
      );
      await screenshot(page, `after-sales-return-${viewport}`);
      // the refund is on the order's progress
      await page.getByRole('link', { name: 'Back to the order' }).click();
      await page
        .getByRole('region', { name: 'Order progress' })
        .getByRole('listitem')
        .filter({ hasText: /^Refunded/ })
        .waitFor();
      expectNoErrors(page);
      await page.context().close();
    });
  }

  test('mobile: pay an unpaid order, then the sandbox moves it to ready for pickup', async () => {
    const page = await visitor(h, 'mobile');
    await signInDemo(page, h, '/user/orders?state=unpaid');
    await page.locator('.order-row').first().click();
    await page.waitForURL(/orderID=/);
    const orderID = new URL(page.url()).searchParams.get('orderID')!;
    const progress = page.getByRole('region', { name: 'Order progress' });
    await progress
      .getByRole('listitem')
      .filter({ hasText: /^Placed/ })
      .waitFor();
    expect(await progress.getByRole('button').count()).toBe(0);
    await page.getByRole('radio', { name: /^Card/ }).check();
    await page.getByRole('button', { name: /^Pay now/ }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/confirmation\/\d+\?from_source=/);
    await page.goto(h.url(`/user/orders?orderID=${orderID}`));
    await progress.getByRole('listitem').filter({ hasText: /^Paid/ }).waitFor();
    const step = page.getByRole('button', { name: /^Sandbox: mark “(Ready for pickup|Out for delivery)”$/ });
    const name = await step.innerText();
    await step.click();
    await progress
      .getByRole('listitem')
      .filter({ hasText: name.includes('pickup') ? /^Ready for pickup/ : /^Out for delivery/ })
      .waitFor();
    expectNoErrors(page);
    await page.context().close();
  });
});
