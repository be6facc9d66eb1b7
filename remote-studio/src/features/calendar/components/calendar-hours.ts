import type { EventInput } from '@fullcalendar/core';

interface Hours {
  opens: string;
  closes: string;
}

export interface TimeAxis {
  /** FullCalendar's slotMinTime and slotMaxTime, whole hours: "06:00", "24:00". */
  slotMinTime: string;
  slotMaxTime: string;
}

const WHOLE_DAY: TimeAxis = { slotMinTime: '00:00', slotMaxTime: '24:00' };

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:00`;

/** Minutes since midnight of a calendar date (the calendar holds wall-clock times as UTC). */
const wallMinutes = (date: Date) => date.getUTCHours() * 60 + date.getUTCMinutes();

/**
 * The hours a day or week view shows: from the earliest opening of the shown branches to their
 * latest closing, widened to every event in view and to `now` when today is shown, in whole hours.
 * Branches without opening hours say nothing; with no hours and no events it is the whole day.
 */
export function timeAxis(
  branchHours: readonly (readonly Hours[])[],
  events: readonly EventInput[],
  now?: Date,
): TimeAxis {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  const widen = (start: number, end: number) => {
    from = Math.min(from, start);
    to = Math.max(to, end);
  };
  for (const hours of branchHours) {
    for (const entry of hours) {
      const opens = minutesOf(entry.opens);
      const closes = minutesOf(entry.closes);
      if (closes > opens) widen(opens, closes);
      else widen(0, 24 * 60); // past midnight: open late at night and early the next morning
    }
  }
  for (const event of events) {
    if (!(event.start instanceof Date) || !(event.end instanceof Date) || event.display === 'background')
      continue;
    const start = wallMinutes(event.start);
    const sameDay = event.start.toISOString().slice(0, 10) === event.end.toISOString().slice(0, 10);
    widen(start, sameDay ? wallMinutes(event.end) : 24 * 60);
  }
  if (now) widen(wallMinutes(now), wallMinutes(now) + 1);
  if (!Number.isFinite(from)) return WHOLE_DAY;
  return {
    slotMinTime: clockOf(Math.floor(from / 60) * 60),
    slotMaxTime: clockOf(Math.min(24 * 60, Math.ceil(to / 60) * 60)),
  };
}
