import type { AppAbility } from '@cloudfit/shared/abilities/ability-rules';
import { API_ERROR_CODES } from '@cloudfit/shared/api/api-error';
import { type CheckInRefusalCode, DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { dateInZone } from '@cloudfit/shared/domain/calendar-dates';
import { evaluateCheckIn, isOpenAt } from '@cloudfit/shared/domain/check-in-evaluation';
import {
  type CheckInEvaluationResult,
  type CheckInItem,
  type CheckInListQuery,
  type CheckInSortKey,
  type CreateCheckInInput,
  type EvaluateCheckInInput,
  FRONT_DESK_OVERRIDABLE_REFUSALS,
  REPEAT_CHECK_IN_MINUTES,
  type RepeatCheckInDetails,
} from '@cloudfit/shared/schemas/check-in.schema';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import { type Database, queryRows, type Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { centers, members } from '../../db/schema/core';
import { checkIns } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { ApiError, businessRule, notFound, validationFailed } from '../../http/api-error';
import { readMembershipsOf } from '../bookings/credit-ledger';
import { readStudioPolicy } from '../bookings/studio-policy';
import { localDayFilters } from '../classes/local-day-filter';
import { ensureWaiverRequest } from '../signatures/signature-writes';

const REFUSAL_MESSAGES: Record<CheckInRefusalCode, string> = {
  no_membership: 'The member has no membership: sell one instead.',
  not_started: "The member's membership has not started yet.",
  expired: "The member's membership has expired.",
  frozen: "The member's membership is frozen: unfreeze it instead.",
  no_credits: 'The member has no credits left.',
  owes_money: 'The member owes money.',
  unsigned_document: 'The member has not signed the waiver.',
  outside_opening_hours: 'The branch is closed now: check in during its opening hours.',
  not_valid_at_center: "The member's membership is not valid at this branch: sell one valid here instead.",
};

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
      (select coalesce(sum(i.total - i.paid), 0)::float8 from invoices i
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

/**
 * Records an attempt, allowed or refused. With `override` a refused member is let in: the refusal
 * reason stays on the row beside who overrode it and why. An override of a refusal that cannot be
 * overridden is a 422 with the refusal as its code; one the user may not make is a 403; neither
 * is recorded (the refused attempt is, when posted without the override).
 */
export async function recordCheckIn(
  db: Database,
  input: CreateCheckInInput,
  ability: AppAbility,
  actorStaffId: number,
) {
  const { evaluation, id } = await withTransaction(db, async (tx) => {
    const evaluation = await evaluateAtDesk(tx, input, ability);
    const override = !evaluation.allowed && input.override ? input.override : null;
    if (override && evaluation.reason) {
      if (!evaluation.overridable) throw businessRule(evaluation.reason, REFUSAL_MESSAGES[evaluation.reason]);
      if (!evaluation.canOverride) {
        throw new ApiError(403, API_ERROR_CODES.forbidden, 'Only a manager can override this refusal.');
      }
    }
    if ((evaluation.allowed || override) && evaluation.lastCheckInAt && !input.confirmRepeat) {
      const [last] = await tx
        .select({ id: checkIns.id })
        .from(checkIns)
        .where(
          and(
            eq(checkIns.memberId, evaluation.memberId),
            eq(checkIns.centerId, input.centerId),
            eq(checkIns.allowed, true),
          ),
        )
        .orderBy(desc(checkIns.at))
        .limit(1);
      const details: RepeatCheckInDetails = { checkInId: last?.id ?? 0, at: evaluation.lastCheckInAt };
      throw businessRule(
        DOMAIN_CODES.alreadyCheckedIn,
        'The member was just checked in here. Check in again only if they left and came back.',
        details,
      );
    }
    if (evaluation.reason === 'unsigned_document' && !override) {
      evaluation.waiverRequestId = await ensureWaiverRequest(tx, evaluation.memberId, actorStaffId);
    }
    const [created] = await tx
      .insert(checkIns)
      .values({
        memberId: evaluation.memberId,
        centerId: input.centerId,
        allowed: evaluation.allowed || override !== null,
        reason: evaluation.reason,
        membershipId: evaluation.membershipId,
        overriddenById: override ? actorStaffId : null,
        overrideNote: override?.note ?? null,
        staffId: actorStaffId,
        device: input.device ?? null,
      })
      .returning();
    await recordAudit(tx, {
      actorStaffId,
      action: override ? 'check-in-override' : 'check-in',
      entity: 'check_ins',
      entityId: created!.id,
      after: created,
    });
    return { evaluation, id: created!.id };
  });
  return { checkIn: (await findCheckIn(db, id))!, evaluation };
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
