import { chosenLocale, LOCALE_COOKIE, localeCookie } from '@/domain/localeCookie';

describe('chosenLocale (the device language mirrored for the page request)', () => {
  it.each<[string | undefined, string | undefined]>([
    [`${LOCALE_COOKIE}=en`, 'en'],
    [`sid=abc; ${LOCALE_COOKIE}=zh; XSRF-TOKEN=t`, 'zh'],
    [`${LOCALE_COOKIE}=fr`, undefined],
    [`${LOCALE_COOKIE}=`, undefined],
    ['sid=abc', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %j', (header, expected) => {
    expect(chosenLocale(header)).toBe(expected);
  });
});

describe('localeCookie', () => {
  it.each(['en', 'zh'] as const)('%s is kept site-wide for a year and read back', (locale) => {
    const cookie = localeCookie(locale);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 3600}`);
    expect(chosenLocale(cookie.split(';')[0])).toBe(locale);
  });
});
