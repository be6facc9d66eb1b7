import { calendarDay, fromCalendarDate, toCalendarDate } from './zoned-time';

describe('the calendar in a branch time zone', () => {
  it('shows an instant at the branch wall clock, whatever the zone', () => {
    expect(toCalendarDate('2026-06-04T10:00:00.000Z', 'Asia/Taipei').toISOString()).toBe(
      '2026-06-04T18:00:00.000Z',
    );
    expect(toCalendarDate('2026-01-15T17:00:00.000Z', 'Europe/Berlin').toISOString()).toBe(
      '2026-01-15T18:00:00.000Z',
    );
    expect(toCalendarDate('2026-07-15T16:00:00.000Z', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-15T18:00:00.000Z',
    );
    expect(calendarDay(toCalendarDate('2026-06-04T17:30:00.000Z', 'Asia/Taipei'))).toBe('2026-06-05');
  });

  it('turns a dropped wall-clock time back into the instant, across daylight saving time', () => {
    expect(fromCalendarDate(new Date('2026-06-04T18:00:00.000Z'), 'Asia/Taipei')).toBe(
      '2026-06-04T10:00:00.000Z',
    );
    expect(fromCalendarDate(new Date('2026-03-29T01:00:00.000Z'), 'Europe/Berlin')).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    expect(fromCalendarDate(new Date('2026-03-29T04:00:00.000Z'), 'Europe/Berlin')).toBe(
      '2026-03-29T02:00:00.000Z',
    );
    // 02:30 does not exist that night in Berlin: it lands after the jump.
    expect(fromCalendarDate(new Date('2026-03-29T02:30:00.000Z'), 'Europe/Berlin')).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 02:30 happens twice when the clocks go back: the first one.
    expect(fromCalendarDate(new Date('2026-10-25T02:30:00.000Z'), 'Europe/Berlin')).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('round-trips every quarter hour of the day the clocks go forward', () => {
    for (let minute = 0; minute < 24 * 60; minute += 15) {
      const instant = new Date(Date.UTC(2026, 2, 28, 23, 0) + minute * 60_000).toISOString();
      expect(fromCalendarDate(toCalendarDate(instant, 'Europe/Berlin'), 'Europe/Berlin')).toBe(instant);
    }
  });
});
