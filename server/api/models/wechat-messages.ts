/**
 * WeChat subscribe messages (extension `wechatSubscribe`), sandboxed. WeChat's grants are
 * one-time: each template the shopper accepted in a prompt allows one message of it. The app
 * reports what was accepted (`recordGrants`, for an order or an alert); when the moment comes
 * (the order is paid, ready, out for delivery, its group-buy ends; an alert fires) the store calls
 * `sendSubscribeMessage`, which spends one unused grant and records the message in
 * `wechat_messages`, announced in the server log beside the mail (./outbox.ts). Without a grant
 * nothing is sent. A real deployment calls WeChat's subscribeMessage.send here (touser = the
 * open id, template_id, page, data as the template's keywords) with the mini-program's access token.
 */
import type { AreaData, Db } from '../db';
import { parseJson } from '../db';
import type { SandboxSubscribeMessage, SubscribeGrant, SubscribePurpose } from '../../../types/wechat-subscribe';
import { SUBSCRIBE_PURPOSES } from '../../../types/wechat-subscribe';
import {
  parseTemplateSetting,
  purposeOfStep,
  templateSettingText,
  type TemplateIds,
} from '../../../src/domain/subscribeMessages';
import { matchRoute, buildQuery } from '../../../src/domain/routes';
import { clockNow } from '../http/clock';
import type { Env } from '../http/knobs';
import { groupOutcomeHooks } from './campaign-group-mail';
import { moneyText } from './checkout-config';
import { orderEventHooks } from './order-events';
import { details, type OrderRow } from './order-row';
import { announce } from './outbox';

/**
 * The demo store's template ids (a real store copies its own from the mini-program's admin
 * console, Subscribe messages, into STORE_WECHAT_TEMPLATES).
 */
export const DEMO_TEMPLATES: Record<SubscribePurpose, string> = {
  orderPaid: 'sandbox-order-paid',
  readyForPickup: 'sandbox-ready-for-pickup',
  outForDelivery: 'sandbox-out-for-delivery',
  groupResult: 'sandbox-group-result',
  backInStock: 'sandbox-back-in-stock',
  priceDrop: 'sandbox-price-drop',
};

/** The setting as the README's Settings table states the default. */
export const DEMO_TEMPLATES_SETTING = templateSettingText(DEMO_TEMPLATES);

/** STORE_WECHAT_TEMPLATES: `purpose=templateId,...`; unset: the demo's. A malformed value stops the server. */
export function templatesFromEnv(env: Env): TemplateIds {
  try {
    return parseTemplateSetting(env.STORE_WECHAT_TEMPLATES ?? '', DEMO_TEMPLATES);
  } catch (e) {
    throw new Error(`STORE_WECHAT_TEMPLATES: ${(e as Error).message}`);
  }
}

export const wechatMessagesData: AreaData = {
  area: 'ext-wechat-subscribe',
  migrations: [
    {
      id: 'ext-wechat-subscribe-001',
      up: `
        CREATE TABLE wechat_grants (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          purpose TEXT NOT NULL,
          template_id TEXT NOT NULL,
          order_id INTEGER REFERENCES orders(id) ON DELETE CASCADE,
          alert_id TEXT,
          open_id TEXT,
          user_id TEXT,
          created_at TEXT NOT NULL,
          used_at TEXT
        );
        CREATE INDEX wechat_grants_order ON wechat_grants(order_id, purpose);
        CREATE INDEX wechat_grants_alert ON wechat_grants(alert_id, purpose);
        CREATE TABLE wechat_messages (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          grant_id INTEGER NOT NULL UNIQUE,
          purpose TEXT NOT NULL,
          template_id TEXT NOT NULL,
          to_open_id TEXT,
          user_id TEXT,
          order_id INTEGER,
          alert_id TEXT,
          page TEXT NOT NULL,
          data TEXT NOT NULL,
          created_at TEXT NOT NULL
        );
        CREATE INDEX wechat_messages_user ON wechat_messages(user_id);
        CREATE INDEX wechat_messages_open_id ON wechat_messages(to_open_id);
      `,
    },
  ],
};

