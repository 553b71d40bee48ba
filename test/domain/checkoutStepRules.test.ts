/** The checkout's steps checked whole (domain/checkoutStepRules.ts): which fields fail, in form order. */
import { emptyCheckoutForm, firstErrorField, type CheckoutForm } from '@/domain/checkout';
import {
  chosenTimePassed,
  validateBilling,
  validateContactStep,
  validateExtrasStep,
  validateMethodStep,
  type ExtrasContext,
  type MethodStepContext,
} from '@/domain/checkoutStepRules';

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

describe('chosenTimePassed: a chosen time the server no longer offers', () => {
  it.each<[string[], string, boolean]>([
    [['timeSlot'], '10:00', true],
    [['contact', 'timeSlot'], '10:00', true],
    [['timeSlot'], '', false],
    [['contact'], '10:00', false],
    [[], '10:00', false],
  ])('missing %j, time %j -> %s', (missing, time, expected) => {
    expect(chosenTimePassed(missing, time)).toBe(expected);
  });
});
