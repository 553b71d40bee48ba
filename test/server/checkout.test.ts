import fs from 'node:fs';
import type { Billing, CheckoutConfig, LocalDeliveryConfig, PaymentConfig, ReserveResponse } from '../../types/api';
import { SESSION_COOKIE } from '../../server/api/http/session';
import { Client, startServer, tempDir, type TestServer } from './helpers';
import { CONTACT, SM, add, del, fillPickup, newKey, plainProduct, signIn, taxOf } from './checkout-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const db = () => server.app.db;
const billing = async (c: Client) => (await c.get(`${SM}/billing/`)).body as Billing;
const config = async (c: Client) => (await c.get(`${SM}/checkoutConfig`)).body as CheckoutConfig;
const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lee',
  phone: '4165550100',
  streetNumberAndNameDetails: '1 Yonge St',
  city: 'Toronto',
  province: 'ON',
  postCode: 'm5e1w7',
};
const orderCount = () => (db().prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

/** Calls that must fail with `status`, the first error on `field` containing `message`, and change nothing. */
async function expectRefused(
  c: Client,
  calls: [() => Promise<{ status: number; body: any }>, number, string, string][],
) {
  const before = await billing(c);
  for (const [call, status, field, message] of calls) {
    const res = await call();
    expect({ status: res.status, field: res.body.errors?.[0]?.field }).toEqual({ status, field });
    expect(res.body.errors[0].message).toContain(message);
  }
  expect(await billing(c)).toEqual(before);
}

describe('configuration', () => {
  test('checkoutConfig, paymentConfig and localDeliveryConfig', async () => {
    const c = new Client(server.origin);
    const cfg = await config(c);
    expect(cfg.orderMethods.map((m) => [m.method, m.enabled])).toEqual([
      ['PICKUP', true],
      ['DELIVERY', true],
      ['EAT_IN', true],
    ]);
    expect(cfg.pickupLocations.length).toBeGreaterThan(2);
    expect(cfg.pickupLocations.every((l) => l.display && !l.virtual)).toBe(true);
    expect(cfg).toMatchObject({
      currency: 'CAD',
      tipsOptions: [0, 10, 15, 18],
      minOrderAmount: 1000,
      // Ontario (the demo store is in Toronto): 13 % HST
      taxRateBasisPoints: 1300,
    });
    expect(cfg.pickupTimeSlots[0].slots[0]).toEqual({
      start: expect.stringMatching(/^\d\d:\d\d$/),
      end: expect.stringMatching(/^\d\d:\d\d$/),
    });

    const pay = (await c.get(`${SM}/paymentConfig`)).body as PaymentConfig;
    expect(pay.channels.filter((ch) => ch.enabled).map((ch) => ch.id)).toEqual([
      'opay_h5',
      'snappay_h5',
      'iot_h5',
      'citcon_classic_h5',
      'ott_h5',
      'storeCredit',
      'wechat_mini_program',
    ]);
    expect(pay.channels.find((ch) => ch.id === 'snappay_h5')?.methods).toEqual(['WECHATPAY', 'ALIPAY', 'UNIONPAY']);

    const delivery = (await c.get(`${SM}/localDeliveryConfig`)).body as LocalDeliveryConfig;
    expect(delivery.zones.find((z) => z.id === 'toronto')).toMatchObject({
      fee: 499,
      minOrderAmount: 2500,
      postCodePrefixes: ['M'],
    });
    expect(delivery.deliveryTimeSlots.length).toBeGreaterThan(0);
    expect(c.jar.has(SESSION_COOKIE)).toBe(false);

    const paypal = await c.get(`${SM}/paymentoption/PayPal`);
    // off in the demo store: the storefront has no PayPal button, so neither a PayPal logo
    expect(paypal.body).toMatchObject({ enabled: false, sandbox: true, currency: 'CAD', intent: 'CAPTURE' });
  });
});

describe('checkout steps', () => {
  test('pickup: method, slot and contact are validated, stored, and bad input writes nothing', async () => {
    const c = await new Client(server.origin).prime();
    const p = plainProduct(db());
    await add(c, p, 4);
    const cfg = await config(c);
    const store = cfg.pickupLocations[1];
    const day = cfg.pickupTimeSlots[0];

    await expectRefused(c, [
      [
        () => c.post(`${SM}/updateOrderMethod`, { orderMethod: 'DRONE' }),
        400,
        'orderMethod',
        'Order method must be one of: PICKUP, DELIVERY, EAT_IN',
      ],
      [
        () => c.post(`${SM}/updateOrderMethod`, { orderMethod: 'PICKUP', locationId: 'online-warehouse' }),
        422,
        'locationId',
        'Choose one of the stores offered',
      ],
      [
        () => c.post(`${SM}/orderPickupDateTime`, { date: day.date, time: day.slots[0].start }),
        422,
        'orderMethod',
        'Choose pickup before a pickup time',
      ],
    ]);

    let res = await c.post(`${SM}/updateOrderMethod`, { orderMethod: 'PICKUP', locationId: store.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      orderMethod: 'PICKUP',
      location: { id: store.id },
      missing: ['timeSlot', 'contact'],
    });

    await expectRefused(c, [
      [
        () => c.post(`${SM}/orderPickupDateTime`, { date: day.date, time: '03:00' }),
        422,
        'time',
        'This pickup time is not available',
      ],
      [
        () => c.post(`${SM}/orderPickupDateTime`, { date: '2001-01-01', time: day.slots[0].start }),
        422,
        'date',
        'Pickup is not possible on this date',
      ],
      [
        () => c.post(`${SM}/orderPickupDateTime`, { date: 'tomorrow', time: '10:00' }),
        400,
        'date',
        'Date has an invalid format',
      ],
      [
        () => c.post(`${SM}/orderPickupDate`, { date: '2001-01-01' }),
        422,
        'date',
        'Pickup is not possible on this date',
      ],
    ]);
    res = await c.post(`${SM}/orderPickupDateTime`, { date: day.date, time: day.slots[0].start });
    expect(res.status).toBe(200);
    expect((res.body as Billing).timeSlot).toEqual({ date: day.date, time: day.slots[0].start, end: day.slots[0].end });

    const contactUrl = (q: string) => `${SM}/orderContactInfo?${q}`;
    const name = encodeURIComponent(store.nameContent?.zh ?? '');
    await expectRefused(c, [
      [() => c.post(contactUrl('localStoreName=x'), CONTACT), 400, 'methodName', 'Method name is required'],
      [() => c.post(contactUrl('methodName=PICKUP'), CONTACT), 422, 'localStoreName', 'Choose a store'],
      [
        () => c.post(contactUrl('methodName=PICKUP&localStoreName=Nowhere'), CONTACT),
        422,
        'localStoreName',
        'Unknown store: Nowhere',
      ],
      [
        () => c.post(contactUrl(`methodName=PICKUP&localStoreName=${name}`), { ...CONTACT, email: 'not-an-email' }),
        400,
        'email',
        'Email must be a valid email address',
      ],
      [
        () => c.post(contactUrl(`methodName=PICKUP&localStoreName=${name}`), { ...CONTACT, phone: 'call me' }),
        400,
        'phone',
        'Phone',
      ],
      [
        () => c.post(contactUrl(`methodName=PICKUP&localStoreName=${name}`), { ...CONTACT, firstName: '  ' }),
        400,
        'firstName',
        'First name must not be blank',
      ],
      [
        () => c.post(contactUrl(`methodName=EAT_IN&localStoreName=${name}`), CONTACT),
        422,
        'tableNumber',
        'Enter your table number',
      ],
    ]);

    // Every invalid field is named at once.
    res = await c.post(contactUrl('methodName=PICKUP&localStoreName=x'), { firstName: '', email: 'x' });
    expect([...new Set(res.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'phone',
    ]);

    // A store named in Chinese is found too.
    res = await c.post(contactUrl(`methodName=PICKUP&localStoreName=${name}`), {
      ...CONTACT,
      email: 'Ada@Example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      contact: { ...CONTACT, email: 'ada@example.com' },
      location: { id: store.id },
      missing: [],
    });

    // Eat-in with a table number: the method changes and the pickup slot goes.
    res = await c.post(contactUrl(`methodName=EAT_IN&localStoreName=${encodeURIComponent(store.nameContent!.en!)}`), {
      ...CONTACT,
      tableNumber: '12',
    });
    expect(res.body).toMatchObject({
      orderMethod: 'EAT_IN',
      contact: { tableNumber: '12' },
      timeSlot: null,
      missing: [],
    });
  });

  test('delivery: zone, fee, slot and saving to the profile', async () => {
    const c = await new Client(server.origin).prime();
    const p = plainProduct(db());
    await add(c, p, 10);
    const address = ADDRESS;
    const url = `${SM}/orderDeliverInfo?saveToMyProfile=false`;
    await expectRefused(c, [
      [() => c.post(url, { ...address, postCode: 'K1A 0B1' }), 422, 'postCode', 'We do not deliver to K1A 0B1 yet'],
      [() => c.post(url, { ...address, postCode: '12345' }), 400, 'postCode', 'Post code'],
      [() => c.post(url, { ...address, province: 'XX' }), 400, 'province', 'Province must be one of'],
      [
        () => c.post(`${SM}/orderDeliverInfo?saveToMyProfile=true`, address),
        401,
        undefined as unknown as string,
        'Sign in to save the address',
      ],
    ]);
    let res = await c.post(url, address);
    expect(res.status).toBe(200);
    const b = res.body as Billing;
    expect(b).toMatchObject({
      orderMethod: 'DELIVERY',
      delivery: { postCode: 'M5E 1W7' },
      deliveryZone: { id: 'toronto' },
      deliveryFee: 499,
    });
    expect(b.missing).toEqual(['timeSlot', 'contact']);
    const base = 10 * p.price;
    expect(b.tax).toBe(taxOf(base + 499));
    expect(b.total).toBe(base + 499 + taxOf(base + 499));

    const slots = ((await c.get(`${SM}/localDeliveryConfig`)).body as LocalDeliveryConfig).deliveryTimeSlots;
    await expectRefused(c, [
      [
        () => c.post(`${SM}/orderDeliveryDateTime`, { date: slots[0].date, time: '09:15' }),
        422,
        'time',
        'This delivery time is not available',
      ],
    ]);
    res = await c.post(`${SM}/orderDeliveryDateTime`, { date: slots[0].date, time: slots[0].slots[1].start });
    expect(res.body.timeSlot).toEqual({
      date: slots[0].date,
      time: slots[0].slots[1].start,
      end: slots[0].slots[1].end,
    });

    await signIn(c);
    res = await c.post(`${SM}/orderDeliverInfo?saveToMyProfile=true`, address);
    expect(res.status).toBe(200);
    expect(res.body.savedDeliveryAddress).toMatchObject({
      streetNumberAndNameDetails: '1 Yonge St',
      postCode: 'M5E 1W7',
    });
    expect((await c.get(`${SM}/billing/?pickUpAandPayAtStore=true`)).status).toBe(422);
    for (const l of Object.values<{ lineId: string }>((await c.get(`${SM}/myCart`)).body.lineItems)) {
      await c.post(`${SM}/myCart/delete`, { lineId: l.lineId });
    }
  });

  test("localStoreName is the store's name, as the spec's server reads it: pickup's store, delivery's store", async () => {
    const c = await new Client(server.origin).prime();
    const p = plainProduct(db());
    await add(c, p, 10);
    const cfg = await config(c);
    const pickup = cfg.pickupLocations[1];
    const contactUrl = (method: string, name: string) =>
      `${SM}/orderContactInfo?methodName=${method}&localStoreName=${encodeURIComponent(name)}`;
    await c.post(`${SM}/updateOrderMethod`, { orderMethod: 'PICKUP', locationId: cfg.pickupLocations[0].id });
    // an id is not a name
    await expectRefused(c, [
      [() => c.post(contactUrl('PICKUP', pickup.id), CONTACT), 422, 'localStoreName', `Unknown store: ${pickup.id}`],
    ]);
    // the name in either language, any case, finds the store
    for (const name of [pickup.nameContent!.en!, pickup.nameContent!.zh!, pickup.localStoreName.toUpperCase()]) {
      const res = await c.post(contactUrl('PICKUP', name), CONTACT);
      expect([name, res.status, (res.body as Billing).location?.id]).toEqual([name, 200, pickup.id]);
    }

    // delivery: the store it is delivered from, by name; a virtual store (online only) delivers too
    const from =
      (await c.get('/common3/appInfoInit')).body.systemSettings.storeLocations.find(
        (l: { display: boolean; virtual: boolean }) => l.display && l.virtual,
      ) ?? cfg.pickupLocations[2];
    const address = ADDRESS;
    const deliverUrl = (name: string) =>
      `${SM}/orderDeliverInfo?saveToMyProfile=false&localStoreName=${encodeURIComponent(name)}`;
    await expectRefused(c, [
      [() => c.post(deliverUrl('Nowhere'), address), 422, 'localStoreName', 'Unknown store: Nowhere'],
      [() => c.post(deliverUrl(from.id), address), 422, 'localStoreName', `Unknown store: ${from.id}`],
    ]);
    let res = await c.post(deliverUrl(from.localStoreName), address);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ orderMethod: 'DELIVERY', location: { id: from.id } });
    const slots = ((await c.get(`${SM}/localDeliveryConfig`)).body as LocalDeliveryConfig).deliveryTimeSlots;
    await c.post(`${SM}/orderDeliveryDateTime`, { date: slots[0].date, time: slots[0].slots[0].start });
    await c.post(`${SM}/orderContactInfo?methodName=DELIVERY`, CONTACT);
    res = await c.post(`${SM}/reserve`, { idempotencyKey: newKey() });
    expect(res.status).toBe(201);
    const order = res.body as ReserveResponse;
    expect([order.orderMethod, order.location?.id]).toEqual(['DELIVERY', from.id]);

    // back to pickup: the delivering store is not taken for the pickup store
    await add(c, p, 10);
    res = await c.post(`${SM}/orderDeliverInfo?saveToMyProfile=false`, address);
    expect(res.body.location).toBeNull();
    res = await c.post(
      `${SM}/orderDeliverInfo?saveToMyProfile=false&localStoreName=${encodeURIComponent(from.localStoreName)}`,
      address,
    );
    res = await c.post(`${SM}/updateOrderMethod`, { orderMethod: 'PICKUP' });
    expect([res.body.location, res.body.missing]).toEqual([null, expect.arrayContaining(['location'])]);
  });

  test('coupons: percent, amount with a minimum, expired, unknown, removal', async () => {
    const c = await new Client(server.origin).prime();
    const p = plainProduct(db(), 20, 333, 2000);
    await add(c, p, 1);
    let res = await c.get(`${SM}/couponVerification/welcome10`);
    expect(res.status).toBe(200);
    const discount = Math.floor((p.price * 10 * 2 + 100) / 200);
    expect(res.body.coupon).toMatchObject({ code: 'WELCOME10', discount, applicable: true });
    expect(res.body.billing).toMatchObject({ subtotal: p.price, discount, tax: taxOf(p.price - discount) });

    const qty = Math.ceil(3000 / p.price);
    await expectRefused(c, [
      [
        () => c.get(`${SM}/couponVerification/FIVEOFF`),
        422,
        'code',
        'Coupon FIVEOFF needs a subtotal of at least CAD 30.00',
      ],
      [() => c.get(`${SM}/couponVerification/SPRING2020`), 422, 'code', 'Coupon SPRING2020 has expired'],
      [() => c.get(`${SM}/couponVerification/NOPE`), 404, 'code', 'Coupon code NOPE is not valid'],
      [() => c.get(`${SM}/couponVerification/bad%20code`), 400, 'code', 'Code has an invalid format'],
    ]);
    await add(c, p, qty);
    res = await c.get(`${SM}/couponVerification/FIVEOFF`);
    expect(res.body.billing).toMatchObject({
      subtotal: (qty + 1) * p.price,
      discount: 500,
      coupon: { code: 'FIVEOFF' },
    });

    res = await del(c, `${SM}/couponVerification`);
    expect(res.body).toMatchObject({ discount: 0, coupon: null });
  });

  test('tips, comment and the pay-at-store bill', async () => {
    const c = await new Client(server.origin).prime();
    const p = plainProduct(db());
    await add(c, p, 3);
    await expectRefused(c, [
      [
        () => c.post(`${SM}/tips`, { tipsPercent: 12 }),
        422,
        'tipsPercent',
        'Choose one of the offered tips: 0%, 10%, 15%, 18%',
      ],
      [
        () => c.post(`${SM}/tips`, { tipsPercent: 10, tipsAmount: 100 }),
        400,
        'tipsPercent',
        'Give either tipsPercent or tipsAmount',
      ],
      [() => c.post(`${SM}/tips`, { tipsAmount: -1 }), 400, 'tipsAmount', 'Tips amount must be >= 0'],
      [() => c.post(`${SM}/tips`, { tipsAmount: 10001 }), 422, 'tipsAmount', 'A tip can be at most CAD 100.00'],
      [
        () => c.post(`${SM}/updateCustomerComment`, { comment: 'x'.repeat(501) }),
        400,
        'comment',
        'Comment must be at most 500 characters',
      ],
      [
        () => c.get(`${SM}/billing/?pickUpAandPayAtStore=true`),
        422,
        'pickUpAandPayAtStore',
        'Paying at the store is only possible for pickup orders',
      ],
    ]);
    let res = await c.post(`${SM}/tips`, { tipsPercent: 15 });
    const base = 3 * p.price;
    expect(res.body).toMatchObject({ tipsPercent: 15, tips: Math.floor((base * 15 * 2 + 100) / 200) });
    expect(res.body.total).toBe(base + taxOf(base) + res.body.tips);
    res = await c.post(`${SM}/tips`, { tipsAmount: 250 });
    expect(res.body).toMatchObject({ tipsPercent: null, tips: 250 });
    res = await c.post(`${SM}/updateCustomerComment`, { comment: '  Please ring twice  ' });
    expect(res.body.customerComment).toBe('Please ring twice');
    await fillPickup(c);
    res = await c.get(`${SM}/billing/?pickUpAandPayAtStore=true`);
    expect(res.body).toMatchObject({ payAtStore: true, orderMethod: 'PICKUP', missing: [] });
  });

  test('store credit: signed in only, balance, history, apply within balance and amount due', async () => {
    const anon = await new Client(server.origin).prime();
    for (const path of [
      '/admin/storeCreditManagement/storeCredit',
      '/admin/storeCreditManagement/storeCreditHistory',
    ]) {
      const res = await anon.get(path);
      expect(res.status).toBe(401);
      expect(res.body.errors[0].message).toBe('Sign in to use store credit');
    }
    expect((await anon.post(`${SM}/applyStoreCredit`, { amount: 100 })).status).toBe(401);

    const c = await new Client(server.origin).prime();
    await signIn(c);
    expect((await c.get('/admin/storeCreditManagement/storeCredit')).body).toEqual({ currency: 'CAD', balance: 2500 });
    const history = (await c.get('/admin/storeCreditManagement/storeCreditHistory')).body;
    // the seed's first entries, oldest last; later ones (server/api/seed/user.ts) end at the same balance
    expect(history.entries.slice(-2).map((e: { amount: number; balance: number }) => [e.amount, e.balance])).toEqual([
      [500, 2500],
      [2000, 2000],
    ]);
    expect(history.entries[0].balance).toBe(2500);

    const p = plainProduct(db(), 20, 300, 2000, 3);
    await add(c, p, 2);
    const bill = await billing(c);
    const due = bill.total + bill.storeCredit;
    expect(bill.subtotal).toBe(2 * p.price);
    await expectRefused(c, [
      [() => c.post(`${SM}/applyStoreCredit`, { amount: 2501 }), 422, 'amount', 'Your store credit is CAD 25.00'],
      [() => c.post(`${SM}/applyStoreCredit`, { amount: -5 }), 400, 'amount', 'Amount must be >= 0'],
      ...(due < 2500
        ? [
            [() => c.post(`${SM}/applyStoreCredit`, { amount: due + 1 }), 422, 'amount', 'The amount due is'] as [
              () => Promise<any>,
              number,
              string,
              string,
            ],
          ]
        : []),
    ]);
    const res = await c.post(`${SM}/applyStoreCredit`, { amount: 300 });
    expect(res.body).toMatchObject({ storeCredit: 300, total: due - 300 });
    const removed = await c.post(`${SM}/applyStoreCredit`, { amount: 0 });
    expect(removed.body).toMatchObject({ storeCredit: 0, total: due });
    for (const l of Object.values<{ lineId: string }>((await c.get(`${SM}/myCart`)).body.lineItems)) {
      await c.post(`${SM}/myCart/delete`, { lineId: l.lineId });
    }
  });
});