/** Who accepted, and what for: an order or an alert (one of them). */
export interface GrantInput {
  templates: { purpose: SubscribePurpose; templateId: string }[];
  orderId?: number | null;
  alertId?: string | null;
  /** The shopper's WeChat open id (the recipient WeChat needs). */
  openId: string | null;
  userId: string | null;
}

interface GrantRow {
  id: number;
  purpose: SubscribePurpose;
  template_id: string;
  order_id: number | null;
  alert_id: string | null;
  open_id: string | null;
  user_id: string | null;
}

const toGrant = (r: GrantRow): SubscribeGrant => ({
  purpose: r.purpose,
  templateId: r.template_id,
  orderID: r.order_id === null ? null : String(r.order_id),
  alertId: r.alert_id,
});

const iso = (db: Db) => new Date(clockNow(db)).toISOString();

/**
 * Records the accepted templates. A template already granted and not yet spent for the same order
 * or alert is not granted twice (the app sending its report again is one grant, one message).
 */
export function recordGrants(db: Db, g: GrantInput): SubscribeGrant[] {
  const orderId = g.orderId ?? null;
  const alertId = g.alertId ?? null;
  if ((orderId === null) === (alertId === null)) throw new Error('a grant is for one order or one alert');
  const open = db.prepare<[number | null, string | null, string], GrantRow>(
    `SELECT * FROM wechat_grants WHERE order_id IS ? AND alert_id IS ? AND purpose = ? AND used_at IS NULL`,
  );
  const insert = db.prepare(
    `INSERT INTO wechat_grants (purpose, template_id, order_id, alert_id, open_id, user_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  return db.transaction(() =>
    g.templates.map((t) => {
      const existing = open.get(orderId, alertId, t.purpose);
      if (existing) return toGrant(existing);
      insert.run(t.purpose, t.templateId, orderId, alertId, g.openId, g.userId, iso(db));
      return toGrant(open.get(orderId, alertId, t.purpose)!);
    }),
  )();
}

/** Whose grant a message spends: the order's or the alert's (its shopper), or any of a shopper's. */
export type MessageSubject = { orderId: number } | { alertId: string } | { userId: string } | { openId: string };

export interface OutgoingSubscribeMessage {
  purpose: SubscribePurpose;
  /** The app URL the message opens (`/user/orders?orderID=1`); sent as the mini-program page. */
  url: string;
  /** The template's fields, keyword -> value (a real template names its keywords thing1, amount2, ...). */
  data: Record<string, string>;
}

/** The mini-program page of an app URL (`pages/user/orders/index?orderID=1`); the home page when no route answers. */
export function miniProgramPage(url: string): string {
  const m = matchRoute(url);
  if (!m) return 'pages/home/index';
  return `${m.page}${buildQuery(m.params)}`;
}

function subjectWhere(s: MessageSubject): [string, string | number] {
  if ('orderId' in s) return ['order_id = ?', s.orderId];
  if ('alertId' in s) return ['alert_id = ?', s.alertId];
  if ('userId' in s) return ['user_id = ?', s.userId];
  return ['open_id = ?', s.openId];
}

/**
 * Sends one message (sandbox: records it) when the subject holds an unused grant of the purpose,
 * spending it; else sends nothing and answers null. Never throws for a missing grant.
 */
export function sendSubscribeMessage(
  db: Db,
  subject: MessageSubject,
  m: OutgoingSubscribeMessage,
): SandboxSubscribeMessage | null {
  const [where, value] = subjectWhere(subject);
  return db.transaction(() => {
    const grant = db
      .prepare<[string | number, string], GrantRow>(
        `SELECT * FROM wechat_grants WHERE ${where} AND purpose = ? AND used_at IS NULL ORDER BY id LIMIT 1`,
      )
      .get(value, m.purpose);
    if (!grant) return null;
    const at = iso(db);
    db.prepare('UPDATE wechat_grants SET used_at = ? WHERE id = ?').run(at, grant.id);
    const page = miniProgramPage(m.url);
    const id = Number(
      db
        .prepare(
          `INSERT INTO wechat_messages (grant_id, purpose, template_id, to_open_id, user_id, order_id, alert_id, page, data, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          grant.id,
          m.purpose,
          grant.template_id,
          grant.open_id,
          grant.user_id,
          grant.order_id,
          grant.alert_id,
          page,
          JSON.stringify(m.data),
          at,
        ).lastInsertRowid,
    );
    const to = grant.open_id ?? (grant.user_id ? `user ${grant.user_id}` : 'no open id');
    announce(
      db,
      `wechat message #${id} to ${to}: ${m.purpose} (template ${grant.template_id}) | ${page} (sandbox: wechat_messages table, id ${id})`,
    );
    return readMessages(db, 'id = ?', id, 1)[0];
  })();
}

