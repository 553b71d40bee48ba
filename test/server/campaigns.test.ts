/**
 * Group-buy campaigns over real HTTP: list and states, items, the campaign cart apart from the
 * normal cart, group formation through the normal checkout and sandbox payment, completion at the
 * group size, failure and refund at the deadline (the clock knob), joining a full group, and one
 * order per group however often Place Order is tapped.
 */
import type {
  CampaignCart,
  CampaignOrder,
  FissionCampaign,
  FissionCampaignDetail,
  PaymentRequestResponse,
} from '../../types/api';
import { API_BASE_PATH } from '../../types/api';
import { Client, registerShopper, startServer, type TestServer } from './helpers';
import { CONTACT, SM, decide, newKey, put, signIn } from './checkout-helpers';
import { expectAbsoluteLinks, inChinese } from './mail-helpers';
import { mailTo } from '../../server/api/models/outbox';
import { campaignItems as items, placeAndPay, placeGroupOrder } from './campaign-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ testKnobs: true });
});
afterAll(() => server?.close());

const HOUR = 3_600_000;

async function shopper(name?: string): Promise<Client> {
  const c = await new Client(server.origin).prime();
  if (!name) {
    await signIn(c);
    return c;
  }
  await registerShopper(c, server.app.db, {
    email: `${name.toLowerCase()}-${newKey()}@example.com`,
    password: 'correct horse',
    firstName: name,
    lastName: 'Tester',
  });
  return c;
}

async function campaigns(c: Client): Promise<FissionCampaign[]> {
  return (await c.get('/common3/campaign/fissionList')).body;
}

const byKey = async (c: Client, en: string) => (await campaigns(c)).find((x) => x.nameContent.en === en)!;

const ordersOf = async (c: Client, id: number): Promise<CampaignOrder[]> =>
  (await c.get(`/common3/orders/list?fissionCampaignId=${id}`)).body;
const detail = async (c: Client, id: number): Promise<FissionCampaignDetail> =>
  (await c.get(`/common3/campaign/fission/${id}`)).body;

test('the list shows the seeded states with group price under the normal price, in en and zh', async () => {
  const c = await new Client(server.origin).prime();
  const list = await campaigns(c);
  expect(list.map((x) => [x.nameContent.en, x.state])).toEqual([
    ['Pair up and save', 'OPEN'],
    ['Tea circle of three', 'OPEN'],
    ['Autumn feast (ended)', 'ENDED'],
    ['Flash five (sold out)', 'SOLD_OUT'],
  ]);
  for (const x of list) {
    expect(x.groupPrice).toBeLessThan(x.normalPrice);
    expect(x.imageURL).toMatch(/^\/media\/products\//);
  }
  const tea = list[1];
  expect(tea).toMatchObject({ groupSize: 3, fewestNeeded: 1, openGroupCount: 1 });
  await c.raw('GET', `${API_BASE_PATH}/common3/changeLocale/zh`);
  expect((await campaigns(c))[0].name).toBe('两人拼团特惠');
  expect((await detail(c, tea.id)).rules[0]).toBe('每团需 3 人（含团长）。');
  expect((await c.get('/common3/campaign/fission/999')).status).toBe(404);
});

test('items carry the group price, options and campaign stock; one item by id', async () => {
  const c = await new Client(server.origin).prime();
  const pair = await byKey(c, 'Pair up and save');
  const list = await items(c, pair.id);
  expect(list).toHaveLength(2);
  const withOptions = list.find((i) => i.options.length > 0)!;
  expect(Object.keys(withOptions.stockByOption).length).toBeGreaterThan(1);
  expect(Math.max(...Object.values(withOptions.stockByOption))).toBeLessThanOrEqual(withOptions.stock);
  const one = (await c.get(`/productManagement2/campaignProductItem/${list[0].id}`)).body;
  expect(one).toMatchObject({ id: list[0].id, groupPrice: list[0].groupPrice, fissionCampaignId: pair.id });
  expect((await c.get('/productManagement2/campaignProductItem/list/all')).status).toBe(400);
});

test('the product list filtered by campaign (fissionCampaignId) holds exactly its products', async () => {
  const c = await new Client(server.origin).prime();
  const pair = await byKey(c, 'Pair up and save');
  const ids = (await items(c, pair.id)).map((i) => i.productId).sort();
  const res = await c.get(
    `/productManagement2/products?fissionCampaignId=${pair.id}&infiniteLoad=true&numberToLoad=12&startingPosition=0`,
  );
  expect(res.body.map((p: { id: number }) => p.id).sort()).toEqual(ids);
  expect((await c.get(`/productManagement2/products/listCount?fissionCampaignId=${pair.id}`)).body.count).toBe(
    ids.length,
  );
  expect((await c.get('/productManagement2/products?fissionCampaignId=abc')).status).toBe(400);
});

test('the campaign cart needs sign-in, is priced by the server at the group price and leaves the normal cart alone', async () => {
  const guest = await new Client(server.origin).prime();
  const pair = await byKey(guest, 'Pair up and save');
  const [item] = await items(guest, pair.id);
  expect((await guest.post(`${SM}/myCart/fc/${pair.id}`, { campaignProductItemId: item.id, quantity: 1 })).status).toBe(
    401,
  );
  const c = await shopper('Cara');
  const res = await c.post(`${SM}/myCart/fc/${pair.id}`, { campaignProductItemId: item.id, quantity: 2 });
  expect(res.status).toBe(200);
  const cart = res.body as CampaignCart;
  expect(Object.values(cart.lineItems)[0]).toMatchObject({
    unitPrice: item.groupPrice,
    quantity: 2,
    lineTotal: 2 * item.groupPrice,
  });
  expect(cart.group).toBeNull();
  expect((await c.get(`${SM}/myCart`)).body.itemCount).toBe(0);
  const lineId = Object.keys(cart.lineItems)[0];
  expect((await put(c, `${SM}/myCart/fc/${pair.id}`, { lineId, quantity: 1 })).body.itemCount).toBe(1);
  expect((await c.get(`${SM}/myCart/fc/${pair.id}`)).body.subtotal).toBe(item.groupPrice);
  expect(
    (await c.post(`${SM}/myCart/fc/${pair.id}`, { campaignProductItemId: item.id, quantity: item.stock + 1 })).status,
  ).toBe(409);
});

test('ended and sold-out campaigns take no cart', async () => {
  const c = await shopper('Dan');
  for (const name of ['Autumn feast (ended)', 'Flash five (sold out)']) {
    const x = await byKey(c, name);
    const [item] = await items(c, x.id);
    const res = await c.post(`${SM}/myCart/fc/${x.id}`, { campaignProductItemId: item.id, quantity: 1 });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].message).toMatch(name.includes('ended') ? /has ended/ : /sold out/);
  }
});

