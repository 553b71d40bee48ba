import {
  alertChannel,
  alertCreatedKey,
  alertEmailError,
  alertLinkAction,
  alertStatusKey,
  canCancelAlert,
  offerPriceAlert,
  optionPairLabel,
  requestChannel,
  soldOutAlertTargets,
  stockAlertTarget,
  subscribeOutcome,
  type AlertStatus,
  type FavouriteStateKind,
  type StockKind,
} from '@/domain/alerts';
import { alertMessages } from '@/i18n/alerts';

const sizeColour = [
  { name: 'size', values: [] },
  { name: 'colour', values: [] },
];

describe('stockAlertTarget: when "Notify me" shows and what it watches', () => {
  test.each<
    [string, boolean, StockKind, typeof sizeColour, Record<string, string>, { optionPair: string | null } | null]
  >([
    ['out of stock, no options: the product', true, 'out-of-stock', [], {}, { optionPair: null }],
    ['in stock: no', true, 'in-stock', [], {}, null],
    ['still checking: no', true, 'loading', [], {}, null],
    ['options still to choose: no', true, 'choose', sizeColour, {}, null],
    ['stock unknown (the check failed): no', true, 'unknown', [], {}, null],
    ['not offered by the server: no', false, 'out-of-stock', [], {}, null],
    [
      'the chosen combination is out: that combination',
      true,
      'out-of-stock',
      sizeColour,
      { colour: 'White', size: 'Small' },
      { optionPair: 'size:Small|colour:White' },
    ],
    ['every combination out, nothing chosen: the product', true, 'out-of-stock', sizeColour, {}, { optionPair: null }],
    [
      'out with one of two chosen: the product',
      true,
      'out-of-stock',
      sizeColour,
      { size: 'Small' },
      { optionPair: null },
    ],
  ])('%s', (_, offered, stock, options, selection, expected) => {
    expect(stockAlertTarget({ offered, stock, options, selection })).toEqual(expected);
  });
});

describe('offerPriceAlert: "Tell me when it\'s cheaper" on a favourite', () => {
  test.each<[string, boolean, boolean, FavouriteStateKind, boolean]>([
    ['on sale now', true, false, 'available', true],
    ['out of stock (its price can still drop)', true, false, 'outOfStock', true],
    ['no longer sold', true, false, 'gone', false],
    ['a list shared with you', true, true, 'available', false],
    ['server without alerts', false, false, 'available', false],
  ])('%s', (_, offered, shared, state, expected) => {
    expect(offerPriceAlert({ offered, shared, state })).toBe(expected);
  });
});

describe('alertChannel: how the shopper is reached', () => {
  test.each<[string, boolean, boolean, string, string]>([
    ['a guest in the browser: their email', false, false, 'email', 'email'],
    ['signed in in the browser: the account', false, true, 'account', 'email'],
    ['in the mini-program, signed in: WeChat', true, true, 'wechat', 'wechat'],
    ['in the mini-program, a guest: WeChat', true, false, 'wechat', 'wechat'],
  ])('%s', (_, subscribeMessages, signedIn, channel, wire) => {
    const c = alertChannel({ subscribeMessages, signedIn });
    expect(c).toBe(channel);
    expect(requestChannel(c)).toBe(wire);
  });
});

describe('alertEmailError: a guest’s email', () => {
  test.each<[string, string | null]>([
    ['ada@example.com', null],
    ['  ada@example.com ', null],
    ['', 'istore_alert_err_email_required'],
    ['   ', 'istore_alert_err_email_required'],
    ['ada', 'istore_alert_err_email'],
    ['ada@example', 'istore_alert_err_email'],
    ['ada @example.com', 'istore_alert_err_email'],
    [`${'a'.repeat(250)}@example.com`, 'istore_alert_err_email'],
  ])('%j', (value, expected) => {
    expect(alertEmailError(value)).toBe(expected);
  });
});

describe('subscribeOutcome: the answer to WeChat’s prompt', () => {
  test.each<[string, Record<string, 'accept' | 'reject' | 'ban' | 'filter'> | null, string | null, string]>([
    ['accepted', { T1: 'accept' }, 'T1', 'accepted'],
    ['declined this time', { T1: 'reject' }, 'T1', 'declined'],
    ['the store’s template banned by WeChat', { T1: 'ban' }, 'T1', 'unavailable'],
    ['hidden by WeChat', { T1: 'filter' }, 'T1', 'unavailable'],
    ['another template answered', { T2: 'accept' }, 'T1', 'unavailable'],
    ['not available on this target', null, 'T1', 'unavailable'],
    ['no template id from the store', { T1: 'accept' }, null, 'unavailable'],
  ])('%s', (_, answers, id, expected) => {
    expect(subscribeOutcome(answers, id)).toBe(expected);
  });
});