interface MessageRow {
  id: number;
  purpose: SubscribePurpose;
  template_id: string;
  to_open_id: string | null;
  order_id: number | null;
  alert_id: string | null;
  page: string;
  data: string;
  created_at: string;
}

function readMessages(db: Db, where: string, value: string | number, limit: number): SandboxSubscribeMessage[] {
  return db
    .prepare<[string | number, number], MessageRow>(
      `SELECT * FROM wechat_messages WHERE ${where} ORDER BY id DESC LIMIT ?`,
    )
    .all(value, limit)
    .map((r) => ({
      id: r.id,
      purpose: r.purpose,
      templateId: r.template_id,
      toOpenId: r.to_open_id,
      orderID: r.order_id === null ? null : String(r.order_id),
      alertId: r.alert_id,
      page: r.page,
      data: parseJson<Record<string, string>>(r.data, {}),
      createdAt: r.created_at,
    }));
}

/** Messages to a shopper (their account, or their WeChat open id), newest first. */
export function messagesTo(
  db: Db,
  who: { userId?: string | null; openId?: string | null },
  limit = 50,
): SandboxSubscribeMessage[] {
  const byUser = who.userId ? readMessages(db, 'user_id = ?', who.userId, limit) : [];
  const byOpenId = who.openId ? readMessages(db, 'to_open_id = ?', who.openId, limit) : [];
  const seen = new Set<number>();
  return [...byUser, ...byOpenId]
    .filter((m) => !seen.has(m.id) && (seen.add(m.id), true))
    .sort((a, b) => b.id - a.id)
    .slice(0, limit);
}

/** Every purpose's template is unique: the grants name purposes, a prompt's answer names template ids. */
export function assertDistinctTemplates(t: TemplateIds): void {
  const ids = SUBSCRIBE_PURPOSES.map((p) => t[p]).filter(Boolean);
  if (new Set(ids).size !== ids.length) throw new Error('STORE_WECHAT_TEMPLATES: two purposes share a template id');
}

// ---- The order's steps send their messages ------------------------------------------------

const orderUrl = (id: number) => `/user/orders?orderID=${id}`;

function readOrder(db: Db, id: number): OrderRow | undefined {
  return db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?').get(id);
}

function stepData(row: OrderRow, purpose: SubscribePurpose): Record<string, string> {
  const d = details(row);
  const data: Record<string, string> = { orderID: String(row.id) };
  if (purpose === 'orderPaid') data.amount = moneyText(row.total, row.currency);
  if (purpose === 'readyForPickup' && d.timeSlot)
    data.pickupTime = `${d.timeSlot.date} ${d.timeSlot.time ?? ''}`.trim();
  if (purpose === 'outForDelivery' && d.delivery) data.address = d.delivery.streetNumberAndNameDetails;
  return data;
}

/** A message never stops the step it reports: a failure to record it is logged and dropped. */
function safely(db: Db, send: () => void): void {
  try {
    send();
  } catch (e) {
    announce(db, `wechat message not recorded: ${(e as Error).message}`);
  }
}

orderEventHooks.push((db, orderId, kind) => {
  const purpose = purposeOfStep(kind);
  if (!purpose) return;
  safely(db, () => {
    const row = readOrder(db, orderId);
    if (!row) return;
    sendSubscribeMessage(db, { orderId }, { purpose, url: orderUrl(orderId), data: stepData(row, purpose) });
  });
});

groupOutcomeHooks.push((db, row, outcome, c) => {
  safely(db, () => {
    sendSubscribeMessage(
      db,
      { orderId: row.id },
      {
        purpose: 'groupResult',
        url: orderUrl(row.id),
        data: {
          orderID: String(row.id),
          campaign: c.name_en,
          result: outcome === 'complete' ? 'Group complete 拼团成功' : 'Group not filled, refunded 拼团失败，已退款',
        },
      },
    );
  });
});
