import type { AppAbility } from '@cloudfit/shared/abilities/ability-rules';
import type { CheckInRefusalCode } from '@cloudfit/shared/api/domain-codes';
import { dateInZone } from '@cloudfit/shared/domain/calendar-dates';
import { evaluateCheckIn, isOpenAt } from '@cloudfit/shared/domain/check-in-evaluation';
import {
  type CheckInEvaluationResult,
  type CheckInItem,
  type CheckInListQuery,
  type CheckInSortKey,
  type EvaluateCheckInInput,
  FRONT_DESK_OVERRIDABLE_REFUSALS,
  REPEAT_CHECK_IN_MINUTES,
} from '@cloudfit/shared/schemas/check-in.schema';
import type { DoorListEntry, DoorListResponse } from '@cloudfit/shared/schemas/offline-check-in.schema';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows, type Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { centers, members } from '../../db/schema/core';
import { checkIns } from '../../db/schema/studio';
import { notFound, validationFailed } from '../../http/api-error';
import { readMembershipsOf } from '../bookings/credit-ledger';
import { readStudioPolicy } from '../bookings/studio-policy';
import { localDayFilters } from '../classes/local-day-filter';
import { memberStatusesOf } from '../members/member-status';

/**
 * Who may override a refusal: the refusal must be overridable at all (DOMAIN_CODES), and then
 * managers (`override CheckIn`) may override any of them, the front desk only those that let in
 * someone whose entry is already paid for.
 */
export function mayOverride(ability: AppAbility, reason: CheckInRefusalCode, overridable: boolean): boolean {
  if (!overridable) return false;
  return ability.can('override', 'CheckIn') || FRONT_DESK_OVERRIDABLE_REFUSALS.includes(reason);
}

