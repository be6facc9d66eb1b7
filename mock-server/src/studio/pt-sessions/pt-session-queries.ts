import type {
  PtSessionItem,
  PtSessionListQuery,
  PtSessionSortKey,
} from '@cloudfit/shared/schemas/pt-session.schema';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { centers, members, staff } from '../../db/schema/core';
import { memberships, ptSessions } from '../../db/schema/studio';
import { localDayFilters } from '../classes/local-day-filter';

const trainers = alias(staff, 'trainers');

export const ptSessionList: ListDefinition<PtSessionSortKey> = {
  sortable: {
    startsAt: ptSessions.startsAt,
    status: [ptSessions.status, ptSessions.startsAt],
    createdAt: ptSessions.createdAt,
  },
  defaultSort: { by: 'startsAt', desc: true },
  tiebreaker: ptSessions.id,
  searchable: [
    sql`lower(${members.firstName} || ' ' || ${members.lastName})`,
    sql`lower(${members.memberNumber})`,
    sql`lower(${trainers.fullName})`,
  ],
};

const sessionFields = {
  id: ptSessions.id,
  memberId: ptSessions.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  memberNumber: members.memberNumber,
  trainerId: ptSessions.trainerId,
  trainerName: trainers.fullName,
  roomId: ptSessions.roomId,
  centerId: ptSessions.centerId,
  membershipId: ptSessions.membershipId,
  sessionsRemaining: memberships.creditsRemaining,
  startsAt: ptSessions.startsAt,
  endsAt: ptSessions.endsAt,
  status: ptSessions.status,
  notes: ptSessions.notes,
  workoutNotes: ptSessions.workoutNotes,
  measurements: ptSessions.measurements,
  signatureRequestId: ptSessions.signatureRequestId,
  completedAt: ptSessions.completedAt,
  version: ptSessions.version,
  createdAt: ptSessions.createdAt,
  updatedAt: ptSessions.updatedAt,
};

function selectSessionRows(db: Database | Transaction) {
  return db
    .select(sessionFields)
    .from(ptSessions)
    .innerJoin(members, eq(members.id, ptSessions.memberId))
    .innerJoin(trainers, eq(trainers.id, ptSessions.trainerId))
    .innerJoin(memberships, eq(memberships.id, ptSessions.membershipId))
    .innerJoin(centers, eq(centers.id, ptSessions.centerId))
    .$dynamic();
}

type SessionRow = Awaited<ReturnType<typeof selectSessionRows>>[number];

function toSessionItem({ firstName, lastName, ...row }: SessionRow): PtSessionItem {
  return {
    ...row,
    memberName: `${firstName} ${lastName}`,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function sessionFilters(query: PtSessionListQuery) {
  return [
    query.memberId === undefined ? undefined : eq(ptSessions.memberId, query.memberId),
    query.trainerId === undefined ? undefined : eq(ptSessions.trainerId, query.trainerId),
    query.centerId === undefined ? undefined : eq(ptSessions.centerId, query.centerId),
    query.status === undefined ? undefined : eq(ptSessions.status, query.status),
    ...localDayFilters(ptSessions.startsAt, centers.timezone, query),
  ];
}

export const ptSessionListSource = listSource({
  definition: ptSessionList,
  rows: selectSessionRows,
  count: (db, fields) =>
    db
      .select(fields)
      .from(ptSessions)
      .innerJoin(members, eq(members.id, ptSessions.memberId))
      .innerJoin(trainers, eq(trainers.id, ptSessions.trainerId))
      .innerJoin(centers, eq(centers.id, ptSessions.centerId))
      .$dynamic(),
  filters: sessionFilters,
  toItem: toSessionItem,
});

export async function findPtSession(
  db: Database | Transaction,
  id: number,
): Promise<PtSessionItem | undefined> {
  const [row] = await selectSessionRows(db).where(eq(ptSessions.id, id));
  return row ? toSessionItem(row) : undefined;
}
