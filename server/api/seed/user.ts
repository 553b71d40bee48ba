/**
 * The user area (My Account's sections): coupon wallets, support messages, referral groups,
 * introduced shoppers and orders; and the demo shopper's history to show in them: orders in
 * every state (enough for several pages), coupons used and unused, store credit spent and
 * earned, a referral group, introduced friends and their orders.
 */
import crypto from 'node:crypto';
import type { AreaData, Db } from '../db';
import type { OrderLine, OrderMethod, OrderPaymentStatus, OrderStatus } from '../../../types/api';
import { createUser, findUserByEmail, hashPasswordSync } from '../models/users';
import { giveCoupon } from '../models/coupons';
import { refundsMigration } from '../models/refunds';
import { appliedStoreCredit } from '../models/credit';
import { referralPartialMigration } from '../models/referral-reward';
import { productImageURL } from '../models/products';
import { getDefaultCurrency } from '../models/store';
import { roundHalfUp, storeNow } from '../models/checkout-config';
import type { OrderDetails } from '../models/orders';
import { DEMO_USER } from './account';
import { CHECKOUT_SETTINGS } from './checkout';

export const REFERRAL_GROUPS = [
  {
    name: ['Founding Shoppers', '创始会员'],
    description: [
      'Our first shoppers: CA$5.00 credit for every order a friend places.',
      '首批顾客：好友每下一单，您获得 CA$5.00 店铺余额。',
    ],
    reward: 500,
  },
  {
    name: ['Tea Circle', '茶友圈'],
    description: [
      'Tea lovers sharing finds: CA$3.00 credit per friend’s order.',
      '茶友分享好物：好友每单奖励 CA$3.00。',
    ],
    reward: 300,
  },
  {
    name: ['Campus Ambassadors', '校园大使'],
    description: [
      'Students bringing friends: CA$2.00 credit per friend’s order.',
      '学生推荐好友：好友每单奖励 CA$2.00。',
    ],
    reward: 200,
  },
] as const;

/**
 * The demo shopper's seeded orders: a history by state pattern, one every 3 days, then a few
 * placed minutes ago and still awaiting payment. Unpaid orders expire (checkout settings
 * `unpaidOrderMinutes`, or the end of their slot), so the history's unpaid ones were cancelled
 * long ago; only the recent ones, with a pickup or delivery slot tomorrow, can be paid.
 */
const DEMO_HISTORY = 64;
const DEMO_AWAITING_PAYMENT = 3;
export const DEMO_ORDER_COUNT = DEMO_HISTORY + DEMO_AWAITING_PAYMENT;
const STATE_CYCLE: [OrderStatus, OrderPaymentStatus][] = [
  ['INTERIM', 'NOT_PAID'],
  ['NEW', 'PAID_ONLINE'],
  ['NEW', 'PAID_ONLINE'],
  ['NEW', 'PAY_AT_STORE'],
  ['CANCELLED', 'NOT_PAID'],
  ['NEW', 'PAID_ONLINE'],
  ['FAILED', 'FAILED'],
  ['NEW', 'PAID_ONLINE'],
];

export const DEMO_FRIENDS = [
  { email: 'lin.wei@example.com', firstName: 'Lin', lastName: 'Wei' },
  { email: 'sam.patel@example.com', firstName: 'Sam', lastName: 'Patel' },
  { email: 'ana.lopez@example.com', firstName: 'Ana', lastName: 'Lopez' },
];

interface ProductPick {
  id: number;
  name_en: string;
  name_zh: string;
  price: number;
}

const DAY = 86_400_000;

