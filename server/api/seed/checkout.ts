/**
 * Cart, checkout, orders and payment: tables and first-start content (the checkout settings of
 * checkout-settings.ts, coupons, the demo shopper's store credit). Products and stock are the
 * catalogue area's (read through server/api/models/products.ts); this area never copies them.
 */
import type { AreaData, Db } from '../db';
import type { LocalizedText } from '../../../types/api';
import { CHECKOUT_SETTINGS, DELIVERY_SETTINGS, PAYMENT_SETTINGS } from './checkout-settings';
import { findUserByEmail } from '../models/users';
import { DEMO_USER } from './account';

// the settings live in checkout-settings.ts; named here too, as the models and tests read them
export { CHECKOUT_SETTINGS, DELIVERY_SETTINGS, PAYMENT_SETTINGS } from './checkout-settings';
export type {
  SlotRule,
  CheckoutSettings,
  PayAtStoreHold,
  DeliverySettings,
  PaymentSettingsSeed,
} from './checkout-settings';

// ---------------------------------------------------------------------------------------------
// Coupons and store credit

export interface CouponSeed {
  code: string;
  kind: 'PERCENT' | 'AMOUNT';
  /** Percent (PERCENT) or minor units (AMOUNT). */
  value: number;
  minSubtotal: number;
  expiresAt: string | null;
  nameContent: LocalizedText;
}

export const COUPONS: CouponSeed[] = [
  {
    code: 'WELCOME10',
    kind: 'PERCENT',
    value: 10,
    minSubtotal: 0,
    expiresAt: null,
    nameContent: { en: '10% off your order', zh: '订单九折' },
  },
  {
    code: 'FIVEOFF',
    kind: 'AMOUNT',
    value: 500,
    minSubtotal: 3000,
    expiresAt: null,
    nameContent: { en: 'CA$5.00 off orders of CA$30.00 or more', zh: '满 CA$30.00 减 CA$5.00' },
  },
  {
    code: 'SPRING2020',
    kind: 'AMOUNT',
    value: 300,
    minSubtotal: 0,
    expiresAt: '2020-06-01T00:00:00.000Z',
    nameContent: { en: 'Spring 2020 (expired)', zh: '2020 春季（已过期）' },
  },
];

/** The demo shopper's store credit history; balance 2500. */
export const DEMO_STORE_CREDIT: { amount: number; reason: string }[] = [
  { amount: 2000, reason: 'Welcome credit' },
  { amount: 500, reason: 'Referral bonus' },
];

/** Order ids start above this (orderID is the decimal id, never containing an X). */
export const FIRST_ORDER_ID = 100001;

// ---------------------------------------------------------------------------------------------

