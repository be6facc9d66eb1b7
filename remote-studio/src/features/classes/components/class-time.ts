/**
 * Classes are planned in their branch's wall-clock time and stored as instants (the conversions
 * are in @cloudfit/shared/time/wall-clock).
 */
import { dayInZone as dayOfInstant } from '@cloudfit/shared/time/wall-clock';

/** The calendar day an instant falls on in the zone, `YYYY-MM-DD`. */
export function dayInZone(instant: string, timeZone: string): string {
  return dayOfInstant(Date.parse(instant), timeZone);
}

/** Minutes between two instants. */
export function minutesBetween(startsAt: string, endsAt: string): number {
  return Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
}
