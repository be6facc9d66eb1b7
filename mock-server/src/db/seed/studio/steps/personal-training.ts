import { addDays, zonedTimeToInstant } from '@cloudfit/shared/domain/calendar-dates';
import type { SeedCatalogue } from './catalogue';
import type { SeedContext } from './context';
import type { SeedMemberships } from './memberships';
import type { SalesDesk } from './sales-desk';
import type { SeedTimetable } from './timetable';

/** Personal training: weekly sessions on each PT pack while sessions are left. */
export function seedPersonalTraining(
  {
    faker,
    now,
    timeZone,
    centerZone,
    trainer,
    seed,
    nextId,
  }: Pick<SeedContext, 'faker' | 'now' | 'timeZone' | 'centerZone' | 'trainer' | 'seed' | 'nextId'>,
  { roomsByCenter }: Pick<SeedCatalogue, 'roomsByCenter'>,
  { signatureRequest }: Pick<SalesDesk, 'signatureRequest'>,
  { ptMemberships, spendCredits }: Pick<SeedMemberships, 'ptMemberships' | 'spendCredits'>,
  { scheduleTo }: Pick<SeedTimetable, 'scheduleTo'>,
) {
  for (const { membership, live: view } of ptMemberships) {
    const ptRoom = (roomsByCenter.get(membership.centerId) ?? []).at(-1) ?? null;
    const zone = centerZone.get(membership.centerId) ?? timeZone;
    const time = faker.helpers.arrayElement(['07:00', '09:00', '12:00', '17:00', '19:00', '20:00']);
    let scheduledAhead = 0;
    for (
      let date = addDays(membership.startDate, 2);
      date <= membership.endDate && date <= scheduleTo;
      date = addDays(date, 7)
    ) {
      const startsAt = zonedTimeToInstant(date, time, zone);
      const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
      const past = endsAt.getTime() < now.getTime();
      if ((view.creditsRemaining ?? 0) - (past ? 0 : scheduledAhead) <= 0) break;
      const status = past
        ? faker.helpers.weightedArrayElement([
            { weight: 85, value: 'completed' as const },
            { weight: 8, value: 'cancelled' as const },
            { weight: 7, value: 'no_show' as const },
          ])
        : ('scheduled' as const);
      const id = nextId.ptSessions();
      const completedAt = status === 'completed' ? new Date(endsAt.getTime() + 5 * 60_000) : null;
      const signatureRequestId =
        completedAt !== null
          ? signatureRequest(
              'pt_confirmation',
              membership.memberId,
              id,
              completedAt,
              faker.datatype.boolean({ probability: 0.9 }),
            )
          : null;
      seed.ptSessions.push({
        id,
        memberId: membership.memberId,
        trainerId: membership.trainerId ?? trainer(),
        centerId: membership.centerId,
        roomId: ptRoom,
        membershipId: membership.id,
        startsAt,
        endsAt,
        status,
        workoutNotes:
          status === 'completed'
            ? faker.helpers.arrayElement([
                'Lower body strength',
                'Push/pull upper body',
                'Conditioning circuit',
                'Mobility and core',
              ])
            : null,
        measurements:
          status === 'completed' && faker.datatype.boolean({ probability: 0.4 })
            ? {
                weightKg: faker.number.float({ min: 48, max: 105, fractionDigits: 1 }),
                bodyFatPercent: faker.number.float({ min: 12, max: 35, fractionDigits: 1 }),
              }
            : {},
        signatureRequestId,
        completedAt,
      });
      if (status === 'completed' || status === 'no_show')
        spendCredits(view, 1, 'pt', id, completedAt ?? endsAt);
      if (status === 'scheduled') scheduledAhead += 1;
    }
  }
}
