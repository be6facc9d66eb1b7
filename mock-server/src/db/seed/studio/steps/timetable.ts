import { addDays, zonedTimeToInstant } from '@cloudfit/shared/domain/calendar-dates';
import { expandWeeklySeries, type OccurrenceOverride } from '@cloudfit/shared/domain/class-recurrence';
import { SCHEDULE_DAYS_AHEAD, SCHEDULE_DAYS_BACK } from '../seed-basics';
import { ROOMS_PER_CENTER, WEEKLY_TIMETABLE } from '../studio-catalogue';
import type { StudioSeed } from '../studio-seed-types';
import type { SeedCatalogue } from './catalogue';
import type { SeedContext } from './context';

/** The timetable: weekly series from eight weeks back to four weeks ahead, plus one-off workshops. */
export function seedTimetable(
  {
    faker,
    today,
    trainer,
    seed,
    nextId,
    input,
  }: Pick<SeedContext, 'faker' | 'today' | 'trainer' | 'seed' | 'nextId' | 'input'>,
  { roomsByCenter }: Pick<SeedCatalogue, 'roomsByCenter'>,
) {
  const scheduleFrom = addDays(today, -SCHEDULE_DAYS_BACK);
  const scheduleTo = addDays(today, SCHEDULE_DAYS_AHEAD);
  const classesToBook: { row: StudioSeed['classes'][number]; timeZone: string }[] = [];
  for (const center of input.centers) {
    const rooms = roomsByCenter.get(center.id) ?? [];
    for (const definition of WEEKLY_TIMETABLE) {
      const seriesId = nextId.classSeries();
      const roomId = rooms[definition.roomIndex] ?? rooms[0] ?? 0;
      const capacity = ROOMS_PER_CENTER[definition.roomIndex]?.capacity ?? 10;
      const instructorId = trainer();
      const series = {
        weekdays: definition.weekdays,
        startTime: definition.startTime,
        durationMinutes: definition.durationMinutes,
        fromDate: scheduleFrom,
        untilDate: scheduleTo,
        roomId,
        instructorId,
        capacity,
      };
      seed.classSeries.push({
        id: seriesId,
        centerId: center.id,
        title: definition.title,
        creditCost: definition.creditCost,
        ...series,
        weekdays: [...definition.weekdays],
      });
      const overrides: OccurrenceOverride[] = [];
      for (let date = scheduleFrom; date <= scheduleTo; date = addDays(date, 1)) {
        const roll = faker.number.int({ min: 1, max: 60 });
        if (roll === 1) overrides.push({ date, cancelled: true });
        if (roll === 2) overrides.push({ date, instructorId: trainer() });
      }
      for (const occurrence of expandWeeklySeries(
        series,
        center.timezone,
        { from: scheduleFrom, to: scheduleTo },
        overrides,
      )) {
        const row = {
          id: nextId.classes(),
          seriesId,
          seriesDate: occurrence.seriesDate,
          centerId: center.id,
          roomId: occurrence.roomId,
          instructorId: occurrence.instructorId,
          title: definition.title,
          startsAt: occurrence.startsAt,
          endsAt: occurrence.endsAt,
          capacity: occurrence.capacity,
          creditCost: definition.creditCost,
          status: occurrence.status,
          cancelReason: occurrence.status === 'cancelled' ? 'Instructor unavailable' : null,
          overridden: occurrence.overridden,
        };
        seed.classes.push(row);
        classesToBook.push({ row, timeZone: center.timezone });
      }
    }
    for (const offset of [-20, 12]) {
      const startsAt = zonedTimeToInstant(addDays(today, offset), '14:00', center.timezone);
      const row = {
        id: nextId.classes(),
        seriesId: null,
        seriesDate: null,
        centerId: center.id,
        roomId: rooms[1] ?? rooms[0] ?? 0,
        instructorId: trainer(),
        title: offset < 0 ? 'Handstand Workshop' : 'Mobility Masterclass',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 120 * 60_000),
        capacity: 12,
        creditCost: 2,
        status: 'scheduled' as const,
        cancelReason: null,
        overridden: false,
      };
      seed.classes.push(row);
      classesToBook.push({ row, timeZone: center.timezone });
    }
  }

  return { classesToBook, scheduleTo };
}
export type SeedTimetable = ReturnType<typeof seedTimetable>;