test('A opens a group by paying, B joins and pays: the group is complete for both; a third cannot join', async () => {
  const a = await shopper('Alice');
  const b = await shopper('Bob');
  const pair = await byKey(a, 'Pair up and save');
  const stockBefore = (await items(a, pair.id)).find((i) => i.options.length === 0)!.stock;

  await placeAndPay(a, pair.id, null);
  const [mine] = await ordersOf(a, pair.id);
  expect(mine).toMatchObject({ status: 'NEW', paymentStatus: 'PAID_ONLINE', groupState: 'OPEN' });
  const groupId = mine.group!.id;
  expect(mine.group).toMatchObject({ needed: 1, mine: true, members: [{ initials: 'AT' }] });
  expect((await detail(b, pair.id)).groups.some((g) => g.id === groupId && g.needed === 1)).toBe(true);

  await placeAndPay(b, pair.id, groupId);
  for (const c of [a, b]) {
    const [o] = await ordersOf(c, pair.id);
    expect(o.groupState).toBe('COMPLETE');
    expect(o.group!.members.map((m) => m.initials)).toEqual(['AT', 'BT']);
  }
  expect((await items(a, pair.id)).find((i) => i.options.length === 0)!.stock).toBe(stockBefore - 2);

  const late = await shopper('Carl');
  const [item] = await items(late, pair.id);
  const full = await late.post(`${SM}/myCart/fc/${pair.id}`, { campaignProductItemId: item.id, quantity: 1, groupId });
  expect(full.status).toBe(409);
  expect(full.body.errors[0]).toMatchObject({ code: 'GROUP_FULL', message: 'This group is already full' });
});

/** Mail the outbox holds for one order (subject names it), oldest first. */
const mailsAbout = (orderID: string) =>
  server.app.db
    .prepare("SELECT subject, body, link FROM outbox WHERE subject LIKE '%order ' || ? || '%' ORDER BY id")
    .all(orderID) as { subject: string; body: string; link: string | null }[];

