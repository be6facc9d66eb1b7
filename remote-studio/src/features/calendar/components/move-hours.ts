import {
  isOpenOnWallClock,
  type OpeningHoursEntry,
  WEEKDAYS,
  type Weekday,
} from '@cloudfit/shared/schemas/center.schema';

/** `YYYY-MM-DDTHH:MM` on a wall clock → its weekday as the opening hours name it. */
function weekdayOf(local: string): Weekday {
  const sundayFirst = new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/**
 * Whether a class or session moved to these wall-clock times (`YYYY-MM-DDTHH:MM`, its end not
 * included) starts or runs while its branch is closed: the server takes such a time, as it does
 * when the class is created, so the move only asks first. A branch without hours is always open.
 * Answers the hours of the start's day (none when the branch is closed all that day), or null.
 */
export function outsideOpeningHours(
  hours: readonly OpeningHoursEntry[],
  starts: string,
  ends: string,
): OpeningHoursEntry[] | null {
  if (hours.length === 0) return null;
  const last = new Date(Date.parse(`${ends}:00Z`) - 60_000).toISOString().slice(0, 16);
  const open = [starts, last].every((local) => isOpenOnWallClock(hours, weekdayOf(local), local.slice(11)));
  if (open) return null;
  return hours.filter((entry) => entry.day === weekdayOf(starts));
}
