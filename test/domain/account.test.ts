import { afterSignIn, validateRegister, validateSignIn } from '@/domain/account';

describe('sign in', () => {
  it.each([
    [{ email: 'demo@example.com', password: 'demo1234' }, []],
    [{ email: '', password: '' }, ['email', 'password']],
    [{ email: 'demo', password: 'x' }, ['email']],
  ])('%j -> %j', (form, fields) => expect(Object.keys(validateSignIn(form))).toEqual(fields));
});

describe('register', () => {
  const ok = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical', confirm: 'analytical' };
  it.each<[Partial<typeof ok>, Record<string, string>]>([
    [{}, {}],
    [{ firstName: ' ' }, { firstName: 'istore_checkout_err_first_name' }],
    [{ password: 'short', confirm: 'short' }, { password: 'istore_account_err_password_short' }],
    [{ password: '', confirm: '' }, { password: 'istore_account_err_password_required' }],
    [{ confirm: 'different' }, { confirm: 'istore_account_err_password_match' }],
    [{ email: 'nope' }, { email: 'istore_checkout_err_email' }],
  ])('%j -> %j', (patch, expected) => {
    const errors = validateRegister({ ...ok, ...patch });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.key]))).toEqual(expected);
  });
});

it.each([
  [undefined, '/user/list'],
  ['/checkout/checkout', '/checkout/checkout'],
  ['//evil.example', '/user/list'],
  ['https://evil.example', '/user/list'],
  ['/account/login', '/user/list'],
])('afterSignIn(%j) -> %s', (redirect, expected) => expect(afterSignIn(redirect)).toBe(expected));
