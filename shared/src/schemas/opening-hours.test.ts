import { isOpenOnWallClock, openingHoursSchema } from './center.schema';

describe('opening hours', () => {
  const lateFriday = [
    { day: 'fri', opens: '18:00', closes: '02:00' },
    { day: 'sun', opens: '00:00', closes: '24:00' },
    { day: 'mon', opens: '06:00', closes: '22:00' },
  ] as const;

  it('keep a branch open past midnight into the next day, and all day at 00:00–24:00', () => {
    expect(isOpenOnWallClock(lateFriday, 'fri', '17:59')).toBe(false);
    expect(isOpenOnWallClock(lateFriday, 'fri', '23:30')).toBe(true);
    expect(isOpenOnWallClock(lateFriday, 'sat', '01:59')).toBe(true);
    expect(isOpenOnWallClock(lateFriday, 'sat', '02:00')).toBe(false);
    expect(isOpenOnWallClock(lateFriday, 'sun', '00:00')).toBe(true);
    expect(isOpenOnWallClock(lateFriday, 'sun', '23:59')).toBe(true);
    expect(isOpenOnWallClock(lateFriday, 'mon', '00:30')).toBe(false);
    expect(isOpenOnWallClock(lateFriday, 'mon', '21:59')).toBe(true);
    expect(isOpenOnWallClock(lateFriday, 'mon', '22:00')).toBe(false);
  });

  it('accept hours past midnight and 24:00 as a closing time, never as an opening one', () => {
    expect(openingHoursSchema.safeParse(lateFriday).success).toBe(true);
    expect(openingHoursSchema.safeParse([{ day: 'mon', opens: '24:00', closes: '06:00' }]).success).toBe(
      false,
    );
    expect(openingHoursSchema.safeParse([{ day: 'mon', opens: '08:00', closes: '08:00' }]).success).toBe(
      false,
    );
  });
});