describe('what the shopper reads', () => {
  const en = alertMessages.en as Record<string, string>;
  test.each<[Parameters<typeof alertCreatedKey>, string]>([
    [['email', 'stock', 'pending'], 'Check your email'],
    [['account', 'stock', 'active'], 'We’ll email you when it’s back in stock.'],
    [['account', 'price', 'active'], 'We’ll email you when its price drops.'],
    [['email', 'stock', 'active'], 'We’ll email you when it’s back in stock.'],
    [['wechat', 'stock', 'active'], 'WeChat will message you when it’s back in stock.'],
    [['wechat', 'price', 'active'], 'WeChat will message you when its price drops.'],
    [['account', 'stock', 'sent'], 'already told you'],
  ])('after asking %j', (args, text) => {
    expect(en[alertCreatedKey(...args)]).toContain(text);
  });

  test.each<['stock' | 'price', AlertStatus, string, boolean]>([
    ['stock', 'pending', 'Waiting for you to confirm by email', true],
    ['stock', 'active', 'We’ll tell you when it’s back', true],
    ['price', 'active', 'We’ll tell you when it’s cheaper', true],
    ['stock', 'sent', 'Sent', false],
    ['price', 'cancelled', 'Cancelled', false],
  ])('%s %s: "%s", cancel %s', (kind, status, text, cancel) => {
    expect(en[alertStatusKey(kind, status)]).toBe(text);
    expect(canCancelAlert(status)).toBe(cancel);
  });

  test('every key the rules name has an English and a Chinese text', () => {
    const keys = new Set<string>();
    for (const ch of ['email', 'account', 'wechat'] as const)
      for (const k of ['stock', 'price'] as const)
        for (const s of ['pending', 'active', 'sent', 'cancelled'] as const) {
          keys.add(alertCreatedKey(ch, k, s));
          keys.add(alertStatusKey(k, s));
        }
    keys.add('istore_alert_err_email_required').add('istore_alert_err_email');
    for (const k of keys) {
      expect([k, alertMessages.en[k as keyof typeof alertMessages.en]]).toEqual([k, expect.any(String)]);
      expect([k, alertMessages.zh[k as keyof typeof alertMessages.zh]]).toEqual([k, expect.any(String)]);
    }
  });
});

describe('alertLinkAction: the mailed links', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUv';
  test.each<[string, Record<string, string>, ReturnType<typeof alertLinkAction>]>([
    ['confirm', { confirm: token }, { action: 'confirm', token }],
    ['unsubscribe', { unsubscribe: token }, { action: 'unsubscribe', token }],
    ['neither', {}, null],
    ['a token too short', { confirm: 'abc' }, null],
    ['a token with other characters', { unsubscribe: `${token}<script>` }, null],
    ['empty', { confirm: '' }, null],
  ])('%s', (_, params, expected) => {
    expect(alertLinkAction(params)).toEqual(expected);
  });
});

describe('optionPairLabel', () => {
  test.each<[string | null, string]>([
    [null, ''],
    ['', ''],
    ['size:Small', 'Small'],
    ['size:Small|colour:White', 'Small / White'],
    ['note:a:b', 'a:b'],
  ])('%j -> %j', (pair, label) => {
    expect(optionPairLabel(pair)).toBe(label);
  });
});

describe('soldOutAlertTargets: Notify me for a value the picker disables', () => {
  const options = [
    {
      name: 'size',
      values: [
        { value: 'S', displayName: 'Small' },
        { value: 'L', displayName: 'Large' },
      ],
    },
    {
      name: 'colour',
      values: [
        { value: 'W', displayName: 'White' },
        { value: 'B', displayName: 'Blue' },
      ],
    },
  ];
  const items = [
    { options: { size: 'S', colour: 'W' }, quantity: 0 },
    { options: { size: 'S', colour: 'B' }, quantity: 3 },
    { options: { size: 'L', colour: 'W' }, quantity: 2 },
    { options: { size: 'L', colour: 'B' }, quantity: 0 },
  ];
  const run = (selection: Record<string, string>, over: Partial<Parameters<typeof soldOutAlertTargets>[0]> = {}) =>
    soldOutAlertTargets({ offered: true, stock: 'choose', options, selection, items, ...over });
  test.each<[string, Record<string, string>, Partial<Parameters<typeof soldOutAlertTargets>[0]>, string[]]>([
    ['Small chosen: White is out', { size: 'S' }, {}, ['size:S|colour:W → Small / White']],
    ['Blue chosen: Large is out', { colour: 'B' }, {}, ['size:L|colour:B → Large / Blue']],
    [
      "nothing chosen: both sold-out combinations, in the picker's order",
      {},
      {},
      ['size:S|colour:W → Small / White', 'size:L|colour:B → Large / Blue'],
    ],
    [
      'nothing chosen, more sold out than MAX_SOLD_OUT_LISTED: none until the shopper narrows',
      {},
      { items: [...items, ...['X', 'Y', 'Z'].map((c) => ({ options: { size: 'L', colour: c }, quantity: 0 }))] },
      [],
    ],
    [
      'one option left: every sold-out value, however many',
      { size: 'L' },
      { items: [...items, ...['X', 'Y', 'Z'].map((c) => ({ options: { size: 'L', colour: c }, quantity: 0 }))] },
      [
        'size:L|colour:B → Large / Blue',
        'size:L|colour:X → Large / X',
        'size:L|colour:Y → Large / Y',
        'size:L|colour:Z → Large / Z',
      ],
    ],
    ['everything chosen: the main Notify me decides', { size: 'S', colour: 'B' }, { stock: 'in-stock' }, []],
    ['not offered', { size: 'S' }, { offered: false }, []],
    ['stock not read yet', { size: 'S' }, { items: null }, []],
    ['the whole product out', { size: 'S' }, { stock: 'out-of-stock' }, []],
    ['a combination not sold at all is not listed', { size: 'S' }, { items: items.slice(1) }, []],
  ])('%s', (_, selection, over, expected) => {
    expect(run(selection, over).map((x) => `${x.optionPair} → ${x.label}`)).toEqual(expected);
  });
});
