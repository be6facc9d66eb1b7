import { type OpeningHours, WEEKDAYS, type Weekday } from '@cloudfit/shared/schemas/center.schema';

/** 1 January 2024 was a Monday: day names in any locale without a translation table. */
const A_MONDAY = Date.UTC(2024, 0, 1);

export function weekdayName(day: Weekday, locale: string, width: 'long' | 'short' = 'long'): string {
  const date = new Date(A_MONDAY + WEEKDAYS.indexOf(day) * 86_400_000);
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(date);
}

/** The hours in week order, Monday first, whatever order they were saved in. */
export function inWeekOrder(hours: OpeningHours): OpeningHours {
  return [...hours].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day));
}

/**
 * One line for a list cell: consecutive days with the same hours share a range, e.g.
 * "Mon–Fri 06:00–22:00 · Sat 08:00–20:00"; days not listed are closed and left out.
 */
export function summarizeOpeningHours(hours: OpeningHours, locale: string): string {
  const groups: { first: Weekday; last: Weekday; time: string }[] = [];
  for (const entry of inWeekOrder(hours)) {
    const time = `${entry.opens}–${entry.closes}`;
    const previous = groups.at(-1);
    const follows = previous && WEEKDAYS.indexOf(entry.day) === WEEKDAYS.indexOf(previous.last) + 1;
    if (previous && follows && previous.time === time) previous.last = entry.day;
    else groups.push({ first: entry.day, last: entry.day, time });
  }
  return groups
    .map(({ first, last, time }) => {
      const days =
        first === last
          ? weekdayName(first, locale, 'short')
          : `${weekdayName(first, locale, 'short')}–${weekdayName(last, locale, 'short')}`;
      return `${days} ${time}`;
    })
    .join(' · ');
}
