import {
  amountError,
  amountText,
  couponError,
  emailError,
  nameError,
  normalizePostCode,
  parseAmount,
  phoneError,
  postCodeError,
  provinceError,
  tableNumberError,
} from '@/domain/checkout';

const key = (e: { key: string } | null) => e?.key ?? null;

describe('single fields', () => {
  it.each([
    ['Ada', null],
    ['  ', 'istore_checkout_err_first_name'],
    ['', 'istore_checkout_err_first_name'],
    ['x'.repeat(50), null],
    ['x'.repeat(51), 'istore_checkout_err_too_long'],
  ])('first name %j -> %s', (v, expected) => expect(key(nameError(v, 'first'))).toBe(expected));

  it('last name has its own message', () => expect(key(nameError('', 'last'))).toBe('istore_checkout_err_last_name'));

  it.each([
    ['demo@example.com', null],
    [' demo@example.com ', null],
    ['', 'istore_checkout_err_email_required'],
    ['demo@example', 'istore_checkout_err_email'],
    ['demo example.com', 'istore_checkout_err_email'],
    [`${'a'.repeat(250)}@b.co`, 'istore_checkout_err_email'],
  ])('email %j -> %s', (v, expected) => expect(key(emailError(v))).toBe(expected));

  it.each([
    ['416 555 0123', null],
    ['+1 (416) 555-0123', null],
    ['4165550', null],
    ['', 'istore_checkout_err_phone_required'],
    ['12345', 'istore_checkout_err_phone'],
    ['call me', 'istore_checkout_err_phone'],
    ['1'.repeat(21), 'istore_checkout_err_phone'],
  ])('phone %j -> %s', (v, expected) => expect(key(phoneError(v))).toBe(expected));

  it.each([
    ['12', null],
    ['A-7', null],
    ['', 'istore_checkout_err_table_required'],
    ['table 4', 'istore_checkout_err_table'],
    ['12345678901', 'istore_checkout_err_table'],
  ])('table %j -> %s', (v, expected) => expect(key(tableNumberError(v))).toBe(expected));

  it.each([
    ['M5H 2M9', null],
    ['m5h2m9', null],
    ['', 'istore_checkout_err_post_code_required'],
    ['12345', 'istore_checkout_err_post_code'],
    ['M5H-2M9', 'istore_checkout_err_post_code'],
  ])('post code %j -> %s', (v, expected) => expect(key(postCodeError(v))).toBe(expected));

  it('normalizes a post code as the server stores it', () => {
    expect(normalizePostCode(' m5h2m9 ')).toBe('M5H 2M9');
    expect(normalizePostCode('M5H 2M9')).toBe('M5H 2M9');
  });

  it.each([
    ['ON', null],
    ['', 'istore_checkout_err_province'],
    ['ZZ', 'istore_checkout_err_province'],
  ])('province %j -> %s', (v, expected) => expect(key(provinceError(v))).toBe(expected));

  it.each([
    ['WELCOME10', null],
    ['five-off_2', null],
    ['', 'istore_checkout_err_coupon_required'],
    ['10% OFF', 'istore_checkout_err_coupon'],
    ['X'.repeat(33), 'istore_checkout_err_coupon'],
  ])('coupon %j -> %s', (v, expected) => expect(key(couponError(v))).toBe(expected));
});

describe('amounts in minor units', () => {
  it.each<[string, string, number | null]>([
    ['12', 'CAD', 1200],
    ['12.5', 'CAD', 1250],
    ['12.50', 'CAD', 1250],
    ['0,99', 'CAD', 99],
    ['0', 'CAD', 0],
    ['12.505', 'CAD', null],
    ['-1', 'CAD', null],
    ['1e3', 'CAD', null],
    ['', 'CAD', null],
    ['1500', 'JPY', 1500],
    ['1500.5', 'JPY', null],
    ['1.234', 'BHD', 1234],
  ])('parseAmount(%j, %s) -> %s', (text, currency, expected) => expect(parseAmount(text, currency)).toBe(expected));

  it.each([
    [1250, 'CAD', '12.50'],
    [5, 'CAD', '0.05'],
    [1500, 'JPY', '1500'],
  ])('amountText(%d, %s) -> %s', (minor, currency, expected) => expect(amountText(minor, currency)).toBe(expected));

  it.each<[string, string, { key: string; params?: Record<string, string> }]>([
    ['-5', 'CAD', { key: 'istore_checkout_err_amount_negative' }],
    ['- 5.50', 'CAD', { key: 'istore_checkout_err_amount_negative' }],
    ['3.333', 'CAD', { key: 'istore_checkout_err_amount_decimals', params: { digits: '2' } }],
    ['3,333', 'CAD', { key: 'istore_checkout_err_amount_decimals', params: { digits: '2' } }],
    ['1.5', 'JPY', { key: 'istore_checkout_err_amount_whole' }],
    ['five', 'CAD', { key: 'istore_checkout_err_amount' }],
  ])('amountError(%j, %s) says why: %j', (text, currency, expected) =>
    expect(amountError(text, currency, 100_000, 'CA$1,000.00')).toEqual(expected),
  );

  it('amountError: shape, then the maximum with its text', () => {
    expect(amountError('abc', 'CAD', 1000, '$10.00')).toEqual({ key: 'istore_checkout_err_amount' });
    expect(amountError('10.01', 'CAD', 1000, '$10.00')).toEqual({
      key: 'istore_checkout_err_amount_max',
      params: { max: '$10.00' },
    });
    expect(amountError('10', 'CAD', 1000, '$10.00')).toBeNull();
  });
});
