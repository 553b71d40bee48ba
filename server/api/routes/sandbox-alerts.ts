/**
 * The alerts sandbox (part of the `alerts` extension), outside the API base path like the pay page:
 * GET /sandbox/alerts shows the demo's out-of-stock option (the featured tea set, Small / White:
 * out of stock in the seed data) with Restock and Lower price; POST /sandbox/alerts/restock and
 * /sandbox/alerts/lower-price change its stock or price through the catalogue's own calls
 * (models/inventory.ts setStock, models/catalogue-changes.ts setProductPrice), so the alerts fire
 * exactly as after a delivery or a sale, and answer 303 back to the page.
 *
 * Only the demo product can be changed here. The page shows the mail and WeChat messages of this
 * browser's own alerts (never anyone else's); a form posted from another site is refused (Sec-Fetch-Site).
 */
import { ApiError } from '../http/errors';
import { sendPage } from '../http/notice-page';
import { setProductPrice } from '../models/catalogue-changes';
import { moneyText } from '../models/checkout-config';
import { alertsOf, optionText, priceNow, productName } from '../models/alerts';
import { getInventory, setStock } from '../models/inventory';
import { productPath } from '../models/alert-fire';
import { FEATURED_PRODUCT_ID } from '../seed/catalogue-products';
import { renderAlertsPage } from '../sandbox/alerts-page';
import { askerOf } from './ext/alerts-asker';
import { requestLocale, type RouteModule } from './types';
import type { FastifyRequest } from 'fastify';
import { acceptFormBodies } from '../http/form-body';

export const SANDBOX_ALERTS_PATH = '/sandbox/alerts';

/** The demo's out-of-stock option (seed data: stock 0), the one the sandbox restocks. */
export const DEMO_ALERT_TARGET = { productId: FEATURED_PRODUCT_ID, optionPair: 'size:Small|colour:White' } as const;

/** How much Restock puts into each empty combination. */
export const RESTOCK_QUANTITY = 10;

interface TargetForm {
  productId: string;
  optionPair?: string;
}

/** A form of this page, not one posted from another site (a browser says which in Sec-Fetch-Site). */
function sameSite(req: FastifyRequest): void {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    throw new ApiError(403, 'FORBIDDEN', 'The sandbox takes its own forms only');
  }
}

function demoOnly(form: TargetForm): void {
  if (Number(form.productId) !== DEMO_ALERT_TARGET.productId) {
    throw new ApiError(404, 'NOT_FOUND', `The sandbox changes product ${DEMO_ALERT_TARGET.productId} only`);
  }
}

const formBody = {
  type: 'object',
  required: ['productId'],
  properties: {
    productId: { type: 'string', pattern: '^[0-9]{1,10}$' },
    optionPair: { type: 'string', maxLength: 500 },
  },
} as const;

const sandboxAlertsRoutes: RouteModule = (root, { db }) => {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify takes a plugin as async or with a done callback; async needs no callback to forget
  root.register(async (app) => {
    acceptFormBodies(app);

    app.get(SANDBOX_ALERTS_PATH, (req, reply) => {
      const locale = requestLocale(req);
      const { productId, optionPair } = DEMO_ALERT_TARGET;
      const count = (status: string) =>
        db
          .prepare<[number, string, string], { n: number }>(
            'SELECT COUNT(*) AS n FROM alerts WHERE product_id = ? AND option_pair = ? AND status = ?',
          )
          .get(productId, optionPair, status)!.n;
      const asker = askerOf(req, false);
      const ids = asker ? alertsOf(db, asker, 20).map((a) => a.id) : [];
      const mails = ids.length
        ? db
            .prepare<number[], { to_email: string; subject: string; body: string; created_at: string }>(
              `SELECT o.to_email, o.subject, o.body, o.created_at FROM alert_mails m JOIN outbox o ON o.id = m.mail_id
                 WHERE m.alert_id IN (${ids.map(() => '?').join(', ')}) ORDER BY o.id DESC LIMIT 10`,
            )
            .all(...ids)
        : [];
      const messages = ids.length
        ? db
            .prepare<string[], { purpose: string; page: string; data: string; created_at: string }>(
              `SELECT purpose, page, data, created_at FROM wechat_messages
                 WHERE alert_id IN (${ids.map(() => '?').join(', ')}) ORDER BY id DESC LIMIT 10`,
            )
            .all(...ids.map(String))
        : [];
      const currency = db
        .prepare<[number], { currency: string }>('SELECT currency FROM products WHERE id = ?')
        .get(productId)!;
      return sendPage(
        reply,
        200,
        renderAlertsPage({
          target: {
            productId,
            optionPair,
            name: productName(db, productId, locale),
            optionText: optionText(db, productId, optionPair, locale),
            stock: getInventory(db, productId, optionPair)?.quantity ?? 0,
            priceText: moneyText(priceNow(db, productId, optionPair) ?? 0, currency.currency),
            pending: count('pending'),
            active: count('active'),
          },
          productHref: productPath(productId),
          mails: mails.map((x) => ({ to: x.to_email, subject: x.subject, text: x.body, createdAt: x.created_at })),
          messages: messages.map((x) => ({ purpose: x.purpose, page: x.page, data: x.data, createdAt: x.created_at })),
          restockAction: `${SANDBOX_ALERTS_PATH}/restock`,
          lowerPriceAction: `${SANDBOX_ALERTS_PATH}/lower-price`,
          locale,
        }),
        true,
      );
    });

    app.post<{ Body: TargetForm }>(`${SANDBOX_ALERTS_PATH}/restock`, { schema: { body: formBody } }, (req, reply) => {
      sameSite(req);
      demoOnly(req.body);
      const inventory = getInventory(db, DEMO_ALERT_TARGET.productId, req.body.optionPair ?? '');
      db.transaction(() => {
        for (const item of inventory?.items ?? []) {
          if (item.quantity === 0) setStock(db, DEMO_ALERT_TARGET.productId, item.optionPair, RESTOCK_QUANTITY);
        }
      })();
      return reply.code(303).redirect(SANDBOX_ALERTS_PATH);
    });

    app.post<{ Body: TargetForm }>(
      `${SANDBOX_ALERTS_PATH}/lower-price`,
      { schema: { body: formBody } },
      (req, reply) => {
        sameSite(req);
        demoOnly(req.body);
        const { price } = db
          .prepare<[number], { price: number }>('SELECT price FROM products WHERE id = ?')
          .get(DEMO_ALERT_TARGET.productId)!;
        // a tenth off, at least one minor unit, never below one
        setProductPrice(db, DEMO_ALERT_TARGET.productId, Math.max(1, Math.min(price - 1, Math.floor(price * 0.9))));
        return reply.code(303).redirect(SANDBOX_ALERTS_PATH);
      },
    );
  });
};

// Registered at the server root: the extension's prefix does not apply (Fastify's 'skip-override').
(sandboxAlertsRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default sandboxAlertsRoutes;
