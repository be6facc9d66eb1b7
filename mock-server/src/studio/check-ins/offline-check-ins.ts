import type { AppAbility } from '@cloudfit/shared/abilities/ability-rules';
import type { CheckInRefusalCode } from '@cloudfit/shared/api/domain-codes';
import { dateInZone } from '@cloudfit/shared/domain/calendar-dates';
import { evaluateCheckIn } from '@cloudfit/shared/domain/check-in-evaluation';
import type { CheckInItem } from '@cloudfit/shared/schemas/check-in.schema';
import type {
  DoorListEntry,
  DoorListResponse,
  OfflineCheckInInput,
  ReplayCheckInsResult,
  ReplayOutcome,
} from '@cloudfit/shared/schemas/offline-check-in.schema';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import { type Database, queryRows } from '../../db/connection';
import { centers, members } from '../../db/schema/core';
import { checkIns } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { ApiError, notFound, validationFailed } from '../../http/api-error';
import { readMembershipsOf } from '../bookings/credit-ledger';
import { readStudioPolicy } from '../bookings/studio-policy';
import { memberStatusesOf } from '../members/member-status';
import { evaluateAtDesk, findCheckIn } from './check-in-queries';

/** How far ahead of the server's clock a desk's clock may run before its times are refused. */
const CLOCK_SKEW_MS = 5 * 60_000;

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
        select member_id, sum(total - paid)::float8 as owed from invoices
        where status not in ('draft', 'void') ${only('member_id')} group by member_id having sum(total - paid) > 0) o) as owed,
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

/** The record a sync already made of this attempt, if it made one. */
async function recordedBefore(db: Database, clientId: string) {
  const [row] = await db.select({ id: checkIns.id }).from(checkIns).where(eq(checkIns.clientId, clientId));
  return row ? findCheckIn(db, row.id) : undefined;
}

/**
 * The server's decision again, at the moment of the attempt. A member archived since the desk's
 * copy was made is refused as having no membership: the attempt is still recorded.
 */
async function decideAgain(db: Database, attempt: OfflineCheckInInput, ability: AppAbility) {
  try {
    const who = { memberId: attempt.memberId, centerId: attempt.centerId };
    return await evaluateAtDesk(db, who, ability, new Date(attempt.at));
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) {
      return { allowed: false, reason: 'no_membership' as CheckInRefusalCode, membershipId: null };
    }
    throw error;
  }
}

async function replayOne(
  db: Database,
  attempt: OfflineCheckInInput,
  ability: AppAbility,
  actorStaffId: number,
): Promise<{ clientId: string; outcome: ReplayOutcome; checkIn: CheckInItem }> {
  const before = await recordedBefore(db, attempt.clientId);
  if (before) return { clientId: attempt.clientId, outcome: 'duplicate', checkIn: before };
  const decision = await decideAgain(db, attempt, ability);
  // Let in at the door, refused now: the member is in, so the check-in stands, for a manager to look at.
  const letInOffline = attempt.allowed && !decision.allowed;
  const reason = attempt.allowed
    ? decision.allowed
      ? null
      : decision.reason
    : (attempt.reason ?? decision.reason ?? 'no_membership');
  const id = await withTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(checkIns)
      .values({
        memberId: attempt.memberId,
        centerId: attempt.centerId,
        at: new Date(attempt.at),
        allowed: attempt.allowed,
        reason,
        membershipId: decision.membershipId,
        staffId: actorStaffId,
        device: attempt.device ?? null,
        clientId: attempt.clientId,
        syncedAt: new Date(),
        needsReview: letInOffline,
      })
      .onConflictDoNothing({ target: checkIns.clientId })
      .returning();
    // A second sync of the same attempt that got here first between the read above and this write.
    if (!created) return null;
    await recordAudit(tx, {
      actorStaffId,
      action: letInOffline ? 'check-in-offline-review' : 'check-in-offline',
      entity: 'check_ins',
      entityId: created.id,
      after: created,
    });
    return created.id;
  });
  if (id === null) {
    return {
      clientId: attempt.clientId,
      outcome: 'duplicate',
      checkIn: (await recordedBefore(db, attempt.clientId))!,
    };
  }
  return {
    clientId: attempt.clientId,
    outcome: letInOffline ? 'let_in_offline' : 'recorded',
    checkIn: (await findCheckIn(db, id))!,
  };
}

/**
 * Records the attempts a desk made offline, each at the time it happened, in order. Each is decided
 * again: one the server still allows is recorded as it was; one let in that the server now refuses
 * (frozen, expired or used up meanwhile) is recorded let in, with the refusal, on the review list; a
 * refusal stays a refusal. An attempt sent before is answered with its record, not recorded twice.
 */
export async function replayCheckIns(
  db: Database,
  attempts: readonly OfflineCheckInInput[],
  ability: AppAbility,
  actorStaffId: number,
): Promise<ReplayCheckInsResult> {
  const latest = Date.now() + CLOCK_SKEW_MS;
  const future = attempts.findIndex((attempt) => new Date(attempt.at).getTime() > latest);
  if (future >= 0) {
    throw validationFailed({
      [`checkIns.${future}.at`]: "A check-in cannot be later than now: check the desk's clock.",
    });
  }
  // Every member and branch known before anything is recorded: a sync is refused whole or taken whole.
  const memberIds = [...new Set(attempts.map((attempt) => attempt.memberId))];
  const centerIds = [...new Set(attempts.map((attempt) => attempt.centerId))];
  const [knownMembers, knownCenters] = await Promise.all([
    db.select({ id: members.id }).from(members).where(inArray(members.id, memberIds)),
    db.select({ id: centers.id }).from(centers).where(inArray(centers.id, centerIds)),
  ]);
  if (knownMembers.length < memberIds.length) throw notFound('Member');
  if (knownCenters.length < centerIds.length) throw validationFailed({ centerId: 'Choose a branch.' });
  const results: ReplayCheckInsResult['results'] = [];
  for (const attempt of attempts) results.push(await replayOne(db, attempt, ability, actorStaffId));
  return { results };
}

/** A manager has looked at a check-in let in offline: it leaves the review list. */
export async function markReviewed(db: Database, id: number, actorStaffId: number): Promise<CheckInItem> {
  await withTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(checkIns)
      .set({ reviewedAt: new Date(), reviewedById: actorStaffId })
      .where(and(eq(checkIns.id, id), eq(checkIns.needsReview, true), isNull(checkIns.reviewedAt)))
      .returning();
    if (updated) {
      await recordAudit(tx, {
        actorStaffId,
        action: 'check-in-reviewed',
        entity: 'check_ins',
        entityId: id,
        after: updated,
      });
    }
  });
  const checkIn = await findCheckIn(db, id);
  if (!checkIn) throw notFound('Check-in');
  return checkIn;
}
