/**
 * The shopper's coupons (GET common3/coupons/ and /{code}), membership (admin/userManagement/
 * membershipProducts and membershipDetail) and the support form (POST message/submitForm).
 */
import { VISIBLE } from '../http/validation';
import type {
  Coupon,
  CouponList,
  MembershipDetail,
  MembershipProduct,
  SupportFormRequest,
  SupportFormResponse,
} from '../../../types/api';
import { ApiError } from '../http/errors';
import { enforce } from '../http/rate-limit';
import { lookupCoupon, walletCoupons } from '../models/coupons';
import { membershipDetail, membershipProducts } from '../models/membership';
import { findOwnedOrder, ownerOf } from '../models/orders';
import { supportReceivedMail } from '../mail/account-mail';
import { sendMail } from '../models/outbox';
import { normalizeEmail } from '../models/users';
import { saveSupportMessage } from '../models/support';
import { ctx, requireUser } from './checkout-shared';
import type { RouteModule } from './types';

/** Limits of the support form; the app's rules (src/domain/support.ts) are the same. */
export const SUPPORT_LIMITS = { name: 80, email: 254, message: { min: 10, max: 2000 } } as const;

const userAreaRoutes: RouteModule = (app, { db }) => {
  const myCoupons = (req: Parameters<typeof ctx>[0]): CouponList => {
    const userId = requireUser(req, 'Sign in to see your coupons');
    return { coupons: walletCoupons(db, userId, ctx(req).locale) };
  };
  app.get('/common3/coupons', myCoupons);
  app.get('/common3/coupons/', myCoupons);
  app.get<{ Params: { code: string } }>(
    '/common3/coupons/:code',
    {
      schema: {
        params: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' } },
        },
      },
    },
    (req): Coupon => {
      const c = lookupCoupon(db, req.session.userId, req.params.code, ctx(req).locale);
      if (!c) throw new ApiError(404, 'NOT_FOUND', `There is no coupon ${req.params.code.toUpperCase()}`, 'code');
      return c;
    },
  );

  app.get('/admin/userManagement/membershipProducts', (req): MembershipProduct[] =>
    membershipProducts(db, ctx(req).locale),
  );
  app.get('/admin/userManagement/membershipDetail', (req): MembershipDetail =>
    membershipDetail(db, requireUser(req, 'Sign in to see your membership')),
  );

  app.post<{ Body: SupportFormRequest }>(
    '/message/submitForm',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'email', 'message'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: SUPPORT_LIMITS.name, pattern: VISIBLE },
            email: { type: 'string', minLength: 3, maxLength: SUPPORT_LIMITS.email, format: 'email' },
            orderID: { type: 'string', maxLength: 15, pattern: '^[0-9]*$' },
            message: {
              type: 'string',
              minLength: SUPPORT_LIMITS.message.min,
              maxLength: SUPPORT_LIMITS.message.max,
              pattern: VISIBLE,
            },
          },
        },
      },
    },
    async (req, reply): Promise<SupportFormResponse> => {
      const body = req.body;
      // Each message mails its sender and lands with the staff: a signed-in shopper counts as
      // themselves whatever email they type, a visitor as the email the answer goes to.
      const limits = app.accountLimiters;
      const who = req.session.userId ? `user:${req.session.userId}` : `email:${normalizeEmail(body.email)}`;
      enforce(reply, [limits.supportPerAddress.take(`ip:${req.ip}`), limits.supportPerAccount.take(who)]);
      if (body.message.trim().length < SUPPORT_LIMITS.message.min) {
        throw new ApiError(422, 'VALIDATION', `Write at least ${SUPPORT_LIMITS.message.min} characters`, 'message');
      }
      // an order named must be one of this shopper's (someone else's looks like none)
      if (body.orderID && !findOwnedOrder(db, ownerOf(req.session), body.orderID)) {
        throw new ApiError(422, 'VALIDATION', `Order ${body.orderID} is not one of your orders`, 'orderID');
      }
      const answer = saveSupportMessage(db, req.session.userId, body);
      const said = {
        name: body.name.trim(),
        ticketID: answer.ticketID,
        orderID: body.orderID,
        message: body.message.trim(),
      };
      sendMail(db, { to: body.email.trim(), ...supportReceivedMail(ctx(req).locale, said) }, req.log);
      reply.code(201);
      return answer;
    },
  );
};

export default userAreaRoutes;
