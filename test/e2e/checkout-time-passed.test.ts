/**
 * A pickup time that passes while the shopper fills in the next step (its lead time runs out):
 * checkout goes back to step 1 saying so, with the time no longer chosen and only the times
 * offered now listed. The store's settings stop offering the chosen day to make the time pass.
 */
import { describeE2E, expectNoErrors, useHarness } from './harness';
import { callApi, shopperPage } from './a11y';
import { storeNow } from '../../server/api/models/checkout-config';

describeE2E('a pickup time that passes between steps (e2e)', () => {
  const h = useHarness();

  test('step 2 sent after the chosen time passed: step 1 says so and offers the next times', async () => {
    const page = await shopperPage(h, 'mobile', 'en', false);
    await page.goto(h.url('/'));
    const plain = h.server.db
      .prepare(
        `SELECT p.id FROM products p JOIN product_inventory i ON i.product_id = p.id AND i.option_pair = ''
         WHERE p.record_status = 'ACTIVE' AND p.product_type = 'PRODUCT' AND p.options = '[]' AND i.quantity >= 5
           AND p.price BETWEEN 3000 AND 9000 ORDER BY p.id LIMIT 1`,
      )
      .get() as { id: number };
    await callApi(page, h, 'POST', 'shoppingManagement4/myCart', { productId: plain.id, quantity: 1 });
    await page.goto(h.url('/checkout/checkout'));
    await page.getByRole('radio', { name: /Pick up in store/ }).check();
    await page
      .getByRole('group', { name: /^Store/ })
      .getByRole('radio')
      .first()
      .check();
    const dates = page.getByRole('group', { name: /Pickup date/ }).getByRole('radio');
    await dates.first().check();
    const firstDay = await dates.first().getAttribute('value');
    await page.getByRole('group', { name: /^Time/ }).getByRole('radio').first().check();
    await page.getByRole('button', { name: /^Continue$/ }).click();
    await page.locator('#field-contact-firstName').waitFor();

    const db = h.server.db;
    const saved = (db.prepare("SELECT value FROM checkout_settings WHERE key = 'checkout'").get() as { value: string })
      .value;
    try {
      // the chosen day's times are no longer offered, as when its lead time ran out. (More lead
      // time alone would not do: it counts on today only, and late in the store's day the first
      // day offered is tomorrow.)
      const settings = JSON.parse(saved) as { timeZone: string; pickupSlots: { firstDay: number } };
      const today = storeNow(settings.timeZone).date;
      const chosenOffset = Math.round((Date.parse(firstDay!) - Date.parse(today)) / 86_400_000);
      settings.pickupSlots.firstDay = chosenOffset + 1;
      db.prepare("UPDATE checkout_settings SET value = ? WHERE key = 'checkout'").run(JSON.stringify(settings));

      await page.locator('#field-contact-firstName').fill('Ada');
      await page.getByLabel(/^Last name/).fill('Shopper');
      await page.getByLabel(/^Email/).fill('ada@example.com');
      await page.getByLabel(/^Phone/).fill('416 555 0123');
      await page.getByRole('button', { name: /^Continue$/ }).click();

      await page
        .getByRole('alert')
        .filter({ hasText: 'The time you chose has passed. Please choose one of the next times below.' })
        .waitFor();
      // on step 1, no time chosen, and the day that passed is no longer offered
      await page.getByRole('group', { name: /Pickup date/ }).waitFor();
      const firstOffered = page
        .getByRole('group', { name: /Pickup date/ })
        .getByRole('radio')
        .first();
      for (let i = 0; i < 100 && (await firstOffered.getAttribute('value')) === firstDay; i++)
        await page.waitForTimeout(100);
      expect(await firstOffered.getAttribute('value')).not.toBe(firstDay);
      await expect(page.locator('input[type="radio"][id^="field-time-"]:checked').count()).resolves.toBe(0);
      expectNoErrors(page);
    } finally {
      db.prepare("UPDATE checkout_settings SET value = ? WHERE key = 'checkout'").run(saved);
    }
  });
});
