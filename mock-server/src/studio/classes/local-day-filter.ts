import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `?from&to` (and `?date`) of a timetable list: calendar days in each row's center time zone.
 * The exact test is on the local day; a plain range two days wider on each side (wider than any
 * gap between the center's and the session's time zones) lets PostgreSQL use the time indexes.
 */
export function localDayFilters(
  instant: AnyColumn,
  timeZone: AnyColumn,
  range: { from?: string; to?: string },
): (SQL | undefined)[] {
  const localDay = sql`(${instant} at time zone ${timeZone})::date`;
  return [
    range.from === undefined ? undefined : sql`${instant} >= ${range.from}::date - 2`,
    range.from === undefined ? undefined : sql`${localDay} >= ${range.from}::date`,
    range.to === undefined ? undefined : sql`${instant} < ${range.to}::date + 3`,
    range.to === undefined ? undefined : sql`${localDay} <= ${range.to}::date`,
  ];
}
