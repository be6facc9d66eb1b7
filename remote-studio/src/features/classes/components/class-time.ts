/**
 * Classes are planned in their branch's wall-clock time and stored as instants. These turn one
 * into the other for a given IANA time zone.
 */
import {
  dayInZone as dayOfInstant,
  wallClockAsUtcMs,
  wallClockToEpochMs,
} from '@cloudfit/shared/time/wall-clock';

/** An instant as `YYYY-MM-DDTHH:MM` on the zone's clock (the value of a datetime-local input). */
export function instantToLocalInput(instant: string | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const epochMs = Date.parse(instant);
  if (Number.isNaN(epochMs)) return '';
  return new Date(wallClockAsUtcMs(epochMs, timeZone)).toISOString().slice(0, 16);
}

/**
 * `YYYY-MM-DDTHH:MM` on the zone's clock → an ISO instant; null when the text is not such a time.
 * A time skipped by a daylight-saving change resolves to the instant an hour later.
 */
export function localInputToInstant(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(wallClockToEpochMs(Date.UTC(year, month - 1, day, hour, minute), timeZone)).toISOString();
}

/** The calendar day an instant falls on in the zone, `YYYY-MM-DD`. */
export function dayInZone(instant: string, timeZone: string): string {
  return dayOfInstant(Date.parse(instant), timeZone);
}

/** Minutes between two instants. */
export function minutesBetween(startsAt: string, endsAt: string): number {
  return Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
}
