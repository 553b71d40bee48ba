/**
 * Alipay sign-in in the payment app's browser (spec 7.1), sandboxed: GET common3/apaId gives the
 * app id the page asks Alipay for an auth code with; POST alipay/login { code } maps the code to a
 * stable Alipay user id ('2088' + 12 digits from a SHA-256, models/identities.ts; a real server
 * calls alipay.system.oauth.token). As Alipay's, a code works once: the sandbox remembers the
 * codes it answered (hashed, with WeChat's, models/wechat-codes.ts). alipay/register and
 * alipay/link as routes/external-login.ts says.
 */
import type {
  AlipayAppIdResponse,
  ExternalLinkRequest,
  ExternalLoginRequest,
  ExternalLoginResponse,
  ExternalRegisterRequest,
} from '../../../types/api';
import { ApiError } from '../http/errors';
import { ALIPAY_SANDBOX_APP_ID, ALIPAY_TEST_INVALID_CODE, sandboxAlipayUserId } from '../models/identities';
import { getSetting } from '../models/store';
import { redeemWechatCode } from '../models/wechat-codes';
import { linkBody, linkWithIdentity, loginWithIdentity, registerBody, registerWithIdentity } from './external-login';
import type { RouteModule } from './types';

const code = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } as const;

const alipayRoutes: RouteModule = (app, { db }) => {
  const appId = () => getSetting<{ appId?: unknown }>(db, 'alipayLogin', {}).appId;

  app.get('/common3/apaId', (): AlipayAppIdResponse => {
    const id = appId();
    return { appId: typeof id === 'string' && id ? id : ALIPAY_SANDBOX_APP_ID };
  });

  app.post<{ Body: ExternalLoginRequest }>(
    '/alipay/login',
    { schema: { body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code } } } },
    (req): ExternalLoginResponse => {
      if (req.body.code === ALIPAY_TEST_INVALID_CODE)
        throw new ApiError(401, 'UNAUTHORIZED', 'The Alipay auth code is invalid or has expired', 'code');
      // 'alipay:' keeps these codes apart from the mini-program's in the one table of used codes
      const userId = redeemWechatCode(db, `alipay:${req.body.code}`, () => sandboxAlipayUserId(req.body.code));
      if (!userId) throw new ApiError(401, 'UNAUTHORIZED', 'The Alipay auth code is invalid or has expired', 'code');
      return loginWithIdentity(db, req, 'alipay', userId);
    },
  );
  app.post<{ Body: ExternalRegisterRequest }>(
    '/alipay/register',
    { schema: { body: registerBody } },
    registerWithIdentity(app, db, 'alipay'),
  );
  app.post<{ Body: ExternalLinkRequest }>(
    '/alipay/link',
    { schema: { body: linkBody } },
    linkWithIdentity(app, db, 'alipay'),
  );
};

export default alipayRoutes;
