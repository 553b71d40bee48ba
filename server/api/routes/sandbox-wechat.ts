/**
 * The WeChat browser's login page, sandboxed: GET /sandbox/wechat/authorize?redirect_uri=/path
 * answers at once (as WeChat's silent snsapi_base authorisation does) with a redirect back to the
 * app path carrying `code`. The code is stable per browser (a cookie picks the sandbox's "WeChat
 * user"), so the same browser always gets the same open id. Only app paths are accepted as
 * redirect_uri (no open redirect).
 */
import crypto from 'node:crypto';
import { ApiError } from '../http/errors';
import { SANDBOX_WECHAT_AUTHORIZE_PATH } from './wechat';
import type { RouteModule } from './types';

const COOKIE = 'SANDBOX_WECHAT_USER';

const sandboxWechatRoutes: RouteModule = async (app) => {
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
      if (!back.startsWith('/') || back.startsWith('//') || back.includes('\\')) {
        throw new ApiError(400, 'VALIDATION', 'redirect_uri must be a path of this store', 'redirect_uri');
      }
      let user = req.cookies[COOKIE];
      if (!user || !/^[A-Za-z0-9_-]{16,64}$/.test(user)) {
        user = crypto.randomBytes(16).toString('base64url');
        reply.setCookie(COOKIE, user, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 365 * 24 * 3600 });
      }
      const url = `${back}${back.includes('?') ? '&' : '?'}code=wx${user}`;
      return reply.code(302).header('cache-control', 'no-store').redirect(url);
    },
  );
};
(sandboxWechatRoutes as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;

export default sandboxWechatRoutes;
