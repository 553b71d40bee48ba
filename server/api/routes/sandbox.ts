/**
 * The sandbox payment channel pages, outside the API base path (a channel's page is not an API
 * call): GET /sandbox/pay/{channel}/{orderID}?attempt=... shows the amount with Approve and
 * Decline; POST to the same path records the decision and redirects (303) to
 * `/confirmation/{orderID}?from_source={channel}X{orderID}`, as a real channel does.
 *
 * The form post carries no XSRF header (a channel's page cannot send one, and the XSRF check
 * covers /api only); the unguessable attempt token issued to the order's owner is what
 * authorises the decision.
 */
import type { FastifyReply } from 'fastify';
import { FROM_SOURCE_PREFIXES, type H5PaymentChannel } from '../../../types/checkout';
import { moneyText, paymentSettings } from '../models/checkout-config';
import { decide, findOrderById, isUnpaid, updateOrder } from '../models/orders';
import { SANDBOX_PAY_PATH, confirmationUrl, findAttempt, paymentDelay, refundIfPaidElsewhere } from '../models/payment';
import { getShell, localize } from '../models/store';
import { renderPayError, renderPayPage } from '../sandbox/pay-page';
import { sendPage } from '../http/notice-page';
import { requestLocale, type RouteModule } from './types';
import { acceptFormBodies } from '../http/form-body';

interface Params {
  channel: string;
  orderID: string;
}

const params = {
  type: 'object',
  required: ['channel', 'orderID'],
  properties: {
    channel: { type: 'string', enum: [...FROM_SOURCE_PREFIXES] },
    orderID: { type: 'string', pattern: '^[0-9]{1,15}$' },
  },
} as const;

const token = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return sendPage(reply, status, body, true);
}

const sandboxRoutes: RouteModule = (root, { db }) => {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify takes a plugin as async or with a done callback; async needs no callback to forget
  root.register(async (app) => {
    // The pay page posts a plain HTML form.
    acceptFormBodies(app);

    const invalidLink = (reply: FastifyReply, locale: 'en' | 'zh') =>
      html(reply, 404, renderPayError('This payment link is not valid', '此支付链接无效', locale));

    app.get<{ Params: Params; Querystring: { attempt: string } }>(
      `${SANDBOX_PAY_PATH}/:channel/:orderID`,
      { schema: { params, querystring: { type: 'object', required: ['attempt'], properties: { attempt: token } } } },
      async (req, reply) => {
        const locale = requestLocale(req);
        const id = Number(req.params.orderID);
        const channel = req.params.channel as H5PaymentChannel;
        const attempt = findAttempt(db, req.query.attempt, channel, id);
        const order = attempt ? findOrderById(db, id) : undefined;
        if (!attempt || !order) return invalidLink(reply, locale);
        if (!isUnpaid(order) || order.pending_decision) return reply.code(303).redirect(confirmationUrl(channel, id));
        return html(
          reply,
          200,
          renderPayPage({
            channel,
            channelName: localize(
              paymentSettings(db).channels.find((c) => c.id === channel)?.nameContent,
              locale,
              channel,
            ),
            method: attempt.method,
            orderID: String(id),
            amountText: moneyText(order.total, order.currency),
            storeName: localize(getShell(db).storeName, locale),
            action: `${SANDBOX_PAY_PATH}/${channel}/${id}`,
            attempt: attempt.token,
            locale,
          }),
        );
      },
    );

    app.post<{ Params: Params; Body: { attempt: string; decision: 'approve' | 'decline' } }>(
      `${SANDBOX_PAY_PATH}/:channel/:orderID`,
      {
        schema: {
          params,
          body: {
            type: 'object',
            required: ['attempt', 'decision'],
            properties: { attempt: token, decision: { type: 'string', enum: ['approve', 'decline'] } },
          },
        },
      },
      async (req, reply) => {
        const id = Number(req.params.orderID);
        const channel = req.params.channel as H5PaymentChannel;
        const attempt = findAttempt(db, req.body.attempt, channel, id);
        const order = attempt ? findOrderById(db, id) : undefined;
        if (!attempt || !order) return invalidLink(reply, requestLocale(req));
        // A decided order (double click, back button) just goes back to the store. An approval
        // pays the order whichever channel was requested last (the shopper paid here); a decline
        // counts only on the latest channel, so an abandoned page cannot fail a newer attempt.
        if (isUnpaid(order) && !order.pending_decision) {
          const latest = order.payment_channel === channel && order.payment_method === attempt.method;
          if (req.body.decision === 'approve') {
            db.transaction(() => {
              if (!latest) updateOrder(db, id, { payment_channel: channel, payment_method: attempt.method });
              decide(db, findOrderById(db, id)!, 'approve', paymentDelay(app));
            })();
          } else if (latest) {
            decide(db, order, 'decline', paymentDelay(app));
          }
        } else if (req.body.decision === 'approve') {
          // paid (or being confirmed) through another channel: this second payment is refunded
          refundIfPaidElsewhere(db, order, attempt);
        }
        return reply.code(303).redirect(confirmationUrl(channel, id));
      },
    );
  });
};

// Registered at the server root: the prefix the AREAS list passes does not apply (Fastify's
// documented 'skip-override'); the routes above live in their own encapsulated child scope.
(sandboxRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default sandboxRoutes;
