/**
 * Tables of the after-sales extensions: order progress, reviews and returns. Each
 * extension's routes are mounted only when the server offers it (server/extensions.ts); their
 * tables exist either way.
 */
import { hasTable, type AreaData, type Db } from '../db';
import { RETURNS_PARAGRAPH } from './store-pages';
import { FEATURED_PRODUCT_ID } from './catalogue';

/** The return window the Shipping & Returns page states and the server enforces. */
export interface ReturnSettings {
  windowDays: number;
}
export const RETURN_SETTINGS: ReturnSettings = { windowDays: 30 };

/**
 * The demo shopper's paid orders from before today have been handed over: their steps are recorded
 * a few hours after payment, so the demo shows whole timelines, and reviews and returns are open.
 */
function seedTimeline(db: Db): void {
  const rows = db
    .prepare<[string], { id: number; paid_at: string; details: string }>(
      `SELECT id, paid_at, details FROM orders WHERE payment_status = 'PAID_ONLINE' AND paid_at IS NOT NULL AND paid_at < ?`,
    )
    .all(new Date(Date.now() - 86_400_000).toISOString());
  const insert = db.prepare('INSERT INTO order_events (order_id, kind, at) VALUES (?, ?, ?)');
  for (const r of rows) {
    const method = (JSON.parse(r.details) as { orderMethod?: string }).orderMethod;
    const paid = Date.parse(r.paid_at);
    const steps = method === 'DELIVERY' ? ['out_for_delivery', 'delivered'] : ['ready_for_pickup', 'picked_up'];
    insert.run(r.id, 'paid', r.paid_at);
    steps.forEach((kind, i) => insert.run(r.id, kind, new Date(paid + (i + 1) * 3 * 3_600_000).toISOString()));
  }
}

export const orderTimelineData: AreaData = {
  area: 'ext-order-timeline',
  seed: seedTimeline,
  migrations: [
    {
      id: 'ext-timeline-001-events',
      up: `
        CREATE TABLE order_events (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
          kind TEXT NOT NULL,
          at TEXT NOT NULL
        );
        CREATE INDEX order_events_order ON order_events(order_id, at);
      `,
    },
  ],
};

/** Photos shoppers uploaded for a review or a return, so one can attach only their own. */
const uploadsTable = `
  CREATE TABLE IF NOT EXISTS ext_uploads (
    url TEXT PRIMARY KEY,
    owner_key TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
`;

export const reviewsData: AreaData = {
  area: 'ext-reviews',
  migrations: [
    {
      id: 'ext-reviews-001-reviews',
      up: `
        ${uploadsTable}
        CREATE TABLE reviews (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          product_id INTEGER NOT NULL,
          order_id INTEGER,
          user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
          author TEXT NOT NULL,
          verified INTEGER NOT NULL DEFAULT 1,
          rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
          title TEXT NOT NULL,
          body TEXT NOT NULL,
          lang TEXT NOT NULL,
          photos TEXT NOT NULL DEFAULT '[]',
          helpful INTEGER NOT NULL DEFAULT 0,
          -- moderation: the store hides a review by setting this to 1
          hidden INTEGER NOT NULL DEFAULT 0,
          reply TEXT,
          reply_at TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX reviews_once ON reviews(order_id, product_id) WHERE order_id IS NOT NULL;
        CREATE INDEX reviews_product ON reviews(product_id, hidden, created_at);
        CREATE TABLE review_votes (
          review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
          user_id TEXT NOT NULL,
          PRIMARY KEY (review_id, user_id)
        );
      `,
    },
  ],
  seed: seedReviews,
};

const OLD_RETURNS_PARAGRAPH = {
  en: '<h2>Returns</h2><p>Fresh items can be returned within 48 hours of delivery; everything else within 30 days, unopened.</p>',
  zh: '<h2>退货</h2><p>生鲜商品可在送达后 48 小时内退货；其他商品未开封可在 30 天内退货。</p>',
};

export const returnsData: AreaData = {
  area: 'ext-returns',
  migrations: [
    {
      id: 'ext-returns-001-returns',
      up: `
        ${uploadsTable}
        CREATE TABLE return_requests (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
          kind TEXT NOT NULL,
          state TEXT NOT NULL,
          reason TEXT NOT NULL,
          note TEXT NOT NULL,
          photos TEXT NOT NULL DEFAULT '[]',
          lines TEXT NOT NULL,
          amount INTEGER NOT NULL,
          refund_credit INTEGER NOT NULL DEFAULT 0,
          refund_channel INTEGER NOT NULL DEFAULT 0,
          channel TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX return_requests_order ON return_requests(order_id);
        CREATE TABLE IF NOT EXISTS ext_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      `,
    },
  ],
  seed: (db) => {
    db.prepare('INSERT OR REPLACE INTO ext_settings (key, value) VALUES (?, ?)').run(
      'returns',
      JSON.stringify(RETURN_SETTINGS),
    );
    // a store seeded before returns existed: its Shipping & Returns page states the same window
    if (hasTable(db, 'pages')) {
      const update = db.prepare("UPDATE pages SET body = replace(body, ?, ?) WHERE name = 'shipping' AND locale = ?");
      for (const [locale, old] of Object.entries(OLD_RETURNS_PARAGRAPH) as ['en' | 'zh', string][])
        update.run(old, RETURNS_PARAGRAPH[locale], locale);
    }
  },
};

/** A few reviews of the first products, so the demo's product pages show ratings. */
const SEED_REVIEWS: {
  rating: number;
  title: string;
  body: string;
  lang: 'en' | 'zh';
  author: string;
  reply?: string;
}[] = [
  {
    rating: 5,
    title: 'Just as pictured',
    body: 'Fresh, well packed and on time. Will buy again.',
    lang: 'en',
    author: 'Mei W.',
    reply: 'Thank you, Mei! See you soon.',
  },
  {
    rating: 4,
    title: 'Good value',
    body: 'Good quality for the price; the box was a little dented.',
    lang: 'en',
    author: 'Tom B.',
  },
  {
    rating: 5,
    title: '很新鲜',
    body: '包装很好，送货也快，下次还会再买。',
    lang: 'zh',
    author: '李 Z.',
    reply: '谢谢您的支持！',
  },
  { rating: 3, title: 'Fine', body: 'It is fine. Smaller than I expected.', lang: 'en', author: 'Sam K.' },
];

function seedReviews(db: Db): void {
  // the featured product (the one the home page leads to) and two more
  const products = db
    .prepare<[number], { id: number }>(
      `SELECT id FROM products WHERE record_status = 'ACTIVE' AND product_type = 'PRODUCT'
       ORDER BY id = ? DESC, id LIMIT 3`,
    )
    .all(FEATURED_PRODUCT_ID);
  const insert = db.prepare(
    `INSERT INTO reviews (product_id, order_id, user_id, author, verified, rating, title, body, lang, photos, helpful, reply, reply_at, created_at, updated_at)
     VALUES (?, NULL, NULL, ?, 1, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?)`,
  );
  products.forEach((p, pi) => {
    SEED_REVIEWS.slice(0, SEED_REVIEWS.length - pi).forEach((r, i) => {
      const at = new Date(Date.UTC(2026, 0, 5 + i * 3 + pi)).toISOString();
      const replyAt = r.reply ? new Date(Date.UTC(2026, 0, 6 + i * 3 + pi)).toISOString() : null;
      insert.run(
        p.id,
        r.author,
        r.rating,
        r.title,
        r.body,
        r.lang,
        (SEED_REVIEWS.length - i) % 3,
        r.reply ?? null,
        replyAt,
        at,
        at,
      );
    });
  });
}
