import { ADD_RETRY_WINDOW_MS, addAttemptFor, addFingerprint, keepAddAttempt } from '@/domain/cartAdd';

const TEA = { productId: 7, optionPair: 'size:M', quantity: 2 };
const random = () => 0.5;
const kept = addAttemptFor(null, TEA, 1_000, random);

test('a new add gets a fresh key of the shape the server takes', () => {
  expect(kept.key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  expect(kept.fingerprint).toBe(addFingerprint(TEA));
});

test.each([
  ['the same add, soon after', TEA, 1_000 + 5_000, true],
  ['the same add, at the end of the window', TEA, 1_000 + ADD_RETRY_WINDOW_MS - 1, true],
  ['the same add, past the window', TEA, 1_000 + ADD_RETRY_WINDOW_MS, false],
  ['another quantity', { ...TEA, quantity: 3 }, 2_000, false],
  ['other options', { ...TEA, optionPair: 'size:L' }, 2_000, false],
  ['no options vs none', { ...TEA, optionPair: null }, 2_000, false],
  ['another product', { ...TEA, productId: 8 }, 2_000, false],
  ['a clock that went back', TEA, 500, false],
])('%s: key reused = %s', (_name, add, now, reused) => {
  const next = addAttemptFor(kept, add, now, () => 0.25);
  expect(next.key === kept.key).toBe(reused);
});

test.each([
  [0, true], // no answer: the server may have taken it
  [502, true],
  [500, true],
  [200, true], // an answer that could not be read
  [400, false],
  [409, false],
  [429, false],
])('after status %i the key is kept: %s', (status, keep) => {
  expect(keepAddAttempt(status)).toBe(keep);
});