function seed(db: Db): void {
  const setting = db.prepare('INSERT INTO checkout_settings (key, value) VALUES (?, ?)');
  setting.run('checkout', JSON.stringify(CHECKOUT_SETTINGS));
  setting.run('delivery', JSON.stringify(DELIVERY_SETTINGS));
  setting.run('payment', JSON.stringify(PAYMENT_SETTINGS));

  const coupon = db.prepare(
    `INSERT INTO coupons (code, kind, value, min_subtotal, expires_at, name_en, name_zh)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const c of COUPONS) {
    coupon.run(
      c.code,
      c.kind,
      c.value,
      c.minSubtotal,
      c.expiresAt,
      c.nameContent.en ?? c.code,
      c.nameContent.zh ?? c.code,
    );
  }

  const demo = findUserByEmail(db, DEMO_USER.email);
  if (demo) {
    const credit = db.prepare(
      'INSERT INTO store_credit_ledger (user_id, amount, reason, order_id, created_at) VALUES (?, ?, ?, NULL, ?)',
    );
    DEMO_STORE_CREDIT.forEach((c, i) =>
      credit.run(demo.id, c.amount, c.reason, new Date(Date.UTC(2024, 0, 1 + i)).toISOString()),
    );
  }
}

export const checkoutData: AreaData = {
  area: 'checkout',
  migrations: [
    {
      id: 'checkout-001-carts-orders',
      up: `
        CREATE TABLE checkout_settings (
          key TEXT PRIMARY KEY,
          value TEXT NOT NULL
        );
        CREATE TABLE carts (
          id TEXT PRIMARY KEY,
          user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
          checkout TEXT NOT NULL DEFAULT '{}',
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX carts_user ON carts(user_id) WHERE user_id IS NOT NULL;
        CREATE TABLE cart_lines (
          id TEXT PRIMARY KEY,
          cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
          product_id INTEGER NOT NULL,
          option_pair TEXT NOT NULL DEFAULT '',
          quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
          added_at TEXT NOT NULL,
          UNIQUE (cart_id, product_id, option_pair)
        );
        CREATE TABLE coupons (
          code TEXT PRIMARY KEY,
          kind TEXT NOT NULL CHECK (kind IN ('PERCENT', 'AMOUNT')),
          value INTEGER NOT NULL CHECK (value > 0),
          min_subtotal INTEGER NOT NULL DEFAULT 0,
          expires_at TEXT,
          name_en TEXT NOT NULL,
          name_zh TEXT NOT NULL
        );
        CREATE TABLE orders (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          owner_key TEXT NOT NULL,
          user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
          cart_id TEXT,
          idempotency_key TEXT NOT NULL,
          cart_fingerprint TEXT NOT NULL,
          status TEXT NOT NULL,
          payment_status TEXT NOT NULL,
          payment_channel TEXT,
          payment_method TEXT,
          pending_decision TEXT,
          decide_at TEXT,
          currency TEXT NOT NULL,
          subtotal INTEGER NOT NULL,
          discount INTEGER NOT NULL,
          delivery_fee INTEGER NOT NULL,
          tax INTEGER NOT NULL,
          tips INTEGER NOT NULL,
          store_credit INTEGER NOT NULL,
          total INTEGER NOT NULL,
          details TEXT NOT NULL,
          comments TEXT NOT NULL DEFAULT '[]',
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          paid_at TEXT,
          UNIQUE (owner_key, idempotency_key)
        );
        CREATE INDEX orders_owner ON orders(owner_key, id);
        CREATE INDEX orders_cart ON orders(cart_id, status);
        INSERT INTO sqlite_sequence (name, seq) VALUES ('orders', ${FIRST_ORDER_ID - 1});
        CREATE TABLE payment_attempts (
          token TEXT PRIMARY KEY,
          order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
          channel TEXT NOT NULL,
          method TEXT,
          open_id TEXT,
          created_at TEXT NOT NULL
        );
        CREATE TABLE store_credit_ledger (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          amount INTEGER NOT NULL,
          reason TEXT NOT NULL,
          order_id INTEGER,
          created_at TEXT NOT NULL
        );
        CREATE INDEX store_credit_user ON store_credit_ledger(user_id, id);
        CREATE TABLE saved_delivery_addresses (
          user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
          address TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
      `,
    },
    {
      // receipt links (server/api/models/receipts.ts): only the token's hash, tied to one order
      id: 'checkout-002-receipt-tokens',
      up: `
        CREATE TABLE receipt_tokens (
          token_hash TEXT PRIMARY KEY,
          order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
          created_at TEXT NOT NULL
        );
        CREATE INDEX receipt_tokens_order ON receipt_tokens(order_id, created_at);
      `,
    },
    {
      // Pay-at-store orders hold stock without payment: how much, for whom, until when. Holds
      // placed before this migration get the default time limit from now on.
      id: 'checkout-002-stock-holds',
      up: `
        ALTER TABLE orders ADD COLUMN held_quantity INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE orders ADD COLUMN hold_email TEXT;
        ALTER TABLE orders ADD COLUMN hold_expires_at TEXT;
        UPDATE orders SET held_quantity = (SELECT COALESCE(SUM(json_extract(l.value, '$.quantity')), 0) FROM json_each(orders.details, '$.lines') l),
          hold_email = lower(json_extract(details, '$.contact.email')),
          hold_expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 day')
          WHERE status = 'NEW' AND payment_status = 'PAY_AT_STORE';
        CREATE INDEX orders_holds ON orders(hold_expires_at) WHERE held_quantity > 0;
      `,
    },
    {
      // add-to-cart keys: an add whose answer was lost and is sent again adds once
      id: 'checkout-003-cart-add-keys',
      up: `
        CREATE TABLE cart_add_keys (
          cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
          idempotency_key TEXT NOT NULL,
          created_at TEXT NOT NULL,
          PRIMARY KEY (cart_id, idempotency_key)
        );
        CREATE INDEX cart_add_keys_age ON cart_add_keys(created_at);
      `,
    },
    {
      // holds per client address, and unconfirmed holds that a mailed link makes last
      id: 'checkout-004-hold-limits',
      up: `
        ALTER TABLE orders ADD COLUMN hold_client TEXT;
        ALTER TABLE orders ADD COLUMN hold_token_hash TEXT;
        ALTER TABLE orders ADD COLUMN hold_confirmed_expires_at TEXT;
        CREATE INDEX orders_hold_client ON orders(hold_client) WHERE held_quantity > 0;
        CREATE UNIQUE INDEX orders_hold_token ON orders(hold_token_hash) WHERE hold_token_hash IS NOT NULL;
      `,
    },
    {
      // the language the order was placed in: its mails (receipt, hold, refunds, group result) say
      // it in that language, whenever they are sent; orders placed before this were in English
      id: 'checkout-005-order-locale',
      up: "ALTER TABLE orders ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';",
    },
  ],
  seed,
};
