/**
 * Extension `returns` (mounted at /api/istore/client/ext/returns), for the order's owner only
 * (the signed-in shopper, or the guest session that placed it; anyone else gets not found):
 * - GET order/{orderID}: the window, what is left to return and what each line brings back, and
 *   the requests made with their state and amount;
 * - POST order/{orderID}: ask to return (or be refunded for) some lines, with a reason, a note and
 *   photos; refused over what was paid, on lines already returned, or after the window;
 * - POST photos: upload a photo to attach;
 * - POST sandbox/{id}: the store's decision (approve, refuse, refund), which staff would make in a
 *   real deployment; the demo makes it from the order's page.
 */
import multipart from '@fastify/multipart';
import { RETURN_NOTE_MAX, RETURN_REASONS } from '../../../../types/after-sales';
import type {
  OrderReturns,
  ReturnDecisionRequest,
  ReturnModel,
  ReturnRequestBody,
} from '../../../../types/after-sales';
import { ApiError } from '../../http/errors';
import { photoUploadLimits } from '../../http/photo-upload';
import { findOrderById, findOwnedOrder, ownerKeyForWrite, ownerOf } from '../../models/orders';
import { createReturn, decideReturn, findReturn, orderReturns, toReturn } from '../../models/returns';
import { S, ctx, ownedOrder } from '../checkout-shared';
import type { RouteModule } from '../types';
import { photoUploadRoute, photosSchema } from './photos';

const idParams = { type: 'object', required: ['id'], properties: { id: S.orderID } } as const;

const returnsRoutes: RouteModule = async (app, { db }) => {
  await app.register(multipart, { limits: photoUploadLimits });

  app.get<{ Params: { id: string } }>('/order/:id', { schema: { params: idParams } }, (req): OrderReturns =>
    orderReturns(db, ownedOrder(db, req, req.params.id), ctx(req).locale),
  );

  app.post<{ Params: { id: string }; Body: ReturnRequestBody }>(
    '/order/:id',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['kind', 'lines', 'reason', 'note', 'photos'],
          additionalProperties: false,
          properties: {
            kind: { type: 'string', enum: ['return', 'refund'] },
            lines: {
              type: 'array',
              minItems: 1,
              maxItems: 100,
              items: {
                type: 'object',
                required: ['line', 'quantity'],
                additionalProperties: false,
                properties: {
                  line: { type: 'integer', minimum: 0, maximum: 1000 },
                  quantity: { type: 'integer', minimum: 0, maximum: 10000 },
                },
              },
            },
            reason: { type: 'string', enum: [...RETURN_REASONS] },
            note: { type: 'string', maxLength: RETURN_NOTE_MAX },
            photos: photosSchema,
          },
        },
      },
    },
    async (req, reply): Promise<ReturnModel> => {
      const row = ownedOrder(db, req, req.params.id);
      const created = createReturn(db, row, ownerKeyForWrite(req.session), req.body, ctx(req).locale);
      reply.code(201);
      return toReturn(created, row);
    },
  );

  photoUploadRoute(app, db, (req) => ownerKeyForWrite(req.session));

  app.post<{ Params: { id: number }; Body: ReturnDecisionRequest }>(
    '/sandbox/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        body: {
          type: 'object',
          required: ['decision'],
          additionalProperties: false,
          properties: { decision: { type: 'string', enum: ['approve', 'refuse', 'refund'] } },
        },
      },
    },
    (req): ReturnModel => {
      const ret = findReturn(db, req.params.id);
      const order = ret ? findOwnedOrder(db, ownerOf(req.session), String(ret.order_id)) : undefined;
      if (!ret || !order) throw new ApiError(404, 'NOT_FOUND', 'Return request not found', 'id');
      decideReturn(db, ret, order, req.body.decision);
      return toReturn(findReturn(db, ret.id)!, findOrderById(db, order.id)!);
    },
  );
};

export default returnsRoutes;
