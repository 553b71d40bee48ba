import {
  amountError,
  amountText,
  couponError,
  dayLabel,
  slotLabel,
  emailError,
  emptyCheckoutForm,
  firstErrorField,
  nameError,
  normalizePostCode,
  parseAmount,
  phoneError,
  postCodeError,
  provinceError,
  tableNumberError,
  validateBilling,
  validateContactStep,
  validateExtrasStep,
  validateMethodStep,
  type CheckoutForm,
  type ExtrasContext,
  type MethodStepContext,
} from '@/domain/checkout';

const key = (e: { key: string } | null) => e?.key ?? null;

describe('single fields', () => {
  it.each([
    ['Ada', null],
    ['  ', 'istore_checkout_err_first_name'],
    ['', 'istore_checkout_err_first_name'],
    ['x'.repeat(50), null],
    ['x'.repeat(51), 'istore_checkout_err_too_long'],
  ])('first name %j -> %s', (v, expected) => expect(key(nameError(v, 'first'))).toBe(expected));

  it('last name has its own message', () => expect(key(nameError('', 'last'))).toBe('istore_checkout_err_last_name'));

  it.each([
    ['demo@example.com', null],
    [' demo@example.com ', null],
    ['', 'istore_checkout_err_email_required'],
    ['demo@example', 'istore_checkout_err_email'],
    ['demo example.com', 'istore_checkout_err_email'],
    [`${'a'.repeat(250)}@b.co`, 'istore_checkout_err_email'],
  ])('email %j -> %s', (v, expected) => expect(key(emailError(v))).toBe(expected));

  it.each([
    ['416 555 0123', null],
    ['+1 (416) 555-0123', null],
    ['4165550', null],
    ['', 'istore_checkout_err_phone_required'],
    ['12345', 'istore_checkout_err_phone'],
    ['call me', 'istore_checkout_err_phone'],
    ['1'.repeat(21), 'istore_checkout_err_phone'],
  ])('phone %j -> %s', (v, expected) => expect(key(phoneError(v))).toBe(expected));

  it.each([
    ['12', null],
    ['A-7', null],
    ['', 'istore_checkout_err_table_required'],
    ['table 4', 'istore_checkout_err_table'],
    ['12345678901', 'istore_checkout_err_table'],
  ])('table %j -> %s', (v, expected) => expect(key(tableNumberError(v))).toBe(expected));

  it.each([
    ['M5H 2M9', null],
    ['m5h2m9', null],
    ['', 'istore_checkout_err_post_code_required'],
    ['12345', 'istore_checkout_err_post_code'],
    ['M5H-2M9', 'istore_checkout_err_post_code'],
  ])('post code %j -> %s', (v, expected) => expect(key(postCodeError(v))).toBe(expected));

  it('normalizes a post code as the server stores it', () => {
    expect(normalizePostCode(' m5h2m9 ')).toBe('M5H 2M9');
    expect(normalizePostCode('M5H 2M9')).toBe('M5H 2M9');
  });

  it.each([
    ['ON', null],
    ['', 'istore_checkout_err_province'],
    ['ZZ', 'istore_checkout_err_province'],
  ])('province %j -> %s', (v, expected) => expect(key(provinceError(v))).toBe(expected));

  it.each([
    ['WELCOME10', null],
    ['five-off_2', null],
    ['', 'istore_checkout_err_coupon_required'],
    ['10% OFF', 'istore_checkout_err_coupon'],
    ['X'.repeat(33), 'istore_checkout_err_coupon'],
  ])('coupon %j -> %s', (v, expected) => expect(key(couponError(v))).toBe(expected));
});

