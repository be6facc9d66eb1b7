import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import {
  EXPIRING_WITHIN_DAYS,
  MAX_FREEZE_DAYS,
  type MembershipState,
  type MembershipStatus,
} from '@cloudfit/shared/schemas/membership.schema';
import type { DurationUnit, PackageKind } from '@cloudfit/shared/schemas/package.schema';
import { addDays, daysBetween, maxDate, sameDayMonthsLater } from './calendar-dates';
import type { RuleResult } from './rule-result';

export interface PackageDuration {
  durationValue: number;
  durationUnit: DurationUnit;
}

export interface MembershipTerm {
  kind: PackageKind;
  status: MembershipStatus;
  startDate: string;
  /** Inclusive last day, already moved by any freezes. */
  endDate: string;
  creditsRemaining: number | null;
}

export interface Freeze {
  fromDate: string;
  toDate: string;
  endedOn: string | null;
}

/**
 * The inclusive last day of a package bought to start on `startDate`. Days: 30 days from 1 March
 * end on 30 March. Months: the day before the same day of the month, or the last day of a month too
 * short to have that day (one month from 31 January ends on the last day of February).
 */
export function membershipEndDate(startDate: string, duration: PackageDuration): string {
  if (duration.durationUnit === 'days') return addDays(startDate, duration.durationValue - 1);
  return addDays(sameDayMonthsLater(startDate, duration.durationValue), -1);
}

/**
 * The start date offered as "right after the current one ends": the day after the latest end date
 * of the member's live memberships, or today when none runs past today.
 */
export function startAfterCurrent(
  memberships: readonly Pick<MembershipTerm, 'status' | 'endDate'>[],
  today: string,
): string {
  let start = today;
  for (const membership of memberships) {
    if (membership.status === 'cancelled') continue;
    start = maxDate(start, addDays(membership.endDate, 1));
  }
  return start;
}

/**
 * The start a new package is sold with unless the staff member picks one. A time package follows the
 * member's running time memberships (the days run one after the other); a session or PT pack starts
 * today, as its credits can be used alongside anything else the member holds.
 */
export function defaultStartFor(
  kind: PackageKind,
  memberships: readonly Pick<MembershipTerm, 'kind' | 'status' | 'endDate'>[],
  today: string,
): string {
  if (kind !== 'time') return today;
  return startAfterCurrent(
    memberships.filter((membership) => membership.kind === 'time'),
    today,
  );
}

/** The last day a freeze actually covered or will cover. */
export function lastFrozenDay(freeze: Freeze): string {
  return freeze.endedOn ? addDays(freeze.endedOn, -1) : freeze.toDate;
}

export function isFrozenOn(freezes: readonly Freeze[], date: string): boolean {
  return freezes.some((freeze) => freeze.fromDate <= date && date <= lastFrozenDay(freeze));
}

export interface FreezePlan {
  frozenDays: number;
  newEndDate: string;
}

/** Checks a new freeze; the end date moves later by every frozen day. */
export function planFreeze(
  membership: MembershipTerm,
  freezes: readonly Freeze[],
  request: { fromDate: string; toDate: string },
  today: string,
): RuleResult<FreezePlan> {
  if (membership.status === 'cancelled') return { ok: false, code: DOMAIN_CODES.membershipCancelled };
  if (membership.endDate < today) return { ok: false, code: DOMAIN_CODES.membershipExpired };
  if (request.fromDate < today) return { ok: false, code: DOMAIN_CODES.freezeInPast };
  if (request.fromDate < membership.startDate || request.fromDate > membership.endDate) {
    return { ok: false, code: DOMAIN_CODES.freezeOutsideMembership };
  }
  const frozenDays = daysBetween(request.fromDate, request.toDate) + 1;
  if (frozenDays > MAX_FREEZE_DAYS) return { ok: false, code: DOMAIN_CODES.freezeTooLong };
  const overlaps = freezes.some(
    (freeze) => freeze.fromDate <= request.toDate && request.fromDate <= lastFrozenDay(freeze),
  );
  if (overlaps) return { ok: false, code: DOMAIN_CODES.freezeOverlaps };
  return { ok: true, value: { frozenDays, newEndDate: addDays(membership.endDate, frozenDays) } };
}

export interface UnfreezePlan {
  /** Planned frozen days given back because the member came back early. */
  unusedDays: number;
  newEndDate: string;
}

/**
 * Ends a running freeze early: the membership runs again on `resumeOn`, and the end date moves back.
 * Resuming on the freeze's first day calls it off: no day stays frozen.
 */
export function planUnfreeze(
  membership: MembershipTerm,
  freeze: Freeze,
  resumeOn: string,
): RuleResult<UnfreezePlan> {
  if (membership.status === 'cancelled') return { ok: false, code: DOMAIN_CODES.membershipCancelled };
  if (freeze.endedOn !== null || resumeOn < freeze.fromDate || resumeOn > freeze.toDate) {
    return { ok: false, code: DOMAIN_CODES.freezeNotActive };
  }
  const unusedDays = daysBetween(resumeOn, freeze.toDate) + 1;
  return { ok: true, value: { unusedDays, newEndDate: addDays(membership.endDate, -unusedDays) } };
}

/** The state shown on the member list and at the front desk, on a given day. */
export function membershipStateOn(
  membership: MembershipTerm,
  freezes: readonly Freeze[],
  date: string,
): MembershipState {
  if (membership.status === 'cancelled') return 'cancelled';
  if (date < membership.startDate) return 'not_started';
  if (date > membership.endDate) return 'expired';
  if (isFrozenOn(freezes, date)) return 'frozen';
  if (membership.kind !== 'time' && (membership.creditsRemaining ?? 0) <= 0) return 'used_up';
  if (daysBetween(date, membership.endDate) <= EXPIRING_WITHIN_DAYS) return 'expiring';
  return 'active';
}
