import { referralId } from '@/domain/referral';

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
