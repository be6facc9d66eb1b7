import { addDays } from '@cloudfit/shared/domain/calendar-dates';
import { evaluateCheckIn } from '@cloudfit/shared/domain/check-in-evaluation';
import { CHECK_IN_BLOCK_OWING_OVER } from '../seed-basics';
import type { SeedContext } from './context';
import type { SeedMemberships } from './memberships';

/** Walk-in check-in attempts over the last month, each judged by the check-in rules. */
export function seedCheckIns(
  {
    faker,
    now,
    today,
    deskStaff,
    atLocal,
    seed,
    nextId,
    input,
  }: Pick<SeedContext, 'faker' | 'now' | 'today' | 'deskStaff' | 'atLocal' | 'seed' | 'nextId' | 'input'>,
  {
    liveByMember,
    waiverSignedOn,
    viewOn,
  }: Pick<SeedMemberships, 'liveByMember' | 'waiverSignedOn' | 'viewOn'>,
) {
  const owedByMember = new Map<number, number>();
  for (const invoice of seed.invoices) {
    if (invoice.status === 'issued' || invoice.status === 'partial') {
      owedByMember.set(
        invoice.memberId,
        (owedByMember.get(invoice.memberId) ?? 0) +
          invoice.total -
          (invoice.refunded ?? 0) -
          (invoice.paid ?? 0),
      );
    }
  }
  for (const member of faker.helpers.arrayElements(input.members, Math.min(600, input.members.length))) {
    const day = addDays(today, -faker.number.int({ min: 0, max: 30 }));
    const at = atLocal(day, member.homeCenterId, 6, 22);
    if (at.getTime() > now.getTime()) continue;
    const signedOn = waiverSignedOn.get(member.id);
    const evaluation = evaluateCheckIn({
      memberships: (liveByMember.get(member.id) ?? []).map((v) => viewOn(v, day)),
      today: day,
      hasBookingToday: false,
      balanceOwed: owedByMember.get(member.id) ?? 0,
      hasSignedWaiver: signedOn !== undefined && signedOn <= day,
      rules: { checkInBlockOwingOver: CHECK_IN_BLOCK_OWING_OVER, checkInRequireWaiver: true },
    });
    const overridden =
      !evaluation.allowed && evaluation.overridable && faker.datatype.boolean({ probability: 0.35 });
    const staffId = deskStaff();
    seed.checkIns.push({
      id: nextId.checkIns(),
      memberId: member.id,
      centerId: member.homeCenterId,
      at,
      allowed: evaluation.allowed || overridden,
      reason: evaluation.allowed ? null : evaluation.reason,
      membershipId: evaluation.membershipId,
      overriddenById: overridden ? staffId : null,
      overrideNote: overridden ? 'Let in once; member will settle at the desk.' : null,
      staffId,
      device: 'Front desk scanner',
    });
  }
}
