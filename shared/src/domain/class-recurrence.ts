import type { ClassStatus, Weekday } from '@cloudfit/shared/schemas/class.schema';
import { addDays, isoWeekday, maxDate, minDate, zonedTimeToInstant } from './calendar-dates';

export interface WeeklySeries {
  weekdays: readonly Weekday[];
  /** 'HH:MM' on the center's wall clock. */
  startTime: string;
  durationMinutes: number;
  fromDate: string;
  untilDate: string;
  roomId: number;
  instructorId: number;
  capacity: number;
}

/** A change to one date of a series: cancelled, or some of its fields replaced. */
export interface OccurrenceOverride {
  date: string;
  cancelled?: boolean;
  startTime?: string;
  durationMinutes?: number;
  roomId?: number;
  instructorId?: number;
  capacity?: number;
}

export interface ClassOccurrence {
  seriesDate: string;
  startsAt: Date;
  endsAt: Date;
  roomId: number;
  instructorId: number;
  capacity: number;
  status: ClassStatus;
  overridden: boolean;
}

/**
 * The dated classes of a weekly series between `from` and `to` (inclusive, center-local dates),
 * at the same wall-clock time every week whatever the DST offset. Dates in `skipDates` (already
 * generated) are left out, so generating twice adds nothing.
 */
export function expandWeeklySeries(
  series: WeeklySeries,
  timeZone: string,
  range: { from: string; to: string },
  overrides: readonly OccurrenceOverride[] = [],
  skipDates: ReadonlySet<string> = new Set(),
): ClassOccurrence[] {
  const overrideByDate = new Map(overrides.map((override) => [override.date, override]));
  const first = maxDate(series.fromDate, range.from);
  const last = minDate(series.untilDate, range.to);
  const occurrences: ClassOccurrence[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (!series.weekdays.includes(isoWeekday(date) as Weekday) || skipDates.has(date)) continue;
    const override = overrideByDate.get(date);
    const startTime = override?.startTime ?? series.startTime;
    const durationMinutes = override?.durationMinutes ?? series.durationMinutes;
    const startsAt = zonedTimeToInstant(date, startTime, timeZone);
    occurrences.push({
      seriesDate: date,
      startsAt,
      endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000),
      roomId: override?.roomId ?? series.roomId,
      instructorId: override?.instructorId ?? series.instructorId,
      capacity: override?.capacity ?? series.capacity,
      status: override?.cancelled ? 'cancelled' : 'scheduled',
      overridden: override !== undefined,
    });
  }
  return occurrences;
}
