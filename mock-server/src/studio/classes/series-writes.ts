import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { dateInZone, maxDate } from '@cloudfit/shared/domain/calendar-dates';
import { expandWeeklySeries } from '@cloudfit/shared/domain/class-recurrence';
import type {
  ClassMoveLoss,
  ClassMoveLosses,
  CreateClassSeriesInput,
  UpdateClassSeriesInput,
  Weekday,
} from '@cloudfit/shared/schemas/class.schema';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { members } from '../../db/schema/core';
import { bookings, classes, classSeries } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { businessRule, notFound, validationFailed, versionConflict } from '../../http/api-error';
import { fillFreedPlaces, lockClass } from '../bookings/booking-writes';
import { toSeriesItem } from './class-queries';
import { bookingsLostOn, cancelBookings, cancelBookingsOf, centerTimeZone } from './class-writes';
import { assertSlotsFree } from './schedule-conflicts';

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
