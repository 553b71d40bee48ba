/**
 * WeChat subscribe messages over HTTP (extension wechatSubscribe): the store's templates, the
 * grants a shopper's accepted prompt records, one sandboxed message per order step the shopper
 * accepted (paid, ready for pickup, group result), none without a grant and never a second one
 * for one grant; the sandbox log read back over HTTP.
 */
import type {
  CampaignOrder,
  FissionCampaign,
  PaymentRequestResponse,
  SandboxSubscribeMessage,
  SubscribePurpose,
  WechatTemplates,
} from '../../types/api';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEMO_TEMPLATES,
  DEMO_TEMPLATES_SETTING,
  sendSubscribeMessage,
  templatesFromEnv,
} from '../../server/api/models/wechat-messages';
import { Client, registerShopper, startServer, type TestServer } from './helpers';
import { SM, add, decide, fillPickup, newKey, plainProduct } from './checkout-helpers';
import { placeGroupOrder } from './campaign-helpers';

const WS = '/ext/wechatSubscribe';
const TL = '/ext/orderTimeline';
const T = DEMO_TEMPLATES;

let server: TestServer;
const log: string[] = [];
beforeAll(async () => {
  server = await startServer({ mailLog: (line) => log.push(line) });
});
afterAll(() => server?.close());

let n = 0;
/** A signed-in shopper in the mini-program: the session holds the open id of a wx.login code. */
async function mpShopper(): Promise<{ c: Client; openId: string }> {
  const c = await new Client(server.origin).prime();
  await registerShopper(c, server.app.db, {
    email: `wxsub${++n}@example.com`,
    password: 'long-enough',
    firstName: 'Wei',
    lastName: `Chen${n}`,
  });
  const login = await c.post('/wechat/weChatlogin', { code: `mp-code-${n}-${Date.now()}` });
  expect(login.status).toBe(200);
  return { c, openId: login.body.weChatOpenId as string };
}

async function reserved(c: Client): Promise<string> {
  await add(c, plainProduct(server.app.db, 20, 300, 2000, 0), 2);
  await add(c, plainProduct(server.app.db, 20, 300, 2000, 1), 1);
  await fillPickup(c);
  const res = await c.post(`${SM}/reserve`, { idempotencyKey: newKey() });
  expect([res.status, res.text]).toEqual([201, expect.any(String)]);
  return res.body.orderID as string;
}

async function pay(c: Client, orderID: string): Promise<void> {
  const { payUrl } = (await c.post(`${SM}/requestOPayH5Payment`, { orderID })).body as PaymentRequestResponse;
  expect((await decide(c, payUrl, 'approve')).status).toBe(303);
}

async function messages(c: Client, orderID?: string): Promise<SandboxSubscribeMessage[]> {
  const res = await c.get(`${WS}/messages`);
  expect(res.status).toBe(200);
  const all = res.body.messages as SandboxSubscribeMessage[];
  return orderID ? all.filter((m) => m.orderID === orderID) : all;
}

const purposes = (ms: SandboxSubscribeMessage[]): SubscribePurpose[] => ms.map((m) => m.purpose).reverse();

test('the store names a template per purpose; a grant is refused for a template it does not have or an order not yours', async () => {
  const { c } = await mpShopper();
  const templates = (await c.get(`${WS}/templates`)).body as WechatTemplates;
  expect(templates.templates).toEqual(DEMO_TEMPLATES);

  const id = await reserved(c);
  const unknown = await c.post(`${WS}/grants`, { orderID: id, accepted: ['not-ours'] });
  expect(unknown.status).toBe(400);
  const four = await c.post(`${WS}/grants`, {
    orderID: id,
    accepted: [T.orderPaid, T.readyForPickup, T.groupResult, T.outForDelivery],
  });
  expect(four.status).toBe(400);
  const { c: other } = await mpShopper();
  expect((await other.post(`${WS}/grants`, { orderID: id, accepted: [T.orderPaid] })).status).toBe(404);
  // no alert area says the alert is the asker's: no grant for it
  expect((await c.post(`${WS}/grants`, { alertId: 'a1', accepted: [T.backInStock] })).status).toBe(404);
  expect((await c.post(`${WS}/grants`, { orderID: id, accepted: [T.orderPaid] }, { xsrf: false })).status).toBe(403);

  // the setting: pairs replace the demo's; a purpose left out has none; a typo stops the server
  expect(templatesFromEnv({ STORE_WECHAT_TEMPLATES: 'orderPaid=AbC_1-x, readyForPickup=' })).toEqual({
    orderPaid: 'AbC_1-x',
  });
  expect(() => templatesFromEnv({ STORE_WECHAT_TEMPLATES: 'orderPayed=x' })).toThrow(
    /STORE_WECHAT_TEMPLATES: unknown purpose orderPayed/,
  );
  expect(() => templatesFromEnv({ STORE_WECHAT_TEMPLATES: 'orderPaid=a b' })).toThrow(/unknown purpose b/);
});

