/**
 * wechat: WeChat login for the mini-program (spec 7.1), sandboxed. See types/wechat.ts for how
 * the spec's wechat/* calls are read.
 *
 * - GET wechat/enabled: whether WeChat login is on (store setting `wechatLogin`, on by default).
 * - POST wechat/weChatlogin { code }: exchanges the code of wx.login for the shopper's open id and
 *   keeps it in the session (`wechatOpenId`). A real server calls WeChat's auth.code2Session with
 *   the app id and secret; the sandbox answers the open id of the WeChat user a code of its
 *   authorize page was issued for, or, for a mini-program code, one derived from the code
 *   ('sandbox-openid-' + 28 hex digits of its SHA-256). As WeChat's, a code works once and only
 *   for minutes (server/models/wechat-codes.ts). WECHAT_TEST_INVALID_CODE is refused like an
 *   expired code.
 *
 * XSRF applies to the POST as to every mutating call under /api (server/api/http/xsrf.ts).
 */
import crypto from 'node:crypto';
import type { Db } from '../db';
import {
  WECHAT_TEST_INVALID_CODE,
  type WeChatCodeLoginRequest,
  type WeChatCodeLoginResponse,
  type WeChatEnabledResponse,
} from '../../../types/api';
import type {
  ExternalLinkRequest,
  ExternalLoginRequest,
  ExternalLoginResponse,
  ExternalRegisterRequest,
  WeChatBindResponse,
} from '../../../types/api';
import { ApiError } from '../http/errors';
import { isBound } from '../models/identities';
import { redeemWechatCode } from '../models/wechat-codes';
import { getSetting } from '../models/store';
import { linkBody, linkWithIdentity, loginWithIdentity, registerBody, registerWithIdentity } from './external-login';
import { signedInUser } from './password';
import type { RouteModule } from './types';

/**
 * The page a WeChat browser is sent to for a login code (a real deployment: WeChat's OAuth
 * authorize URL for the official account); the sandbox's answers at once (routes/sandbox-wechat.ts).
 */
export const SANDBOX_WECHAT_AUTHORIZE_PATH = '/sandbox/wechat/authorize';

/** The session value holding the open id of the last WeChat login. */
export const SESSION_OPEN_ID = 'wechatOpenId';

export const SANDBOX_OPEN_ID_PREFIX = 'sandbox-openid-';

/** The sandbox's open id for a login code (deterministic; fits the payment calls' openId schema). */
export function sandboxOpenId(code: string): string {
  return SANDBOX_OPEN_ID_PREFIX + crypto.createHash('sha256').update(code).digest('hex').slice(0, 28);
}

export function wechatLoginEnabled(db: Db): boolean {
  return getSetting<{ enabled?: unknown }>(db, 'wechatLogin', { enabled: true }).enabled !== false;
}

// wx.login codes are short opaque tokens (32 characters today).
const code = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } as const;

const wechatRoutes: RouteModule = (app, { db }) => {
  app.get('/wechat/enabled', (): WeChatEnabledResponse => ({
    enabled: wechatLoginEnabled(db),
    authorizeUrl: SANDBOX_WECHAT_AUTHORIZE_PATH,
  }));

  const codeBody = { type: 'object', required: ['code'], additionalProperties: false, properties: { code } } as const;
  const openIdOf = (c: string): string => {
    if (!wechatLoginEnabled(db)) throw new ApiError(409, 'CONFLICT', 'WeChat login is not enabled for this store');
    const openId = c === WECHAT_TEST_INVALID_CODE ? undefined : redeemWechatCode(db, c, sandboxOpenId);
    if (!openId) throw new ApiError(401, 'UNAUTHORIZED', 'The WeChat login code is invalid or has expired', 'code');
    return openId;
  };

  // Mini-program sign-in: the code of Taro.login; the open id also serves WeChat Pay.
  app.post<{ Body: ExternalLoginRequest }>(
    '/wechat/login',
    { schema: { body: codeBody } },
    (req): ExternalLoginResponse => {
      const openId = openIdOf(req.body.code);
      req.session.set(SESSION_OPEN_ID, openId);
      return loginWithIdentity(db, req, 'wechat', openId);
    },
  );
  app.post<{ Body: ExternalRegisterRequest }>(
    '/wechat/register',
    { schema: { body: registerBody } },
    registerWithIdentity(app, db, 'wechat'),
  );
  app.post<{ Body: ExternalLinkRequest }>(
    '/wechat/link',
    { schema: { body: linkBody } },
    linkWithIdentity(app, db, 'wechat'),
  );
  app.get('/wechat/bind', (req): WeChatBindResponse => ({
    bound: isBound(db, 'wechat', signedInUser(req)),
  }));

  app.post<{ Body: WeChatCodeLoginRequest }>(
    '/wechat/weChatlogin',
    {
      schema: {
        body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code } },
      },
    },
    (req): WeChatCodeLoginResponse => {
      const weChatOpenId = openIdOf(req.body.code);
      req.session.set(SESSION_OPEN_ID, weChatOpenId);
      // a linked WeChat identity signs its account in (the WeChat browser's "Sign in with WeChat")
      return { weChatOpenId, ...loginWithIdentity(db, req, 'wechat', weChatOpenId) };
    },
  );
};

export default wechatRoutes;
