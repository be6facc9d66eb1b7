/**
 * FullCalendar runs in UTC here and is given each event's wall-clock time in the branch's time
 * zone as if it were UTC, so every view shows the branch's clock whatever the browser's zone is
 * (named zones would need another date library as a plugin). These convert both ways with Intl.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant, as milliseconds of a UTC date with the same fields. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** An ISO instant → the calendar's date for it: the zone's wall clock written as UTC. */
export function toCalendarDate(instant: string, timeZone: string): Date {
  const ms = Date.parse(instant);
  return new Date(wallClockAsUtc(ms, timeZone) + (ms % 1000));
}

/**
 * The calendar's date (wall clock written as UTC) → the ISO instant it is in the zone. A time a
 * DST jump skips lands after the jump; a time that happens twice takes the first.
 */
export function fromCalendarDate(calendarDate: Date, timeZone: string): string {
  const wall = calendarDate.getTime();
  const offsetAt = (instant: number) => wallClockAsUtc(instant, timeZone) - Math.floor(instant / 1000) * 1000;
  const halfDay = 12 * 3_600_000;
  const before = offsetAt(wall - halfDay);
  const after = offsetAt(wall + halfDay);
  for (const offset of [before, after]) {
    if (offsetAt(wall - offset) === offset) return new Date(wall - offset).toISOString();
  }
  return new Date(wall - before).toISOString();
}

/** The calendar's date as the day it names, `YYYY-MM-DD`. */
export function calendarDay(calendarDate: Date): string {
  return calendarDate.toISOString().slice(0, 10);
}
