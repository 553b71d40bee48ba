/**
 * Alerts fire here (./alerts.ts keeps them): when stock of a product rises (./catalogue-changes.ts)
 * each active back-in-stock alert whose product or option has stock now fires; when its price
 * changes each active price alert whose option now costs less than when asked fires. Firing moves
 * the alert from active to sent first, so it fires once: a second stock change, or the same change
 * seen twice, finds it sent and sends nothing.
 *
 * By mail: in the language the shopper asked in, with the product's absolute link and an absolute
 * unsubscribe link (`/store/alert?unsubscribe=TOKEN`), both on the origin the alert was asked on
 * (routes/types.ts mailOrigin). The mini-program's alerts go out as WeChat subscribe messages.
 */
import { ALERT_PAGE_PATH, type Locale } from '../../../types/api';
import type { Db } from '../db';
import { priceChangedHooks, stockRoseHooks } from './catalogue-changes';
import { moneyText } from './checkout-config';
import { getInventory } from './inventory';
import { sendMail, type OutgoingMail } from './outbox';
import { sendSubscribeMessage, type OutgoingSubscribeMessage } from './wechat-messages';
import { getShell, localize } from './store';
import { CONFIRM_TTL_MS, issueAlertToken, moveAlert, optionText, priceNow, productName, type AlertRow } from './alerts';

/** The app's product page (types/api.ts routes: /store/product/{id}). */
export const productPath = (productId: number) => `/store/product/${productId}`;
export const unsubscribePath = (token: string) => `${ALERT_PAGE_PATH}?unsubscribe=${encodeURIComponent(token)}`;
export const confirmPath = (token: string) => `${ALERT_PAGE_PATH}?confirm=${encodeURIComponent(token)}`;

function activeAlerts(db: Db, productId: number, kind: 'stock' | 'price'): AlertRow[] {
  return db
    .prepare<[number, string], AlertRow>(
      "SELECT * FROM alerts WHERE product_id = ? AND kind = ? AND status = 'active' ORDER BY id",
    )
    .all(productId, kind);
}

/** What the product (with the option) is called in a language: `Tea set (Small, White)` / `茶具（小号, 白色）`. */
function thingName(db: Db, row: AlertRow, locale: Locale): string {
  const name = productName(db, row.product_id, locale);
  const opt = optionText(db, row.product_id, row.option_pair, locale);
  if (!opt) return name;
  return locale === 'zh' ? `${name}（${opt}）` : `${name} (${opt})`;
}

/** The mail of a fired alert; `links` null when the alert was asked where no trusted origin was known. */
export function alertMail(
  db: Db,
  row: AlertRow,
  now: number,
  links: { product: string; unsubscribe: string } | null,
): Omit<OutgoingMail, 'to'> {
  const zh = row.locale === 'zh';
  const thing = thingName(db, row, row.locale);
  const store = localize(getShell(db).storeName, row.locale);
  const m = (n: number) => moneyText(n, row.currency);
  const stock = row.kind === 'stock';
  const subject = zh
    ? `${stock ? '到货提醒' : '降价提醒'}：${thing}`
    : `${stock ? 'Back in stock' : 'Cheaper now'}: ${thing}`;
  const news = zh
    ? stock
      ? `好消息：您关注的${thing}已在${store}到货。`
      : `好消息：您关注的${thing}现价 ${m(now)}，低于您订阅时的 ${m(row.price)}。`
    : stock
      ? `Good news: ${thing} is back in stock at ${store}.`
      : `Good news: ${thing} is now ${m(now)}, less than the ${m(row.price)} it cost when you asked.`;
  const see = links
    ? zh
      ? `查看商品：${links.product}`
      : `See it: ${links.product}`
    : zh
      ? `请打开${store}查看。`
      : `Open ${store} to see it.`;
  const end = zh
    ? `此提醒只发送一次，现已完成。${links ? `不想再收到任何提醒：${links.unsubscribe}` : ''}`
    : `We send each alert once, so this one is done.${links ? ` To stop every alert to this address: ${links.unsubscribe}` : ''}`;
  const text = [zh ? '您好，' : 'Hello,', '', news, '', see, '', end].join('\n');
  return { subject, text, ...(links ? { link: links.product } : {}) };
}

/** The WeChat subscribe message of a fired alert: its template's fields, and the product page it opens. */
export function alertMessage(db: Db, row: AlertRow, now: number): OutgoingSubscribeMessage {
  const m = (n: number) => moneyText(n, row.currency);
  return {
    purpose: row.kind === 'stock' ? 'backInStock' : 'priceDrop',
    url: productPath(row.product_id),
    data: {
      product: thingName(db, row, row.locale),
      price: m(now),
      ...(row.kind === 'price' ? { was: m(row.price) } : {}),
      note:
        row.locale === 'zh'
          ? row.kind === 'stock'
            ? '已到货'
            : '已降价'
          : row.kind === 'stock'
            ? 'Back in stock'
            : 'Cheaper now',
    },
  };
}

