import { referralId, shareReferralId } from '@/domain/referral';

describe('referralId (spec 9: SASROID, then SASRFRID, or the referId setting)', () => {
  it.each<[Record<string, string>, string | null | undefined, string | undefined]>([
    [{ SASROID: 'A', SASRFRID: 'B' }, 'C', 'A'],
    [{ SASRFRID: 'B' }, 'C', 'B'],
    [{ SASROID: '', SASRFRID: 'B' }, 'C', 'B'],
    [{}, 'C', 'C'],
    [{ other: 'x' }, null, undefined],
    [{}, '  ', undefined],
  ])('%j referId %j -> %j', (cookies, referId, expected) => {
    expect(referralId(cookies, referId)).toBe(expected);
  });
});

describe('shareReferralId (the rid a shopper shares: their own id when signed in, else spec 9)', () => {
  it.each<[string | null, Record<string, string>, string | null, string | undefined]>([
    ['MJDEMO01', {}, 'MJMSTORE', 'MJDEMO01'],
    ['MJDEMO01', { SASRFRID: 'FRIEND1' }, 'MJMSTORE', 'MJDEMO01'],
    ['MJDEMO01', { SASROID: 'OLDID' }, 'MJMSTORE', 'MJDEMO01'],
    [null, { SASRFRID: 'FRIEND1' }, 'MJMSTORE', 'FRIEND1'],
    ['  ', { SASRFRID: 'FRIEND1' }, 'MJMSTORE', 'FRIEND1'],
    [null, {}, 'MJMSTORE', 'MJMSTORE'],
    [null, {}, null, undefined],
  ])('own %j cookies %j referId %j -> %j', (own, cookies, referId, expected) => {
    expect(shareReferralId(own, cookies, referId)).toBe(expected);
  });
});
