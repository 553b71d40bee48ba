import {
  accountEntry,
  afterSignIn,
  externalSignIns,
  signInUrl,
  validateRegister,
  validateSignIn,
} from '@/domain/account';
import { matchRoute } from '@/domain/routes';

describe('sign in', () => {
  it.each([
    [{ email: 'demo@example.com', password: 'demo1234' }, []],
    [{ email: '', password: '' }, ['email', 'password']],
    [{ email: 'demo', password: 'x' }, ['email']],
  ])('%j -> %j', (form, fields) => expect(Object.keys(validateSignIn(form))).toEqual(fields));
});

describe('register', () => {
  const ok = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'analytical',
    confirm: 'analytical',
  };
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
  // browsers read these as other sites (a page error left the shopper stuck on Sign In)
  ['/\\evil.example', '/user/list'],
  ['/\t/evil.example', '/user/list'],
  ['/\n/evil.example', '/user/list'],
  ['/\u0000/evil.example', '/user/list'],
])('afterSignIn(%j) -> %s', (redirect, expected) => expect(afterSignIn(redirect)).toBe(expected));

describe('signInUrl: Sign In with the way back', () => {
  it.each([
    ['/user/list', '/account/login?redirect=%2Fuser%2Flist'],
    ['/user/addresses?x=1', '/account/login?redirect=%2Fuser%2Faddresses%3Fx%3D1'],
    ['//evil.example', '/account/login'],
    ['/account/signup', '/account/login'],
    [undefined, '/account/login'],
  ])('%j -> %s', (from, expected) => expect(signInUrl(from)).toBe(expected));
});

it.each([
  [false, '/account/login'],
  [true, '/user/list'],
])('accountEntry (spec 2.1 /account), signed in %s -> %s', (loggedIn, expected) =>
  expect(accountEntry(loggedIn)).toBe(expected),
);

it.each([
  ['/account', 'pages/account/login/index'],
  ['/user', 'pages/user/list/index'],
  ['/account/forgotPassword', 'pages/account/password/index'],
  ['/account/resetPassword?token=abc', 'pages/account/password/index'],
  ['/user/addresses', 'pages/user/addresses/index'],
])('the area entry %s is served by %s', (url, page) => expect(matchRoute(url)?.page).toBe(page));

describe('externalSignIns', () => {
  it.each([
    ['miniProgram', true, true, ['wechatMiniProgram']],
    ['miniProgram', false, true, []],
    ['miniProgram', true, false, []],
    ['wechat', false, true, ['wechatBrowser']],
    ['wechat', false, false, []],
    ['alipay', false, false, ['alipay']],
    ['mobile', false, true, []],
    ['desktop', false, true, []],
  ] as const)('%s (native %s, WeChat on %s) -> %j', (kind, native, enabled, expected) =>
    expect(externalSignIns(kind, native, enabled)).toEqual(expected),
  );
});
