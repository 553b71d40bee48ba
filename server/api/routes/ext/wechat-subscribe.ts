/**
 * Extension `wechatSubscribe` (types/wechat-subscribe.ts), mounted under
 * /api/istore/client/ext/wechatSubscribe:
 * - GET templates: the store's template id per purpose (STORE_WECHAT_TEMPLATES), for the prompt;
 * - POST grants: the templates the shopper accepted in a prompt, for an order of this session's
 *   shopper or an alert (an alert's owner is checked by the alerts area, alertGrantChecks);
 * - GET messages: the sandboxed messages sent to this session's shopper (their account or the
 *   session's WeChat open id), newest first.
 * The messages themselves are sent by the order's steps (server/api/models/wechat-messages.ts).
 */
import type {
  SandboxSubscribeMessages,
  SubscribeGrantRequest,
  SubscribeGrantResponse,
  SubscribePurpose,
  WechatTemplates,
} from '../../../../types/wechat-subscribe';
import { MAX_TEMPLATES_PER_PROMPT } from '../../../../types/wechat-subscribe';
import { purposeOfTemplate, type TemplateIds } from '../../../../src/domain/subscribeMessages';
import type { Db } from '../../db';
import { ApiError } from '../../http/errors';
import { messagesTo, recordGrants } from '../../models/wechat-messages';
import { S, ownedOrder } from '../checkout-shared';
import { SESSION_OPEN_ID } from '../wechat';
import type { RouteModule } from '../types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store's WeChat template id per purpose (server/api/app.ts: option or STORE_WECHAT_TEMPLATES). */
    wechatTemplates: TemplateIds;
  }
}

/** Who asks to grant for an alert: the alerts area says whether that alert is theirs. */
export interface GrantAsker {
  userId: string | null;
  openId: string | null;
  sessionId: string | null;
}

/** Registered by the alerts area: true when the alert belongs to the asker. None registered: no alert grants. */
export const alertGrantChecks: ((db: Db, alertId: string, who: GrantAsker) => boolean)[] = [];

const templateId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
const grantBody = {
  type: 'object',
  required: ['accepted'],
  additionalProperties: false,
  properties: {
    orderID: S.orderID,
    alertId: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' },
    openId: S.openId,
    accepted: { type: 'array', minItems: 1, maxItems: MAX_TEMPLATES_PER_PROMPT, uniqueItems: true, items: templateId },
  },
} as const;

const wechatSubscribeRoutes: RouteModule = (app, { db }) => {
  app.get('/templates', (): WechatTemplates => ({ templates: { ...app.wechatTemplates } }));

  app.post<{ Body: SubscribeGrantRequest }>(
    '/grants',
    { schema: { body: grantBody } },
    (req): SubscribeGrantResponse => {
      const { orderID, alertId, accepted } = req.body;
      if (!orderID === !alertId) throw new ApiError(400, 'VALIDATION', 'Give an order or an alert', 'orderID');
      const templates = accepted.map((id) => {
        const purpose: SubscribePurpose | null = purposeOfTemplate(app.wechatTemplates, id);
        if (!purpose) throw new ApiError(400, 'VALIDATION', `${id} is not a template of this store`, 'accepted');
        return { purpose, templateId: id };
      });
      const openId = req.session.get<string>(SESSION_OPEN_ID) ?? req.body.openId ?? null;
      const userId = req.session.userId;
      if (orderID) {
        const row = ownedOrder(db, req, orderID);
        return { grants: recordGrants(db, { templates, orderId: row.id, openId, userId: row.user_id ?? userId }) };
      }
      const who = { userId, openId, sessionId: req.session.id };
      if (!alertGrantChecks.some((check) => check(db, alertId!, who)))
        throw new ApiError(404, 'NOT_FOUND', `Alert ${alertId} not found`, 'alertId');
      return { grants: recordGrants(db, { templates, alertId: alertId!, openId, userId }) };
    },
  );

  app.get('/messages', (req): SandboxSubscribeMessages => {
    const openId = req.session.get<string>(SESSION_OPEN_ID) ?? null;
    const userId = req.session.userId;
    return { messages: userId || openId ? messagesTo(db, { userId, openId }) : [] };
  });
};

export default wechatSubscribeRoutes;
