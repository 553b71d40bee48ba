/**
 * Money as integer minor units (spec 9). Formatting is done by hand (no Intl: Android WeChat
 * lacks it) and conversion is exact decimal arithmetic on digit strings (no floats, no BigInt).
 */
import type { Locale } from '@api-types';
import { DEFAULT_FRACTION_DIGITS } from './constants';

/** ISO 4217 currencies without minor units. */
const ZERO_DIGITS = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'UYI',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
/** ISO 4217 currencies with three decimals. */
const THREE_DIGITS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);
/** ISO 4217 units of account with four decimals. */
const FOUR_DIGITS = new Set(['CLF', 'UYW']);

/** Symbols per language (CLDR-style); any other currency shows its code and a space. */
const SYMBOLS: Record<string, Record<Locale, string>> = {
  USD: { en: '$', zh: 'US$' },
  CAD: { en: 'CA$', zh: 'CA$' },
  CNY: { en: 'CN¥', zh: '¥' },
  JPY: { en: '¥', zh: 'JP¥' },
  EUR: { en: '€', zh: '€' },
  GBP: { en: '£', zh: '£' },
  HKD: { en: 'HK$', zh: 'HK$' },
  KRW: { en: '₩', zh: '₩' },
  AUD: { en: 'A$', zh: 'AU$' },
  TWD: { en: 'NT$', zh: 'NT$' },
};

function assertMinor(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new TypeError(`${name} must be a safe integer number of minor units, got ${value}`);
  }
}

function safeResult(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`amount out of safe integer range: ${value}`);
  return value === 0 ? 0 : value; // no -0
}

/** Decimal places of a currency: 0 (JPY, KRW, VND, ...), 3 (BHD, KWD, ...), else 2. */
export function fractionDigits(code: string): number {
  const c = code.trim().toUpperCase();
  if (ZERO_DIGITS.has(c)) return 0;
  if (THREE_DIGITS.has(c)) return 3;
  if (FOUR_DIGITS.has(c)) return 4;
  return DEFAULT_FRACTION_DIGITS;
}

/** The prefix shown before an amount: a symbol, or the code and a space. */
export function currencySymbol(code: string, locale: Locale = 'en'): string {
  const c = code.trim().toUpperCase();
  return SYMBOLS[c]?.[locale] ?? `${c} `;
}

/** '1234567' -> '1,234,567'. */
export function groupThousands(digits: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

/** Minor units as a grouped decimal without symbol: 123456 USD -> '1,234.56', -5 -> '-0.05'. */
export function formatMinorAmount(minor: number, code: string): string {
  assertMinor(minor, 'minor');
  const digits = fractionDigits(code);
  const s = String(Math.abs(minor)).padStart(digits + 1, '0');
  const intPart = groupThousands(s.slice(0, s.length - digits));
  const body = digits > 0 ? `${intPart}.${s.slice(s.length - digits)}` : intPart;
  return minor < 0 ? `-${body}` : body;
}

/** 123456 USD -> '$1,234.56'; 1500 JPY -> '¥1,500'; -250 USD -> '-$2.50'; 1234 BHD -> 'BHD 1.234'. */
export function formatMoney(minor: number, code: string, locale: Locale = 'en'): string {
  const amount = formatMinorAmount(Math.abs(minor), code);
  return `${minor < 0 ? '-' : ''}${currencySymbol(code, locale)}${amount}`;
}

/** Product of two non-negative decimal digit strings. */
function multiplyDigits(a: string, b: string): string {
  const result = new Array<number>(a.length + b.length).fill(0);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const sum = result[i + j + 1] + Number(a[i]) * Number(b[j]);
      result[i + j + 1] = sum % 10;
      result[i + j] += Math.floor(sum / 10);
    }
  }
  return result.join('').replace(/^0+(?=\d)/, '');
}

/** A non-negative decimal digit string plus one. */
function incrementDigits(s: string): string {
  const d = s.split('').map(Number);
  let i = d.length - 1;
  while (i >= 0 && d[i] === 9) d[i--] = 0;
  if (i < 0) d.unshift(1);
  else d[i] += 1;
  return d.join('');
}

/**
 * Converts `minor` of `fromCode` into minor units of `toCode`, where `rate` is a decimal string
 * giving units of `to` per one unit of `from` (e.g. '7.2345'). Exact, rounding half away from zero.
 */
export function convertMinor(minor: number, fromCode: string, toCode: string, rate: string): number {
  assertMinor(minor, 'minor');
  const m = /^\s*(\d+)(?:\.(\d+))?\s*$/.exec(rate);
  if (!m) throw new TypeError(`rate must be a non-negative decimal string, got '${rate}'`);
  const fraction = m[2] ?? '';
  const product = multiplyDigits(String(Math.abs(minor)), m[1] + fraction);
  const shift = fractionDigits(fromCode) + fraction.length - fractionDigits(toCode);
  let digits: string;
  if (shift <= 0) {
    digits = product + '0'.repeat(-shift);
  } else {
    const padded = product.padStart(shift + 1, '0');
    digits = padded.slice(0, padded.length - shift);
    if (Number(padded[padded.length - shift]) >= 5) digits = incrementDigits(digits);
  }
  const magnitude = safeResult(Number(digits));
  return minor < 0 ? safeResult(-magnitude) : magnitude;
}

/** Sum of integer minor amounts. */
export function sumMinor(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) {
    assertMinor(a, 'amount');
    total = safeResult(total + a);
  }
  return total;
}

/** Line total: unit price (minor units) times an integer quantity. */
export function multiplyMinor(unit: number, qty: number): number {
  assertMinor(unit, 'unit');
  if (!Number.isSafeInteger(qty)) throw new TypeError(`qty must be an integer, got ${qty}`);
  return safeResult(unit * qty);
}
