/**
 * Coupon use limits over real HTTP: a coupon the wallet shows as used is
 * refused when applied and at reserve; two orders holding the same single-use coupon and paid at
 * once: one is paid, the other fails with its payment refunded on the record; a refund frees the
 * coupon again.
 */
import type { PaymentRequestResponse } from '../../types/api';
import { Client, registerShopper, startServer, type TestServer } from './helpers';
import { CONTACT, SM, add, decide, fillPickup, newKey, plainProduct } from './checkout-helpers';
import { inChinese } from './mail-helpers';
import { mailTo } from '../../server/api/models/outbox';
import { refundPaidOrder, refundsOf } from '../../server/api/models/refunds';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

async function shopper(): Promise<Client> {
  const c = await new Client(server.origin).prime();
  await registerShopper(c, server.app.db, {
    email: `coupon-${newKey()}@example.com`,
    password: 'correct horse',
    firstName: 'Cy',
    lastName: 'Pon',
  });
  return c;
}

async function reserveWith(c: Client, code: string, skip = 0) {
  await add(c, plainProduct(server.app.db, 20, 1500, 5000, skip), 1);
  await fillPickup(c);
  const applied = await c.get(`${SM}/couponVerification/${code}`);
  if (applied.status !== 200) return { applied, reserved: undefined };
  const reserved = await c.post(`${SM}/reserve`, { idempotencyKey: newKey() });
  return { applied, reserved };
}

async function payUrl(c: Client, orderID: string): Promise<string> {
  return ((await c.post(`${SM}/requestOPayH5Payment`, { orderID })).body as PaymentRequestResponse).payUrl;
}

const order = (c: Client, id: string) => c.get(`/admin/orderManagement/order/${id}`);

test('WELCOME10 works once per shopper: the used coupon is refused when applied again (it gave 3 discounts in a row)', async () => {
  const c = await shopper();
  const first = await reserveWith(c, 'WELCOME10');
  expect(first.reserved!.status).toBe(201);
  expect(first.reserved!.body.discount).toBeGreaterThan(0);
  await decide(c, await payUrl(c, first.reserved!.body.orderID), 'approve');
  expect((await order(c, first.reserved!.body.orderID)).body.paymentStatus).toBe('PAID_ONLINE');

  const second = await reserveWith(c, 'WELCOME10', 1);
  expect(second.applied.status).toBe(422);
  expect(second.applied.body.errors[0]).toMatchObject({
    message: 'You have already used coupon WELCOME10',
    field: 'code',
  });
});

test('the seeded demo wallet’s used FIVEOFF is refused at apply', async () => {
  const c = await new Client(server.origin).prime();
  await c.post('/common3/signon', { email: 'demo@example.com', password: 'demo1234' });
  await add(c, plainProduct(server.app.db, 20, 3000, 100_000), 1);
  await fillPickup(c);
  const res = await c.get(`${SM}/couponVerification/FIVEOFF`);
  expect(res.status).toBe(422);
  expect(res.body.errors[0].message).toBe('You have already used coupon FIVEOFF');
});

test('two orders holding WELCOME10 paid at once: one is paid, the other fails and its payment is refunded; a refund frees the coupon', async () => {
  const c = await shopper();
  const a = await reserveWith(c, 'WELCOME10');
  // a second order of a changed cart, with the coupon still applied: both unpaid, both hold it
  await add(c, plainProduct(server.app.db, 20, 1500, 5000, 2), 1);
  const b = await c.post(`${SM}/reserve`, { idempotencyKey: newKey() });
  expect(a.reserved!.status).toBe(201);
  expect(b.status).toBe(201);
  expect(b.body.orderID).not.toBe(a.reserved!.body.orderID);
  const [urlA, urlB] = [await payUrl(c, a.reserved!.body.orderID), await payUrl(c, b.body.orderID)];
  await Promise.all([decide(c, urlA, 'approve'), decide(c, urlB, 'approve')]);
  const states = [(await order(c, a.reserved!.body.orderID)).body, (await order(c, b.body.orderID)).body];
  const paid = states.filter((o) => o.paymentStatus === 'PAID_ONLINE');
  const failed = states.filter((o) => o.paymentStatus === 'FAILED');
  expect(paid).toHaveLength(1);
  expect(failed).toHaveLength(1);
  expect(refundsOf(server.app.db, Number(failed[0].orderID))).toEqual([
    expect.objectContaining({ kind: 'PAYMENT_REFUSED', reason: 'You have already used coupon WELCOME10' }),
  ]);

  // the paid order is refunded: the coupon is the shopper's to use again
  refundPaidOrder(server.app.db, Number(paid[0].orderID), { kind: 'RETURN', reason: { en: 'Returned', zh: '已退货' } });
  const again = await reserveWith(c, 'WELCOME10', 3);
  expect(again.applied.status).toBe(200);
});

test('placed in Chinese, the order that lost the coupon to the other is told so in Chinese with its refund', async () => {
  const c = await inChinese(await shopper());
  const a = await reserveWith(c, 'WELCOME10');
  await add(c, plainProduct(server.app.db, 20, 1500, 5000, 2), 1);
  const b = await c.post(`${SM}/reserve`, { idempotencyKey: newKey() });
  const [urlA, urlB] = [await payUrl(c, a.reserved!.body.orderID), await payUrl(c, b.body.orderID)];
  await Promise.all([decide(c, urlA, 'approve'), decide(c, urlB, 'approve')]);
  const failed = [a.reserved!.body.orderID as string, b.body.orderID as string].find(
    (id) => refundsOf(server.app.db, Number(id)).length > 0,
  )!;
  expect(mailTo(server.app.db, CONTACT.email).find((m) => m.subject.includes(failed))).toMatchObject({
    subject: `订单 ${failed} 的付款已退还`,
    text: '您已使用过优惠码 WELCOME10。该笔付款已全额退还。',
  });
});
