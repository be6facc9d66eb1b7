import type { AppAbility } from '@cloudfit/shared/abilities/ability-rules';
import { API_ERROR_CODES } from '@cloudfit/shared/api/api-error';
import { type CheckInRefusalCode, DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { CHECK_IN_REFUSALS, OVERRIDE_SENTENCES } from '@cloudfit/shared/i18n/validation/check-in';
import type {
  CheckInItem,
  CreateCheckInInput,
  RepeatCheckInDetails,
} from '@cloudfit/shared/schemas/check-in.schema';
import type {
  OfflineCheckInInput,
  ReplayCheckInsResult,
  ReplayOutcome,
} from '@cloudfit/shared/schemas/offline-check-in.schema';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/connection';
import { centers, members } from '../../db/schema/core';
import { checkIns } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { ApiError, businessRule, notFound, validationFailed } from '../../http/api-error';
import { ensureWaiverRequest } from '../signatures/signature-writes';
import { evaluateAtDesk, findCheckIn } from './check-in-queries';

/** How far ahead of the server's clock a desk's clock may run before its times are refused. */
const CLOCK_SKEW_MS = 5 * 60_000;

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
      if (!evaluation.overridable)
        throw businessRule(evaluation.reason, CHECK_IN_REFUSALS[evaluation.reason].en);
      if (!evaluation.canOverride) {
        throw new ApiError(403, API_ERROR_CODES.forbidden, OVERRIDE_SENTENCES.managerOnly.en);
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
