import {
  type CreditMovementItem,
  EXPIRING_WITHIN_DAYS,
  type MembershipFreezeItem,
  type MembershipItem,
  type MembershipListItem,
  type MembershipListQuery,
  type MembershipSortKey,
  type MembershipState,
} from '@cloudfit/shared/schemas/membership.schema';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { centers, members } from '../../db/schema/core';
import { membershipCreditMovements, membershipFreezes, memberships, packages } from '../../db/schema/studio';

/** Today at the membership's center. */
const centerToday = sql`(now() at time zone ${centers.timezone})::date`;

/**
 * The state on the center's today, in SQL so that lists filter and count by it; the same rules in
 * the same order as `membershipStateOn` (shared/src/domain/membership-period.ts). A freeze ended early covers
 * the days before `ended_on`.
 */
const membershipState = sql<MembershipState>`case
  when ${memberships.status} = 'cancelled' then 'cancelled'
  when ${centerToday} < ${memberships.startDate} then 'not_started'
  when ${centerToday} > ${memberships.endDate} then 'expired'
  when exists (
    select 1 from ${membershipFreezes}
    where ${membershipFreezes.membershipId} = ${memberships.id}
      and ${membershipFreezes.fromDate} <= ${centerToday}
      and ${centerToday} <= coalesce(${membershipFreezes.endedOn} - 1, ${membershipFreezes.toDate})
  ) then 'frozen'
  when ${memberships.kind} <> 'time' and coalesce(${memberships.creditsRemaining}, 0) <= 0 then 'used_up'
  when ${memberships.endDate} - ${centerToday} <= ${sql.raw(String(EXPIRING_WITHIN_DAYS))} then 'expiring'
  else 'active'
end`;

export const membershipList: ListDefinition<MembershipSortKey> = {
  sortable: {
    startDate: memberships.startDate,
    endDate: memberships.endDate,
    createdAt: memberships.createdAt,
    memberName: [members.lastName, members.firstName],
  },
  defaultSort: { by: 'endDate', desc: true },
  tiebreaker: memberships.id,
  searchable: [
    sql`lower(${members.firstName} || ' ' || ${members.lastName})`,
    sql`lower(${members.memberNumber})`,
    sql`lower(${packages.name})`,
  ],
};

const listFields = {
  id: memberships.id,
  memberId: memberships.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  packageId: memberships.packageId,
  packageName: packages.name,
  kind: memberships.kind,
  centerId: memberships.centerId,
  centerName: centers.name,
  startDate: memberships.startDate,
  endDate: memberships.endDate,
  status: memberships.status,
  state: membershipState,
  creditsTotal: memberships.creditsTotal,
  creditsRemaining: memberships.creditsRemaining,
  trainerId: memberships.trainerId,
  pricePaid: memberships.pricePaid,
  invoiceId: memberships.invoiceId,
  cancelReason: memberships.cancelReason,
  cancelledAt: memberships.cancelledAt,
  notes: memberships.notes,
  version: memberships.version,
  createdAt: memberships.createdAt,
  updatedAt: memberships.updatedAt,
};

function selectListRows(db: Database | Transaction) {
  return db
    .select(listFields)
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .innerJoin(packages, eq(packages.id, memberships.packageId))
    .innerJoin(centers, eq(centers.id, memberships.centerId))
    .$dynamic();
}

type MembershipListRow = Awaited<ReturnType<typeof selectListRows>>[number];

function toListItem({ firstName, lastName, ...row }: MembershipListRow): MembershipListItem {
  return {
    ...row,
    memberName: `${firstName} ${lastName}`,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function membershipFilters(query: MembershipListQuery): (SQL | undefined)[] {
  return [
    query.memberId === undefined ? undefined : eq(memberships.memberId, query.memberId),
    query.centerId === undefined ? undefined : eq(memberships.centerId, query.centerId),
    query.packageId === undefined ? undefined : eq(memberships.packageId, query.packageId),
    query.state === undefined ? undefined : sql`(${membershipState}) = ${query.state}`,
  ];
}

export const membershipListSource = listSource({
  definition: membershipList,
  rows: selectListRows,
  count: (db, fields) =>
    db
      .select(fields)
      .from(memberships)
      .innerJoin(members, eq(members.id, memberships.memberId))
      .innerJoin(packages, eq(packages.id, memberships.packageId))
      .innerJoin(centers, eq(centers.id, memberships.centerId))
      .$dynamic(),
  filters: membershipFilters,
  toItem: toListItem,
});

export async function findFreezes(
  db: Database | Transaction,
  membershipId: number,
): Promise<MembershipFreezeItem[]> {
  const rows = await db
    .select()
    .from(membershipFreezes)
    .where(eq(membershipFreezes.membershipId, membershipId))
    .orderBy(asc(membershipFreezes.fromDate), asc(membershipFreezes.id));
  return rows.map((row) => ({
    id: row.id,
    fromDate: row.fromDate,
    toDate: row.toDate,
    reason: row.reason,
    endedOn: row.endedOn,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function findMembership(
  db: Database | Transaction,
  id: number,
): Promise<MembershipItem | undefined> {
  const [row] = await selectListRows(db).where(eq(memberships.id, id));
  if (!row) return undefined;
  const movements = await db
    .select()
    .from(membershipCreditMovements)
    .where(eq(membershipCreditMovements.membershipId, id))
    .orderBy(asc(membershipCreditMovements.at), asc(membershipCreditMovements.id));
  const creditMovements: CreditMovementItem[] = movements.map((movement) => ({
    id: movement.id,
    delta: movement.delta,
    reason: movement.reason,
    referenceId: movement.referenceId,
    note: movement.note,
    staffId: movement.staffId,
    at: movement.at.toISOString(),
  }));
  return { ...toListItem(row), freezes: await findFreezes(db, id), creditMovements };
}