test('group mail: the starter hears nothing while the group is open, and is mailed when it is complete', async () => {
  const a = await shopper('Ivy');
  const b = await shopper('Jon');
  const pair = await byKey(a, 'Pair up and save');
  const started = await placeAndPay(a, pair.id, null);
  const groupId = (await ordersOf(a, pair.id))[0].group!.id;
  expect(mailsAbout(started).filter((m) => /group/i.test(m.subject))).toEqual([]);
  const joined = await placeAndPay(b, pair.id, groupId);
  for (const id of [started, joined]) {
    const [done] = mailsAbout(id).filter((m) => /group/i.test(m.subject));
    expect(done).toMatchObject({ subject: `Your group is complete: order ${id} goes ahead` });
    expect(done.body).toContain('"Pair up and save" now has all 2 members');
    expect(done.link).toMatch(new RegExp(`/user/orders\\?orderID=${id}$`));
  }
});

test('group mail in the language each member ordered in: Chinese for one, English for the other', async () => {
  const a = await inChinese(await shopper('Lan'));
  const b = await shopper('Max');
  const pair = await byKey(b, 'Pair up and save');
  const started = await placeAndPay(a, pair.id, null, { ...CONTACT, email: 'lan@example.com' });
  const groupId = (await ordersOf(a, pair.id))[0].group!.id;
  const joined = await placeAndPay(b, pair.id, groupId, { ...CONTACT, email: 'max@example.com' });
  const zh = mailTo(server.app.db, 'lan@example.com').find((m) => m.subject.includes('拼团'))!;
  expect(zh.subject).toBe(`您的拼团已成团：订单 ${started} 将继续处理`);
  expect(zh.text).toBe(`您参加的“两人拼团特惠”拼团已满 2 人。订单 ${started} 已按拼团价确认；订单备好后我们会通知您。`);
  expect(zh.link).toBe(`${server.origin}/user/orders?orderID=${started}`);
  const en = mailTo(server.app.db, 'max@example.com').find((m) => m.subject.includes('group'))!;
  expect(en.subject).toBe(`Your group is complete: order ${joined} goes ahead`);
  expect(en.text).toBe(
    `Your group for "Pair up and save" now has all 2 members. Order ${joined} is confirmed at the group price; we will let you know when it is ready.`,
  );
});

test('Place Order tapped twice, or in two tabs, makes one order; joining the same group twice is refused', async () => {
  const a = await shopper('Eve');
  const pair = await byKey(a, 'Pair up and save');
  const key = newKey();
  const first = await placeGroupOrder(a, pair.id, null, key);
  const again = await a.post(`${SM}/reserve?fissionCampaignId=${pair.id}`, { idempotencyKey: key });
  const otherTab = await a.post(`${SM}/reserve?fissionCampaignId=${pair.id}`, { idempotencyKey: newKey() });
  expect(first.status).toBe(201);
  expect([again.body.orderID, otherTab.body.orderID]).toEqual([first.body.orderID, first.body.orderID]);
  expect(await ordersOf(a, pair.id)).toHaveLength(1);
  const { payUrl } = (await a.post(`${SM}/requestOPayH5Payment`, { orderID: first.body.orderID })).body;
  await decide(a, payUrl, 'approve');
  expect((await a.raw('GET', payUrl)).status).toBe(303); // decided: the pay page only leads back
  const [o] = await ordersOf(a, pair.id);
  const rejoin = await placeGroupOrder(a, pair.id, o.group!.id);
  expect(rejoin.status).toBe(409);
  expect(rejoin.body.errors[0].message).toBe('You are already in this group');
});

