import { addDays, daysBetween, maxDate, minDate } from '@cloudfit/shared/domain/calendar-dates';
import {
  type LineMembership,
  type MembershipMove,
  type MembershipPeriod,
  planLineMoves,
} from '@cloudfit/shared/domain/membership-line';
import { type Freeze, isFrozenOn } from '@cloudfit/shared/domain/membership-period';

export interface ClosedRange {
  startsOn: string;
  endsOn: string;
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

export interface ClosureLineMembership extends LineMembership {
  /** Whether it belongs to the closed branch: only those get closed days back. */
  atClosedCenter: boolean;
  freezes: readonly Freeze[];
}

/**
 * What a closure does to one member's time-based memberships, in start order: each at the closed
 * branch gets back the closed days it runs on (on its dates after any move), and the renewals that
 * followed move with it (`planLineMoves`).
 */
export function planClosureMoves(
  line: readonly ClosureLineMembership[],
  closure: ClosedRange,
): MembershipMove[] {
  return planLineMoves(line, (membership, moved) =>
    membership.atClosedCenter ? closedDaysCovered(moved, membership.freezes, closure) : 0,
  );
}
