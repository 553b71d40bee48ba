/**
 * Local delivery chosen before an address is given: the summary says what the fee starts from,
 * never "Free" (the fee depends on the address's zone); with the address it is the zone's fee.
 */
import type { Page } from 'playwright-core';
import { describeE2E, expectNoErrors, useHarness } from './harness';
import { callApi, shopperPage } from './a11y';

const deliveryLine = (page: Page) => page.locator('[data-line="delivery"] .co-totals__value').first();

describeE2E('the delivery fee before the address (e2e)', () => {
  const h = useHarness();

  test('delivery chosen, no address yet: "from CA$4.99", not "Free"', async () => {
    const page = await shopperPage(h, 'mobile', 'en', false);
    await page.goto(h.url('/'));
    // a product under the free-delivery amount (CA$150), without options
    const plain = h.server.db
      .prepare(
        `SELECT p.id FROM products p JOIN product_inventory i ON i.product_id = p.id AND i.option_pair = ''
         WHERE p.record_status = 'ACTIVE' AND p.product_type = 'PRODUCT' AND p.options = '[]' AND i.quantity >= 5
           AND p.price BETWEEN 3000 AND 9000 ORDER BY p.id LIMIT 1`,
      )
      .get() as { id: number } | undefined;
    expect(plain).toBeDefined();
    await callApi(page, h, 'POST', 'shoppingManagement4/myCart', { productId: plain!.id, quantity: 1 });
    await page.goto(h.url('/checkout/checkout'));
    await page.getByRole('radio', { name: /Local delivery/ }).check();
    await page
      .getByRole('group', { name: /Delivery date/ })
      .getByRole('radio')
      .first()
      .check();
    await page.getByRole('group', { name: /^Time/ }).getByRole('radio').first().check();
    const sent = page.waitForResponse((r) => /deliveryDateTime|orderDeliveryDate/i.test(r.url()) && r.ok());
    await page.getByRole('button', { name: /^Continue$/ }).click();
    await sent;
    // step 2, the address not given yet: the fee is not known, and not free
    await page.locator('#field-contact-firstName').waitFor();
    await expect(deliveryLine(page).innerText()).resolves.toBe('from CA$4.99');
    expectNoErrors(page);
  });
});
