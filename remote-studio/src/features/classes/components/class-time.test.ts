import { dayInZone, instantToLocalInput, localInputToInstant, minutesBetween } from './class-time';

describe('class times in a branch time zone', () => {
  it('reads an instant on the branch clock', () => {
    expect(instantToLocalInput('2026-03-02T01:30:00.000Z', 'Asia/Taipei')).toBe('2026-03-02T09:30');
    expect(instantToLocalInput('2026-03-02T01:30:00.000Z', 'America/New_York')).toBe('2026-03-01T20:30');
    expect(instantToLocalInput('', 'Asia/Taipei')).toBe('');
  });

  it('turns branch wall-clock time back into the same instant', () => {
    expect(localInputToInstant('2026-03-02T09:30', 'Asia/Taipei')).toBe('2026-03-02T01:30:00.000Z');
    expect(localInputToInstant('2026-07-01T18:00', 'Europe/Berlin')).toBe('2026-07-01T16:00:00.000Z');
    expect(localInputToInstant('2026-01-15T18:00', 'Europe/Berlin')).toBe('2026-01-15T17:00:00.000Z');
    expect(localInputToInstant('not a time', 'Europe/Berlin')).toBeNull();
  });

  it('moves a time skipped by daylight saving to the hour after', () => {
    expect(localInputToInstant('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('gives the branch day of an instant', () => {
    expect(dayInZone('2026-03-01T23:30:00.000Z', 'Asia/Taipei')).toBe('2026-03-02');
    expect(minutesBetween('2026-03-02T01:30:00.000Z', '2026-03-02T02:15:00.000Z')).toBe(45);
  });
});
