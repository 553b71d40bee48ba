/**
 * Property test of the one refund (server/api/models/refunds.ts) over a real SQLite database: for
 * 1,000 generated paid orders (a referred buyer or not, a membership bought on top of an active,
 * expired or no membership, a coupon from the wallet or not, 1–3 lines, some store credit), a
 * refund leaves stock, both shoppers' store credit, the buyer's membership, the wallet and the
 * coupon's use count exactly as they were before the payment, and a second refund changes nothing.
 */
import fc from 'fast-check';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/api/app';
import type { Db } from '../../server/api/db';
import { decide, findOrderById } from '../../server/api/models/orders';
import { findRefund, refundPaidOrder } from '../../server/api/models/refunds';
import { giveCoupon } from '../../server/api/models/coupons';
import { joinGroup } from '../../server/api/models/referrals';
import { creditBalance } from '../../server/api/models/credit';
import { createUser } from '../../server/api/models/users';
import { MEMBERSHIP_PRODUCT_ID } from '../../server/api/seed/catalogue';

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  app = buildServer({ dbFile: ':memory:', env: {} });
  await app.ready();
  db = app.db;
});
afterAll(() => app?.close());

const day = 86_400_000;
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function products(): { id: number; price: number }[] {
  return db
    .prepare<[], { id: number; price: number }>(
      `SELECT p.id, p.price FROM products p JOIN product_inventory i ON i.product_id = p.id AND i.option_pair = ''
       WHERE p.product_type = 'PRODUCT' AND p.options = '[]' ORDER BY p.id LIMIT 6`,
    )
    .all();
}

function user(membership: 'none' | 'active' | 'expired'): string {
  const now = Date.now();
  const u = createUser(db, {
    email: `${crypto.randomUUID()}@example.com`,
    passwordHash: 'x',
    firstName: 'F',
    lastName: 'L',
    membership:
      membership === 'none'
        ? null
        : { name: 'Gold', expiresAt: dateOnly(membership === 'active' ? now + 40 * day : now - 3 * day) },
  })!;
  return u.id;
}

const stock = (productId: number) =>
  db
    .prepare<[number], { quantity: number }>(
      "SELECT quantity FROM product_inventory WHERE product_id = ? AND option_pair = ''",
    )
    .get(productId)!.quantity;

const membership = (id: string) =>
  db
    .prepare<[string], { membership_name: string | null; membership_expires_at: string | null }>(
      'SELECT membership_name, membership_expires_at FROM users WHERE id = ?',
    )
    .get(id);

const wallet = (id: string) =>
  db
    .prepare<[string], { code: string; used_order_id: number | null }>(
      'SELECT code, used_order_id FROM user_coupons WHERE user_id = ? ORDER BY code',
    )
    .all(id);

const uses = (code: string) =>
  db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM coupon_uses WHERE code = ?').get(code)!.n;

let key = 0;
function insertOrder(
  buyer: string,
  lines: { productId: number; price: number; quantity: number }[],
  coupon: string | null,
  credit: number,
): number {
  const subtotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const storeCredit = Math.min(credit, subtotal);
  const now = new Date().toISOString();
  const details = {
    orderMethod: 'PICKUP',
    locationId: null,
    timeSlot: null,
    contact: { firstName: 'F', lastName: 'L', email: 'fuzz@example.com', phone: '1' },
    delivery: null,
    billingAddress: null,
    couponCode: coupon,
    customerComment: '',
    lines: lines.map((l) => ({
      productId: l.productId,
      optionPair: '',
      name: 'x',
      quantity: l.quantity,
      unitPrice: l.price,
      lineTotal: l.price * l.quantity,
    })),
  };
  return Number(
    db
      .prepare(
        `INSERT INTO orders (owner_key, user_id, cart_id, idempotency_key, cart_fingerprint, status, payment_status,
           payment_channel, currency, subtotal, discount, delivery_fee, tax, tips, store_credit, total, details, created_at, updated_at)
         VALUES (?, ?, NULL, ?, 'f', 'INTERIM', 'NOT_PAID', 'opay_h5', 'CAD', ?, 0, 0, 0, 0, ?, ?, ?, ?, ?)`,
      )
      .run(
        `user:${buyer}`,
        buyer,
        `fuzz-${++key}`,
        subtotal,
        storeCredit,
        subtotal - storeCredit,
        JSON.stringify(details),
        now,
        now,
      ).lastInsertRowid,
  );
}

