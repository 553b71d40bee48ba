/**
 * Extension `reviews` (mounted at /api/istore/client/ext/reviews):
 * - GET product/{productId}?sort=newest|helpful&startingPosition=&numberToLoad=: anyone; the
 *   rating summary and a page of the shown reviews;
 * - GET order/{orderID}: the signed-in owner's order lines with their reviews and what can be done;
 * - POST order/{orderID}: write a review of one product of it (received, once per product per order);
 * - PUT review/{id}: edit one's own review within 30 days;
 * - POST review/{id}/helpful: one vote per shopper, not on one's own;
 * - POST photos: upload a photo to attach.
 * Nobody reads or writes another shopper's order reviews: an order that is not the session's
 * answers not found, as the orders API does.
 */
import { VISIBLE } from '../../http/validation';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { REVIEW_MAX_PHOTOS, REVIEW_PAGE_SIZE, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '../../../../types/after-sales';
import type { OrderReviews, ProductReviews, Review, ReviewRequest, ReviewSort } from '../../../../types/after-sales';
import { ApiError } from '../../http/errors';
import { photoUploadLimits } from '../../http/photo-upload';
import { createReview, editReview, orderReviews, productReviews, toReview, voteHelpful } from '../../models/reviews';
import { findOrderById, type OrderRow } from '../../models/orders';
import type { Db } from '../../db';
import { S, ctx, ownedOrder, requireUser } from '../checkout-shared';
import type { RouteModule } from '../types';
import { photoUploadRoute, photosSchema } from './photos';

const SIGN_IN = 'Sign in to review what you bought';
const idParams = { type: 'object', required: ['id'], properties: { id: S.orderID } } as const;
const reviewIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const reviewBody = (withProduct: boolean) =>
  ({
    type: 'object',
    required: [...(withProduct ? ['productId'] : []), 'rating', 'title', 'text', 'photos'],
    additionalProperties: false,
    properties: {
      productId: { type: 'integer', minimum: 1, maximum: 2147483647 },
      rating: { type: 'integer', minimum: 1, maximum: 5 },
      title: { type: 'string', minLength: 1, maxLength: REVIEW_TITLE_MAX, pattern: VISIBLE },
      text: { type: 'string', minLength: 1, maxLength: REVIEW_TEXT_MAX, pattern: VISIBLE },
      photos: { ...photosSchema, maxItems: REVIEW_MAX_PHOTOS },
    },
  }) as const;

/** The signed-in shopper's own order (another's, or a guest order, answers not found). */
function myOrder(db: Db, req: FastifyRequest, id: string): { userId: string; row: OrderRow } {
  const userId = requireUser(req, SIGN_IN);
  const row = ownedOrder(db, req, id);
  if (row.user_id !== userId) throw new ApiError(404, 'NOT_FOUND', `Order ${id} not found`, 'orderID');
  return { userId, row };
}

const reviewsRoutes: RouteModule = async (app, { db }) => {
  await app.register(multipart, { limits: photoUploadLimits });

  app.get<{
    Params: { productId: number };
    Querystring: { sort: ReviewSort; startingPosition: number; numberToLoad: number };
  }>(
    '/product/:productId',
    {
      schema: {
        params: {
          type: 'object',
          required: ['productId'],
          properties: { productId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            sort: { type: 'string', enum: ['newest', 'helpful'], default: 'newest' },
            startingPosition: { type: 'integer', minimum: 0, maximum: 100000, default: 0 },
            numberToLoad: { type: 'integer', minimum: 1, maximum: 50, default: REVIEW_PAGE_SIZE },
          },
        },
      },
    },
    (req): ProductReviews =>
      productReviews(db, req.params.productId, req.query.sort, req.query.startingPosition, req.query.numberToLoad),
  );

  app.get<{ Params: { id: string } }>('/order/:id', { schema: { params: idParams } }, (req): OrderReviews =>
    orderReviews(db, myOrder(db, req, req.params.id).row, ctx(req).locale),
  );

  app.post<{ Params: { id: string }; Body: ReviewRequest }>(
    '/order/:id',
    { schema: { params: idParams, body: reviewBody(true) } },
    async (req, reply): Promise<Review> => {
      const { userId, row } = myOrder(db, req, req.params.id);
      const review = createReview(db, userId, findOrderById(db, row.id)!, req.body);
      reply.code(201);
      return toReview(review);
    },
  );

  app.put<{ Params: { id: number }; Body: Omit<ReviewRequest, 'productId'> }>(
    '/review/:id',
    { schema: { params: reviewIdParams, body: reviewBody(false) } },
    (req): Review => {
      const userId = requireUser(req, SIGN_IN);
      return toReview(editReview(db, userId, req.params.id, { ...req.body, productId: 0 }));
    },
  );

  app.post<{ Params: { id: number } }>('/review/:id/helpful', { schema: { params: reviewIdParams } }, (req): Review =>
    toReview(voteHelpful(db, requireUser(req, 'Sign in to vote'), req.params.id)),
  );

  photoUploadRoute(app, db, (req) => `user:${requireUser(req, SIGN_IN)}`);
};

export default reviewsRoutes;