test('at the deadline an incomplete group fails and its paid order is refunded (status, mail, stock)', async () => {
  const a = await shopper('Fay');
  const tea = await byKey(a, 'Tea circle of three');
  await placeAndPay(a, tea.id, null);
  const [open] = await ordersOf(a, tea.id);
  expect(open.groupState).toBe('OPEN');
  const stock = (await items(a, tea.id))[0].stock;
  // a shopper using the store in Chinese leads another group that does not fill either
  // (its item back in stock with the refund, as the starter's)
  const zhShopper = await inChinese(await shopper('Qiu'));
  const zhOrder = await placeAndPay(zhShopper, tea.id, null, { ...CONTACT, email: 'qiu@example.com' });
  const zhTotal = (await ordersOf(zhShopper, tea.id))[0].total;

  const clock = await fetch(`${server.origin}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 49 * HOUR }),
  });
  expect(clock.status).toBe(200);
  const [after] = await ordersOf(a, tea.id);
  expect(after).toMatchObject({
    groupState: 'REFUNDED',
    status: 'CANCELLED',
    paymentStatus: 'REFUNDED',
    refundAmount: open.total,
  });
  expect(after.group!.state).toBe('FAILED');
  expect((await items(a, tea.id))[0].stock).toBe(stock + 1);
  // the starter's mail says the group did not fill, and what happens: the refund, how much, where
  const mail = server.app.db
    .prepare('SELECT subject, body FROM outbox WHERE subject = ?')
    .get(`Your group did not fill: order ${after.orderID} refunded`) as { subject: string; body: string } | undefined;
  expect(mail?.body).toBe(
    `Your group for "Tea circle of three" closed at its deadline with 1 of 3 members, so order ${after.orderID} ` +
      `is cancelled and refunded in full: CAD ${(open.total / 100).toFixed(2)} (CAD ${(open.total / 100).toFixed(2)} ` +
      'to the way you paid). You can start a new group while the campaign runs.',
  );
  const m = (n: number) => `CAD ${(n / 100).toFixed(2)}`;
  const zh = mailTo(server.app.db, 'qiu@example.com').find((x) => x.subject.includes('未成团'))!;
  expect(zh.subject).toBe(`您的拼团未成团：订单 ${zhOrder} 已退款`);
  expect(zh.text).toBe(
    `您参加的“三人茶友团”拼团截止时只有 1/3 人，因此订单 ${zhOrder} 已取消并全额退款：${m(zhTotal)}` +
      `（${m(zhTotal)} 退回原支付方式）。活动期间您可以开一个新团。`,
  );
  expectAbsoluteLinks(zh);
  // the seeded nearly-full group passed its deadline too: it no longer takes members
  const seeded = (await detail(a, tea.id)).groups.filter((g) => !g.mine);
  expect(seeded).toEqual([]);
});

/** Each shopper pays their own order online (OPay, approved), in the order given. */
async function payInTurn(...orders: [Client, { body: { orderID?: unknown } }][]): Promise<void> {
  for (const [c, placed] of orders) {
    const { payUrl } = (await c.post(`${SM}/requestOPayH5Payment`, { orderID: placed.body.orderID }))
      .body as PaymentRequestResponse;
    await decide(c, payUrl, 'approve');
  }
}

test('the last unit in two carts: the first payment takes it, the second is refunded in full, and the campaign never oversells', async () => {
  const a = await shopper('Gus');
  const b = await shopper('Hal');
  const tea = await byKey(a, 'Tea circle of three');
  const item = (await items(a, tea.id)).find((i) => i.options.length === 0)!;
  server.app.db.prepare('UPDATE campaign_items SET stock = 1 WHERE id = ?').run(item.id);
  // both carts take the last unit (the stock check at add sees 1 left each time)
  const placedA = await placeGroupOrder(a, tea.id, null);
  const placedB = await placeGroupOrder(b, tea.id, null);
  expect([placedA.status, placedB.status]).toEqual([201, 201]);
  await payInTurn([a, placedA], [b, placedB]);
  const [first] = await ordersOf(a, tea.id);
  const [second] = await ordersOf(b, tea.id);
  expect(first).toMatchObject({ orderID: placedA.body.orderID, groupState: 'OPEN', paymentStatus: 'PAID_ONLINE' });
  expect(second).toMatchObject({
    orderID: placedB.body.orderID,
    groupState: 'REFUNDED',
    status: 'CANCELLED',
    paymentStatus: 'REFUNDED',
    refundAmount: second.total,
  });
  expect((await items(a, tea.id)).find((i) => i.id === item.id)!.stock).toBe(0);
  const mail = server.app.db
    .prepare('SELECT body FROM outbox WHERE subject = ?')
    .get(`Order ${second.orderID} refunded`) as { body: string };
  expect(mail.body).toContain('sold out before your payment completed');
});

test('a payment too late for the last unit: the refund mail is in the language the order was placed in', async () => {
  const a = await shopper('Ren');
  const b = await inChinese(await shopper('Song'));
  const tea = await byKey(a, 'Tea circle of three');
  const item = (await items(a, tea.id)).find((i) => i.options.length === 0)!;
  server.app.db.prepare('UPDATE campaign_items SET stock = 1 WHERE id = ?').run(item.id);
  const placedA = await placeGroupOrder(a, tea.id, null);
  const placedB = await placeGroupOrder(b, tea.id, null, newKey(), { ...CONTACT, email: 'song@example.com' });
  await payInTurn([a, placedA], [b, placedB]);
  const id = placedB.body.orderID as string;
  expect(mailTo(server.app.db, 'song@example.com')[0]).toMatchObject({
    subject: `订单 ${id} 已退款`,
    text: `拼团活动在您付款完成前已售罄。您为订单 ${id} 支付的款项已全额退还。`,
  });
});
