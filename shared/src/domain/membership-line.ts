import { addDays, daysBetween, maxDate } from './calendar-dates';

export interface MembershipPeriod {
  startDate: string;
  endDate: string;
}

/** One of a member's time-based memberships. */
export interface LineMembership extends MembershipPeriod {
  membershipId: number;
}

export interface MembershipMove {
  membershipId: number;
  /** Days added to its end (closed days given back, frozen days, an extension). */
  days: number;
  startDate: string;
  newStartDate: string;
  endDate: string;
  newEndDate: string;
}

/**
 * What adding days to the ends of some of a member's time-based memberships (`line`, in start
 * order) does to the whole line. A renewal starts the day after the membership before it ends
 * (`startAfterCurrent`), so when an end moves later, the membership that followed it starts later
 * by the same days and keeps its length; memberships that already overlapped, or that start after a
 * gap the move does not reach, stay where they are. `daysAdded` is asked with each membership's
 * dates after any such move. Returns the memberships that change.
 */
export function planLineMoves<M extends LineMembership>(
  line: readonly M[],
  daysAdded: (membership: M, moved: MembershipPeriod) => number,
): MembershipMove[] {
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
    const moved = { startDate: newStartDate, endDate: addDays(membership.endDate, shift) };
    const days = daysAdded(membership, moved);
    const newEndDate = addDays(moved.endDate, days);
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
