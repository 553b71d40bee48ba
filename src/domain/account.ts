/**
 * Sign-in and registration form rules (spec 7.1: POST common3/signon, common3/clientRegistration).
 * The limits mirror the reference server's schemas. Messages are i18n keys.
 */
import { sameOriginPath } from './redirect';
import { emailError, type Errors, type FieldError } from './checkout';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const ACCOUNT_NAME_MAX = 100;

export interface SignInForm {
  email: string;
  password: string;
}

export interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirm: string;
}

function put(errors: Errors, field: string, e: FieldError | null): void {
  if (e) errors[field] = e;
}

export function validateSignIn(f: SignInForm): Errors {
  const errors: Errors = {};
  put(errors, 'email', emailError(f.email));
  put(errors, 'password', f.password ? null : { key: 'istore_account_err_password_required' });
  return errors;
}

function nameError(value: string, key: string): FieldError | null {
  if (!value.trim()) return { key };
  return value.trim().length > ACCOUNT_NAME_MAX
    ? { key: 'istore_checkout_err_too_long', params: { max: ACCOUNT_NAME_MAX } }
    : null;
}

export function validateRegister(f: RegisterForm): Errors {
  const errors: Errors = {};
  put(errors, 'firstName', nameError(f.firstName, 'istore_checkout_err_first_name'));
  put(errors, 'lastName', nameError(f.lastName, 'istore_checkout_err_last_name'));
  put(errors, 'email', emailError(f.email));
  if (!f.password) put(errors, 'password', { key: 'istore_account_err_password_required' });
  else if (f.password.length < PASSWORD_MIN)
    put(errors, 'password', { key: 'istore_account_err_password_short', params: { min: PASSWORD_MIN } });
  else if (f.password.length > PASSWORD_MAX)
    put(errors, 'password', { key: 'istore_checkout_err_too_long', params: { max: PASSWORD_MAX } });
  if (f.password && f.confirm !== f.password) put(errors, 'confirm', { key: 'istore_account_err_password_match' });
  return errors;
}

/** Where to go after signing in: a path of the store from `?redirect=` (domain/redirect.ts), else My Account. */
export function afterSignIn(redirect: string | undefined): string {
  const r = sameOriginPath((redirect ?? '').trim());
  return r && !r.startsWith('/account/') ? r : '/user/list';
}

/** Sign In with the way back: `/account/login?redirect=<where the shopper was>`. */
export function signInUrl(returnTo: string | undefined): string {
  const r = (returnTo ?? '').trim();
  return r && afterSignIn(r) === r ? `/account/login?redirect=${encodeURIComponent(r)}` : '/account/login';
}

/**
 * Where `/account` leads (spec 2.1): Sign In, or My Account once signed in. (`/user` is My
 * Account's own second URL, domain/routes.ts.)
 */
export function accountEntry(loggedIn: boolean): string {
  return loggedIn ? '/user/list' : '/account/login';
}

export type ExternalSignIn = 'wechatMiniProgram' | 'wechatBrowser' | 'alipay';

/**
 * Which outside sign-in the Sign In screen offers: WeChat with Taro.login in the native
 * mini-program, WeChat's OAuth round trip in WeChat's browser (when the store has WeChat login
 * on), Alipay in the payment app's browser. A mini-program web-view gets neither WeChat way (its
 * page cannot call wx.login, and WeChat's OAuth there lands outside the mini-program).
 */
export function externalSignIns(
  kind: 'miniProgram' | 'wechat' | 'alipay' | 'mobile' | 'desktop',
  nativeMiniProgram: boolean,
  wechatEnabled: boolean,
): ExternalSignIn[] {
  if (!wechatEnabled && kind !== 'alipay') return [];
  if (kind === 'miniProgram') return nativeMiniProgram ? ['wechatMiniProgram'] : [];
  if (kind === 'wechat') return ['wechatBrowser'];
  if (kind === 'alipay') return ['alipay'];
  return [];
}
