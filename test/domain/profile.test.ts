import {
  resetToken,
  validateChangePassword,
  validateForgot,
  validateProfile,
  personName,
  validateResetPassword,
} from '@/domain/profile';
import type { Errors } from '@/domain/checkout';

const keys = (e: Errors) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v.key]));

describe('profile', () => {
  const ok = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '', currentPassword: '' };
  it.each<[Partial<typeof ok>, Record<string, string>]>([
    [{}, {}],
    [{ phone: '416 555 0123' }, {}],
    [{ phone: '+1 (416) 555-0123' }, {}],
    [{ phone: '12' }, { phone: 'istore_checkout_err_phone' }],
    [{ phone: 'call me' }, { phone: 'istore_checkout_err_phone' }],
    [{ firstName: '  ' }, { firstName: 'istore_checkout_err_first_name' }],
    [{ lastName: 'x'.repeat(101) }, { lastName: 'istore_checkout_err_too_long' }],
    [{ email: '' }, { email: 'istore_checkout_err_email_required' }],
    [{ email: 'ada@' }, { email: 'istore_checkout_err_email' }],
  ])('%j -> %j', (patch, expected) => expect(keys(validateProfile({ ...ok, ...patch }))).toEqual(expected));

  // a new email needs the current password; the same email in other case does not
  it.each<[Partial<typeof ok>, Record<string, string>]>([
    [{}, {}],
    [{ email: ' ADA@example.com ' }, {}],
    [{ email: 'ada.new@example.com' }, { currentPassword: 'istore_account_err_password_required' }],
    [{ email: 'ada.new@example.com', currentPassword: 'secret-1' }, {}],
  ])('account ada@example.com, %j -> %j', (patch, expected) =>
    expect(keys(validateProfile({ ...ok, ...patch }, 'ada@example.com'))).toEqual(expected),
  );
});

describe('change password', () => {
  const ok = { current: 'old-password', next: 'new-password', confirm: 'new-password' };
  it.each<[Partial<typeof ok>, Record<string, string>]>([
    [{}, {}],
    [{ current: '' }, { current: 'istore_account_err_password_required' }],
    [{ next: 'short', confirm: 'short' }, { next: 'istore_account_err_password_short' }],
    [{ next: 'x'.repeat(129), confirm: 'x'.repeat(129) }, { next: 'istore_checkout_err_too_long' }],
    [{ next: 'old-password', confirm: 'old-password' }, { next: 'istore_account_err_password_same' }],
    [{ confirm: 'other-password' }, { confirm: 'istore_account_err_password_match' }],
  ])('%j -> %j', (patch, expected) => expect(keys(validateChangePassword({ ...ok, ...patch }))).toEqual(expected));
});

describe('forgot and reset', () => {
  it.each([
    ['demo@example.com', {}],
    ['', { email: 'istore_checkout_err_email_required' }],
    ['nope', { email: 'istore_checkout_err_email' }],
  ])('forgot %j -> %j', (email, expected) => expect(keys(validateForgot(email))).toEqual(expected));

  it.each<[{ password: string; confirm: string }, Record<string, string>]>([
    [{ password: 'long-enough', confirm: 'long-enough' }, {}],
    [{ password: '', confirm: '' }, { password: 'istore_account_err_password_required' }],
    [{ password: '1234567', confirm: '1234567' }, { password: 'istore_account_err_password_short' }],
    [{ password: 'long-enough', confirm: 'long-enougH' }, { confirm: 'istore_account_err_password_match' }],
  ])('reset %j -> %j', (form, expected) => expect(keys(validateResetPassword(form))).toEqual(expected));

  it.each([
    ['Ab3_-xYz0123456789abcdefghijklmnopqrstuvw', 'Ab3_-xYz0123456789abcdefghijklmnopqrstuvw'],
    ['  abcdefghijklmnopqrstu  ', 'abcdefghijklmnopqrstu'],
    ['short', null],
    ['has space inside the token value', null],
    ['<script>alert(1)</script>xxxxxxxxxx', null],
    [undefined, null],
  ])('resetToken(%j) -> %j', (raw, expected) => expect(resetToken(raw)).toBe(expected));
});

describe('personName: a name as it is written', () => {
  it.each<[string | null | undefined, string | null | undefined, string]>([
    ['Mei', 'Chen', 'Mei Chen'],
    ['美', '陈', '陈美'],
    ['小明', '王', '王小明'],
    [' Ann ', ' Lee ', 'Ann Lee'],
    ['Ann', '', 'Ann'],
    ['', '陈', '陈'],
    [null, undefined, ''],
  ])('%j %j -> %j', (first, last, expected) => expect(personName(first, last)).toBe(expected));
});
