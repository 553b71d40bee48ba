/**
 * Group-buy (fission) campaigns: tables and first-start content. Campaign items point at the
 * catalogue's products (name, image, options and inventory stay the catalogue's); the campaign
 * adds the group price and its own stock. Campaign carts are rows of the checkout area's `carts`
 * table (user_id NULL, so the shopper's normal cart is never one of them) found through
 * `campaign_carts`; their orders are the checkout area's orders, linked by `campaign_orders`.
 *
 * Seeded states, dated from the first start: open (groups of 2), nearly full (an open group of 3
 * with 2 members), ended (its end in the past, one failed group) and sold out (no stock left).
 */
import crypto from 'node:crypto';
import type { AreaData, Db } from '../db';
import type { LocalizedText } from '../../../types/api';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface CampaignSeed {
  key: string;
  nameContent: Required<LocalizedText>;
  descriptionContent: Required<LocalizedText>;
  /** Offsets from the first start (ms). */
  startsIn: number;
  endsIn: number;
  groupSize: number;
  groupHours: number;
  /** Items: the nth plain catalogue product (or the first with options), group price as a share of its price, stock. */
  items: { pick: number | 'options'; pricePercent: number; stock: number }[];
  /** Seeded groups: member initials, hours until the deadline (negative: past). */
  groups: { initials: string[]; deadlineIn: number; state: 'OPEN' | 'COMPLETE' | 'FAILED' }[];
}

export const CAMPAIGNS: CampaignSeed[] = [
  {
    key: 'pair-up',
    nameContent: { en: 'Pair up and save', zh: '两人拼团特惠' },
    descriptionContent: {
      en: 'Team up with one friend: when two of you pay within 24 hours, both get the group price.',
      zh: '邀请一位好友：24 小时内两人付款即成团，两人都享拼团价。',
    },
    startsIn: -DAY,
    endsIn: 30 * DAY,
    groupSize: 2,
    groupHours: 24,
    items: [
      { pick: 0, pricePercent: 70, stock: 40 },
      { pick: 'options', pricePercent: 75, stock: 30 },
    ],
    groups: [],
  },
  {
    key: 'tea-circle',
    nameContent: { en: 'Tea circle of three', zh: '三人茶友团' },
    descriptionContent: {
      en: 'Three friends, one deal: a group of three gets the tea at the group price. One group is only one friend away.',
      zh: '三位好友一起拼：三人成团享拼团价。已有一个团只差一人。',
    },
    startsIn: -2 * DAY,
    endsIn: 10 * DAY,
    groupSize: 3,
    groupHours: 48,
    items: [{ pick: 1, pricePercent: 65, stock: 25 }],
    groups: [{ initials: ['ML', 'JW'], deadlineIn: 20, state: 'OPEN' }],
  },
  {
    key: 'autumn-feast',
    nameContent: { en: 'Autumn feast (ended)', zh: '金秋盛宴（已结束）' },
    descriptionContent: {
      en: 'Last season\u2019s group deal. Watch this page for the next one.',
      zh: '上一季的拼团活动，敬请期待下一期。',
    },
    startsIn: -40 * DAY,
    endsIn: -3 * DAY,
    groupSize: 3,
    groupHours: 24,
    items: [{ pick: 2, pricePercent: 60, stock: 10 }],
    groups: [
      { initials: ['AK', 'SY', 'PL'], deadlineIn: -5 * 24, state: 'COMPLETE' },
      { initials: ['TC'], deadlineIn: -4 * 24, state: 'FAILED' },
    ],
  },
  {
    key: 'flash-five',
    nameContent: { en: 'Flash five (sold out)', zh: '五人闪拼（已售罄）' },
    descriptionContent: {
      en: 'Five friends, the deepest price. Every unit has gone to complete groups.',
      zh: '五人成团，最低价格。所有名额均已被拼完。',
    },
    startsIn: -5 * DAY,
    endsIn: 5 * DAY,
    groupSize: 5,
    groupHours: 24,
    items: [{ pick: 3, pricePercent: 55, stock: 0 }],
    groups: [{ initials: ['HZ', 'QW', 'LM', 'RB', 'XT'], deadlineIn: -24, state: 'COMPLETE' }],
  },
];

/** Group prices are never below this (the store's minimum order, so a one-unit group order can be placed). */
const MIN_GROUP_PRICE = 1000;

function pickProduct(db: Db, pick: number | 'options'): { id: number; price: number } {
  const sql =
    pick === 'options'
      ? `SELECT id, price FROM products WHERE record_status = 'ACTIVE' AND product_type = 'PRODUCT' AND options != '[]'
           AND price >= ${MIN_GROUP_PRICE * 2} ORDER BY id LIMIT 1`
      : `SELECT p.id, p.price FROM products p JOIN product_inventory i ON i.product_id = p.id AND i.option_pair = ''
           WHERE p.record_status = 'ACTIVE' AND p.product_type = 'PRODUCT' AND p.options = '[]' AND i.quantity >= 20
             AND p.price >= ${MIN_GROUP_PRICE * 2} ORDER BY p.id LIMIT 1 OFFSET ${pick}`;
  const row = db.prepare<[], { id: number; price: number }>(sql).get();
  if (!row) throw new Error(`campaign seed: no catalogue product for pick ${String(pick)}`);
  return row;
}

