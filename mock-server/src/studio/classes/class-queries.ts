import type {
  ClassDetail,
  ClassItem,
  ClassListQuery,
  ClassRosterEntry,
  ClassSeriesItem,
  ClassSortKey,
  Weekday,
} from '@cloudfit/shared/schemas/class.schema';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { centers, members, staff } from '../../db/schema/core';
import { bookings, classes, classSeries, rooms } from '../../db/schema/studio';
import { localDayFilters } from './local-day-filter';

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

export function toSeriesItem(row: typeof classSeries.$inferSelect): ClassSeriesItem {
  const { createdAt: _c, updatedAt: _u, ...item } = row;
  return { ...item, weekdays: item.weekdays as Weekday[] };
}

export async function findSeries(db: Database | Transaction, id: number) {
  const [row] = await db.select().from(classSeries).where(eq(classSeries.id, id));
  return row ? toSeriesItem(row) : undefined;
}
