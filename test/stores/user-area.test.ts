/** The stores of My Account's sections over a fake istore: coupons, credit, membership, referrals, support, the section menu. */
import { AccountSectionsStore } from '@/stores/AccountSectionsStore';
import { CouponsStore, CreditStore } from '@/stores/CouponsStore';
import { MembershipStore } from '@/stores/MembershipStore';
import { ReferralsStore } from '@/stores/ReferralsStore';
import { SupportStore } from '@/stores/SupportStore';
import { apiError, json } from '../support/fakeServer';
import { setupCheckout } from './checkoutHelpers';

const coupon = (code: string, patch: Record<string, unknown> = {}) => ({
  code,
  name: code,
  kind: 'AMOUNT',
  value: 500,
  minSubtotal: 3000,
  currency: 'CAD',
  expiresAt: null,
  state: 'AVAILABLE',
  usedOrderID: null,
  owned: true,
  ...patch,
});

describe('coupons', () => {
  it('lists the wallet, drops what it cannot read, looks a code up and says when there is none', async () => {
    const s = setupCheckout();
    s.server.on('GET', 'common3/coupons/', () =>
      json({ coupons: [coupon('FIVEOFF'), { code: 'BROKEN' }, coupon('OLD', { state: 'EXPIRED' })] }),
    );
    s.server.on('GET', 'common3/coupons/NOPE', () => apiError(404, 'There is no coupon NOPE'));
    s.server.on('GET', 'common3/coupons/WELCOME10', () =>
      json(coupon('WELCOME10', { kind: 'PERCENT', value: 10, owned: false })),
    );
    const c = new CouponsStore(s.root);
    await c.load();
    expect(c.coupons.map((x) => [x.code, x.state])).toEqual([
      ['FIVEOFF', 'AVAILABLE'],
      ['OLD', 'EXPIRED'],
    ]);
    await c.find('');
    expect(c.lookupError).toBe('Enter a coupon code.');
    await c.find(' NOPE ');
    expect(c.lookupError).toBe('There is no coupon NOPE');
    await c.find('WELCOME10');
    expect(c.lookup).toMatchObject({ code: 'WELCOME10', kind: 'PERCENT', value: 10 });
  });

  it('a failed reload keeps the coupons shown', async () => {
    const s = setupCheckout();
    s.server.on('GET', 'common3/coupons/', () => json({ coupons: [coupon('FIVEOFF')] }));
    const c = new CouponsStore(s.root);
    await c.load();
    s.server.on('GET', 'common3/coupons/', () => apiError(503, 'Down for a moment'));
    await c.load();
    expect([c.status, c.error, c.coupons.length]).toEqual(['error', 'Down for a moment', 1]);
  });
});

it('credit history: each entry with the balance after it', async () => {
  const s = setupCheckout();
  s.server.on('GET', 'admin/storeCreditManagement/storeCredit', () => json({ currency: 'CAD', balance: 2500 }));
  s.server.on('GET', 'admin/storeCreditManagement/storeCreditHistory', () =>
    json({
      currency: 'CAD',
      balance: 2500,
      entries: [
        {
          id: 3,
          amount: -1800,
          balance: 2500,
          reason: 'Order 100020',
          orderID: '100020',
          createdAt: '2026-10-01T00:00:00Z',
        },
        { id: 2, amount: 2300, reason: 'Goodwill', orderID: null, createdAt: '2026-09-01T00:00:00Z' },
        { id: 1, amount: 2000, reason: 'Welcome', orderID: null, createdAt: '2026-08-01T00:00:00Z' },
      ],
    }),
  );
  const c = new CreditStore(s.root);
  await c.load();
  expect(c.rows.map((r) => [r.amount, r.runningBalance])).toEqual([
    [-1800, 2500],
    [2300, 4300],
    [2000, 2000],
  ]);
});

it('membership: products, detail, and buying adds the product to the cart', async () => {
  const s = setupCheckout();
  s.server.on('GET', 'admin/userManagement/membershipProducts', () =>
    json([{ productId: 3, name: 'Jade Club', price: 4900, currency: 'CAD', discountPercent: 5, durationDays: 365 }]),
  );
  s.server.on('GET', 'admin/userManagement/membershipDetail', () =>
    json({ active: false, name: null, expiresAt: null, discountPercent: 0 }),
  );
  s.server.on('GET', 'productManagement2/products', () => json({ products: [], total: 0 }));
  s.server.on('POST', 'shoppingManagement4/myCart', () => json({ itemCount: 1, lineItems: {} }));
  const m = new MembershipStore(s.root);
  await m.load();
  expect(m.products[0]).toMatchObject({ productId: 3, discountPercent: 5 });
  expect(m.detail?.active).toBe(false);
  expect(s.server.calls('productManagement2/products')[0].url).toMatch(
    /productType=MEMBERSHIP&recordStatus=ACTIVE&sortby=default&infiniteLoad=false/,
  );
  expect(await m.addToCart(3)).toBe(true);
  expect(JSON.parse(String(s.server.calls('shoppingManagement4/myCart', 'POST')[0].body))).toMatchObject({
    productId: 3,
    quantity: 1,
  });
});

