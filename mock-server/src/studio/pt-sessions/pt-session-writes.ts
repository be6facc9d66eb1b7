import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import type {
  ClosePtSessionInput,
  CompletePtSessionInput,
  CreatePtSessionInput,
  UpdatePtSessionInput,
} from '@cloudfit/shared/schemas/pt-session.schema';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { centers, members, staff } from '../../db/schema/core';
import { memberships, ptSessions } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { businessRule, notFound, validationFailed, versionConflict } from '../../http/api-error';
import { moveCredits } from '../bookings/credit-ledger';
import { assertSlotsFree } from '../classes/schedule-conflicts';
import { documentReader } from '../signatures/signature-queries';
import { ptConfirmationText } from '../signatures/signature-texts';
import { insertSignatureRequest } from '../signatures/signature-writes';
import { findPtSession } from './pt-session-queries';

type SessionPlan = Omit<CreatePtSessionInput, 'notes'>;

/**
 * Checks who and where: the member, their active PT pack (which gives the center), a trainer, and
 * that room and trainer are free. Returns the center of the pack.
 */
async function checkSessionPlan(
  tx: Transaction,
  plan: SessionPlan,
  excludeSessionId?: number,
): Promise<number> {
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, plan.memberId), isNull(members.archivedAt)));
  if (!member) throw validationFailed({ memberId: 'Choose a member.' });
  // Locked: two desks booking a pack's last session at once are counted one after the other.
  const [pack] = await tx
    .select({
      memberId: memberships.memberId,
      kind: memberships.kind,
      centerId: memberships.centerId,
      status: memberships.status,
      creditsRemaining: memberships.creditsRemaining,
    })
    .from(memberships)
    .where(eq(memberships.id, plan.membershipId))
    .for('update');
  if (!pack || pack.memberId !== plan.memberId || pack.kind !== 'pt') {
    throw validationFailed({ membershipId: "Choose one of the member's PT packages." });
  }
  if (pack.status === 'cancelled') {
    throw businessRule(DOMAIN_CODES.membershipCancelled, 'This PT package was cancelled.');
  }
  const startsAt = new Date(plan.startsAt);
  const endsAt = new Date(plan.endsAt);
  // Each scheduled session will use one session of the pack: a booking beyond what is left could
  // never be completed.
  const [booked] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(ptSessions)
    .where(
      and(
        eq(ptSessions.membershipId, plan.membershipId),
        eq(ptSessions.status, 'scheduled'),
        ...(excludeSessionId === undefined ? [] : [ne(ptSessions.id, excludeSessionId)]),
      ),
    );
  if ((pack.creditsRemaining ?? 0) - booked!.count < 1) {
    throw businessRule(DOMAIN_CODES.ptNoSessionsLeft, 'No sessions are left on this PT package.');
  }
  const [trainer] = await tx
    .select({ isTrainer: staff.isTrainer })
    .from(staff)
    .where(eq(staff.id, plan.trainerId));
  if (!trainer?.isTrainer) throw validationFailed({ trainerId: 'Choose a trainer.' });
  await assertSlotsFree(tx, {
    centerId: pack.centerId,
    roomId: plan.roomId,
    staffId: plan.trainerId,
    staffField: 'trainerId',
    slots: [{ startsAt, endsAt }],
    excludePtSessionIds: excludeSessionId === undefined ? [] : [excludeSessionId],
  });
  return pack.centerId;
}

export async function createPtSession(db: Database, input: CreatePtSessionInput, actorStaffId: number) {
  const id = await withTransaction(db, async (tx) => {
    const centerId = await checkSessionPlan(tx, input);
    const [created] = await tx
      .insert(ptSessions)
      .values({ ...input, centerId, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) })
      .returning();
    await recordAudit(tx, {
      actorStaffId,
      action: 'create',
      entity: 'pt_sessions',
      entityId: created!.id,
      after: created,
    });
    return created!.id;
  });
  return (await findPtSession(db, id))!;
}

/** The session row locked, with the 404 and 409 every write on it answers. */
async function lockSession(tx: Transaction, id: number, version: number) {
  const [session] = await tx.select().from(ptSessions).where(eq(ptSessions.id, id)).for('update');
  if (!session) throw notFound('PT session');
  if (session.version !== version) throw versionConflict(await findPtSession(tx, id));
  return session;
}

function notScheduled(): never {
  throw businessRule(DOMAIN_CODES.ptSessionNotScheduled, 'Only a scheduled session can be changed this way.');
}

/** A session is held (completed) or missed (no-show) only once it has started. */
function requireStarted(session: { startsAt: Date }): void {
  if (Date.now() < session.startsAt.getTime()) {
    throw businessRule(
      DOMAIN_CODES.ptSessionNotStarted,
      'The session has not started yet: mark it once it has begun.',
    );
  }
}

/**
 * Edits a session. Who, when and where change only while it is scheduled; notes, workout notes
 * and measurements may be corrected afterwards too.
 */
