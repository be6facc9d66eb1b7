import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import {
  attendanceOutcome,
  type BookingPolicy,
  type ClassRoster,
  type ClassToBook,
  cancellationOutcome,
  classCancellationReturns,
  decideBooking,
  type MembershipForBooking,
  promoteFromWaitlist,
  type WaitlistEntry,
} from './class-booking';

const policy: BookingPolicy = {
  bookingWindowDays: 14,
  cancelCutoffHours: 12,
  lateCancelCountsCredit: true,
  noShowPolicy: 'forfeit_credit',
  noShowFee: 0,
  waitlistAutoPromote: true,
};

// 18:00 in Taipei on Monday 10 June 2024.
const yoga: ClassToBook = {
  startsAt: new Date('2024-06-10T10:00:00Z'),
  status: 'scheduled',
  capacity: 2,
  creditCost: 1,
  timeZone: 'Asia/Taipei',
};
const now = new Date('2024-06-05T02:00:00Z');
const emptyRoster: ClassRoster = { placesTaken: 0, lastWaitlistPosition: 0, memberHasLiveBooking: false };

const pack = (overrides: Partial<MembershipForBooking> = {}): MembershipForBooking => ({
  id: 1,
  kind: 'sessions',
  status: 'active',
  startDate: '2024-06-01',
  endDate: '2024-08-31',
  creditsRemaining: 5,
  freezes: [],
  ...overrides,
});

const book = (memberships: MembershipForBooking[], roster = emptyRoster, at = now, classToBook = yoga) =>
  decideBooking({ classToBook, roster, memberships, policy, now: at });

describe('decideBooking', () => {
  it('books a member with credits into a class with room', () => {
    expect(book([pack()])).toEqual({
      ok: true,
      value: { status: 'booked', membershipId: 1, creditsCharged: 1, waitlistPosition: null },
    });
  });

  it('waitlists when the class is full, after the last one waiting, without taking a credit yet', () => {
    const full = { placesTaken: 2, lastWaitlistPosition: 3, memberHasLiveBooking: false };
    expect(book([pack()], full)).toEqual({
      ok: true,
      value: { status: 'waitlisted', membershipId: 1, creditsCharged: 0, waitlistPosition: 4 },
    });
  });

  it('prefers a time-based membership, which costs nothing, then the pack that ends first', () => {
    const soon = pack({ id: 2, endDate: '2024-07-01' });
    const later = pack({ id: 3, endDate: '2024-09-30' });
    const unlimited = pack({ id: 4, kind: 'time', creditsRemaining: null });
    expect(book([later, soon])).toMatchObject({ ok: true, value: { membershipId: 2, creditsCharged: 1 } });
    expect(book([later, soon, unlimited])).toMatchObject({
      ok: true,
      value: { membershipId: 4, creditsCharged: 0 },
    });
  });

  it('checks validity on the class date in the center time zone', () => {
    // 10 June 02:00 in Taipei is still 9 June in UTC.
    const early = { ...yoga, startsAt: new Date('2024-06-09T18:00:00Z') };
    expect(book([pack({ startDate: '2024-06-10' })], emptyRoster, now, early).ok).toBe(true);
    expect(book([pack({ endDate: '2024-06-09' })], emptyRoster, now, early)).toEqual({
      ok: false,
      code: DOMAIN_CODES.noValidMembership,
    });
  });

  it.each([
    [
      'a cancelled class',
      [pack()],
      emptyRoster,
      now,
      { ...yoga, status: 'cancelled' as const },
      DOMAIN_CODES.classCancelled,
    ],
    [
      'a class that has started',
      [pack()],
      emptyRoster,
      yoga.startsAt,
      yoga,
      DOMAIN_CODES.classAlreadyStarted,
    ],
    [
      'a class beyond the booking window',
      [pack()],
      emptyRoster,
      new Date('2024-05-27T09:59:00Z'),
      yoga,
      DOMAIN_CODES.outsideBookingWindow,
    ],
    [
      'a second booking',
      [pack()],
      { ...emptyRoster, memberHasLiveBooking: true },
      now,
      yoga,
      DOMAIN_CODES.alreadyBooked,
    ],
    ['no membership', [], emptyRoster, now, yoga, DOMAIN_CODES.noValidMembership],
    ['only a PT pack', [pack({ kind: 'pt' })], emptyRoster, now, yoga, DOMAIN_CODES.noValidMembership],
    [
      'a cancelled membership',
      [pack({ status: 'cancelled' })],
      emptyRoster,
      now,
      yoga,
      DOMAIN_CODES.noValidMembership,
    ],
    [
      'a membership frozen that day',
      [pack({ freezes: [{ fromDate: '2024-06-08', toDate: '2024-06-12', endedOn: null }] })],
      emptyRoster,
      now,
      yoga,
      DOMAIN_CODES.membershipFrozen,
    ],
    ['no credits left', [pack({ creditsRemaining: 0 })], emptyRoster, now, yoga, DOMAIN_CODES.noCredits],
    [
      'too few credits for a 2-credit class',
      [pack({ creditsRemaining: 1 })],
      emptyRoster,
      now,
      { ...yoga, creditCost: 2 },
      DOMAIN_CODES.noCredits,
    ],
  ])('refuses %s', (_label, memberships, roster, at, classToBook, code) => {
    expect(book(memberships, roster, at, classToBook)).toEqual({ ok: false, code });
  });

  it('uses only the membership staff chose', () => {
    const result = decideBooking({
      classToBook: yoga,
      roster: emptyRoster,
      memberships: [pack({ id: 1, creditsRemaining: 0 }), pack({ id: 2 })],
      policy,
      now,
      membershipId: 1,
    });
    expect(result).toEqual({ ok: false, code: DOMAIN_CODES.noCredits });
  });
});

