import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { dateInZone, maxDate } from '@cloudfit/shared/domain/calendar-dates';
import { classCancellationReturns, membershipRefusalOn } from '@cloudfit/shared/domain/class-booking';
import { expandWeeklySeries } from '@cloudfit/shared/domain/class-recurrence';
import type {
  CancelClassInput,
  ClassDetail,
  ClassItem,
  ClassListQuery,
  ClassMoveLoss,
  ClassMoveLosses,
  ClassRosterEntry,
  ClassSeriesItem,
  ClassSortKey,
  CreateClassInput,
  CreateClassSeriesInput,
  UpdateClassInput,
  UpdateClassSeriesInput,
  Weekday,
} from '@cloudfit/shared/schemas/class.schema';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { centers, members, staff } from '../../db/schema/core';
import { bookings, classes, classSeries, rooms } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { businessRule, notFound, validationFailed, versionConflict } from '../../http/api-error';
import { fillFreedPlaces, lockClass, renumberWaitlist } from '../bookings/booking-queries';
import { lockMembershipsOf, moveCredits } from '../bookings/credit-ledger';
import { localDayFilters } from './local-day-filter';
import { assertSlotsFree } from './schedule-conflicts';

const instructors = alias(staff, 'instructors');

const countBookings = (statuses: string) =>
  sql<number>`(select count(*)::int from bookings b where b.class_id = ${classes.id} and b.status in (${sql.raw(statuses)}))`;

export const classList: ListDefinition<ClassSortKey> = {
  sortable: {
    startsAt: classes.startsAt,
    title: [classes.title, classes.startsAt],
    capacity: classes.capacity,
    createdAt: classes.createdAt,
  },
  defaultSort: { by: 'startsAt', desc: false },
  tiebreaker: classes.id,
  searchable: [sql`lower(${classes.title})`, sql`lower(${instructors.fullName})`],
};

const listFields = {
  id: classes.id,
  seriesId: classes.seriesId,
  seriesDate: classes.seriesDate,
  centerId: classes.centerId,
  centerName: centers.name,
  roomId: classes.roomId,
  roomName: rooms.name,
  instructorId: classes.instructorId,
  instructorName: instructors.fullName,
  title: classes.title,
  description: classes.description,
  startsAt: classes.startsAt,
  endsAt: classes.endsAt,
  capacity: classes.capacity,
  creditCost: classes.creditCost,
  status: classes.status,
  cancelReason: classes.cancelReason,
  overridden: classes.overridden,
  bookedCount: countBookings(`'booked', 'attended', 'no_show'`),
  waitlistCount: countBookings(`'waitlisted'`),
  attendedCount: countBookings(`'attended'`),
  version: classes.version,
  createdAt: classes.createdAt,
  updatedAt: classes.updatedAt,
};

type ClassRow = Awaited<ReturnType<typeof selectClassRows>>[number];

