import {
  ACTIVE_BOOKING_STATUSES,
  type BookingItem,
  type BookingListQuery,
  type BookingSortKey,
} from '@cloudfit/shared/schemas/booking.schema';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { HISTORY_COUNT_CAP, type ListDefinition, listSource } from '../../db/list-query';
import { centers, members } from '../../db/schema/core';
import { bookings, classes } from '../../db/schema/studio';
import { localDayFilters } from '../classes/local-day-filter';

export const bookingList: ListDefinition<BookingSortKey> = {
  sortable: {
    bookedAt: bookings.bookedAt,
    classStartsAt: classes.startsAt,
    status: [bookings.status, bookings.waitlistPosition],
  },
  defaultSort: { by: 'bookedAt', desc: true },
  tiebreaker: bookings.id,
  searchable: [
    sql`lower(${members.firstName} || ' ' || ${members.lastName})`,
    sql`lower(${members.memberNumber})`,
    sql`lower(${classes.title})`,
  ],
  countCap: HISTORY_COUNT_CAP,
};

const bookingFields = {
  id: bookings.id,
  classId: bookings.classId,
  classTitle: classes.title,
  classStartsAt: classes.startsAt,
  memberId: bookings.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  membershipId: bookings.membershipId,
  status: bookings.status,
  waitlistPosition: bookings.waitlistPosition,
  creditsCharged: bookings.creditsCharged,
  bookedAt: bookings.bookedAt,
  promotedAt: bookings.promotedAt,
  cancelledAt: bookings.cancelledAt,
  attendedAt: bookings.attendedAt,
  version: bookings.version,
};

function selectBookingRows(db: Database | Transaction) {
  return db
    .select(bookingFields)
    .from(bookings)
    .innerJoin(classes, eq(classes.id, bookings.classId))
    .innerJoin(members, eq(members.id, bookings.memberId))
    .innerJoin(centers, eq(centers.id, classes.centerId))
    .$dynamic();
}

type BookingRow = Awaited<ReturnType<typeof selectBookingRows>>[number];

function toBookingItem({ firstName, lastName, ...row }: BookingRow): BookingItem {
  return {
    ...row,
    memberName: `${firstName} ${lastName}`,
    classStartsAt: row.classStartsAt.toISOString(),
    bookedAt: row.bookedAt.toISOString(),
    promotedAt: row.promotedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    attendedAt: row.attendedAt?.toISOString() ?? null,
  };
}

function bookingFilters(query: BookingListQuery) {
  return [
    query.classId === undefined ? undefined : eq(bookings.classId, query.classId),
    query.memberId === undefined ? undefined : eq(bookings.memberId, query.memberId),
    query.status === undefined ? undefined : eq(bookings.status, query.status),
    query.active ? inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]) : undefined,
    ...localDayFilters(classes.startsAt, centers.timezone, query),
  ];
}

export const bookingListSource = listSource({
  definition: bookingList,
  rows: selectBookingRows,
  count: (db, fields) =>
    db
      .select(fields)
      .from(bookings)
      .leftJoin(classes, eq(classes.id, bookings.classId))
      .leftJoin(members, eq(members.id, bookings.memberId))
      .leftJoin(centers, eq(centers.id, classes.centerId))
      .$dynamic(),
  filters: bookingFilters,
  toItem: toBookingItem,
});

export async function findBooking(db: Database | Transaction, id: number): Promise<BookingItem | undefined> {
  const [row] = await selectBookingRows(db).where(eq(bookings.id, id));
  return row ? toBookingItem(row) : undefined;
}
