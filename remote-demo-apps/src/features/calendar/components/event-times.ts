import { addDays } from '@cloudfit/shared/domain/calendar-dates';

/**
 * The drawer edits times in the browser's time zone with the browser's own inputs, while the API
 * stores instants (timed events) or days (all-day events, with FullCalendar's exclusive end).
 */

const HOUR_MS = 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a date in the browser's time zone. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The value of a `datetime-local` input for an instant. */
export function toLocalInput(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An instant from a `datetime-local` input; an empty or broken box gives '' for the schema to refuse. */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

/** A new event's times: the next full hour of `day` (today by default), for one hour. */
export function defaultTimes(day?: string): { start: string; end: string } {
  const start = day ? new Date(`${day}T09:00`) : new Date();
  if (!day) start.setHours(start.getHours() + 1, 0, 0, 0);
  return { start: start.toISOString(), end: new Date(start.getTime() + HOUR_MS).toISOString() };
}

/** Switching all-day on or off keeps the day and gives sensible times. */
export function switchAllDay(start: string, end: string, allDay: boolean): { start: string; end: string } {
  if (allDay) {
    const first = localDay(new Date(start));
    const last = localDay(new Date(Math.max(Date.parse(start), Date.parse(end))));
    return { start: first, end: addDays(last, 1) };
  }
  return defaultTimes(start.slice(0, 10));
}

/** Where FullCalendar put an event after a drag or resize; it leaves `end` out when it is the default length. */
export function movedTimes(
  event: { start: Date | null; end: Date | null; startStr: string; endStr: string },
  allDay: boolean,
): { start: string; end: string } {
  const start = event.start ?? new Date();
  if (allDay) {
    const first = event.startStr.slice(0, 10);
    return { start: first, end: event.end ? event.endStr.slice(0, 10) : addDays(first, 1) };
  }
  return {
    start: start.toISOString(),
    end: (event.end ?? new Date(start.getTime() + HOUR_MS)).toISOString(),
  };
}
