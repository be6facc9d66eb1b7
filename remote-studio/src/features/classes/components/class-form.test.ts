import { nextOpenHour } from './class-form';

const TAIPEI = 'Asia/Taipei';
const EVERY_DAY_6_TO_22 = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
  day,
  opens: '06:00',
  closes: '22:00',
}));
/** An instant given as Taipei's wall clock (UTC+8, no daylight saving). */
const taipei = (local: string) => Date.parse(`${local}:00+08:00`);

describe('a new class starts at the next round hour the branch is open', () => {
  it('at 01:20 at night it is 06:00, when the branch opens, not 02:00', () => {
    expect(nextOpenHour(TAIPEI, EVERY_DAY_6_TO_22, taipei('2026-11-26T01:20'))).toBe(
      '2026-11-25T22:00:00.000Z',
    );
  });

  it('late in the evening it is the next morning: an hour-long class would not end before closing', () => {
    expect(nextOpenHour(TAIPEI, EVERY_DAY_6_TO_22, taipei('2026-11-26T21:05'))).toBe(
      '2026-11-26T22:00:00.000Z',
    );
  });

  it('during the day it is simply the next round hour', () => {
    expect(nextOpenHour(TAIPEI, EVERY_DAY_6_TO_22, taipei('2026-11-26T10:20'))).toBe(
      '2026-11-26T03:00:00.000Z',
    );
  });

  it('skips a closed day (Thursday 26 Nov closed: Friday 06:00)', () => {
    const thursdayClosed = EVERY_DAY_6_TO_22.filter((entry) => entry.day !== 'thu');
    expect(nextOpenHour(TAIPEI, thursdayClosed, taipei('2026-11-25T23:10'))).toBe('2026-11-26T22:00:00.000Z');
  });

  it('a branch without opening hours (open around the clock) gets the next round hour', () => {
    expect(nextOpenHour(TAIPEI, [], taipei('2026-11-26T01:20'))).toBe('2026-11-25T18:00:00.000Z');
  });
});