export async function updatePtSession(
  db: Database,
  id: number,
  input: UpdatePtSessionInput,
  actorStaffId: number,
) {
  await withTransaction(db, async (tx) => {
    const before = await lockSession(tx, id, input.version);
    const { version: _version, workoutNotes, measurements, notes, ...plan } = input;
    const startsAt = new Date(plan.startsAt);
    const endsAt = new Date(plan.endsAt);
    const replanned =
      plan.memberId !== before.memberId ||
      plan.trainerId !== before.trainerId ||
      plan.roomId !== before.roomId ||
      plan.membershipId !== before.membershipId ||
      startsAt.getTime() !== before.startsAt.getTime() ||
      endsAt.getTime() !== before.endsAt.getTime();
    if (replanned && before.status !== 'scheduled') notScheduled();
    const centerId = replanned ? await checkSessionPlan(tx, plan, id) : before.centerId;
    const [after] = await tx
      .update(ptSessions)
      .set({
        ...plan,
        centerId,
        startsAt,
        endsAt,
        notes,
        ...(workoutNotes === undefined ? {} : { workoutNotes }),
        ...(measurements === undefined ? {} : { measurements }),
        version: sql`${ptSessions.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(ptSessions.id, id))
      .returning();
    await recordAudit(tx, {
      actorStaffId,
      action: 'update',
      entity: 'pt_sessions',
      entityId: id,
      before,
      after,
    });
  });
  return (await findPtSession(db, id))!;
}

/** Takes one session off the PT pack (locked), or refuses with 422 when none is left. */
async function useOneSession(tx: Transaction, membershipId: number, sessionId: number, actorStaffId: number) {
  const [pack] = await tx
    .select({ status: memberships.status, creditsRemaining: memberships.creditsRemaining })
    .from(memberships)
    .where(eq(memberships.id, membershipId))
    .for('update');
  if (pack!.status === 'cancelled') {
    throw businessRule(DOMAIN_CODES.membershipCancelled, 'This PT package was cancelled.');
  }
  if ((pack!.creditsRemaining ?? 0) < 1) {
    throw businessRule(DOMAIN_CODES.ptNoSessionsLeft, 'No sessions are left on this PT package.');
  }
  await moveCredits(tx, {
    membershipId,
    delta: -1,
    reason: 'pt',
    referenceId: sessionId,
    staffId: actorStaffId,
  });
  return pack!.creditsRemaining! - 1;
}

/**
 * Completes a session in one transaction: one session of the PT pack is used (a ledger row), the
 * workout is recorded, and a signature request with the confirmation text in the member's
 * language is opened for the pad.
 */
export async function completePtSession(
  db: Database,
  id: number,
  input: CompletePtSessionInput,
  actorStaffId: number,
) {
  await withTransaction(db, async (tx) => {
    const before = await lockSession(tx, id, input.version);
    if (before.status !== 'scheduled') notScheduled();
    requireStarted(before);
    const sessionsLeft = await useOneSession(tx, before.membershipId, id, actorStaffId);
    const [facts] = await tx
      .select({ trainerName: staff.fullName, timeZone: centers.timezone })
      .from(staff)
      .innerJoin(centers, eq(centers.id, before.centerId))
      .where(eq(staff.id, before.trainerId));
    const reader = await documentReader(tx, before.memberId);
    const signatureRequestId = await insertSignatureRequest(
      tx,
      {
        kind: 'pt_confirmation',
        memberId: before.memberId,
        referenceId: id,
        locale: reader.locale,
        text: ptConfirmationText(reader.locale, {
          memberName: reader.memberName,
          trainerName: facts!.trainerName,
          startsAt: before.startsAt,
          timeZone: facts!.timeZone,
          sessionsLeft,
        }),
      },
      actorStaffId,
    );
    const now = new Date();
    const [after] = await tx
      .update(ptSessions)
      .set({
        status: 'completed',
        completedAt: now,
        signatureRequestId,
        ...(input.workoutNotes === undefined ? {} : { workoutNotes: input.workoutNotes }),
        ...(input.measurements === undefined ? {} : { measurements: input.measurements }),
        version: sql`${ptSessions.version} + 1`,
        updatedAt: now,
      })
      .where(eq(ptSessions.id, id))
      .returning();
    await recordAudit(tx, {
      actorStaffId,
      action: 'complete',
      entity: 'pt_sessions',
      entityId: id,
      before,
      after,
    });
  });
  return (await findPtSession(db, id))!;
}

/** Cancels a session (no session used) or marks it a no-show (the session is used, as if held). */
export async function closePtSession(
  db: Database,
  id: number,
  input: ClosePtSessionInput,
  actorStaffId: number,
) {
  await withTransaction(db, async (tx) => {
    const before = await lockSession(tx, id, input.version);
    if (before.status !== 'scheduled') notScheduled();
    if (input.status === 'no_show') requireStarted(before);
    if (input.status === 'no_show') await useOneSession(tx, before.membershipId, id, actorStaffId);
    const [after] = await tx
      .update(ptSessions)
      .set({ status: input.status, version: sql`${ptSessions.version} + 1`, updatedAt: new Date() })
      .where(eq(ptSessions.id, id))
      .returning();
    await recordAudit(tx, {
      actorStaffId,
      action: input.status,
      entity: 'pt_sessions',
      entityId: id,
      before,
      after,
    });
  });
  return (await findPtSession(db, id))!;
}
