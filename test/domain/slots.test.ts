/** Slot labels for people, without Intl (domain/slots.ts). */
import { dayLabel, slotLabel } from '@/domain/slots';

describe('dayLabel / slotLabel (no Intl)', () => {
  it.each<[string, 'en' | 'zh', string]>([
    ['2026-11-23', 'en', 'Mon, Nov 23'],
    ['2026-11-23', 'zh', '11月23日 周一'],
    ['2027-01-01', 'en', 'Fri, Jan 1'],
    ['2026-13-01', 'en', '2026-13-01'],
    ['soon', 'en', 'soon'],
  ])('%s (%s) -> %s', (date, locale, expected) => expect(dayLabel(date, locale)).toBe(expected));
  it('slot', () => {
    expect(slotLabel('10:00', '10:30')).toBe('10:00–10:30');
    expect(slotLabel('10:00', null)).toBe('10:00');
  });
});
