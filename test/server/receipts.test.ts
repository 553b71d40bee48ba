/**
 * Receipts over real HTTP: a paid order's receipt goes to the outbox with a link whose
 * token opens that order (and no other) for a fresh visitor; only the token's hash is stored; the
 * owner can ask for a link; payment requests carry the method and channels refuse one they do
 * not carry; the footer's payment flags follow the channels' settings.
 */
import crypto from 'node:crypto';
import { mailTo } from '../../server/api/models/outbox';
import type {
  AppInfo,
  CheckoutConfig,
  Order,
  PaymentConfig,
  PaymentRequestResponse,
  ReceiptLink,
} from '../../types/api';
import { Client, startServer, type TestServer } from './helpers';
import { CONTACT, SM, add, fillPickup, newKey, optionProduct, placeOrder, plainProduct } from './checkout-helpers';
import { expectAbsoluteLinks, inChinese } from './mail-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const OM = '/admin/orderManagement';

/** Pays an order through OPay with a card, approving on the sandbox pay page. */
async function payByCard(c: Client, id: string): Promise<void> {
  const req = await c.post(`${SM}/requestOPayH5Payment`, { orderID: id, method: 'CARD' });
  expect(req.status).toBe(200);
  const { payUrl } = req.body as PaymentRequestResponse;
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
}

describe('receipts', () => {
  test('a paid guest order: one mail with lines, amounts, method, pickup and a link that opens only that order', async () => {
    const before = mailTo(server.app.db, CONTACT.email).length;
    const { client, order } = await placeOrder(server);
    expect(mailTo(server.app.db, CONTACT.email)).toHaveLength(before); // not confirmed yet: no receipt
    await payByCard(client, order.orderID);
    const paid = (await client.get(`${OM}/order/${order.orderID}`)).body as Order;
    expect(paid).toMatchObject({
      status: 'NEW',
      paymentStatus: 'PAID_ONLINE',
      paymentChannel: 'opay_h5',
      paymentMethod: 'CARD',
    });

    // reading it again sends nothing more
    await client.get(`${OM}/order/${order.orderID}`);
    const mails = mailTo(server.app.db, CONTACT.email).slice(0, mailTo(server.app.db, CONTACT.email).length - before);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.subject).toBe(`Your receipt for order ${order.orderID}`);
    expect(mail.text).toContain(`Total charged  CAD ${(order.total / 100).toFixed(2)} (CAD)`);
    expect(mail.text).toContain('Paid with  Card');
    expect(mail.text).toMatch(/Pick up at .+, \d{4}-\d{2}-\d{2} \d{2}:\d{2}–\d{2}:\d{2}/);
    expect(mail.text).toContain(`4 × ${order.lineItems[0].name}`);
    const link = new URL(mail.link!);
    expect(link.origin).toBe(server.origin);
    expect(link.pathname).toBe('/user/orders');
    expect(link.searchParams.get('orderID')).toBe(order.orderID);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // stored hashed: the token itself is nowhere in the database
    const stored = server.app.db
      .prepare('SELECT token_hash FROM receipt_tokens WHERE order_id = ?')
      .all(Number(order.orderID)) as { token_hash: string }[];
    expect(stored.map((r) => r.token_hash)).toContain(crypto.createHash('sha256').update(token).digest('base64url'));
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    // a fresh visitor: without the token the order is not found; with it, this order
    const stranger = await new Client(server.origin).prime();
    expect((await stranger.get(`${OM}/order/${order.orderID}`)).status).toBe(404);
    const opened = await stranger.get(`${OM}/order/${order.orderID}?token=${token}`);
    expect(opened.status).toBe(200);
    expect((opened.body as Order).orderID).toBe(order.orderID);

    // the same token does not open another order, nor a changed one
    const other = await placeOrder(server);
    expect((await stranger.get(`${OM}/order/${other.order.orderID}?token=${token}`)).status).toBe(404);
    expect((await stranger.get(`${OM}/order/${order.orderID}?token=${token.slice(0, -1)}x`)).status).toBe(404);
    // nor the stranger's own list
    expect(((await stranger.get(`${OM}/orders/list`)).body as { total: number }).total).toBe(0);

    // the order's progress (extension orderTimeline) opens with the same token, and only with it
    const TL = '/ext/orderTimeline/order';
    expect((await stranger.get(`${TL}/${order.orderID}`)).status).toBe(404);
    const progress = await stranger.get(`${TL}/${order.orderID}?token=${token}`);
    expect(progress.status).toBe(200);
    expect((progress.body as { orderID: string }).orderID).toBe(order.orderID);
    expect((await stranger.get(`${TL}/${other.order.orderID}?token=${token}`)).status).toBe(404);
  });

  test('the owner asks for a link for a confirmed order; an unpaid one has none; a stranger cannot ask', async () => {
    const { client, order } = await placeOrder(server);
    expect((await client.post(`${OM}/order/${order.orderID}/receiptLink`)).status).toBe(409);
    await payByCard(client, order.orderID);
    const res = await client.post(`${OM}/order/${order.orderID}/receiptLink`);
    expect(res.status).toBe(200);
    const { link } = res.body as ReceiptLink;
    expect(link).toMatch(new RegExp(`^/user/orders\\?orderID=${order.orderID}&token=[A-Za-z0-9_-]{43}$`));
    const stranger = await new Client(server.origin).prime();
    expect((await stranger.post(`${OM}/order/${order.orderID}/receiptLink`)).status).toBe(404);
    expect(
      (
        await stranger.get(
          `${OM}/order/${order.orderID}?token=${new URL(link, server.origin).searchParams.get('token')}`,
        )
      ).status,
    ).toBe(200);
  });

  test('a channel refuses a method it does not carry for the store', async () => {
    const { client, order } = await placeOrder(server);
    const res = await client.post(`${SM}/requestOPayH5Payment`, { orderID: order.orderID, method: 'WECHATPAY' });
    expect(res.status).toBe(409);
    expect(
      (await client.post(`${SM}/requestOPayH5Payment`, { orderID: order.orderID, method: 'BITCOIN' })).status,
    ).toBe(400);
  });

  test('the footer flags and the payment channels read the same settings', async () => {
    const c = await new Client(server.origin).prime();
    const info = (await c.get('/common3/appInfoInit')).body as AppInfo;
    const config = (await c.get(`${SM}/paymentConfig`)).body as PaymentConfig;
    const carried = new Set(config.channels.filter((ch) => ch.enabled).flatMap((ch) => ch.methods ?? []));
    const p = info.systemSettings.payment;
    expect(p.supportWeChatPay).toBe(carried.has('WECHATPAY'));
    expect(p.supportAliPay).toBe(carried.has('ALIPAY'));
    expect(p.supportUnionPay).toBe(carried.has('UNIONPAY'));
    expect(p.supportVisa).toBe(carried.has('CARD'));
    expect(p.supportPayPal).toBe(config.channels.some((ch) => ch.id === 'paypal' && ch.enabled));
    expect(p.supportPayPal).toBe(false);
  });
});