/**
 * Sends one active alert (it becomes sent first: never twice); true when it fired. A WeChat alert
 * without an accepted prompt (no grant) cannot be sent: it stays active, to go once one is given.
 */
export function fireAlert(db: Db, row: AlertRow, now: number): boolean {
  if (!moveAlert(db, row.id, ['active'], 'sent')) return false;
  if (row.channel === 'wechat') {
    if (sendSubscribeMessage(db, { alertId: String(row.id) }, alertMessage(db, row, now))) return true;
    moveAlert(db, row.id, ['sent'], 'active');
    return false;
  }
  const links = row.origin
    ? {
        product: `${row.origin}${productPath(row.product_id)}`,
        unsubscribe: `${row.origin}${unsubscribePath(issueAlertToken(db, row.id, 'unsubscribe'))}`,
      }
    : null;
  const mailId = sendMail(db, { to: row.recipient, ...alertMail(db, row, now, links) });
  db.prepare('INSERT INTO alert_mails (mail_id, alert_id) VALUES (?, ?)').run(mailId, row.id);
  return true;
}

/** Back-in-stock alerts of the product whose product or option has stock now; how many fired. */
export function fireStockAlerts(db: Db, productId: number): number {
  return each(db, activeAlerts(db, productId, 'stock'), (row) => {
    if (!getInventory(db, productId, row.option_pair)?.available) return false;
    return fireAlert(db, row, priceNow(db, productId, row.option_pair) ?? row.price);
  });
}

/** Price alerts of the product whose option costs less now than when asked; how many fired. */
export function firePriceAlerts(db: Db, productId: number): number {
  return each(db, activeAlerts(db, productId, 'price'), (row) => {
    const now = priceNow(db, productId, row.option_pair);
    return now !== undefined && now < row.price && fireAlert(db, row, now);
  });
}

/**
 * The double opt-in mail of a guest's alert: a new confirm link (a mail asked again carries a new
 * one; an earlier one still works until it expires).
 */
export function sendConfirmMail(db: Db, row: AlertRow): void {
  if (!row.origin) return;
  const zh = row.locale === 'zh';
  const thing = thingName(db, row, row.locale);
  const store = localize(getShell(db).storeName, row.locale);
  const link = `${row.origin}${confirmPath(issueAlertToken(db, row.id, 'confirm'))}`;
  const days = CONFIRM_TTL_MS / (24 * 3600 * 1000);
  const price = moneyText(row.price, row.currency);
  const wish = zh
    ? row.kind === 'stock'
      ? `您希望在${thing}到货时收到${store}的通知。`
      : `您希望在${thing}低于 ${price} 时收到${store}的通知。`
    : row.kind === 'stock'
      ? `You asked ${store} to tell you when ${thing} is back in stock.`
      : `You asked ${store} to tell you when ${thing} costs less than ${price}.`;
  const text = zh
    ? [
        '您好，',
        '',
        wish,
        '',
        `请打开此链接确认：\n${link}`,
        '',
        `链接 ${days} 天内有效。如果不是您本人的操作，请忽略此邮件：未经确认，我们不会给您发送任何提醒。`,
      ]
    : [
        'Hello,',
        '',
        wish,
        '',
        `To confirm, open this link:\n${link}`,
        '',
        `The link works for ${days} days. If it was not you, ignore this mail: without the link we send you nothing.`,
      ];
  sendMail(db, {
    to: row.recipient,
    subject: zh
      ? `请确认${row.kind === 'stock' ? '到货' : '降价'}提醒：${thing}`
      : `Confirm your alert: ${thing} ${row.kind === 'stock' ? 'back in stock' : 'cheaper'}`,
    text: text.join('\n'),
    link,
  });
}

/** An alert that cannot be read (a product whose options changed since) is skipped, never stops the stock or price change. */
function each(db: Db, rows: AlertRow[], fire: (row: AlertRow) => boolean): number {
  let fired = 0;
  for (const row of rows) {
    try {
      // each alert in a savepoint of its own: one that fails leaves nothing half done
      if (db.transaction(() => fire(row))()) fired++;
    } catch {
      // left active: a later change may read it again
    }
  }
  return fired;
}

stockRoseHooks.push((db, productId) => {
  fireStockAlerts(db, productId);
});
priceChangedHooks.push((db, productId) => {
  firePriceAlerts(db, productId);
});
