import { daysBetween } from '@cloudfit/shared/domain/calendar-dates';
import { MAX_REPORT_RANGE_DAYS, type ReportRange } from '@cloudfit/shared/schemas/report.schema';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/connection';
import { validationFailed } from '../../http/api-error';

/** The studio's currency and time zone, and today and this month's first day in that zone. */
export interface StudioCalendar {
  currency: string;
  timeZone: string;
  today: string;
  monthStart: string;
}

export async function studioCalendar(db: Database): Promise<StudioCalendar> {
  // A database without studio settings (core seed only) still answers, in UTC.
  const [row] = await queryRows<{ currency: string; time_zone: string }>(
    db,
    sql`select currency, time_zone from studio_settings where id = 1`,
  );
  const timeZone = row?.time_zone ?? 'UTC';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  return { currency: row?.currency ?? 'TWD', timeZone, today, monthStart: `${today.slice(0, 8)}01` };
}

export interface ResolvedRange extends ReportRange {
  currency: string;
  today: string;
}

/** A report's range with its defaults: this month's first day to today. */
export async function resolveRange(
  db: Database,
  query: { from?: string; to?: string; centerId?: number },
): Promise<ResolvedRange> {
  const calendar = await studioCalendar(db);
  const to = query.to ?? (query.from && query.from > calendar.today ? query.from : calendar.today);
  const from = query.from ?? (to < calendar.monthStart ? `${to.slice(0, 8)}01` : calendar.monthStart);
  // The schema bounds a range given in full; a lone `from` reaches to today and is bounded here.
  if (daysBetween(from, to) >= MAX_REPORT_RANGE_DAYS) {
    throw validationFailed({ from: 'Choose a range of at most ten years.' });
  }
  return {
    from,
    to,
    centerId: query.centerId ?? null,
    timeZone: calendar.timeZone,
    currency: calendar.currency,
    today: calendar.today,
  };
}

/**
 * `instant` falls on a calendar day from `from` to `to` in the studio's time zone. Written as a
 * half-open interval of instants so the column's own index serves it.
 */
export function instantInRange(instant: SQL, range: ReportRange): SQL {
  return sql`(${instant} >= (${range.from}::date::timestamp at time zone ${range.timeZone})
    and ${instant} < ((${range.to}::date + 1)::timestamp at time zone ${range.timeZone}))`;
}

/** The studio calendar day of an instant, as 'YYYY-MM-DD'. */
export function studioDay(instant: SQL, timeZone: string): SQL {
  return sql`to_char((${instant} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
}

/** `column = centerId` when the report is for one center. */
export function centerCondition(column: SQL, range: ReportRange): SQL {
  return range.centerId === null ? sql`true` : sql`${column} = ${range.centerId}`;
}

/** Money and counts arrive as bigint or numeric; every figure here is an integer below 2^53. */
export function toNumber(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export function publicRange(range: ResolvedRange): ReportRange {
  return { from: range.from, to: range.to, centerId: range.centerId, timeZone: range.timeZone };
}
