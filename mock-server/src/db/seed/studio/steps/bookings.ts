import { dateInZone } from '@cloudfit/shared/domain/calendar-dates';
import {
  attendanceOutcome,
  cancellationOutcome,
  chooseMembershipForClass,
  decideBooking,
  promoteFromWaitlist,
} from '@cloudfit/shared/domain/class-booking';
import { type Booking, POLICY } from '../seed-basics';
import type { SeedContext } from './context';
import type { SeedMemberships } from './memberships';
import type { SeedTimetable } from './timetable';

/** Bookings, in the order the classes happen, charged and refunded by the booking rules. */
export function seedBookings(
  {
    faker,
    now,
    deskStaff,
    pastOrNow,
    seed,
    nextId,
  }: Pick<SeedContext, 'faker' | 'now' | 'deskStaff' | 'pastOrNow' | 'seed' | 'nextId'>,
  {
    live,
    liveById,
    liveByMember,
    membershipById,
    viewOn,
    spendCredits,
    returnCredits,
  }: Pick<
    SeedMemberships,
    'live' | 'liveById' | 'liveByMember' | 'membershipById' | 'viewOn' | 'spendCredits' | 'returnCredits'
  >,
  { classesToBook }: Pick<SeedTimetable, 'classesToBook'>,
) {
  const membersByCenter = new Map<number, number[]>();
  for (const view of live) {
    if (view.kind === 'pt') continue;
    const centerId = membershipById.get(view.id)?.centerId ?? 0;
    const list = membersByCenter.get(centerId) ?? [];
    if (!list.includes(view.memberId)) list.push(view.memberId);
    membersByCenter.set(centerId, list);
  }
  classesToBook.sort((a, b) => a.row.startsAt.getTime() - b.row.startsAt.getTime());
  for (const { row: classRow, timeZone: zone } of classesToBook) {
    const classDate = dateInZone(classRow.startsAt, zone);
    const startMs = classRow.startsAt.getTime();
    const candidates = (membersByCenter.get(classRow.centerId) ?? []).filter((memberId) =>
      (liveByMember.get(memberId) ?? []).some(
        (v) => v.kind !== 'pt' && v.startDate <= classDate && classDate <= v.endDate,
      ),
    );
    const demand = Math.round(classRow.capacity * faker.number.float({ min: 0.35, max: 1.3 }));
    const classBookings: Booking[] = [];
    const viewsOf = (memberId: number) => (liveByMember.get(memberId) ?? []).map((v) => viewOn(v, classDate));
    for (const memberId of faker.helpers.shuffle(candidates).slice(0, demand)) {
      const bookedAt = new Date(
        Math.min(
          startMs - faker.number.int({ min: 2 * 60, max: 6 * 24 * 60 }) * 60_000,
          now.getTime() - faker.number.int({ min: 1, max: 600 }) * 60_000,
        ),
      );
      const decision = decideBooking({
        classToBook: {
          startsAt: classRow.startsAt,
          status: 'scheduled',
          capacity: classRow.capacity,
          creditCost: classRow.creditCost ?? 1,
          timeZone: zone,
        },
        roster: {
          placesTaken: classBookings.filter((b) => b.status === 'booked').length,
          lastWaitlistPosition: Math.max(0, ...classBookings.map((b) => b.waitlistPosition ?? 0)),
          memberHasLiveBooking: false,
        },
        memberships: viewsOf(memberId),
        policy: POLICY,
        now: bookedAt,
      });
      if (!decision.ok) continue;
      const booking: Booking = {
        id: nextId.bookings(),
        classId: classRow.id,
        memberId,
        membershipId: decision.value.membershipId,
        status: decision.value.status,
        waitlistPosition: decision.value.waitlistPosition,
        creditsCharged: decision.value.creditsCharged,
        bookedAt,
        staffId: faker.datatype.boolean({ probability: 0.3 }) ? deskStaff() : null,
        updatedAt: bookedAt,
      };
      classBookings.push(booking);
      seed.bookings.push(booking);
      const view = liveById.get(booking.membershipId ?? 0);
      if (view) spendCredits(view, decision.value.creditsCharged, 'booking', booking.id, bookedAt);
    }

    const viewOf = (booking: Booking) => liveById.get(booking.membershipId ?? 0);
    if (classRow.status === 'cancelled') {
      const cancelledAt = pastOrNow(startMs - faker.number.int({ min: 2, max: 48 }) * 3_600_000);
      for (const booking of classBookings) {
        const view = viewOf(booking);
        if (view) returnCredits(view, booking.creditsCharged ?? 0, 'cancel', booking.id, cancelledAt);
        Object.assign(booking, {
          status: 'cancelled',
          waitlistPosition: null,
          creditsCharged: 0,
          cancelledAt,
          updatedAt: cancelledAt,
        });
      }
      continue;
    }

    for (const booking of classBookings.filter((b) => b.status === 'booked')) {
      if (!faker.datatype.boolean({ probability: 0.08 })) continue;
      const cancelledAt = new Date(startMs - faker.number.int({ min: 1, max: 72 }) * 3_600_000);
      if (cancelledAt <= (booking.bookedAt ?? classRow.startsAt) || cancelledAt >= now) continue;
      const outcome = cancellationOutcome(
        { status: 'booked', creditsCharged: booking.creditsCharged ?? 0 },
        classRow.startsAt,
        cancelledAt,
        POLICY,
      );
      if (!outcome.ok) continue;
      const view = viewOf(booking);
      if (view) returnCredits(view, outcome.value.creditsReturned, 'cancel', booking.id, cancelledAt);
      Object.assign(booking, {
        status: outcome.value.status,
        creditsCharged: (booking.creditsCharged ?? 0) - outcome.value.creditsReturned,
        cancelledAt,
        updatedAt: cancelledAt,
      });
      const waiting = classBookings
        .filter((b) => b.status === 'waitlisted' && (b.bookedAt ?? now) < cancelledAt)
        .map((b) => ({
          booking: b,
          id: b.id,
          waitlistPosition: b.waitlistPosition ?? 0,
          bookedAt: b.bookedAt ?? now,
        }));
      const promotions = promoteFromWaitlist(waiting, 1, POLICY, (entry) =>
        chooseMembershipForClass(viewsOf(entry.booking.memberId), classDate, classRow.creditCost ?? 1),
      );
      for (const { entry, charge } of promotions) {
        Object.assign(entry.booking, {
          status: 'booked',
          waitlistPosition: null,
          membershipId: charge.membershipId,
          creditsCharged: charge.credits,
          promotedAt: cancelledAt,
          updatedAt: cancelledAt,
        });
        const promotedView = liveById.get(charge.membershipId);
        if (promotedView)
          spendCredits(promotedView, charge.credits, 'booking', entry.booking.id, cancelledAt);
      }
    }

    if (classRow.endsAt.getTime() > now.getTime()) continue;
    for (const booking of classBookings) {
      if (booking.status === 'waitlisted') {
        Object.assign(booking, {
          status: 'cancelled',
          waitlistPosition: null,
          cancelledAt: classRow.startsAt,
          updatedAt: classRow.startsAt,
        });
        continue;
      }
      if (booking.status !== 'booked') continue;
      const mark = faker.datatype.boolean({ probability: 0.89 }) ? 'attended' : 'no_show';
      const markedAt = new Date(startMs + 5 * 60_000);
      const outcome = attendanceOutcome(
        { status: 'booked', creditsCharged: booking.creditsCharged ?? 0 },
        mark,
        classRow.startsAt,
        markedAt,
        POLICY,
      );
      if (!outcome.ok) continue;
      Object.assign(booking, {
        status: outcome.value.status,
        attendedAt: mark === 'attended' ? markedAt : null,
        updatedAt: markedAt,
      });
      if (mark === 'attended') {
        seed.checkIns.push({
          id: nextId.checkIns(),
          memberId: booking.memberId,
          centerId: classRow.centerId,
          at: new Date(startMs - faker.number.int({ min: 5, max: 25 }) * 60_000),
          allowed: true,
          reason: null,
          membershipId: booking.membershipId,
          staffId: deskStaff(),
          device: 'Front desk scanner',
        });
      }
    }
  }
}
