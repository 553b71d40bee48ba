import { humanizeField, validationItem } from '../../server/api/http/errors';
import { resolveKnobs } from '../../server/api/http/knobs';
import { cacheControlFor } from '../../server/web/static';
import { localeFromAcceptLanguage } from '../../server/api/routes/types';

describe('localeFromAcceptLanguage', () => {
  test.each([
    [undefined, undefined],
    ['', undefined],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,zh-TW;q=0.5,en;q=0.4', 'zh'],
    ['fr, en;q=0.1, zh;q=0.2', 'zh'],
    ['zh;q=0, en', 'en'],
    ['de, fr', undefined],
  ])('%p -> %p', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('validation messages', () => {
  test.each([
    ['firstName', 'First name'],
    ['postCode', 'Post code'],
    ['email', 'Email'],
    ['address.street_name', 'Street name'],
  ])('humanizeField(%p) = %p', (field, label) => {
    expect(humanizeField(field)).toBe(label);
  });

  test.each([
    [{ keyword: 'required', instancePath: '', params: { missingProperty: 'email' } }, 'email', 'Email is required'],
    [
      { keyword: 'format', instancePath: '/email', params: { format: 'email' } },
      'email',
      'Email must be a valid email address',
    ],
    [
      { keyword: 'minLength', instancePath: '/password', params: { limit: 8 } },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      { keyword: 'maxLength', instancePath: '/lastName', params: { limit: 100 } },
      'lastName',
      'Last name must be at most 100 characters',
    ],
    [
      { keyword: 'enum', instancePath: '/locale', params: { allowedValues: ['en', 'zh'] } },
      'locale',
      'Locale must be one of: en, zh',
    ],
    [
      { keyword: 'type', instancePath: '/errorRate', params: { type: 'number' } },
      'errorRate',
      'Error rate must be a number',
    ],
  ])('%j', (error, field, message) => {
    expect(validationItem(error, 'body')).toEqual({ code: 'VALIDATION', field, message });
  });

  test('an error on the whole body names the body', () => {
    expect(validationItem({ keyword: 'type', instancePath: '', params: { type: 'object' } }, 'body')).toEqual({
      code: 'VALIDATION',
      message: 'Request body must be an object',
    });
  });
});

describe('cacheControlFor', () => {
  test.each([
    ['/dist/h5/js/app.3f9c2a1b.js', 'public, max-age=31536000, immutable'],
    ['/dist/h5/css/123.0a1b2c3d4e.css', 'public, max-age=31536000, immutable'],
    ['/dist/h5/static/images/logo.ab12cd34.png', 'public, max-age=31536000, immutable'],
    ['/dist/h5/index.html', 'no-cache'],
    ['/dist/h5/sw.js', 'no-cache'],
    ['/dist/h5/manifest.json', 'no-cache'],
  ])('%s -> %s', (file, header) => {
    expect(cacheControlFor(file)).toBe(header);
  });
});

describe('resolveKnobs', () => {
  test('options win over env, rates are clamped, all off by default', () => {
    expect(resolveKnobs({}, {})).toEqual({ latencyMs: 0, errorRate: 0, dropRate: 0, match: '' });
    expect(resolveKnobs({ errorRate: 0.5 }, { errorRate: 1, latencyMs: 20 })).toEqual({
      latencyMs: 20,
      errorRate: 0.5,
      dropRate: 0,
      match: '',
    });
    expect(resolveKnobs({ errorRate: 7, dropRate: -1, latencyMs: -5 }, {})).toEqual({
      latencyMs: 0,
      errorRate: 1,
      dropRate: 0,
      match: '',
    });
  });
});
