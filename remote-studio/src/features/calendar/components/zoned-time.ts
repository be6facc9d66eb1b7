/**
 * FullCalendar runs in UTC here and is given each event's wall-clock time in the branch's time
 * zone as if it were UTC, so every view shows the branch's clock whatever the browser's zone is
 * (named zones would need another date library as a plugin).
 */
import { wallClockAsUtcMs, wallClockToEpochMs } from '@cloudfit/shared/time/wall-clock';

/** An ISO instant → the calendar's date for it: the zone's wall clock written as UTC. */
export function toCalendarDate(instant: string, timeZone: string): Date {
  const ms = Date.parse(instant);
  return new Date(wallClockAsUtcMs(ms, timeZone) + (ms % 1000));
}

/**
 * The calendar's date (wall clock written as UTC) → the ISO instant it is in the zone. A time a
 * DST jump skips lands after the jump; a time that happens twice takes the first.
 */
export function fromCalendarDate(calendarDate: Date, timeZone: string): string {
  return new Date(wallClockToEpochMs(calendarDate.getTime(), timeZone)).toISOString();
}

/** The calendar's date as the day it names, `YYYY-MM-DD`. */
export function calendarDay(calendarDate: Date): string {
  return calendarDate.toISOString().slice(0, 10);
}
