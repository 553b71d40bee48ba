import { goodsPaid, returnAmount, returnWindowEnd, splitRefund, unitRefunds, windowOpen } from '@/domain/returns';

const DAY = 86_400_000;
// two lines: 2 x 10.00 and 1 x 5.00; WELCOME10 (-2.50), tax 5% (1.13), delivery 4.99, tips 1.00
const order = {
  lines: [
    { quantity: 2, lineTotal: 2000 },
    { quantity: 1, lineTotal: 500 },
  ],
  subtotal: 2500,
  deliveryFee: 499,
  tips: 100,
  total: 2500 - 250 + 113 + 499 + 100 - 1000,
  storeCredit: 1000,
};

describe('what each line brings back', () => {
  it('the goods cost what was paid, less delivery and tips', () => expect(goodsPaid(order)).toBe(2363));
  it('a unit refunds its share of the goods, rounded down', () => expect(unitRefunds(order)).toEqual([945, 472]));
  it('all units together never exceed the goods paid', () =>
    expect(945 * 2 + 472).toBeLessThanOrEqual(goodsPaid(order)));
  it('a free order refunds nothing', () =>
    expect(unitRefunds({ ...order, total: 0, storeCredit: 0, deliveryFee: 0, tips: 0 })).toEqual([0, 0]));
});

describe('return amounts: refused over what was paid, on lines already returned, unknown lines', () => {
  it.each([
    ['one unit of line 0', [{ line: 0, quantity: 1 }], [0, 0], 0, { amount: 945 }],
    [
      'everything: the whole payment',
      [
        { line: 0, quantity: 2 },
        { line: 1, quantity: 1 },
      ],
      [0, 0],
      0,
      { amount: 2962 },
    ],
    ['the last units: all that is left', [{ line: 1, quantity: 1 }], [2, 0], 1890, { amount: 1072 }],
    ['zero quantities only', [{ line: 0, quantity: 0 }], [0, 0], 0, { refusal: { code: 'no_lines' } }],
    ['no lines', [], [0, 0], 0, { refusal: { code: 'no_lines' } }],
    ['a line not in the order', [{ line: 2, quantity: 1 }], [0, 0], 0, { refusal: { code: 'bad_line', line: 2 } }],
    ['a negative line', [{ line: -1, quantity: 1 }], [0, 0], 0, { refusal: { code: 'bad_line', line: -1 } }],
    [
      'the same line twice',
      [
        { line: 0, quantity: 1 },
        { line: 0, quantity: 1 },
      ],
      [0, 0],
      0,
      { refusal: { code: 'bad_line', line: 0 } },
    ],
    [
      'more than ordered',
      [{ line: 1, quantity: 2 }],
      [0, 0],
      0,
      { refusal: { code: 'too_many', line: 1, returnable: 1 } },
    ],
    [
      'a line already returned',
      [{ line: 1, quantity: 1 }],
      [0, 1],
      0,
      { refusal: { code: 'too_many', line: 1, returnable: 0 } },
    ],
    ['what is left of a line', [{ line: 0, quantity: 1 }], [1, 0], 945, { amount: 945 }],
    ['what is left of a line, the last of the order', [{ line: 0, quantity: 1 }], [1, 1], 1417, { amount: 1545 }],
    [
      'over what is left to refund',
      [{ line: 0, quantity: 1 }],
      [0, 0],
      2962 - 900,
      { refusal: { code: 'over_paid', refundable: 900 } },
    ],
  ])('%s', (_n, ask, returned, refunded, expected) =>
    expect(returnAmount(order, ask, returned, refunded)).toEqual(expected),
  );
});

describe('return window: days from receipt, or from payment until received', () => {
  const paid = '2026-03-01T10:00:00.000Z';
  const received = '2026-03-03T10:00:00.000Z';
  it.each([
    ['received', paid, received, 30, '2026-04-02T10:00:00.000Z'],
    ['not yet received', paid, null, 30, '2026-03-31T10:00:00.000Z'],
    ['never paid', null, null, 30, null],
    ['window 0: closes when received', paid, received, 0, received],
  ])('%s', (_n, p, r, days, end) => expect(returnWindowEnd(p, r, days)).toBe(end));
  it.each([
    ['a day before the end', -DAY, true],
    ['at the end', 0, true],
    ['a second after', 1000, false],
  ])('%s', (_n, delta, open) => {
    const end = '2026-04-02T10:00:00.000Z';
    expect(windowOpen(end, Date.parse(end) + delta)).toBe(open);
  });
  it('no end: never open', () => expect(windowOpen(null, 0)).toBe(false));
});

describe('a refund goes back the way it was paid', () => {
  it.each([
    [
      'all by channel',
      1000,
      { storeCredit: 0, channel: 3000 },
      { storeCredit: 0, channel: 0 },
      { storeCredit: 0, channel: 1000 },
    ],
    [
      'all by credit',
      1000,
      { storeCredit: 3000, channel: 0 },
      { storeCredit: 0, channel: 0 },
      { storeCredit: 1000, channel: 0 },
    ],
    [
      'in proportion',
      1000,
      { storeCredit: 1000, channel: 3000 },
      { storeCredit: 0, channel: 0 },
      { storeCredit: 250, channel: 750 },
    ],
    [
      'rounding goes to credit',
      999,
      { storeCredit: 1000, channel: 2000 },
      { storeCredit: 0, channel: 0 },
      { storeCredit: 333, channel: 666 },
    ],
    [
      'channel used up by earlier refunds: the rest to credit',
      1000,
      { storeCredit: 1000, channel: 3000 },
      { storeCredit: 0, channel: 2500 },
      { storeCredit: 500, channel: 500 },
    ],
    [
      'nothing paid',
      100,
      { storeCredit: 0, channel: 0 },
      { storeCredit: 0, channel: 0 },
      { storeCredit: 0, channel: 0 },
    ],
  ])('%s', (_n, amount, paid, refunded, split) => {
    const s = splitRefund(amount, paid, refunded);
    expect(s).toEqual(split);
    expect(s.storeCredit + s.channel).toBeLessThanOrEqual(amount);
  });
});
