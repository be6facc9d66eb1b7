import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { ATTENDANCE_OPENS_BEFORE_MINUTES, type BookingStatus } from '@cloudfit/shared/schemas/booking.schema';
import type { ClassStatus } from '@cloudfit/shared/schemas/class.schema';
import type { NoShowPolicy } from '@cloudfit/shared/schemas/settings.schema';
import { dateInZone } from './calendar-dates';
import { type Freeze, isFrozenOn, type MembershipTerm } from './membership-period';
import type { RuleResult } from './rule-result';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The front desk may mark attendance from this long before a class starts. */
export const ATTENDANCE_OPENS_BEFORE_MS = ATTENDANCE_OPENS_BEFORE_MINUTES * 60_000;

export interface BookingPolicy {
  bookingWindowDays: number;
  cancelCutoffHours: number;
  lateCancelCountsCredit: boolean;
  noShowPolicy: NoShowPolicy;
  noShowFee: number;
  waitlistAutoPromote: boolean;
}

export interface ClassToBook {
  startsAt: Date;
  status: ClassStatus;
  capacity: number;
  creditCost: number;
  /** The center's time zone: a membership is valid on the class's local date. */
  timeZone: string;
}

export interface MembershipForBooking extends MembershipTerm {
  id: number;
  freezes: readonly Freeze[];
}

export interface ClassRoster {
  /** Bookings holding a place: booked (and attended or no-show, once the class has run). */
  placesTaken: number;
  /** The highest waitlist position in use, 0 when nobody waits. */
  lastWaitlistPosition: number;
  memberHasLiveBooking: boolean;
}

export interface BookingDecision {
  status: Extract<BookingStatus, 'booked' | 'waitlisted'>;
  membershipId: number;
  /** Taken now for a place; a waitlisted booking pays when it is promoted. */
  creditsCharged: number;
  waitlistPosition: number | null;
}

export interface MembershipChoice {
  membershipId: number;
  /** What the class costs on this membership: nothing on a time-based one. */
  credits: number;
}

/** Why a membership cannot admit its member to a class on `classDate` (credits aside), or null. */
export function membershipRefusalOn(
  m: MembershipForBooking,
  classDate: string,
): typeof DOMAIN_CODES.noValidMembership | typeof DOMAIN_CODES.membershipFrozen | null {
  if (m.kind === 'pt' || m.status !== 'active' || classDate < m.startDate || m.endDate < classDate) {
    return DOMAIN_CODES.noValidMembership;
  }
  return isFrozenOn(m.freezes, classDate) ? DOMAIN_CODES.membershipFrozen : null;
}

/**
 * The membership that pays for a class on its local date. A time-based membership is preferred
 * (it costs nothing); otherwise the class pack that ends soonest, so credits are not wasted.
 * PT packs never pay for classes.
 */
export function chooseMembershipForClass(
  memberships: readonly MembershipForBooking[],
  classDate: string,
  creditCost: number,
): RuleResult<MembershipChoice> {
  const valid = memberships.filter(
    (m) => membershipRefusalOn(m, classDate) !== DOMAIN_CODES.noValidMembership,
  );
  if (valid.length === 0) return { ok: false, code: DOMAIN_CODES.noValidMembership };
  const running = valid.filter((m) => membershipRefusalOn(m, classDate) === null);
  if (running.length === 0) return { ok: false, code: DOMAIN_CODES.membershipFrozen };
  const timeBased = running.find((m) => m.kind === 'time');
  if (timeBased) return { ok: true, value: { membershipId: timeBased.id, credits: 0 } };
  const withCredits = running
    .filter((m) => (m.creditsRemaining ?? 0) >= creditCost)
    .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.id - b.id);
  const pack = withCredits[0];
  if (!pack) return { ok: false, code: DOMAIN_CODES.noCredits };
  return { ok: true, value: { membershipId: pack.id, credits: creditCost } };
}

/** Books a member into a class, or puts them on the waitlist when it is full. */
export function decideBooking(input: {
  classToBook: ClassToBook;
  roster: ClassRoster;
  memberships: readonly MembershipForBooking[];
  policy: Pick<BookingPolicy, 'bookingWindowDays'>;
  now: Date;
  /** The membership staff chose; when absent the best one is picked. */
  membershipId?: number | null;
}): RuleResult<BookingDecision> {
  const { classToBook, roster, policy, now } = input;
  if (classToBook.status === 'cancelled') return { ok: false, code: DOMAIN_CODES.classCancelled };
  if (now.getTime() >= classToBook.startsAt.getTime())
    return { ok: false, code: DOMAIN_CODES.classAlreadyStarted };
  if (classToBook.startsAt.getTime() - now.getTime() > policy.bookingWindowDays * DAY_MS) {
    return { ok: false, code: DOMAIN_CODES.outsideBookingWindow };
  }
  if (roster.memberHasLiveBooking) return { ok: false, code: DOMAIN_CODES.alreadyBooked };

  const memberships =
    input.membershipId == null
      ? input.memberships
      : input.memberships.filter((m) => m.id === input.membershipId);
  const classDate = dateInZone(classToBook.startsAt, classToBook.timeZone);
  const choice = chooseMembershipForClass(memberships, classDate, classToBook.creditCost);
  if (!choice.ok) return choice;

  if (roster.placesTaken < classToBook.capacity) {
    return {
      ok: true,
      value: {
        status: 'booked',
        membershipId: choice.value.membershipId,
        creditsCharged: choice.value.credits,
        waitlistPosition: null,
      },
    };
  }
  return {
    ok: true,
    value: {
      status: 'waitlisted',
      membershipId: choice.value.membershipId,
      creditsCharged: 0,
      waitlistPosition: roster.lastWaitlistPosition + 1,
    },
  };
}

