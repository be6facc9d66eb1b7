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

export interface LineMembership extends MembershipPeriod {
  membershipId: number;
  /** Whether it belongs to the closed branch: only those get closed days back. */
  atClosedCenter: boolean;
  freezes: readonly Freeze[];
}

export interface MembershipMove {
  membershipId: number;
  /** Closed days it was running on, added to its end. */
  days: number;
  startDate: string;
  newStartDate: string;
  endDate: string;
  newEndDate: string;
}

/**
 * What a closure does to one member's time-based memberships, in start order. A renewal starts the
 * day after the membership before it ends (`startAfterCurrent`), so when a closure moves an end
 * later, the membership that followed it starts later by the same days, keeps its length and gets
 * its own closed days back on its new dates; memberships that already overlapped, or that start
 * after a gap the move does not reach, stay where they are. Returns the memberships that change.
 */
export function planLineMoves(line: readonly LineMembership[], closure: ClosedRange): MembershipMove[] {
  const moves: MembershipMove[] = [];
  let latestEnd: string | undefined;
  let latestNewEnd: string | undefined;
  for (const membership of line) {
    const follows = latestEnd !== undefined && membership.startDate > latestEnd;
    const newStartDate =
      follows && latestNewEnd !== undefined && membership.startDate <= latestNewEnd
        ? addDays(latestNewEnd, 1)
        : membership.startDate;
    const shift = daysBetween(membership.startDate, newStartDate);
    const shifted = { startDate: newStartDate, endDate: addDays(membership.endDate, shift) };
    const days = membership.atClosedCenter ? closedDaysCovered(shifted, membership.freezes, closure) : 0;
    const newEndDate = addDays(shifted.endDate, days);
    if (shift > 0 || days > 0) {
      moves.push({
        membershipId: membership.membershipId,
        days,
        startDate: membership.startDate,
        newStartDate,
        endDate: membership.endDate,
        newEndDate,
      });
    }
    latestEnd = latestEnd === undefined ? membership.endDate : maxDate(latestEnd, membership.endDate);
    latestNewEnd = latestNewEnd === undefined ? newEndDate : maxDate(latestNewEnd, newEndDate);
  }
  return moves;
}
