import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { addDays, dateInZone, zonedTimeToInstant } from '@cloudfit/shared/domain/calendar-dates';
import {
  type ClosureItem,
  type ClosureListQuery,
  type ClosurePlan,
  type ClosureSortKey,
  type CreateClosureInput,
  closureDays,
} from '@cloudfit/shared/schemas/closure.schema';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { centers, members, staff } from '../../db/schema/core';
import { bookings, classes, closures, membershipFreezes, memberships } from '../../db/schema/studio';
import { businessRule, validationFailed } from '../../http/api-error';
import { planClosureMoves } from './closure-plan';

export const closureList: ListDefinition<ClosureSortKey> = {
  sortable: { startsOn: closures.startsOn, createdAt: closures.createdAt },
  defaultSort: { by: 'startsOn', desc: true },
  tiebreaker: closures.id,
  searchable: [sql`lower(${closures.reason})`],
};

function selectClosures(db: Database | Transaction) {
  return db
    .select({
      id: closures.id,
      centerId: closures.centerId,
      centerName: centers.name,
      startsOn: closures.startsOn,
      endsOn: closures.endsOn,
      reason: closures.reason,
      classesCancelled: closures.classesCancelled,
      bookingsCancelled: closures.bookingsCancelled,
      membershipsExtended: closures.membershipsExtended,
      createdByName: staff.fullName,
      createdAt: closures.createdAt,
    })
    .from(closures)
    .innerJoin(centers, eq(centers.id, closures.centerId))
    .leftJoin(staff, eq(staff.id, closures.createdById))
    .$dynamic();
}

type ClosureRow = Awaited<ReturnType<typeof selectClosures>>[number];

function toItem(row: ClosureRow): ClosureItem {
  return {
    ...row,
    days: closureDays(row.startsOn, row.endsOn),
    createdAt: row.createdAt.toISOString(),
  };
}

export const closureListSource = listSource({
  definition: closureList,
  rows: selectClosures,
  count: (db, fields) => db.select(fields).from(closures).$dynamic(),
  // A closure is in `from..to` when it overlaps those days.
  filters: (query: ClosureListQuery) => [
    query.centerId === undefined ? undefined : eq(closures.centerId, query.centerId),
    query.from === undefined ? undefined : gte(closures.endsOn, query.from),
    query.to === undefined ? undefined : lte(closures.startsOn, query.to),
  ],
  toItem,
});

export async function findClosure(db: Database | Transaction, id: number): Promise<ClosureItem | undefined> {
  const [row] = await selectClosures(db).where(eq(closures.id, id));
  return row && toItem(row);
}

const memberName = sql<string>`${members.firstName} || ' ' || ${members.lastName}`;

/**
 * What closing the center from `startsOn` to `endsOn` does, read in the caller's transaction: its
 * scheduled classes on those local days with the members booked or waitlisted, its running
 * time-based memberships with the closed days each was running on, and the renewals after them that
 * start later so as not to overlap. With `lock`, the center, the classes and the memberships are
 * locked so that the plan is what the creation then applies.
 */
