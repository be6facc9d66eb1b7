import { dayInZone, wallClockToEpochMs } from '@cloudfit/shared/time/wall-clock';

/**
 * Calendar days as 'YYYY-MM-DD' strings and the conversion between a center's wall clock and UTC
 * instants. Day arithmetic runs on UTC midnights, where every day has 24 hours.
 */

const DAY_MS = 86_400_000;

function toUtcMidnight(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMidnight(date) + days * DAY_MS);
}

/** Whole days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / DAY_MS);
}

export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * The same day of the month `months` later. When that month is too short (31 January plus one
 * month), the first day of the month after is returned (1 March), so that the day before it, the
 * inclusive end of a period, is the short month's last day.
 */
export function sameDayMonthsLater(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const monthIndex = Number(date.slice(5, 7)) - 1 + months;
  const day = Number(date.slice(8, 10));
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  if (day > daysInMonth(targetYear, targetMonth)) return fromUtcMs(Date.UTC(targetYear, targetMonth + 1, 1));
  return fromUtcMs(Date.UTC(targetYear, targetMonth, day));
}

/** ISO weekday of a calendar day: 1 is Monday, 7 is Sunday. */
export function isoWeekday(date: string): number {
  const weekday = new Date(toUtcMidnight(date)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function maxDate(a: string, b: string): string {
  return a >= b ? a : b;
}

export function minDate(a: string, b: string): string {
  return a <= b ? a : b;
}

/** The calendar day an instant falls on in a time zone. */
export function dateInZone(instant: Date, timeZone: string): string {
  return dayInZone(instant.getTime(), timeZone);
}

/**
 * The instant a wall-clock time happens on a day in a time zone. A time skipped by a DST jump
 * (02:30 on a spring-forward night) lands after the jump; a time that happens twice takes the first.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Date(wallClockToEpochMs(toUtcMidnight(date) + (hour * 60 + minute) * 60_000, timeZone));
}

/**
 * The days a studio's records may be dated on. Year 0001 or 9999 is a slip of the keyboard, and
 * PostgreSQL and the calendar code agree on every day between these two.
 */
export const EARLIEST_STUDIO_DAY = '2000-01-01';
export const LATEST_STUDIO_DAY = '2099-12-31';

/** Whether a `YYYY-MM-DD` day is one a studio's record may be dated on. */
export function isStudioDay(day: string): boolean {
  return day >= EARLIEST_STUDIO_DAY && day <= LATEST_STUDIO_DAY;
}

/** Whether an ISO instant falls on a studio day (in UTC; the range leaves a day either side for any zone). */
export function isStudioInstant(instant: string): boolean {
  const ms = Date.parse(instant);
  // Years past 9999 come out as "+010000": outside the range as well.
  return Number.isNaN(ms) || isStudioDay(new Date(ms).toISOString().slice(0, 10));
}