describe('cancellationOutcome', () => {
  const booked = { status: 'booked' as const, creditsCharged: 1 };

  it('returns the credit before the cutoff', () => {
    const at = new Date(yoga.startsAt.getTime() - 12 * 3_600_000);
    expect(cancellationOutcome(booked, yoga.startsAt, at, policy)).toEqual({
      ok: true,
      value: { status: 'cancelled', creditsReturned: 1, freesPlace: true },
    });
  });

  it('late-cancels after the cutoff, keeping the credit when the studio counts it', () => {
    const at = new Date(yoga.startsAt.getTime() - 11 * 3_600_000);
    expect(cancellationOutcome(booked, yoga.startsAt, at, policy)).toEqual({
      ok: true,
      value: { status: 'late_cancelled', creditsReturned: 0, freesPlace: true },
    });
    expect(
      cancellationOutcome(booked, yoga.startsAt, at, { ...policy, lateCancelCountsCredit: false }),
    ).toEqual({
      ok: true,
      value: { status: 'late_cancelled', creditsReturned: 1, freesPlace: true },
    });
  });

  it('cancels a waitlisted booking at any time before the start without freeing a place', () => {
    const at = new Date(yoga.startsAt.getTime() - 60_000);
    expect(
      cancellationOutcome({ status: 'waitlisted', creditsCharged: 0 }, yoga.startsAt, at, policy),
    ).toEqual({
      ok: true,
      value: { status: 'cancelled', creditsReturned: 0, freesPlace: false },
    });
  });

  it('refuses once the class has started or the booking is closed', () => {
    expect(cancellationOutcome(booked, yoga.startsAt, yoga.startsAt, policy)).toEqual({
      ok: false,
      code: DOMAIN_CODES.classAlreadyStarted,
    });
    expect(
      cancellationOutcome({ status: 'attended', creditsCharged: 1 }, yoga.startsAt, now, policy),
    ).toEqual({
      ok: false,
      code: DOMAIN_CODES.bookingNotActive,
    });
  });
});

describe('classCancellationReturns', () => {
  it('returns the credits of every live booking', () => {
    const bookings = [
      { id: 1, status: 'booked' as const, creditsCharged: 1 },
      { id: 2, status: 'waitlisted' as const, creditsCharged: 0 },
      { id: 3, status: 'cancelled' as const, creditsCharged: 0 },
    ];
    expect(classCancellationReturns(bookings)).toEqual([
      { bookingId: 1, creditsReturned: 1 },
      { bookingId: 2, creditsReturned: 0 },
    ]);
  });
});

describe('promoteFromWaitlist', () => {
  const entry = (id: number, position: number, bookedAt: string): WaitlistEntry => ({
    id,
    waitlistPosition: position,
    bookedAt: new Date(bookedAt),
  });
  const waitlist = [entry(10, 2, '2024-06-01'), entry(11, 1, '2024-06-02'), entry(12, 3, '2024-06-01')];
  const everyone = () => ({ ok: true as const, value: 1 });

  it('offers freed places in waitlist order', () => {
    expect(promoteFromWaitlist(waitlist, 2, policy, everyone).map((p) => p.entry.id)).toEqual([11, 10]);
  });

  it('passes over someone who can no longer pay', () => {
    const noCredits = (e: WaitlistEntry) =>
      e.id === 11 ? { ok: false as const, code: DOMAIN_CODES.noCredits } : { ok: true as const, value: 1 };
    expect(promoteFromWaitlist(waitlist, 1, policy, noCredits).map((p) => p.entry.id)).toEqual([10]);
  });

  it('promotes nobody when auto-promotion is off', () => {
    expect(promoteFromWaitlist(waitlist, 2, { waitlistAutoPromote: false }, everyone)).toEqual([]);
  });
});

describe('attendanceOutcome', () => {
  const booked = { status: 'booked' as const, creditsCharged: 1 };
  const after = new Date(yoga.startsAt.getTime() + 60_000);

  it('applies the no-show policy', () => {
    expect(attendanceOutcome(booked, 'no_show', yoga.startsAt, after, policy)).toEqual({
      ok: true,
      value: { status: 'no_show', creditsReturned: 0, fee: 0 },
    });
    expect(
      attendanceOutcome(booked, 'no_show', yoga.startsAt, after, {
        ...policy,
        noShowPolicy: 'return_credit',
      }),
    ).toEqual({
      ok: true,
      value: { status: 'no_show', creditsReturned: 1, fee: 0 },
    });
    expect(
      attendanceOutcome(booked, 'no_show', yoga.startsAt, after, {
        noShowPolicy: 'charge_fee',
        noShowFee: 500,
      }),
    ).toEqual({ ok: true, value: { status: 'no_show', creditsReturned: 0, fee: 500 } });
  });

  it('marks attendance from 30 minutes before the start, and a no-show only after it', () => {
    const early = new Date(yoga.startsAt.getTime() - 20 * 60_000);
    expect(attendanceOutcome(booked, 'attended', yoga.startsAt, early, policy).ok).toBe(true);
    expect(attendanceOutcome(booked, 'no_show', yoga.startsAt, early, policy)).toEqual({
      ok: false,
      code: DOMAIN_CODES.attendanceTooEarly,
    });
    expect(
      attendanceOutcome(
        { status: 'waitlisted', creditsCharged: 0 },
        'attended',
        yoga.startsAt,
        after,
        policy,
      ),
    ).toEqual({
      ok: false,
      code: DOMAIN_CODES.bookingNotActive,
    });
  });
});
