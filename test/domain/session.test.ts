import { isLoggedIn, marketplaceParams, safeDecode } from '@/domain/session';

describe('isLoggedIn (spec 4: user, lastLoginDate and userID all present)', () => {
  const user = { userID: 'u1', email: 'a@b.c' };
  it.each([
    [{ user, lastLoginDate: '2026-01-01', userID: 'u1' }, true],
    [{ user: null, lastLoginDate: '2026-01-01', userID: 'u1' }, false],
    [{ user, lastLoginDate: null, userID: 'u1' }, false],
    [{ user, lastLoginDate: '2026-01-01', userID: '' }, false],
    [{}, false],
  ])('%j -> %s', (info, expected) => {
    expect(isLoggedIn(info)).toBe(expected);
  });
});

describe('marketplaceParams (spec 5: mrk, mrkname decoded, wmpoid)', () => {
  it.each<[Record<string, string | string[] | undefined>, object]>([
    [
      { mrk: 'm1', mrkname: 'Tea%20Market', wmpoid: 'oX1' },
      { mrk: 'm1', mrkname: 'Tea Market', wmpoid: 'oX1' },
    ],
    [{ mrkname: '%E8%8C%B6%E5%B8%82' }, { mrkname: '茶市' }],
    [{ mrkname: '100%' }, { mrkname: '100%' }],
    [{ mrkname: '%E0%A4%A' }, { mrkname: '%E0%A4%A' }],
    [{ mrk: '', wmpoid: '  ' }, {}],
    [{ mrk: ['a', 'b'] }, { mrk: 'a' }],
    [{ other: 'x' }, {}],
  ])('%j -> %j', (query, expected) => {
    expect(marketplaceParams(query)).toEqual(expected);
  });

  it.each([
    ['a%20b', 'a b'],
    ['%', '%'],
    ['plain', 'plain'],
  ])('safeDecode(%j) -> %j', (input, expected) => {
    expect(safeDecode(input)).toBe(expected);
  });
});
