/**
 * Profile and password form rules (spec 7.1: PUT admin/userManagement/userInfo, POST
 * admin/userManagement/resetPassword, common3/forgotPassword, common3/resetPasswordExternal).
 * The limits mirror the reference server's schemas; messages are i18n keys.
 */
import { ACCOUNT_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './account';
import { emailError, phoneError, type Errors, type FieldError } from './checkout';

export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Asked only when the email changes (the server refuses a new email without it). */
  currentPassword: string;
}

/** The form asks for another email than the account's (emails compare trimmed, case-blind). */
export function emailChanging(form: Pick<ProfileForm, 'email'>, accountEmail: string | null | undefined): boolean {
  return form.email.trim().toLowerCase() !== (accountEmail ?? '').trim().toLowerCase();
}

export interface ChangePasswordForm {
  current: string;
  next: string;
  confirm: string;
}

export interface ResetPasswordForm {
  password: string;
  confirm: string;
}

function put(errors: Errors, field: string, e: FieldError | null): void {
  if (e) errors[field] = e;
}

function nameError(value: string, key: string): FieldError | null {
  if (!value.trim()) return { key };
  return value.trim().length > ACCOUNT_NAME_MAX
    ? { key: 'istore_checkout_err_too_long', params: { max: ACCOUNT_NAME_MAX } }
    : null;
}

/** A new password: required, PASSWORD_MIN..PASSWORD_MAX characters. */
export function newPasswordError(value: string): FieldError | null {
  if (!value) return { key: 'istore_account_err_password_required' };
  if (value.length < PASSWORD_MIN) return { key: 'istore_account_err_password_short', params: { min: PASSWORD_MIN } };
  if (value.length > PASSWORD_MAX) return { key: 'istore_checkout_err_too_long', params: { max: PASSWORD_MAX } };
  return null;
}

/** `accountEmail`: the account's email now; a different one needs the current password. */
export function validateProfile(f: ProfileForm, accountEmail: string | null = f.email): Errors {
  const errors: Errors = {};
  put(errors, 'firstName', nameError(f.firstName, 'istore_checkout_err_first_name'));
  put(errors, 'lastName', nameError(f.lastName, 'istore_checkout_err_last_name'));
  put(errors, 'email', emailError(f.email));
  if (emailChanging(f, accountEmail) && !f.currentPassword) {
    put(errors, 'currentPassword', { key: 'istore_account_err_password_required' });
  }
  // the phone is optional on the profile; when given it must look like one
  put(errors, 'phone', f.phone.trim() ? phoneError(f.phone) : null);
  return errors;
}

export function validateChangePassword(f: ChangePasswordForm): Errors {
  const errors: Errors = {};
  put(errors, 'current', f.current ? null : { key: 'istore_account_err_password_required' });
  put(errors, 'next', newPasswordError(f.next));
  if (!errors.next && f.next === f.current) put(errors, 'next', { key: 'istore_account_err_password_same' });
  if (f.next && f.confirm !== f.next) put(errors, 'confirm', { key: 'istore_account_err_password_match' });
  return errors;
}

export function validateForgot(email: string): Errors {
  const errors: Errors = {};
  put(errors, 'email', emailError(email));
  return errors;
}

export function validateResetPassword(f: ResetPasswordForm): Errors {
  const errors: Errors = {};
  put(errors, 'password', newPasswordError(f.password));
  if (f.password && f.confirm !== f.password) put(errors, 'confirm', { key: 'istore_account_err_password_match' });
  return errors;
}

/** The token of a reset link (`/account/resetPassword?token=...`): base64url, or null when it cannot be one. */
export function resetToken(raw: string | undefined): string | null {
  const t = (raw ?? '').trim();
  return /^[A-Za-z0-9_-]{20,200}$/.test(t) ? t : null;
}

/** Han, kana and hangul: a name written in them is written family name first, without a space. */
const EAST_ASIAN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

/**
 * A person's name as it is written: 'Mei Chen' for a Western name, '陈美' (family name first, no
 * space) for a Chinese one, whatever the page's language; one part alone when the other is blank.
 */
export function personName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (firstName ?? '').trim();
  const last = (lastName ?? '').trim();
  if (!first || !last) return first || last;
  return EAST_ASIAN.test(first + last) ? `${last}${first}` : `${first} ${last}`;
}
