/**
 * One summary for cart, checkout, payment and receipt: which lines show, what is not
 * known yet (kept out of the total), what tax is on, and display-currency lines that add up.
 * Amounts as a store with a 5% tax and CA$4.99 delivery computes them (the rate is an input here).
 */
import { deliveryFromFee, orderSummary, percentText, type SummaryInput } from '@/domain/orderSummary';

const CAD = (o: Partial<SummaryInput['amounts']>): SummaryInput['amounts'] => ({
  currency: 'CAD',
  subtotal: 0,
  discount: 0,
  deliveryFee: 0,
  tax: 0,
  tips: 0,
  storeCredit: 0,
  total: 0,
  ...o,
});

type Row = [string, SummaryInput, [string, number | null][], number];

describe('orderSummary: lines and total', () => {
  it.each<Row>([
    [
      'cart, nothing chosen: delivery and tip not known yet, not in the total',
      { amounts: CAD({ subtotal: 11800, tax: 590, total: 12390 }), method: null, tipChosen: false },
      [
        ['subtotal', 11800],
        ['delivery', null],
        ['tip', null],
        ['tax', 590],
      ],
      12390,
    ],
    [
      'cart after delivery was chosen (issue: CA$118.00 + CA$6.15 = CA$129.14): the fee is a line',
      {
        amounts: CAD({ subtotal: 11800, deliveryFee: 499, tax: 615, total: 12914 }),
        method: 'DELIVERY',
        tipChosen: false,
      },
      [
        ['subtotal', 11800],
        ['delivery', 499],
        ['tip', null],
        ['tax', 615],
      ],
      12914,
    ],
    [
      'free delivery is a known CA$0.00 line',
      { amounts: CAD({ subtotal: 16000, tax: 800, total: 16800 }), method: 'DELIVERY', tipChosen: true },
      [
        ['subtotal', 16000],
        ['delivery', 0],
        ['tax', 800],
      ],
      16800,
    ],
    [
      'pickup: no delivery line; no tip chosen: no tip line',
      { amounts: CAD({ subtotal: 579, tax: 29, total: 608 }), method: 'PICKUP', tipChosen: true },
      [
        ['subtotal', 579],
        ['tax', 29],
      ],
      608,
    ],
    [
      'checkout with coupon, delivery, tip and credit: every line, signed',
      {
        amounts: CAD({
          subtotal: 11800,
          discount: 1180,
          deliveryFee: 499,
          tax: 556,
          tips: 1593,
          storeCredit: 500,
          total: 12768,
        }),
        method: 'DELIVERY',
        tipChosen: true,
      },
      [
        ['subtotal', 11800],
        ['discount', -1180],
        ['delivery', 499],
        ['tip', 1593],
        ['storeCredit', -500],
        ['tax', 556],
      ],
      12768,
    ],
    [
      'a tip the server has shows even before the tip step',
      { amounts: CAD({ subtotal: 1000, tax: 50, tips: 150, total: 1200 }), method: 'EAT_IN', tipChosen: false },
      [
        ['subtotal', 1000],
        ['tip', 150],
        ['tax', 50],
      ],
      1200,
    ],
  ])('%s', (_name, input, lines, total) => {
    const s = orderSummary(input);
    expect(s.lines.map((l) => [l.id, l.amount])).toEqual(lines);
    expect(s.total).toBe(total);
    expect(s.charged).toBe(input.amounts.total);
    expect(s.consistent).toBe(true);
    expect(s.approximate).toBe(false);
    expect(s.shownTotal).toBe(total);
  });

  it('tax is on subtotal − discount + delivery fee', () => {
    const s = orderSummary({
      amounts: CAD({ subtotal: 11800, discount: 1180, deliveryFee: 499, tax: 556, total: 11675 }),
      method: 'DELIVERY',
      tipChosen: true,
      taxRateBasisPoints: 500,
    });
    expect(s.taxBase).toBe(11119);
    expect(s.taxRateBasisPoints).toBe(500);
  });

  it('a server total that the lines do not explain is flagged, and what is charged stays the server’s', () => {
    const s = orderSummary({
      amounts: CAD({ subtotal: 1000, tax: 50, total: 1100 }),
      method: 'PICKUP',
      tipChosen: true,
    });
    expect(s.total).toBe(1050);
    expect(s.charged).toBe(1100);
    expect(s.consistent).toBe(false);
  });
});

