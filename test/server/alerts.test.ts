/**
 * Extension `alerts` over HTTP (types/alerts.ts): a guest's double opt-in by mail, a signed-in
 * shopper's alert active at once, the firing by a restock and a price drop (the sandbox's buttons
 * and a stock return), one mail per alert with absolute links, unsubscribing without signing in,
 * and nobody reading or cancelling another's alerts.
 */
import { mailTo } from '../../server/api/models/outbox';
import { returnStock } from '../../server/api/models/inventory';
import { setProductPrice } from '../../server/api/models/catalogue-changes';
import { moneyText } from '../../server/api/models/checkout-config';
import { DEMO_ALERT_TARGET } from '../../server/api/routes/sandbox-alerts';
import { ALERT_PAGE_PATH, type Alert } from '../../types/api';
import { Client, registerShopper, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const db = () => server.app.db;
const { productId, optionPair } = DEMO_ALERT_TARGET;

async function guest(): Promise<Client> {
  return new Client(server.origin).prime();
}

/** A sandbox button: the page's plain form post. */
async function sandbox(action: 'restock' | 'lower-price', form: Record<string, string>, headers = {}) {
  return fetch(`${server.origin}/sandbox/alerts/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

const tokenIn = (text: string, what: 'confirm' | 'unsubscribe') =>
  new RegExp(`${server.origin}${ALERT_PAGE_PATH}\\?${what}=([A-Za-z0-9_-]+)`).exec(text)?.[1];

const soldOut = () =>
  db()
    .prepare('UPDATE product_inventory SET quantity = 0 WHERE product_id = ? AND option_pair = ?')
    .run(productId, optionPair);

const stockOf = () =>
  db()
    .prepare<[number, string], { quantity: number }>(
      'SELECT quantity FROM product_inventory WHERE product_id = ? AND option_pair = ?',
    )
    .get(productId, optionPair)!.quantity;

describe('a guest', () => {
  it('is mailed once when the option is back, after confirming by mail; the unsubscribe link needs no sign-in', async () => {
    const a = await guest();
    const stranger = await guest();
    const ask = { productId, optionPair: 'colour:White|size:Small', kind: 'stock', email: 'Ann@Example.com' };
    const first = await a.post('/ext/alerts', ask);
    expect(first.status).toBe(201);
    const alert = first.body.alert as Alert;
    expect(alert).toMatchObject({ productId, optionPair, kind: 'stock', status: 'pending', channel: 'email' });
    expect(alert.productName).toBe('Jade Garden Celadon Gongfu Tea Set');
    // the same thing asked again is the same alert; a price alert is another
    expect((await a.post('/ext/alerts', ask)).body.alert.id).toBe(alert.id);
    const price = (await a.post('/ext/alerts', { ...ask, kind: 'price' })).body.alert as Alert;
    expect(price.price).toBe(8900);
    expect((await a.get('/ext/alerts')).body.alerts.map((x: Alert) => x.id)).toEqual([price.id, alert.id]);
    // another guest's pending alert on the same option is not mailed when it fires
    await stranger.post('/ext/alerts', { ...ask, email: 'bob@example.com' });

    const confirmMail = mailTo(db(), 'ann@example.com').find((m) => m.subject.endsWith('back in stock'))!;
    expect(confirmMail.subject).toBe(
      'Confirm your alert: Jade Garden Celadon Gongfu Tea Set (Small, White) back in stock',
    );
    const confirm = tokenIn(confirmMail.text, 'confirm')!;
    expect(confirmMail.link).toBe(`${server.origin}${ALERT_PAGE_PATH}?confirm=${confirm}`);
    // the link works in any browser, signed in or not, and again on a reload
    const opened = await (await guest()).post('/ext/alerts/confirm', { token: confirm });
    expect(opened.body.alert).toMatchObject({ id: alert.id, status: 'active' });
    expect((await (await guest()).post('/ext/alerts/confirm', { token: confirm })).body.alert.status).toBe('active');
    // a confirm token unsubscribes nothing
    expect((await (await guest()).post('/ext/alerts/unsubscribe', { token: confirm })).status).toBe(404);
    const mailsBefore = mailTo(db(), 'ann@example.com').length;

    expect((await sandbox('restock', { productId: String(productId), optionPair })).status).toBe(303);
    expect(stockOf()).toBeGreaterThan(0);
    const mails = mailTo(db(), 'ann@example.com');
    expect(mails).toHaveLength(mailsBefore + 1);
    const back = mails[0];
    expect(back.subject).toBe('Back in stock: Jade Garden Celadon Gongfu Tea Set (Small, White)');
    expect(back.link).toBe(`${server.origin}/store/product/${productId}`);
    expect(back.text).toContain(`See it: ${server.origin}/store/product/${productId}`);
    // every link in it is absolute
    for (const url of back.text.match(/\S*\/store\/\S*/g) ?? []) expect(url.startsWith(server.origin)).toBe(true);
    expect(mailTo(db(), 'bob@example.com').filter((m) => m.subject.startsWith('Back in stock'))).toEqual([]);
    expect((await a.get('/ext/alerts')).body.alerts.find((x: Alert) => x.id === alert.id).status).toBe('sent');
    // the sandbox page shows a browser the mail of its own alerts, and nobody else's
    expect((await a.raw('GET', '/sandbox/alerts')).text).toContain('Back in stock: Jade Garden Celadon Gongfu Tea Set');
    expect((await stranger.raw('GET', '/sandbox/alerts')).text).not.toContain('Back in stock:');

    // sold out and back again (a refund puts stock back): no second mail
    db()
      .prepare('UPDATE product_inventory SET quantity = 0 WHERE product_id = ? AND option_pair = ?')
      .run(productId, optionPair);
    returnStock(db(), productId, optionPair, 2);
    expect(mailTo(db(), 'ann@example.com')).toHaveLength(mailsBefore + 1);

    // unsubscribing, from a browser that never signed in, cancels her other alert: the price drop mails nothing
    const unsubscribe = tokenIn(back.text, 'unsubscribe')!;
    const out = await new Client(server.origin).post(
      '/ext/alerts/unsubscribe',
      { token: unsubscribe },
      { xsrf: false },
    );
    expect(out.status).toBe(403); // the XSRF rule holds for it too, as for every call the app makes
    const done = await (await guest()).post('/ext/alerts/unsubscribe', { token: unsubscribe });
    expect(done.body).toMatchObject({ alert: { id: alert.id, status: 'sent' }, cancelled: 1 });
    expect((await a.get('/ext/alerts')).body.alerts.find((x: Alert) => x.id === price.id).status).toBe('cancelled');
    expect((await sandbox('lower-price', { productId: String(productId) })).status).toBe(303);
    expect(mailTo(db(), 'ann@example.com')).toHaveLength(mailsBefore + 1);
  });

  it("cannot read or cancel another's alerts, and is refused bad input with a clear message", async () => {
    const a = await guest();
    const b = await guest();
    const soldOut = db()
      .prepare<[], { id: number }>(
        `SELECT p.id FROM products p WHERE p.product_type = 'PRODUCT' AND p.options = '[]' AND NOT EXISTS
           (SELECT 1 FROM product_inventory i WHERE i.product_id = p.id AND i.quantity > 0) ORDER BY p.id LIMIT 1`,
      )
      .get()!.id;
    const mine = (await a.post('/ext/alerts', { productId: soldOut, kind: 'stock', email: 'cat@example.com' })).body
      .alert as Alert;
    expect((await b.get('/ext/alerts')).body.alerts).toEqual([]);
    expect((await b.raw('DELETE', `/api/istore/client/ext/alerts/${mine.id}`)).status).toBe(404);
    // asking for the same email's alert from another browser shows nothing of it and takes nothing over
    const again = await b.post('/ext/alerts', { productId: soldOut, kind: 'stock', email: 'cat@example.com' });
    expect(again.body.alert).toMatchObject({ id: mine.id, status: 'pending' });
    expect((await b.get('/ext/alerts')).body.alerts).toEqual([]);
    const cancelled = await a.raw('DELETE', `/api/istore/client/ext/alerts/${mine.id}`);
    expect(cancelled.body.alert).toMatchObject({ id: mine.id, status: 'cancelled' });

    const bad: [unknown, number, string][] = [
      [{ productId: soldOut, kind: 'stock' }, 400, 'Give your email to be told'],
      [{ productId: soldOut, kind: 'stock', email: 'not-an-email' }, 400, 'Email'],
      [{ productId: soldOut, kind: 'soon', email: 'a@example.com' }, 400, 'Kind'],
      [{ productId: 999999, kind: 'stock', email: 'a@example.com' }, 404, 'No product with id 999999'],
      [
        { productId, optionPair: 'size:Huge', kind: 'stock', email: 'a@example.com' },
        400,
        'Option "size" has no value "Huge"',
      ],
      [
        { productId: 2, kind: 'stock', email: 'a@example.com' },
        409,
        "Harbourside Chef's Sampler Hamper is in stock now",
      ],
    ];
    for (const [body, status, message] of bad) {
      const res = await b.post('/ext/alerts', body);
      expect([res.status, res.body.errors[0].message]).toEqual([status, expect.stringContaining(message)]);
    }
    expect((await b.post('/ext/alerts/confirm', { token: 'short' })).status).toBe(400);
    expect((await b.post('/ext/alerts/confirm', { token: 'x'.repeat(43) })).body.errors[0].message).toBe(
      'This alert link is not valid any more',
    );
    // the sandbox changes the demo product only, and takes no form from another site
    expect((await sandbox('restock', { productId: String(soldOut) })).status).toBe(404);
    expect(
      (await sandbox('lower-price', { productId: String(productId) }, { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
  });
});

describe('a signed-in shopper', () => {
  it('has a price alert active at once, mailed once when the price falls, and sees only their own', async () => {
    const shopper = new Client(server.origin);
    await registerShopper(shopper, db(), {
      email: 'dan@example.com',
      password: 'Secret#123',
      firstName: 'Dan',
      lastName: 'Lee',
    });
    await shopper.get('/common3/changeLocale/zh');
    const price = (await shopper.post('/ext/alerts', { productId, kind: 'price', email: 'other@example.com' })).body
      .alert as Alert;
    expect(price).toMatchObject({ status: 'active', productName: '玉园青瓷功夫茶具套装', optionPair: null });
    const someoneElse = await guest();
    expect((await someoneElse.get('/ext/alerts')).body.alerts).toEqual([]);
    expect((await someoneElse.raw('DELETE', `/api/istore/client/ext/alerts/${price.id}`)).status).toBe(404);
    expect((await shopper.get('/ext/alerts')).body.alerts.map((x: Alert) => x.id)).toEqual([price.id]);

    // a rise fires nothing; the sandbox's Lower price mails the account's own email once, in the language asked in
    setProductPrice(db(), productId, price.price + 500);
    expect(mailTo(db(), 'dan@example.com').filter((m) => m.subject.startsWith('降价'))).toEqual([]);
    expect((await sandbox('lower-price', { productId: String(productId) })).status).toBe(303);
    expect((await sandbox('lower-price', { productId: String(productId) })).status).toBe(303);
    const cheaper = mailTo(db(), 'dan@example.com').filter((m) => m.subject.startsWith('降价提醒'));
    expect(cheaper).toHaveLength(1);
    expect(cheaper[0].subject).toBe('降价提醒：玉园青瓷功夫茶具套装');
    const now = Math.floor(((price.price + 500) * 9) / 10);
    expect(cheaper[0].text).toContain(`现价 ${moneyText(now, 'CAD')}，低于您订阅时的 ${moneyText(price.price, 'CAD')}`);
    expect(cheaper[0].text).toMatch(new RegExp(`${server.origin}/store/alert\\?unsubscribe=[A-Za-z0-9_-]{43}`));
    expect(mailTo(db(), 'other@example.com')).toEqual([]);
    expect((await shopper.get('/ext/alerts')).body.alerts[0].status).toBe('sent');
  });
});

describe('a guest who then makes an account', () => {
  it("the browser's alerts to that email join it (one awaiting confirmation is active); one to another address stays the guest's", async () => {
    const c = await guest();
    const mine = (await c.post('/ext/alerts', { productId, kind: 'price', email: 'Eve@Example.com' })).body
      .alert as Alert;
    const friend = (await c.post('/ext/alerts', { productId, kind: 'price', email: 'friend@example.com' })).body
      .alert as Alert;
    expect(mine.status).toBe('pending');
    await registerShopper(c, db(), {
      email: 'eve@example.com',
      password: 'Secret#123',
      firstName: 'Eve',
      lastName: 'Ng',
    });
    expect((await c.get('/ext/alerts')).body.alerts.map((a: Alert) => [a.id, a.status])).toEqual([[mine.id, 'active']]);
    // signed out, the browser still has the one to the other address
    await c.get('/common3/logout');
    expect((await c.get('/ext/alerts')).body.alerts.map((a: Alert) => a.id)).toEqual([friend.id]);
  });
});

describe('in the mini-program', () => {
  it('a WeChat alert is active at once and sends one subscribe message, once the prompt was accepted', async () => {
    const shopper = await guest();
    expect((await shopper.post('/wechat/weChatlogin', { code: 'alerts-test-code' })).status).toBe(200);
    soldOut();
    const alert = (await shopper.post('/ext/alerts', { productId, optionPair, kind: 'stock', channel: 'wechat' })).body
      .alert as Alert;
    expect(alert).toMatchObject({ status: 'active', channel: 'wechat' });
    const messages = async () =>
      (await shopper.get('/ext/wechatSubscribe/messages')).body.messages as { page: string }[];
    // without an accepted prompt nothing can be sent: the alert waits
    await sandbox('restock', { productId: String(productId), optionPair });
    expect(await messages()).toEqual([]);
    expect((await shopper.get('/ext/alerts')).body.alerts[0].status).toBe('active');

    const grant = { alertId: String(alert.id), accepted: ['sandbox-back-in-stock'] };
    expect((await (await guest()).post('/ext/wechatSubscribe/grants', grant)).status).toBe(404);
    expect((await shopper.post('/ext/wechatSubscribe/grants', grant)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      soldOut();
      await sandbox('restock', { productId: String(productId), optionPair });
    }
    const sent = await messages();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ purpose: 'backInStock', page: `pages/store/product/index?id=${productId}` });
    expect((await shopper.get('/ext/alerts')).body.alerts[0].status).toBe('sent');
  });
});

describe('guest requests', () => {
  it('are throttled per email: a stranger cannot flood an address with confirm mails', async () => {
    const own = await startServer({ rateLimits: { alertPerEmail: { limit: 2, windowMs: 60_000 } } });
    try {
      const c = await new Client(own.origin).prime();
      const ask = { productId, optionPair, kind: 'stock', email: 'eve@example.com' };
      expect((await c.post('/ext/alerts', ask)).status).toBe(201);
      expect((await c.post('/ext/alerts', ask)).status).toBe(200);
      const third = await c.post('/ext/alerts', { ...ask, kind: 'price' });
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(mailTo(own.app.db, 'eve@example.com')).toHaveLength(2);
    } finally {
      await own.close();
    }
  });
});
