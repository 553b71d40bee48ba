/**
 * CheckoutStore: each step validated before anything is sent, the calls of spec 7.3 in order,
 * server refusals as transaction errors (spec 8), and the form kept across a reload.
 */
import { runInAction } from 'mobx';
import { createMemoryStorage } from '@/platform/memory-storage';
import { CHECKOUT_FORM_KEY } from '@/stores/CheckoutStore';
import { firstErrorField } from '@/domain/checkout';
import { apiError, json } from '../support/fakeServer';
import { billingWire } from '../support/checkout';
import { setupCheckout } from './checkoutHelpers';

async function ready(options: Parameters<typeof setupCheckout>[0] = {}) {
  const s = setupCheckout(options);
  await s.root.checkout.init();
  expect(s.root.checkout.status).toBe('ready');
  return s;
}

const posts = (s: { server: { requests: { method: string; url: string }[] } }) =>
  s.server.requests
    .filter((r) => r.method === 'POST')
    .map((r) => r.url.replace(/^.*shoppingManagement4\//, '').split('?')[0]);

it('opens on the first step the server still misses, with what the server has', async () => {
  const shop = setupCheckout().shop;
  shop.server.on('GET', 'shoppingManagement4/billing/', () =>
    json(billingWire({ missing: ['contact'], contact: null })),
  );
  const { root } = await ready({ shop });
  expect(root.checkout.step).toBe('contact');
  expect(root.checkout.form).toMatchObject({ method: 'PICKUP', locationId: 'l1', date: '2026-11-23', time: '10:00' });
  expect(root.checkout.methods).toEqual(['PICKUP', 'DELIVERY', 'EAT_IN']);
});

it('step 1: nothing is sent while a field is wrong; then method, store and slot', async () => {
  const shop = setupCheckout().shop;
  shop.server.on('GET', 'shoppingManagement4/billing/', () =>
    json(billingWire({ orderMethod: null, timeSlot: null, location: null, missing: ['orderMethod'] })),
  );
  for (const p of ['updateOrderMethod', 'orderPickupDateTime'])
    shop.server.on('POST', `shoppingManagement4/${p}`, () => json(billingWire({ missing: ['contact'] })));
  const s = await ready({ shop });
  const c = s.root.checkout;
  expect(await c.submitMethodStep()).toBe(false);
  expect(c.errorOf('method')).toEqual({ key: 'istore_checkout_err_method' });
  c.setMethod('PICKUP');
  expect(await c.submitMethodStep()).toBe(false);
  expect(Object.keys(c.errors)).toEqual(['locationId', 'date']);
  expect(posts(s)).toEqual([]);

  c.setField('locationId', 'l1');
  expect(c.errorOf('locationId')).toBeUndefined();
  c.setDate('2026-11-23');
  c.setField('time', '10:30');
  expect(await c.submitMethodStep()).toBe(true);
  expect(posts(s)).toEqual(['updateOrderMethod', 'orderPickupDateTime']);
  expect(JSON.parse(s.server.calls('shoppingManagement4/orderPickupDateTime')[0].body!)).toEqual({
    date: '2026-11-23',
    time: '10:30',
  });
  expect(c.step).toBe('contact');
});

it('step 2: eat-in sends the table number and the store', async () => {
  const s = await ready();
  s.server.on('POST', 'shoppingManagement4/orderContactInfo', () => json(billingWire()));
  const c = s.root.checkout;
  c.setMethod('EAT_IN');
  c.setField('locationId', 'l1');
  c.setField('contact.firstName', 'Ada');
  c.setField('contact.lastName', 'Lovelace');
  c.setField('contact.email', 'ada@example.com');
  c.setField('contact.phone', '416 555 0123');
  expect(await c.submitContactStep()).toBe(false);
  expect(c.errorOf('tableNumber')).toEqual({ key: 'istore_checkout_err_table_required' });
  c.setField('tableNumber', '12');
  expect(await c.submitContactStep()).toBe(true);
  const req = s.server.calls('shoppingManagement4/orderContactInfo')[0];
  expect(req.url).toMatch(/methodName=EAT_IN/);
  // the store's name, as the spec writes the query (not the location's id)
  expect(new URL(req.url, 'http://x').searchParams.get('localStoreName')).toBe('Downtown');
  expect(JSON.parse(req.body!)).toMatchObject({ tableNumber: '12' });
});

it('step 2: delivery sends contact then address, with save to my profile only when signed in', async () => {
  const s = await ready();
  for (const p of ['orderContactInfo', 'orderDeliverInfo'])
    s.server.on('POST', `shoppingManagement4/${p}`, () => json(billingWire()));
  const c = s.root.checkout;
  c.setMethod('DELIVERY');
  for (const [k, v] of Object.entries({
    firstName: 'Ada',
    lastName: 'L',
    email: 'ada@example.com',
    phone: '4165550123',
  }))
    c.setField(`contact.${k}`, v);
  for (const [k, v] of Object.entries({
    firstName: 'Ada',
    lastName: 'L',
    phone: '4165550123',
    street: '1 King St W',
    city: 'Toronto',
    province: 'ON',
    postCode: 'm5h2m9',
  })) {
    c.setField(`delivery.${k}`, v);
  }
  c.setField('saveToProfile', true);
  // the shopper's chosen store (app info's loc-2) is the one that delivers: both calls name it
  s.root.session.setLocation({ id: 'loc-2', name: 'Harbour' });
  expect(await c.submitContactStep()).toBe(true);
  expect(posts(s)).toEqual(['orderContactInfo', 'orderDeliverInfo']);
  const req = s.server.calls('shoppingManagement4/orderDeliverInfo')[0];
  const storeOf = (url: string) => new URL(url, 'http://x').searchParams.get('localStoreName');
  expect(storeOf(req.url)).toBe('Harbour');
  expect(storeOf(s.server.calls('shoppingManagement4/orderContactInfo')[0].url)).toBe('Harbour');
  expect(req.url).toMatch(/saveToMyProfile=false/);
  expect(JSON.parse(req.body!)).toMatchObject({ streetNumberAndNameDetails: '1 King St W', postCode: 'M5H 2M9' });
});

it('a refused step: earlier errors cleared, the first message, scroll to top; the form stays', async () => {
  const s = await ready();
  s.server.on('POST', 'shoppingManagement4/orderContactInfo', () => apiError(422, 'Choose a store', 'Another'));
  const c = s.root.checkout;
  c.setMethod('PICKUP');
  c.setField('locationId', 'l1');
  for (const [k, v] of Object.entries({
    firstName: 'Ada',
    lastName: 'L',
    email: 'ada@example.com',
    phone: '4165550123',
  }))
    c.setField(`contact.${k}`, v);
  expect(await c.submitContactStep()).toBe(false);
  expect(c.stepError).toBe('Choose a store');
  expect(c.errors).toEqual({});
  expect(s.deps.scrollToTop).toHaveBeenCalledTimes(1);
  expect(c.form.contact.firstName).toBe('Ada');
});

it('a reload loses nothing: the typed form comes back from storage', async () => {
  const storage = createMemoryStorage();
  const first = await ready({ storage });
  first.root.checkout.setMethod('DELIVERY');
  first.root.checkout.setField('delivery.street', '1 King St W');
  first.root.checkout.setField('comment', 'Ring twice');
  expect(storage.get(CHECKOUT_FORM_KEY)).toMatchObject({ method: 'DELIVERY', comment: 'Ring twice' });
  const again = await ready({ storage });
  expect(again.root.checkout.form).toMatchObject({
    method: 'DELIVERY',
    comment: 'Ring twice',
    delivery: { street: '1 King St W' },
  });
});

it('step 3: only what changed is sent; a bad tip is stopped first', async () => {
  const s = await ready();
  for (const p of ['tips', 'updateCustomerComment'])
    s.server.on('POST', `shoppingManagement4/${p}`, () => json(billingWire({ tipsPercent: 15 })));
  const c = s.root.checkout;
  c.setField('tip', { kind: 'amount', text: '500' });
  expect(await c.submitExtrasStep()).toBe(false);
  expect(c.errorOf('tip')).toMatchObject({ key: 'istore_checkout_err_amount_max' });
  c.setField('tip', { kind: 'percent', percent: 15 });
  c.setField('comment', 'Extra napkins');
  expect(await c.submitExtrasStep()).toBe(true);
  expect(posts(s)).toEqual(['tips', 'updateCustomerComment']);
});

it('a coupon: checked, verified, applied; a refusal shows beside the field', async () => {
  const s = await ready();
  const c = s.root.checkout;
  c.setField('couponCode', '10% off');
  expect(await c.applyCoupon()).toBe(false);
  expect(c.errorOf('couponCode')).toEqual({ key: 'istore_checkout_err_coupon' });
  s.server.on('GET', 'shoppingManagement4/couponVerification/SPRING2020', () =>
    apiError(422, 'Coupon SPRING2020 has expired'),
  );
  c.setField('couponCode', 'spring2020');
  expect(await c.applyCoupon()).toBe(false);
  expect(c.coupon).toEqual({ kind: 'error', text: 'Coupon SPRING2020 has expired' });
  s.server.on('GET', 'shoppingManagement4/couponVerification/WELCOME10', () =>
    json({
      valid: true,
      coupon: { code: 'WELCOME10', name: '10% off your order', discount: 345, applicable: true },
      billing: billingWire({ discount: 345 }),
    }),
  );
  c.setField('couponCode', 'welcome10');
  expect(await c.applyCoupon()).toBe(true);
  expect(c.coupon).toEqual({ kind: 'ok', text: '10% off your order' });
  expect(c.billing!.totals.discount).toBe(345);
});

describe('step 3: the billing address', () => {
  const BILLING = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    street: '1 King St W',
    city: 'Toronto',
    province: 'ON',
    postCode: 'M5H 2M9',
    country: 'CA',
  };

  it('asked for, it is checked before anything is sent: a message per wrong field, in form order', async () => {
    const s = await ready();
    s.server.on('POST', 'shoppingManagement4/tips', () => json(billingWire({ tipsPercent: 0 })));
    const c = s.root.checkout;
    c.setField('withBilling', true);
    for (const [k, v] of Object.entries({ ...BILLING, firstName: ' ', postCode: '12345' }))
      c.setField(`billing.${k}`, v);
    const seq = c.errorSeq;
    expect(await c.submitExtrasStep()).toBe(false);
    expect(c.errors).toEqual({
      'billing.firstName': { key: 'istore_checkout_err_first_name' },
      'billing.postCode': { key: 'istore_checkout_err_post_code' },
    });
    // the screen moves the focus to the first wrong field when errorSeq changes
    expect(firstErrorField(c.errors)).toBe('billing.firstName');
    expect(c.errorSeq).toBe(seq + 1);
    expect(c.stepError).toBeNull();
    expect(posts(s)).toEqual([]);

    // typing clears that field's message only
    c.setField('billing.firstName', 'Ada');
    expect(Object.keys(c.errors)).toEqual(['billing.postCode']);
    c.setField('billing.postCode', 'm5h 2m9');
    expect(await c.submitExtrasStep()).toBe(true);
    expect(c.errors).toEqual({});
  });

  it("the step's own fields come first, then the billing address", async () => {
    const s = await ready();
    const c = s.root.checkout;
    c.setField('withBilling', true);
    c.setField('tip', { kind: 'amount', text: 'lots' });
    expect(await c.submitExtrasStep()).toBe(false);
    expect(Object.keys(c.errors)).toEqual([
      'tip',
      'billing.firstName',
      'billing.lastName',
      'billing.street',
      'billing.city',
      'billing.province',
      'billing.postCode',
    ]);
  });

  it('not asked for, the billing fields are not checked', async () => {
    const s = await ready();
    s.server.on('POST', 'shoppingManagement4/tips', () => json(billingWire({ tipsPercent: 0 })));
    const c = s.root.checkout;
    c.setField('billing.firstName', '');
    expect(c.form.withBilling).toBe(false);
    expect(await c.submitExtrasStep()).toBe(true);
  });
});

describe('the minimum order', () => {
  it.each([
    [
      'under the store minimum',
      { subtotal: 800, discount: 0 },
      { kind: 'store', minimum: 1000, shortfall: 200, currency: 'CAD', zoneName: null },
    ],
    [
      'a coupon takes it under',
      { subtotal: 1200, discount: 300 },
      { kind: 'store', minimum: 1000, shortfall: 100, currency: 'CAD', zoneName: null },
    ],
    [
      "under the delivery zone's",
      {
        subtotal: 2000,
        discount: 0,
        orderMethod: 'DELIVERY',
        deliveryZone: {
          id: 'toronto',
          name: 'Toronto',
          province: 'ON',
          postCodePrefixes: ['M'],
          fee: 499,
          minOrderAmount: 2500,
        },
      },
      { kind: 'zone', minimum: 2500, shortfall: 500, currency: 'CAD', zoneName: 'Toronto' },
    ],
    ['enough', { subtotal: 1000, discount: 0 }, null],
  ])('%s', async (_name, patch, expected) => {
    const shop = setupCheckout().shop;
    shop.server.on('GET', 'shoppingManagement4/billing/', () => json(billingWire(patch)));
    const { root } = await ready({ shop });
    expect(root.checkout.minimumOrder).toEqual(expected);
  });

  it('under it, step 3 does not go on to payment and sends nothing', async () => {
    const shop = setupCheckout().shop;
    shop.server.on('GET', 'shoppingManagement4/billing/', () => json(billingWire({ subtotal: 800 })));
    const s = await ready({ shop });
    expect(await s.root.checkout.submitExtrasStep()).toBe(false);
    expect(posts(s)).toEqual([]);
  });

  it('the cart screen loads the configuration alone, once; a failure leaves it unknown', async () => {
    const s = setupCheckout();
    await s.root.checkout.loadConfig();
    await s.root.checkout.loadConfig();
    expect(s.root.checkout.config?.minOrderAmount).toBe(1000);
    expect(s.server.calls('shoppingManagement4/checkoutConfig')).toHaveLength(1);

    const t = setupCheckout();
    t.server.on('GET', 'shoppingManagement4/checkoutConfig', () => apiError(503, 'Unavailable'));
    await expect(t.root.checkout.loadConfig()).resolves.toBeUndefined();
    expect(t.root.checkout.config).toBeNull();
  });
});

describe('what the summary shows before payment', () => {
  it('pickup and eat-in start at the store chosen in the header (when it is a pickup store)', async () => {
    const s = await ready();
    s.root.session.setLocation({ id: 'l1', name: 'Downtown' });
    s.root.checkout.setField('locationId', '');
    s.root.checkout.setMethod('PICKUP');
    expect(s.root.checkout.form.locationId).toBe('l1');
    // a store that is not a pickup store is not chosen
    const t = await ready();
    t.root.session.setLocation({ id: 'elsewhere', name: 'Elsewhere' });
    t.root.checkout.setField('locationId', '');
    t.root.checkout.setMethod('EAT_IN');
    expect(t.root.checkout.form.locationId).toBe('');
  });

  it('a tip is sent when chosen, so the bill shows it at once; an invalid amount is not sent', async () => {
    const s = await ready();
    s.server.on('POST', 'shoppingManagement4/tips', (req) => {
      const body = req.json as { tipsPercent?: number; tipsAmount?: number };
      return json(billingWire({ tips: body.tipsAmount ?? 300, tipsPercent: body.tipsPercent ?? null }));
    });
    s.root.checkout.setTip({ kind: 'percent', percent: 15 });
    await new Promise((r) => setTimeout(r, 0));
    expect(JSON.parse(s.server.calls('shoppingManagement4/tips')[0].body!)).toEqual({ tipsPercent: 15 });
    expect(s.root.checkout.billing?.totals.tips).toBe(300);
    s.root.checkout.setTip({ kind: 'amount', text: '12.345' });
    s.root.checkout.setTip({ kind: 'amount', text: '999' });
    expect(s.server.calls('shoppingManagement4/tips')).toHaveLength(1);
    s.root.checkout.setTip({ kind: 'amount', text: '4.50' });
    await new Promise((r) => setTimeout(r, 0));
    expect(s.root.checkout.billing?.totals.tips).toBe(450);
  });

  it('"Other amount" chosen after a percent: no tip in the bill until an amount is typed, then that amount', async () => {
    const s = await ready();
    s.server.on('POST', 'shoppingManagement4/tips', (req) => {
      const body = req.json as { tipsPercent?: number; tipsAmount?: number };
      return json(billingWire({ tips: body.tipsAmount ?? 300, tipsPercent: body.tipsPercent ?? null }));
    });
    const settle = () => new Promise((r) => setTimeout(r, 0));
    s.root.checkout.setTip({ kind: 'percent', percent: 15 });
    await settle();
    expect(s.root.checkout.billing?.totals.tips).toBe(300);
    s.root.checkout.setTip({ kind: 'amount', text: '' });
    await settle();
    expect(JSON.parse(s.server.calls('shoppingManagement4/tips').at(-1)!.body!)).toEqual({ tipsAmount: 0 });
    expect(s.root.checkout.billing?.totals.tips).toBe(0);
    s.root.checkout.setTip({ kind: 'amount', text: '2' });
    await settle();
    expect(s.root.checkout.billing?.totals.tips).toBe(200);
    // emptied again: no tip again; emptied once more: nothing more to send
    s.root.checkout.setTip({ kind: 'amount', text: '' });
    await settle();
    expect(s.root.checkout.billing?.totals.tips).toBe(0);
    const sent = s.server.calls('shoppingManagement4/tips').length;
    s.root.checkout.setTip({ kind: 'amount', text: ' ' });
    await settle();
    expect(s.server.calls('shoppingManagement4/tips')).toHaveLength(sent);
  });
});

describe("a signed-in shopper's contact comes from their profile", () => {
  const profile = { userID: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', phone: '416 555 0199' };

  it('no contact yet: name, email and phone prefilled', async () => {
    const s = setupCheckout();
    s.server.on('GET', 'shoppingManagement4/billing/', () =>
      json(billingWire({ missing: ['contact'], contact: null })),
    );
    runInAction(() => (s.root.session.user = profile));
    await s.root.checkout.init();
    expect(s.root.checkout.form.contact).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '416 555 0199',
    });
  });

  it('a form kept from before signing in: blanks filled, what was typed kept', async () => {
    const storage = createMemoryStorage();
    storage.set(CHECKOUT_FORM_KEY, { contact: { firstName: 'Annie', lastName: '', email: '', phone: '' } });
    const s = setupCheckout({ storage });
    s.server.on('GET', 'shoppingManagement4/billing/', () =>
      json(billingWire({ missing: ['contact'], contact: null })),
    );
    runInAction(() => (s.root.session.user = profile));
    await s.root.checkout.init();
    expect(s.root.checkout.form.contact).toEqual({
      firstName: 'Annie',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '416 555 0199',
    });
  });
});

it('a tip the store cannot take says why at once (-5, 3.333) and sends nothing; a good one clears it', async () => {
  const { root, server } = await ready();
  const tips = () => server.calls('shoppingManagement4/tips').length;
  const before = tips();
  root.checkout.setTip({ kind: 'amount', text: '-5' });
  expect(root.checkout.errors.tip).toEqual({ key: 'istore_checkout_err_amount_negative' });
  root.checkout.setTip({ kind: 'amount', text: '3.333' });
  expect(root.checkout.errors.tip).toEqual({ key: 'istore_checkout_err_amount_decimals', params: { digits: '2' } });
  expect(tips()).toBe(before);
  root.checkout.setTip({ kind: 'amount', text: '3.33' });
  expect(root.checkout.errors.tip).toBeUndefined();
  root.checkout.setTip({ kind: 'amount', text: '' });
  expect(root.checkout.errors.tip).toBeUndefined();
});
