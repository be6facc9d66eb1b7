import { addDays, daysBetween, maxDate, minDate } from '../../domain/calendar-dates';
import { type Freeze, isFrozenOn } from '../../domain/membership-period';

export interface ClosedRange {
  startsOn: string;
  endsOn: string;
}

export interface MembershipPeriod {
  startDate: string;
  endDate: string;
}

/**
 * The closed days a membership was running on: the days of the closure inside its period that
 * no freeze already covers (a frozen day was given back by the freeze). Its end moves by this many days.
 */
export function closedDaysCovered(
  membership: MembershipPeriod,
  freezes: readonly Freeze[],
  closure: ClosedRange,
): number {
  const first = maxDate(membership.startDate, closure.startsOn);
  const last = minDate(membership.endDate, closure.endsOn);
  let covered = 0;
  for (let offset = 0; offset <= daysBetween(first, last); offset++) {
    if (!isFrozenOn(freezes, addDays(first, offset))) covered++;
  }
  return covered;
}
