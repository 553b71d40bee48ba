/**
 * Refunds reverse what the payment granted (High 2), over real HTTP: a referred shopper's
 * group-buy order that fails at its deadline takes its referrer's reward back; a shopper cannot
 * refer themselves nor an account created in their own browser; a second channel's approval of a
 * paid order is refunded on the record instead of dropped.
 */
import type { PaymentRequestResponse, ReferralGeneralInfo, StoreCreditHistory } from '../../types/api';
import { Client, registerShopper, startServer, type Res, type TestServer } from './helpers';
import { CONTACT, SM, decide, newKey, placeOrder, signIn } from './checkout-helpers';
import { inChinese } from './mail-helpers';
import { mailTo } from '../../server/api/models/outbox';
import { placeAndPay } from './campaign-helpers';
import { refundsOf } from '../../server/api/models/refunds';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ testKnobs: true });
});
afterAll(() => server?.close());

const HOUR = 3_600_000;
const RT = '/admin/trackingManagement/referrer';
const info = async (c: Client): Promise<ReferralGeneralInfo> => (await c.get(`${RT}/userTracking/GeneralInfo`)).body;
const credit = async (c: Client): Promise<StoreCreditHistory> =>
  (await c.get('/admin/storeCreditManagement/storeCreditHistory')).body;

async function newShopper(c: Client, name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${newKey()}@example.com`;
  const res = await registerShopper(c, server.app.db, {
    email,
    password: 'correct horse',
    firstName: name,
    lastName: 'T',
  });
  return res.body.userID;
}

/** A paid order in the tea campaign (group of three), in a new group. */
async function paidGroupOrder(c: Client): Promise<string> {
  const list = (await c.get('/common3/campaign/fissionList')).body as { id: number; nameContent: { en: string } }[];
  const tea = list.find((x) => x.nameContent.en === 'Tea circle of three')!;
  return placeAndPay(c, tea.id, null, { firstName: 'Bo', lastName: 'Chen', email: 'bo@example.com' });
}

test('a referred shopper’s group-buy order refunded at the deadline takes the referrer’s reward back', async () => {
  const referrer = await new Client(server.origin).prime();
  await signIn(referrer);
  const groups = (await referrer.get('/admin/userManagement/affiliatedReferralGoups')).body as {
    id: number;
    rewardPerOrder: number;
  }[];
  const group = groups.find((g) => g.rewardPerOrder > 0)!;
  expect((await referrer.get(`/admin/userManagement/joinAffiliatedReferralGoup/${group.id}`)).status).toBe(200);
  const before = await info(referrer);
  const balanceBefore = (await credit(referrer)).balance;

  // the friend follows the shared link (?rid=) in their own browser and registers
  const friend = new Client(server.origin);
  await friend.get(`/common3/appInfoInit?rid=${before.myID}`);
  await newShopper(friend, 'Friend');
  const orderID = await paidGroupOrder(friend);
  const earned = await info(referrer);
  expect(earned.ordersIntroduced).toBe(before.ordersIntroduced + 1);
  expect((await credit(referrer)).balance).toBe(balanceBefore + group.rewardPerOrder);

  const clock = await fetch(`${server.origin}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 49 * HOUR }),
  });
  expect(clock.status).toBe(200);
  await friend.get('/common3/campaign/fissionList'); // reads settle the deadline

  const after = await info(referrer);
  expect(after.ordersIntroduced).toBe(before.ordersIntroduced);
  expect(after.rewardEarned).toBe(before.rewardEarned);
  const history = await credit(referrer);
  expect(history.balance).toBe(balanceBefore);
  expect(history.entries[0]).toMatchObject({
    amount: -group.rewardPerOrder,
    reason: `Referral reward reversed, order ${orderID} refunded`,
    orderID,
  });
  const [refund] = refundsOf(server.app.db, Number(orderID));
  expect(refund).toMatchObject({ kind: 'GROUP_FAILED', reversed: { referralReward: group.rewardPerOrder, items: 1 } });
});

test('a shopper cannot refer an account created in their own browser (signed in, or after signing out)', async () => {
  const browser = await new Client(server.origin).prime();
  await signIn(browser);
  const own = (await info(browser)).myID;
  // the app start-up set SASROID to the shopper's own id; they even open their own shared link
  await browser.get(`/common3/appInfoInit?rid=${own}`);
  expect(browser.jar.get('SASROID')).toBe(own);
  const second = await newShopper(browser, 'Second');
  await browser.get('/common3/logout');
  const third = await newShopper(browser, 'Third');
  const referredBy = server.app.db.prepare<[string], { referred_by: string | null }>(
    'SELECT referred_by FROM users WHERE id = ?',
  );
  expect(referredBy.get(second)!.referred_by).toBeNull();
  expect(referredBy.get(third)!.referred_by).toBeNull();
});

