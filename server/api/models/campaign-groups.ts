/**
 * Group formation and outcome, campaign carts and campaign orders.
 *
 * - A campaign cart is a `carts` row (user_id NULL) owned through `campaign_carts` by a signed-in
 *   shopper, holding one campaign item and the group it joins (NULL: start a new group).
 * - Its order is placed by the normal reserve (so checkout, payment channels and idempotency are
 *   the normal ones); `campaign_orders` links it to the campaign and the target group.
 * - Paid (orderPaidHooks): the order joins its target group when that still takes members, else
 *   opens a new group; at the group size the group is COMPLETE.
 * - At a group's deadline (settleGroups, run before every campaign read) an OPEN group FAILS:
 *   each paid order in it is refunded (server/api/models/refunds.ts: payment status REFUNDED, store
 *   credit, stock, coupon, membership and referral reward given back, a mail in the outbox).
 * - Every member is mailed the outcome (groupMail): complete (the order goes ahead), or not filled
 *   by its deadline (how many joined, and the refund: amount, and where it goes).
 */
import crypto from 'node:crypto';
import type { Db } from '../db';
import type { CampaignGroup, CampaignOrder, CampaignOrderState, Locale } from '../../../types/api';
import { ApiError } from '../http/errors';
import { clockNow } from '../http/clock';
import { campaignLineTerms, cartLines, insertLine, touch, type CartRow } from './cart';
import { orderPaidHooks } from './order-events';
import { details, findOrderById, toOrder, type OrderRow } from './orders';
import { refundPaidOrder, type RefundKind } from './refunds';
import { findUserById } from './users';
import type { MailText } from './outbox';
import { localize } from './store';
import { groupCompleteMail, groupFailedMail, groupOutcome, mailMember } from './campaign-group-mail';
import { REFUND_REASONS, type Bilingual } from '../mail/refund-mail';
import {
  campaignState,
  findCampaign,
  findGroup,
  groupJoinable,
  groupMembers,
  itemOfProduct,
  stockLeft,
  toGroup,
  type CampaignRow,
  type GroupRow,
} from './campaigns';

const iso = (ms: number) => new Date(ms).toISOString();

// ---- Campaign carts ------------------------------------------------------------------------

interface CampaignCartLink {
  owner_key: string;
  campaign_id: number;
  cart_id: string;
  group_id: string | null;
}

export const userOwnerKey = (userId: string) => `user:${userId}`;

function cartLink(db: Db, ownerKey: string, campaignId: number): CampaignCartLink | undefined {
  return db
    .prepare<[string, number], CampaignCartLink>('SELECT * FROM campaign_carts WHERE owner_key = ? AND campaign_id = ?')
    .get(ownerKey, campaignId);
}

function linkOfCart(db: Db, cartId: string): CampaignCartLink | undefined {
  return db.prepare<[string], CampaignCartLink>('SELECT * FROM campaign_carts WHERE cart_id = ?').get(cartId);
}

/** The shopper's cart for a campaign (created when asked); undefined when there is none. */
export function campaignCart(db: Db, userId: string, campaignId: number, create: boolean): CartRow | undefined {
  const ownerKey = userOwnerKey(userId);
  const link = cartLink(db, ownerKey, campaignId);
  if (link) return db.prepare<[string], CartRow>('SELECT * FROM carts WHERE id = ?').get(link.cart_id);
  if (!create) return undefined;
  const id = crypto.randomBytes(12).toString('base64url');
  const t = new Date().toISOString();
  db.transaction(() => {
    db.prepare("INSERT INTO carts (id, user_id, checkout, created_at, updated_at) VALUES (?, NULL, '{}', ?, ?)").run(
      id,
      t,
      t,
    );
    db.prepare('INSERT INTO campaign_carts (owner_key, campaign_id, cart_id, group_id) VALUES (?, ?, ?, NULL)').run(
      ownerKey,
      campaignId,
      id,
    );
  })();
  return db.prepare<[string], CartRow>('SELECT * FROM carts WHERE id = ?').get(id);
}

export function cartGroupId(db: Db, cartId: string): string | null {
  return linkOfCart(db, cartId)?.group_id ?? null;
}

/** Throws unless the campaign takes orders now. */
export function assertCampaignOpen(db: Db, c: CampaignRow): void {
  const state = campaignState(c, stockLeft(db, c.id), clockNow(db));
  if (state === 'ENDED') throw new ApiError(409, 'CAMPAIGN_ENDED', 'This group-buy campaign has ended');
  if (state === 'UPCOMING') throw new ApiError(409, 'CONFLICT', 'This group-buy campaign has not started yet');
  if (state === 'SOLD_OUT') throw new ApiError(409, 'CONFLICT', 'This group-buy campaign is sold out');
}