describe('orderSummary: display currency', () => {
  it.each([
    // rate, currency, lines shown, shown total (= sum of the shown lines, not the converted total)
    ['0.73', 'USD', [8614, -861, 364, 1163, -365, 406], 9321],
    ['5.2', 'CNY', [61360, -6136, 2595, 8284, -2600, 2891], 66394],
    ['108.5', 'JPY', [12803, -1280, 541, 1728, -543, 603], 13852],
  ])('CA$ at %s %s: lines converted one by one and the total is their sum', (rate, currency, shown, shownTotal) => {
    const s = orderSummary({
      amounts: CAD({
        subtotal: 11800,
        discount: 1180,
        deliveryFee: 499,
        tax: 556,
        tips: 1593,
        storeCredit: 500,
        total: 12768,
      }),
      method: 'DELIVERY',
      tipChosen: true,
      display: { currency, rate },
    });
    expect(s.lines.map((l) => l.shown)).toEqual(shown);
    expect(s.shownTotal).toBe(shownTotal);
    expect(s.shownTotal).toBe(shown.reduce((a, b) => a + b, 0));
    expect(s.shownCurrency).toBe(currency);
    expect(s.approximate).toBe(true);
    // what is charged stays in CAD
    expect([s.currency, s.charged, s.total]).toEqual(['CAD', 12768, 12768]);
  });

  it('a display currency equal to the charged one is not approximate', () => {
    const s = orderSummary({
      amounts: CAD({ subtotal: 1000, tax: 50, total: 1050 }),
      method: 'PICKUP',
      tipChosen: true,
      display: { currency: 'cad', rate: '1' },
    });
    expect(s.approximate).toBe(false);
    expect(s.shownCurrency).toBe('CAD');
  });

  it('unknown lines stay unknown in the display currency', () => {
    const s = orderSummary({
      amounts: CAD({ subtotal: 1000, tax: 50, total: 1050 }),
      method: null,
      tipChosen: false,
      display: { currency: 'USD', rate: '0.73' },
    });
    expect(s.lines.filter((l) => l.shown === null).map((l) => l.id)).toEqual(['delivery', 'tip']);
    expect(s.shownTotal).toBe(730 + 37);
  });
});

describe('delivery chosen, no address yet: the fee is not shown as free', () => {
  const amounts = CAD({ subtotal: 3000, tax: 150, total: 3150 });
  it.each<[string, SummaryInput['deliveryFrom'], number | null | undefined, number | null]>([
    ['zones from CA$4.99: "from" that, not in the total', { fee: 499 }, 499, null],
    ['over the free-delivery amount: free for every zone', { fee: 0 }, 0, null],
    ['no zones: only the address can tell', { fee: null }, null, null],
    // the address is known (or nothing was said): the server's fee, 0 being free
    ["no hint: the server's 0", undefined, undefined, 0],
  ])('%s', (_name, deliveryFrom, fromShown, amount) => {
    const s = orderSummary({ amounts, method: 'DELIVERY', tipChosen: true, deliveryFrom });
    const line = s.lines.find((l) => l.id === 'delivery')!;
    expect(line.amount).toBe(amount);
    expect(line.fromShown).toBe(fromShown);
    expect(s.total).toBe(3150);
  });

  it('a fee the server already has wins over the hint', () => {
    const s = orderSummary({
      amounts: CAD({ subtotal: 3000, deliveryFee: 499, tax: 175, total: 3674 }),
      method: 'DELIVERY',
      tipChosen: true,
      deliveryFrom: { fee: 499 },
    });
    expect(s.lines.find((l) => l.id === 'delivery')).toMatchObject({ amount: 499, shown: 499 });
  });

  it('in a display currency the "from" is converted too', () => {
    const s = orderSummary({
      amounts,
      method: 'DELIVERY',
      tipChosen: true,
      deliveryFrom: { fee: 1000 },
      display: { currency: 'USD', rate: '0.5' },
    });
    expect(s.lines.find((l) => l.id === 'delivery')!.fromShown).toBe(500);
  });
});

describe('deliveryFromFee', () => {
  const zones = [{ fee: 699 }, { fee: 499 }, { fee: 999 }];
  it.each<[{ fee: number }[], number, number, number | null]>([
    [zones, 5000, 3000, 499],
    [zones, 5000, 5000, 0],
    [zones, 5000, 7000, 0],
    [zones, 0, 3000, 0],
    [[], 5000, 3000, null],
  ])('zones %j, free over %i, order %i -> %j', (z, over, base, expected) => {
    expect(deliveryFromFee(z, over, base)).toBe(expected);
  });
});

describe('percentText', () => {
  it.each([
    [500, '5%'],
    [1300, '13%'],
    [1475, '14.75%'],
    [1250, '12.5%'],
    [0, '0%'],
  ])('%i basis points -> %s', (bp, text) => expect(percentText(bp)).toBe(text));
});
