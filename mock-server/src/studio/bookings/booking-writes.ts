import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { dateInZone } from '@cloudfit/shared/domain/calendar-dates';
import {
  attendanceOutcome,
  cancellationOutcome,
  chooseMembershipForClass,
  decideBooking,
  promoteFromWaitlist,
} from '@cloudfit/shared/domain/class-booking';
import type { RuleResult } from '@cloudfit/shared/domain/rule-result';
import type {
  BookingChangeResult,
  BookingItem,
  CancelBookingInput,
  CreateBookingInput,
  MarkAttendanceInput,
} from '@cloudfit/shared/schemas/booking.schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { centers, members } from '../../db/schema/core';
import { bookings, classes } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { businessRule, notFound, versionConflict } from '../../http/api-error';
import { createInvoiceInTransaction } from '../invoices/invoice-writes';
import { loadSaleContext } from '../invoices/sale-context';
import { findBooking } from './booking-queries';
import { lockMembershipsOf, moveCredits } from './credit-ledger';
import { readStudioPolicy } from './studio-policy';

const RULE_MESSAGES: Record<string, string> = {
  [DOMAIN_CODES.classCancelled]: 'The class is cancelled.',
  [DOMAIN_CODES.classAlreadyStarted]: 'The class has already started.',
  [DOMAIN_CODES.outsideBookingWindow]: 'The class is not open for booking yet.',
  [DOMAIN_CODES.alreadyBooked]: 'The member is already booked or waitlisted for this class.',
  [DOMAIN_CODES.noValidMembership]: 'The member has no membership valid on the day of the class.',
  [DOMAIN_CODES.membershipFrozen]: "The member's membership is frozen on the day of the class.",
  [DOMAIN_CODES.noCredits]: 'The member has no credits left for this class.',
  [DOMAIN_CODES.bookingNotActive]: 'The booking is no longer active.',
  [DOMAIN_CODES.attendanceTooEarly]: 'Attendance can be marked only around the start of the class.',
};

function refuse(result: RuleResult<unknown> & { ok: false }): never {
  throw businessRule(result.code, RULE_MESSAGES[result.code] ?? 'This is not allowed.');
}

/**
 * The class row locked `FOR UPDATE`, with its center's time zone. Every booking write takes this
 * lock first, so the places, the waitlist and the credits of one class change one transaction at
 * a time (on PostgreSQL, concurrent requests queue here instead of overfilling the class).
 */
export async function lockClass(tx: Transaction, classId: number) {
  const [row] = await tx
    .select({
      id: classes.id,
      centerId: classes.centerId,
      title: classes.title,
      startsAt: classes.startsAt,
      status: classes.status,
      capacity: classes.capacity,
      creditCost: classes.creditCost,
      timeZone: centers.timezone,
    })
    .from(classes)
    .innerJoin(centers, eq(centers.id, classes.centerId))
    .where(eq(classes.id, classId))
    .for('update', { of: classes });
  return row;
}

export type LockedClass = NonNullable<Awaited<ReturnType<typeof lockClass>>>;

async function rosterCounts(tx: Transaction, classId: number, memberId: number) {
  const [row] = await tx
    .select({
      placesTaken: sql<number>`count(*) filter (where ${bookings.status} in ('booked', 'attended', 'no_show'))::int`,
      lastWaitlistPosition: sql<number>`count(*) filter (where ${bookings.status} = 'waitlisted')::int`,
      memberHasLiveBooking: sql<boolean>`coalesce(bool_or(${bookings.memberId} = ${memberId}), false)`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.classId, classId),
        sql`${bookings.status} in ('booked', 'waitlisted', 'attended', 'no_show')`,
      ),
    );
  return row!;
}

export async function bookClass(
  db: Database,
  classId: number,
  input: CreateBookingInput,
  actorStaffId: number,
): Promise<BookingItem> {
  const id = await withTransaction(db, async (tx) => {
    const classToBook = await lockClass(tx, classId);
    if (!classToBook) throw notFound('Class');
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, input.memberId), sql`${members.archivedAt} is null`));
    if (!member) throw notFound('Member');
    const policy = await readStudioPolicy(tx);
    const memberships = (await lockMembershipsOf(tx, [member.id])).get(member.id) ?? [];
    if (input.membershipId != null && !memberships.some((m) => m.id === input.membershipId)) {
      throw businessRule(DOMAIN_CODES.membershipNotFound, 'The member has no such membership.');
    }
    const decision = decideBooking({
      classToBook,
      roster: await rosterCounts(tx, classId, member.id),
      memberships,
      policy,
      now: new Date(),
      membershipId: input.membershipId,
    });
    if (!decision.ok) refuse(decision);
    const { status, membershipId, creditsCharged, waitlistPosition } = decision.value;
    const [created] = await tx
      .insert(bookings)
      .values({
        classId,
        memberId: member.id,
        membershipId,
        status,
        creditsCharged,
        waitlistPosition,
        staffId: actorStaffId,
      })
      .returning();
    await moveCredits(tx, {
      membershipId,
      delta: -creditsCharged,
      reason: 'booking',
      referenceId: created!.id,
      staffId: actorStaffId,
    });
    await recordAudit(tx, {
      actorStaffId,
      action: 'create',
      entity: 'bookings',
      entityId: created!.id,
      after: created,
    });
    if (status === 'waitlisted') await renumberWaitlist(tx, classId);
    return created!.id;
  });
  return (await findBooking(db, id))!;
}