export interface BookingToClose {
  status: BookingStatus;
  creditsCharged: number;
}

export interface CancellationOutcome {
  status: Extract<BookingStatus, 'cancelled' | 'late_cancelled'>;
  creditsReturned: number;
  /** A booked place was given up, so the first on the waitlist may move up. */
  freesPlace: boolean;
}

/**
 * A member cancelling. Before the cutoff the credit comes back; after it the booking is
 * late-cancelled and the credit comes back only if the studio does not count late cancellations.
 */
export function cancellationOutcome(
  booking: BookingToClose,
  classStartsAt: Date,
  now: Date,
  policy: Pick<BookingPolicy, 'cancelCutoffHours' | 'lateCancelCountsCredit'>,
): RuleResult<CancellationOutcome> {
  if (booking.status !== 'booked' && booking.status !== 'waitlisted') {
    return { ok: false, code: DOMAIN_CODES.bookingNotActive };
  }
  const msBeforeStart = classStartsAt.getTime() - now.getTime();
  if (msBeforeStart <= 0) return { ok: false, code: DOMAIN_CODES.classAlreadyStarted };
  if (booking.status === 'waitlisted') {
    return {
      ok: true,
      value: { status: 'cancelled', creditsReturned: booking.creditsCharged, freesPlace: false },
    };
  }
  if (msBeforeStart >= policy.cancelCutoffHours * HOUR_MS) {
    return {
      ok: true,
      value: { status: 'cancelled', creditsReturned: booking.creditsCharged, freesPlace: true },
    };
  }
  return {
    ok: true,
    value: {
      status: 'late_cancelled',
      creditsReturned: policy.lateCancelCountsCredit ? 0 : booking.creditsCharged,
      freesPlace: true,
    },
  };
}

/** The studio cancelling a class: every live booking is cancelled and its credits come back. */
export function classCancellationReturns<T extends BookingToClose & { id: number }>(
  bookings: readonly T[],
): { bookingId: number; creditsReturned: number }[] {
  return bookings
    .filter((booking) => booking.status === 'booked' || booking.status === 'waitlisted')
    .map((booking) => ({ bookingId: booking.id, creditsReturned: booking.creditsCharged }));
}

export interface WaitlistEntry {
  id: number;
  waitlistPosition: number;
  bookedAt: Date;
}

/** The waitlist in the order places are offered: position, then who asked first. */
export function waitlistOrder<T extends WaitlistEntry>(waitlist: readonly T[]): T[] {
  return [...waitlist].sort(
    (a, b) =>
      a.waitlistPosition - b.waitlistPosition || a.bookedAt.getTime() - b.bookedAt.getTime() || a.id - b.id,
  );
}

/**
 * Fills freed places from the waitlist. `charge` re-checks each candidate (their membership may
 * have run out since they joined the waitlist); those it refuses are passed over and stay waiting.
 */
export function promoteFromWaitlist<T extends WaitlistEntry, C>(
  waitlist: readonly T[],
  freePlaces: number,
  policy: Pick<BookingPolicy, 'waitlistAutoPromote'>,
  charge: (entry: T) => RuleResult<C>,
): { entry: T; charge: C }[] {
  if (!policy.waitlistAutoPromote || freePlaces <= 0) return [];
  const promoted: { entry: T; charge: C }[] = [];
  for (const entry of waitlistOrder(waitlist)) {
    if (promoted.length >= freePlaces) break;
    const result = charge(entry);
    if (result.ok) promoted.push({ entry, charge: result.value });
  }
  return promoted;
}

export interface AttendanceOutcome {
  status: Extract<BookingStatus, 'attended' | 'no_show'>;
  creditsReturned: number;
  /** A no-show fee to invoice, in minor units; 0 for none. */
  fee: number;
}

/** Marks a booked member as attended or as a no-show, with the no-show policy's consequence. */
export function attendanceOutcome(
  booking: BookingToClose,
  mark: 'attended' | 'no_show',
  classStartsAt: Date,
  now: Date,
  policy: Pick<BookingPolicy, 'noShowPolicy' | 'noShowFee'>,
): RuleResult<AttendanceOutcome> {
  if (booking.status !== 'booked') return { ok: false, code: DOMAIN_CODES.bookingNotActive };
  const earliest =
    mark === 'attended' ? classStartsAt.getTime() - ATTENDANCE_OPENS_BEFORE_MS : classStartsAt.getTime();
  if (now.getTime() < earliest) return { ok: false, code: DOMAIN_CODES.attendanceTooEarly };
  if (mark === 'attended') return { ok: true, value: { status: 'attended', creditsReturned: 0, fee: 0 } };
  return {
    ok: true,
    value: {
      status: 'no_show',
      creditsReturned: policy.noShowPolicy === 'return_credit' ? booking.creditsCharged : 0,
      fee: policy.noShowPolicy === 'charge_fee' ? policy.noShowFee : 0,
    },
  };
}