test('each accepted step sends one message to the shopper when it happens; steps not accepted send none', async () => {
  const { c, openId } = await mpShopper();
  const id = await reserved(c);
  const granted = await c.post(`${WS}/grants`, { orderID: id, accepted: [T.orderPaid, T.readyForPickup] });
  expect(granted.status).toBe(200);
  expect(granted.body.grants).toEqual([
    { purpose: 'orderPaid', templateId: T.orderPaid, orderID: id, alertId: null },
    { purpose: 'readyForPickup', templateId: T.readyForPickup, orderID: id, alertId: null },
  ]);
  // the app's report sent again is the same grant, not a second message
  expect((await c.post(`${WS}/grants`, { orderID: id, accepted: [T.orderPaid] })).body.grants).toHaveLength(1);
  expect(await messages(c, id)).toEqual([]);

  await pay(c, id);
  const [paid] = await messages(c, id);
  expect(paid).toMatchObject({
    purpose: 'orderPaid',
    templateId: T.orderPaid,
    toOpenId: openId,
    orderID: id,
    page: `pages/user/orders/index?orderID=${id}`,
  });
  expect(paid.data.orderID).toBe(id);
  expect(paid.data.amount).toMatch(/^CAD \d+\.\d\d$/);
  expect(log.some((l) => l.startsWith(`wechat message #${paid.id} to ${openId}: orderPaid`))).toBe(true);

  // ready for pickup, then picked up (no template asked for that): one more message in all
  for (let i = 0; i < 2; i++) expect((await c.post(`${TL}/sandbox/${id}/advance`)).status).toBe(200);
  expect(purposes(await messages(c, id))).toEqual(['orderPaid', 'readyForPickup']);
  // a grant is spent: the same step reported again sends nothing
  const again = sendSubscribeMessage(
    server.app.db,
    { orderId: Number(id) },
    { purpose: 'orderPaid', url: '/', data: {} },
  );
  expect(again).toBeNull();
  expect(await messages(c, id)).toHaveLength(2);
});

test('an order without grants sends no message at any step, and a shopper sees only their own messages', async () => {
  const { c } = await mpShopper();
  const id = await reserved(c);
  await pay(c, id);
  for (let i = 0; i < 2; i++) await c.post(`${TL}/sandbox/${id}/advance`);
  expect(await messages(c)).toEqual([]);
  const guest = await new Client(server.origin).prime();
  expect((await messages(guest)).length).toBe(0);
  const rows = server.app.db
    .prepare('SELECT COUNT(*) AS n FROM wechat_messages WHERE order_id = ?')
    .get(Number(id)) as { n: number };
  expect(rows.n).toBe(0);
});

test("a group-buy order's result is sent to the member who accepted it, once, when the group completes", async () => {
  const a = await mpShopper();
  const b = await mpShopper();
  const pair = ((await a.c.get('/common3/campaign/fissionList')).body as FissionCampaign[]).find(
    (x) => x.nameContent.en === 'Pair up and save',
  )!;
  const started = await placeGroupOrder(a.c, pair.id, null);
  expect(started.status).toBe(201);
  const startedId = started.body.orderID as string;
  await a.c.post(`${WS}/grants`, { orderID: startedId, accepted: [T.orderPaid, T.readyForPickup, T.groupResult] });
  await pay(a.c, startedId);
  expect(purposes(await messages(a.c, startedId))).toEqual(['orderPaid']);

  const [mine] = (await a.c.get(`/common3/orders/list?fissionCampaignId=${pair.id}`)).body as CampaignOrder[];
  const joined = await placeGroupOrder(b.c, pair.id, mine.group!.id);
  await pay(b.c, joined.body.orderID as string);
  const ms = await messages(a.c, startedId);
  expect(purposes(ms)).toEqual(['orderPaid', 'groupResult']);
  expect(ms[0].data).toMatchObject({
    orderID: startedId,
    campaign: 'Pair up and save',
    result: 'Group complete 拼团成功',
  });
  // b accepted nothing
  expect(await messages(b.c)).toEqual([]);
});

test("the README's Settings table states the demo templates the server uses without STORE_WECHAT_TEMPLATES", () => {
  const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
  const row = readme.split('\n').find((l) => l.startsWith('| `STORE_WECHAT_TEMPLATES` |'))!;
  expect(row.split(' | ').pop()).toBe(`\`${DEMO_TEMPLATES_SETTING}\` |`);
  expect(templatesFromEnv({})).toEqual(DEMO_TEMPLATES);
});