/** Throws a clear 409 unless the shopper can join this group now (the app then offers a new group). */
export function assertJoinable(db: Db, c: CampaignRow, groupId: string, ownerKey: string): GroupRow {
  const g = findGroup(db, groupId);
  if (!g || g.campaign_id !== c.id)
    throw new ApiError(404, 'NOT_FOUND', 'This group does not exist in this campaign', 'groupId');
  const members = groupMembers(db, g.id);
  if (members.some((m) => m.owner_key === ownerKey))
    throw new ApiError(409, 'CONFLICT', 'You are already in this group', 'groupId');
  if (g.state === 'COMPLETE' || members.length >= c.group_size)
    throw new ApiError(409, 'GROUP_FULL', 'This group is already full', 'groupId');
  if (g.state === 'FAILED' || !groupJoinable(db, g, c.group_size, clockNow(db))) {
    throw new ApiError(409, 'GROUP_ENDED', 'This group has ended', 'groupId');
  }
  return g;
}

/** Replaces the cart's contents with one item, and sets the group to join. */
export function setCampaignCart(
  db: Db,
  cart: CartRow,
  productId: number,
  optionPair: string,
  quantity: number,
  groupId: string | null,
): void {
  db.transaction(() => {
    db.prepare('DELETE FROM cart_lines WHERE cart_id = ?').run(cart.id);
    insertLine(db, cart.id, productId, optionPair, quantity);
    db.prepare('UPDATE campaign_carts SET group_id = ? WHERE cart_id = ?').run(groupId, cart.id);
  })();
}

export function setCartGroup(db: Db, cart: CartRow, groupId: string | null): void {
  db.prepare('UPDATE campaign_carts SET group_id = ? WHERE cart_id = ?').run(groupId, cart.id);
  touch(db, cart.id);
}

campaignLineTerms.of = (db, cartId, productId) => {
  const link = linkOfCart(db, cartId);
  if (!link) return undefined;
  const item = itemOfProduct(db, link.campaign_id, productId);
  // an item no longer in the campaign cannot be bought through it
  return item ? { unitPrice: item.group_price, stock: Math.max(0, item.stock) } : { unitPrice: 0, stock: 0 };
};

// ---- Placing: the checks before the normal reserve, the link after ---------------------------

/** Checks before reserve in campaign scope: campaign open, group still joinable, nothing paid in it yet. */
export function beforeCampaignReserve(db: Db, c: CampaignRow, cart: CartRow | undefined, ownerKey: string): void {
  assertCampaignOpen(db, c);
  if (!cart || cartLines(db, cart.id).length === 0)
    throw new ApiError(409, 'CONFLICT', 'Your group-buy cart is empty', 'cart');
  const groupId = cartGroupId(db, cart.id);
  if (groupId) assertJoinable(db, c, groupId, ownerKey);
}

export function linkCampaignOrder(
  db: Db,
  c: CampaignRow,
  order: OrderRow,
  ownerKey: string,
  targetGroupId: string | null,
): void {
  db.prepare(
    `INSERT INTO campaign_orders (order_id, campaign_id, owner_key, target_group_id) VALUES (?, ?, ?, ?)
     ON CONFLICT (order_id) DO NOTHING`,
  ).run(order.id, c.id, ownerKey, targetGroupId);
}

// ---- Paid: join or open a group -------------------------------------------------------------

interface CampaignOrderRow {
  order_id: number;
  campaign_id: number;
  owner_key: string;
  target_group_id: string | null;
  group_id: string | null;
  refund_amount: number;
  refunded_at: string | null;
}

function initialsOf(db: Db, row: OrderRow): string {
  const user = row.user_id ? findUserById(db, row.user_id) : undefined;
  const first = (user?.first_name ?? details(row).contact?.firstName ?? '?').trim();
  const last = (user?.last_name ?? details(row).contact?.lastName ?? '').trim();
  return `${[...first][0] ?? '?'}${[...last][0] ?? ''}`.toUpperCase();
}

function openGroup(db: Db, c: CampaignRow, now: number): string {
  const id = crypto.randomBytes(6).toString('base64url');
  const deadline = Math.min(now + c.group_hours * 3_600_000, Date.parse(c.ends_at));
  db.prepare(
    "INSERT INTO campaign_groups (id, campaign_id, state, deadline, created_at) VALUES (?, ?, 'OPEN', ?, ?)",
  ).run(id, c.id, iso(deadline), iso(now));
  return id;
}

