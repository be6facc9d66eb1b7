import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { dateInZone } from '@cloudfit/shared/domain/calendar-dates';
import { classCancellationReturns, membershipRefusalOn } from '@cloudfit/shared/domain/class-booking';
import type {
  CancelClassInput,
  ClassMoveLoss,
  ClassMoveLosses,
  CreateClassInput,
  UpdateClassInput,
} from '@cloudfit/shared/schemas/class.schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { centers, members } from '../../db/schema/core';
import { bookings, classes } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { businessRule, notFound, validationFailed, versionConflict } from '../../http/api-error';
import { fillFreedPlaces, lockClass, renumberWaitlist, writeCancellation } from '../bookings/booking-writes';
import { lockMembershipsOf } from '../bookings/credit-ledger';
import { findClass } from './class-queries';
import { assertSlotsFree } from './schedule-conflicts';

export async function centerTimeZone(tx: Transaction, centerId: number): Promise<string> {
  const [center] = await tx
    .select({ timezone: centers.timezone })
    .from(centers)
    .where(eq(centers.id, centerId));
  if (!center) throw validationFailed({ centerId: 'Choose a branch.' });
  return center.timezone;
}

export async function createClass(db: Database, input: CreateClassInput, actorStaffId: number) {
  const id = await withTransaction(db, async (tx) => {
    await centerTimeZone(tx, input.centerId);
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    await assertSlotsFree(tx, {
      centerId: input.centerId,
      roomId: input.roomId,
      staffId: input.instructorId,
      staffField: 'instructorId',
      slots: [{ startsAt, endsAt }],
    });
    const [created] = await tx
      .insert(classes)
      .values({ ...input, startsAt, endsAt })
      .returning();
    await recordAudit(tx, {
      actorStaffId,
      action: 'create',
      entity: 'classes',
      entityId: created!.id,
      after: created,
    });
    return created!.id;
  });
  return (await findClass(db, id))!;
}

/** Places of a class taken by a booking, whether or not the member came. */
async function countBookedPlaces(tx: Transaction, classId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.classId, classId), inArray(bookings.status, ['booked', 'attended', 'no_show'])));
  return row!.count;
}

/**
 * The booked members whose membership (the one their booking drew on) is not valid on `classDate`:
 * ended, cancelled, not started or frozen that day. Their memberships are locked, as the move may
 * return credits to them.
 */
export async function bookingsLostOn(tx: Transaction, classId: number, classDate: string) {
  const booked = await tx
    .select({ booking: bookings, firstName: members.firstName, lastName: members.lastName })
    .from(bookings)
    .innerJoin(members, eq(members.id, bookings.memberId))
    .where(and(eq(bookings.classId, classId), eq(bookings.status, 'booked')))
    .orderBy(asc(bookings.id))
    .for('update', { of: bookings });
  const membershipsByMember = await lockMembershipsOf(tx, [
    ...new Set(booked.map((row) => row.booking.memberId)),
  ]);
  const lost: { booking: typeof bookings.$inferSelect; loss: ClassMoveLoss }[] = [];
  for (const { booking, firstName, lastName } of booked) {
    if (booking.membershipId === null) continue;
    const membership = membershipsByMember.get(booking.memberId)?.find((m) => m.id === booking.membershipId);
    const reason = !membership ? DOMAIN_CODES.noValidMembership : membershipRefusalOn(membership, classDate);
    if (reason === null) continue;
    lost.push({
      booking,
      loss: {
        bookingId: booking.id,
        memberId: booking.memberId,
        memberName: `${firstName} ${lastName}`,
        reason,
      },
    });
  }
  return lost;
}

/**
 * Edits one class; an occurrence of a series is marked overridden so "edit all future" leaves it.
 * The capacity cannot go below the booked places. A new start re-checks every booked member's
 * membership on the new date: those who would lose their place refuse the edit unless `confirm`,
 * which cancels their bookings with the credits returned. Freed places go to the waitlist, all in
 * the same transaction.
 */
