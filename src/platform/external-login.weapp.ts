/** Sign-in codes in the mini-program (see external-login.ts): Taro.login; no browser round trips. */
import type { CodeResult, ExternalLoginPlatform } from './external-login';
import { login } from './login.weapp';

export type { CodeResult, ExternalLoginPlatform };

export const externalLogin: ExternalLoginPlatform = {
  miniProgramCode: () => login.getWeChatCode(),
  goToAuthorize() {
    /* the mini-program signs in with Taro.login */
  },
  alipayAuthCode() {
    return Promise.resolve({
      kind: 'unsupported',
      message: 'Alipay sign-in is not available in the WeChat mini-program',
    });
  },
};
