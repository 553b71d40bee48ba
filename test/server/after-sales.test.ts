/**
 * The after-sales extensions over HTTP: order progress (orderTimeline), reviews and
 * returns; each call, who may use it (no one reads or writes another shopper's reviews-to-be or
 * returns) and bad input.
 */
import type {
  OrderReturns,
  OrderReviews,
  OrderTimeline,
  ProductReviews,
  Review,
  ReturnModel,
} from '../../types/after-sales';
import type { PaymentRequestResponse, ReserveResponse } from '../../types/api';
import { API_BASE_PATH, XSRF_COOKIE, XSRF_HEADER } from '../../types/api';
import { Client, registerShopper, startServer, type TestServer } from './helpers';
import { CONTACT, SM, add, decide, fillPickup, newKey, plainProduct, signIn } from './checkout-helpers';
import { inChinese } from './mail-helpers';
import { mailTo } from '../../server/api/models/outbox';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ testKnobs: true });
});
afterAll(() => server?.close());

const TL = '/ext/orderTimeline';
const RV = '/ext/reviews';
const RT = '/ext/returns';
const DAY = 86_400_000;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

let n = 0;
async function shopper(first = 'Ada', last = 'Lee'): Promise<Client> {
  const c = await new Client(server.origin).prime();
  await registerShopper(c, server.app.db, {
    email: `after${++n}@example.com`,
    password: 'long-enough',
    firstName: first,
    lastName: last,
  });
  return c;
}

/** Places and pays (OPay sandbox) an order of `qty` of two products; the client's cart must be empty. */
async function paidOrder(c: Client, qty = 2, credit = 0): Promise<ReserveResponse> {
  await add(c, plainProduct(server.app.db, 20, 300, 2000, 0), qty);
  await add(c, plainProduct(server.app.db, 20, 300, 2000, 1), 1);
  await fillPickup(c);
  if (credit) expect((await c.post(`${SM}/applyStoreCredit`, { amount: credit })).status).toBe(200);
  const res = await c.post(`${SM}/reserve`, { idempotencyKey: newKey() });
  expect(res.status).toBe(201);
  const { payUrl } = (await c.post(`${SM}/requestOPayH5Payment`, { orderID: res.body.orderID }))
    .body as PaymentRequestResponse;
  expect((await decide(c, payUrl, 'approve')).status).toBe(303);
  return (await c.get(`/admin/orderManagement/order/${res.body.orderID}`)).body as ReserveResponse;
}

async function advance(c: Client, id: string, times: number): Promise<OrderTimeline> {
  let t: OrderTimeline | undefined;
  for (let i = 0; i < times; i++) {
    const res = await c.post(`${TL}/sandbox/${id}/advance`);
    expect(res.status).toBe(200);
    t = res.body;
  }
  return t!;
}

