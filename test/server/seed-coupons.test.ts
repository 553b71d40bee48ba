/** The seeded coupons' names say amounts as the store shows money: with the currency (CA$5.00, not 5.00). */
import { COUPONS } from '../../server/api/seed/checkout';
import { formatMoney } from '../../src/domain/money';

describe('seeded coupon names', () => {
  it.each(COUPONS.filter((c) => c.kind === 'AMOUNT' && !c.expiresAt).map((c) => [c.code, c] as const))(
    '%s names its amounts with the currency in both languages',
    (_code, c) => {
      for (const locale of ['en', 'zh'] as const) {
        const name = c.nameContent[locale] ?? '';
        expect(name).toContain(formatMoney(c.value, 'CAD', locale));
        if (c.minSubtotal > 0) expect(name).toContain(formatMoney(c.minSubtotal, 'CAD', locale));
        // no bare amount (a number with two decimals not after a currency symbol)
        expect(name.replace(/CA\$\d+\.\d\d/g, '')).not.toMatch(/\d+\.\d\d/);
      }
    },
  );
});
