import type {
  ClassItem,
  ClassSeriesItem,
  CreateClassInput,
  CreateClassSeriesInput,
  UpdateClassInput,
  UpdateClassSeriesInput,
} from '@cloudfit/shared/schemas/class.schema';
import { addDays, instantToLocalInput, localInputToInstant } from './class-time';

const DEFAULT_MINUTES = 60;
const DEFAULT_CAPACITY = 20;
const DEFAULT_SERIES_WEEKS = 12;

/** Room and instructor start empty (null) so the schema asks for them instead of guessing. */
const unchosen = null as unknown as number;

/** The next full hour on the branch's clock. */
function nextFullHour(timeZone: string): string {
  const local = instantToLocalInput(new Date(Date.now() + 3_600_000).toISOString(), timeZone);
  return localInputToInstant(`${local.slice(0, 13)}:00`, timeZone)!;
}

export function blankClass(centerId: number | undefined, timeZone: string): CreateClassInput {
  const startsAt = nextFullHour(timeZone);
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