test('a refund reverses exactly what the payment granted (1,000 generated orders)', () => {
  const catalogue = products();
  const groups = db.prepare<[], { id: number }>('SELECT id FROM referral_groups WHERE reward_per_order > 0').all();
  const coupons = db
    .prepare<[], { code: string }>('SELECT code FROM coupons')
    .all()
    .map((c) => c.code);
  const caseArb = fc.record({
    referred: fc.boolean(),
    prior: fc.constantFrom<'none' | 'active' | 'expired'>('none', 'active', 'expired'),
    buysMembership: fc.integer({ min: 0, max: 2 }),
    coupon: fc.option(fc.constantFrom(...coupons), { nil: null }),
    inWallet: fc.boolean(),
    lines: fc.uniqueArray(
      fc.record({ index: fc.nat({ max: catalogue.length - 1 }), quantity: fc.integer({ min: 1, max: 3 }) }),
      { minLength: 1, maxLength: 3, selector: (l) => l.index },
    ),
    credit: fc.integer({ min: 0, max: 5000 }),
    refunds: fc.integer({ min: 1, max: 3 }),
  });
  let checked = 0;
  fc.assert(
    fc.property(caseArb, (k) => {
      const buyer = user(k.prior);
      const referrer = user('none');
      if (k.referred) {
        joinGroup(db, referrer, groups[0].id);
        db.prepare('UPDATE users SET referred_by = ? WHERE id = ?').run(referrer, buyer);
      }
      if (k.credit > 0)
        db.prepare(
          "INSERT INTO store_credit_ledger (user_id, amount, reason, order_id, created_at) VALUES (?, ?, 'gift', NULL, ?)",
        ).run(buyer, k.credit, new Date().toISOString());
      if (k.coupon && k.inWallet) giveCoupon(db, buyer, k.coupon);
      const lines = k.lines.map((l) => ({
        productId: catalogue[l.index].id,
        price: catalogue[l.index].price,
        quantity: l.quantity,
      }));
      if (k.buysMembership) lines.push({ productId: MEMBERSHIP_PRODUCT_ID, price: 4900, quantity: k.buysMembership });
      // keep every line in stock: the property is about reversal, not sell-outs
      for (const l of lines)
        db.prepare(
          "UPDATE product_inventory SET quantity = MAX(quantity, 50) WHERE product_id = ? AND option_pair = ''",
        ).run(l.productId);

      const before = {
        stock: lines.map((l) => stock(l.productId)),
        buyerCredit: creditBalance(db, buyer),
        referrerCredit: creditBalance(db, referrer),
        membership: membership(buyer),
        wallet: wallet(buyer),
        uses: k.coupon ? uses(k.coupon) : 0,
      };
      const id = insertOrder(buyer, lines, k.coupon, k.credit);
      decide(db, findOrderById(db, id)!, 'approve', 0);
      const paid = findOrderById(db, id)!;
      expect(paid.payment_status).toBe('PAID_ONLINE');
      if (k.referred) expect(creditBalance(db, referrer)).toBeGreaterThan(before.referrerCredit);
      if (k.buysMembership) expect(membership(buyer)).not.toEqual(before.membership);

      const first = refundPaidOrder(db, id, { kind: 'RETURN', reason: { en: 'Returned', zh: '已退货' } })!;
      for (let i = 1; i < k.refunds; i++)
        expect(refundPaidOrder(db, id, { kind: 'RETURN', reason: { en: 'Again', zh: '再次' } })).toEqual(first);
      expect(findRefund(db, id)).toEqual(first);
      expect(first.amount).toBe(paid.total + paid.store_credit);
      expect(findOrderById(db, id)).toMatchObject({ status: 'CANCELLED', payment_status: 'REFUNDED' });
      expect({
        stock: lines.map((l) => stock(l.productId)),
        buyerCredit: creditBalance(db, buyer),
        referrerCredit: creditBalance(db, referrer),
        membership: membership(buyer),
        wallet: wallet(buyer),
        uses: k.coupon ? uses(k.coupon) : 0,
      }).toEqual(before);
      checked++;
    }),
    { numRuns: 1000 },
  );
  expect(checked).toBeGreaterThanOrEqual(1000);
});
