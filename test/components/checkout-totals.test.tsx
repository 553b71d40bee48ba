/**
 * The one order summary as a shopper reads it: the cart after delivery was chosen shows
 * the fee as a line (the total adds up), unknown amounts say so, tax says what it is on, the
 * charged amount and currency are stated, and a display currency is marked approximate.
 */
import { render, screen } from '@testing-library/react';
import { Totals, type TotalsProps } from '@/components/checkout/totals';
import { createTranslator } from '@/i18n/translator';

const totals = {
  currency: 'CAD',
  subtotal: 11800,
  discount: 0,
  deliveryFee: 499,
  tax: 615,
  tips: 0,
  storeCredit: 0,
  total: 12914,
};

function rows(): [string, string][] {
  return Array.from(document.querySelectorAll('[data-line]')).map((r) => [
    r.getAttribute('data-line')!,
    r.querySelector('.co-totals__value')!.textContent,
  ]);
}

function show(p: Partial<TotalsProps>, locale: 'en' | 'zh' = 'en') {
  render(
    <Totals
      totals={totals}
      method="DELIVERY"
      tipChosen={false}
      t={createTranslator(locale)}
      locale={locale}
      display={null}
      charge="currency"
      {...p}
    />,
  );
}

it('the cart after delivery was chosen: the fee is a line, the tip not chosen yet, and the lines add up', () => {
  show({ taxRateBasisPoints: 500 });
  expect(rows()).toEqual([
    ['subtotal', 'CA$118.00'],
    ['delivery', 'CA$4.99'],
    ['tip', 'Chosen at checkout'],
    ['tax', 'CA$6.15'],
    ['total', 'CA$129.14'],
  ]);
  expect(screen.getByText('Tax 5% on CA$122.99')).toBeTruthy();
  expect(screen.getByTestId('charged').textContent).toBe('You pay in CAD.');
});

it('before a method is chosen the delivery fee is not known and not in the total', () => {
  show({ method: null, totals: { ...totals, deliveryFee: 0, tax: 590, total: 12390 } });
  expect(rows()).toContainEqual(['delivery', 'Chosen at checkout']);
  expect(rows().at(-1)).toEqual(['total', 'CA$123.90']);
});

it('before paying: the amount and currency charged; in US$ every figure is approximate and still adds up', () => {
  show({
    tipChosen: true,
    charge: 'will',
    display: { currency: 'USD', rate: '0.73' },
    totals: { ...totals, discount: 1180, tax: 556, total: 11675 },
  });
  expect(rows()).toEqual([
    ['subtotal', '≈ $86.14'],
    ['discount', '≈ -$8.61'],
    ['delivery', '≈ $3.64'],
    ['tax', '≈ $4.06'],
    ['total', '≈ $85.23'],
  ]);
  expect(screen.getByText('Total (approx.)')).toBeTruthy();
  expect(screen.getByTestId('charged').textContent).toBe('You will be charged CA$116.75 (CAD).');
  expect(screen.getByText('Amounts in USD are approximate; you pay in CAD.')).toBeTruthy();
});

it('zh: the same summary in Chinese only', () => {
  show(
    {
      tipChosen: true,
      charge: 'paid',
      method: 'PICKUP',
      totals: { ...totals, deliveryFee: 0, tax: 590, total: 12390 },
    },
    'zh',
  );
  expect(screen.getByTestId('charged').textContent).toBe('已收取 CA$123.90（CAD）。');
  expect(document.body.textContent).not.toMatch(/[A-Za-z]{4,}/);
});