test('an approval through a second channel of an order already paid is refunded on the record, not dropped', async () => {
  const { client, order } = await placeOrder(server);
  const first = (await client.post(`${SM}/requestOPayH5Payment`, { orderID: order.orderID }))
    .body as PaymentRequestResponse;
  const second = (await client.post(`${SM}/requestIOTPayH5Payment`, { orderID: order.orderID }))
    .body as PaymentRequestResponse;
  // the shopper had both pay pages open and approved both
  const firstPage = await client.raw('GET', first.payUrl);
  const secondPage = await client.raw('GET', second.payUrl);
  const submit = async (page: Res, url: string) => {
    const attempt = /name="attempt" value="([^"]+)"/.exec(page.text)![1];
    return fetch(client.origin + new URL(url, client.origin).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: client.cookieHeader() },
      body: new URLSearchParams({ attempt, decision: 'approve' }).toString(),
      redirect: 'manual',
    });
  };
  expect((await submit(firstPage, first.payUrl)).status).toBe(303);
  expect((await submit(secondPage, second.payUrl)).status).toBe(303);
  expect((await submit(secondPage, second.payUrl)).status).toBe(303); // a double click: still one refund
  const refunds = refundsOf(server.app.db, Number(order.orderID));
  expect(refunds).toEqual([expect.objectContaining({ kind: 'DUPLICATE_PAYMENT', amount: order.total, reversed: {} })]);
  const mail = server.app.db
    .prepare('SELECT subject FROM outbox WHERE subject = ?')
    .all(`Payment for order ${order.orderID} refunded`);
  expect(mail).toHaveLength(1);
  const paid = (await client.get(`/admin/orderManagement/order/${order.orderID}`)).body;
  expect(paid).toMatchObject({ status: 'NEW', paymentStatus: 'PAID_ONLINE' });
});

test('a WeChat mini-program payment reported for an order already paid through another channel is refunded on the record', async () => {
  const { client, order } = await placeOrder(server);
  const openId = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';
  // the shopper opened WeChat Pay in the mini-program, then paid on the web page meanwhile
  expect(
    (await client.post(`${SM}/requestWeChatMiniProgramPayment`, { orderID: order.orderID, weChatOpenId: openId }))
      .status,
  ).toBe(200);
  const web = (await client.post(`${SM}/requestOPayH5Payment`, { orderID: order.orderID }))
    .body as PaymentRequestResponse;
  await decide(client, web.payUrl, 'approve');
  expect((await client.get(`/admin/orderManagement/order/${order.orderID}`)).body).toMatchObject({
    paymentStatus: 'PAID_ONLINE',
  });
  for (let i = 0; i < 2; i++) {
    // WeChat took the money too (reported twice: still one refund)
    const late = await client.post(`${SM}/processWeChatMiniProgramPayment/success`, {
      orderID: order.orderID,
      weChatOpenId: openId,
    });
    expect(late.body).toEqual({ orderID: order.orderID, status: 'NEW', paymentStatus: 'PAID_ONLINE' });
  }
  expect(refundsOf(server.app.db, Number(order.orderID))).toEqual([
    expect.objectContaining({ kind: 'DUPLICATE_PAYMENT', amount: order.total, reversed: {} }),
  ]);
  // an error report for the same order refunds nothing
  await client.post(`${SM}/processWeChatMiniProgramPayment/error`, { orderID: order.orderID, weChatOpenId: openId });
  expect(refundsOf(server.app.db, Number(order.orderID))).toHaveLength(1);
});

test('the refund of a second payment is mailed in the language the order was placed in', async () => {
  for (const locale of ['zh', 'en'] as const) {
    const c = await new Client(server.origin).prime();
    if (locale === 'zh') await inChinese(c);
    const { client, order } = await placeOrder(server, c);
    const pages = [];
    for (const pay of ['requestOPayH5Payment', 'requestIOTPayH5Payment']) {
      const { payUrl } = (await client.post(`${SM}/${pay}`, { orderID: order.orderID })).body as PaymentRequestResponse;
      pages.push({ payUrl, page: await client.raw('GET', payUrl) });
    }
    for (const { payUrl, page } of pages) {
      const attempt = /name="attempt" value="([^"]+)"/.exec(page.text)![1];
      await fetch(client.origin + new URL(payUrl, client.origin).pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: client.cookieHeader() },
        body: new URLSearchParams({ attempt, decision: 'approve' }).toString(),
        redirect: 'manual',
      });
    }
    const [mail] = mailTo(server.app.db, CONTACT.email).filter((m) => m.subject.includes(order.orderID));
    expect(mail).toEqual(
      expect.objectContaining(
        locale === 'zh'
          ? {
              subject: `订单 ${order.orderID} 的付款已退还`,
              text: `订单 ${order.orderID} 已通过其他支付方式付款。该笔付款已全额退还。`,
            }
          : {
              subject: `Payment for order ${order.orderID} refunded`,
              text: `Order ${order.orderID} was already paid through another payment method. That payment has been refunded in full.`,
            },
      ),
    );
    // the record keeps the English reason, whatever the mail said
    expect(refundsOf(server.app.db, Number(order.orderID))[0].reason).toBe(
      `Order ${order.orderID} was already paid through another payment method`,
    );
  }
});