it('referrals: everything at once, then joining a group answers the groups', async () => {
  const s = setupCheckout();
  const RT = 'admin/trackingManagement/referrer';
  const groups = (joined: number) =>
    [1, 2].map((id) => ({
      id,
      name: `G${id}`,
      description: '',
      rewardPerOrder: 500,
      currency: 'CAD',
      members: 1,
      joined: id === joined,
    }));
  s.server.on('GET', 'admin/userManagement/affiliatedReferralGoups', () => json(groups(1)));
  s.server.on('GET', 'admin/userManagement/joinAffiliatedReferralGoup/2', () => json(groups(2)));
  s.server.on('GET', `${RT}/userTracking/GeneralInfo/`, () =>
    json({
      myID: 'MJ1',
      group: 'G1',
      usersIntroduced: 1,
      ordersIntroduced: 1,
      orderAmount: 3000,
      rewardEarned: 500,
      currency: 'CAD',
    }),
  );
  s.server.on('GET', `${RT}/userTracking/usersIntroduced`, () =>
    json([{ name: 'Kim N.', registeredAt: '2026-11-01' }]),
  );
  s.server.on('GET', `${RT}/userTracking/orderIntroduced`, () =>
    json([{ orderID: '100090', buyer: 'Kim N.', total: 3000, reward: 500, currency: 'CAD', paidAt: '2026-11-02' }]),
  );
  s.server.on('GET', `${RT}/summary/user`, () =>
    json({ currency: 'CAD', points: [{ period: '2026-11', count: 1, amount: 0 }] }),
  );
  s.server.on('GET', `${RT}/summary/order`, () =>
    json({ currency: 'CAD', points: [{ period: '2026-11', count: 1, amount: 3000 }] }),
  );
  const r = new ReferralsStore(s.root);
  await r.load();
  expect([
    r.info?.usersIntroduced,
    r.info?.ordersIntroduced,
    r.users.length,
    r.orders[0].reward,
    r.orderSummary?.points[0].amount,
  ]).toEqual([1, 1, 1, 500, 3000]);
  await r.join(2);
  expect(r.groups.filter((g) => g.joined).map((g) => g.id)).toEqual([2]);
});

describe('support form', () => {
  it('says what is wrong before sending; sends once however often tapped; confirms with the ticket', async () => {
    const s = setupCheckout();
    let answer = 0;
    s.server.on('POST', 'message/submitForm', () =>
      json({ ticketID: `S-0000000${++answer}`, createdAt: '2026-11-23T10:00:00Z' }, 201),
    );
    const f = new SupportStore(s.root, { name: 'Ada', email: 'ada@example.com' });
    expect(await f.submit()).toBe(false);
    expect(Object.keys(f.errors)).toEqual(['message']);
    expect(s.server.calls('message/submitForm')).toHaveLength(0);
    f.set('message', 'Where is my parcel, please?');
    expect(f.errors).toEqual({});
    await Promise.all([f.submit(), f.submit()]);
    expect(s.server.calls('message/submitForm')).toHaveLength(1);
    expect(JSON.parse(String(s.server.calls('message/submitForm')[0].body))).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Where is my parcel, please?',
    });
    expect(f.ticketID).toBe('S-00000001');
    f.again();
    expect([f.ticketID, f.form.message, f.form.email]).toEqual([null, '', 'ada@example.com']);
  });

  it('a refused message keeps what was typed and shows the server’s reason', async () => {
    const s = setupCheckout();
    s.server.on('POST', 'message/submitForm', () => apiError(422, 'Order 1 is not one of your orders'));
    const f = new SupportStore(s.root, {
      name: 'Ada',
      email: 'ada@example.com',
      orderID: '1',
      message: 'About my order please',
    });
    expect(await f.submit()).toBe(false);
    expect(f.error).toBe('Order 1 is not one of your orders');
    expect(f.form.message).toBe('About my order please');
  });

  it('a throttled message (429) says when to try again (Retry-After), in the shopper language, and keeps the text', async () => {
    const s = setupCheckout();
    // the wait comes from Retry-After, whatever words the server used
    s.server.on('POST', 'message/submitForm', () =>
      json({ errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Rate limited' }] }, 429, { 'retry-after': '2400' }),
    );
    const f = new SupportStore(s.root, {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Where is my parcel, please?',
    });
    expect(await f.submit()).toBe(false);
    expect(f.error).toBe('Too many attempts. Please try again in 40 minutes.');
    expect(f.form.message).toBe('Where is my parcel, please?');
    expect(f.ticketID).toBeNull();
    s.server.on('POST', 'message/submitForm', () =>
      json({ errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Rate limited' }] }, 429, { 'retry-after': '45' }),
    );
    expect(await f.submit()).toBe(false);
    expect(f.error).toBe('Too many attempts. Please try again in 45 seconds.');
    // no Retry-After: "a few minutes"
    s.server.on('POST', 'message/submitForm', () =>
      json({ errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Rate limited' }] }, 429),
    );
    expect(await f.submit()).toBe(false);
    expect(f.error).toBe('Too many attempts. Please wait a few minutes and try again.');
  });
});

it('the section menu shows each figure it could load and leaves out the one that failed', async () => {
  const s = setupCheckout();
  s.server.on('GET', 'admin/orderManagement/orders/count', () =>
    json({ count: 3, byState: { unpaid: 1, paid: 2, cancelled: 0, failed: 0 } }),
  );
  s.server.on('GET', 'admin/storeCreditManagement/storeCredit', () => apiError(500, 'No'));
  s.server.on('GET', 'common3/coupons/', () => json({ coupons: [coupon('A'), coupon('B', { state: 'USED' })] }));
  s.server.on('GET', 'admin/userManagement/membershipDetail', () =>
    json({ active: true, name: 'Jade Club', expiresAt: '2099-12-31', discountPercent: 5 }),
  );
  const m = new AccountSectionsStore(s.root);
  await m.load();
  expect([m.counts?.byState.paid, m.credit, m.couponCount, m.membership?.name]).toEqual([2, null, 1, 'Jade Club']);
});
