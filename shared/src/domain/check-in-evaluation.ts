import { type CheckInRefusalCode, isOverridableCheckInRefusal } from '@cloudfit/shared/api/domain-codes';
import { isOpenOnWallClock, type OpeningHours, WEEKDAYS } from '@cloudfit/shared/schemas/center.schema';
import { wallClockAsUtcMs } from '@cloudfit/shared/time/wall-clock';
import { type Freeze, type MembershipTerm, membershipStateOn } from './membership-period';

export interface MembershipForCheckIn extends MembershipTerm {
  id: number;
  freezes: readonly Freeze[];
}

export interface CheckInRules {
  /** Refuse when the member owes more than this, in minor units; null never refuses for money. */
  checkInBlockOwingOver: number | null;
  checkInRequireWaiver: boolean;
}

export type CheckInEvaluation =
  | { allowed: true; membershipId: number }
  | { allowed: false; reason: CheckInRefusalCode; overridable: boolean; membershipId: number | null };

/**
 * When no membership admits the member, the refusal names the one closest to being usable: those
 * the desk's card lists as current (valid elsewhere, frozen, starting later) before the past ones
 * (used up, expired), which the card keeps under its earlier memberships.
 */
const REFUSAL_PRECEDENCE: readonly CheckInRefusalCode[] = [
  'not_valid_at_center',
  'frozen',
  'not_started',
  'no_credits',
  'expired',
];

/**
 * Whether a branch is open at an instant, on its own wall clock: from `opens` up to (not including)
 * `closes` on a listed day. A branch with no hours at all keeps none, and is always open.
 */
export function isOpenAt(openingHours: OpeningHours, timeZone: string, at: Date): boolean {
  if (openingHours.length === 0) return true;
  const wall = new Date(wallClockAsUtcMs(at.getTime(), timeZone));
  const day = WEEKDAYS[(wall.getUTCDay() + 6) % 7];
  const time = wall.toISOString().slice(11, 16);
  // Hours that close before they open run past midnight: Friday's 18:00–02:00 is open on Saturday at 01:00.
  return isOpenOnWallClock(openingHours, day!, time);
}

const REFUSAL_BY_STATE = {
  frozen: 'frozen',
  used_up: 'no_credits',
  not_started: 'not_started',
  expired: 'expired',
} as const satisfies Partial<Record<string, CheckInRefusalCode>>;

/**
 * Whether a member may come in on `today` (the center's local date). A pack with no credits left
 * still admits a member who holds a booking today: that booking's credit was taken already.
 */
export function evaluateCheckIn(input: {
  memberships: readonly MembershipForCheckIn[];
  today: string;
  hasBookingToday: boolean;
  balanceOwed: number;
  hasSignedWaiver: boolean;
  rules: CheckInRules;
  /**
   * The memberships whose package is sold at the branch of the check-in; one that is not admits
   * its member at the branches that sell it only. Left out, every membership counts everywhere.
   */
  validHere?: ReadonlySet<number>;
  /** Whether the branch is open now (its opening hours); left out, it is. */
  openNow?: boolean;
}): CheckInEvaluation {
  const refusals: { reason: CheckInRefusalCode; membershipId: number }[] = [];
  let admitting: number | null = null;
  for (const membership of input.memberships) {
    const state = membershipStateOn(membership, membership.freezes, input.today);
    if (state === 'cancelled') continue;
    if (state === 'active' || state === 'expiring' || (state === 'used_up' && input.hasBookingToday)) {
      if (input.validHere && !input.validHere.has(membership.id)) {
        refusals.push({ reason: 'not_valid_at_center', membershipId: membership.id });
        continue;
      }
      admitting ??= membership.id;
      continue;
    }
    refusals.push({ reason: REFUSAL_BY_STATE[state], membershipId: membership.id });
  }

  if (admitting === null) {
    const closest = REFUSAL_PRECEDENCE.map((reason) => refusals.find((r) => r.reason === reason)).find(
      Boolean,
    );
    const reason = closest?.reason ?? 'no_membership';
    return {
      allowed: false,
      reason,
      overridable: isOverridableCheckInRefusal(reason),
      membershipId: closest?.membershipId ?? null,
    };
  }

  if (input.openNow === false) {
    return { allowed: false, reason: 'outside_opening_hours', overridable: true, membershipId: admitting };
  }
  const { checkInBlockOwingOver, checkInRequireWaiver } = input.rules;
  if (checkInBlockOwingOver !== null && input.balanceOwed > checkInBlockOwingOver) {
    return { allowed: false, reason: 'owes_money', overridable: true, membershipId: admitting };
  }
  if (checkInRequireWaiver && !input.hasSignedWaiver) {
    return { allowed: false, reason: 'unsigned_document', overridable: true, membershipId: admitting };
  }
  return { allowed: true, membershipId: admitting };
}
