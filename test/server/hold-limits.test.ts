/**
 * Pay-at-store holds past the per-email cap, over real HTTP: fresh emails let
 * one person hold all stock for 24 hours. Holds are limited per client address (items, and a
 * share of each item's stock), all holds together leave stock for shoppers who pay, and a hold
 * whose email is not confirmed lasts 30 minutes unless its mailed link is opened.
 */
import type { Db } from '../../server/api/db';
import { DEFAULT_HOLD_LIMITS, HOLD_CONFIRM_PATH, holdLimitsFromEnv } from '../../server/api/models/holds';
import { mailTo } from '../../server/api/models/outbox';
import { Client, registerShopper, startServer, type RequestOptions, type TestServer } from './helpers';
import { expectAbsoluteLinks, inChinese } from './mail-helpers';
import { CONTACT, SM, add, fillPickup, newKey, plainProduct, type PickedProduct } from './checkout-helpers';

/** A browser at its own client address (the server believes X-Forwarded-For in these tests). */
class At extends Client {
  constructor(
    origin: string,
    readonly address: string,
  ) {
    super(origin);
  }
  override raw(method: string, urlPath: string, opts: RequestOptions = {}) {
    return super.raw(method, urlPath, { ...opts, headers: { 'x-forwarded-for': this.address, ...opts.headers } });
  }
}

let server: TestServer;
const db = (): Db => server.app.db;
beforeAll(async () => {
  server = await startServer({ trustProxy: true });
});
afterAll(() => server?.close());

let n = 0;
const freshEmail = () => `fresh-${++n}-${newKey()}@example.com`;

/** A product of its own with exactly `stock` on the shelf. */
let picked = 0;
function productWith(stock: number): PickedProduct {
  const p = plainProduct(db(), 0, 1000, 1_000_000, picked++);
  db().prepare("UPDATE product_inventory SET quantity = ? WHERE product_id = ? AND option_pair = ''").run(stock, p.id);
  return p;
}

const stockOf = (p: PickedProduct) =>
  (
    db().prepare("SELECT quantity FROM product_inventory WHERE product_id = ? AND option_pair = ''").get(p.id) as {
      quantity: number;
    }
  ).quantity;

async function hold(address: string, p: PickedProduct, quantity: number, email = freshEmail(), c?: Client) {
  const browser = c ?? (await new At(server.origin, address).prime());
  await add(browser, p, quantity);
  await fillPickup(browser, { ...CONTACT, email });
  return browser.post(`${SM}/reserve`, { idempotencyKey: newKey(), payAtStore: true });
}

test('the defaults: 20 items per address, a quarter of an item per address, half of it for all holds, 30 minutes unconfirmed', () => {
  expect(DEFAULT_HOLD_LIMITS).toEqual({ perAddress: 20, addressShare: 0.25, totalShare: 0.5, unconfirmedMinutes: 30 });
  expect(
    holdLimitsFromEnv({
      STORE_HOLD_MAX_PER_ADDRESS: '5',
      STORE_HOLD_ADDRESS_SHARE: '0.1',
      STORE_HOLD_TOTAL_SHARE: '2', // not a share: the default stays
      STORE_HOLD_UNCONFIRMED_MINUTES: '',
    }),
  ).toEqual({ perAddress: 5, addressShare: 0.1 });
});

test('fresh emails from one address hold at most a quarter of an item; all holds at most half; the rest is bought online', async () => {
  const p = productWith(40);
  expect((await hold('198.51.100.1', p, 10)).status).toBe(201);
  const again = await hold('198.51.100.1', p, 1); // another email, the same address
  expect(again.status).toBe(422);
  expect(again.body.errors[0]).toMatchObject({ field: 'payAtStore' });
  expect(again.body.errors[0].message).toMatch(
    /^At most 0 of .+ can be held to pay at the store now; pay online for more$/,
  );
  expect((await hold('198.51.100.2', p, 10)).status).toBe(201);
  const third = await hold('198.51.100.3', p, 1); // half the stock is held: no more holds
  expect(third.status).toBe(422);
  expect(stockOf(p)).toBe(20);
  // a shopper who pays can still buy what is left
  const buyer = await new At(server.origin, '198.51.100.4').prime();
  await add(buyer, p, 20);
  await fillPickup(buyer, { ...CONTACT, email: freshEmail() });
  expect((await buyer.post(`${SM}/reserve`, { idempotencyKey: newKey() })).status).toBe(201);
});

test('one address holds at most 20 items in all, whatever the emails', async () => {
  const address = '198.51.100.20';
  expect((await hold(address, productWith(40), 10)).status).toBe(201);
  expect((await hold(address, productWith(40), 10)).status).toBe(201);
  const over = await hold(address, productWith(40), 1);
  expect(over.status).toBe(422);
  expect(over.body.errors[0].message).toBe(
    'At most 20 items can be held to pay at the store from one address; pay online for more',
  );
  expect((await hold('198.51.100.21', productWith(40), 1)).status).toBe(201);
});