function orderInserter(db: Db) {
  const currency = getDefaultCurrency(db);
  const location = db
    .prepare<[], { id: string }>(
      'SELECT id FROM store_locations WHERE display = 1 AND virtual = 0 ORDER BY position LIMIT 1',
    )
    .get();
  const products = db
    .prepare<[], ProductPick>(
      "SELECT p.id, p.name_en, p.name_zh, p.price FROM products p JOIN product_inventory i ON i.product_id = p.id AND i.option_pair = '' WHERE p.product_type = 'PRODUCT' AND p.record_status = 'ACTIVE' AND p.price > 0 AND i.quantity > 50 ORDER BY p.position, p.id LIMIT 8",
    )
    .all();
  const insert = db.prepare(
    `INSERT INTO orders (owner_key, user_id, cart_id, idempotency_key, cart_fingerprint, status, payment_status, payment_channel,
       payment_method, pending_decision, decide_at, currency, subtotal, discount, delivery_fee, tax, tips, store_credit, total,
       details, comments, created_at, updated_at, paid_at)
     VALUES (?, ?, NULL, ?, 'seed', ?, ?, ?, NULL, NULL, NULL, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (o: {
    user: { id: string; first_name: string; last_name: string; email: string };
    n: number;
    at: Date;
    status: OrderStatus;
    paymentStatus: OrderPaymentStatus;
    coupon?: { code: string; discount: number };
    storeCredit?: number;
    comments?: string[];
    /** The slot's day when not the day the order was placed. */
    slotDate?: string;
  }): { id: number; total: number; credit: number } => {
    const method: OrderMethod = o.paymentStatus === 'PAY_AT_STORE' ? 'PICKUP' : o.n % 3 === 1 ? 'DELIVERY' : 'PICKUP';
    const picks = [products[o.n % products.length], products[(o.n * 3 + 1) % products.length]].filter(Boolean);
    const lines: OrderLine[] = picks.map((p, i) => ({
      productId: p.id,
      name: p.name_en,
      nameContent: { en: p.name_en, zh: p.name_zh },
      imageURL: productImageURL(p.id),
      optionPair: '',
      quantity: 1 + ((o.n + i) % 2),
      unitPrice: p.price,
      lineTotal: p.price * (1 + ((o.n + i) % 2)),
    }));
    const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
    const discount = o.coupon?.discount ?? 0;
    const deliveryFee = method === 'DELIVERY' && subtotal - discount < 15000 ? 499 : 0;
    const tax = roundHalfUp((subtotal - discount + deliveryFee) * CHECKOUT_SETTINGS.taxRateBasisPoints, 10000);
    const credit = appliedStoreCredit(o.storeCredit ?? 0, subtotal - discount + deliveryFee + tax);
    const total = subtotal - discount + deliveryFee + tax - credit;
    const date = o.slotDate ?? o.at.toISOString().slice(0, 10);
    const contact = {
      firstName: o.user.first_name,
      lastName: o.user.last_name,
      email: o.user.email,
      phone: '416-555-0134',
    };
    const d: OrderDetails = {
      orderMethod: method,
      locationId: method === 'PICKUP' ? (location?.id ?? null) : null,
      timeSlot: {
        date,
        time: method === 'DELIVERY' ? '14:00' : '11:30',
        end: method === 'DELIVERY' ? '16:00' : '12:00',
      },
      contact,
      delivery:
        method === 'DELIVERY'
          ? {
              ...contact,
              streetNumberAndNameDetails: '100 Queen St W',
              city: 'Toronto',
              province: 'ON',
              postCode: 'M5H 2N2',
            }
          : null,
      billingAddress: null,
      couponCode: o.coupon?.code ?? null,
      customerComment: o.n % 5 === 2 ? 'Please pack the tea separately.' : '',
      lines,
    };
    const comments = (o.comments ?? []).map((comment, i) => ({
      comment,
      createdAt: new Date(o.at.getTime() + (i + 1) * 3_600_000).toISOString(),
    }));
    const paid = o.paymentStatus === 'PAID_ONLINE';
    const at = o.at.toISOString();
    const r = insert.run(
      `user:${o.user.id}`,
      o.user.id,
      `seed-${crypto.randomBytes(6).toString('hex')}`,
      o.status,
      o.paymentStatus,
      paid ? (credit > 0 && total === 0 ? 'storeCredit' : 'opay_h5') : o.status === 'FAILED' ? 'opay_h5' : null,
      currency,
      subtotal,
      discount,
      deliveryFee,
      tax,
      credit,
      total,
      JSON.stringify(d),
      JSON.stringify(comments),
      at,
      at,
      paid ? at : null,
    );
    return { id: Number(r.lastInsertRowid), total: total + credit, credit };
  };
}

function seed(db: Db): void {
  const demo = findUserByEmail(db, DEMO_USER.email);
  const groupIds = REFERRAL_GROUPS.map((g, i) =>
    Number(
      db
        .prepare(
          'INSERT INTO referral_groups (name_en, name_zh, description_en, description_zh, reward_per_order, position) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(g.name[0], g.name[1], g.description[0], g.description[1], g.reward, i).lastInsertRowid,
    ),
  );
  if (!demo) return;
  const now = Date.now();
  const currency = getDefaultCurrency(db);
  const addOrder = orderInserter(db);
  const ledger = db.prepare(
    'INSERT INTO store_credit_ledger (user_id, amount, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
  );

  db.prepare('INSERT INTO referral_group_members (user_id, group_id, joined_at) VALUES (?, ?, ?)').run(
    demo.id,
    groupIds[0],
    new Date(now - 200 * DAY).toISOString(),
  );

  // Oldest first, so order ids grow with time; an unpaid order of the history expired (cancelled).
  let creditSpent: [number, string, number, string] | null = null;
  for (let n = DEMO_HISTORY - 1; n >= 0; n--) {
    const [cycleStatus, paymentStatus] = STATE_CYCLE[n % STATE_CYCLE.length];
    const status = cycleStatus === 'INTERIM' ? 'CANCELLED' : cycleStatus;
    const at = new Date(now - n * 3 * DAY - 2 * 3_600_000);
    const usesFiveOff = n === 9;
    const usesCredit = n === 17;
    const o = addOrder({
      user: demo,
      n,
      at,
      status,
      paymentStatus,
      ...(usesFiveOff ? { coupon: { code: 'FIVEOFF', discount: 500 } } : {}),
      ...(usesCredit ? { storeCredit: 1800 } : {}),
      ...(n === 1 ? { comments: ['Arrived well packed, thank you!'] } : {}),
    });
    if (usesFiveOff)
      db.prepare('INSERT INTO user_coupons (user_id, code, used_order_id, assigned_at) VALUES (?, ?, ?, ?)').run(
        demo.id,
        'FIVEOFF',
        o.id,
        new Date(now - 60 * DAY).toISOString(),
      );
    if (usesCredit) creditSpent = [-o.credit, `Order ${o.id}`, o.id, at.toISOString()];
  }
  // the newest: placed minutes ago, awaiting payment, the slot tomorrow on the store's clock
  const tomorrow = storeNow(CHECKOUT_SETTINGS.timeZone, new Date(now + DAY)).date;
  for (let k = DEMO_AWAITING_PAYMENT; k >= 1; k--) {
    addOrder({
      user: demo,
      n: k * STATE_CYCLE.length,
      at: new Date(now - k * 2 * 60_000),
      status: 'INTERIM',
      paymentStatus: 'NOT_PAID',
      slotDate: tomorrow,
    });
  }
  giveCoupon(db, demo.id, 'WELCOME10', new Date(now - 90 * DAY).toISOString());
  giveCoupon(db, demo.id, 'SPRING2020', '2020-03-01T00:00:00.000Z');

  // Friends who registered with the demo shopper's referral id; two of them have bought.
  const friendHash = hashPasswordSync(crypto.randomBytes(12).toString('hex'));
  const credits: [number, string, number | null, string][] = [];
  if (creditSpent) credits.push(creditSpent);
  DEMO_FRIENDS.forEach((f, i) => {
    const friend = createUser(db, {
      email: f.email,
      passwordHash: friendHash,
      firstName: f.firstName,
      lastName: f.lastName,
    });
    if (!friend) return;
    const registeredAt = new Date(now - (100 - i * 40) * DAY).toISOString();
    db.prepare('UPDATE users SET referred_by = ?, referred_at = ?, created_at = ? WHERE id = ?').run(
      demo.id,
      registeredAt,
      registeredAt,
      friend.id,
    );
    if (i === 2) return;
    const paidAt = new Date(Date.parse(registeredAt) + 5 * DAY);
    const o = addOrder({ user: friend, n: i + 3, at: paidAt, status: 'NEW', paymentStatus: 'PAID_ONLINE' });
    db.prepare(
      'INSERT INTO referral_orders (order_id, referrer_id, buyer_id, total, reward, currency, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(o.id, demo.id, friend.id, o.total, REFERRAL_GROUPS[0].reward, currency, paidAt.toISOString());
    credits.push([REFERRAL_GROUPS[0].reward, `Referral reward, order ${o.id}`, o.id, paidAt.toISOString()]);
  });
  // the seeded history leaves the balance where the checkout area's seed put it
  const net = credits.reduce((s, c) => s + c[0], 0);
  if (net !== 0)
    credits.push([-net, net < 0 ? 'Goodwill credit' : 'Adjustment', null, new Date(now - 2 * DAY).toISOString()]);
  credits.sort((a, b) => a[3].localeCompare(b[3])).forEach((c) => ledger.run(demo.id, ...c));
}

export const userAreaData: AreaData = {
  area: 'user',
  migrations: [
    {
      id: 'user-001-coupons-support-referrals',
      up: `
        ALTER TABLE users ADD COLUMN referred_by TEXT REFERENCES users(id) ON DELETE SET NULL;
        ALTER TABLE users ADD COLUMN referred_at TEXT;
        CREATE INDEX users_referred_by ON users(referred_by);
        CREATE TABLE user_coupons (
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          code TEXT NOT NULL REFERENCES coupons(code),
          used_order_id INTEGER,
          assigned_at TEXT NOT NULL,
          PRIMARY KEY (user_id, code)
        );
        CREATE TABLE support_messages (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          ticket TEXT NOT NULL UNIQUE,
          user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
          name TEXT NOT NULL,
          email TEXT NOT NULL,
          order_id TEXT,
          message TEXT NOT NULL,
          created_at TEXT NOT NULL
        );
        CREATE TABLE referral_groups (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name_en TEXT NOT NULL,
          name_zh TEXT NOT NULL,
          description_en TEXT NOT NULL,
          description_zh TEXT NOT NULL,
          reward_per_order INTEGER NOT NULL CHECK (reward_per_order >= 0),
          position INTEGER NOT NULL
        );
        CREATE TABLE referral_group_members (
          user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
          group_id INTEGER NOT NULL REFERENCES referral_groups(id) ON DELETE CASCADE,
          joined_at TEXT NOT NULL
        );
        CREATE TABLE referral_orders (
          order_id INTEGER PRIMARY KEY,
          referrer_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          buyer_id TEXT NOT NULL,
          total INTEGER NOT NULL,
          reward INTEGER NOT NULL,
          currency TEXT NOT NULL,
          paid_at TEXT NOT NULL
        );
        CREATE INDEX referral_orders_referrer ON referral_orders(referrer_id, paid_at);
      `,
    },
    refundsMigration,
    referralPartialMigration,
  ],
  seed,
};