describe('amounts in minor units', () => {
  it.each<[string, string, number | null]>([
    ['12', 'CAD', 1200],
    ['12.5', 'CAD', 1250],
    ['12.50', 'CAD', 1250],
    ['0,99', 'CAD', 99],
    ['0', 'CAD', 0],
    ['12.505', 'CAD', null],
    ['-1', 'CAD', null],
    ['1e3', 'CAD', null],
    ['', 'CAD', null],
    ['1500', 'JPY', 1500],
    ['1500.5', 'JPY', null],
    ['1.234', 'BHD', 1234],
  ])('parseAmount(%j, %s) -> %s', (text, currency, expected) => expect(parseAmount(text, currency)).toBe(expected));

  it.each([
    [1250, 'CAD', '12.50'],
    [5, 'CAD', '0.05'],
    [1500, 'JPY', '1500'],
  ])('amountText(%d, %s) -> %s', (minor, currency, expected) => expect(amountText(minor, currency)).toBe(expected));

  it.each<[string, string, { key: string; params?: Record<string, string> }]>([
    ['-5', 'CAD', { key: 'istore_checkout_err_amount_negative' }],
    ['- 5.50', 'CAD', { key: 'istore_checkout_err_amount_negative' }],
    ['3.333', 'CAD', { key: 'istore_checkout_err_amount_decimals', params: { digits: '2' } }],
    ['3,333', 'CAD', { key: 'istore_checkout_err_amount_decimals', params: { digits: '2' } }],
    ['1.5', 'JPY', { key: 'istore_checkout_err_amount_whole' }],
    ['five', 'CAD', { key: 'istore_checkout_err_amount' }],
  ])('amountError(%j, %s) says why: %j', (text, currency, expected) =>
    expect(amountError(text, currency, 100_000, 'CA$1,000.00')).toEqual(expected),
  );

  it('amountError: shape, then the maximum with its text', () => {
    expect(amountError('abc', 'CAD', 1000, '$10.00')).toEqual({ key: 'istore_checkout_err_amount' });
    expect(amountError('10.01', 'CAD', 1000, '$10.00')).toEqual({
      key: 'istore_checkout_err_amount_max',
      params: { max: '$10.00' },
    });
    expect(amountError('10', 'CAD', 1000, '$10.00')).toBeNull();
  });
});

const ctx: MethodStepContext = {
  methods: ['PICKUP', 'DELIVERY', 'EAT_IN'],
  locationIds: ['loc-1', 'loc-2'],
  pickupDays: [{ date: '2026-11-23', slots: [{ start: '10:00', end: '10:30' }] }],
  deliveryDays: [{ date: '2026-11-24', slots: [{ start: '12:00', end: '14:00' }] }],
};

function form(patch: Partial<CheckoutForm>): CheckoutForm {
  return { ...emptyCheckoutForm(), ...patch };
}

describe('step 1: method, store, date and time', () => {
  it.each<[string, Partial<CheckoutForm>, string[]]>([
    ['nothing chosen', {}, ['method']],
    ['eat-in without a store', { method: 'EAT_IN' }, ['locationId']],
    ['pickup complete', { method: 'PICKUP', locationId: 'loc-1', date: '2026-11-23', time: '10:00' }, []],
    ['pickup without store', { method: 'PICKUP', date: '2026-11-23', time: '10:00' }, ['locationId']],
    [
      'pickup on a day without slots',
      { method: 'PICKUP', locationId: 'loc-1', date: '2026-11-24', time: '12:00' },
      ['date'],
    ],
    [
      'pickup at a time not offered',
      { method: 'PICKUP', locationId: 'loc-1', date: '2026-11-23', time: '11:00' },
      ['time'],
    ],
    ['delivery needs no store', { method: 'DELIVERY', date: '2026-11-24', time: '12:00' }, []],
    ['delivery on a pickup day', { method: 'DELIVERY', date: '2026-11-23', time: '10:00' }, ['date']],
    ['eat-in needs a store only', { method: 'EAT_IN', locationId: 'loc-2' }, []],
  ])('%s', (_name, patch, fields) => {
    expect(Object.keys(validateMethodStep(form(patch), ctx))).toEqual(fields);
  });

  it('a disabled method is refused', () => {
    expect(
      Object.keys(validateMethodStep(form({ method: 'EAT_IN', locationId: 'loc-1' }), { ...ctx, methods: ['PICKUP'] })),
    ).toEqual(['method']);
  });
});

