import {
  REGISTRATION_TTL_MS,
  RESEND_COOLDOWN_SEC,
  VERIFY_CODE_LENGTH,
  VERIFY_CODE_MAX_ATTEMPTS,
  codeError,
  normalizeCode,
  pendingState,
  resumableRegistration,
  resendWaitSec,
  verifyLink,
  verifyToken,
} from '@/domain/registration';

test('the constants: a 6-digit code, 60 minutes, 5 wrong codes, a new mail once a minute', () => {
  expect([VERIFY_CODE_LENGTH, REGISTRATION_TTL_MS, VERIFY_CODE_MAX_ATTEMPTS, RESEND_COOLDOWN_SEC]).toEqual([
    6, 3_600_000, 5, 60,
  ]);
});

describe('normalizeCode: what a shopper types', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-456', '123456'],
    ['１２３４５６', '123456'],
    ['012345', '012345'],
    ['12345', null],
    ['1234567', null],
    ['12345a', null],
    ['', null],
    [undefined, null],
  ])('%j -> %j', (raw, expected) => expect(normalizeCode(raw)).toBe(expected));
});

describe('codeError', () => {
  it.each([
    ['', { key: 'istore_account_err_code_required' }],
    ['   ', { key: 'istore_account_err_code_required' }],
    ['12', { key: 'istore_account_err_code_format', params: { digits: 6 } }],
    ['123 456', null],
  ])('%j -> %j', (raw, expected) => expect(codeError(raw)).toEqual(expected));
});

describe('verifyToken: the link token', () => {
  it.each([
    ['a'.repeat(43), 'a'.repeat(43)],
    [` ${'A_-9'.repeat(10)} `, 'A_-9'.repeat(10)],
    ['short', null],
    ['has space in it and is long enough', null],
    ['<script>alert(1)</script>aaaaaaaaaaaa', null],
    [undefined, null],
  ])('%j -> %j', (raw, expected) => expect(verifyToken(raw)).toBe(expected));
});

describe('verifyLink', () => {
  it.each([
    ['https://shop.example', 'tok', undefined, 'https://shop.example/account/signup?token=tok'],
    [
      'https://shop.example',
      'tok',
      '/checkout/checkout',
      'https://shop.example/account/signup?token=tok&redirect=%2Fcheckout%2Fcheckout',
    ],
  ])('%s %s %j -> %s', (origin, token, redirect, expected) =>
    expect(verifyLink(origin, token, redirect)).toBe(expected),
  );
});

describe('pendingState', () => {
  const at = 1_000_000;
  it.each<[string, { usedAt: number | null; wrongCodes: number }, number, boolean, string]>([
    ['fresh, by link', { usedAt: null, wrongCodes: 0 }, at + 1000, false, 'valid'],
    ['one ms before expiry', { usedAt: null, wrongCodes: 0 }, at + REGISTRATION_TTL_MS - 1, true, 'valid'],
    ['at expiry', { usedAt: null, wrongCodes: 0 }, at + REGISTRATION_TTL_MS, true, 'expired'],
    ['used wins over expired', { usedAt: at + 5, wrongCodes: 0 }, at + REGISTRATION_TTL_MS * 2, false, 'used'],
    ['4 wrong codes: the code still works', { usedAt: null, wrongCodes: 4 }, at + 1000, true, 'valid'],
    ['5 wrong codes: the code is locked', { usedAt: null, wrongCodes: 5 }, at + 1000, true, 'locked'],
    ['5 wrong codes: the link still works', { usedAt: null, wrongCodes: 5 }, at + 1000, false, 'valid'],
  ])('%s', (_name, p, now, byCode, expected) =>
    expect(pendingState({ createdAt: at, ...p }, now, byCode)).toBe(expected),
  );
});

describe('resendWaitSec', () => {
  it.each<[number | null, number, number]>([
    [null, 5_000, 0],
    [0, 0, 60],
    [0, 1, 60],
    [0, 59_001, 1],
    [0, 60_000, 0],
    [0, 120_000, 0],
  ])('sent at %j, now %i -> %i s', (sentAt, now, expected) => expect(resendWaitSec(sentAt, now)).toBe(expected));
});

describe('resumableRegistration: the kept "check your email" step after a reload', () => {
  const now = 10 * REGISTRATION_TTL_MS;
  const kept = { email: 'kim@example.com', firstName: 'Kim', lastName: 'Lee', sentAt: now - 60_000 };
  it.each<[string, unknown, boolean]>([
    ['a minute old', kept, true],
    ['just under the code lifetime', { ...kept, sentAt: now - REGISTRATION_TTL_MS + 1 }, true],
    ['the code expired', { ...kept, sentAt: now - REGISTRATION_TTL_MS }, false],
    ['sent in the future (clock moved back)', { ...kept, sentAt: now + 1000 }, false],
    ['no email', { ...kept, email: '  ' }, false],
    ['no time', { email: 'kim@example.com' }, false],
    ['damaged', 'kim@example.com', false],
    ['nothing kept', undefined, false],
  ])('%s -> resumable %s', (_name, raw, expected) => {
    expect(resumableRegistration(raw, now) !== null).toBe(expected);
  });

  it('keeps names and email, never a password', () => {
    expect(resumableRegistration({ ...kept, password: 'secret1234' }, now)).toEqual(kept);
  });
});