function toClassItem({ seriesDate: _seriesDate, ...row }: ClassRow): ClassItem {
  return {
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectClassRows(db: Database | Transaction) {
  return db
    .select(listFields)
    .from(classes)
    .innerJoin(centers, eq(centers.id, classes.centerId))
    .innerJoin(rooms, eq(rooms.id, classes.roomId))
    .innerJoin(instructors, eq(instructors.id, classes.instructorId))
    .$dynamic();
}

function classFilters(query: Omit<ClassListQuery, 'page' | 'perPage' | 'sortDesc'>) {
  return [
    ...localDayFilters(classes.startsAt, centers.timezone, query),
    query.centerId === undefined ? undefined : eq(classes.centerId, query.centerId),
    query.roomId === undefined ? undefined : eq(classes.roomId, query.roomId),
    query.instructorId === undefined ? undefined : eq(classes.instructorId, query.instructorId),
    query.seriesId === undefined ? undefined : eq(classes.seriesId, query.seriesId),
    query.status === undefined ? undefined : eq(classes.status, query.status),
  ];
}

export const classListSource = listSource({
  definition: classList,
  rows: selectClassRows,
  count: (db, fields) =>
    db
      .select(fields)
      .from(classes)
      .innerJoin(centers, eq(centers.id, classes.centerId))
      .innerJoin(instructors, eq(instructors.id, classes.instructorId))
      .$dynamic(),
  filters: classFilters,
  toItem: toClassItem,
});

export async function findClass(db: Database | Transaction, id: number): Promise<ClassItem | undefined> {
  const [row] = await selectClassRows(db).where(eq(classes.id, id));
  return row ? toClassItem(row) : undefined;
}

export async function findClassDetail(db: Database, id: number): Promise<ClassDetail | undefined> {
  const [row] = await selectClassRows(db).where(eq(classes.id, id));
  if (!row) return undefined;
  const entries = await db
    .select({
      bookingId: bookings.id,
      memberId: bookings.memberId,
      memberNumber: members.memberNumber,
      firstName: members.firstName,
      lastName: members.lastName,
      membershipId: bookings.membershipId,
      status: bookings.status,
      waitlistPosition: bookings.waitlistPosition,
      creditsCharged: bookings.creditsCharged,
      bookedAt: bookings.bookedAt,
      version: bookings.version,
    })
    .from(bookings)
    .innerJoin(members, eq(members.id, bookings.memberId))
    .where(eq(bookings.classId, id))
    .orderBy(asc(bookings.waitlistPosition), asc(bookings.bookedAt), asc(bookings.id));
  const roster: ClassDetail['roster'] = { booked: [], waitlisted: [], attended: [], noShow: [] };
  for (const { firstName, lastName, bookedAt, ...entry } of entries) {
    const item: ClassRosterEntry = {
      ...entry,
      memberName: `${firstName} ${lastName}`,
      bookedAt: bookedAt.toISOString(),
    };
    if (entry.status === 'booked') roster.booked.push(item);
    else if (entry.status === 'waitlisted') roster.waitlisted.push(item);
    else if (entry.status === 'attended') roster.attended.push(item);
    else if (entry.status === 'no_show') roster.noShow.push(item);
  }
  return { ...toClassItem(row), seriesDate: row.seriesDate, roster };
}

async function centerTimeZone(tx: Transaction, centerId: number): Promise<string> {
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

function toSeriesItem(row: typeof classSeries.$inferSelect): ClassSeriesItem {
  const { createdAt: _c, updatedAt: _u, ...item } = row;
  return { ...item, weekdays: item.weekdays as Weekday[] };
}

export async function findSeries(db: Database | Transaction, id: number) {
  const [row] = await db.select().from(classSeries).where(eq(classSeries.id, id));
  return row ? toSeriesItem(row) : undefined;
}

type SeriesFields = Omit<CreateClassSeriesInput, 'weekdays'> & { weekdays: readonly Weekday[] };

/** The series' classes from `from` on, at the center's wall-clock time whatever the DST offset. */
function occurrencesOf(series: SeriesFields, timeZone: string, from: string, skipDates: ReadonlySet<string>) {
  return expandWeeklySeries(series, timeZone, { from, to: series.untilDate }, [], skipDates);
}

export async function createSeries(db: Database, input: CreateClassSeriesInput, actorStaffId: number) {
  return withTransaction(db, async (tx) => {
    const timeZone = await centerTimeZone(tx, input.centerId);
    const occurrences = occurrencesOf(input, timeZone, input.fromDate, new Set());
    if (occurrences.length === 0) {
      throw validationFailed({ weekdays: 'None of these weekdays falls between the first and last date.' });
    }
    await assertSlotsFree(tx, {
      centerId: input.centerId,
      roomId: input.roomId,
      staffId: input.instructorId,
      staffField: 'instructorId',
      slots: occurrences,
    });
    const [series] = await tx.insert(classSeries).values(input).returning();
    const created = await tx
      .insert(classes)
      .values(
        occurrences.map((occurrence) => ({
          seriesId: series!.id,
          seriesDate: occurrence.seriesDate,
          centerId: input.centerId,
          roomId: occurrence.roomId,
          instructorId: occurrence.instructorId,
          title: input.title,
          description: input.description,
          startsAt: occurrence.startsAt,
          endsAt: occurrence.endsAt,
          capacity: occurrence.capacity,
          creditCost: input.creditCost,
        })),
      )
      .returning({ id: classes.id });
    await recordAudit(tx, {
      actorStaffId,
      action: 'create',
      entity: 'class_series',
      entityId: series!.id,
      after: { ...series, classIds: created.map((row) => row.id) },
    });
    return { series: toSeriesItem(series!), classIds: created.map((row) => row.id) };
  });
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
async function bookingsLostOn(tx: Transaction, classId: number, classDate: string) {
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
async function cancelBookings(
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
    const [after] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        waitlistPosition: null,
        creditsCharged: 0,
        cancelledAt: now,
        staffId: actorStaffId,
        version: sql`${bookings.version} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId))
      .returning();
    if (booking.membershipId !== null) {
      await moveCredits(tx, {
        membershipId: booking.membershipId,
        delta: creditsReturned,
        reason: 'cancel',
        referenceId: bookingId,
        staffId: actorStaffId,
        note: why.note,
      });
    }
    await recordAudit(tx, {
      actorStaffId,
      action: why.action,
      entity: 'bookings',
      entityId: bookingId,
      before: booking,
      after,
    });
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

/**
 * Who would lose a place when a series edit applies: booked members of a class the new pattern
 * drops, and of a class moved to a date their membership does not cover (as a class move checks).
 */
async function bookingsLostBySeriesEdit(
  tx: Transaction,
  movableByDate: ReadonlyMap<string, typeof classes.$inferSelect>,
  occurrences: readonly { seriesDate: string; startsAt: Date }[],
  timeZone: string,
) {
  const moved: Awaited<ReturnType<typeof bookingsLostOn>> = [];
  const kept = new Set<number>();
  for (const occurrence of occurrences) {
    const current = movableByDate.get(occurrence.seriesDate);
    if (!current) continue;
    kept.add(current.id);
    if (current.startsAt.getTime() === occurrence.startsAt.getTime()) continue;
    moved.push(...(await bookingsLostOn(tx, current.id, dateInZone(occurrence.startsAt, timeZone))));
  }
  const droppedIds = [...movableByDate.values()].map((row) => row.id).filter((classId) => !kept.has(classId));
  const droppedRows =
    droppedIds.length === 0
      ? []
      : await tx
          .select({ booking: bookings, firstName: members.firstName, lastName: members.lastName })
          .from(bookings)
          .innerJoin(members, eq(members.id, bookings.memberId))
          .where(and(inArray(bookings.classId, droppedIds), eq(bookings.status, 'booked')))
          .orderBy(asc(bookings.id));
  const dropped = droppedRows.map(({ booking, firstName, lastName }) => ({
    booking,
    loss: {
      bookingId: booking.id,
      memberId: booking.memberId,
      memberName: `${firstName} ${lastName}`,
      reason: DOMAIN_CODES.classCancelled,
    } satisfies ClassMoveLoss,
  }));
  return { moved, dropped };
}

/**
 * "Edit all future": the series takes the new fields, and its classes from `applyFrom` (and not
 * yet started) that were not edited one by one are moved to the new pattern: a date still in it
 * is updated in place (bookings kept), a new date is added, and a date no longer in it is
 * cancelled with its credits returned. Overridden and cancelled occurrences stay as they are.
 */
export async function updateSeries(
  db: Database,
  id: number,
  input: UpdateClassSeriesInput,
  actorStaffId: number,
) {
  const { version, applyFrom, confirm, ...fields } = input;
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(classSeries).where(eq(classSeries.id, id)).for('update');
    if (!before) throw notFound('Class series');
    if (before.version !== version) throw versionConflict(toSeriesItem(before));
    if (fields.centerId !== before.centerId) {
      throw validationFailed({ centerId: 'A series cannot move to another branch.' });
    }
    const timeZone = await centerTimeZone(tx, before.centerId);
    const now = new Date();
    // Occurrences before a later first date, or after an earlier last date, are dropped below.
    const from = maxDate(applyFrom, dateInZone(now, timeZone));

    const existing = await tx
      .select()
      .from(classes)
      .where(and(eq(classes.seriesId, id), gte(classes.seriesDate, from)))
      .orderBy(asc(classes.seriesDate))
      .for('update');
    const movable = existing.filter(
      (row) => !row.overridden && row.status === 'scheduled' && row.startsAt.getTime() > now.getTime(),
    );
    const kept = new Set(existing.filter((row) => !movable.includes(row)).map((row) => row.seriesDate!));
    const occurrences = occurrencesOf(fields, timeZone, from, kept).filter(
      (occurrence) => occurrence.startsAt.getTime() > now.getTime(),
    );
    await assertSlotsFree(tx, {
      centerId: before.centerId,
      roomId: fields.roomId,
      staffId: fields.instructorId,
      staffField: 'instructorId',
      slots: occurrences,
      excludeClassIds: movable.map((row) => row.id),
    });

    const movableByDate = new Map(movable.map((row) => [row.seriesDate!, row]));
    const lost = await bookingsLostBySeriesEdit(tx, movableByDate, occurrences, timeZone);
    if (lost.moved.length + lost.dropped.length > 0 && !confirm) {
      const losses: ClassMoveLosses = {
        members: [...lost.moved, ...lost.dropped].map((entry) => entry.loss),
      };
      throw businessRule(
        DOMAIN_CODES.classMoveLosesBookings,
        `${losses.members.length} booked members would lose their place in the series' classes.`,
        losses,
      );
    }

    const [after] = await tx
      .update(classSeries)
      .set({ ...fields, version: sql`${classSeries.version} + 1`, updatedAt: now })
      .where(eq(classSeries.id, id))
      .returning();

    const updatedIds: number[] = [];
    const added: (typeof classes.$inferInsert)[] = [];
    for (const occurrence of occurrences) {
      const values = {
        roomId: occurrence.roomId,
        instructorId: occurrence.instructorId,
        title: fields.title,
        description: fields.description,
        startsAt: occurrence.startsAt,
        endsAt: occurrence.endsAt,
        capacity: occurrence.capacity,
        creditCost: fields.creditCost,
      };
      const current = movableByDate.get(occurrence.seriesDate);
      if (current) {
        movableByDate.delete(occurrence.seriesDate);
        const [moved] = await tx
          .update(classes)
          .set({ ...values, version: sql`${classes.version} + 1`, updatedAt: now })
          .where(eq(classes.id, current.id))
          .returning();
        await recordAudit(tx, {
          actorStaffId,
          action: 'update-with-series',
          entity: 'classes',
          entityId: current.id,
          before: current,
          after: moved,
        });
        const movedLosses = lost.moved.filter((entry) => entry.booking.classId === current.id);
        if (movedLosses.length > 0) {
          await cancelBookings(
            tx,
            movedLosses.map((entry) => entry.booking),
            actorStaffId,
            { action: 'class-moved', note: 'Class moved to a date the membership does not cover' },
          );
          const locked = await lockClass(tx, current.id);
          await fillFreedPlaces(tx, locked!, actorStaffId);
        }
        updatedIds.push(current.id);
      } else {
        added.push({ ...values, seriesId: id, seriesDate: occurrence.seriesDate, centerId: before.centerId });
      }
    }
    const addedIds =
      added.length === 0
        ? []
        : (await tx.insert(classes).values(added).returning({ id: classes.id })).map((row) => row.id);
    const cancelledIds: number[] = [];
    for (const dropped of movableByDate.values()) {
      await cancelBookingsOf(tx, dropped.id, actorStaffId);
      const [cancelled] = await tx
        .update(classes)
        .set({
          status: 'cancelled',
          cancelReason: 'Removed from the weekly series',
          version: sql`${classes.version} + 1`,
          updatedAt: now,
        })
        .where(eq(classes.id, dropped.id))
        .returning();
      await recordAudit(tx, {
        actorStaffId,
        action: 'cancel-with-series',
        entity: 'classes',
        entityId: dropped.id,
        before: dropped,
        after: cancelled,
      });
      cancelledIds.push(dropped.id);
    }
    await recordAudit(tx, {
      actorStaffId,
      action: 'update-future',
      entity: 'class_series',
      entityId: id,
      before,
      after: { ...after, applyFrom: from, updatedIds, addedIds, cancelledIds },
    });
    return { series: toSeriesItem(after!), updatedIds, addedIds, cancelledIds };
  });
}
