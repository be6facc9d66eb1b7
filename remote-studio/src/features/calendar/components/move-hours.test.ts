import type { OpeningHoursEntry } from '@cloudfit/shared/schemas/center.schema';
import { outsideOpeningHours } from './move-hours';

const DAILY: OpeningHoursEntry[] = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map(
  (day) => ({
    day,
    opens: '06:00',
    closes: '22:00',
  }),
);

describe('a move against the branch’s opening hours', () => {
  // 2026-11-26 is a Thursday.
  it('is inside when the class ends as the branch closes', () => {
    expect(outsideOpeningHours(DAILY, '2026-11-26T21:00', '2026-11-26T22:00')).toBeNull();
  });

  it('is outside when the class ends after the branch closes, naming that day’s hours', () => {
    expect(outsideOpeningHours(DAILY, '2026-11-26T21:15', '2026-11-26T22:15')).toEqual([
      { day: 'thu', opens: '06:00', closes: '22:00' },
    ]);
  });

  it('is outside when the class starts before the branch opens', () => {
    expect(outsideOpeningHours(DAILY, '2026-11-26T05:30', '2026-11-26T06:30')).not.toBeNull();
  });

  it('is outside on a day the branch is closed, with no hours to name', () => {
    const weekdays = DAILY.filter((entry) => entry.day !== 'sun');
    expect(outsideOpeningHours(weekdays, '2026-11-29T10:00', '2026-11-29T11:00')).toEqual([]);
  });

  it('is never outside for a branch without opening hours', () => {
    expect(outsideOpeningHours([], '2026-11-26T23:00', '2026-11-27T00:30')).toBeNull();
  });
});
