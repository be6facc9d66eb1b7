import { dayInZone, minutesBetween } from './class-time';

describe('class times in a branch time zone', () => {
  it('gives the branch day of an instant', () => {
    expect(dayInZone('2026-03-01T23:30:00.000Z', 'Asia/Taipei')).toBe('2026-03-02');
    expect(minutesBetween('2026-03-02T01:30:00.000Z', '2026-03-02T02:15:00.000Z')).toBe(45);
  });
});
