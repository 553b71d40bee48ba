/**
 * Referral groups (admin/userManagement/affiliatedReferralGoups, joinAffiliatedReferralGoup/{id},
 * spelled as the istore API spells them) and the referrer's statistics
 * (admin/trackingManagement/referrer/...), signed-in shoppers only, each about themselves.
 */
import { sameSiteOnly } from '../http/xsrf';
import type {
  IntroducedOrder,
  IntroducedUser,
  ReferralGeneralInfo,
  ReferralGroup,
  ReferralSummary,
} from '../../../types/api';
import { ApiError } from '../http/errors';
import {
  generalInfo,
  introducedOrders,
  introducedUsers,
  joinGroup,
  orderSummary,
  referralGroups,
  userSummary,
} from '../models/referrals';
import { ctx, requireUser } from './checkout-shared';
import type { RouteModule } from './types';

const SIGN_IN = 'Sign in to see your referrals';
const UM = '/admin/userManagement';
const RT = '/admin/trackingManagement/referrer';

const referralRoutes: RouteModule = (app, { db }) => {
  app.get(`${UM}/affiliatedReferralGoups`, (req): ReferralGroup[] =>
    referralGroups(db, requireUser(req, SIGN_IN), ctx(req).locale),
  );

  app.get<{ Params: { id: number } }>(
    `${UM}/joinAffiliatedReferralGoup/:id`,
    // a GET that changes the shopper's group (spec 7.1): refused from another site's page
    {
      onRequest: sameSiteOnly,
      schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } },
    },
    (req): ReferralGroup[] => {
      const userId = requireUser(req, SIGN_IN);
      if (!joinGroup(db, userId, req.params.id))
        throw new ApiError(404, 'NOT_FOUND', 'This referral group does not exist', 'id');
      return referralGroups(db, userId, ctx(req).locale);
    },
  );

  const info = (req: Parameters<typeof ctx>[0]): ReferralGeneralInfo =>
    generalInfo(db, requireUser(req, SIGN_IN), ctx(req).locale);
  app.get(`${RT}/userTracking/GeneralInfo`, info);
  app.get(`${RT}/userTracking/GeneralInfo/`, info);
  app.get(`${RT}/userTracking/usersIntroduced`, (req): IntroducedUser[] =>
    introducedUsers(db, requireUser(req, SIGN_IN)),
  );
  app.get(`${RT}/userTracking/orderIntroduced`, (req): IntroducedOrder[] =>
    introducedOrders(db, requireUser(req, SIGN_IN)),
  );
  app.get(`${RT}/summary/user`, (req): ReferralSummary => userSummary(db, requireUser(req, SIGN_IN)));
  app.get(`${RT}/summary/order`, (req): ReferralSummary => orderSummary(db, requireUser(req, SIGN_IN)));
};

export default referralRoutes;
