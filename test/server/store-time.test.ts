/**
 * POST common3/timeZoneInfo/GMT (spec 7.1): instants read on the store's clock (the checkout
 * settings' time zone, America/Toronto in the seed), whatever the server's or device's zone.
 */
import type { TimeZoneInfo } from '../../types/api';
import { offsetMinutes, storeTime } from '../../server/api/models/store-time';
import { Client, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('the store clock (America/Toronto)', () => {
  it.each([
    [
      'winter evening: still the same day in Toronto, the next in GMT',
      '2026-01-15T03:30:00.000Z',
      '2026-01-14',
      '22:30',
      -300,
    ],
    ['summer (daylight time)', '2026-07-01T16:05:00.000Z', '2026-07-01', '12:05', -240],
    ['just before the spring change', '2026-03-08T06:59:00.000Z', '2026-03-08', '01:59', -300],
    ['just after it', '2026-03-08T07:00:00.000Z', '2026-03-08', '03:00', -240],
  ])('%s', (_what, iso, date, time, offset) => {
    const at = new Date(iso);
    expect(storeTime(at, 'America/Toronto')).toEqual({ instant: iso, date, time });
    expect(offsetMinutes(at, 'America/Toronto')).toBe(offset);
  });
});

test('POST common3/timeZoneInfo/GMT reads the instants asked for, in order; a bad one is left out', async () => {
  const client = await new Client(server.origin).prime();
  const res = await client.post('/common3/timeZoneInfo/GMT', {
    instants: ['2026-01-15T03:30:00.000Z', 'not a date', '2026-07-01T16:05:00Z'],
  });
  expect(res.status).toBe(200);
  const info = res.body as TimeZoneInfo;
  expect(info.timeZone).toBe('America/Toronto');
  expect([-300, -240]).toContain(info.offsetMinutes);
  expect(info.now.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(info.instants).toEqual([
    { instant: '2026-01-15T03:30:00.000Z', date: '2026-01-14', time: '22:30' },
    { instant: '2026-07-01T16:05:00.000Z', date: '2026-07-01', time: '12:05' },
  ]);
  // nothing to read: just the zone and now
  expect(((await client.post('/common3/timeZoneInfo/GMT', {})).body as TimeZoneInfo).instants).toEqual([]);
  // too many instants: refused with a clear message
  const many = await client.post('/common3/timeZoneInfo/GMT', {
    instants: Array.from({ length: 101 }, () => '2026-01-01T00:00:00Z'),
  });
  expect(many.status).toBe(400);
});