describe('persistence', () => {
  test('the checkout survives a reload and a server restart', async () => {
    const dir = tempDir();
    let s = await startServer({ dataDir: dir });
    const c = await new Client(s.origin).prime();
    await add(c, plainProduct(s.app.db), 4);
    await fillPickup(c);
    await c.post(`${SM}/tips`, { tipsPercent: 10 });
    const before = await billing(c);
    await s.close();
    s = await startServer({ dataDir: dir });
    const again = new Client(s.origin);
    for (const [k, v] of c.jar) again.jar.set(k, v);
    expect((await again.get(`${SM}/billing/`)).body).toEqual(before);
    await s.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('POST reserve', () => {
  test('missing steps and the minimum order are 4xx with messages; no order is written', async () => {
    const c = await new Client(server.origin).prime();
    const before = orderCount();
    let res = await c.post(`${SM}/reserve`, { idempotencyKey: newKey() });
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toEqual({ code: 'CONFLICT', message: 'Your cart is empty', field: 'cart' });
    const cheap = plainProduct(db(), 20, 100, 900);
    await add(c, cheap, 1);
    res = await c.post(`${SM}/reserve`, { idempotencyKey: newKey() });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'orderMethod', message: 'Choose pickup, delivery or eat-in' });
    await fillPickup(c);
    res = await c.post(`${SM}/reserve`, { idempotencyKey: newKey() });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({
      code: 'VALIDATION',
      message: 'The minimum order is CAD 10.00',
      field: 'subtotal',
    });
    res = await c.post(`${SM}/reserve`, { idempotencyKey: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('idempotencyKey');
    expect(orderCount()).toBe(before);
  });

  test('the same key, or the same cart while its order is unpaid, gives back the first order', async () => {
    const c = await new Client(server.origin).prime();
    const p = plainProduct(db());
    await add(c, p, 4);
    const bill = await fillPickup(c);
    const key = newKey();
    const first = await c.post(`${SM}/reserve`, { idempotencyKey: key });
    expect(first.status).toBe(201);
    const order = first.body as ReserveResponse;
    expect(order).toMatchObject({
      created: true,
      status: 'INTERIM',
      paymentStatus: 'NOT_PAID',
      orderMethod: 'PICKUP',
      contact: CONTACT,
      subtotal: bill.subtotal,
      tax: bill.tax,
      total: bill.total,
      currency: 'CAD',
      itemCount: 4,
    });
    expect(order.orderID).toMatch(/^\d+$/);
    expect(order.lineItems[0]).toMatchObject({ productId: p.id, quantity: 4, unitPrice: p.price });

    const [again, sameCart] = await Promise.all([
      c.post(`${SM}/reserve`, { idempotencyKey: key }),
      c.post(`${SM}/reserve`, { idempotencyKey: newKey() }),
    ]);
    for (const res of [again, sameCart]) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ orderID: order.orderID, created: false });
    }
    // The cart changes: the old key still answers the first order; a new key places a new one.
    await add(c, p, 1);
    expect((await c.post(`${SM}/reserve`, { idempotencyKey: key })).body.orderID).toBe(order.orderID);
    const second = await c.post(`${SM}/reserve`, { idempotencyKey: newKey() });
    expect(second.status).toBe(201);
    expect(second.body.orderID).not.toBe(order.orderID);
    expect(second.body.itemCount).toBe(5);
    // The cart stays until a payment succeeds.
    expect((await c.get(`${SM}/myCart`)).body.itemCount).toBe(5);
  });

  test('pay at the store: a NEW / PAY_AT_STORE order and the cart is emptied', async () => {
    const c = await new Client(server.origin).prime();
    await add(c, plainProduct(db()), 4);
    await fillPickup(c);
    const res = await c.post(`${SM}/reserve`, { idempotencyKey: newKey(), payAtStore: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'NEW', paymentStatus: 'PAY_AT_STORE' });
    expect((await c.get(`${SM}/myCart`)).body.itemCount).toBe(0);
  });
});
