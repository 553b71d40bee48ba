import { instantKey, onStoreClock, unreadInstants } from '@/domain/storeTime';

const known = { '2026-01-15T03:30:00.000Z': { date: '2026-01-14', time: '22:30' } };

describe("onStoreClock: the store's date for an instant", () => {
  it.each([
    [
      "read by the server: the store's (Toronto) evening, not the next GMT day",
      '2026-01-15T03:30:00.000Z',
      { date: '2026-01-14', time: '22:30' },
    ],
    ['the same instant written without milliseconds', '2026-01-15T03:30:00Z', { date: '2026-01-14', time: '22:30' }],
    ['not read yet: its GMT date and time', '2026-07-01T16:05:00Z', { date: '2026-07-01', time: '16:05' }],
    ['unreadable text: as given', 'yesterday', { date: 'yesterday', time: '' }],
  ])('%s', (_what, iso, expected) => {
    expect(onStoreClock(iso, known)).toEqual(expected);
  });
});

test('instantKey and unreadInstants: each instant asked for once, known and unreadable ones not at all', () => {
  expect(instantKey('2026-07-01T16:05:00Z')).toBe('2026-07-01T16:05:00.000Z');
  expect(instantKey('nope')).toBe('nope');
  expect(
    unreadInstants(['2026-01-15T03:30:00Z', '2026-07-01T16:05:00Z', '2026-07-01T16:05:00.000Z', 'nope', ''], known),
  ).toEqual(['2026-07-01T16:05:00.000Z']);
});
