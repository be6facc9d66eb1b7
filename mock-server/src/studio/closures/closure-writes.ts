import type { MembershipMove } from '@cloudfit/shared/domain/membership-line';
import type {
  ClosurePlan,
  CreateClosureInput,
  CreateClosureResponse,
} from '@cloudfit/shared/schemas/closure.schema';
import { eq, sql } from 'drizzle-orm';
import { type AuditRow, recordAudit, recordAuditBatch } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { classes, closures, memberships } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { cancelBookingsOf } from '../classes/class-writes';
import { findClosure, planClosure } from './closure-queries';

/** Rows per statement: a branch may have thousands of memberships, far below PostgreSQL's parameter limit. */
const BATCH = 1000;

/** Moves the dates in a few statements instead of one per membership (the plan locked the rows). */
async function moveMembershipDates(tx: Transaction, extensions: ClosurePlan['extensions']) {
  for (let start = 0; start < extensions.length; start += BATCH) {
    const values = extensions
      .slice(start, start + BATCH)
      .map(
        (extension) =>
          sql`(${extension.membershipId}::int, ${extension.newStartDate}::date, ${extension.newEndDate}::date)`,
      );
    await tx.execute(
      sql`update ${memberships} set start_date = moved.start_date, end_date = moved.end_date,
            version = ${memberships.version} + 1, updated_at = now()
          from (values ${sql.join(values, sql`, `)}) as moved(id, start_date, end_date)
          where ${memberships.id} = moved.id`,
    );
  }
}

interface MemberTimelineEntry {
  cancelledClasses: { classId: number; title: string; startsAt: string }[];
  extendedMemberships: MembershipMove[];
}

/**
 * Closes the center in one transaction: the closure, its classes cancelled with the credits of their
 * bookings returned, its memberships extended, and on each member concerned one timeline entry
 * saying what the closure did to them. Every write is audited.
 */
export async function createClosure(
  db: Database,
  input: CreateClosureInput,
  actorStaffId: number,
): Promise<CreateClosureResponse> {
  const { closureId, plan } = await withTransaction(db, async (tx) => {
    const { center, plan } = await planClosure(tx, input, true);
    const [closure] = await tx
      .insert(closures)
      .values({
        centerId: center.id,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        reason: input.reason,
        classesCancelled: plan.classesCancelled,
        bookingsCancelled: plan.bookingsCancelled,
        membershipsExtended: plan.membershipsExtended,
        createdById: actorStaffId,
      })
      .returning();
    await recordAudit(tx, {
      actorStaffId,
      action: 'create',
      entity: 'closures',
      entityId: closure!.id,
      after: closure,
    });

    const timeline = new Map<number, MemberTimelineEntry>();
    const entryOf = (memberId: number) => {
      const entry = timeline.get(memberId) ?? { cancelledClasses: [], extendedMemberships: [] };
      timeline.set(memberId, entry);
      return entry;
    };

    for (const closed of plan.classes) {
      await cancelBookingsOf(tx, closed.id, actorStaffId);
      const [before] = await tx.select().from(classes).where(eq(classes.id, closed.id));
      const [after] = await tx
        .update(classes)
        .set({
          status: 'cancelled',
          cancelReason: input.reason,
          overridden: before!.seriesId !== null,
          version: sql`${classes.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(classes.id, closed.id))
        .returning();
      await recordAudit(tx, {
        actorStaffId,
        action: 'closure-cancel',
        entity: 'classes',
        entityId: closed.id,
        before,
        after: { ...after, closureId: closure!.id },
      });
      for (const member of closed.members) {
        entryOf(member.memberId).cancelledClasses.push({
          classId: closed.id,
          title: closed.title,
          startsAt: closed.startsAt,
        });
      }
    }

    await moveMembershipDates(tx, plan.extensions);
    for (const extension of plan.extensions) {
      entryOf(extension.memberId).extendedMemberships.push({
        membershipId: extension.membershipId,
        days: extension.days,
        startDate: extension.startDate,
        newStartDate: extension.newStartDate,
        endDate: extension.endDate,
        newEndDate: extension.newEndDate,
      });
    }

    await recordAuditBatch(tx, [
      ...plan.extensions.map(
        (extension): AuditRow => ({
          actorStaffId,
          action: 'closure-extend',
          entity: 'memberships',
          entityId: String(extension.membershipId),
          before: { startDate: extension.startDate, endDate: extension.endDate },
          after: {
            startDate: extension.newStartDate,
            endDate: extension.newEndDate,
            days: extension.days,
            closureId: closure!.id,
          },
        }),
      ),
      ...[...timeline].map(
        ([memberId, entry]): AuditRow => ({
          actorStaffId,
          action: 'closure',
          entity: 'members',
          entityId: String(memberId),
          after: {
            closureId: closure!.id,
            centerName: center.name,
            startsOn: input.startsOn,
            endsOn: input.endsOn,
            reason: input.reason,
            ...entry,
          },
        }),
      ),
    ]);
    return { closureId: closure!.id, plan };
  });
  return { ...plan, closure: (await findClosure(db, closureId))! };
}
