/**
 * Race/property test of coupon use limits over a real SQLite database: 1,000
 * generated cases, each a coupon with a per-shopper and an overall limit, 1–3 shoppers and up to
 * 8 unpaid orders holding it, whose payments land in a random order, interleaved with refunds.
 * After every step: no shopper has more paid uses than the per-shopper limit, all shoppers
 * together no more than the overall limit, the recorded uses are exactly the paid orders, and an
 * order refused for the coupon has its payment refunded on the record.
 */
import fc from 'fast-check';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/api/app';
import type { Db } from '../../server/api/db';
import { decide, findOrderById } from '../../server/api/models/orders';
import { refundPaidOrder, refundsOf } from '../../server/api/models/refunds';
import { createUser } from '../../server/api/models/users';

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  app = buildServer({ dbFile: ':memory:', env: {} });
  await app.ready();
  db = app.db;
});
afterAll(() => app?.close());

let n = 0;
function unpaidOrder(buyer: string, code: string, product: { id: number; price: number }): number {
  const now = new Date().toISOString();
  const details = {
    orderMethod: 'PICKUP',
    locationId: null,
    timeSlot: null,
    contact: { firstName: 'F', lastName: 'L', email: 'race@example.com', phone: '1' },
    delivery: null,
    billingAddress: null,
    couponCode: code,
    customerComment: '',
    lines: [
      {
        productId: product.id,
        optionPair: '',
        name: 'x',
        quantity: 1,
        unitPrice: product.price,
        lineTotal: product.price,
      },
    ],
  };
  return Number(
    db
      .prepare(
        `INSERT INTO orders (owner_key, user_id, cart_id, idempotency_key, cart_fingerprint, status, payment_status,
           payment_channel, currency, subtotal, discount, delivery_fee, tax, tips, store_credit, total, details, created_at, updated_at)
         VALUES (?, ?, NULL, ?, 'f', 'INTERIM', 'NOT_PAID', 'opay_h5', 'CAD', ?, 0, 0, 0, 0, 0, ?, ?, ?, ?)`,
      )
      .run(`user:${buyer}`, buyer, `race-${++n}`, product.price, product.price, JSON.stringify(details), now, now)
      .lastInsertRowid,
  );
}

test('coupon limits hold whatever order payments and refunds land in (1,000 generated cases)', () => {
  const product = db
    .prepare<[], { id: number; price: number }>(
      `SELECT p.id, p.price FROM products p JOIN product_inventory i ON i.product_id = p.id AND i.option_pair = ''
       WHERE p.product_type = 'PRODUCT' AND p.options = '[]' ORDER BY p.id LIMIT 1`,
    )
    .get()!;
  const caseArb = fc
    .record({
      perShopper: fc.integer({ min: 1, max: 3 }),
      total: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
      shoppers: fc.integer({ min: 1, max: 3 }),
      orders: fc.array(fc.nat({ max: 2 }), { minLength: 1, maxLength: 8 }),
    })
    .chain((c) =>
      fc.record({
        c: fc.constant(c),
        // each step pays one order (its index) or refunds one (index + 100)
        steps: fc.shuffledSubarray(
          [...c.orders.keys(), ...c.orders.keys()].map((i, k) => (k < c.orders.length ? i : i + 100)),
          { minLength: c.orders.length, maxLength: c.orders.length * 2 },
        ),
      }),
    );
  let cases = 0;
  fc.assert(
    fc.property(caseArb, ({ c, steps }) => {
      const code = `RACE${++n}`;
      db.prepare(
        `INSERT INTO coupons (code, kind, value, min_subtotal, expires_at, name_en, name_zh, per_shopper_limit, total_limit)
         VALUES (?, 'PERCENT', 10, 0, NULL, 'Race', 'Race', ?, ?)`,
      ).run(code, c.perShopper, c.total);
      db.prepare("UPDATE product_inventory SET quantity = 1000 WHERE product_id = ? AND option_pair = ''").run(
        product.id,
      );
      const shoppers = Array.from(
        { length: c.shoppers },
        () =>
          createUser(db, {
            email: `${crypto.randomUUID()}@example.com`,
            passwordHash: 'x',
            firstName: 'R',
            lastName: 'C',
          })!.id,
      );
      const ids = c.orders.map((s) => ({
        id: unpaidOrder(shoppers[s % c.shoppers], code, product),
        shopper: s % c.shoppers,
      }));
      for (const step of steps) {
        const o = ids[step % 100];
        if (step < 100) decide(db, findOrderById(db, o.id)!, 'approve', 0);
        else refundPaidOrder(db, o.id, { kind: 'RETURN', reason: { en: 'Returned', zh: '已退货' } });

        const rows = ids.map((x) => ({ ...x, row: findOrderById(db, x.id)! }));
        const paid = rows.filter((x) => x.row.payment_status === 'PAID_ONLINE');
        for (let s = 0; s < c.shoppers; s++)
          expect(paid.filter((x) => x.shopper === s).length).toBeLessThanOrEqual(c.perShopper);
        if (c.total !== null) expect(paid.length).toBeLessThanOrEqual(c.total);
        const uses = db
          .prepare<[string], { order_id: number }>('SELECT order_id FROM coupon_uses WHERE code = ? ORDER BY order_id')
          .all(code);
        expect(uses.map((u) => u.order_id)).toEqual(paid.map((x) => x.id).sort((a, b) => a - b));
        for (const x of rows.filter((r) => r.row.payment_status === 'FAILED'))
          expect(refundsOf(db, x.id).map((r) => r.kind)).toEqual(['PAYMENT_REFUSED']);
      }
      cases++;
    }),
    { numRuns: 1000 },
  );
  expect(cases).toBe(1000);
});
