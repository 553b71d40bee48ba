import { attemptFor, newIdempotencyKey, readAttempt } from '@/domain/attempt';

describe('one key per attempt (placing an order, adding to the cart)', () => {
  it('keys look like the server wants them and differ', () => {
    const k1 = newIdempotencyKey(1_700_000_000_000, Math.random);
    const k2 = newIdempotencyKey(1_700_000_000_000, Math.random);
    expect(k1).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(k1).not.toBe(k2);
  });

  it('the same request keeps its attempt; another request gets a new key', () => {
    const first = attemptFor(null, 'add|1|2', 1, () => 0.5);
    expect(attemptFor(first, 'add|1|2', 2, Math.random)).toBe(first);
    expect(attemptFor(first, 'add|1|3', 3, () => 0.1).key).not.toBe(first.key);
  });

  it.each([
    null,
    'x',
    { key: 'short', fingerprint: 'f' },
    { key: 'has spaces in it', fingerprint: 'f' },
    { key: 'co-abcdefgh' },
  ])('a damaged stored attempt %j is none', (raw) => expect(readAttempt(raw)).toBeNull());
  it('a stored attempt reads back', () => {
    expect(readAttempt({ key: 'co-abcdefgh', fingerprint: 'f', orderID: '100001', createdAt: 5 })).toEqual({
      key: 'co-abcdefgh',
      fingerprint: 'f',
      orderID: '100001',
      createdAt: 5,
    });
  });
});