const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '416 555 0123' };
const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '416 555 0123',
  street: '1 King St W',
  unit: '',
  city: 'Toronto',
  province: 'ON',
  postCode: 'M5H 2M9',
  instructions: '',
};

describe('step 2: contact, table, address', () => {
  it('pickup needs the contact only', () => {
    expect(validateContactStep(form({ method: 'PICKUP', contact }))).toEqual({});
  });
  it('every empty contact field has its message', () => {
    expect(validateContactStep(form({ method: 'PICKUP' }))).toEqual({
      'contact.firstName': { key: 'istore_checkout_err_first_name' },
      'contact.lastName': { key: 'istore_checkout_err_last_name' },
      'contact.email': { key: 'istore_checkout_err_email_required' },
      'contact.phone': { key: 'istore_checkout_err_phone_required' },
    });
  });
  it('eat-in needs a table number', () => {
    expect(validateContactStep(form({ method: 'EAT_IN', contact }))).toEqual({
      tableNumber: { key: 'istore_checkout_err_table_required' },
    });
    expect(validateContactStep(form({ method: 'EAT_IN', contact, tableNumber: '7' }))).toEqual({});
  });
  it('delivery needs the address', () => {
    expect(validateContactStep(form({ method: 'DELIVERY', contact, delivery: address }))).toEqual({});
    const errors = validateContactStep(
      form({
        method: 'DELIVERY',
        contact,
        delivery: { ...address, street: '', postCode: '90210', unit: 'u'.repeat(21) },
      }),
    );
    expect(errors).toEqual({
      'delivery.street': { key: 'istore_checkout_err_street' },
      'delivery.unit': { key: 'istore_checkout_err_too_long', params: { max: 20 } },
      'delivery.postCode': { key: 'istore_checkout_err_post_code' },
    });
    expect(firstErrorField(errors)).toBe('delivery.street');
  });
});

describe('billing address (optional)', () => {
  it('nothing is checked when no billing address is asked for', () => {
    expect(validateBilling(form({}))).toEqual({});
  });
  it('checks each field when asked for', () => {
    const billing = {
      firstName: 'Ada',
      lastName: 'L',
      street: '1 King',
      city: 'Toronto',
      province: 'ON',
      postCode: 'M5H 2M9',
      country: 'CA',
    };
    expect(validateBilling(form({ withBilling: true, billing }))).toEqual({});
    expect(
      Object.keys(validateBilling(form({ withBilling: true, billing: { ...billing, country: 'Canada', city: '' } }))),
    ).toEqual(['billing.city', 'billing.country']);
    // outside Canada the Canadian shape is not required
    expect(
      validateBilling(
        form({ withBilling: true, billing: { ...billing, country: 'US', province: 'CA', postCode: '90210' } }),
      ),
    ).toEqual({});
  });

  const billing = {
    firstName: 'Ada',
    lastName: 'L',
    street: '1 King',
    city: 'Toronto',
    province: 'ON',
    postCode: 'M5H 2M9',
    country: 'CA',
  };
  // each row: the fields changed -> the errors, in form order (the server's billing schema refuses them all)
  it.each([
    [{ firstName: '' }, { 'billing.firstName': 'istore_checkout_err_first_name' }],
    [
      { firstName: '   ', lastName: ' ' },
      { 'billing.firstName': 'istore_checkout_err_first_name', 'billing.lastName': 'istore_checkout_err_last_name' },
    ],
    [{ street: '' }, { 'billing.street': 'istore_checkout_err_street' }],
    [{ province: ' ' }, { 'billing.province': 'istore_checkout_err_region' }],
    [
      { country: 'GB', province: 'p'.repeat(61), postCode: 'SW1A 1AA' },
      { 'billing.province': 'istore_checkout_err_too_long' },
    ],
    // Canada and the US choose from their lists
    [{ province: 'Ontario' }, { 'billing.province': 'istore_checkout_err_region' }],
    [{ country: 'US', province: 'ON', postCode: '90210' }, { 'billing.province': 'istore_checkout_err_region' }],
    [{ postCode: '' }, { 'billing.postCode': 'istore_checkout_err_post_code_required' }],
    [{ postCode: '12345' }, { 'billing.postCode': 'istore_checkout_err_post_code' }],
    [{ country: 'US', province: 'NY', postCode: ' 90210-1234 ' }, {}],
    [{ country: 'GB', postCode: 'SW1A 1AA' }, {}],
    [{ country: 'US', province: 'NY', postCode: '' }, { 'billing.postCode': 'istore_checkout_err_post_code_required' }],
    [{ country: 'US', province: 'NY', postCode: '12' }, { 'billing.postCode': 'istore_checkout_err_post_code_other' }],
    [
      { country: 'US', province: 'NY', postCode: '1'.repeat(13) },
      { 'billing.postCode': 'istore_checkout_err_post_code_other' },
    ],
    [
      { country: 'US', province: 'NY', postCode: '-1234' },
      { 'billing.postCode': 'istore_checkout_err_post_code_other' },
    ],
    [
      { country: 'US', province: 'NY', postCode: '90#10' },
      { 'billing.postCode': 'istore_checkout_err_post_code_other' },
    ],
    [{ country: 'ca' }, { 'billing.country': 'istore_checkout_err_country' }],
  ])('billing %j -> %j', (patch, expected) => {
    const errors = validateBilling(form({ withBilling: true, billing: { ...billing, ...patch } }));
    expect(Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e.key]))).toEqual(expected);
  });
});

