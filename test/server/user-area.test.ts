/**
 * The user area over real HTTP: the demo shopper's seeded history (orders by state, coupons,
 * credit), coupons, membership and its discount, referral groups and attribution, support form.
 */
import { type Coupon, type OrderList, type PaymentRequestResponse, type ReserveResponse } from '../../types/api';
import { mailTo } from '../../server/api/models/outbox';
import { supportMessages } from '../../server/api/models/support';
import { DEMO_ORDER_COUNT } from '../../server/api/seed/user';
import { Client, registerShopper, startServer, type TestServer } from './helpers';
import { inChinese } from './mail-helpers';
import { SM, add, fillPickup, newKey, plainProduct, put, signIn } from './checkout-helpers';

const OM = '/admin/orderManagement';
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function demo(): Promise<Client> {
  const c = await new Client(server.origin).prime();
  await signIn(c);
  return c;
}

async function register(c: Client, email: string): Promise<string> {
  const res = await registerShopper(c, server.app.db, {
    email,
    password: 'friend-pass-1',
    firstName: 'Kim',
    lastName: 'Ng',
  });
  expect(res.status).toBe(201);
  return res.body.userID;
}

/** Reserves the cart and approves its payment on the sandbox pay page; returns the order. */
async function buy(c: Client): Promise<ReserveResponse> {
  await fillPickup(c);
  const order = (await c.post(`${SM}/reserve`, { idempotencyKey: newKey() })).body as ReserveResponse;
  const { payUrl } = (await c.post(`${SM}/requestOPayH5Payment`, { orderID: order.orderID }))
    .body as PaymentRequestResponse;
  const page = await c.raw('GET', payUrl);
  const attempt = /name="attempt" value="([^"]+)"/.exec(page.text)![1];
  const action = /<form method="post" action="([^"]+)"/.exec(page.text)![1];
  const res = await fetch(c.origin + action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: c.cookieHeader() },
    body: new URLSearchParams({ attempt, decision: 'approve' }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return order;
}

describe('orders by state', () => {
  test('the demo shopper has orders in every state, paged 10 at a time per tab, counted per state', async () => {
    const c = await demo();
    const count = (await c.get(`${OM}/orders/count`)).body;
    expect(count.count).toBe(DEMO_ORDER_COUNT);
    expect(count.byState).toEqual({ unpaid: 3, paid: 40, cancelled: 16, failed: 8 });
    const seen = new Set<string>();
    for (let start = 0; start < DEMO_ORDER_COUNT; start += 10) {
      const page = (await c.get(`${OM}/orders/list?numberToLoad=10&startingPosition=${start}&infiniteLoad=true`))
        .body as OrderList;
      page.orders.forEach((o) => seen.add(o.orderID));
    }
    expect(seen.size).toBe(DEMO_ORDER_COUNT);
    const unpaid = (await c.get(`${OM}/orders/list?state=unpaid`)).body as OrderList;
    expect(unpaid.total).toBe(3);
    expect(unpaid.orders.every((o) => o.status === 'INTERIM' && o.paymentStatus === 'NOT_PAID')).toBe(true);
    const cancelled = (await c.get(`${OM}/orders/list?state=cancelled&numberToLoad=3`)).body as OrderList;
    expect([cancelled.total, cancelled.orders.length]).toEqual([16, 3]);
    expect((await c.get(`${OM}/orders/list?state=shipped`)).status).toBe(400);
    // another shopper sees none of them
    const stranger = await new Client(server.origin).prime();
    expect((await stranger.get(`${OM}/order/${unpaid.orders[0].orderID}`)).status).toBe(404);
    expect((await stranger.get(`${OM}/orders/count`)).body).toEqual({
      count: 0,
      byState: { unpaid: 0, paid: 0, cancelled: 0, failed: 0 },
    });
  });

  test('a comment is kept with its time; a paid order cannot be cancelled', async () => {
    const c = await demo();
    const paid = ((await c.get(`${OM}/orders/list?state=paid&numberToLoad=1`)).body as OrderList).orders[0];
    const res = await put(c, `${OM}/addComment/${paid.orderID}`, { comment: 'Lovely tea' });
    expect(res.body.comments.at(-1)).toMatchObject({ comment: 'Lovely tea' });
    expect(Date.parse(res.body.comments.at(-1).createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await put(c, `${OM}/cancelOrder/${paid.orderID}`)).body.errors[0].message).toBe(
      'Only unpaid orders can be cancelled',
    );
  });
});