export async function updateClass(db: Database, id: number, input: UpdateClassInput, actorStaffId: number) {
  const { version, confirm, ...fields } = input;
  const startsAt = new Date(fields.startsAt);
  const endsAt = new Date(fields.endsAt);
  await withTransaction(db, async (tx) => {
    const locked = await lockClass(tx, id);
    if (!locked) throw notFound('Class');
    const [before] = await tx.select().from(classes).where(eq(classes.id, id));
    if (before!.version !== version) throw versionConflict(await findClass(tx, id));
    if (before!.status === 'cancelled') {
      throw businessRule(DOMAIN_CODES.classCancelled, 'A cancelled class cannot be edited.');
    }
    if (fields.centerId !== before!.centerId) {
      throw validationFailed({ centerId: 'A class cannot move to another branch.' });
    }
    const moved = startsAt.getTime() !== before!.startsAt.getTime();
    const lost = moved ? await bookingsLostOn(tx, id, dateInZone(startsAt, locked.timeZone)) : [];
    if (lost.length > 0 && !confirm) {
      const losses: ClassMoveLosses = { members: lost.map((entry) => entry.loss) };
      throw businessRule(
        DOMAIN_CODES.classMoveLosesBookings,
        `${lost.length} booked members have no valid membership on the new date.`,
        losses,
      );
    }
    const booked = (await countBookedPlaces(tx, id)) - lost.length;
    if (fields.capacity < booked) {
      throw businessRule(
        DOMAIN_CODES.classCapacityBelowBooked,
        `${booked} places are booked: the capacity cannot be lower.`,
        { booked },
      );
    }
    await assertSlotsFree(tx, {
      centerId: before!.centerId,
      roomId: fields.roomId,
      staffId: fields.instructorId,
      staffField: 'instructorId',
      slots: [{ startsAt, endsAt }],
      excludeClassIds: [id],
    });
    const [after] = await tx
      .update(classes)
      .set({
        ...fields,
        startsAt,
        endsAt,
        overridden: before!.seriesId !== null,
        version: sql`${classes.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(classes.id, id))
      .returning();
    await recordAudit(tx, {
      actorStaffId,
      action: 'update',
      entity: 'classes',
      entityId: id,
      before,
      after:
        lost.length === 0 ? after : { ...after, cancelledBookingIds: lost.map((entry) => entry.booking.id) },
    });
    await cancelBookings(
      tx,
      lost.map((entry) => entry.booking),
      actorStaffId,
      { action: 'class-moved', note: 'Class moved to a date the membership does not cover' },
    );
    if (after!.capacity > before!.capacity || lost.length > 0) {
      await fillFreedPlaces(tx, { ...locked, capacity: after!.capacity, startsAt }, actorStaffId);
    }
  });
  return (await findClass(db, id))!;
}

/**
 * Cancels the live bookings of a class and returns their credits, inside the caller's
 * transaction (which holds the class row locked).
 */
export async function cancelBookingsOf(tx: Transaction, classId: number, actorStaffId: number) {
  const live = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.classId, classId), inArray(bookings.status, ['booked', 'waitlisted'])))
    .orderBy(asc(bookings.id))
    .for('update');
  return cancelBookings(tx, live, actorStaffId, { action: 'class-cancelled', note: 'Class cancelled' });
}

/** Cancels these bookings (locked by the caller) with their credits returned, each one audited. */
export async function cancelBookings(
  tx: Transaction,
  live: (typeof bookings.$inferSelect)[],
  actorStaffId: number,
  why: { action: string; note: string },
) {
  if (live.length === 0) return [];
  await lockMembershipsOf(tx, [...new Set(live.map((booking) => booking.memberId))]);
  const now = new Date();
  const returns = classCancellationReturns(live);
  for (const { bookingId, creditsReturned } of returns) {
    const booking = live.find((row) => row.id === bookingId)!;
    await writeCancellation(
      tx,
      booking,
      { status: 'cancelled', creditsReturned, action: why.action, note: why.note },
      actorStaffId,
      now,
    );
  }
  // A move may drop some waiting members and keep others: those left move up.
  await renumberWaitlist(tx, live[0]!.classId);
  return returns;
}

export async function cancelClass(db: Database, id: number, input: CancelClassInput, actorStaffId: number) {
  const creditsReturned = await withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(classes).where(eq(classes.id, id)).for('update');
    if (!before) throw notFound('Class');
    if (before.version !== input.version) throw versionConflict(await findClass(tx, id));
    if (before.status === 'cancelled') {
      throw businessRule(DOMAIN_CODES.classCancelled, 'The class is already cancelled.');
    }
    const returns = await cancelBookingsOf(tx, id, actorStaffId);
    const [after] = await tx
      .update(classes)
      .set({
        status: 'cancelled',
        cancelReason: input.reason,
        overridden: before.seriesId !== null,
        version: sql`${classes.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(classes.id, id))
      .returning();
    await recordAudit(tx, { actorStaffId, action: 'cancel', entity: 'classes', entityId: id, before, after });
    return returns.reduce((sum, entry) => sum + entry.creditsReturned, 0);
  });
  return { class: (await findClass(db, id))!, creditsReturned };
}