async function findMemberAtDesk(db: Database | Transaction, who: EvaluateCheckInInput) {
  const [member] = await db
    .select({
      id: members.id,
      memberNumber: members.memberNumber,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(members)
    .where(
      and(
        who.memberId === undefined
          ? sql`upper(${members.memberNumber}) = upper(${who.memberNumber})`
          : eq(members.id, who.memberId),
        isNull(members.archivedAt),
      ),
    );
  if (!member) throw notFound('Member');
  return member;
}

/** Whether the member may come in now, with everything the refusal rules look at, in SQL. */
export async function evaluateAtDesk(
  db: Database | Transaction,
  who: EvaluateCheckInInput,
  ability: AppAbility,
  /** When the attempt happens: now, or earlier for one made at a desk offline. */
  now = new Date(),
): Promise<CheckInEvaluationResult> {
  const member = await findMemberAtDesk(db, who);
  const [center] = await db
    .select({ timezone: centers.timezone, openingHours: centers.openingHours })
    .from(centers)
    .where(eq(centers.id, who.centerId));
  if (!center) throw validationFailed({ centerId: 'Choose a center.' });
  const today = dateInZone(now, center.timezone);
  const [facts] = await queryRows<{
    owed: number;
    booked_today: boolean;
    signed_waiver: boolean;
    pending_waiver_id: number | null;
    valid_here: number[];
    last_check_in_at: Date | string | null;
  }>(
    db,
    sql`select
      (select coalesce(sum(i.total - i.refunded - i.paid), 0)::float8 from invoices i
        where i.member_id = ${member.id} and i.status not in ('draft', 'void')) as owed,
      exists (select 1 from bookings b join classes c on c.id = b.class_id join centers ce on ce.id = c.center_id
        where b.member_id = ${member.id} and b.status in ('booked', 'attended')
          and (c.starts_at at time zone ce.timezone)::date = ${today}::date) as booked_today,
      exists (select 1 from signed_documents d join signature_requests r on r.id = d.request_id
        where d.member_id = ${member.id} and r.kind = 'waiver') as signed_waiver,
      (select max(r.id) from signature_requests r
        where r.member_id = ${member.id} and r.kind = 'waiver' and r.status = 'pending') as pending_waiver_id,
      array(select m.id from memberships m
        where m.member_id = ${member.id}
          and (m.package_id is null
            or exists (select 1 from package_centers pc
              where pc.package_id = m.package_id and pc.center_id = ${who.centerId})
            or not exists (select 1 from package_centers pc where pc.package_id = m.package_id))) as valid_here,
      (select max(k.at) from check_ins k
        where k.member_id = ${member.id} and k.center_id = ${who.centerId} and k.allowed
          and k.at > ${now.toISOString()}::timestamptz - make_interval(mins => ${REPEAT_CHECK_IN_MINUTES})
          and k.at <= ${now.toISOString()}::timestamptz) as last_check_in_at`,
  );
  const policy = await readStudioPolicy(db);
  const evaluation = evaluateCheckIn({
    memberships: (await readMembershipsOf(db, [member.id])).get(member.id) ?? [],
    today,
    hasBookingToday: facts!.booked_today,
    balanceOwed: Number(facts!.owed),
    hasSignedWaiver: facts!.signed_waiver,
    rules: policy,
    validHere: new Set(facts!.valid_here.map(Number)),
    openNow: isOpenAt(center.openingHours, center.timezone, now),
  });
  const refusal = evaluation.allowed ? null : evaluation;
  const lastCheckInAt = facts!.last_check_in_at;
  return {
    memberId: member.id,
    memberNumber: member.memberNumber,
    memberName: `${member.firstName} ${member.lastName}`,
    centerId: who.centerId,
    allowed: evaluation.allowed,
    reason: refusal?.reason ?? null,
    overridable: refusal?.overridable ?? false,
    canOverride: refusal ? mayOverride(ability, refusal.reason, refusal.overridable) : false,
    membershipId: evaluation.membershipId,
    balanceOwed: Number(facts!.owed),
    waiverRequestId: facts!.pending_waiver_id === null ? null : Number(facts!.pending_waiver_id),
    lastCheckInAt: lastCheckInAt === null ? null : new Date(lastCheckInAt).toISOString(),
  };
}

export const checkInList: ListDefinition<CheckInSortKey> = {
  sortable: { at: checkIns.at },
  defaultSort: { by: 'at', desc: true },
  tiebreaker: checkIns.id,
  searchable: [
    sql`lower(${members.firstName} || ' ' || ${members.lastName})`,
    sql`lower(${members.memberNumber})`,
  ],
};

const checkInFields = {
  id: checkIns.id,
  memberId: checkIns.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  memberNumber: members.memberNumber,
  centerId: checkIns.centerId,
  at: checkIns.at,
  allowed: checkIns.allowed,
  reason: checkIns.reason,
  overriddenById: checkIns.overriddenById,
  overrideNote: checkIns.overrideNote,
  staffId: checkIns.staffId,
  device: checkIns.device,
  syncedAt: checkIns.syncedAt,
  needsReview: checkIns.needsReview,
  reviewedAt: checkIns.reviewedAt,
};

function selectCheckInRows(db: Database | Transaction) {
  return db
    .select(checkInFields)
    .from(checkIns)
    .innerJoin(members, eq(members.id, checkIns.memberId))
    .innerJoin(centers, eq(centers.id, checkIns.centerId))
    .$dynamic();
}

type CheckInRow = Awaited<ReturnType<typeof selectCheckInRows>>[number];

function toCheckInItem({ firstName, lastName, ...row }: CheckInRow): CheckInItem {
  return {
    ...row,
    memberName: `${firstName} ${lastName}`,
    at: row.at.toISOString(),
    syncedAt: row.syncedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** On the managers' review list: let in offline, refused on a second look, not reviewed yet. */
export const awaitingReview = sql`(${checkIns.needsReview} and ${checkIns.reviewedAt} is null)`;

function checkInFilters(query: CheckInListQuery) {
  return [
    query.centerId === undefined ? undefined : eq(checkIns.centerId, query.centerId),
    query.memberId === undefined ? undefined : eq(checkIns.memberId, query.memberId),
    query.allowed === undefined ? undefined : eq(checkIns.allowed, query.allowed),
    query.reason === undefined ? undefined : eq(checkIns.reason, query.reason),
    query.needsReview === undefined
      ? undefined
      : query.needsReview
        ? awaitingReview
        : sql`not ${awaitingReview}`,
    ...localDayFilters(checkIns.at, centers.timezone, query),
    ...(query.date === undefined
      ? []
      : localDayFilters(checkIns.at, centers.timezone, { from: query.date, to: query.date })),
  ];
}

export const checkInListSource = listSource({
  definition: checkInList,
  rows: selectCheckInRows,
  count: (db, fields) =>
    db
      .select(fields)
      .from(checkIns)
      .innerJoin(members, eq(members.id, checkIns.memberId))
      .innerJoin(centers, eq(centers.id, checkIns.centerId))
      .$dynamic(),
  filters: checkInFilters,
  toItem: toCheckInItem,
});

export async function findCheckIn(db: Database | Transaction, id: number): Promise<CheckInItem | undefined> {
  const [row] = await selectCheckInRows(db).where(eq(checkIns.id, id));
  return row ? toCheckInItem(row) : undefined;
}

/**
 * Every member the desk at `centerId` may meet, with the server's decision for today at that
 * branch (opening hours aside: the desk applies those at the moment of the scan). Set-based: one
 * query per fact for the whole studio, then the same evaluation as the door's, per member. With
 * `memberId`, that member's entry only (none when archived): what a desk reads after a change.
 */
export async function doorList(db: Database, centerId: number, memberId?: number): Promise<DoorListResponse> {
  const [center] = await db
    .select({ timezone: centers.timezone })
    .from(centers)
    .where(eq(centers.id, centerId));
  if (!center) throw validationFailed({ centerId: 'Choose a branch.' });
  const generatedAt = new Date();
  const today = dateInZone(generatedAt, center.timezone);
  const rows = await db
    .select({
      id: members.id,
      memberNumber: members.memberNumber,
      firstName: members.firstName,
      lastName: members.lastName,
      phone: members.phone,
      photoUrl: members.photoUrl,
      notes: members.notes,
      tags: members.tags,
    })
    .from(members)
    .where(and(isNull(members.archivedAt), memberId === undefined ? undefined : eq(members.id, memberId)))
    .orderBy(asc(members.id));
  const only = (column: string) =>
    memberId === undefined ? sql`` : sql`and ${sql.raw(column)} = ${memberId}`;
  const ids = rows.map((row) => row.id);
  const [memberships, statuses, policy] = await Promise.all([
    readMembershipsOf(db, ids),
    memberStatusesOf(db, ids),
    readStudioPolicy(db),
  ]);
  const [facts] = await queryRows<{
    owed: [number, number][] | null;
    booked_today: number[];
    signed_waiver: number[];
    valid_here: number[];
  }>(
    db,
    sql`select
      (select json_agg(json_build_array(o.member_id, o.owed)) from (
        select member_id, sum(total - refunded - paid)::float8 as owed from invoices
        where status not in ('draft', 'void') ${only('member_id')} group by member_id having sum(total - refunded - paid) > 0) o) as owed,
      array(select distinct b.member_id from bookings b join classes c on c.id = b.class_id
        join centers ce on ce.id = c.center_id
        where b.status in ('booked', 'attended') and (c.starts_at at time zone ce.timezone)::date = ${today}::date ${only('b.member_id')})
        as booked_today,
      array(select distinct d.member_id from signed_documents d join signature_requests r on r.id = d.request_id
        where r.kind = 'waiver' ${only('d.member_id')}) as signed_waiver,
      array(select m.id from memberships m
        where (true ${only('m.member_id')}) and (m.package_id is null
          or exists (select 1 from package_centers pc where pc.package_id = m.package_id and pc.center_id = ${centerId})
          or not exists (select 1 from package_centers pc where pc.package_id = m.package_id))) as valid_here`,
  );
  const owed = new Map((facts!.owed ?? []).map(([memberId, amount]) => [Number(memberId), Number(amount)]));
  const bookedToday = new Set(facts!.booked_today.map(Number));
  const signedWaiver = new Set(facts!.signed_waiver.map(Number));
  const validHere = new Set(facts!.valid_here.map(Number));
  const items = rows.map((row): DoorListEntry => {
    const held = memberships.get(row.id) ?? [];
    const balanceOwed = owed.get(row.id) ?? 0;
    const evaluation = evaluateCheckIn({
      memberships: held,
      today,
      hasBookingToday: bookedToday.has(row.id),
      balanceOwed,
      hasSignedWaiver: signedWaiver.has(row.id),
      rules: policy,
      validHere,
    });
    const membership = held.find((candidate) => candidate.id === evaluation.membershipId);
    return {
      memberId: row.id,
      memberNumber: row.memberNumber,
      fullName: `${row.firstName} ${row.lastName}`,
      phone: row.phone,
      photoUrl: row.photoUrl,
      statuses: statuses.get(row.id) ?? [],
      allowed: evaluation.allowed,
      reason: evaluation.allowed ? null : evaluation.reason,
      creditsRemaining: membership?.creditsRemaining ?? null,
      balanceOwed,
      notes: row.notes,
      tags: row.tags,
    };
  });
  return { centerId, generatedAt: generatedAt.toISOString(), items };
}