describe('coupons and credit', () => {
  test('the wallet: available first, then used (with its order), then expired; a code looked up; sign-in needed', async () => {
    const c = await demo();
    const { coupons } = (await c.get('/common3/coupons/')).body as { coupons: Coupon[] };
    expect(coupons.map((x) => [x.code, x.state])).toEqual([
      ['WELCOME10', 'AVAILABLE'],
      ['FIVEOFF', 'USED'],
      ['SPRING2020', 'EXPIRED'],
    ]);
    expect(coupons[1].usedOrderID).toMatch(/^\d+$/);
    expect(coupons[1]).toMatchObject({ kind: 'AMOUNT', value: 500, minSubtotal: 3000, currency: 'CAD' });
    expect((await c.get('/common3/coupons/welcome10')).body).toMatchObject({
      code: 'WELCOME10',
      state: 'AVAILABLE',
      owned: true,
    });
    expect((await c.get('/common3/coupons/NOPE')).status).toBe(404);
    const anon = await new Client(server.origin).prime();
    expect((await anon.get('/common3/coupons/')).status).toBe(401);
    expect((await anon.get('/common3/coupons/FIVEOFF')).body).toMatchObject({ state: 'AVAILABLE', owned: false });
  });

  test('credit history: each entry with the balance after it, oldest entry first in time, ending at the balance', async () => {
    const c = await demo();
    const h = (await c.get('/admin/storeCreditManagement/storeCreditHistory')).body;
    expect(h.balance).toBe(2500);
    expect(h.entries[0].balance).toBe(h.balance);
    for (let i = 0; i < h.entries.length - 1; i++)
      expect(h.entries[i].balance).toBe(h.entries[i + 1].balance + h.entries[i].amount);
    expect(h.entries.some((e: { amount: number; orderID: string | null }) => e.amount < 0 && e.orderID)).toBe(true);
  });
});

describe('membership', () => {
  test('products and detail; buying one makes the next cart 5% cheaper', async () => {
    const c = await new Client(server.origin).prime();
    await register(c, `member-${Date.now()}@example.com`);
    const products = (await c.get('/admin/userManagement/membershipProducts')).body;
    expect(products[0]).toMatchObject({ productId: 3, discountPercent: 5, durationDays: 365 });
    expect((await c.get('/admin/userManagement/membershipDetail')).body).toMatchObject({
      active: false,
      discountPercent: 0,
    });
    const p = plainProduct(server.app.db, 20, 1000, 5000);
    await add(c, p, 1);
    expect((await c.get(`${SM}/myCart`)).body.discount).toBe(0);
    await c.post(`${SM}/myCart/delete`, { lineId: Object.keys((await c.get(`${SM}/myCart`)).body.lineItems)[0] });
    await c.post(`${SM}/myCart`, { productId: 3, quantity: 1 });
    await buy(c);
    const detail = (await c.get('/admin/userManagement/membershipDetail')).body;
    expect(detail).toMatchObject({ active: true, name: 'Jade Club', discountPercent: 5 });
    expect((await c.get('/common3/appInfoInit')).body.membership.name).toBe('Jade Club');
    await add(c, p, 1);
    expect((await c.get(`${SM}/myCart`)).body.discount).toBe(Math.floor((p.price * 5 * 2 + 100) / 200));
  });
});

