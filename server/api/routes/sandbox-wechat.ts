/**
 * The WeChat browser's login page, sandboxed: GET /sandbox/wechat/authorize?redirect_uri=/path
 * answers at once (as WeChat's silent snsapi_base authorisation does) with a redirect back to the
 * app path carrying `code`. A cookie picks the sandbox's "WeChat user", so the same browser always
 * gets the same open id; each visit gets a new code that works once, for minutes
 * (server/models/wechat-codes.ts). redirect_uri must be a path of this store by the one redirect
 * rule (src/domain/redirect.ts), as plain ASCII: anything else is a 400 in the API's error shape.
 */
import crypto from 'node:crypto';
import { ApiError } from '../http/errors';
import { sameOriginPath } from '../../../src/domain/redirect';
import { issueWechatCode } from '../models/wechat-codes';
import { SANDBOX_WECHAT_AUTHORIZE_PATH, sandboxOpenId } from './wechat';
import { requestOrigin, type RouteModule } from './types';

const COOKIE = 'SANDBOX_WECHAT_USER';

const sandboxWechatRoutes: RouteModule = (app, { db }) => {
  app.get<{ Querystring: { redirect_uri: string } }>(
    SANDBOX_WECHAT_AUTHORIZE_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['redirect_uri'],
          properties: { redirect_uri: { type: 'string', minLength: 1, maxLength: 500 } },
        },
      },
    },
    async (req, reply) => {
      const back = req.query.redirect_uri;
      // the path as given or nothing: a Location header carries only ASCII
      if (sameOriginPath(back, app.publicOrigin ?? requestOrigin(req)) !== back) {
        throw new ApiError(400, 'VALIDATION', 'redirect_uri must be a path of this store', 'redirect_uri');
      }
      let user = req.cookies[COOKIE];
      if (!user || !/^[A-Za-z0-9_-]{16,64}$/.test(user)) {
        user = crypto.randomBytes(16).toString('base64url');
        // over https (directly, or as a trusted proxy says) the year-long identity never travels in clear
        reply.setCookie(COOKIE, user, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: req.protocol === 'https',
          maxAge: 365 * 24 * 3600,
        });
      }
      const code = issueWechatCode(db, sandboxOpenId(`wx${user}`));
      const url = `${back}${back.includes('?') ? '&' : '?'}code=${code}`;
      return reply.code(302).header('cache-control', 'no-store').redirect(url);
    },
  );
};
(sandboxWechatRoutes as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;

export default sandboxWechatRoutes;