/**
 * Numbers a class's waitlist 1, 2, 3... in the order places are offered (position, then who asked
 * first), so a position is always the member's place in the queue. Only rows whose number changes
 * are written; their `version` stays, as nobody edited them.
 */
export async function renumberWaitlist(tx: Transaction, classId: number): Promise<void> {
  await tx.execute(sql`update ${bookings} b set waitlist_position = r.position
    from (select id, row_number() over (order by waitlist_position, booked_at, id)::int as position
          from ${bookings} where class_id = ${classId} and status = 'waitlisted') r
    where b.id = r.id and b.waitlist_position is distinct from r.position`);
}

/** Moves the first on the waitlist into freed places, charging each one's credits. */
export async function fillFreedPlaces(
  tx: Transaction,
  classRow: LockedClass,
  actorStaffId: number,
): Promise<number[]> {
  const classId = classRow.id;
  const policy = await readStudioPolicy(tx);
  const [taken] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.classId, classId), sql`${bookings.status} in ('booked', 'attended', 'no_show')`));
  const freePlaces = classRow.capacity - taken!.count;
  if (freePlaces <= 0 || !policy.waitlistAutoPromote || classRow.status === 'cancelled') return [];
  const waitlist = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.classId, classId), eq(bookings.status, 'waitlisted')))
    .orderBy(asc(bookings.waitlistPosition), asc(bookings.bookedAt), asc(bookings.id))
    .for('update');
  if (waitlist.length === 0) return [];
  const membershipsByMember = await lockMembershipsOf(tx, [
    ...new Set(waitlist.map((entry) => entry.memberId)),
  ]);
  const classDate = dateInZone(classRow.startsAt, classRow.timeZone);
  const promoted = promoteFromWaitlist(
    waitlist.map((entry) => ({ ...entry, waitlistPosition: entry.waitlistPosition! })),
    freePlaces,
    policy,
    (entry) => {
      const memberships = (membershipsByMember.get(entry.memberId) ?? []).filter(
        (m) => entry.membershipId === null || m.id === entry.membershipId,
      );
      const choice = chooseMembershipForClass(memberships, classDate, classRow.creditCost);
      if (choice.ok) {
        // Two promotions may draw on the same pack: the next candidate sees what is left.
        const pack = memberships.find((m) => m.id === choice.value.membershipId)!;
        if (pack.creditsRemaining !== null) pack.creditsRemaining -= choice.value.credits;
      }
      return choice;
    },
  );
  const now = new Date();
  for (const { entry, charge } of promoted) {
    const [after] = await tx
      .update(bookings)
      .set({
        status: 'booked',
        waitlistPosition: null,
        membershipId: charge.membershipId,
        creditsCharged: charge.credits,
        promotedAt: now,
        version: sql`${bookings.version} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, entry.id))
      .returning();
    await moveCredits(tx, {
      membershipId: charge.membershipId,
      delta: -charge.credits,
      reason: 'booking',
      referenceId: entry.id,
      staffId: actorStaffId,
      note: 'Promoted from the waitlist',
    });
    await recordAudit(tx, {
      actorStaffId,
      action: 'promote',
      entity: 'bookings',
      entityId: entry.id,
      before: entry,
      after,
    });
  }
  if (promoted.length > 0) await renumberWaitlist(tx, classId);
  return promoted.map(({ entry }) => entry.id);
}

/** The booking row locked after its class's row (the same order as every booking write). */
async function lockBooking(tx: Transaction, id: number, version: number) {
  const [found] = await tx.select({ classId: bookings.classId }).from(bookings).where(eq(bookings.id, id));
  if (!found) throw notFound('Booking');
  const classRow = (await lockClass(tx, found.classId))!;
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (booking!.version !== version) throw versionConflict(await findBooking(tx, id));
  return { booking: booking!, classRow };
}

type BookingRow = typeof bookings.$inferSelect;

/**
 * One booking cancelled, in the caller's transaction (which holds its class and its member's
 * memberships locked): its new status, the credits returned to its membership, its audit entry.
 */
export async function writeCancellation(
  tx: Transaction,
  booking: BookingRow,
  change: { status: BookingRow['status']; creditsReturned: number; action: string; note?: string },
  actorStaffId: number,
  now = new Date(),
): Promise<void> {
  const [after] = await tx
    .update(bookings)
    .set({
      status: change.status,
      waitlistPosition: null,
      creditsCharged: booking.creditsCharged - change.creditsReturned,
      cancelledAt: now,
      staffId: actorStaffId,
      version: sql`${bookings.version} + 1`,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (booking.membershipId !== null) {
    await moveCredits(tx, {
      membershipId: booking.membershipId,
      delta: change.creditsReturned,
      reason: 'cancel',
      referenceId: booking.id,
      staffId: actorStaffId,
      note: change.note,
    });
  }
  await recordAudit(tx, {
    actorStaffId,
    action: change.action,
    entity: 'bookings',
    entityId: booking.id,
    before: booking,
    after,
  });
}

export async function cancelBooking(
  db: Database,
  id: number,
  input: CancelBookingInput,
  actorStaffId: number,
): Promise<BookingChangeResult> {
  const result = await withTransaction(db, async (tx) => {
    const { booking, classRow } = await lockBooking(tx, id, input.version);
    const policy = await readStudioPolicy(tx);
    const outcome = cancellationOutcome(booking, classRow.startsAt, new Date(), policy);
    if (!outcome.ok) refuse(outcome);
    const { status, creditsReturned, freesPlace } = outcome.value;
    if (booking.membershipId !== null) await lockMembershipsOf(tx, [booking.memberId]);
    await writeCancellation(tx, booking, { status, creditsReturned, action: status }, actorStaffId);
    const promotedBookingIds = freesPlace ? await fillFreedPlaces(tx, classRow, actorStaffId) : [];
    if (booking.status === 'waitlisted') await renumberWaitlist(tx, classRow.id);
    return { creditsReturned, promotedBookingIds, lateCancellation: status === 'late_cancelled' };
  });
  return { booking: (await findBooking(db, id))!, ...result, noShowFee: 0, noShowInvoiceId: null };
}

/** Issues the no-show fee as an invoice of one custom line, unpaid, in the caller's transaction. */
async function invoiceNoShowFee(
  tx: Transaction,
  memberId: number,
  classRow: LockedClass,
  fee: number,
  actorStaffId: number,
): Promise<number> {
  const context = await loadSaleContext(tx, classRow.centerId);
  const classDay = dateInZone(classRow.startsAt, classRow.timeZone);
  return createInvoiceInTransaction(
    tx,
    {
      memberId,
      context,
      lines: [
        {
          kind: 'custom',
          referenceId: null,
          description: `No-show: ${classRow.title}, ${classDay}`,
          quantity: 1,
          unitPrice: fee,
          discount: 0,
        },
      ],
      discount: 0,
      couponCode: null,
      issue: true,
      dueDate: null,
      note: 'No-show fee under the studio policy',
      payment: null,
    },
    actorStaffId,
  );
}

export async function markAttendance(
  db: Database,
  id: number,
  input: MarkAttendanceInput,
  actorStaffId: number,
): Promise<BookingChangeResult> {
  const result = await withTransaction(db, async (tx) => {
    const { booking, classRow } = await lockBooking(tx, id, input.version);
    if (classRow.status === 'cancelled') {
      throw businessRule(DOMAIN_CODES.classCancelled, RULE_MESSAGES[DOMAIN_CODES.classCancelled]!);
    }
    const policy = await readStudioPolicy(tx);
    const outcome = attendanceOutcome(booking, input.status, classRow.startsAt, new Date(), policy);
    if (!outcome.ok) refuse(outcome);
    const { status, creditsReturned, fee } = outcome.value;
    if (booking.membershipId !== null && creditsReturned > 0) await lockMembershipsOf(tx, [booking.memberId]);
    const now = new Date();
    const [after] = await tx
      .update(bookings)
      .set({
        status,
        creditsCharged: booking.creditsCharged - creditsReturned,
        attendedAt: status === 'attended' ? now : null,
        staffId: actorStaffId,
        version: sql`${bookings.version} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, id))
      .returning();
    if (booking.membershipId !== null) {
      await moveCredits(tx, {
        membershipId: booking.membershipId,
        delta: creditsReturned,
        reason: 'attendance',
        referenceId: id,
        staffId: actorStaffId,
        note: 'No-show: credit returned by policy',
      });
    }
    await recordAudit(tx, {
      actorStaffId,
      action: status,
      entity: 'bookings',
      entityId: id,
      before: booking,
      after: { ...after, noShowFee: fee },
    });
    const noShowInvoiceId =
      fee > 0 ? await invoiceNoShowFee(tx, booking.memberId, classRow, fee, actorStaffId) : null;
    return { creditsReturned, noShowFee: fee, noShowInvoiceId };
  });
  return {
    booking: (await findBooking(db, id))!,
    ...result,
    promotedBookingIds: [],
    lateCancellation: false,
  };
}
