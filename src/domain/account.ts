/**
 * Sign-in and registration form rules (spec 7.1: POST common3/signon, common3/clientRegistration).
 * The limits mirror the reference server's schemas. Messages are i18n keys.
 */
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
  return value.trim().length > ACCOUNT_NAME_MAX ? { key: 'istore_checkout_err_too_long', params: { max: ACCOUNT_NAME_MAX } } : null;
}

export function validateRegister(f: RegisterForm): Errors {
  const errors: Errors = {};
  put(errors, 'firstName', nameError(f.firstName, 'istore_checkout_err_first_name'));
  put(errors, 'lastName', nameError(f.lastName, 'istore_checkout_err_last_name'));
  put(errors, 'email', emailError(f.email));
  if (!f.password) put(errors, 'password', { key: 'istore_account_err_password_required' });
  else if (f.password.length < PASSWORD_MIN) put(errors, 'password', { key: 'istore_account_err_password_short', params: { min: PASSWORD_MIN } });
  else if (f.password.length > PASSWORD_MAX) put(errors, 'password', { key: 'istore_checkout_err_too_long', params: { max: PASSWORD_MAX } });
  if (f.password && f.confirm !== f.password) put(errors, 'confirm', { key: 'istore_account_err_password_match' });
  return errors;
}

/** Where to go after signing in: a safe in-app path from `?redirect=`, else My Account. */
export function afterSignIn(redirect: string | undefined): string {
  const r = (redirect ?? '').trim();
  return r.startsWith('/') && !r.startsWith('//') && !r.startsWith('/account/') ? r : '/user/list';
}

/** Sign In with the way back: `/account/login?redirect=<where the shopper was>`. */
export function signInUrl(returnTo: string | undefined): string {
  const r = (returnTo ?? '').trim();
  return r && afterSignIn(r) === r ? `/account/login?redirect=${encodeURIComponent(r)}` : '/account/login';
}

/** Where the area entry points lead (spec 2.1): `/account` and `/user`. */
export function areaEntry(area: 'account' | 'user', loggedIn: boolean): string {
  if (area === 'user') return '/user/list';
  return loggedIn ? '/user/list' : '/account/login';
}