describe('referrals', () => {
  test('groups to join, one at a time', async () => {
    const c = await demo();
    const groups = (await c.get('/admin/userManagement/affiliatedReferralGoups')).body;
    expect(groups.filter((g: { joined: boolean }) => g.joined).map((g: { name: string }) => g.name)).toEqual([
      'Founding Shoppers',
    ]);
    const after = (await c.get(`/admin/userManagement/joinAffiliatedReferralGoup/${groups[1].id}`)).body;
    expect(after.filter((g: { joined: boolean }) => g.joined).map((g: { id: number }) => g.id)).toEqual([groups[1].id]);
    expect((await c.get('/admin/userManagement/joinAffiliatedReferralGoup/999')).status).toBe(404);
    await c.get(`/admin/userManagement/joinAffiliatedReferralGoup/${groups[0].id}`);
  });

  test('a friend who registers with the rid and buys moves the referrer’s statistics', async () => {
    const referrer = await new Client(server.origin).prime();
    await register(referrer, `ref-${Date.now()}@example.com`);
    const rid = (await referrer.get('/common3/appInfoInit')).body.myID as string;
    const groups = (await referrer.get('/admin/userManagement/affiliatedReferralGoups')).body;
    await referrer.get(`/admin/userManagement/joinAffiliatedReferralGoup/${groups[0].id}`);
    const T = '/admin/trackingManagement/referrer';
    expect((await referrer.get(`${T}/userTracking/GeneralInfo/`)).body).toMatchObject({
      myID: rid,
      usersIntroduced: 0,
      ordersIntroduced: 0,
    });

    const friend = new Client(server.origin);
    const landing = await friend.raw('GET', `/?rid=${rid}`);
    expect(landing.setCookies.some((s) => s.startsWith(`SASRFRID=${rid}`))).toBe(true);
    await friend.prime();
    await register(friend, `friend-${Date.now()}@example.com`);
    await add(friend, plainProduct(server.app.db, 20, 1000, 5000), 1);
    const order = await buy(friend);

    const info = (await referrer.get(`${T}/userTracking/GeneralInfo/`)).body;
    expect(info).toMatchObject({ usersIntroduced: 1, ordersIntroduced: 1, rewardEarned: 500 });
    expect((await referrer.get(`${T}/userTracking/usersIntroduced`)).body).toEqual([
      expect.objectContaining({ name: 'Kim N.' }),
    ]);
    expect((await referrer.get(`${T}/userTracking/orderIntroduced`)).body[0]).toMatchObject({
      orderID: order.orderID,
      reward: 500,
    });
    const month = new Date().toISOString().slice(0, 7);
    const users = (await referrer.get(`${T}/summary/user`)).body;
    expect(users.points).toHaveLength(6);
    expect(users.points.at(-1)).toMatchObject({ period: month, count: 1 });
    expect((await referrer.get(`${T}/summary/order`)).body.points.at(-1)).toMatchObject({ period: month, count: 1 });
    expect((await referrer.get('/admin/storeCreditManagement/storeCredit')).body.balance).toBe(500);
    // the signed-in shopper's own id is kept in SASROID (their shared links carry it)
    expect(referrer.jar.get('SASROID')).toBe(rid);
    // a shopper cannot refer themselves
    const self = new Client(server.origin);
    await self.raw('GET', `/?rid=${rid}`);
    await self.prime();
    expect((await self.get(`${T}/userTracking/GeneralInfo/`)).status).toBe(401);
  });
});

describe('support form', () => {
  test('validated, stored, confirmed by mail; an order must be the shopper’s own', async () => {
    const c = await new Client(server.origin).prime();
    const ok = await c.post('/message/submitForm', {
      name: 'Ada Lee',
      email: 'ada@example.com',
      message: 'Where is my parcel, please?',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.ticketID).toMatch(/^S-[0-9A-F]{8}$/);
    expect(supportMessages(server.app.db).at(-1)).toMatchObject({
      name: 'Ada Lee',
      email: 'ada@example.com',
      order_id: null,
    });
    expect(mailTo(server.app.db, 'ada@example.com')[0].subject).toContain(ok.body.ticketID);
    expect(
      (await c.post('/message/submitForm', { name: 'Ada', email: 'nope', message: 'Where is my parcel?' })).status,
    ).toBe(400);
    expect(
      (await c.post('/message/submitForm', { name: 'Ada', email: 'ada@example.com', message: 'short' })).status,
    ).toBe(400);
    const other = await c.post('/message/submitForm', {
      name: 'Ada',
      email: 'ada@example.com',
      orderID: '100001',
      message: 'About this order of mine',
    });
    expect([other.status, other.body.errors[0].field]).toEqual([422, 'orderID']);
    expect(
      (
        await c.post(
          '/message/submitForm',
          { name: 'Ada', email: 'ada@example.com', message: 'Hello there friends' },
          { xsrf: false },
        )
      ).status,
    ).toBe(403);
  });

  test('the confirmation mail is in the language the shopper uses the store in', async () => {
    const send = async (c: Client, email: string) => {
      const res = await c.post('/message/submitForm', {
        name: 'Mei Lin',
        email,
        message: '我的包裹在哪里？请帮忙查一下。',
      });
      expect(res.status).toBe(201);
      return { ticket: res.body.ticketID as string, mail: mailTo(server.app.db, email)[0] };
    };
    const zh = await send(await inChinese(await new Client(server.origin).prime()), 'mei-zh@example.com');
    expect(zh.mail.subject).toBe(`我们已收到您的留言（${zh.ticket}）`);
    expect(zh.mail.text).toBe(
      'Mei Lin，您好：\n\n感谢您的来信，我们将在一个工作日内回复。\n\n您的留言：\n我的包裹在哪里？请帮忙查一下。',
    );
    const en = await send(await new Client(server.origin).prime(), 'mei-en@example.com');
    expect(en.mail.subject).toBe(`We received your message (${en.ticket})`);
    expect(en.mail.text).toBe(
      'Hello Mei Lin,\n\nThank you for writing to us. We will answer within one business day.\n\nYour message:\n我的包裹在哪里？请帮忙查一下。',
    );
  });
});