const minutesLeft = (orderID: string) => {
  const { hold_expires_at } = db().prepare('SELECT hold_expires_at FROM orders WHERE id = ?').get(Number(orderID)) as {
    hold_expires_at: string;
  };
  return (Date.parse(hold_expires_at) - Date.now()) / 60_000;
};

test('a guest’s hold lasts 30 minutes until the mailed link confirms the email, then the full 24 hours; the link works once', async () => {
  const email = freshEmail();
  const res = await hold('198.51.100.30', productWith(40), 2, email);
  expect(res.status).toBe(201);
  const orderID = res.body.orderID as string;
  expect(minutesLeft(orderID)).toBeGreaterThan(28);
  expect(minutesLeft(orderID)).toBeLessThanOrEqual(30);
  const mail = mailTo(db(), email).find((m) => m.subject === `Order #${orderID}: held for you to pay at the store`)!;
  expect(mail.link).toContain(`${server.origin}${HOLD_CONFIRM_PATH}?token=`);
  expect(mail.text).toContain(mail.link);
  const link = mail.link!.slice(server.origin.length);
  const opened = await new Client(server.origin).raw('GET', link);
  expect(opened.status).toBe(200);
  expect(opened.text).toContain(`Order #${orderID}: your items are held until`);
  expect(minutesLeft(orderID)).toBeGreaterThan(24 * 60 - 2);
  expect((await new Client(server.origin).raw('GET', link)).status).toBe(404);
  expect((await new Client(server.origin).raw('GET', `${HOLD_CONFIRM_PATH}?token=not-a-real-token`)).status).toBe(404);
});

test('a signed-in shopper holding with their own (confirmed) email gets the full time; with another email, 30 minutes', async () => {
  const email = freshEmail();
  const c = await new At(server.origin, '198.51.100.40').prime();
  await registerShopper(c, db(), { email, password: 'correct horse', firstName: 'Hold', lastName: 'Er' });
  const own = await hold('198.51.100.40', productWith(40), 1, email, c);
  expect(own.status).toBe(201);
  expect(minutesLeft(own.body.orderID)).toBeGreaterThan(24 * 60 - 2);
  const mail = mailTo(db(), email).find((m) => m.subject.includes(`#${own.body.orderID}`))!;
  expect(mail.link).toBeFalsy();
  const other = await hold('198.51.100.40', productWith(40), 1, freshEmail(), c);
  expect(other.status).toBe(201);
  expect(minutesLeft(other.body.orderID)).toBeLessThanOrEqual(30);
});

test('held in Chinese: the hold mail is in Chinese, its confirm link absolute; in English it says what it said before', async () => {
  const p = productWith(40);
  const zhEmail = freshEmail();
  const zhBrowser = await inChinese(await new At(server.origin, '198.51.100.50').prime());
  const zh = await hold('198.51.100.50', p, 2, zhEmail, zhBrowser);
  expect(zh.status).toBe(201);
  const zhMail = mailTo(db(), zhEmail).find((m) => m.subject.includes(`#${zh.body.orderID}`))!;
  expect(zhMail.subject).toBe(`订单 #${zh.body.orderID}：已为您保留，请到店付款`);
  const utc = /\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/.source;
  expect(zhMail.text).toMatch(
    new RegExp(
      `^您的商品保留至 ${utc}。如需保留至 ${utc}，请打开此链接确认此电子邮箱：\\n${server.origin}${HOLD_CONFIRM_PATH}\\?token=`,
    ),
  );
  expect(zhMail.text).toContain('请在取货时付款；超过该时间，订单将被取消。');
  expect(zhMail.text).toContain(`2 × ${zh.body.lineItems[0].nameContent.zh}`);
  expect(zhMail.link).toContain(`${server.origin}${HOLD_CONFIRM_PATH}?token=`);
  expectAbsoluteLinks(zhMail);
  // the receipt of the order to pay at the store, in Chinese too
  const receipt = mailTo(db(), zhEmail).find((m) => m.subject === `订单 ${zh.body.orderID} 的收据`)!;
  expect(receipt.text).toContain(`到店支付  CAD ${(zh.body.total / 100).toFixed(2)}（CAD）`);
  expectAbsoluteLinks(receipt);

  const enEmail = freshEmail();
  const en = await hold('198.51.100.51', p, 1, enEmail);
  const enMail = mailTo(db(), enEmail).find((m) => m.subject.includes(`#${en.body.orderID}`))!;
  expect(enMail.subject).toBe(`Order #${en.body.orderID}: held for you to pay at the store`);
  expect(enMail.text).toMatch(
    new RegExp(
      `^Your items are held until ${utc}\\. To keep them until ${utc}, confirm this email address by opening this link:\\n` +
        `${enMail.link!.replace(/[?.]/g, '\\$&')}\\n\\nPay when you pick them up; after that time the order is cancelled\\.\\n\\n` +
        `1 × ${en.body.lineItems[0].name}$`,
    ),
  );
});