function seed(db: Db): void {
  const now = Date.now();
  const iso = (ms: number) => new Date(now + ms).toISOString();
  const campaign = db.prepare(
    `INSERT INTO campaigns (id, key, name_en, name_zh, description_en, description_zh, starts_at, ends_at, group_size, group_hours, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const item = db.prepare(
    'INSERT INTO campaign_items (campaign_id, product_id, group_price, stock, position) VALUES (?, ?, ?, ?, ?)',
  );
  const group = db.prepare(
    'INSERT INTO campaign_groups (id, campaign_id, state, deadline, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const member = db.prepare(
    'INSERT INTO campaign_members (group_id, order_id, owner_key, initials, joined_at) VALUES (?, NULL, NULL, ?, ?)',
  );
  CAMPAIGNS.forEach((c, index) => {
    const id = index + 1;
    campaign.run(
      id,
      c.key,
      c.nameContent.en,
      c.nameContent.zh,
      c.descriptionContent.en,
      c.descriptionContent.zh,
      iso(c.startsIn),
      iso(c.endsIn),
      c.groupSize,
      c.groupHours,
      index,
    );
    c.items.forEach((it, position) => {
      const product = pickProduct(db, it.pick);
      const price = Math.max(MIN_GROUP_PRICE, Math.round((product.price * it.pricePercent) / 100));
      item.run(id, product.id, price, it.stock, position);
    });
    for (const g of c.groups) {
      const groupId = crypto.randomBytes(6).toString('base64url');
      group.run(groupId, id, g.state, iso(g.deadlineIn * HOUR), iso(g.deadlineIn * HOUR - c.groupHours * HOUR));
      g.initials.forEach((initials, i) =>
        member.run(groupId, initials, iso(g.deadlineIn * HOUR - c.groupHours * HOUR + (i + 1) * HOUR)),
      );
    }
  });
}

export const campaignsData: AreaData = {
  area: 'campaigns',
  migrations: [
    {
      id: 'campaigns-001-campaigns-groups',
      up: `
        CREATE TABLE campaigns (
          id INTEGER PRIMARY KEY,
          key TEXT NOT NULL UNIQUE,
          name_en TEXT NOT NULL,
          name_zh TEXT NOT NULL,
          description_en TEXT NOT NULL,
          description_zh TEXT NOT NULL,
          starts_at TEXT NOT NULL,
          ends_at TEXT NOT NULL,
          group_size INTEGER NOT NULL CHECK (group_size BETWEEN 2 AND 20),
          group_hours INTEGER NOT NULL CHECK (group_hours > 0),
          position INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE campaign_items (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
          product_id INTEGER NOT NULL,
          group_price INTEGER NOT NULL CHECK (group_price > 0),
          stock INTEGER NOT NULL CHECK (stock >= 0),
          position INTEGER NOT NULL DEFAULT 0,
          UNIQUE (campaign_id, product_id)
        );
        CREATE TABLE campaign_groups (
          id TEXT PRIMARY KEY,
          campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
          state TEXT NOT NULL CHECK (state IN ('OPEN', 'COMPLETE', 'FAILED')),
          deadline TEXT NOT NULL,
          created_at TEXT NOT NULL,
          closed_at TEXT
        );
        CREATE INDEX campaign_groups_open ON campaign_groups(campaign_id, state, deadline);
        CREATE TABLE campaign_members (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          group_id TEXT NOT NULL REFERENCES campaign_groups(id) ON DELETE CASCADE,
          order_id INTEGER UNIQUE,
          owner_key TEXT,
          initials TEXT NOT NULL,
          joined_at TEXT NOT NULL,
          UNIQUE (group_id, owner_key)
        );
        CREATE TABLE campaign_carts (
          owner_key TEXT NOT NULL,
          campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
          cart_id TEXT NOT NULL UNIQUE,
          group_id TEXT,
          PRIMARY KEY (owner_key, campaign_id)
        );
        CREATE TABLE campaign_orders (
          order_id INTEGER PRIMARY KEY,
          campaign_id INTEGER NOT NULL,
          owner_key TEXT NOT NULL,
          target_group_id TEXT,
          group_id TEXT,
          refund_amount INTEGER NOT NULL DEFAULT 0,
          refunded_at TEXT
        );
        CREATE INDEX campaign_orders_owner ON campaign_orders(owner_key, campaign_id);
      `,
    },
  ],
  seed,
};