describe('step 3: tip, store credit, comment', () => {
  const extras: ExtrasContext = {
    currency: 'CAD',
    tipsOptions: [0, 10, 15, 18],
    maxTipsAmount: 10000,
    maxTipsText: '$100.00',
    maxCommentLength: 500,
    maxCredit: 2500,
    maxCreditText: '$25.00',
  };
  it.each<[string, Partial<CheckoutForm>, Partial<ExtrasContext>, string[]]>([
    ['defaults', {}, {}, []],
    ['an offered percent', { tip: { kind: 'percent', percent: 15 } }, {}, []],
    ['a percent not offered', { tip: { kind: 'percent', percent: 12 } }, {}, ['tip']],
    ['a custom tip', { tip: { kind: 'amount', text: '5.50' } }, {}, []],
    ['a custom tip above the maximum', { tip: { kind: 'amount', text: '100.01' } }, {}, ['tip']],
    ['a custom tip that is not an amount', { tip: { kind: 'amount', text: 'five' } }, {}, ['tip']],
    ['credit within the balance', { creditText: '25' }, {}, []],
    ['credit above the balance', { creditText: '25.01' }, {}, ['credit']],
    ['credit ignored when signed out', { creditText: '999' }, { maxCredit: null }, []],
    ['a long comment', { comment: 'x'.repeat(501) }, {}, ['comment']],
  ])('%s', (_name, patch, ctxPatch, fields) => {
    expect(Object.keys(validateExtrasStep(form(patch), { ...extras, ...ctxPatch }))).toEqual(fields);
  });
});

describe('dayLabel / slotLabel (no Intl)', () => {
  it.each<[string, 'en' | 'zh', string]>([
    ['2026-11-23', 'en', 'Mon, Nov 23'],
    ['2026-11-23', 'zh', '11月23日 周一'],
    ['2027-01-01', 'en', 'Fri, Jan 1'],
    ['2026-13-01', 'en', '2026-13-01'],
    ['soon', 'en', 'soon'],
  ])('%s (%s) -> %s', (date, locale, expected) => expect(dayLabel(date, locale)).toBe(expected));
  it('slot', () => {
    expect(slotLabel('10:00', '10:30')).toBe('10:00–10:30');
    expect(slotLabel('10:00', null)).toBe('10:00');
  });
});