async function upload(c: Client, area: string, bytes: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'photo.png');
  const res = await fetch(`${server.origin}${API_BASE_PATH}${area}/photos`, {
    method: 'POST',
    headers: { cookie: c.cookieHeader(), [XSRF_HEADER]: c.jar.get(XSRF_COOKIE) ?? '' },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const moveClock = (ms: number) =>
  server.app.db &&
  fetch(`${server.origin}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs: ms }),
  });

describe('order progress', () => {
  test('placed and paid are recorded; the sandbox moves a pickup order to ready and picked up, then stops', async () => {
    const c = await shopper();
    const order = await paidOrder(c);
    const t0 = (await c.get(`${TL}/order/${order.orderID}`)).body as OrderTimeline;
    expect(t0.events.map((e) => e.kind)).toEqual(['placed', 'paid']);
    expect(t0.sandboxNext).toBe('ready_for_pickup');
    expect(Date.parse(t0.events[1].at)).toBeGreaterThanOrEqual(Date.parse(t0.events[0].at));
    const t2 = await advance(c, order.orderID, 2);
    expect(t2.events.map((e) => e.kind)).toEqual(['placed', 'paid', 'ready_for_pickup', 'picked_up']);
    expect(t2.sandboxNext).toBeNull();
    expect((await c.post(`${TL}/sandbox/${order.orderID}/advance`)).status).toBe(409);
  });

  test('an unpaid order does not move; cancelling is recorded', async () => {
    const c = await shopper();
    await add(c, plainProduct(server.app.db), 4);
    await fillPickup(c);
    const id = (await c.post(`${SM}/reserve`, { idempotencyKey: newKey() })).body.orderID as string;
    expect((await c.get(`${TL}/order/${id}`)).body).toMatchObject({ sandboxNext: null, events: [{ kind: 'placed' }] });
    expect((await c.post(`${TL}/sandbox/${id}/advance`)).status).toBe(409);
    expect((await c.raw('PUT', `${API_BASE_PATH}/admin/orderManagement/cancelOrder/${id}`)).status).toBe(200);
    expect(((await c.get(`${TL}/order/${id}`)).body as OrderTimeline).events.map((e) => e.kind)).toEqual([
      'placed',
      'cancelled',
    ]);
  });

  test('a pay-at-store hold that runs out is cancelled on the timeline too', async () => {
    const c = await shopper();
    await add(c, plainProduct(server.app.db, 20, 1200, 5000), 1);
    await fillPickup(c);
    const answer = await c.post(`${SM}/reserve`, { idempotencyKey: newKey(), payAtStore: true });
    expect(answer.body).toMatchObject({ orderID: expect.any(String) });
    const id = answer.body.orderID as string;
    server.app.db
      .prepare('UPDATE orders SET hold_expires_at = ? WHERE id = ?')
      .run(new Date(Date.now() - 60_000).toISOString(), Number(id));
    // the next API request releases the hold that ran out
    const kinds = ((await c.get(`${TL}/order/${id}`)).body as OrderTimeline).events.map((e) => e.kind);
    expect(kinds).toEqual(['placed', 'cancelled']);
  });

  test("another shopper's order is not found; bad ids are refused", async () => {
    const a = await shopper();
    const order = await paidOrder(a);
    const b = await shopper();
    const anon = await new Client(server.origin).prime();
    for (const other of [b, anon]) {
      expect((await other.get(`${TL}/order/${order.orderID}`)).status).toBe(404);
      expect((await other.post(`${TL}/sandbox/${order.orderID}/advance`)).status).toBe(404);
    }
    expect((await a.get(`${TL}/order/1%20OR%201`)).status).toBe(400);
    expect((await a.post(`${TL}/sandbox/${order.orderID}/advance`, undefined, { xsrf: false })).status).toBe(403);
  });
});

describe('reviews', () => {
  test('eligible once received; once per product per order; shows on the product with summary and histogram', async () => {
    const c = await shopper('Grace', 'hopper');
    const order = await paidOrder(c);
    const productId = order.lineItems[0].productId;
    const body = { productId, rating: 4, title: 'Fresh', text: 'Very fresh.', photos: [] };

    let mine = (await c.get(`${RV}/order/${order.orderID}`)).body as OrderReviews;
    expect(mine.lines).toHaveLength(2);
    expect(mine.lines[0]).toMatchObject({ productId, canReview: false, blockedKey: 'istore_reviews_not_received' });
    expect((await c.post(`${RV}/order/${order.orderID}`, body)).status).toBe(409);

    await advance(c, order.orderID, 2);
    mine = (await c.get(`${RV}/order/${order.orderID}`)).body as OrderReviews;
    expect(mine.lines[0]).toMatchObject({ canReview: true, blockedKey: null, review: null });

    const before = (await c.get(`${RV}/product/${productId}`)).body as ProductReviews;
    const created = await c.post(`${RV}/order/${order.orderID}`, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ rating: 4, title: 'Fresh', author: 'Grace H.', verified: true, lang: 'en' });
    expect((await c.post(`${RV}/order/${order.orderID}`, body)).status).toBe(409);

    const after = (await c.get(`${RV}/product/${productId}`)).body as ProductReviews;
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.summary.histogram[3]).toBe(before.summary.histogram[3] + 1);
    expect(after.reviews[0]).toMatchObject({ id: created.body.id, title: 'Fresh' });
    mine = (await c.get(`${RV}/order/${order.orderID}`)).body as OrderReviews;
    expect(mine.lines[0]).toMatchObject({ canReview: false, canEdit: true, review: { id: created.body.id } });
  });

  test('a review of an order refunded in full is no longer verified, nor editable', async () => {
    const c = await shopper('Rhea', 'Fund');
    const order = await paidOrder(c);
    await advance(c, order.orderID, 2);
    const productId = order.lineItems[0].productId;
    const r = (
      await c.post(`${RV}/order/${order.orderID}`, { productId, rating: 5, title: 'Great', text: 'Great.', photos: [] })
    ).body as Review;
    expect(r.verified).toBe(true);
    const asked = await c.post(`${RT}/order/${order.orderID}`, {
      kind: 'return',
      lines: order.lineItems.map((l, line) => ({ line, quantity: l.quantity })),
      reason: 'changed_mind',
      note: '',
      photos: [],
    });
    expect(asked.status).toBe(201);
    await c.post(`${RT}/sandbox/${(asked.body as ReturnModel).id}`, { decision: 'refund' });
    expect((await c.get(`/admin/orderManagement/order/${order.orderID}`)).body.paymentStatus).toBe('REFUNDED');
    const shown = ((await c.get(`${RV}/product/${productId}`)).body as ProductReviews).reviews.find(
      (x) => x.id === r.id,
    );
    expect(shown?.verified).toBe(false);
    const edit = await c.put(`${RV}/review/${r.id}`, { rating: 1, title: 'x', text: 'y', photos: [] });
    expect(edit.status).toBe(409);
    const mine = (await c.get(`${RV}/order/${order.orderID}`)).body as OrderReviews;
    expect(mine.lines[0]).toMatchObject({ canEdit: false, review: { id: r.id, verified: false, rating: 5 } });
  });

  test('edit within 30 days only; the text is cleaned; Chinese is kept and marked zh', async () => {
    const c = await shopper();
    const order = await paidOrder(c);
    await advance(c, order.orderID, 2);
    const productId = order.lineItems[1].productId;
    const r = (
      await c.post(`${RV}/order/${order.orderID}`, { productId, rating: 5, title: 'Ok', text: 'ok', photos: [] })
    ).body as Review;
    const nul = await c.put(`${RV}/review/${r.id}`, { rating: 3, title: 'x', text: 'a\u0000b', photos: [] });
    expect([nul.status, nul.body.errors[0].field]).toEqual([400, 'text']);
    const edited = await c.put(`${RV}/review/${r.id}`, {
      rating: 3,
      title: 'Line\nbreak \u200Bgpj',
      text: '<script>alert(1)</script>\u200B 很好',
      photos: [],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      rating: 3,
      title: 'Line break gpj',
      text: '<script>alert(1)</script> 很好',
      lang: 'zh',
    });
    try {
      await moveClock(31 * DAY);
      expect((await c.put(`${RV}/review/${r.id}`, { rating: 1, title: 'x', text: 'y', photos: [] })).status).toBe(409);
    } finally {
      await moveClock(0);
    }
  });

  test("nobody reads or writes another shopper's reviews-to-be; guests cannot write", async () => {
    const a = await shopper();
    const order = await paidOrder(a);
    await advance(a, order.orderID, 2);
    const productId = order.lineItems[0].productId;
    const r = (
      await a.post(`${RV}/order/${order.orderID}`, { productId, rating: 5, title: 'A', text: 'a', photos: [] })
    ).body as Review;
    const b = await shopper();
    expect((await b.get(`${RV}/order/${order.orderID}`)).status).toBe(404);
    expect(
      (await b.post(`${RV}/order/${order.orderID}`, { productId, rating: 1, title: 'B', text: 'b', photos: [] }))
        .status,
    ).toBe(404);
    expect((await b.put(`${RV}/review/${r.id}`, { rating: 1, title: 'B', text: 'b', photos: [] })).status).toBe(404);
    const anon = await new Client(server.origin).prime();
    expect((await anon.get(`${RV}/order/${order.orderID}`)).status).toBe(401);
    expect((await anon.post(`${RV}/review/${r.id}/helpful`)).status).toBe(401);
    // a photo uploaded by b cannot be attached by a
    const photo = await upload(b, RV, PNG);
    expect(photo.status).toBe(201);
    expect(
      (await a.put(`${RV}/review/${r.id}`, { rating: 5, title: 'A', text: 'a', photos: [photo.body.url] })).status,
    ).toBe(400);
    const own = await upload(a, RV, PNG);
    const withPhoto = await a.put(`${RV}/review/${r.id}`, { rating: 5, title: 'A', text: 'a', photos: [own.body.url] });
    expect(withPhoto.body.photos).toEqual([own.body.url]);
    // helpful: once per shopper, never one's own
    expect((await b.post(`${RV}/review/${r.id}/helpful`)).body.helpful).toBe(1);
    expect((await b.post(`${RV}/review/${r.id}/helpful`)).body.helpful).toBe(1);
    expect((await a.post(`${RV}/review/${r.id}/helpful`)).status).toBe(409);
  });

  test('a hidden review shows to nobody and counts in no rating; sort by helpful; paging', async () => {
    const productId = 1; // the seed reviews the featured product
    const all = (await new Client(server.origin).get(`${RV}/product/${productId}?numberToLoad=50`))
      .body as ProductReviews;
    expect(all.summary.count).toBeGreaterThanOrEqual(3);
    const helpful = (await new Client(server.origin).get(`${RV}/product/${productId}?sort=helpful&numberToLoad=50`))
      .body as ProductReviews;
    const votes = helpful.reviews.map((r) => r.helpful);
    expect(votes).toEqual([...votes].sort((x, y) => y - x));
    expect(all.reviews.some((r) => r.reply)).toBe(true);
    const page2 = (await new Client(server.origin).get(`${RV}/product/${productId}?startingPosition=1&numberToLoad=1`))
      .body as ProductReviews;
    expect(page2.reviews.map((r) => r.id)).toEqual([all.reviews[1].id]);

    const hide = all.reviews[0];
    server.app.db.prepare('UPDATE reviews SET hidden = 1 WHERE id = ?').run(hide.id);
    try {
      const now = (await new Client(server.origin).get(`${RV}/product/${productId}?numberToLoad=50`))
        .body as ProductReviews;
      expect(now.reviews.map((r) => r.id)).not.toContain(hide.id);
      expect(now.summary.count).toBe(all.summary.count - 1);
      expect(now.summary.histogram[hide.rating - 1]).toBe(all.summary.histogram[hide.rating - 1] - 1);
    } finally {
      server.app.db.prepare('UPDATE reviews SET hidden = 0 WHERE id = ?').run(hide.id);
    }
  });

  test('bad input is refused with the field named', async () => {
    const c = await shopper();
    const order = await paidOrder(c);
    await advance(c, order.orderID, 2);
    const productId = order.lineItems[0].productId;
    const ok = { productId, rating: 5, title: 'T', text: 'x', photos: [] };
    for (const [patch, field] of [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 4.5 }, 'rating'],
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(81) }, 'title'],
      [{ text: ' ' }, 'text'],
      [{ text: 'x'.repeat(2001) }, 'text'],
      [{ photos: ['a', 'b', 'c', 'd'] }, 'photos'],
      [{ photos: ['https://evil.example/x.png'] }, 'photos'],
      [{ productId: 999999 }, 'productId'],
      [{ extra: 1 }, 'extra'],
    ] as [Record<string, unknown>, string][]) {
      const res = await c.post(`${RV}/order/${order.orderID}`, { ...ok, ...patch });
      expect([res.status, JSON.stringify(res.body)]).toEqual([400, expect.stringContaining(field)]);
    }
    expect((await c.get(`${RV}/product/abc`)).status).toBe(400);
    expect((await c.get(`${RV}/product/1?sort=rating`)).status).toBe(400);
    expect((await upload(c, RV, Buffer.from('not an image'), 'image/png')).status).toBe(415);
  });
});

describe('returns and refunds', () => {
  test('a return of some lines: amount, states, refund back to the channel, mailed, timeline, stock back', async () => {
    const c = await shopper();
    const order = await paidOrder(c, 3);
    const stock = () =>
      (
        server.app.db
          .prepare('SELECT quantity FROM product_inventory WHERE product_id = ? AND option_pair = ?')
          .get(order.lineItems[0].productId, '') as { quantity: number }
      ).quantity;
    const info = (await c.get(`${RT}/order/${order.orderID}`)).body as OrderReturns;
    expect(info).toMatchObject({ windowDays: 30, blockedKey: null, refundable: order.total + order.storeCredit });
    expect(info.lines[0]).toMatchObject({ ordered: 3, returnable: 3 });
    const unit = info.lines[0].unitRefund;
    expect(unit).toBeGreaterThan(0);

    const asked = await c.post(`${RT}/order/${order.orderID}`, {
      kind: 'return',
      lines: [{ line: 0, quantity: 2 }],
      reason: 'damaged',
      note: 'Box \u200Bcrushed',
      photos: [(await upload(c, RT, PNG)).body.url],
    });
    expect(asked.status).toBe(201);
    const ret = asked.body as ReturnModel;
    expect(ret).toMatchObject({
      state: 'requested',
      amount: 2 * unit,
      note: 'Box crushed',
      lines: [{ line: 0, quantity: 2 }],
    });
    // the same lines again: only 1 left
    const again = await c.post(`${RT}/order/${order.orderID}`, {
      kind: 'return',
      lines: [{ line: 0, quantity: 2 }],
      reason: 'damaged',
      note: '',
      photos: [],
    });
    expect([again.status, again.body.errors[0].message]).toEqual([409, 'Only 1 of this item can still be returned']);

    const stockBefore = stock();
    expect((await c.post(`${RT}/sandbox/${ret.id}`, { decision: 'approve' })).body.state).toBe('approved');
    const refunded = (await c.post(`${RT}/sandbox/${ret.id}`, { decision: 'refund' })).body as ReturnModel;
    expect(refunded).toMatchObject({
      state: 'refunded',
      refundedTo: { storeCredit: 0, channel: 2 * unit, channelName: 'opay_h5' },
    });
    expect(stock()).toBe(stockBefore + 2);
    expect((await c.post(`${RT}/sandbox/${ret.id}`, { decision: 'refund' })).status).toBe(409);
    const mail = server.app.db
      .prepare('SELECT subject, body FROM outbox WHERE subject = ? ORDER BY id DESC LIMIT 1')
      .get(`Refund for order ${order.orderID}`) as { body: string };
    expect(mail.body).toContain('to the card or wallet you paid with');
    const t = (await c.get(`${TL}/order/${order.orderID}`)).body as OrderTimeline;
    expect(t.events.map((e) => e.kind)).toContain('refunded');

    // the last units: all that is left of the payment, and the order is refunded on the record
    const last = (
      await c.post(`${RT}/order/${order.orderID}`, {
        kind: 'return',
        lines: [
          { line: 0, quantity: 1 },
          { line: 1, quantity: 1 },
        ],
        reason: 'changed_mind',
        note: '',
        photos: [],
      })
    ).body as ReturnModel;
    expect(last.amount).toBe(order.total + order.storeCredit - 2 * unit);
    await c.post(`${RT}/sandbox/${last.id}`, { decision: 'refund' });
    expect(
      server.app.db.prepare('SELECT kind, amount FROM refunds WHERE order_id = ?').get(Number(order.orderID)),
    ).toEqual({
      kind: 'RETURN',
      amount: order.total + order.storeCredit,
    });
    expect((await c.get(`/admin/orderManagement/order/${order.orderID}`)).body.paymentStatus).toBe('REFUNDED');
    expect(((await c.get(`${RT}/order/${order.orderID}`)).body as OrderReturns).refundable).toBe(0);
  });

  test('store credit comes back to credit; a refused request frees its lines', async () => {
    const c = await new Client(server.origin).prime();
    await signIn(c);
    const balance = async () => (await c.get('/admin/storeCreditManagement/storeCredit')).body.balance as number;
    const order = await paidOrder(c, 1, 500);
    expect(order.storeCredit).toBe(500);
    const afterPay = await balance();
    const info = (await c.get(`${RT}/order/${order.orderID}`)).body as OrderReturns;
    const refused = (
      await c.post(`${RT}/order/${order.orderID}`, {
        kind: 'refund',
        lines: [{ line: 1, quantity: 1 }],
        reason: 'missing',
        note: '',
        photos: [],
      })
    ).body as ReturnModel;
    expect((await c.post(`${RT}/sandbox/${refused.id}`, { decision: 'refuse' })).body.state).toBe('refused');
    const all = (
      await c.post(`${RT}/order/${order.orderID}`, {
        kind: 'return',
        lines: info.lines.map((l) => ({ line: l.line, quantity: l.ordered })),
        reason: 'changed_mind',
        note: '',
        photos: [],
      })
    ).body as ReturnModel;
    expect(all.state).toBe('requested');
    const done = (await c.post(`${RT}/sandbox/${all.id}`, { decision: 'refund' })).body as ReturnModel;
    // everything back: the whole payment, the way it was paid, through the one refund
    const paid = order.total + order.storeCredit;
    expect(done).toMatchObject({ amount: paid, refundedTo: { storeCredit: 500, channel: order.total } });
    expect(await balance()).toBe(afterPay + 500);
    const refund = server.app.db
      .prepare('SELECT kind, amount FROM refunds WHERE order_id = ?')
      .get(Number(order.orderID));
    expect(refund).toEqual({ kind: 'RETURN', amount: paid });
    expect((await c.get(`/admin/orderManagement/order/${order.orderID}`)).body.paymentStatus).toBe('REFUNDED');
    const t = (await c.get(`${TL}/order/${order.orderID}`)).body as OrderTimeline;
    expect(t.events.map((e) => e.kind)).toEqual(['placed', 'paid', 'refunded']);
    const after = (await c.get(`${RT}/order/${order.orderID}`)).body as OrderReturns;
    expect(after.blockedKey).toBe('istore_returns_all_returned');
  });

  test('the store’s answers are mailed in the language the order was placed in', async () => {
    /** The three mails: a refund refused and a return refunded on order `a`, everything returned at once on `b`. */
    const expected = (locale: 'zh' | 'en', a: string, part: string, b: string, all: number) =>
      locale === 'zh'
        ? [
            [`您对订单 ${a} 的售后申请`, `本店已拒绝您对订单 ${a} 的退款申请。`],
            [`订单 ${a} 的退款`, `我们已为订单 ${a} 退款 ${part}：${part} 退回您付款时使用的银行卡或钱包。`],
            [`订单 ${b} 已退款`, `您的退货申请 ${all} 已通过。您为订单 ${b} 支付的款项已全额退还。`],
          ]
        : [
            [`Your return request for order ${a}`, `The store has refused your refund request for order ${a}.`],
            [
              `Refund for order ${a}`,
              `We have refunded ${part} for order ${a}: ${part} to the card or wallet you paid with.`,
            ],
            [
              `Order ${b} refunded`,
              `Your return request ${all} was accepted. Your payment for order ${b} has been refunded in full.`,
            ],
          ];
    for (const locale of ['zh', 'en'] as const) {
      const c = await shopper();
      if (locale === 'zh') await inChinese(c);
      const ask = async (orderID: string, kind: 'return' | 'refund', lines: { line: number; quantity: number }[]) =>
        (await c.post(`${RT}/order/${orderID}`, { kind, lines, reason: 'damaged', note: '', photos: [] }))
          .body as ReturnModel;
      const before = mailTo(server.app.db, CONTACT.email, 1000).length;
      const a = await paidOrder(c, 1);
      const refused = await ask(a.orderID, 'refund', [{ line: 1, quantity: 1 }]);
      await c.post(`${RT}/sandbox/${refused.id}`, { decision: 'refuse' });
      const part = await ask(a.orderID, 'return', [{ line: 0, quantity: 1 }]);
      await c.post(`${RT}/sandbox/${part.id}`, { decision: 'refund' });
      const b = await paidOrder(c, 1);
      const all = await ask(b.orderID, 'return', [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ]);
      await c.post(`${RT}/sandbox/${all.id}`, { decision: 'refund' });
      const inbox = mailTo(server.app.db, CONTACT.email, 1000);
      const mails = inbox
        .slice(0, inbox.length - before)
        .reverse()
        .filter((m) => !/收据|receipt/.test(m.subject))
        .map((m) => [m.subject, m.text]);
      const money = `CAD ${(part.amount / 100).toFixed(2)}`;
      expect(mails).toEqual(expected(locale, a.orderID, money, b.orderID, all.id));
    }
  });

  test('refused after the return window, and on unpaid orders', async () => {
    const c = await shopper();
    const order = await paidOrder(c);
    await advance(c, order.orderID, 2);
    const ask = { kind: 'return', lines: [{ line: 0, quantity: 1 }], reason: 'other', note: '', photos: [] };
    try {
      await moveClock(31 * DAY);
      expect(((await c.get(`${RT}/order/${order.orderID}`)).body as OrderReturns).blockedKey).toBe(
        'istore_returns_window_closed',
      );
      const late = await c.post(`${RT}/order/${order.orderID}`, ask);
      expect([late.status, late.body.errors[0].message]).toEqual([
        409,
        'The return window of this order has closed (30 days)',
      ]);
      // the window is a setting: a longer one lets the same request through
      server.app.db
        .prepare("UPDATE ext_settings SET value = ? WHERE key = 'returns'")
        .run(JSON.stringify({ windowDays: 60 }));
      expect((await c.post(`${RT}/order/${order.orderID}`, ask)).status).toBe(201);
      const page = (await c.get('/common3/pageContent?pageName=shipping')).body;
      expect(JSON.stringify(page)).toContain('within 60 days of receiving your order');
    } finally {
      server.app.db
        .prepare("UPDATE ext_settings SET value = ? WHERE key = 'returns'")
        .run(JSON.stringify({ windowDays: 30 }));
      await moveClock(0);
    }
    await add(c, plainProduct(server.app.db), 4);
    await fillPickup(c);
    const unpaid = (await c.post(`${SM}/reserve`, { idempotencyKey: newKey() })).body.orderID as string;
    expect(((await c.get(`${RT}/order/${unpaid}`)).body as OrderReturns).blockedKey).toBe('istore_returns_not_paid');
    expect((await c.post(`${RT}/order/${unpaid}`, ask)).status).toBe(409);
  });

  test("nobody reads or writes another shopper's returns; bad input", async () => {
    const a = await shopper();
    const order = await paidOrder(a);
    const ask = { kind: 'return', lines: [{ line: 0, quantity: 1 }], reason: 'other', note: '', photos: [] };
    const ret = (await a.post(`${RT}/order/${order.orderID}`, ask)).body as ReturnModel;
    const b = await shopper();
    const anon = await new Client(server.origin).prime();
    for (const other of [b, anon]) {
      expect((await other.get(`${RT}/order/${order.orderID}`)).status).toBe(404);
      expect((await other.post(`${RT}/order/${order.orderID}`, ask)).status).toBe(404);
      expect((await other.post(`${RT}/sandbox/${ret.id}`, { decision: 'refund' })).status).toBe(404);
    }
    const bPhoto = (await upload(b, RT, PNG)).body.url;
    for (const [patch, status, field] of [
      [{ kind: 'swap' }, 400, 'kind'],
      [{ reason: 'bored' }, 400, 'reason'],
      [{ note: 'x'.repeat(501) }, 400, 'note'],
      [{ lines: [] }, 400, 'lines'],
      [{ lines: [{ line: 0, quantity: -1 }] }, 400, 'lines'],
      [{ lines: [{ line: 9, quantity: 1 }] }, 400, 'lines'],
      [{ lines: [{ line: 0, quantity: 0 }] }, 400, 'lines'],
      [{ lines: [{ line: 1, quantity: 5 }] }, 409, 'lines'],
      [{ photos: [bPhoto] }, 400, 'photos'],
    ] as [Record<string, unknown>, number, string][]) {
      const res = await a.post(`${RT}/order/${order.orderID}`, { ...ask, ...patch });
      expect([res.status, JSON.stringify(res.body)]).toEqual([status, expect.stringContaining(field)]);
    }
    expect((await a.post(`${RT}/sandbox/${ret.id}`, { decision: 'maybe' })).status).toBe(400);
  });
});