describe('the receipt follows the language the order was placed in', () => {
  test('placed in Chinese: the receipt in Chinese (names, option values, amounts, pickup), its link absolute', async () => {
    const client = await inChinese(await new Client(server.origin).prime());
    const plain = plainProduct(server.app.db);
    const options = optionProduct(server.app.db);
    await add(client, plain, 2);
    await add(client, options, 1);
    const contact = { ...CONTACT, email: 'zh-receipt@example.com' };
    await fillPickup(client, contact);
    const reserved = await client.post(`${SM}/reserve`, { idempotencyKey: newKey() });
    expect(reserved.status).toBe(201);
    const order = reserved.body as Order;
    // the language switched before paying: the receipt is in the language the order was placed in
    expect((await client.get('/common3/changeLocale/en')).status).toBe(200);
    await payByCard(client, order.orderID);
    const [mail] = mailTo(server.app.db, contact.email);
    expect(mail.subject).toBe(`订单 ${order.orderID} 的收据`);
    expect(mail.text).toMatch(new RegExp(`^感谢您的订购，订单号 ${order.orderID}。`));
    const [first, second] = order.lineItems;
    expect(first.nameContent.zh).not.toBe(first.nameContent.en);
    expect(mail.text).toContain(`2 × ${first.nameContent.zh}  CAD ${(first.lineTotal / 100).toFixed(2)}`);
    // the option values as the catalogue names them in Chinese
    const values = options.optionPair.split('|').map((p) => {
      const [name, value] = p.split(':');
      const option = options.options.find((o) => o.name === name) as unknown as {
        values: { value: string; nameContent: { zh: string } }[];
      };
      return option.values.find((v) => v.value === value)!.nameContent.zh;
    });
    expect(mail.text).toContain(`1 × ${second.nameContent.zh}（${values.join(', ')}）`);
    expect(mail.text).toContain(`小计  CAD ${(order.subtotal / 100).toFixed(2)}`);
    expect(mail.text).toContain(`实付合计  CAD ${(order.total / 100).toFixed(2)}（CAD）`);
    expect(mail.text).toContain('支付方式  银行卡');
    const zhConfig = await (await inChinese(await new Client(server.origin).prime())).get(`${SM}/checkoutConfig`);
    const store = (zhConfig.body as CheckoutConfig).pickupLocations[0];
    expect(mail.text).toMatch(
      new RegExp(`到店自取：${store.localStoreName}，\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}–\\d{2}:\\d{2}`),
    );
    expect(mail.text).toContain(`随时查看您的订单：${mail.link}`);
    expect(new URL(mail.link!).origin).toBe(server.origin);
    expectAbsoluteLinks(mail);
  });

  test('placed in English: the receipt says what it said before', async () => {
    const { client, order } = await placeOrder(server);
    await payByCard(client, order.orderID);
    const [mail] = mailTo(server.app.db, CONTACT.email);
    const m = (n: number) => `CAD ${(n / 100).toFixed(2)}`;
    const line = order.lineItems[0];
    expect(mail.subject).toBe(`Your receipt for order ${order.orderID}`);
    expect(mail.text).toMatch(
      new RegExp(
        `^Thank you for your order ${order.orderID}\\.\\n\\n4 × ${line.name}  ${m(line.lineTotal)}\\n\\nSubtotal  ${m(order.subtotal)}\\n` +
          `Tax on ${m(order.subtotal)}  ${m(order.tax)}\\nTotal charged  ${m(order.total)} \\(CAD\\)\\nPaid with  Card\\n\\n` +
          `Pick up at .+, \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}–\\d{2}:\\d{2}\\n\\nYour order, any time: ${mail.link!.replace(/[?.]/g, '\\$&')}$`,
      ),
    );
    expectAbsoluteLinks(mail);
  });
});