function onPaid(db: Db, row: OrderRow): void {
  const link = db.prepare<[number], CampaignOrderRow>('SELECT * FROM campaign_orders WHERE order_id = ?').get(row.id);
  if (!link || link.group_id) return;
  const c = findCampaign(db, link.campaign_id)!;
  const now = clockNow(db);
  // The allocation is taken when the payment lands: the last unit can be in two shoppers' carts, and
  // only the first payment gets it (this hook runs to its end before the next one starts).
  const lines = details(row).lines;
  const stockOf = db.prepare<[number, number], { stock: number }>(
    'SELECT stock FROM campaign_items WHERE campaign_id = ? AND product_id = ?',
  );
  if (lines.some((l) => (stockOf.get(c.id, l.productId)?.stock ?? 0) < l.quantity)) {
    refund(db, row, 'SOLD_OUT', REFUND_REASONS.campaignSoldOut);
    return;
  }
  const target = link.target_group_id ? findGroup(db, link.target_group_id) : undefined;
  const inTarget = target && groupMembers(db, target.id).some((m) => m.owner_key === link.owner_key);
  let groupId: string;
  if (target && !inTarget && groupJoinable(db, target, c.group_size, now)) groupId = target.id;
  else if (now < Date.parse(c.ends_at))
    groupId = openGroup(db, c, now); // the group filled or ended meanwhile: lead a new one
  else {
    refund(db, row, 'CAMPAIGN_ENDED', REFUND_REASONS.campaignEnded);
    return;
  }
  // the allocation is taken only by an order that joins a group (a refund gives it back then)
  for (const l of lines) {
    db.prepare('UPDATE campaign_items SET stock = stock - ? WHERE campaign_id = ? AND product_id = ?').run(
      l.quantity,
      c.id,
      l.productId,
    );
  }
  db.prepare(
    'INSERT INTO campaign_members (group_id, order_id, owner_key, initials, joined_at) VALUES (?, ?, ?, ?, ?)',
  ).run(groupId, row.id, link.owner_key, initialsOf(db, row), iso(now));
  db.prepare('UPDATE campaign_orders SET group_id = ? WHERE order_id = ?').run(groupId, row.id);
  if (groupMembers(db, groupId).length >= c.group_size) {
    db.prepare("UPDATE campaign_groups SET state = 'COMPLETE', closed_at = ? WHERE id = ?").run(iso(now), groupId);
    for (const m of groupMembers(db, groupId)) {
      const order = m.order_id ? findOrderById(db, m.order_id) : undefined;
      if (order) {
        mailMember(db, order, groupCompleteMail(c, order, c.group_size));
        groupOutcome(db, order, 'complete', c);
      }
    }
  }
}
orderPaidHooks.push(onPaid);

// ---- Deadline: fail and refund ---------------------------------------------------------------

/**
 * A campaign order's refund: the one refund of the store (server/api/models/refunds.ts) reverses what
 * the payment granted; the campaign order keeps the amount and time for its page.
 */
function refund(
  db: Db,
  row: OrderRow,
  kind: RefundKind,
  reason: Bilingual,
  mail?: (amount: number, storeCredit: number) => MailText,
): void {
  const r = refundPaidOrder(db, row.id, {
    kind,
    reason,
    mail: mail ? (x) => mail(x.amount, x.storeCredit) : undefined,
  });
  if (!r) return;
  db.prepare('UPDATE campaign_orders SET refund_amount = ?, refunded_at = ? WHERE order_id = ?').run(
    r.amount,
    r.createdAt,
    row.id,
  );
}

/** Fails every open group past its deadline and refunds its paid orders. Idempotent. */
export function settleGroups(db: Db): void {
  const now = iso(clockNow(db));
  const due = db
    .prepare<[string], GroupRow>("SELECT * FROM campaign_groups WHERE state = 'OPEN' AND deadline <= ?")
    .all(now);
  for (const g of due) {
    db.transaction(() => {
      db.prepare("UPDATE campaign_groups SET state = 'FAILED', closed_at = ? WHERE id = ? AND state = 'OPEN'").run(
        now,
        g.id,
      );
      const c = findCampaign(db, g.campaign_id)!;
      const members = groupMembers(db, g.id);
      for (const m of members) {
        const order = m.order_id ? findOrderById(db, m.order_id) : undefined;
        if (order) {
          refund(db, order, 'GROUP_FAILED', REFUND_REASONS.groupFailed, (amount, credit) =>
            groupFailedMail(c, order, members.length, { amount, storeCredit: credit }),
          );
          groupOutcome(db, order, 'failed', c);
        }
      }
    })();
  }
}

// ---- Reads -----------------------------------------------------------------------------------

export function campaignOrders(
  db: Db,
  userId: string,
  campaignId: number | undefined,
  locale: Locale,
): CampaignOrder[] {
  const ownerKey = userOwnerKey(userId);
  const rows = db
    .prepare<[string, number | null, number | null], CampaignOrderRow>(
      'SELECT * FROM campaign_orders WHERE owner_key = ? AND (? IS NULL OR campaign_id = ?) ORDER BY order_id DESC',
    )
    .all(ownerKey, campaignId ?? null, campaignId ?? null);
  return rows.flatMap((link) => {
    const row = findOrderById(db, link.order_id);
    const c = findCampaign(db, link.campaign_id);
    if (!row || !c) return [];
    const g = link.group_id ? findGroup(db, link.group_id) : undefined;
    const group: CampaignGroup | null = g ? toGroup(db, g, c.group_size, ownerKey) : null;
    let groupState: CampaignOrderState = 'PENDING';
    if (row.payment_status === 'REFUNDED') groupState = 'REFUNDED';
    else if (group) groupState = group.state;
    return [
      {
        ...toOrder(db, row, locale),
        fissionCampaignId: c.id,
        campaignName: localize({ en: c.name_en, zh: c.name_zh }, locale),
        groupState,
        group,
        refundAmount: link.refund_amount,
        refundedAt: link.refunded_at,
      },
    ];
  });
}