export async function planClosure(tx: Database | Transaction, input: CreateClosureInput, lock: boolean) {
  const centerQuery = tx.select().from(centers).where(eq(centers.id, input.centerId)).$dynamic();
  const [center] = lock ? await centerQuery.for('update') : await centerQuery;
  if (!center?.active) throw validationFailed({ centerId: 'Choose a branch.' });
  if (input.startsOn < dateInZone(new Date(), center.timezone)) {
    throw businessRule(DOMAIN_CODES.closureInPast, 'A closure cannot start before today.');
  }
  const [overlapping] = await tx
    .select({ id: closures.id })
    .from(closures)
    .where(
      and(
        eq(closures.centerId, center.id),
        lte(closures.startsOn, input.endsOn),
        gte(closures.endsOn, input.startsOn),
      ),
    )
    .limit(1);
  if (overlapping) {
    throw businessRule(DOMAIN_CODES.closureOverlaps, 'This branch is already closed on some of these days.');
  }

  const classQuery = tx
    .select({ id: classes.id, title: classes.title, startsAt: classes.startsAt })
    .from(classes)
    .where(
      and(
        eq(classes.centerId, center.id),
        eq(classes.status, 'scheduled'),
        gte(classes.startsAt, zonedTimeToInstant(input.startsOn, '00:00', center.timezone)),
        lt(classes.startsAt, zonedTimeToInstant(addDays(input.endsOn, 1), '00:00', center.timezone)),
      ),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id))
    .$dynamic();
  const closedClasses = lock ? await classQuery.for('update') : await classQuery;
  const booked =
    closedClasses.length === 0
      ? []
      : await tx
          .select({ classId: bookings.classId, memberId: bookings.memberId, name: memberName })
          .from(bookings)
          .innerJoin(members, eq(members.id, bookings.memberId))
          .where(
            and(
              inArray(
                bookings.classId,
                closedClasses.map((row) => row.id),
              ),
              inArray(bookings.status, ['booked', 'waitlisted']),
            ),
          )
          .orderBy(asc(bookings.id));

  // Each member running a time-based membership at the branch on those days, with their whole
  // time-based line from the closure on: the renewals that follow move with the extended one.
  const running = alias(memberships, 'running');
  const lineQuery = tx
    .select({
      membershipId: memberships.id,
      memberId: memberships.memberId,
      memberName,
      centerId: memberships.centerId,
      startDate: memberships.startDate,
      endDate: memberships.endDate,
    })
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .where(
      and(
        eq(memberships.kind, 'time'),
        eq(memberships.status, 'active'),
        gte(memberships.endDate, input.startsOn),
        inArray(
          memberships.memberId,
          tx
            .select({ memberId: running.memberId })
            .from(running)
            .where(
              and(
                eq(running.centerId, center.id),
                eq(running.kind, 'time'),
                eq(running.status, 'active'),
                lte(running.startDate, input.endsOn),
                gte(running.endDate, input.startsOn),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(memberships.memberId), asc(memberships.startDate), asc(memberships.id))
    .$dynamic();
  const lineRows = lock ? await lineQuery.for('update', { of: memberships }) : await lineQuery;
  const freezes =
    lineRows.length === 0
      ? []
      : await tx
          .select()
          .from(membershipFreezes)
          .where(
            inArray(
              membershipFreezes.membershipId,
              lineRows.map((row) => row.membershipId),
            ),
          );
  const lines = new Map<number, typeof lineRows>();
  for (const row of lineRows) lines.set(row.memberId, [...(lines.get(row.memberId) ?? []), row]);
  const extensions = [...lines.values()].flatMap((line) => {
    const byId = new Map(line.map((row) => [row.membershipId, row]));
    const moves = planClosureMoves(
      line.map((row) => ({
        membershipId: row.membershipId,
        startDate: row.startDate,
        endDate: row.endDate,
        atClosedCenter: row.centerId === center.id,
        freezes: freezes.filter((freeze) => freeze.membershipId === row.membershipId),
      })),
      input,
    );
    return moves.map((move) => {
      const { memberId, memberName } = byId.get(move.membershipId)!;
      return { memberId, memberName, ...move };
    });
  });

  const plan: ClosurePlan = {
    days: closureDays(input.startsOn, input.endsOn),
    classesCancelled: closedClasses.length,
    bookingsCancelled: booked.length,
    membershipsExtended: extensions.filter((extension) => extension.days > 0).length,
    membershipsMoved: extensions.filter((extension) => extension.newStartDate !== extension.startDate).length,
    classes: closedClasses.map((row) => ({
      id: row.id,
      title: row.title,
      startsAt: row.startsAt.toISOString(),
      members: booked
        .filter((booking) => booking.classId === row.id)
        .map(({ memberId, name }) => ({ memberId, name })),
    })),
    extensions,
  };
  return { center, plan };
}

export async function previewClosure(db: Database, input: CreateClosureInput): Promise<ClosurePlan> {
  return (await planClosure(db, input, false)).plan;
}
