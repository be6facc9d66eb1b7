import { summarizeOpeningHours, weekdayName } from './opening-hours';

describe('opening hours', () => {
  it('names days in the user’s language', () => {
    expect(weekdayName('mon', 'en')).toBe('Monday');
    expect(weekdayName('sun', 'de')).toBe('Sonntag');
  });

  it('groups consecutive days with the same hours and leaves closed days out', () => {
    const hours = [
      { day: 'sat', opens: '08:00', closes: '20:00' },
      ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
        day,
        opens: '06:00',
        closes: '22:00',
      })),
    ] as const;
    expect(summarizeOpeningHours([...hours], 'en')).toBe('Mon–Fri 06:00–22:00 · Sat 08:00–20:00');
  });

  it('does not join days that are not next to each other', () => {
    expect(
      summarizeOpeningHours(
        [
          { day: 'mon', opens: '07:00', closes: '21:00' },
          { day: 'wed', opens: '07:00', closes: '21:00' },
        ],
        'en',
      ),
    ).toBe('Mon 07:00–21:00 · Wed 07:00–21:00');
  });
});
