import { addDays } from '@cloudfit/shared/domain/calendar-dates';
import {
  isOpenOnWallClock,
  type OpeningHoursEntry,
  WEEKDAYS,
  type Weekday,
} from '@cloudfit/shared/schemas/center.schema';
import type {
  ClassItem,
  ClassSeriesItem,
  CreateClassInput,
  CreateClassSeriesInput,
  UpdateClassInput,
  UpdateClassSeriesInput,
} from '@cloudfit/shared/schemas/class.schema';
import { instantToWallInput, wallInputToInstant } from '@cloudfit/shared/time/wall-clock';

const DEFAULT_MINUTES = 60;
const DEFAULT_CAPACITY = 20;
const DEFAULT_SERIES_WEEKS = 12;

/** Room and instructor start empty (null) so the schema asks for them instead of guessing. */
const unchosen = null as unknown as number;

const HOUR_MS = 3_600_000;
/** How far ahead a default start is looked for: a branch open one hour a week still gets one. */
const SEARCH_HOURS = 8 * 24;

/** `YYYY-MM-DDTHH:MM` on a wall clock → its weekday as the opening hours name it. */
function weekdayOf(local: string): Weekday {
  const sundayFirst = new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/** A wall-clock time plus minutes, on the same wall clock. */
function plusMinutes(local: string, minutes: number): string {
  return new Date(Date.parse(`${local}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
}

/**
 * The next full hour on the branch's clock at which a class of the default length fits in the
 * branch's opening hours (any next full hour when it has none, i.e. is open around the clock).
 */
export function nextOpenHour(
  timeZone: string,
  openingHours: readonly OpeningHoursEntry[] = [],
  now: number = Date.now(),
): string {
  const first = `${instantToWallInput(new Date(now + HOUR_MS).toISOString(), timeZone).slice(0, 13)}:00`;
  const fits = (local: string) => {
    const last = plusMinutes(local, DEFAULT_MINUTES - 1);
    return (
      isOpenOnWallClock(openingHours, weekdayOf(local), local.slice(11)) &&
      isOpenOnWallClock(openingHours, weekdayOf(last), last.slice(11))
    );
  };
  let start = first;
  if (openingHours.length > 0) {
    for (let hour = 0; hour < SEARCH_HOURS && !fits(start); hour++) start = plusMinutes(start, 60);
    if (!fits(start)) start = first;
  }
  return wallInputToInstant(start, timeZone)!;
}

export function blankClass(
  centerId: number | undefined,
  timeZone: string,
  openingHours: readonly OpeningHoursEntry[] = [],
): CreateClassInput {
  const startsAt = nextOpenHour(timeZone, openingHours);
  return {
    centerId: centerId ?? unchosen,
    roomId: unchosen,
    instructorId: unchosen,
    title: '',
    description: null,
    capacity: DEFAULT_CAPACITY,
    creditCost: 1,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + DEFAULT_MINUTES * 60_000).toISOString(),
  };
}

export function classFormValues(item: ClassItem): UpdateClassInput {
  return {
    centerId: item.centerId,
    roomId: item.roomId,
    instructorId: item.instructorId,
    title: item.title,
    description: item.description,
    capacity: item.capacity,
    creditCost: item.creditCost,
    startsAt: item.startsAt,
    endsAt: item.endsAt,
    version: item.version,
  };
}

export function blankSeries(centerId: number | undefined, today: string): CreateClassSeriesInput {
  return {
    centerId: centerId ?? unchosen,
    roomId: unchosen,
    instructorId: unchosen,
    title: '',
    description: null,
    capacity: DEFAULT_CAPACITY,
    creditCost: 1,
    weekdays: [],
    startTime: '18:00',
    durationMinutes: DEFAULT_MINUTES,
    fromDate: today,
    untilDate: addDays(today, DEFAULT_SERIES_WEEKS * 7),
  };
}

/** "This and all future": the series as it is, applied from the occurrence's day on. */
export function seriesFormValues(series: ClassSeriesItem, applyFrom: string): UpdateClassSeriesInput {
  return {
    centerId: series.centerId,
    roomId: series.roomId,
    instructorId: series.instructorId,
    title: series.title,
    description: series.description,
    capacity: series.capacity,
    creditCost: series.creditCost,
    weekdays: series.weekdays,
    startTime: series.startTime.slice(0, 5),
    durationMinutes: series.durationMinutes,
    fromDate: series.fromDate,
    untilDate: series.untilDate,
    applyFrom,
    version: series.version,
  };
}
