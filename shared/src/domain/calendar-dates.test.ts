import {
  addDays,
  dateInZone,
  daysBetween,
  isoWeekday,
  sameDayMonthsLater,
  zonedTimeToInstant,
} from './calendar-dates';

describe('calendar dates', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2024-03-01', '2024-02-01')).toBe(-29);
  });

  it('rolls a missing day of the month to the first of the next month', () => {
    expect(sameDayMonthsLater('2024-01-15', 1)).toBe('2024-02-15');
    expect(sameDayMonthsLater('2023-01-31', 1)).toBe('2023-03-01');
    expect(sameDayMonthsLater('2024-01-30', 1)).toBe('2024-03-01');
    expect(sameDayMonthsLater('2024-02-29', 12)).toBe('2025-03-01');
    expect(sameDayMonthsLater('2024-11-30', 3)).toBe('2025-03-01');
  });

  it('gives ISO weekdays', () => {
    expect(isoWeekday('2024-06-03')).toBe(1);
    expect(isoWeekday('2024-06-09')).toBe(7);
  });

  it('finds the local day of an instant', () => {
    expect(dateInZone(new Date('2024-06-03T23:30:00Z'), 'Asia/Taipei')).toBe('2024-06-04');
    expect(dateInZone(new Date('2024-06-03T03:30:00Z'), 'America/New_York')).toBe('2024-06-02');
  });

  it('turns wall-clock times into instants, across DST changes', () => {
    expect(zonedTimeToInstant('2024-06-04', '18:00', 'Asia/Taipei').toISOString()).toBe(
      '2024-06-04T10:00:00.000Z',
    );
    expect(zonedTimeToInstant('2024-01-15', '18:00', 'Europe/Berlin').toISOString()).toBe(
      '2024-01-15T17:00:00.000Z',
    );
    expect(zonedTimeToInstant('2024-07-15', '18:00', 'Europe/Berlin').toISOString()).toBe(
      '2024-07-15T16:00:00.000Z',
    );
    expect(zonedTimeToInstant('2024-03-31', '04:00', 'Europe/Berlin').toISOString()).toBe(
      '2024-03-31T02:00:00.000Z',
    );
    expect(zonedTimeToInstant('2024-03-31', '01:00', 'Europe/Berlin').toISOString()).toBe(
      '2024-03-31T00:00:00.000Z',
    );
  });

  it('moves a time skipped by spring-forward after the jump, and takes the first of a repeated time', () => {
    expect(zonedTimeToInstant('2024-03-31', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2024-03-31T01:30:00.000Z',
    );
    expect(zonedTimeToInstant('2024-10-27', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2024-10-27T00:30:00.000Z',
    );
  });
});
